#!/usr/bin/env python3
"""Generate the blind PII evaluation set benchmarks/data/pii_blind7/blind7.jsonl.

Seeded, offline, deterministic: one random.Random(SEED); Faker instances are seeded
one by one from it; nothing reads the clock; anything depending on hash order is sorted.
Usage: python scripts/make_pii_blind7.py [--out PATH] [--force]
"""
import argparse
import ipaddress
import json
import os
import random
import re
import sys

SEED = 7704213
REQ_FAKER = "40.0.0"
REQ_PHONENUMBERS = "9.0.43"
DEFAULT_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "benchmarks", "data", "pii_blind7", "blind7.jsonl")
N_PII = 1220
N_FREE = 430

PH, CC, IB, IP, EM = "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "EMAIL_ADDRESS"

# locale -> (region, language key)
LOCALES = {
    "en_US": ("US", "en"), "en_GB": ("GB", "en"), "en_CA": ("CA", "en"), "en_AU": ("AU", "en"),
    "en_NZ": ("NZ", "en"), "en_IN": ("IN", "en"), "en_IE": ("IE", "en"), "en_NG": ("NG", "en"),
    "en_KE": ("KE", "en"), "en_PH": ("PH", "en"), "en_PK": ("PK", "en"), "zu_ZA": ("ZA", "en"),
    "de_DE": ("DE", "de"), "de_AT": ("AT", "de"), "de_CH": ("CH", "de"), "fr_FR": ("FR", "fr"),
    "fr_BE": ("BE", "fr"), "fr_CH": ("CH", "fr"), "fr_CA": ("CA", "fr"), "it_IT": ("IT", "it"),
    "es_ES": ("ES", "es"), "es_MX": ("MX", "es"), "es_AR": ("AR", "es"), "es_CO": ("CO", "es"),
    "es_CL": ("CL", "es"), "pt_BR": ("BR", "pt"), "pt_PT": ("PT", "pt"), "nl_NL": ("NL", "nl"),
    "nl_BE": ("BE", "nl"), "pl_PL": ("PL", "pl"), "cs_CZ": ("CZ", "cs"), "sk_SK": ("SK", "sk"),
    "hu_HU": ("HU", "hu"), "ro_RO": ("RO", "ro"), "bg_BG": ("BG", "bg"), "el_GR": ("GR", "el"),
    "tr_TR": ("TR", "tr"), "ru_RU": ("RU", "ru"), "uk_UA": ("UA", "uk"), "sv_SE": ("SE", "sv"),
    "no_NO": ("NO", "no"), "da_DK": ("DK", "da"), "fi_FI": ("FI", "fi"), "hr_HR": ("HR", "hr"),
    "sl_SI": ("SI", "sl"), "lt_LT": ("LT", "lt"), "lv_LV": ("LV", "lv"), "et_EE": ("EE", "et"),
    "ja_JP": ("JP", "ja"), "zh_CN": ("CN", "zh"), "zh_TW": ("TW", "zt"), "ko_KR": ("KR", "ko"),
    "th_TH": ("TH", "th"), "vi_VN": ("VN", "vi"), "id_ID": ("ID", "id"), "fa_IR": ("IR", "fa"),
    "he_IL": ("IL", "he"), "ar_SA": ("SA", "ar"), "ar_EG": ("EG", "ar"), "ar_AE": ("AE", "ar"),
}

# tel, mobile, fax, e-mail, contact, opening hours, call sentence, write sentence, transfer sentence,
# thanks, extension word kept outside the span (None: use "ext." inside)
_L = {
 "en": ("Phone", "Mobile", "Fax", "Email", "Contact", "Opening hours", "Call us on {p}.", "Questions? Write to {e}.", "Please transfer the amount to {i}.", "Thank you for your order.", None),
 "de": ("Telefon", "Mobil", "Fax", "E-Mail", "Kontakt", "Öffnungszeiten", "Rufen Sie uns an unter {p}.", "Fragen? Schreiben Sie an {e}.", "Bitte überweisen Sie den Betrag auf {i}.", "Vielen Dank für Ihre Bestellung.", "Durchwahl"),
 "fr": ("Tél.", "Portable", "Fax", "Courriel", "Contact", "Horaires d'ouverture", "Appelez-nous au {p}.", "Des questions ? Écrivez à {e}.", "Merci de virer le montant sur {i}.", "Merci pour votre commande.", "poste"),
 "it": ("Tel.", "Cellulare", "Fax", "E-mail", "Contatti", "Orari di apertura", "Chiamaci al numero {p}.", "Domande? Scrivi a {e}.", "Si prega di effettuare il bonifico su {i}.", "Grazie per il tuo ordine.", "interno"),
 "es": ("Teléfono", "Móvil", "Fax", "Correo", "Contacto", "Horario de atención", "Llámanos al {p}.", "¿Dudas? Escríbenos a {e}.", "Por favor, transfiera el importe a {i}.", "Gracias por su pedido.", None),
 "pt": ("Telefone", "Celular", "Fax", "E-mail", "Contato", "Horário de funcionamento", "Ligue para {p}.", "Dúvidas? Escreva para {e}.", "Por favor, transfira o valor para {i}.", "Obrigado pela sua encomenda.", "ramal"),
 "nl": ("Telefoon", "Mobiel", "Fax", "E-mail", "Contact", "Openingstijden", "Bel ons op {p}.", "Vragen? Mail naar {e}.", "Gelieve het bedrag over te maken op {i}.", "Bedankt voor je bestelling.", "toestel"),
 "pl": ("Tel.", "Kom.", "Faks", "E-mail", "Kontakt", "Godziny otwarcia", "Zadzwoń do nas: {p}.", "Pytania? Napisz na {e}.", "Prosimy o przelew na konto {i}.", "Dziękujemy za zamówienie.", "wew."),
 "cs": ("Tel.", "Mobil", "Fax", "E-mail", "Kontakt", "Otevírací doba", "Zavolejte nám na {p}.", "Dotazy? Pište na {e}.", "Částku prosím převeďte na účet {i}.", "Děkujeme za objednávku.", "klapka"),
 "sk": ("Tel.", "Mobil", "Fax", "E-mail", "Kontakt", "Otváracie hodiny", "Zavolajte nám na {p}.", "Otázky? Píšte na {e}.", "Sumu prosím uhraďte na účet {i}.", "Ďakujeme za objednávku.", "klapka"),
 "hu": ("Tel.", "Mobil", "Fax", "E-mail", "Kapcsolat", "Nyitvatartás", "Hívjon minket: {p}.", "Kérdése van? Írjon a(z) {e} címre.", "Kérjük, utalja az összeget a(z) {i} számlára.", "Köszönjük a rendelését.", "mellék"),
 "ro": ("Tel.", "Mobil", "Fax", "E-mail", "Contact", "Program", "Sunați-ne la {p}.", "Întrebări? Scrieți-ne la {e}.", "Vă rugăm să virați suma în contul {i}.", "Vă mulțumim pentru comandă.", "interior"),
 "bg": ("Тел.", "Моб.", "Факс", "Имейл", "Контакти", "Работно време", "Обадете ни се на {p}.", "Въпроси? Пишете ни на {e}.", "Моля, преведете сумата по сметка {i}.", "Благодарим за поръчката.", "вътр."),
 "el": ("Τηλ.", "Κιν.", "Φαξ", "Email", "Επικοινωνία", "Ωράριο", "Καλέστε μας στο {p}.", "Ερωτήσεις; Γράψτε στο {e}.", "Παρακαλούμε καταθέστε το ποσό στον λογαριασμό {i}.", "Ευχαριστούμε για την παραγγελία σας.", "εσωτ."),
 "tr": ("Tel", "Cep", "Faks", "E-posta", "İletişim", "Çalışma saatleri", "Bizi {p} numarasından arayın.", "Sorularınız için {e} adresine yazın.", "Lütfen tutarı {i} hesabına havale edin.", "Siparişiniz için teşekkür ederiz.", "dahili"),
 "ru": ("Тел.", "Моб.", "Факс", "Эл. почта", "Контакты", "Часы работы", "Звоните: {p}.", "Вопросы? Пишите на {e}.", "Просим перечислить сумму на счёт {i}.", "Спасибо за заказ.", None),
 "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта", "Контакти", "Графік роботи", "Телефонуйте: {p}.", "Питання? Пишіть на {e}.", "Просимо перерахувати суму на рахунок {i}.", "Дякуємо за замовлення.", "дод."),
 "sv": ("Telefon", "Mobil", "Fax", "E-post", "Kontakt", "Öppettider", "Ring oss på {p}.", "Frågor? Mejla {e}.", "Vänligen betala beloppet till {i}.", "Tack för din beställning.", "anknytning"),
 "no": ("Telefon", "Mobil", "Faks", "E-post", "Kontakt", "Åpningstider", "Ring oss på {p}.", "Spørsmål? Send e-post til {e}.", "Vennligst overfør beløpet til {i}.", "Takk for bestillingen.", "linje"),
 "da": ("Telefon", "Mobil", "Fax", "E-mail", "Kontakt", "Åbningstider", "Ring til os på {p}.", "Spørgsmål? Skriv til {e}.", "Overfør venligst beløbet til {i}.", "Tak for din bestilling.", "lokal"),
 "fi": ("Puh.", "GSM", "Faksi", "Sähköposti", "Yhteystiedot", "Aukioloajat", "Soita meille numeroon {p}.", "Kysyttävää? Kirjoita osoitteeseen {e}.", "Maksathan summan tilille {i}.", "Kiitos tilauksestasi.", "alanumero"),
 "hr": ("Tel.", "Mob.", "Faks", "E-pošta", "Kontakt", "Radno vrijeme", "Nazovite nas na {p}.", "Pitanja? Pišite na {e}.", "Molimo uplatite iznos na račun {i}.", "Hvala na narudžbi.", "kućni"),
 "sl": ("Tel.", "GSM", "Faks", "E-pošta", "Kontakt", "Delovni čas", "Pokličite nas na {p}.", "Vprašanja? Pišite na {e}.", "Znesek nakažite na račun {i}.", "Hvala za naročilo.", "int."),
 "lt": ("Tel.", "Mob.", "Faksas", "El. paštas", "Kontaktai", "Darbo laikas", "Skambinkite {p}.", "Klausimai? Rašykite {e}.", "Sumą pervesti į sąskaitą {i}.", "Ačiū už užsakymą.", "vidinis"),
 "lv": ("Tālr.", "Mob.", "Fakss", "E-pasts", "Kontakti", "Darba laiks", "Zvaniet mums: {p}.", "Jautājumi? Rakstiet uz {e}.", "Lūdzu, pārskaitiet summu uz kontu {i}.", "Paldies par pasūtījumu.", "iekšējais"),
 "et": ("Tel", "Mob", "Faks", "E-post", "Kontakt", "Lahtiolekuajad", "Helistage meile {p}.", "Küsimused? Kirjutage {e}.", "Palun kandke summa kontole {i}.", "Täname tellimuse eest.", "sisetel."),
 "ja": ("電話", "携帯", "FAX", "メール", "お問い合わせ", "営業時間", "お電話は{p}まで。", "ご質問は{e}までお送りください。", "代金は{i}へお振込みください。", "ご注文ありがとうございます。", "内線"),
 "zh": ("电话", "手机", "传真", "邮箱", "联系我们", "营业时间", "请致电{p}。", "如有疑问请发邮件至{e}。", "请将款项汇入{i}。", "感谢您的订购。", "分机"),
 "zt": ("電話", "手機", "傳真", "電子郵件", "聯絡我們", "營業時間", "請撥打{p}。", "如有疑問請寄信至{e}。", "請將款項匯入{i}。", "感謝您的訂購。", "分機"),
 "ko": ("전화", "휴대폰", "팩스", "이메일", "문의", "영업시간", "{p}로 전화주세요.", "문의사항은 {e}로 보내주세요.", "금액을 {i} 계좌로 송금해 주세요.", "주문해 주셔서 감사합니다.", "내선"),
 "th": ("โทร", "มือถือ", "แฟกซ์", "อีเมล", "ติดต่อ", "เวลาทำการ", "โทรหาเราที่ {p}", "มีคำถาม? เขียนถึง {e}", "กรุณาโอนเงินไปที่ {i}", "ขอบคุณสำหรับการสั่งซื้อ", "ต่อ"),
 "vi": ("ĐT", "Di động", "Fax", "Email", "Liên hệ", "Giờ mở cửa", "Gọi cho chúng tôi theo số {p}.", "Thắc mắc? Gửi thư tới {e}.", "Vui lòng chuyển khoản tới {i}.", "Cảm ơn bạn đã đặt hàng.", "máy lẻ"),
 "id": ("Telp.", "HP", "Faks", "Surel", "Kontak", "Jam buka", "Hubungi kami di {p}.", "Ada pertanyaan? Kirim ke {e}.", "Silakan transfer ke {i}.", "Terima kasih atas pesanan Anda.", "pes."),
 "fa": ("تلفن", "همراه", "فکس", "ایمیل", "تماس با ما", "ساعات کاری", "با شماره {p} تماس بگیرید.", "سؤالات خود را به {e} بفرستید.", "لطفاً مبلغ را به {i} واریز کنید.", "از خرید شما سپاسگزاریم.", "داخلی"),
 "he": ("טלפון", "נייד", "פקס", "דוא\"ל", "צור קשר", "שעות פתיחה", "התקשרו אלינו: {p}.", "שאלות? כתבו ל-{e}.", "נא להעביר את הסכום לחשבון {i}.", "תודה על הזמנתך.", "שלוחה"),
 "ar": ("هاتف", "جوال", "فاكس", "البريد الإلكتروني", "اتصل بنا", "ساعات العمل", "اتصل بنا على {p}.", "للاستفسارات راسلنا على {e}.", "يرجى تحويل المبلغ إلى {i}.", "شكرا لطلبك.", "تحويلة"),
}
KEYS = ("tel", "mob", "fax", "mail", "contact", "hours", "call", "write", "pay", "thanks", "extword")
LANG = {k: dict(zip(KEYS, v)) for k, v in _L.items()}
# in-span extension markers by language (rule: x, ext, ext., Ext., extension, anexo, доб.)
EXT_IN = {"en": ["x", "ext. ", "ext ", "Ext. ", "extension "], "es": ["anexo "], "ru": ["доб. "]}


def check_versions():
    import faker
    import phonenumbers
    if faker.VERSION != REQ_FAKER or phonenumbers.__version__ != REQ_PHONENUMBERS:
        sys.exit("need Faker==%s and phonenumbers==%s, found %s and %s"
                 % (REQ_FAKER, REQ_PHONENUMBERS, faker.VERSION, phonenumbers.__version__))


NBSP, NNBSP = "\u00a0", "\u202f"
EXT_RE = re.compile(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")


def phone_valid(span, region):
    import phonenumbers
    s = re.sub(r"\s+", " ", span).strip()
    s = EXT_RE.sub("", s)
    n = phonenumbers.parse(s, region)
    return phonenumbers.is_valid_number(n)


class Gen:
    def __init__(self, rng):
        import phonenumbers
        from faker import Faker
        self.pn = phonenumbers
        self.rng = rng
        self.fakers = {}
        for loc in sorted(LOCALES):
            f = Faker(loc)
            f.seed_instance(rng.randrange(2 ** 32))
            for p in f.get_providers():
                if isinstance(getattr(p, "cities", None), list):
                    p.cities = sorted(p.cities)
            self.fakers[loc] = f
        self.en = self.fakers["en_US"]
        from stdnum import numdb
        db = numdb.get("iban")
        self.iban_struct = {}
        with open(os.path.join(os.path.dirname(numdb.__file__), "iban.dat"), encoding="utf-8") as fh:
            for line in fh:
                m = re.match(r'^([A-Z]{2}) .*bban="([^"]+)"', line)
                if m:
                    self.iban_struct[m.group(1)] = m.group(2)
        self.iban_countries = sorted(self.iban_struct)
        del db

    # ------------------------------------------------------------------ phones
    def phone_number(self, region, kind=None):
        """Return (PhoneNumber, kind) belonging to region; mostly valid, some only possible."""
        pn, rng = self.pn, self.rng
        kinds = [k for k in ("FIXED_LINE", "MOBILE", "TOLL_FREE")
                 if pn.example_number_for_type(region, getattr(pn.PhoneNumberType, k)) is not None]
        if kind not in kinds:
            kind = rng.choice(kinds + ["FIXED_LINE", "MOBILE"] if "FIXED_LINE" in kinds and "MOBILE" in kinds else kinds)
        ex = pn.example_number_for_type(region, getattr(pn.PhoneNumberType, kind))
        nsn = pn.national_significant_number(ex)
        want_valid = rng.random() > 0.1
        for _ in range(400):
            keep = rng.randint(1, min(3, len(nsn) - 4))
            cand = nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
            n = pn.parse("+%d%s" % (ex.country_code, cand), None)
            if pn.region_code_for_number(n) not in (region, None) and pn.is_valid_number(n):
                continue
            if want_valid and pn.is_valid_number(n) and pn.region_code_for_number(n) == region:
                return n, kind
            if not want_valid and pn.is_possible_number(n) and not pn.is_valid_number(n):
                return n, kind
        return ex, kind

    def phone_text(self, region, lang, kind=None, allow_ext=True, allow_wrap=True):
        """Return (text_of_span, trailing_outside_text)."""
        pn, rng = self.pn, self.rng
        for _ in range(30):
            n, kind = self.phone_number(region, kind)
            s = self._fmt(n, region)
            if s is None:
                continue
            outside = ""
            if allow_ext and kind == "FIXED_LINE" and rng.random() < 0.08:
                d = str(rng.randint(2, 9999))
                if lang in EXT_IN or LANG[lang]["extword"] is None:
                    s = s + " " + rng.choice(EXT_IN.get(lang, EXT_IN["en"])) + d if rng.random() < 0.7 or lang not in ("en",) else s + " x" + d
                    s = s.replace(" x ", " x")
                else:
                    outside = " (%s %s)" % (LANG[lang]["extword"], d) if rng.random() < 0.5 else ", %s %s" % (LANG[lang]["extword"], d)
            if allow_wrap and rng.random() < 0.03 and " " in s.strip():
                idx = [i for i, c in enumerate(s) if c == " "]
                i = rng.choice(idx)
                s = s[:i] + "\n" + s[i + 1:]
            if self._ok(s, n, region):
                return s, outside
        n = self.phone_number(region, "FIXED_LINE")[0]
        return pn.format_number(n, pn.PhoneNumberFormat.INTERNATIONAL), ""

    def _ok(self, s, n, region):
        pn = self.pn
        t = EXT_RE.sub("", re.sub(r"\s+", " ", s).strip())
        try:
            m = pn.parse(t, region)
        except Exception:
            return False
        return (m.country_code == n.country_code and m.national_number == n.national_number
                and pn.is_possible_number(m))

    def _fmt(self, n, region):
        pn, rng = self.pn, self.rng
        F = pn.PhoneNumberFormat
        intl = pn.format_number(n, F.INTERNATIONAL)
        nat = pn.format_number(n, F.NATIONAL)
        e164 = pn.format_number(n, F.E164)
        cc = str(n.country_code)
        rest = intl[len(cc) + 2:]
        meta = pn.PhoneMetadata.metadata_for_region(region)
        trunk = meta.national_prefix or ""
        idd = meta.international_prefix or "00"
        nsn = pn.national_significant_number(n)
        style = rng.choice(["nat", "nat", "nat", "intl", "intl", "intl", "e164", "00", "dots", "dash",
                            "nosep", "trunk0", "brcc", "bracket_area", "slash", "nbsp", "idd", "intl_dash",
                            "nat_nbsp", "nnbsp", "mixed"])
        if style == "nat":
            return nat
        if style == "intl":
            return intl
        if style == "e164":
            return e164
        if style == "00":
            return "00" + cc + " " + rest if idd.startswith("00") or rng.random() < 0.5 else "+" + cc + " " + rest
        if style == "dots":
            return re.sub(r"[ \-]", ".", nat if rng.random() < 0.5 else intl).replace("(", "").replace(")", "").replace("+.", "+")
        if style == "dash":
            return re.sub(r"[ ]", "-", nat).replace("(-", "(").replace("-)", ")")
        if style == "intl_dash":
            return "+" + cc + "-" + rest.replace(" ", "-")
        if style == "nosep":
            return re.sub(r"[^\d+]", "", nat if rng.random() < 0.5 else intl)
        if style == "trunk0" and trunk == "0" and not nat.startswith("("):
            return "+" + cc + " (0)" + rest if rng.random() < 0.5 else "+" + cc + " (0) " + rest
        if style == "brcc":
            return "(+" + cc + ") " + rest
        if style == "bracket_area" and trunk == "0":
            parts = rest.split(" ")
            if len(parts) > 1:
                return "(0" + parts[0] + ") " + " ".join(parts[1:])
        if style == "slash" and trunk == "0":
            parts = rest.split(" ")
            if len(parts) > 1:
                return "0" + parts[0] + "/" + "".join(parts[1:])
        if style == "nbsp":
            return intl.replace(" ", NBSP)
        if style == "nat_nbsp":
            return nat.replace(" ", NBSP)
        if style == "nnbsp":
            return intl.replace(" ", NNBSP)
        if style == "idd" and re.fullmatch(r"\d+", idd) and idd != "00":
            return idd + " " + cc + " " + rest
        if style == "mixed":
            return "+" + cc + " " + nsn[:3] + " " + nsn[3:]
        return rng.choice([nat, intl])

    # ------------------------------------------------------------------ cards
    def card(self):
        rng = self.rng
        brand, prefix, length = rng.choice([
            ("visa", "4", 16), ("visa", "4", 16), ("visa", "4", 13), ("visa", "4", 19),
            ("mc", str(rng.randint(51, 55)), 16), ("mc", str(rng.randint(2221, 2720)), 16),
            ("amex", rng.choice(["34", "37"]), 15), ("diners", rng.choice(["36", "38", "300", "305"]), 14),
            ("discover", rng.choice(["6011", "65", "644"]), 16), ("discover", "6011", 19),
            ("jcb", str(rng.randint(3528, 3589)), 16), ("jcb", str(rng.randint(3528, 3589)), 19),
            ("unionpay", "62", rng.choice([16, 17, 18, 19])),
            ("maestro", rng.choice(["6759", "5018", "5020", "6304"]), rng.choice([12, 13, 16, 19]))])
        body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
        num = body + luhn_digit(body)
        sep = rng.choice([" ", " ", "-", ""])
        if length == 15:
            g = [4, 6, 5]
        elif length == 14:
            g = rng.choice([[4, 6, 4], [4, 4, 4, 2]])
        elif length == 16:
            g = rng.choice([[4, 4, 4, 4], [4, 4, 4, 4], [8, 8], [4, 8, 4]])
        elif length == 19:
            g = rng.choice([[4, 4, 4, 4, 3], [6, 13]])
        elif length == 13:
            g = [4, 4, 5]
        else:
            g = [4, 4, 4, length - 12] if length > 12 else [4, 4, 4]
        if sep == "" or rng.random() < 0.15:
            return num
        out, i = [], 0
        for k in g:
            out.append(num[i:i + k])
            i += k
        return sep.join(x for x in out if x)

    # ------------------------------------------------------------------ IBAN
    def iban(self, country=None):
        from stdnum import iban as stdiban
        rng = self.rng
        cc = country or rng.choice(self.iban_countries)
        struct = self.iban_struct[cc]
        for _ in range(5000):
            bban = ""
            for m in re.finditer(r"(\d+)!([nac])", struct):
                k, t = int(m.group(1)), m.group(2)
                alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                pool = "0123456789" if t == "n" else alpha if t == "a" else alpha + "0123456789"
                if t == "c" and rng.random() < 0.7:
                    pool = "0123456789"
                bban += "".join(rng.choice(pool) for _ in range(k))
            check = stdiban.calc_check_digits(cc + "00" + bban)
            num = cc + check + bban
            if stdiban.is_valid(num):
                if rng.random() < 0.55:
                    return stdiban.format(num)
                return num
        raise RuntimeError("no IBAN for " + cc)

    # ------------------------------------------------------------------ IP
    def ip(self):
        rng = self.rng
        k = rng.random()
        if k < 0.55:
            kind = rng.choice(["pub", "pub", "pub", "10", "192", "172", "lo", "doc", "zero", "mask"])
            if kind == "pub":
                a = rng.choice([x for x in range(1, 224) if x not in (10, 127, 100, 169, 172, 192)])
                return "%d.%d.%d.%d" % (a, rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
            if kind == "10":
                return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
            if kind == "192":
                return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
            if kind == "172":
                return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
            if kind == "lo":
                return "127.0.0.1" if rng.random() < 0.7 else "127.0.%d.%d" % (rng.randint(0, 3), rng.randint(1, 9))
            if kind == "doc":
                return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(1, 254))
            if kind == "zero":
                return "0.0.0.0"
            return rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.252.0", "255.255.255.248"])
        kind = rng.choice(["comp", "comp", "full", "upper", "mapped", "lo", "ll", "doc", "any", "ula"])
        if kind == "lo":
            return "::1"
        if kind == "any":
            return "::"
        if kind == "mapped":
            return "::ffff:%d.%d.%d.%d" % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
        groups = [rng.randint(0, 0xffff) for _ in range(8)]
        if kind == "ll":
            groups[:4] = [0xfe80, 0, 0, 0]
        elif kind == "doc":
            groups[:2] = [0x2001, 0xdb8]
        elif kind == "ula":
            groups[0] = 0xfd00 + rng.randint(0, 255)
        else:
            groups[0] = rng.choice([0x2001, 0x2a00, 0x2600, 0x2a02, 0x2403, 0x2c0f])
        if rng.random() < 0.4:
            for i in range(rng.randint(3, 6), 7):
                groups[i] = 0
        addr = ipaddress.IPv6Address(":".join("%x" % g for g in groups))
        if kind == "full":
            return addr.exploded
        s = addr.compressed
        return s.upper() if kind == "upper" else s

    # ------------------------------------------------------------------ email
    def email(self, f):
        rng = self.rng
        k = rng.random()
        if k < 0.35:
            e = f.email()
        elif k < 0.55:
            e = f.company_email()
        elif k < 0.7:
            e = f.free_email()
        else:
            user = re.sub(r"[^a-z0-9]", "", self.en.user_name().lower()) or "info"
            dom = f.domain_name()
            user = rng.choice([user, user + "+" + rng.choice(["news", "shop", "2024", "bills"]), "info", "kontakt", "office",
                               user[:1] + "." + self.en.last_name().lower(), user + "_" + str(rng.randint(1, 99)), "no-reply", "support"])
            if rng.random() < 0.25:
                dom = rng.choice(["mail.", "mx.", "eu.", "sales."]) + dom
            e = user + "@" + dom
        if not re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", e):
            e = "info@" + self.en.domain_name()
        if rng.random() < 0.08:
            e = e[0].upper() + e[1:]
        return e


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


class Ctx:
    def __init__(self, g, loc):
        self.g, self.loc = g, loc
        self.region, self.lang = LOCALES[loc]
        self.L = LANG[self.lang]
        self.f = g.fakers[loc]
        self.r = g.rng

    def p(self, kind=None, **kw):
        s, out = self.g.phone_text(self.region, self.lang, kind, **kw)
        return [(PH, s)] + ([out] if out else [])

    def e(self):
        return [(EM, self.g.email(self.f))]

    def i(self):
        c = self.region if self.region in self.g.iban_struct and self.r.random() < 0.5 else None
        return [(IB, self.g.iban(c))]

    def c(self):
        return [(CC, self.g.card())]

    def ip(self):
        return [(IP, self.g.ip())]

    def name(self):
        return self.f.name()

    def company(self):
        try:
            return self.f.company()
        except Exception:
            return self.g.en.company()

    def addr(self):
        return self.f.address().replace("\n", ", ")


def J(*parts):
    out = []
    for p in parts:
        if isinstance(p, list):
            out.extend(p)
        else:
            out.append(p)
    return out


# ---- PII genres: each returns a list of str / (entity, text)
def t_footer(c):
    L = c.L
    return J(c.company(), "\n", c.addr(), "\n", L["tel"], ": ", c.p(), " · ", L["fax"], ": ", c.p("FIXED_LINE", allow_ext=False), "\n",
             L["mail"], ": ", c.e(), "\n", L["hours"], ": 9–17")

def t_signature(c):
    L = c.L
    return J("--\n", c.name(), "\n", c.f.job() if hasattr(c.f, "job") else "", "\n", c.company(), "\n",
             L["tel"], " ", c.p(), "\n", L["mob"], " ", c.p("MOBILE"), "\n", c.e())

def t_public_office(c):
    L = c.L
    return J("== ", L["contact"], " ==\n", c.addr(), "\n", L["hours"], ": 8:00–12:30\n", L["call"].split("{p}")[0], c.p(), L["call"].split("{p}")[1], "\n",
             L["write"].split("{e}")[0], c.e(), L["write"].split("{e}")[1])

def t_csv(c):
    L = c.L
    rows = ["id;name;%s;%s" % (L["tel"].lower().rstrip("."), L["mail"].lower())]
    out = [rows[0], "\n"]
    for k in range(c.r.randint(2, 4)):
        out += J(str(1000 + c.r.randint(0, 8999)), ";", c.name(), ";", c.p(allow_wrap=False), ";", c.e(), "\n")
    return out

def t_csv_noheader(c):
    out = []
    for k in range(c.r.randint(2, 4)):
        out += J('"', c.name(), '","', c.p(allow_wrap=False), '","', c.f.postcode() if hasattr(c.f, "postcode") else "", '"\n')
    return out

def t_json(c):
    return J('{"customer": "', c.name(), '", "phone": "', c.p(allow_wrap=False), '", "email": "', c.e(), '", "last_login_ip": "', c.ip(), '"}')

def t_log(c):
    r = c.r
    out = []
    for k in range(r.randint(2, 5)):
        ts = "2024-%02d-%02dT%02d:%02d:%02dZ" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
        kind = r.random()
        if kind < 0.4:
            out += J(ts, " sshd[", str(r.randint(300, 60000)), "]: Failed password for ", c.f.user_name(), " from ", c.ip(), " port ", str(r.randint(1024, 65535)), " ssh2\n")
        elif kind < 0.7:
            out += J(ts, " INFO auth: login ok user=", c.e(), " src=", c.ip(), "\n")
        else:
            out += J(ts, " WARN sms-gateway: delivery failed to ", c.p("MOBILE", allow_ext=False, allow_wrap=False), " (code 4", str(r.randint(10, 99)), ")\n")
    return out

def t_nginx(c):
    r = c.r
    ip = c.ip()
    return J(ip, ' - - [12/Mar/2024:10:', str(r.randint(10, 59)), ':07 +0000] "GET /contact HTTP/1.1" 200 ', str(r.randint(200, 9999)), ' "-" "Mozilla/5.0"\n')

def t_form(c):
    L = c.L
    return J("Name: ", c.name(), "\n", L["mail"], ": ", c.e(), "\n", L["tel"], ": ", c.p(), "\n", "IP: ", c.ip(), "\n", "Message: ", c.f.sentence(), "\n")

def t_listing(c):
    L = c.L
    return J(c.f.sentence(), " ", c.f.sentence(), "\n", L["contact"], ": ", c.name(), ", ", c.p("MOBILE"), c.r.choice([" / ", " or ", ", ", " – "]), c.p())

def t_chat(c):
    r = c.r
    who = c.f.first_name()
    return J("[", "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59)), "] ", who, ": ", c.f.sentence(nb_words=5), " ", c.p("MOBILE", allow_ext=False), "\n[",
             "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59)), "] ", c.f.first_name(), ": ok 👍")

def t_invoice(c):
    L = c.L
    r = c.r
    return J(c.company(), "\n", c.addr(), "\n\n", "No. ", str(r.randint(2020, 2025)), "-", str(r.randint(100, 999)), "\n",
             "%d,%02d EUR\n" % (r.randint(10, 9999), r.randint(0, 99)), L["pay"].split("{i}")[0], c.i(), L["pay"].split("{i}")[1], "\n", "BIC ", c.g.en.swift(length=8), "\n", L["thanks"])

def t_order(c):
    L = c.L
    r = c.r
    return J(L["thanks"], "\n", c.name(), "\n", "Card: ", c.c(), "  exp %02d/%02d\n" % (r.randint(1, 12), r.randint(26, 31)), L["mail"], ": ", c.e())

def t_card_typed(c):
    return J(c.f.sentence(nb_words=4), " ", c.c(), " ", c.r.choice(["cvv 123?", "", "thx", "(corporate)"]))

def t_config(c):
    r = c.r
    return J("[server]\nlisten = ", c.ip(), "\nport = ", str(r.randint(1024, 9999)), "\nupstream = ", c.ip(), "\nadmin_email = ", c.e(), "\n")

def t_firewall(c):
    return J("iptables -A INPUT -s ", c.ip(), " -j DROP\niptables -A INPUT -s ", c.ip(), "/", str(c.r.choice([8, 16, 24, 32])), " -p tcp --dport 22 -j ACCEPT\n")

def t_hosts(c):
    return J(c.ip(), "\t", c.f.domain_word(), ".local\n", c.ip(), "\t", c.f.domain_word(), "\n")

def t_directory(c):
    L = c.L
    out = []
    if c.r.random() < 0.6:
        out.append("| Name | %s | %s |\n|---|---|---|\n" % (L["tel"], L["mail"]))
    for k in range(c.r.randint(2, 4)):
        out += J("| ", c.name(), " | ", c.p(allow_wrap=False), " | ", c.e(), " |\n")
    return out

def t_tsv_dir(c):
    out = []
    for k in range(c.r.randint(2, 4)):
        out += J(c.name(), "\t", c.p(allow_wrap=False), "\n")
    return out

def t_vcard(c):
    n = c.name()
    return J("BEGIN:VCARD\nVERSION:3.0\nFN:", n, "\nTEL;TYPE=work:", c.p(allow_wrap=False, allow_ext=False), "\nTEL;TYPE=cell:", c.p("MOBILE", allow_wrap=False, allow_ext=False), "\nEMAIL:", c.e(), "\nEND:VCARD")

def t_html(c):
    ph = c.p(allow_wrap=False, allow_ext=False)
    e = c.e()
    return J('<p class="contact">', c.L["tel"], ': <a href="tel:', re.sub(r"[^\d+]", "", ph[0][1]), '">', ph, '</a><br>\n<a href="mailto:', e[0][1], '">', e, '</a></p>')

def t_sms(c):
    return J(c.f.sentence(nb_words=6), " ", c.p("MOBILE", allow_ext=False))

def t_alone(c):
    return J(c.name(), "\n", c.p(), "\n")

def t_bank(c):
    L = c.L
    return J(c.name(), "\n", "IBAN: ", c.i(), "\n", c.f.sentence(nb_words=6), "\n", L["tel"], " ", c.p())

def t_two_ibans(c):
    return J("EUR: ", c.i(), "\nUSD: ", c.i(), "\n")

def t_event(c):
    L = c.L
    return J(c.f.catch_phrase() if hasattr(c.f, "catch_phrase") else c.f.sentence(), "\n", c.addr(), "\n", L["call"].split("{p}")[0], c.p(), L["call"].split("{p}")[1])

def t_hotline(c):
    L = c.L
    return J(L["contact"], "\n", c.p("TOLL_FREE"), "\n", L["mob"], " ", c.p("MOBILE"), "\n", L["write"].split("{e}")[0], c.e(), L["write"].split("{e}")[1])

def t_ticket(c):
    r = c.r
    return J("Ticket #", str(r.randint(10000, 99999)), "\nReporter: ", c.e(), "\nClient IP: ", c.ip(), "\nCallback: ", c.p(), "\n", c.f.sentence())

def t_yaml(c):
    return J("db:\n  host: ", c.ip(), "\n  replica: ", c.ip(), "\nalerts:\n  email: ", c.e(), "\n  sms: \"", c.p("MOBILE", allow_ext=False, allow_wrap=False), "\"\n")

def t_running(c):
    return J(c.f.sentence(), " ", c.name(), " ", c.p(), ". ", c.f.sentence())

def t_email_hdr(c):
    return J("From: ", c.name(), " <", c.e(), ">\nTo: ", c.e(), "\nSubject: ", c.f.sentence(nb_words=4), "\n\n", c.f.sentence(), "\n", c.L["tel"], " ", c.p())

def t_payment_mix(c):
    return J(c.L["thanks"], "\n", "Visa/MC: ", c.c(), "\n", "IBAN ", c.i(), "\n")

def t_fax_only(c):
    return J(c.company(), "\n", c.L["fax"], " ", c.p("FIXED_LINE"), "\n", c.L["tel"], " ", c.p("FIXED_LINE"))

PII_GENRES = [(n[2:].replace("_", "-"), fn) for n, fn in sorted(globals().items()) if n.startswith("t_") and callable(fn)]


# ---- PII-free genres with look-alikes
def _d(r):
    return "%04d-%02d-%02d" % (r.randint(2015, 2026), r.randint(1, 12), r.randint(1, 28))

def _ver(r):
    return "%d.%d.%d" % (r.randint(0, 30), r.randint(0, 40), r.randint(0, 300))

def _hex(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))

def _isbn(r):
    d = "978" + "".join(str(r.randint(0, 9)) for _ in range(9))
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
    d += str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:8], d[8:12], d[12])

def _imei(r):
    body = r.choice(["86", "01", "99"]) + "".join(str(r.randint(0, 9)) for _ in range(12))
    return body + luhn_digit(body)

def f_release(r, f):
    return "Release notes %s (%s)\n- fixed crash in parser (#%d)\n- bumped dependency to %s\nSHA256: %s\n" % (_ver(r), _d(r), r.randint(100, 9999), _ver(r), _hex(r, 64))

def f_order(r, f):
    return "Order: %d-%07d\nTracking: 1Z%s\nShipped %s, %d parcels, total %d.%02d\n" % (r.randint(100, 999), r.randint(0, 9999999), _hex(r, 16).upper(), _d(r), r.randint(1, 4), r.randint(5, 900), r.randint(0, 99))

def f_book(r, f):
    return "%s. %s: %s, %d. ISBN %s. pp. %d–%d.\n" % (f.last_name(), f.catch_phrase(), f.company(), r.randint(1980, 2024), _isbn(r), r.randint(1, 200), r.randint(201, 400))

def f_device(r, f):
    mac = ":".join("%02X" % r.randint(0, 255) for _ in range(6))
    return "Device report %s\nIMEI: %s\nMAC %s\nFirmware %s, uptime %dd %02dh\n" % (_d(r), _imei(r), mac, _ver(r), r.randint(1, 300), r.randint(0, 23))

def f_coords(r, f):
    return "Waypoint %d: %.5f, %.5f (alt %d m) at %02d:%02d:%02d\n" % (r.randint(1, 50), r.uniform(-80, 80), r.uniform(-170, 170), r.randint(0, 4000), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))

def f_measure(r, f):
    rows = "\n".join("%-6s %6.2f %6.2f %5.1f" % ("S%d" % k, r.uniform(0, 100), r.uniform(0, 100), r.uniform(0, 40)) for k in range(r.randint(3, 6)))
    return "sample  mass   vol   temp\n" + rows + "\n"

def f_scores(r, f):
    return "Final: %s %d–%d %s (HT %d–%d). Attendance: %d,%03d\n" % (f.city(), r.randint(0, 5), r.randint(0, 5), f.city(), r.randint(0, 2), r.randint(0, 2), r.randint(1, 80), r.randint(0, 999))

def f_science(r, f):
    return "k = %.3e s^-1, Ea = %.1f kJ/mol, R² = 0.%03d, n = %d, p < 0.0%d\n" % (r.uniform(1e-5, 1e3), r.uniform(10, 200), r.randint(800, 999), r.randint(10, 500), r.randint(1, 5))

def f_legal(r, f):
    return "Pursuant to section %d.%d.%d of the Regulation and Art. %d(%d), the decision of %s stands. See also § %d Abs. %d.\n" % (r.randint(1, 20), r.randint(1, 20), r.randint(1, 20), r.randint(1, 99), r.randint(1, 9), _d(r), r.randint(1, 400), r.randint(1, 5))

def f_price(r, f):
    return "".join("%s ........ %d.%02d\n" % (f.word().title(), r.randint(1, 99), r.randint(0, 99)) for _ in range(r.randint(3, 6)))

def f_tax(r, f):
    return "VAT ID: DE%d\nTax no.: %d/%d/%d\nPostcode %s\n" % (r.randint(100000000, 999999999), r.randint(10, 99), r.randint(100, 999), r.randint(10000, 99999), f.postcode())

def f_otp(r, f):
    return "Your verification code is %06d. It expires in %d minutes.\n" % (r.randint(0, 999999), r.randint(2, 15))

def f_parts(r, f):
    return "".join("Part No. %s-%04d-%s  qty %d\n" % (_hex(r, 3).upper(), r.randint(0, 9999), r.choice("ABCDEF"), r.randint(1, 50)) for _ in range(r.randint(2, 5)))

def f_oid(r, f):
    return "Object 1.3.6.1.4.1.%d.%d.%d is defined in MIB %s-%s; sysUpTime %d\n" % (r.randint(300, 60000), r.randint(1, 9), r.randint(1, 9), f.word().upper(), _ver(r), r.randint(1000, 99999))

def f_git(r, f):
    return "commit %s\nDate: %s %02d:%02d:%02d +0200\n\n    %s\n" % (_hex(r, 40), _d(r), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), f.sentence())

def f_stats(r, f):
    return "Population: %d %03d %03d (%d census). Area: %d km². Density %.1f/km².\n" % (r.randint(1, 90), r.randint(0, 999), r.randint(0, 999), r.randint(1990, 2022), r.randint(100, 99999), r.uniform(1, 900))

def f_schedule(r, f):
    return "".join("%02d:%02d  %s  platform %d\n" % (r.randint(5, 23), r.randint(0, 59), f.city(), r.randint(1, 12)) for _ in range(r.randint(3, 6)))

def f_prose(r, f):
    return f.paragraph(nb_sentences=r.randint(3, 6)) + "\n"

FREE_GENRES = [(n[2:], fn) for n, fn in sorted(globals().items()) if n.startswith("f_") and callable(fn)]


# ---- leak checker: nothing outside the gold spans may look like a labelled type
LABEL_WORDS = ("order", "tracking", "imei", "isbn", "population", "vat", "tax", "sha256", "commit", "part no", "mib", "uptime", "attendance", "code", "no.")
RX_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
RX_V4 = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
RX_V6 = re.compile(r"(?<![\w:])[0-9A-Fa-f:]*::?[0-9A-Fa-f:.]+(?![\w:])")
RX_RUN = re.compile(r"\d(?:[ \-.]?\d){11,18}")
RX_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}")
RX_INTL = re.compile(r"(?:\+|\b00)\d[\d ()./\-\u00a0]{6,}\d")
RX_PHONEY = re.compile(r"\(?\d[\d ()/\-.]{6,}\d")
RX_DATE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?|\d{1,2}:\d{2}(?::\d{2})?|\d+\.\d+|\d{1,3}(?:[ ,]\d{3})+")


def leaks(text, spans):
    import phonenumbers
    from stdnum import iban as stdiban
    chars = list(text)
    for s in spans:
        for k in range(s["start"], s["end"]):
            chars[k] = "\x00"
    t = "".join(chars)
    if RX_EMAIL.search(t):
        return "email"
    for m in RX_V4.finditer(t):
        if all(int(x) <= 255 for x in m.group().split(".")):
            return "ipv4 " + m.group()
    for m in RX_V6.finditer(t):
        g = m.group()
        if g.count(":") >= 2:
            try:
                ipaddress.IPv6Address(g)
                return "ipv6 " + g
            except ValueError:
                pass
    for m in RX_RUN.finditer(t):
        d = re.sub(r"\D", "", m.group())
        for a in range(len(d)):
            for b in range(a + 12, min(len(d), a + 19) + 1):
                if d[a] in "23456" and luhn_ok(d[a:b]):
                    return "luhn " + d[a:b]
    for m in RX_IBAN.finditer(t):
        v = m.group().replace(" ", "")
        for b in range(15, len(v) + 1):
            if stdiban.is_valid(v[:b]):
                return "iban"
    for m in RX_INTL.finditer(t):
        try:
            n = phonenumbers.parse(m.group().replace("\u00a0", " ").replace("00", "+", 1) if m.group().startswith("00") else m.group(), None)
            if phonenumbers.is_valid_number(n):
                return "intl phone " + m.group()
        except Exception:
            pass
    t2 = RX_DATE.sub(lambda m: "#" * len(m.group()), t)
    for m in RX_PHONEY.finditer(t2):
        if sum(ch.isdigit() for ch in m.group()) >= 7:
            before = t2[max(0, m.start() - 40):m.start()].lower()
            line = before.split("\n")[-1]
            if not any(w in line for w in LABEL_WORDS):
                return "digits " + m.group()
    return None


# Real snippets: windows from installed files, labelled by reading (text frozen here).
REAL_SNIPPETS = [
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-gettext@gnu.org')],
     "text": "males or females.  Besides, as you might guess, GNU ‘gettext’ is meant\nto be useful for people using computers, whatever their sex, race,\nreligion or nationality!\n\n   Please submit suggestions and corrections\n   • either in the bug tracker at\n     <https://savannah.gnu.org/projects/gettext>\n   • or by email to ‘bug-gettext@gnu.org’.\n\nPlease include the manual’s edition number and update date in your\nmessages.\n\n* Menu:\n\n* Why::                         The Purpose of GNU ‘gettext’\n* Concepts::                    I18n, L10n, and Such\n* Aspects::                     Aspects in Native Language Support"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [],
     "text": "command ‘recode-sr-latin’ converts Serbian text, written in the Cyrillic\nscript, to the Latin script.  The command ‘msgfilter recode-sr-latin’\napplies this conversion to the translations of a PO file.  Thus, it can\nbe used to convert an ‘sr.po’ file to an ‘sr@latin.po’ file.\n\n   The filter ‘quot’ is recognized as a built-in filter.  The command\n‘msgfilter quot’ converts any quotations surrounded by a pair of ‘\"’,\n‘'’, and ‘`’.\n\n   The filter ‘boldquot’ is recognized as a built-in filter.  The\ncommand ‘msgfilter boldquot’ converts any quotations surrounded by a"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'rzm@mat.uni.torun.pl')],
     "text": "plural form of a noun is not simply constructed by adding an ‘s’ but\nthat is all.  Once again people fell into the trap of believing the\nrules their language is using are universal.  But the handling of plural\nforms differs widely between the language families.  For example, Rafal\nMaszkowski ‘<rzm@mat.uni.torun.pl>’ reports:\n\n     In Polish we use e.g. plik (file) this way:\n          1 plik\n          2,3,4 pliki\n          5-21 pliko'w\n          22-24 pliki\n          25-31 pliko'w\n     and so on (o’ means 8859-2 oacute which should be rather okreska,\n     similar to aogonek)."},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-gettext@gnu.org'), ('EMAIL_ADDRESS', 'bug-glibc-manual@gnu.org')],
     "text": "is acceptable in English, and similarly for other languages.\n\n   The translators’ perspective regarding plural forms is explained in\n*note Translating plural forms::.\n\n   ---------- Footnotes ----------\n\n   (1) Additions are welcome.  Send appropriate information to\n<bug-gettext@gnu.org> and <bug-glibc-manual@gnu.org>.  The Unicode CLDR\nProject (<http://cldr.unicode.org>) provides a comprehensive set of\nplural forms in a different format.  The ‘msginit’ program has\npreliminary support for the format so you can use it as a baseline\n(*note msginit Invocation::)."},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'zh@li.org'), ('EMAIL_ADDRESS', 'sv-request@li.org')],
     "text": "     Finnish ‘fi’, French ‘fr’, Irish ‘ga’, German ‘de’, Greek ‘el’,\n     Italian ‘it’, Japanese ‘ja’, Indonesian ‘in’, Norwegian ‘no’,\n     Polish ‘pl’, Portuguese ‘pt’, Russian ‘ru’, Spanish ‘es’, Swedish\n     ‘sv’ and Turkish ‘tr’.\n\nFor example, you may reach the Chinese translating team by writing to\n‘zh@li.org’.  When you become a member of the translating team for your\nown language, you may subscribe to its list.  For example, Swedish\npeople can send a message to ‘sv-request@li.org’, having this message\nbody:\n\n     subscribe\n\n   Keep in mind that team members should be interested in _working_ at"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'coordinator@translationproject.org')],
     "text": "     subscribe\n\n   Keep in mind that team members should be interested in _working_ at\ntranslations, or at solving translational difficulties, rather than\nmerely lurking around.  If your team does not exist yet and you want to\nstart one, please write to ‘coordinator@translationproject.org’; you\nwill then reach the coordinator for all translator teams.\n\n   A handful of GNU packages have already been adapted and provided with\nmessage translations for several languages.  Translation teams have\nbegun to organize, using these packages as a starting point.  But there"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'coordinator@translationproject.org')],
     "text": "that it becomes able to do so.  The experiments driven so far raised an\nenthusiastic response from pretesters, so we believe that\ninternationalization of free software is dedicated to succeed.\n\n   For suggestion clarifications, additions or corrections to this\ndocument, please e-mail to ‘coordinator@translationproject.org’.\n\n\u001f\nFile: gettext.info,  Node: Discussions,  Next: Organization,  Prev: Trans Intro 1,  Up: Translators\n\n12.3 Discussions\n================\n\n   * NOTE: * This documentation section is outdated and needs to be\nrevised.\n\n   Facing this internationalization effort, a few users expressed their"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'coordinator@translationproject.org')],
     "text": "     this group consists solely by me but I ask some others\n     occasionally; this also seems to work).\n\n\u001f\nFile: gettext.info,  Node: Mailing Lists,  Prev: National Teams,  Up: Organization\n\n12.4.3 Mailing Lists\n--------------------\n\n   If we get any inquiries about GNU ‘gettext’, send them on to:\n\n     coordinator@translationproject.org\n\n   The ‘*-pretest’ lists are quite useful to me, maybe the idea could be\ngeneralized to many GNU, and non-GNU packages.  But each maintainer\nhis/her way!\n\n   François, we have a mechanism in place here at ‘gnu.ai.mit.edu’ to\ntrack teams, support mailing lists for them and log members.  We have a"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [],
     "text": "VT100 escape sequences (such as ‘xterm’ or the Linux console, but not\nEmacs in ‘M-x shell’ mode).\n\n   These extra message catalogs ‘en@quot’ and ‘en@boldquot’ are\nconstructed automatically, not by translators; to support them, you need\nthe files ‘Rules-quot’, ‘quot.sed’, ‘boldquot.sed’, ‘en@quot.header’,\n‘en@boldquot.header’, ‘insert-header.sin’ in the ‘po/’ directory.  You\ncan copy them from GNU gettext’s ‘po/’ directory; they are also\ninstalled by running ‘gettextize’.\n\n\u001f\nFile: gettext.info,  Node: po/Makevars,  Next: po/Rules-*,  Prev: po/LINGUAS,  Up: Adjusting Files"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [],
     "text": "‘po/Makefile’ when it is created.  They present an opportunity to add\nrules for special PO files to the Makefile, without needing to mess with\n‘po/Makefile.in.in’.\n\n   GNU gettext comes with a ‘Rules-quot’ file, containing rules for\nbuilding catalogs ‘en@quot.po’ and ‘en@boldquot.po’.  The effect of\n‘en@quot.po’ is that people who set their ‘LANGUAGE’ environment\nvariable to ‘en@quot’ will get messages with proper looking symmetric\nUnicode quotation marks instead of abusing the ASCII grave accent and\nthe ASCII apostrophe for indicating quotations.  To enable this catalog,"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'guido@imperia.net')],
     "text": "     The operator ‘qq’ is fully supported.  You can use arbitrary\n     delimiters, including the four bracketing delimiters (round, angle,\n     square, curly) that nest.\n\n   • *the operator q*\n          print gettext q |Hello World!|;\n          print gettext q <E-mail: <guido@imperia.net>>;\n\n     The operator ‘q’ is fully supported.  You can use arbitrary\n     delimiters, including the four bracketing delimiters (round, angle,\n     square, curly) that nest.\n\n   • *the operator qx*\n          print gettext qx ;LANGUAGE=C /bin/date;\n          print gettext qx [/usr/bin/ls | grep '^[A-Z]*'];"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'sv-request@li.org')],
     "text": "   If you’d like to volunteer to _work_ at translating messages, you\nshould become a member of the translating team for your own language.\nThe subscribing address is _not_ the same as the list itself, it has\n‘-request’ appended.  For example, speakers of Swedish can send a\nmessage to ‘sv-request@li.org’, having this message body:\n\n     subscribe\n\n   Keep in mind that team members are expected to participate _actively_\nin translations, or at solving translational difficulties, rather than\nmerely lurking around.  If your team does not exist yet and you want to"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'dorre@well.com'), ('EMAIL_ADDRESS', 'mike@vlsivie.tuwien.ac.at')],
     "text": "to the translation teams.\n\n\u001f\nFile: gettext.info,  Node: References,  Prev: The original ABOUT-NLS,  Up: Conclusion\n\n17.3 Related Readings\n=====================\n\n   * NOTE: * This documentation section is outdated and needs to be\nrevised.\n\n   Eugene H. Dorr (‘dorre@well.com’) maintains an interesting\nbibliography on internationalization matters, called\n‘Internationalization Reference List’, which is available as:\n     ftp://ftp.ora.com/pub/examples/nutshell/ujip/doc/i18n-books.txt\n\n   Michael Gschwind (‘mike@vlsivie.tuwien.ac.at’) maintains a Frequently"},
    {"src": '/usr/share/info/gettext.info.gz', "labels": [('EMAIL_ADDRESS', 'pdcruze@li.org'), ('EMAIL_ADDRESS', 'Hein@student.tu-clausthal.de')],
     "text": "‘comp.unix.questions’, ‘comp.std.internat’,\n‘comp.software.international’, ‘comp.lang.c’, ‘comp.windows.x’,\n‘comp.std.c’, ‘comp.answers’ and ‘news.answers’.  The home location of\nthis document is:\n     ftp://ftp.vlsivie.tuwien.ac.at/pub/8bit/ISO-programming\n\n   Patrick D’Cruze (‘pdcruze@li.org’) wrote a tutorial about NLS\nmatters, and Jochen Hein (‘Hein@student.tu-clausthal.de’) took over the\nresponsibility of maintaining it.  It may be found as:\n     ftp://sunsite.unc.edu/pub/Linux/utils/nls/catalogs/Incoming/...\n          ...locale-tutorial-0.8.txt.gz"},
    {"src": '/usr/share/info/find.info-1.gz', "labels": [('EMAIL_ADDRESS', 'bug-findutils@gnu.org'), ('EMAIL_ADDRESS', 'bug-findutils-request@gnu.org')],
     "text": "web site at 'https://savannah.gnu.org/bugs/?group=findutils'.  Reporting\nbugs this way means that you will then be able to track progress in\nfixing the problem.\n\n   If you don't have web access, you can also just send mail to the\nmailing list.  The mailing list <bug-findutils@gnu.org> carries\ndiscussion of bugs in findutils, questions and answers about the\nsoftware and discussion of the development of the programs.  To join the\nlist, send email to <bug-findutils-request@gnu.org>.\n\n   Please read any relevant sections of this manual before asking for"},
    {"src": '/usr/share/info/find.info-1.gz', "labels": [('EMAIL_ADDRESS', 'smb@research.att.com'), ('EMAIL_ADDRESS', 'rsalz@bbn.com'), ('EMAIL_ADDRESS', 'jberets@bbn.com')],
     "text": "File: find.info,  Node: Authors of parse_datetime,  Prev: Specifying time zone rules,  Up: Date input formats\n\n6.11 Authors of 'parse_datetime'\n================================\n\n'parse_datetime' started life as 'getdate', as originally implemented by\nSteven M. Bellovin (<smb@research.att.com>) while at the University of\nNorth Carolina at Chapel Hill.  The code was later tweaked by a couple\nof people on Usenet, then completely overhauled by Rich $alz\n(<rsalz@bbn.com>) and Jim Berets (<jberets@bbn.com>) in August, 1990.\nVarious revisions for the GNU system were made by David MacKenzie, Jim"},
    {"src": '/usr/share/info/find.info-1.gz', "labels": [('EMAIL_ADDRESS', 'pinard@iro.umontreal.ca'), ('EMAIL_ADDRESS', 'kb@cs.umb.edu')],
     "text": "later rename to 'parse_datetime'.  The Posix function 'getdate' can\nparse more locale-specific dates using 'strptime', but relies on an\nenvironment variable and external file, and lacks the thread-safety of\n'parse_datetime'.\n\n   This chapter was originally produced by François Pinard\n(<pinard@iro.umontreal.ca>) from the 'parse_datetime.y' source code, and\nthen edited by K. Berry (<kb@cs.umb.edu>).\n\n\u001f\nFile: find.info,  Node: Configuration,  Next: Reference,  Prev: Date input formats,  Up: Top\n\n7 Configuration\n***************\n\nThe findutils source distribution includes a 'configure' script which"},
    {"src": '/usr/share/info/find.info-1.gz', "labels": [('EMAIL_ADDRESS', 'bug-findutils@gnu.org')],
     "text": "'Don't know how to use getmntent() to read `/etc/mtab'. This is a bug.'\n     This message is issued when a problem similar to the above occurs\n     on a system where 'find' doesn't know how to figure out the current\n     list of mount points.  Ask for help on <bug-findutils@gnu.org>.\n\n'/path/foo/bar changed during execution of find (old inode number 12345, new inode number 67893, filesystem type is <whatever>) [ref XXX]\"),'\n     This message is issued when 'find' moves into a directory and\n     discovers that the inode number of that directory is different from"},
    {"src": '/usr/share/info/gnupg.info-1.gz', "labels": [('EMAIL_ADDRESS', 'user@example.com')],
     "text": "          considered here and must be enabled explicitly.\n\n'--auto-key-locate MECHANISMS'\n'--no-auto-key-locate'\n     GnuPG can automatically locate and retrieve keys as needed using\n     this option.  This happens when encrypting to an email address (in\n     the \"user@example.com\" form), and there are no \"user@example.com\"\n     keys on the local keyring.  This option takes any number of the\n     mechanisms listed below, in the order they are to be tried.\n     Instead of listing the mechanisms as comma delimited arguments, the"},
    {"src": '/usr/share/info/gnupg.info-1.gz', "labels": [('EMAIL_ADDRESS', 'keyname@domain.example.com')],
     "text": "'--sig-notation {NAME=VALUE}'\n'--cert-notation {NAME=VALUE}'\n'-N, --set-notation {NAME=VALUE}'\n     Put the name value pair into the signature as notation data.  NAME\n     must consist only of printable characters or spaces, and must\n     contain a '@' character in the form keyname@domain.example.com\n     (substituting the appropriate keyname and domain name, of course).\n     This is to help prevent pollution of the IETF reserved notation\n     namespace.  The '--expert' flag overrides the '@' check.  VALUE may\n     be any printable string; it will be encoded in UTF-8, so you should"},
    {"src": '/usr/share/info/gnupg.info-1.gz', "labels": [('EMAIL_ADDRESS', 'joe@foo.bar')],
     "text": "          %echo Generating a basic OpenPGP key\n          Key-Type: DSA\n          Key-Length: 1024\n          Subkey-Type: ELG-E\n          Subkey-Length: 1024\n          Name-Real: Joe Tester\n          Name-Comment: with stupid passphrase\n          Name-Email: joe@foo.bar\n          Expire-Date: 0\n          Passphrase: abc\n          # Do a commit here, so that we can later print \"done\" :-)\n          %commit\n          %echo done\n     EOF\n     $ gpg --batch --generate-key foo\n      [...]\n     $ gpg --list-secret-keys\n     /tmp/tmp.0NQxB74PEf/pubring.kbx"},
    {"src": '/usr/share/info/gnupg.info-1.gz', "labels": [('EMAIL_ADDRESS', 'joe@foo.bar')],
     "text": "     $ gpg --list-secret-keys\n     /tmp/tmp.0NQxB74PEf/pubring.kbx\n     -------------------------------\n     sec   dsa1024 2016-12-16 [SCA]\n           768E895903FC1C44045C8CB95EEBDB71E9E849D0\n     uid           [ultimate] Joe Tester (with stupid passphrase) <joe@foo.bar>\n     ssb   elg1024 2016-12-16 [E]\n\nIf you want to create a key with the default algorithms you would use\nthese parameters:\n          %echo Generating a default key\n          Key-Type: default\n          Subkey-Type: default\n          Name-Real: Joe Tester"},
    {"src": '/usr/share/info/gnupg.info-1.gz', "labels": [('EMAIL_ADDRESS', 'goo@bar.net')],
     "text": "     file describing a regular TCP listening port) is the standard way\n     of connecting the 'gpg-agent'.\n\n\u001f\nFile: gnupg.info,  Node: GPGSM Examples,  Next: Unattended Usage,  Prev: GPGSM Configuration,  Up: Invoking GPGSM\n\n5.4 Examples\n============\n\n     $ gpgsm -er goo@bar.net <plaintext >ciphertext\n\n\u001f\nFile: gnupg.info,  Node: Unattended Usage,  Next: GPGSM Protocol,  Prev: GPGSM Examples,  Up: Invoking GPGSM\n\n5.5 Unattended Usage\n====================\n\n'gpgsm' is often used as a backend engine by other software.  To help\nwith this a machine interface has been defined to have an unambiguous"},
    {"src": '/usr/share/info/gnupg.info-1.gz', "labels": [],
     "text": "     set it will default to the subject DN and a special GnuPG extension\n     will be included in the certificate to mark it as a standalone\n     certificate.\n\nCreation-Date: ISO-DATE\nNot-Before: ISO-DATE\n     Set the notBefore date of the certificate.  Either a date like\n     '1986-04-26' or '1986-04-26 12:00' or a standard ISO timestamp like\n     '19860426T042640' may be used.  The time is considered to be UTC.\n     If it is not given the current date is used.\n\nExpire-Date: ISO-DATE\nNot-After: ISO-DATE\n     Set the notAfter date of the certificate.  Either a date like"},
    {"src": '/usr/share/info/gnupg.info-1.gz', "labels": [],
     "text": "     '19860426T042640' may be used.  The time is considered to be UTC.\n     If it is not given the current date is used.\n\nExpire-Date: ISO-DATE\nNot-After: ISO-DATE\n     Set the notAfter date of the certificate.  Either a date like\n     '2063-04-05' or '2063-04-05 17:00' or a standard ISO timestamp like\n     '20630405T170000' may be used.  The time is considered to be UTC.\n     If it is not given a default value in the not too far future is\n     used.\n\nSigning-Key: KEYGRIP\n     This gives the keygrip of the key used to sign the certificate.  If"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'heinrichh@uni-duesseldorf.de')],
     "text": "     fingerprints.  'gpg' also allows the use of the space separated\n     SHA-1 fingerprint as printed by the key listing commands.\n\n   * By exact match on OpenPGP user ID. This is denoted by a leading\n     equal sign.  It does not make sense for X.509 certificates.\n\n          =Heinrich Heine <heinrichh@uni-duesseldorf.de>\n\n   * By exact match on an email address.  This is indicated by enclosing\n     the email address in the usual way with left and right angles.\n\n          <heinrichh@uni-duesseldorf.de>\n\n   * By partial match on an email address.  This is indicated by"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'foo@example.net')],
     "text": "provider.  This is usually done to upload a key into a Web Key\nDirectory.\n\n   With the '--supported' command the caller can test whether a site\nsupports the Web Key Service.  The argument is an arbitrary address in\nthe to be tested domain.  For example 'foo@example.net'.  The command\nreturns success if the Web Key Service is supported.  The operation is\nsilent; to get diagnostic output use the option '--verbose'.  See option\n'--with-colons' for a variant of this command.\n\n   With the '--check' command the caller can test whether a key exists"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'foo@example.org'), ('EMAIL_ADDRESS', 'foo@example.net')],
     "text": "for the given user-ids from WKD. The meanwhile preferred format with\nsub-domains is used here.\n\n   'gpg-wks-client' is not commonly invoked directly and thus it is not\ninstalled in the bin directory.  Here is an example how it can be\ninvoked manually to check for a Web Key Directory entry for\n'foo@example.org':\n\n     $(gpgconf --list-dirs libexecdir)/gpg-wks-client --check foo@example.net\n\n'gpg-wks-client' understands these options:\n\n'--send'\n     Directly send created mails using the 'sendmail' command.  Requires\n     installation of that command.\n\n'--with-colons'"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'postel@isi.edu')],
     "text": "     '--install-key' and '--remove-key'.  The default is 'openpgpkey'.\n\n'--blacklist FILE'\n     This option is used to exclude certain mail addresses from a mirror\n     operation.  The format of FILE is one mail address (just the\n     addrspec, e.g.  \"postel@isi.edu\") per line.  Empty lines and lines\n     starting with a '#' are ignored.\n\n'--verbose'\n     Enable extra informational output.\n\n'--quiet'\n     Disable almost all informational output.\n\n'--version'\n     Print version of the program and exit.\n\n'--help'"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'key-submission@example.net')],
     "text": "   to create the required sub-directories with the permissions set\ncorrectly.  For each domain a submission address needs to be configured.\nAll service mails are directed to that address.  It can be the same\naddress for all configured domains, for example:\n\n       $ cd /var/lib/gnupg/wks/example.net\n       $ echo key-submission@example.net >submission-address\n\n   The protocol requires that the key to be published is send with an\nencrypted mail to the service.  Thus you need to create a key for the\nsubmission address:\n\n       $ gpg --batch --passphrase '' --quick-gen-key key-submission@example.net"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'key-submission@example.net')],
     "text": "   The protocol requires that the key to be published is send with an\nencrypted mail to the service.  Thus you need to create a key for the\nsubmission address:\n\n       $ gpg --batch --passphrase '' --quick-gen-key key-submission@example.net\n       $ gpg -K key-submission@example.net\n\n   The output of the last command looks similar to this:\n\n       sec   rsa3072 2016-08-30 [SC]\n             C0FCF8642D830C53246211400346653590B3795B\n       uid           [ultimate] key-submission@example.net\n       ssb   rsa3072 2016-08-30 [E]\n\n   Take the fingerprint from that output and manually publish the key:"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'key-submission@example.net'), ('EMAIL_ADDRESS', 'webkey@example.net')],
     "text": "       uid           [ultimate] key-submission@example.net\n       ssb   rsa3072 2016-08-30 [E]\n\n   Take the fingerprint from that output and manually publish the key:\n\n       $ gpg-wks-server --install-key C0FCF8642D830C53246211400346653590B3795B \\\n       >                key-submission@example.net\n\n   Finally that submission address needs to be redirected to a script\nrunning 'gpg-wks-server'.  The 'procmail' command can be used for this:\nRedirect the submission address to the user \"webkey\" and put this into\nwebkey's '.procmailrc':\n\n     :0\n     * !^From: webkey@example.net"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'webkey@example.net')],
     "text": "Redirect the submission address to the user \"webkey\" and put this into\nwebkey's '.procmailrc':\n\n     :0\n     * !^From: webkey@example.net\n     * !^X-WKS-Loop: webkey.example.net\n     |gpg-wks-server -v --receive \\\n          --header X-WKS-Loop=webkey.example.net \\\n          --from webkey@example.net --send\n\n\u001f\nFile: gnupg.info,  Node: Howtos,  Next: System Notes,  Prev: Web Key Service,  Up: Top\n\n11 How to do certain things\n***************************\n\nThis is a collection of small howto documents.\n\n* Menu:\n\n* Howto Create a Server Cert::  Creating a TLS server certificate."},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [('EMAIL_ADDRESS', 'joe@example.org')],
     "text": "   We don't need email addresses in a TLS server certificate and CAcert\nwould anyway ignore such a request.  Thus just hit enter.\n\n   If you want to create a client certificate for email encryption, this\nwould be the place to enter your mail address (e.g.  <joe@example.org>).\nYou may enter as many addresses as you like, however the CA may not\naccept them all or reject the entire request.\n\n       Enter DNS names (optional; end with an empty line):\n       > example.com\n       > www.example.com\n       >\n\n   Here I entered the names of the services which the machine actually"},
    {"src": '/usr/share/info/gnupg.info-2.gz', "labels": [],
     "text": "       Serial number: 4C\n              Issuer: /CN=CAcert Class 3 Root/OU=http:\\x2f\\x2fwww.[...]\n             Subject: /CN=example.com\n                 aka: (dns-name example.com)\n                 aka: (dns-name www.example.com)\n            validity: 2015-07-01 16:20:51 through 2016-07-01 16:20:51\n            key type: 3072 bit RSA\n           key usage: digitalSignature keyEncipherment\n       ext key usage: clientAuth (suggested), serverAuth (suggested), [...]\n         fingerprint: 0F:9C:27:B2:DA:05:5F:CB:33:D8:19:E9:65:B9:4F:BD:B1:98:CC:57"},
    {"src": '/usr/share/info/wget.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-wget@gnu.org')],
     "text": "     If ‘none’ is specified, wget will not ask the server to compress\n     the file and will not decompress any server responses.  This is the\n     default.\n\n     Compression support is currently experimental.  In case it is\n     turned on, please report any bugs to ‘bug-wget@gnu.org’.\n\n‘--max-redirect=NUMBER’\n     Specifies the maximum number of redirections to follow for a\n     resource.  The default is 20, which is usually far more than\n     necessary.  However, on those occasions where you want to allow\n     more (or fewer), this is the option to use."},
    {"src": '/usr/share/info/wget.info.gz', "labels": [('EMAIL_ADDRESS', 'username@site.domain')],
     "text": "     # It is a good idea to make Wget send your email address in a `From:'\n     # header with your request (so that server administrators can contact\n     # you in case of errors).  Wget does *not* send `From:' by default.\n     #header = From: Your Name <username@site.domain>\n\n     # You can set up other headers, like Accept-Language.  Accept-Language\n     # is *not* sent by default.\n     #header = Accept-Language: en\n\n     # You can set the default proxies for Wget to use for http, https, and ftp.\n     # They will override the value in the environment."},
    {"src": '/usr/share/info/wget.info.gz', "labels": [],
     "text": "     interrupted.  Now you do not want to clobber the files already\n     present.  It would be:\n\n          wget -nc -r https://www.gnu.org/\n\n   • If you want to encode your own username and password to HTTP or\n     FTP, use the appropriate URL syntax (*note URL Format::).\n\n          wget ftp://hniksic:mypassword@unix.example.com/.emacs\n\n     Note, however, that this usage is not advisable on multi-user\n     systems because it reveals your password to anyone who looks at the\n     output of ‘ps’.\n\n   • You would like the output documents to go to standard output\n     instead of to files?"},
    {"src": '/usr/share/info/wget.info.gz', "labels": [],
     "text": "   You may specify your username and password either through the proxy\nURL or through the command-line options.  Assuming that the company’s\nproxy is located at ‘proxy.company.com’ at port 8001, a proxy URL\nlocation containing authorization data might look like this:\n\n     http://hniksic:mypassword@proxy.company.com:8001/\n\n   Alternatively, you may use the ‘proxy-user’ and ‘proxy-password’\noptions, and the equivalent ‘.wgetrc’ settings ‘proxy_user’ and\n‘proxy_password’ to set the proxy username and password.\n\n\u001f\nFile: wget.info,  Node: Distribution,  Next: Web Site,  Prev: Proxies,  Up: Various"},
    {"src": '/usr/share/info/wget.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-wget@gnu.org'), ('EMAIL_ADDRESS', 'bug-wget-join@gnu.org')],
     "text": "File: wget.info,  Node: Mailing Lists,  Next: Internet Relay Chat,  Prev: Web Site,  Up: Various\n\n8.4 Mailing Lists\n=================\n\nPrimary List\n------------\n\nThe primary mailinglist for discussion, bug-reports, or questions about\nGNU Wget is at <bug-wget@gnu.org>.  To subscribe, send an email to\n<bug-wget-join@gnu.org>, or visit\n<https://lists.gnu.org/mailman/listinfo/bug-wget>.\n\n   You do not need to subscribe to send a message to the list; however,\nplease note that unsubscribed messages are moderated, and may take a"},
    {"src": '/usr/share/info/wget.info.gz', "labels": [('EMAIL_ADDRESS', 'wget@sunsite.dk'), ('EMAIL_ADDRESS', 'wget-patches@sunsite.dk')],
     "text": "Gmane archives conveniently include messages from both the current list,\nand the previous one.  Messages also show up in the Gmane archives\nsooner than they do at <https://lists.gnu.org>.\n\nObsolete Lists\n--------------\n\nPreviously, the mailing list <wget@sunsite.dk> was used as the main\ndiscussion list, and another list, <wget-patches@sunsite.dk> was used\nfor submitting and discussing patches to GNU Wget.\n\n   Messages from <wget@sunsite.dk> are archived at\n     <https://www.mail-archive.com/wget%40sunsite.dk/> and at"},
    {"src": '/usr/share/info/wget.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-wget@gnu.org')],
     "text": "File: wget.info,  Node: Reporting Bugs,  Next: Portability,  Prev: Internet Relay Chat,  Up: Various\n\n8.6 Reporting Bugs\n==================\n\nYou are welcome to submit bug reports via the GNU Wget bug tracker (see\n<https://savannah.gnu.org/bugs/?func=additem&group=wget>) or to our\nmailing list <bug-wget@gnu.org>.\n\n   Visit <https://lists.gnu.org/mailman/listinfo/bug-wget> to get more\ninfo (how to subscribe, list archives, ...).\n\n   Before actually submitting a bug report, please try to follow a few\nsimple guidelines.\n\n  1. Please try to ascertain that the behavior you see really is a bug."},
    {"src": '/usr/share/info/wget.info.gz', "labels": [('EMAIL_ADDRESS', 'wget@sunsite.dk')],
     "text": "Unix, but it should work as a substitute for people stuck with Windows.\nNote that Windows-specific portions of Wget are not guaranteed to be\nsupported in the future, although this has been the case in practice for\nmany years now.  All questions and problems in Windows usage should be\nreported to Wget mailing list at <wget@sunsite.dk> where the volunteers\nwho maintain the Windows-related features might look at them.\n\n   Support for building on MS-DOS via DJGPP has been contributed by\nGisle Vanem; a port to VMS is maintained by Steven Schweda, and is\navailable at <https://antinode.info/dec/sw/wget.html>."},
    {"src": '/usr/share/info/wget.info.gz', "labels": [('EMAIL_ADDRESS', 'hniksic@xemacs.org')],
     "text": "     being careful when you send debug logs (yes, even when you send\n     them to me).\n\n\u001f\nFile: wget.info,  Node: Contributors,  Prev: Security Considerations,  Up: Appendices\n\n9.3 Contributors\n================\n\nGNU Wget was written by Hrvoje Nikšić <hniksic@xemacs.org>,\n\n   However, the development of Wget could never have gone as far as it\nhas, were it not for the help of many people, either with bug reports,\nfeature proposals, patches, or letters saying “Thanks!”.\n\n   Special thanks goes to the following people (no particular order):"},
    {"src": '/usr/share/info/diffutils.info.gz', "labels": [('EMAIL_ADDRESS', 'gvc@gnu.org')],
     "text": "projects for volunteers.  You can also help by reporting any bugs that\nyou find.\n\n   If you are a programmer and would like to contribute something to the\nGNU project, please consider volunteering for one of these projects.  If\nyou are seriously contemplating work, please write to <gvc@gnu.org> to\ncoordinate with other volunteers.\n\n* Menu:\n\n* Shortcomings:: Suggested projects for improvements.\n* Bugs::         Reporting bugs.\n\n\u001f\nFile: diffutils.info,  Node: Shortcomings,  Next: Bugs,  Up: Projects\n\n18.1 Suggested Projects for Improving GNU 'diff' and 'patch'"},
    {"src": '/usr/share/info/diffutils.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-diffutils@gnu.org'), ('EMAIL_ADDRESS', 'bug-patch@gnu.org')],
     "text": "18.2 Reporting Bugs\n===================\n\nIf you think you have found a bug in GNU 'cmp', 'diff', 'diff3', or\n'sdiff', please report it by electronic mail to the GNU utilities bug\nreport mailing list (http://mail.gnu.org/mailman/listinfo/bug-diffutils)\n<bug-diffutils@gnu.org>.  Please send bug reports for GNU 'patch' to\n<bug-patch@gnu.org>.  Send as precise a description of the problem as\nyou can, including the output of the '--version' option and sample input\nfiles that produce the bug, if applicable.  If you have a nontrivial fix"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-coreutils@gnu.org')],
     "text": "explain basic concepts in a way suitable for novices.  Thus, if you are\ninterested, please get involved in improving this manual.  The entire\nGNU community will benefit.\n\n   The GNU utilities documented here are mostly compatible with the\nPOSIX standard.\n\n   Please report bugs to <bug-coreutils@gnu.org>.  Include the version\nnumber, machine architecture, input files, and any other information\nneeded to reproduce the bug: your input, what you expected, what you\ngot, and why it is wrong.\n\n   If you have a problem with ‘sort’ or ‘date’, try using the ‘--debug’"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [('EMAIL_ADDRESS', 'coreutils@gnu.org'), ('EMAIL_ADDRESS', 'bug-coreutils@gnu.org')],
     "text": "  2. If the result differs from Debian’s, is it explained by one of the\n     sections in *note Differences from Debian version sort::?  If it\n     is, then this is not a bug – please do not report it.\n\n  3. If you have a question about specific ordering which is not\n     explained here, please write to <coreutils@gnu.org>, and provide a\n     concise example that will help us diagnose the issue.\n\n  4. If you still suspect a bug which is not explained by the above,\n     please write to <bug-coreutils@gnu.org> with a concrete example of\n     the suspected incorrect output, with details on why you think it is"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "The first program is the ‘who’ command.  By itself, it generates a list\nof the users who are currently logged in.  Although I’m writing this on\na single-user system, we’ll pretend that several people are logged in:\n\n     $ who\n     ⊣ arnold   console Jan 22 19:57\n     ⊣ miriam   ttyp0   Jan 23 14:19(:0.0)\n     ⊣ bill     ttyp1   Jan 21 09:32(:0.0)\n     ⊣ arnold   ttyp2   Jan 23 20:48(:0.0)\n\n   Here, the ‘$’ is the usual shell prompt, at which I typed ‘who’.\nThere are three people logged in, and I am logged in twice.  On"},
    {"src": '/usr/share/info/find-maint.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-findutils@gnu.org')],
     "text": "   This manual aims to be useful without necessarily being verbose.\nIt's also a recent document, so there will be a many areas in which\nimprovements can be made.  If you find that the document misses out\nimportant information or any part of the document is be so terse as to\nbe unuseful, please ask for help on the <bug-findutils@gnu.org> mailing\nlist.  We'll try to improve this document too.\n\n\u001f\nFile: find-maint.info,  Node: Maintaining GNU Programs,  Next: Design Issues,  Prev: Introduction,  Up: Top\n\n2 Maintaining GNU Programs\n**************************\n\nGNU Findutils is part of the GNU Project and so there are a number of"},
    {"src": '/usr/share/info/find-maint.info.gz', "labels": [],
     "text": "project web site.  These web pages are source-controlled via CVS\n(still!).  If you are a member of the 'findutils' project on Savannah\nyou should be able to check the web pages out like this ('$USER' is a\nplaceholder for your Savannah username):\n\n     cvs -d :ext:$USER@cvs.savannah.gnu.org:/web/findutils checkout findutils/manual\n\n   You can automatically update the documentation in this repository by\nusing the script 'build-aux/update-online-manual.sh' with the path to\nthe findutils Git repository as parameter.\n\n     build-aux/update-online-manual.sh $HOME/git/findutils"},
    {"src": '/usr/share/info/find-maint.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-findutils@gnu.org')],
     "text": "several fields but their use is largely obvious.  The life-cycle of a\nbug is like this:\n\nOpen\n     Someone, usually a maintainer, a distribution maintainer or a user,\n     creates a bug by filling in the form.  They fill in field values as\n     they see fit.  This will generate an email to\n     <bug-findutils@gnu.org>.\n\nTriage\n     The bug hangs around with 'Status=None' until someone begins to\n     work on it.  At that point they set the \"Assigned To\" field and\n     will sometimes set the status to 'In Progress', especially if the\n     bug will take a while to fix."},
    {"src": '/usr/share/info/find-maint.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-findutils@gnu.org')],
     "text": "File: find-maint.info,  Node: Distributions,  Next: Internationalisation,  Prev: Bugs,  Up: Top\n\n10 Distributions\n****************\n\nAlmost all GNU/Linux distributions include findutils, but only some of\nthem have a package maintainer who is a member of the mailing list.\nDistributions don't often feed back patches to the\n<bug-findutils@gnu.org> list, but on the other hand many of their\npatches relate only to standards for file locations and so forth, and\nare therefore distribution specific.  On an irregular basis I check the\ncurrent patches being used by one or two distributions, but the total"},
    {"src": '/usr/share/info/find-maint.info.gz', "labels": [('EMAIL_ADDRESS', 'vendor-sec@lst.de')],
     "text": "   It's important that security problems be fixed promptly, but don't\nrush so much that things go wrong.  Make sure the new release really\nfixes the problem.  It's usually best not to include functional changes\nin your security-fix release.\n\n   If the security problem is serious, send an alert to\n<vendor-sec@lst.de>.  The members of the list include most GNU/Linux\ndistributions.  The point of doing this is to allow them to prepare to\nrelease your security fix to their customers, once the fix becomes\navailable.  Here is an example alert:-\n\n     GNU findutils heap buffer overrun (potential privilege escalation)"},
    {"src": '/usr/share/info/find-maint.info.gz', "labels": [('EMAIL_ADDRESS', 'rob@inversepath.com')],
     "text": "     +   * still need space for the terminating null byte.\n     +   */\n     +  extend (procdata, i, 1u);\n     +  procdata->original_filename[i] = 0;\n     \n        procdata->munged_filename = procdata->original_filename;\n\n\n     VIII. THANKS\n     ============\n\n     Thanks to Rob Holland <rob@inversepath.com> and Tavis Ormandy.\n\n\n     VIII. CVE INFORMATION\n     =====================\n\n     No CVE candidate number has yet been assigned for this vulnerability.\n     If someone provides one, I will include it in the public announcement\n     and change logs.\n"},
    {"src": '/usr/share/info/find-maint.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-findutils@gnu.org'), ('EMAIL_ADDRESS', 'info-gnu@gnu.org')],
     "text": "  14. Check the FTP upload worked; you can look for an email from the\n     robot or check the contents of the actual FTP site.\n  15. Make a release announcement; include an extract from the NEWS file\n     which explains what's changed.  Announcements for test releases\n     should just go to <bug-findutils@gnu.org>.  Announcements for\n     stable releases should go to <info-gnu@gnu.org> as well.\n  16. Post-release administrativa: add a new dummy release header in\n     NEWS:\n\n     '* Major changes in release ?.?.?, YYYY-MM-DD'\n\n     and update the 'old_NEWS_hash' in 'cfg.mk' with 'make"},
    {"src": '/opt/skills/guides/go/distributed-systems/go_distributed-systems_f5f12e3634fc.txt', "labels": [('IP_ADDRESS', '192.0.2.0')],
     "text": "certain parts of the inputs and outputs change, a table-driven test should\nbe used to reduce redundancy and improve readability.\n\n<table>\n<thead><tr><th>Bad</th><th>Good</th></tr></thead>\n<tbody>\n<tr><td>\n\n```go\n// func TestSplitHostPort(t *testing.T)\n\nhost, port, err := net.SplitHostPort(\"192.0.2.0:8000\")\nrequire.NoError(t, err)\nassert.Equal(t, \"192.0.2.0\", host)\nassert.Equal(t, \"8000\", port)\n\nhost, port, err = net.SplitHostPort(\"192.0.2.0:http\")\nrequire.NoError(t, err)\nassert.Equal(t, \"192.0.2.0\", host)\nassert.Equal(t, \"http\", port)\n\nhost, port, err = net.SplitHostPort(\":8000\")"},
    {"src": '/opt/skills/guides/go/distributed-systems/go_distributed-systems_f5f12e3634fc.txt', "labels": [('IP_ADDRESS', '192.0.2.0')],
     "text": "host, port, err = net.SplitHostPort(\"1:8\")\nrequire.NoError(t, err)\nassert.Equal(t, \"1\", host)\nassert.Equal(t, \"8\", port)\n```\n\n</td><td>\n\n```go\n// func TestSplitHostPort(t *testing.T)\n\ntests := []struct{\n  give     string\n  wantHost string\n  wantPort string\n}{\n  {\n    give:     \"192.0.2.0:8000\",\n    wantHost: \"192.0.2.0\",\n    wantPort: \"8000\",\n  },\n  {\n    give:     \"192.0.2.0:http\",\n    wantHost: \"192.0.2.0\",\n    wantPort: \"http\",\n  },\n  {\n    give:     \":8000\",\n    wantHost: \"\",\n    wantPort: \"8000\",\n  },\n  {\n    give:     \"1:8\",\n    wantHost: \"1\","},
    {"src": '/usr/share/info/sed.info.gz', "labels": [('EMAIL_ADDRESS', 'sed-devel@gnu.org')],
     "text": "File: sed.info,  Node: Other Resources,  Next: Reporting Bugs,  Prev: Limitations,  Up: Top\n\n9 Other Resources for Learning About ‘sed’\n******************************************\n\nFor up to date information about GNU ‘sed’ please visit\n<https://www.gnu.org/software/sed/>.\n\n   Send general questions and suggestions to <sed-devel@gnu.org>.  Visit\nthe mailing list archives for past discussions at\n<https://lists.gnu.org/archive/html/sed-devel/>.\n\n   The following resources provide information about ‘sed’ (both GNU\n‘sed’ and other variations).  Note these not maintained by GNU ‘sed’\ndevelopers."},
    {"src": '/usr/share/info/sed.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-sed@gnu.org')],
     "text": "     <http://groups.yahoo.com/group/sed-users/> (note this is _not_ the\n     GNU ‘sed’ mailing list).\n\n\u001f\nFile: sed.info,  Node: Reporting Bugs,  Next: GNU Free Documentation License,  Prev: Other Resources,  Up: Top\n\n10 Reporting Bugs\n*****************\n\nEmail bug reports to <bug-sed@gnu.org>.  Also, please include the output\nof ‘sed --version’ in the body of your report if at all possible.\n\n   Please do not send a bug report like this:\n\n     while building frobme-1.3.4\n     $ configure\n     error→ sed: file sedscr line 1: Unknown option to 's'"},
    {"src": '/usr/share/postgresql-common/t/090_multicluster.t', "labels": [('IP_ADDRESS', '127.0.0.1')],
     "text": "    'test db does not appear in cluster new2';\nunlike_program_out 'postgres', \"psql -Atl\", 0, qr/test\\|postgres\\|/,\n    'test db does not appear in default cluster';\n\n# check network cluster selection\nis_program_out 'postgres', \"psql --cluster $MAJORS[0]/127.0.0.1: -Atc 'show port' template1\", 0, \"5432\\n\", \n    \"psql --cluster $MAJORS[0]/127.0.0.1: defaults to port 5432\";\nlike_program_out 'postgres', \"createdb --cluster $MAJORS[-1]/127.0.0.1:5432 --version\", 0, \n    qr/^createdb \\(PostgreSQL\\) $MAJORS[-1]/, \n    \"createdb --cluster $MAJORS[-1]/127.0.0.1:5432 uses latest client version\";"},
    {"src": '/usr/share/postgresql-common/t/090_multicluster.t', "labels": [('IP_ADDRESS', '127.0.0.1')],
     "text": "unlike_program_out 'postgres', \"psql -Atl\", 0, qr/test\\|postgres\\|/, \n    'PGCLUSTER selection (2)';\n$ENV{'PGCLUSTER'} = 'foo';\nlike_program_out 'postgres', \"psql -l\", 1, \n    qr/Invalid version .* specified in PGCLUSTER/,\n    'invalid PGCLUSTER value';\n$ENV{'PGCLUSTER'} = \"$MAJORS[-1]/127.0.0.1:\";\nlike_program_out 0, 'createdb --version', 0, qr/^createdb \\(PostgreSQL\\) $MAJORS[-1]/, \n    'PGCLUSTER network cluster selection (1)';\n$ENV{'PGCLUSTER'} = \"$MAJORS[-1]/localhost:5434\";\nlike_program_out 'postgres', 'psql -Atl', 0, \n    qr/test\\|postgres\\|/, 'PGCLUSTER network cluster selection (2)';"},
    {"src": '/usr/share/postgresql-common/t/090_multicluster.t', "labels": [('IP_ADDRESS', '127.0.0.2')],
     "text": "    'pg_wrapper selects correct version with per-user user_clusters';\nlike_program_out 0, 'createdb --version', 0, qr/user_clusters.*line 3.*cluster.*not exist/i,\n    'pg_wrapper warning for invalid per-user user_clusters line';\n# check PGHOST environment variable precedence\n$ENV{'PGHOST'} = '127.0.0.2';\nlike_program_out 'postgres', 'psql -Atl', 2, qr/127.0.0.2/, '$PGHOST overrides user_clusters';\nis_program_out 'postgres', \"psql --cluster $MAJORS[-1]/localhost:5434 -Atc 'select current_database()' test\", \n    0, \"test\\n\", '--cluster overrides $PGHOST';"},
    {"src": '/usr/share/postgresql-common/t/005_PgCommon.t', "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '255.255.0.0')],
     "text": "open P, \">$tdir/pg_hba.conf\" or die \"Could not create $tdir/pg_hba.conf: $!\";\nprint P <<EOF;\n# comment\nlocal all postgres ident sameuser\n\n# TYPE DATABASE USER CIDR-ADDRESS METHOD\nlocal foo nobody trust\nlocal foo nobody crypt\nlocal foo nobody,joe krb5\nlocal foo,bar nobody ident\nlocal all +foogrp\t password\nhost \\@inc all 127.0.0.1/32\tmd5\nhostssl   all \\@inc 192.168.0.0 255.255.0.0 pam\nhostnossl all all 192.168.0.0 255.255.0.0 reject\nEOF\nclose P;\n\nmy @expected_records = (\n  { 'type' => 'local', 'db' => 'all', 'user' => 'postgres', 'method' => 'ident sameuser' },\n  { 'type' => 'local', 'db' => 'foo', 'user' => 'nobody', 'method' => 'trust' },"},
    {"src": '/usr/share/postgresql-common/t/005_PgCommon.t', "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '255.255.0.0')],
     "text": "  { 'type' => 'local', 'db' => 'foo,bar', 'user' => 'nobody', 'method' => 'ident' },\n  { 'type' => 'local', 'db' => 'all', 'user' => '+foogrp', 'method' => 'password' },\n  { 'type' => 'host', 'db' => '@inc', 'user' => 'all', 'method' => 'md5', 'ip' => '127.0.0.1', 'mask' => '32'},\n  { 'type' => 'hostssl', 'db' => 'all', 'user' => '@inc', 'method' => 'pam', 'ip' => '192.168.0.0', 'mask' => '255.255.0.0'},\n  { 'type' => 'hostnossl', 'db' => 'all', 'user' => 'all', 'method' => 'reject', 'ip' => '192.168.0.0', 'mask' => '255.255.0.0'},"},
    {"src": '/usr/share/postgresql-common/t/005_PgCommon.t', "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '0.0.0.0')],
     "text": "    pass 'correctly parsed line \\'' . $$entry{'line'} . \"'\";\n}\n\nok (($#expected_records == -1), '@expected_records has correct number of entries');\n\n# test read_pg_hba with invalid file\nmy $invalid_hba = <<EOF;\nfoo   all all md5\nlocal all all foo\nhost  all all foo\nhost  all all 127.0.0.1/32 foo\nhost  all all md5\nhost  all all 127.0.0.1/32 0.0.0.0 md5\nhost  all all 127.0.0.1 md5\nEOF\nopen P, \">$tdir/pg_hba.conf\" or die \"Could not create $tdir/pg_hba_invalid.conf: $!\";\nprint P $invalid_hba;\nclose P;\n\n@hba = read_pg_hba \"$tdir/pg_hba.conf\";"},
    {"src": '/usr/share/postgresql-common/t/010_defaultport_cluster.t', "labels": [('IP_ADDRESS', '127.0.0.1')],
     "text": "use strict;\nuse Test::More tests => 14;\n\nuse lib 't';\nuse TestLib;\n\nlike_program_out 0, 'psql --version', 0, qr/^psql \\(PostgreSQL\\) $ALL_MAJORS[-1]/, \n    'pg_wrapper selects highest available version number';\n\nlike_program_out 0, 'env LC_MESSAGES=C psql -h 127.0.0.1 -l', 2, qr/could not connect|connection to server .* failed/,\n    'connecting to localhost fails with no clusters';\n\n# We check if PGCLUSTER, --cluster, and native psql options are evaluated with\n# correct priority. (This is related to the checks in t/090_multicluster.t, but"},
    {"src": '/usr/share/postgresql-common/t/010_defaultport_cluster.t', "labels": [('IP_ADDRESS', '127.0.0.2'), ('IP_ADDRESS', '127.0.0.3')],
     "text": "# We check if PGCLUSTER, --cluster, and native psql options are evaluated with\n# correct priority. (This is related to the checks in t/090_multicluster.t, but\n# easier to do here because no clusters are running.)\n\nlike_program_out 0, \"env LC_MESSAGES=C PGCLUSTER=$MAJORS[-1]/127.0.0.2:5431 psql -l\",\n    2, qr/(could not connect|connection to server).*127.0.0.2.* port 5431/s, 'pg_wrapper uses host and port from PGCLUSTER';\nlike_program_out 0, \"env LC_MESSAGES=C PGCLUSTER=$MAJORS[-1]/127.0.0.2:5431 psql --cluster $MAJORS[-1]/127.0.0.3:5430 -l\","},
    {"src": '/usr/share/postgresql-common/t/010_defaultport_cluster.t', "labels": [('IP_ADDRESS', '127.0.0.2'), ('IP_ADDRESS', '127.0.0.3')],
     "text": "like_program_out 0, \"env LC_MESSAGES=C PGCLUSTER=$MAJORS[-1]/127.0.0.2:5431 psql --cluster $MAJORS[-1]/127.0.0.3:5430 -l\",\n    2, qr/(could not connect|connection to server).*127.0.0.3.* port 5430/s, 'pg_wrapper uses --cluster from the command line';\nlike_program_out 0, \"env LC_MESSAGES=C PGCLUSTER=$MAJORS[-1]/127.0.0.2:5431 psql -h 127.0.0.3 -l\",\n    2, qr/(could not connect|connection to server).*127.0.0.3.* port 5432/s, 'pg_wrapper ignores PGCLUSTER with -h on the command line';\nlike_program_out 0, \"env LC_MESSAGES=C PGCLUSTER=$MAJORS[-1]/127.0.0.2:5431 psql --host 127.0.0.3 -l\","},
    {"src": '/usr/share/postgresql-common/t/010_defaultport_cluster.t', "labels": [('IP_ADDRESS', '127.0.0.2'), ('IP_ADDRESS', '127.0.0.3')],
     "text": "like_program_out 0, \"env LC_MESSAGES=C PGCLUSTER=$MAJORS[-1]/127.0.0.2:5431 psql --host 127.0.0.3 -l\",\n    2, qr/(could not connect|connection to server).*127.0.0.3.* port 5432/s, 'pg_wrapper ignores PGCLUSTER with --host on the command line';\nlike_program_out 0, \"env LC_MESSAGES=C PGCLUSTER=$MAJORS[-1]/127.0.0.2:5431 PGHOST=127.0.0.3 psql -l\",\n    2, qr/(could not connect|connection to server).*127.0.0.3.* port 5432/s, 'pg_wrapper ignores PGCLUSTER if PGHOST is set';\n\n# vim: filetype=perl\n"},
    {"src": '/usr/share/info/libtasn1.info.gz', "labels": [('EMAIL_ADDRESS', 'help-libtasn1@gnu.org')],
     "text": "Mandatory arguments to long options are mandatory for short options too.\n  -c, --check           checks the syntax only\n  -o, --output=FILE     output file\n  -n, --name=NAME       array name\n  -h, --help            display this help and exit\n  -v, --version         output version information and exit\n\nReport bugs to: help-libtasn1@gnu.org\nGNU Libtasn1 home page: <https://www.gnu.org/software/libtasn1/>\nGeneral help using GNU software: <https://www.gnu.org/gethelp/>\n\n\u001f\nFile: libtasn1.info,  Node: Invoking asn1Coding,  Next: Invoking asn1Decoding,  Prev: Invoking asn1Parser,  Up: Utilities"},
    {"src": '/usr/share/info/libtasn1.info.gz', "labels": [],
     "text": "asn1_find_structure_from_oid\n----------------------------\n\n -- Function: const char * asn1_find_structure_from_oid (asn1_node_const\n          DEFINITIONS, const char * OIDVALUE)\n     DEFINITIONS: ASN1 definitions\n\n     OIDVALUE: value of the OID to search (e.g.  \"1.2.3.4\").\n\n     Search the structure that is defined just after an OID definition.\n\n     *Returns:* 'NULL' when 'oidValue' not found, otherwise the pointer\n     to a constant string that contains the element name defined just\n     after the OID.\n\nasn1_copy_node"},
    {"src": '/usr/share/info/bzip2.info.gz', "labels": [('EMAIL_ADDRESS', 'jseward@acm.org')],
     "text": "built with such a limitation, run it without arguments.  In any event\nyou can build yourself an unlimited version if you can recompile it with\n'MaybeUInt64' set to be an unsigned 64-bit integer.\n\n\u001f\nFile: bzip2.info,  Node: AUTHOR,  Prev: CAVEATS,  Up: How to use bzip2\n\n2.9 AUTHOR\n==========\n\nJulian Seward, 'jseward@acm.org'\n\n   The ideas embodied in 'bzip2' are due to (at least) the following\npeople: Michael Burrows and David Wheeler (for the block sorting\ntransformation), David Wheeler (again, for the Huffman coder), Peter\nFenwick (for the structured coding model in the original 'bzip', and"},
    {"src": '/usr/share/info/bzip2.info.gz', "labels": [('EMAIL_ADDRESS', 'tsuneo@rr.iij4u.or.jp')],
     "text": "memory from one buffer to another buffer in a single function call.  You\nshould assess whether these functions fulfill your memory-to-memory\ncompression/decompression requirements before investing effort in\nunderstanding the more general but more complex low-level interface.\n\n   Yoshioka Tsuneo ('tsuneo@rr.iij4u.or.jp') has contributed some\nfunctions to give better 'zlib' compatibility.  These functions are\n'BZ2_bzopen', 'BZ2_bzread', 'BZ2_bzwrite', 'BZ2_bzflush', 'BZ2_bzclose',\n'BZ2_bzerror' and 'BZ2_bzlibVersion'.  You may find these functions more\nconvenient for simple file reading and writing, than those in the"},
    {"src": '/usr/share/info/bzip2.info.gz', "labels": [('EMAIL_ADDRESS', 'bzip2-devel@sourceware.org')],
     "text": "should fail, behaviour depends on whether or not the library was\ncompiled with 'BZ_NO_STDIO' set.\n\n   For a normal compile, an assertion failure yields the message:\n\n     bzip2/libbzip2: internal error number N.\n\n     This is a bug in bzip2/libbzip2, 1.0.8 of 13 July 2019.  Please\n     report it to: bzip2-devel@sourceware.org.  If this happened when\n     you were using some program which uses libbzip2 as a component, you\n     should also report this bug to the author(s) of that program.\n     Please make an effort to report this bug; timely and accurate bug\n     reports eventually lead to higher quality software.  Thanks."},
    {"src": '/usr/share/info/bzip2.info.gz', "labels": [('EMAIL_ADDRESS', 'tsuneo@rr.iij4u.or.jp'), ('EMAIL_ADDRESS', 'bzip2-devel@sourceware.org')],
     "text": "File: bzip2.info,  Node: Making a Windows DLL,  Prev: Using the library in a stdio-free environment,  Up: Programming with libbzip2\n\n3.8 Making a Windows DLL\n========================\n\nEverything related to Windows has been contributed by Yoshioka Tsuneo\n('tsuneo@rr.iij4u.or.jp'), so you should send your queries to him (but\nplease Cc: 'bzip2-devel@sourceware.org').\n\n   My vague understanding of what to do is: using Visual C++ 5.0, open\nthe project file 'libbz2.dsp', and build.  That's all.\n\n   If you can't open the project file for some reason, make a new one,"},
    {"src": '/usr/share/gitweb/static/gitweb.js', "labels": [('EMAIL_ADDRESS', 'frekui@gmail.com'), ('EMAIL_ADDRESS', 'pasky@suse.cz'), ('EMAIL_ADDRESS', 'jnareb@gmail.com')],
     "text": "// Copyright (C) 2007, Fredrik Kuivinen <frekui@gmail.com>\n//               2007, Petr Baudis <pasky@suse.cz>\n//          2008-2011, Jakub Narebski <jnareb@gmail.com>\n\n/**\n * @fileOverview Generic JavaScript code (helper functions)\n * @license GPLv2 or later\n */\n\n\n/* ============================================================ */"},
    {"src": '/usr/share/gitweb/static/gitweb.js', "labels": [('EMAIL_ADDRESS', 'warthog9@eaglescrag.net'), ('EMAIL_ADDRESS', 'jnareb@gmail.com')],
     "text": "\t\tvar link = allLinks[i];\n\t\tif (!jsExceptionsRe.test(link)) {\n\t\t\tlink.href = link.href.replace(/(#|$)/,\n\t\t\t\t(link.href.indexOf('?') === -1 ? '?' : ';') + 'js=1$1');\n\t\t}\n\t}\n}\n\n/* end of javascript-detection.js */\n// Copyright (C) 2011, John 'Warthog9' Hawley <warthog9@eaglescrag.net>\n//               2011, Jakub Narebski <jnareb@gmail.com>\n\n/**\n * @fileOverview Manipulate dates in gitweb output, adjusting timezone\n * @license GPLv2 or later\n */\n\n/**\n * Get common timezone, add UI for changing timezones, and adjust\n * dates to use requested common timezone."},
    {"src": '/usr/share/gitweb/static/gitweb.js', "labels": [],
     "text": "\t     <td class=\"linenr\"><a class=\"linenr\" href=\"\">123</a></td>\n\t     <td class=\"pre\"># times (my ext3 doesn&#39;t).</td>\n\t   </tr>\n\t*/\n\n\tvar resline = group.resline;\n\n\t// format date and time string only once per commit\n\tif (!commit.info) {\n\t\t/* e.g. 'Kay Sievers, 2005-08-07 21:49:46 +0200' */\n\t\tcommit.info = commit.author + ', ' +\n\t\t\tformatDateISOLocal(commit.authorTime, commit.authorTimezone);\n\t}\n\n\t// color depends on group of lines, not only on blamed commit\n\tvar colorNo = findColorNo(\n\t\tdocument.getElementById('l'+(resline-1)),"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "7.1.1 Recommended hash functions\n--------------------------------\n\nThe following hash functions have no known weaknesses, and are suitable\nfor new applications.  The SHA2 family of hash functions were specified\nby “NIST”, intended as a replacement for SHA1.\n\n7.1.1.1 SHA256\n..............\n\nSHA256 is a member of the SHA2 family.  It outputs hash values of 256\nbits, or 32 octets.  Nettle defines SHA256 in ‘<nettle/sha2.h>’.\n\n -- Context struct: struct sha256_ctx\n\n -- Constant: SHA256_DIGEST_SIZE\n     The size of a SHA256 digest, i.e.  32."},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     Performs final processing and extracts the message digest, writing\n     it to DIGEST.  LENGTH may be smaller than ‘SHA512_DIGEST_SIZE’, in\n     which case only the first LENGTH octets of the digest are written.\n\n     This function also resets the context in the same way as\n     ‘sha512_init’.\n\n7.1.1.4 SHA384 and other variants of SHA512\n...........................................\n\nSeveral variants of SHA512 have been defined, with a different initial\nstate, and with the output truncated to shorter length than 512 bits.\nNaming is a bit confused, these algorithms are called SHA512-224,"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     Performs final processing and extracts the message digest, writing\n     it to DIGEST.  LENGTH may be smaller than ‘SHA3_256_DIGEST_SIZE’,\n     in which case only the first LENGTH octets of the digest are\n     written.\n\n     This function also resets the context.\n\n7.1.1.7 SHA3-384\n................\n\nThis is SHA3 with 384-bit output size.\n\n   Nettle defines SHA3-384 in ‘<nettle/sha3.h>’.\n\n -- Context struct: struct sha3_384_ctx\n\n -- Constant: SHA3_384_DIGEST_SIZE\n     The size of a SHA3_384 digest, i.e., 48.\n\n -- Constant: SHA3_384_BLOCK_SIZE"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     This function also resets the context.\n\n\u001f\nFile: nettle.info,  Node: Miscellaneous hash functions,  Next: Legacy hash functions,  Prev: Recommended hash functions,  Up: Hash functions\n\n7.1.2 Miscellaneous hash functions\n----------------------------------\n\n7.1.2.1 STREEBOG512\n...................\n\nSTREEBOG512 is a member of the Streebog (GOST R 34.11-2012) family.  It\noutputs hash values of 512 bits, or 64 octets.  Nettle defines\nSTREEBOG512 in ‘<nettle/streebog.h>’.\n\n -- Context struct: struct streebog512_ctx"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     Performs final processing and extracts the message digest, writing\n     it to DIGEST.  LENGTH may be smaller than\n     ‘STREEBOG256_DIGEST_SIZE’, in which case only the first LENGTH\n     octets of the digest are written.\n\n     This function also resets the context in the same way as\n     ‘streebog256_init’.\n\n7.1.2.3 SM3\n...........\n\nSM3 is a cryptographic hash function standard adopted by the government\nof the People’s Republic of China, which was issued by the Cryptography\nStandardization Technical Committee of China on December 17, 2010.  The\ncorresponding standard is GM/T 0004-2012 \"SM3 Cryptographic Hash"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     Performs final processing and extracts the message digest, writing\n     it to DIGEST.  LENGTH may be smaller than ‘MD4_DIGEST_SIZE’, in\n     which case only the first LENGTH octets of the digest are written.\n\n     This function also resets the context in the same way as\n     ‘md4_init’.\n\n7.1.3.4 RIPEMD160\n.................\n\nRIPEMD160 is a hash function designed by Hans Dobbertin, Antoon\nBosselaers, and Bart Preneel, as a strengthened version of RIPEMD\n(which, like MD4 and MD5, fails the collision-resistance requirement).\nIt produces message digests of 160 bits, or 20 octets.  Nettle defined"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "          uint8_t *DST, const uint8_t *SRC)\n     Encrypts or decrypts the data of a message, using ChaCha.  When a\n     message is encrypted using a sequence of calls to ‘chacha_crypt’,\n     all but the last call _must_ use a length that is a multiple of\n     ‘CHACHA_BLOCK_SIZE’.\n\n7.2.7.1 32-bit counter variant\n..............................\n\nWhile the original paper uses 64-bit counter value, the variant defined\nin ‘RFC 8439’ uses 32-bit counter value.  This variant is particularly\nuseful for *note ChaCha-Poly1305:: AEAD construction, which supports"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     C_(n-2) = E_k1(P_(n-2) XOR T_(n-2)) XOR T_(n-2)\n\n     T_(n-1) = T_(n-2) MUL a\n     CC_(n-1) = E_k1(P_(n-1) XOR T_(n-1)) XOR T_(n-1)\n\n     T_n = T_(n-1) MUL a\n     PP = [1..m]Pn | [m+1..128]CC_(n-1)\n     C_(n-1) = E_k1(PP XOR T_n) XOR T_n\n\n     C_n = [1..m]CC_(n-1)\n\n7.3.4.1 General (XTS) interface.\n................................\n\nThe two general functions to encrypt and decrypt using the XTS block\ncipher mode are the following:\n\n -- Function: void xts_encrypt_message (const void *ENC_CTX, const void\n          *TWK_CTX, nettle_cipher_func *ENCF, const uint8_t *TWEAK,"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "In particular, don’t use GCM with short authentication tags.\n\n   Nettle’s support for GCM consists of a low-level general interface,\nsome convenience macros, and specific functions for GCM using AES or\nCamellia as the underlying cipher.  These interfaces are defined in\n‘<nettle/gcm.h>’\n\n7.4.2.1 General GCM interface\n.............................\n\n -- Context struct: struct gcm_key\n     Message independent hash sub-key, and related tables.\n\n -- Context struct: struct gcm_ctx\n     Holds state corresponding to a particular message.\n\n -- Constant: GCM_BLOCK_SIZE"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "and MAC are first decrypted using CTR mode to retrieve the plaintext and\nauthentication tag.  The authentication tag can then be recalculated\nfrom the authenticated data and plaintext, and compared to the value in\nthe message to check for authenticity.\n\n7.4.3.1 General CCM interface\n.............................\n\nFor all of the functions in the CCM interface, CIPHER is the context\nstruct for the underlying cipher and F is the encryption function.  The\ncipher’s encryption key must be set before calling any of the CCM"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "   Note that there is no ‘HMAC_UPDATE’ macro; simply call ‘hmac_update’\nfunction directly, or the update function of the underlying hash\nfunction.\n\n   Now we come to the specialized HMAC functions, which are easier to\nuse than the general HMAC functions.\n\n7.5.1.1 HMAC-MD5\n................\n\n -- Context struct: struct hmac_md5_ctx\n\n -- Function: void hmac_md5_set_key (struct hmac_md5_ctx *CTX, size_t\n          KEY_LENGTH, const uint8_t *KEY)\n     Initializes the context with the key.\n\n -- Function: void hmac_md5_update (struct hmac_md5_ctx *CTX, size_t"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     desired derived output length LENGTH.  The output buffer is DST\n     which must have room for at least LENGTH octets.\n\n7.6.3 Concrete PBKDF2 functions\n-------------------------------\n\nNow we come to the specialized PBKDF2 functions, which are easier to use\nthan the general PBKDF2 function.\n\n7.6.3.1 PBKDF2-HMAC-SHA1\n........................\n\n -- Function: void pbkdf2_hmac_sha1 (size_t KEY_LENGTH, const uint8_t\n          *KEY, unsigned ITERATIONS, size_t SALT_LENGTH, const uint8_t\n          *SALT, size_t LENGTH, uint8_t *DST)\n     PBKDF2 with HMAC-SHA1.  Derive LENGTH bytes of key into buffer DST"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "using M of the form ‘[00 02 padding 00 plaintext]’.  It is required that\n‘m < n’, and therefor the plaintext must be smaller than the octet size\nof the modulo ‘n’, with some margin.\n\n   To decrypt the message, one needs the private key to compute ‘m = c^e\nmod n’ followed by checking and removing the padding.\n\n7.7.1.1 Nettle’s RSA support\n............................\n\nNettle represents RSA keys using two structures that contain large\nnumbers (of type ‘mpz_t’).\n\n -- Context struct: rsa_public_key size n e\n     ‘size’ is the size, in octets, of the modulo, and is used"},
    {"src": '/usr/share/info/nettle.info.gz', "labels": [],
     "text": "     ‘random(random_ctx, length, dst)’ should generate ‘length’ random\n     octets and store them at ‘dst’.  For advice, see *Note\n     Randomness::.\n\n\u001f\nFile: nettle.info,  Node: GOSTDSA,  Next: Curve 25519 and Curve 448,  Prev: ECDSA,  Up: Elliptic curves\n\n7.7.3.3 GOSTDSA\n...............\n\nGOSTDSA (GOST R 34.10-2001, GOST R 34.10-2012) is a variant of the DSA\n(*note DSA::) and ECDSA (*note ECDSA::) digital signature schemes, which\nworks over an elliptic curve group.  Original documents are written in\nRussian.  English translations are provided in ‘RFC 5832’ and ‘RFC"},
    {"src": '/usr/share/system-config-printer/probe_printer.py', "labels": [('EMAIL_ADDRESS', 'ffesti@redhat.com'), ('EMAIL_ADDRESS', 'twaugh@redhat.com')],
     "text": "## system-config-printer\n\n## Copyright (C) 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2014 Red Hat, Inc.\n## Copyright (C) 2006 Florian Festi <ffesti@redhat.com>\n## Copyright (C) 2007, 2008, 2009, 2014 Tim Waugh <twaugh@redhat.com>\n\n## This program is free software; you can redistribute it and/or modify\n## it under the terms of the GNU General Public License as published by\n## the Free Software Foundation; either version 2 of the License, or"},
    {"src": '/usr/share/system-config-printer/probe_printer.py', "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')],
     "text": "            debugprint (\"ipp: can't resolve %s\" % self.hostname)\n            debugprint (\"ipp: no good\")\n            return\n        for res in ai:\n            af, socktype, proto, canonname, sa = res\n            if (af == socket.AF_INET and sa[0] == '127.0.0.1' or\n                af == socket.AF_INET6 and sa[0] == '::1'):\n                debugprint (\"ipp: do not probe local cups server\")\n                debugprint (\"ipp: no good\")\n                return\n\n        try:\n            c = cups.Connection (host = self.hostname)"},
    {"src": '/usr/share/tcltk/tcl8.6/tcl8/http-2.9.8.tm', "labels": [],
     "text": "    #\t\"#\" in the URL. The fragment identifier MUST NOT be sent to the server\n    #\tand indeed, we don't bother to validate it (it could be an error to\n    #\tpass it in here, but it's cheap to strip).\n    #\n    # An example of a URL that has all the parts:\n    #\n    #     http://jschmoe:xyzzy@www.bogus.net:8000/foo/bar.tml?q=foo#changes\n    #\n    # The \"http\" is the protocol, the user is \"jschmoe\", the password is\n    # \"xyzzy\", the host is \"www.bogus.net\", the port is \"8000\", the path is\n    # \"/foo/bar.tml\", the query is \"q=foo\", and the fragment is \"changes\"."},
    {"src": '/usr/share/tcltk/tcl8.6/tcl8/http-2.9.8.tm', "labels": [],
     "text": "\t    # Send this header, because a 1.1 server is not compelled to treat\n\t    # this as the default.\n\t    puts $sock \"Connection: keep-alive\"\n\t}\n\tif {($state(-protocol) > 1.0) && !$state(-keepalive)} {\n\t    puts $sock \"Connection: close\" ;# RFC2616 sec 8.1.2.1\n\t}\n\tif {($state(-protocol) < 1.1)} {\n\t    # RFC7230 A.1\n\t    # Some server implementations of HTTP/1.0 have a faulty\n\t    # implementation of RFC 2068 Keep-Alive.\n\t    # Don't leave this to chance.\n\t    # For HTTP/1.0 we have already \"set state(connection) close\""},
    {"src": '/usr/share/tcltk/tcl8.6/tcl8/http-2.9.8.tm', "labels": [],
     "text": "\t# for the response headers to discover whether the connection is\n\t# persistent.  (If this is not done and the connection is not\n\t# persistent, we SHOULD retry and then MUST NOT pipeline before knowing\n\t# that we have a persistent connection\n\t# (rfc2616 8.1.2.2)).\n    }\n\n    # Connect to receive the response, unless the socket is pipelined\n    # and another response is being sent.\n    # This code block is separate from the code below because there are\n    # cases where socketRdState already has the value $token."},
    {"src": '/usr/share/icu/72.1/LICENSE', "labels": [('EMAIL_ADDRESS', 'c-tsai4@uiuc.edu')],
     "text": " #   * STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)\n #   * ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED\n #   * OF THE POSSIBILITY OF SUCH DAMAGE.\n #   */\n #\n #  Copyright 1996 Chih-Hao Tsai @ Beckman Institute,\n #      University of Illinois\n #  c-tsai4@uiuc.edu  http://casper.beckman.uiuc.edu/~c-tsai4\n #\n #  ---------------COPYING.libtabe-----END--------------------------------\n #\n #\n #  ---------------COPYING.ipadic-----BEGIN-------------------------------\n #\n #  Copyright 2000, 2001, 2002, 2003 Nara Institute of Science"},
    {"src": '/usr/share/icu/72.1/LICENSE', "labels": [('EMAIL_ADDRESS', 'scott@netsplit.com'), ('EMAIL_ADDRESS', 'dbn.lists@gmail.com')],
     "text": "OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.\n\n----------------------------------------------------------------------\n\nFile: aclocal.m4 (only for ICU4C)\nSection: pkg.m4 - Macros to locate and utilise pkg-config.\n\n\nCopyright © 2004 Scott James Remnant <scott@netsplit.com>.\nCopyright © 2012-2015 Dan Nicholson <dbn.lists@gmail.com>\n\nThis program is free software; you can redistribute it and/or modify\nit under the terms of the GNU General Public License as published by\nthe Free Software Foundation; either version 2 of the License, or"},
    {"src": '/usr/share/groff/1.22.4/tmac/www.tmac', "labels": [('EMAIL_ADDRESS', 'gaius@glam.ac.uk'), ('EMAIL_ADDRESS', 'wl@gnu.org'), ('EMAIL_ADDRESS', 'groff-bernd.warken-72@web.de')],
     "text": "------------------------------------------------------------------------\n    Legalese\n------------------------------------------------------------------------\n\nThis file is part of groff, the GNU roff type-setting system.\n\nCopyright (C) 2001-2018 Free Software Foundation, Inc.\nwritten by Gaius Mulley <gaius@glam.ac.uk>, with additions by\nWerner Lemberg <wl@gnu.org> and\nBernd Warken <groff-bernd.warken-72@web.de>.\n\ngroff is free software; you can redistribute it and/or modify it under\nthe terms of the GNU General Public License as published by the Free\nSoftware Foundation, either version 3 of the License, or (at your"},
    {"src": '/usr/share/groff/1.22.4/tmac/www.tmac', "labels": [('EMAIL_ADDRESS', 'fred@foo.bar')],
     "text": ".\\\"   DESCRIPTION is the optional name.  If an empty argument is given,\n.\\\"   ADDRESS is used instead.\n.\\\"\n.\\\"   AFTER is optional stuff printed immediately after ADDRESS\n.\\\"   (resp. DESCRIPTION).\n.\\\"\n.\\\"     Example:\n.\\\"\n.\\\"       Foobar has been written by\n.\\\"       .MTO fred@foo.bar \"Fredrick Bloggs\" .\n.\\\"\n.de MTO\n.  ie \\\\n[www-html] \\{\\\n.    ie '\\\\$2'' \\\n.      URL mailto:\\\\$1 \\\\$1 \"\\\\$3\"\n.    el \\\n.      URL mailto:\\\\$1 \"\\\\$2\" \"\\\\$3\"\n.  \\}\n.  el \\{\\\n.    ie '\\\\$2'' \\{\\\n.      ie '\\\\$1'' \\{\\\n.        ie !'\\\\$3'' \\\n.          nop \\\\$3"},
    {"src": '/usr/share/info/libffi.info.gz', "labels": [],
     "text": "     way.  Note that only 'FFI_STRUCT' types are valid here.\n\n\u001f\nFile: libffi.info,  Node: Arrays Unions Enums,  Next: Type Example,  Prev: Size and Alignment,  Up: Types\n\n2.3.4 Arrays, Unions, and Enumerations\n--------------------------------------\n\n2.3.4.1 Arrays\n..............\n\n'libffi' does not have direct support for arrays or unions.  However,\nthey can be emulated using structures.\n\n   To emulate an array, simply create an 'ffi_type' using\n'FFI_TYPE_STRUCT' with as many members as there are elements in the"},
    {"src": '/usr/share/info/libffi.info.gz', "labels": [],
     "text": "                 union_type.size = union_elements[i];\n                 size = union_elements[i]->size;\n               }\n             if (union_elements[i]->alignment > union_type.alignment)\n               union_type.alignment = union_elements[i]->alignment;\n           }\n       }\n\n2.3.4.3 Enumerations\n....................\n\n'libffi' does not have any special support for C 'enum's.  Although any\ngiven 'enum' is implemented using a specific underlying integral type,\nexactly which type will be used cannot be determined by 'libffi' - it\nmay depend on the values in the enumeration or on compiler flags such as"},
    {"src": '/usr/share/gtk-doc/html/libtasn1/libtasn1-libtasn1.html', "labels": [],
     "text": "<td class=\"parameter_name\"><p>definitions</p></td>\n<td class=\"parameter_description\"><p>ASN1 definitions</p></td>\n<td class=\"parameter_annotations\"> </td>\n</tr>\n<tr>\n<td class=\"parameter_name\"><p>oidValue</p></td>\n<td class=\"parameter_description\"><p>value of the OID to search (e.g. \"1.2.3.4\").</p></td>\n<td class=\"parameter_annotations\"> </td>\n</tr>\n</tbody>\n</table></div>\n</div>\n<div class=\"refsect3\">\n<a name=\"asn1-find-structure-from-oid.returns\"></a><h4>Returns</h4>\n<p> <code class=\"literal\">NULL</code> when <em class=\"parameter\"><code>oidValue</code></em>"},
    {"src": '/usr/share/postgresql-common/pgdg/apt.postgresql.org.sh', "labels": [('EMAIL_ADDRESS', 'myon@debian.org')],
     "text": "#!/bin/sh\n\n# script to add apt.postgresql.org to sources.list.d\n\n# Copyright (C) 2013-2022 Christoph Berg <myon@debian.org>\n#\n# This program is free software; you can redistribute it and/or modify\n# it under the terms of the GNU General Public License as published by\n# the Free Software Foundation; either version 2 of the License, or\n# (at your option) any later version."},
    {"src": '/usr/share/postgresql-common/pgdg/apt.postgresql.org.sh', "labels": [('EMAIL_ADDRESS', 'pgsql-pkg-debian@postgresql.org')],
     "text": "if [ -z \"$CODENAME\" ] && [ -f /etc/apt/sources.list ]; then\n    CODENAME=$(grep '^deb ' /etc/apt/sources.list | head -n1 | awk '{ print $3 }')\nfi\n# complain if no result yet\nif [ -z \"$CODENAME\" ]; then\n    cat <<EOF\nCould not determine the distribution codename. Please report this as a bug to\npgsql-pkg-debian@postgresql.org. As a workaround, you can call this script with\nthe proper codename as parameter, e.g. \"$0 squeeze\".\nEOF\n    exit 1\nfi\n\n# errors are non-fatal above\nset -eu\n\nif [ \"${HOST:-}\" ]; then\n    :\nelif echo \"$PG_REPOSITORY_DISTS\" | grep -qw \"$CODENAME\"; then"},
    {"src": '/usr/share/system-config-printer/ui/AboutDialog.ui', "labels": [('EMAIL_ADDRESS', 'ffesti@redhat.com'), ('EMAIL_ADDRESS', 'twaugh@redhat.com'), ('EMAIL_ADDRESS', 'zdohnal@redhat.com'), ('EMAIL_ADDRESS', 'till.kamppeter@gmail.com')],
     "text": "You should have received a copy of the GNU General Public License along with this program; if not, write to the Free Software Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA  02110-1301, USA.</property>\n    <property name=\"authors\">Florian Festi &lt;ffesti@redhat.com&gt;\nTim Waugh &lt;twaugh@redhat.com&gt;\nZdenek Dohnal &lt;zdohnal@redhat.com&gt;\nTill Kamppeter &lt;till.kamppeter@gmail.com&gt;</property>\n    <property name=\"translator_credits\" translatable=\"yes\" comments=\"TRANSLATORS: Replace this string with your names, one name per line.  Thank you very much for your effort on translating system-config-printer and all our other tools!\">translator-credits</property>"},
    {"src": '/usr/share/info/grep.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-grep@gnu.org')],
     "text": "File: grep.info,  Node: Reporting Bugs,  Next: Copying,  Prev: Performance,  Up: Top\n\n6 Reporting bugs\n****************\n\nBug reports can be found at the GNU bug report logs for ‘grep’\n(https://debbugs.gnu.org/cgi/pkgreport.cgi?package=grep).  If you find a\nbug not listed there, please email it to <bug-grep@gnu.org> to create a\nnew bug report.\n\n* Menu:\n\n* Known Bugs::\n\n\u001f\nFile: grep.info,  Node: Known Bugs,  Up: Reporting Bugs\n\n6.1 Known Bugs\n==============\n\nLarge repetition counts in the ‘{n,m}’ construct may cause ‘grep’ to use\nlots of memory.  In addition, certain other obscure regular expressions"},
    {"src": '/usr/share/info/gzip.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-gzip@gnu.org')],
     "text": "       -v, --verbose     verbose mode\n       -V, --version     display version number\n       -1, --fast        compress faster\n       -9, --best        compress better\n\n     With no FILE, or when FILE is -, read standard input.\n\n     Report bugs to <bug-gzip@gnu.org>.\n\n   This is the output of the command ‘gzip -v texinfo.tex’:\n\n     texinfo.tex:     69.3% -- replaced with texinfo.tex.gz\n\n   The following command will find all regular ‘.gz’ files in the\ncurrent directory and subdirectories (skipping file names that contain"},
    {"src": '/usr/share/info/gzip.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-gzip@gnu.org')],
     "text": "You can use the ‘--quiet’ option to suppress the warning.\n\n\u001f\nFile: gzip.info,  Node: Problems,  Next: GNU Free Documentation License,  Prev: Tapes,  Up: Top\n\n7 Reporting Bugs\n****************\n\nIf you find a bug in ‘gzip’, please send electronic mail to\n<bug-gzip@gnu.org>.  Include the version number, which you can find by\nrunning ‘gzip -V’.  Also include in your message the hardware and\noperating system, the compiler used to compile ‘gzip’, a description of\nthe bug behavior, and the input to ‘gzip’ that triggered the bug."},
    {"src": '/usr/share/info/time.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-time@gnu.org')],
     "text": "     nobody:/dev/null\n     etc-files:nobody\n     misc-group:nobody\n     0.07user 0.50system 0:06.69elapsed 8%CPU (0avgtext+489avgdata 324maxresident)k\n     46inputs+7outputs (43major+251minor)pagefaults 0swaps\n\n   Mail suggestions and bug reports for GNU 'time' to\n'bug-time@gnu.org'.  Please include the version of 'time', which you can\nget by running 'time --version', and the operating system and C compiler\nyou used.\n\n* Menu:\n\n* Setting Format::      Selecting the information reported by 'time'.\n* Format String::\tThe information 'time' can report."},
    {"src": '/usr/share/info/time.info.gz', "labels": [],
     "text": "File: time.info,  Node: Examples,  Next: Accuracy,  Prev: Redirecting,  Up: Resource Measurement\n\n1.4 Examples\n============\n\nRun the command 'wc /etc/hosts' and show the default information:\n\n     eg$ time wc /etc/hosts\n           35     111    1134 /etc/hosts\n     0.00user 0.01system 0:00.04elapsed 25%CPU (0avgtext+0avgdata 0maxresident)k\n     1inputs+1outputs (0major+0minor)pagefaults 0swaps\n\nRun the command 'ls -Fs' and show just the user, system, and wall-clock\ntime:\n\n     eg$ time -f \"\\t%E real,\\t%U user,\\t%S sys\" ls -Fs\n     total 16"},
    {"src": '/usr/share/info/time.info.gz', "labels": [],
     "text": "number of signals to the file 'log', reading the format string from the\nenvironment variable 'TIME':\n\n     eg$ export TIME=\"\\t%E,\\t%k\" # If using bash or ksh\n     eg$ setenv TIME \"\\t%E,\\t%k\" # If using csh or tcsh\n     eg$ time -a -o log emacs .bashrc\n     eg$ cat log\n             0:16.55,        726\n\nRun the command 'sleep 4' and show all of the information about it\nverbosely:\n\n     eg$ time -v sleep 4\n             Command being timed: \"sleep 4\"\n             User time (seconds): 0.00\n             System time (seconds): 0.05\n             Percent of CPU this job got: 1%"},
    {"src": '/usr/share/info/time.info.gz', "labels": [],
     "text": "     eg$ time -v sleep 4\n             Command being timed: \"sleep 4\"\n             User time (seconds): 0.00\n             System time (seconds): 0.05\n             Percent of CPU this job got: 1%\n             Elapsed (wall clock) time (h:mm:ss or m:ss): 0:04.26\n             Average shared text size (kbytes): 36\n             Average unshared data size (kbytes): 24\n             Average stack size (kbytes): 0\n             Average total size (kbytes): 60\n             Maximum resident set size (kbytes): 32\n             Average resident set size (kbytes): 24"},
    {"src": '/usr/share/info/ed.info.gz', "labels": [('EMAIL_ADDRESS', 'bug-ed@gnu.org')],
     "text": "There are probably bugs in 'ed'. There are certainly errors and omissions\nin this manual. If you report them, they will get fixed. If you don't, no\none will ever know about them and they will remain unfixed for all\neternity, if not longer.\n\n   If you find a bug in 'ed', please send electronic mail to\n<bug-ed@gnu.org>. Include the version number, which you can find by running\n'ed --version'.\n\n\u001f\nFile: ed.info,  Node: GNU Free Documentation License,  Prev: Problems,  Up: Top\n\n11 GNU Free Documentation License\n*********************************\n\n                       Version 1.3, 3 November 2008"},
    {"src": '/usr/share/info/bc.info.gz', "labels": [('EMAIL_ADDRESS', 'Steve.Sommars@att.com'), ('EMAIL_ADDRESS', 'bug-bc@gnu.org')],
     "text": "'bc' implementations and the POSIX draft standard.  Command line options\ncan cause these extensions to print a warning or to be rejected.  This\ndocument describes the language accepted by this processor.  Extensions\nwill be identified as such.\n\n   The author would like to thank Steve Sommars\n(<Steve.Sommars@att.com>) for his extensive help in testing the\nimplementation.  Many great suggestions were given.  This is a much\nbetter product due to his involvement.\n\n   Email bug reports to <bug-bc@gnu.org>.  Be sure to include the word\n\"bc\" somewhere in the \"Subject:\" field."},
    {"src": '/usr/share/postgresql/15/pg_hba.conf.sample', "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')],
     "text": "@remove-line-for-nolocal@# \"local\" is for Unix domain socket connections only\n@remove-line-for-nolocal@local   all             all                                     @authmethodlocal@\n# IPv4 local connections:\nhost    all             all             127.0.0.1/32            @authmethodhost@\n# IPv6 local connections:\nhost    all             all             ::1/128                 @authmethodhost@\n# Allow replication connections from localhost, by a user with the\n# replication privilege.\n@remove-line-for-nolocal@local   replication     all                                     @authmethodlocal@"},
    {"src": '/usr/share/postgresql/15/pg_hba.conf.sample', "labels": [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')],
     "text": "host    all             all             ::1/128                 @authmethodhost@\n# Allow replication connections from localhost, by a user with the\n# replication privilege.\n@remove-line-for-nolocal@local   replication     all                                     @authmethodlocal@\nhost    replication     all             127.0.0.1/32            @authmethodhost@\nhost    replication     all             ::1/128                 @authmethodhost@\n"},
    {"src": '/usr/share/glib-2.0/schemas/org.gnome.system.proxy.gschema.xml', "labels": [('IP_ADDRESS', '127.0.0.0'), ('IP_ADDRESS', '::1')],
     "text": "        URL that provides proxy configuration values. When mode is\n        “auto”, this URL is used to look up proxy information for all\n        protocols.\n      </description>\n    </key>\n    <key name=\"ignore-hosts\" type=\"as\">\n      <default>[ 'localhost', '127.0.0.0/8', '::1' ]</default>\n      <summary>Non-proxy hosts</summary>\n      <description>\n        This key contains a list of hosts which are connected to directly,\n        rather than via the proxy (if it is active). The values can be\n        hostnames, domains (using an initial wildcard like *.foo.com), IP host"},
    {"src": '/usr/share/glib-2.0/schemas/org.gnome.system.proxy.gschema.xml', "labels": [('IP_ADDRESS', '192.168.0.0')],
     "text": "        rather than via the proxy (if it is active). The values can be\n        hostnames, domains (using an initial wildcard like *.foo.com), IP host\n        addresses (both IPv4 and IPv6) and network addresses with a netmask\n        (something like 192.168.0.0/24).\n      </description>\n    </key>\n    <key name=\"use-same-proxy\" type=\"b\">\n      <default>true</default>\n      <summary>Use HTTP proxy for all protocols</summary>\n      <description>\n        Whether to use the HTTP proxy for all protocols or not."},
    {"src": '/usr/share/groff/1.22.4/tmac/zh.tmac', "labels": [('EMAIL_ADDRESS', 'sadhen1992@gmail.com')],
     "text": ".\\\" Chinese localization for groff\n.\\\"\n.\\\" Copyright (C) 2015-2018 Free Software Foundation, Inc.\n.\\\"   Written by Darcy SHEN <sadhen1992@gmail.com>\n.\\\"   using 'ja.tmac' as a template\n.\\\"\n.\\\" This file is part of groff.\n.\\\"\n.\\\" groff is free software; you can redistribute it and/or modify it\n.\\\" under the terms of the GNU General Public License as published by\n.\\\" the Free Software Foundation, either version 3 of the License, or"},
    {"src": '/usr/share/groff/1.22.4/tmac/zh.tmac', "labels": [('EMAIL_ADDRESS', 'groff@gnu.org')],
     "text": ".\\\" or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public\n.\\\" License for more details.\n.\\\"\n.\\\" You should have received a copy of the GNU General Public License\n.\\\" along with this program.  If not, see\n.\\\" <http://www.gnu.org/licenses/>.\n.\\\"\n.\\\" Please send comments to groff@gnu.org.\n.\n.\n.\\\" The following rules work for both zh_CN and zh_TW.\n.\n.\\\" Locale string\n.\n.ds locale chinese\\\"\n.\n.\n.class [CJKprepunct] \\\n  , : ; > } \\\n  \\[u2026] \\[u201D] \\\n  \\[u3001] \\[u3002] \\[u3009] \\[u300B] \\[u300D] \\[u300F] \\[u3011] \\\n  \\[uFF01] \\[uFF09] \\[uFF0C] \\[uFF1A] \\[uFF1B] \\[uFF1F]"},
    {"src": '/usr/share/groff/1.22.4/tmac/an-ext.tmac', "labels": [('EMAIL_ADDRESS', 'esr@thyrsus.com'), ('EMAIL_ADDRESS', 'wl@gnu.org')],
     "text": ".\\\" an-ext.tmac\n.\\\"\n.\\\" Copyright (C) 2007-2018 Free Software Foundation, Inc.\n.\\\"\n.\\\" Written by Eric S. Raymond <esr@thyrsus.com>\n.\\\"            Werner Lemberg <wl@gnu.org>\n.\\\"\n.\\\" You may freely use, modify and/or distribute this file.\n.\\\"\n.\\\" The code below provides extension macros for the 'man' macro\n.\\\" package.  Care has been taken to make the code portable; groff\n.\\\" extensions are properly hidden so that all troff implementations can"},
    {"src": '/usr/share/aclocal/nls.m4', "labels": [('EMAIL_ADDRESS', 'drepper@cygnus.com'), ('EMAIL_ADDRESS', 'haible@clisp.cons.org')],
     "text": "dnl Please note that the actual code of the GNU gettext library is covered\ndnl by the GNU Lesser General Public License, and the rest of the GNU\ndnl gettext package is covered by the GNU General Public License.\ndnl They are *not* in the public domain.\n\ndnl Authors:\ndnl   Ulrich Drepper <drepper@cygnus.com>, 1995-2000.\ndnl   Bruno Haible <haible@clisp.cons.org>, 2000-2003.\n\nAC_PREREQ([2.50])\n\nAC_DEFUN([AM_NLS],\n[\n  AC_MSG_CHECKING([whether NLS is requested])\n  dnl Default is enabled NLS\n  AC_ARG_ENABLE([nls],\n    [  --disable-nls           do not use Native Language Support],"},
    {"src": '/usr/share/git-core/contrib/hooks/update-paranoid', "labels": [('EMAIL_ADDRESS', 'john.doe@example.com')],
     "text": "\"users/$this_user.acl\" from the $acl_branch commit of $acl_git ODB.\nThe acl file is a git-config style file, but uses a slightly more\nrestricted syntax as the Perl parser contained within this script\nis not nearly as permissive as git-config.\n\nExample:\n\n  [user]\n    committer = John Doe <john.doe@example.com>\n    committer = John R. Doe <john.doe@example.com>\n\n  [repository \"acls\"]\n    allow = heads/master\n    allow = CDUR for heads/jd/\n    allow = C    for ^tags/v\\\\d+$\n\nFor all new commit or tag objects the committer (or tagger) line\nwithin the object must exactly match one of the user.committer"},
    {"src": '/usr/share/gnupg/help.ru.txt', "labels": [('EMAIL_ADDRESS', 'ineiev@gnu.org')],
     "text": "# help.ru.txt - Russian GnuPG online help\n# Copyright (C) 2007 Free Software Foundation, Inc.\n# Copyright (C) 2016 Ineiev <ineiev@gnu.org> (translation)\n#\n# This file is part of GnuPG.\n#\n# GnuPG is free software; you can redistribute it and/or modify\n# it under the terms of the GNU General Public License as published by\n# the Free Software Foundation; either version 3 of the License, or"},
    {"src": '/usr/share/gnupg/help.ru.txt', "labels": [('EMAIL_ADDRESS', 'vp@test.ru')],
     "text": ".gpg.keygen.valid.okay\nОтвечайте \"да\" или \"нет\".\n.\n\n\n.gpg.keygen.name\nВведите имя владельца ключа.\nСимволы \"<\" и \">\" недопустимы.\nПример: Вася Пушкин\n.\n\n\n.gpg.keygen.email\nВведите, пожалуйста, адрес электронной почты (необязательно,\nно очень рекомендуется).\nПример: vp@test.ru\n.\n\n.gpg.keygen.comment\nВведите, пожалуйста, необязательное примечание.\nСимволы \"(\" и \")\" недопустимы.\nВ общем и целом оно не нужно.\n.\n\n\n.gpg.keygen.userid.cmd\n# (Keep a leading empty line)\n\nN  сменить имя.\nC  сменить примечание.\nE  сменить адрес.\nO  продолжить создание ключа."},
    {"src": '/usr/share/gnupg/help.de.txt', "labels": [('EMAIL_ADDRESS', 'heinrichh@duesseldorf.de')],
     "text": "Geben Sie \"ja\" oder \"nein\" ein\n.\n\n.gpg.keygen.name\nGeben Sie den Namen des Schlüsselinhabers ein.\nBeispiel: Heinrich Heine.\n.\n\n.gpg.keygen.email\nGeben Sie eine Email-Adresse ein. Dies ist zwar nicht unbedingt notwendig,\naber sehr empfehlenswert.\nBeispiel: heinrichh@duesseldorf.de\n.\n\n.gpg.keygen.comment\nGeben Sie - bei Bedarf - einen Kommentar ein.\n.\n\n.gpg.keygen.userid.cmd\nN  um den Namen zu ändern.\nK  um den Kommentar zu ändern.\nE  um die Email-Adresse zu ändern.\nF  um mit der Schlüsselerzeugung fortzusetzen.\nB  um die Schlüsselerzeugung abbrechen."},
    {"src": '/usr/share/tcltk/tk8.6/bgerror.tcl', "labels": [('EMAIL_ADDRESS', 'das@users.sourceforge.net'), ('EMAIL_ADDRESS', 'patthoyts@users.sourceforge.net')],
     "text": "#\tstack trace, and possible do something more interesting with that\n#\ttrace (like save it to a log).  This is adapted from work done by\n#\tDonal K. Fellows.\n#\n# Copyright (c) 1998-2000 by Ajuba Solutions.\n# Copyright (c) 2007 by ActiveState Software Inc.\n# Copyright (c) 2007 Daniel A. Steffen <das@users.sourceforge.net>\n# Copyright (c) 2009 Pat Thoyts <patthoyts@users.sourceforge.net>\n\nnamespace eval ::tk::dialog::error {\n    namespace import -force ::tk::msgcat::*\n    namespace export bgerror\n    option add *ErrorDialog.function.text [mc \"Save To Log\"] \\\n\twidgetDefault"},
    {"src": '/usr/share/tcltk/tk8.6/msgs/el.msg', "labels": [('EMAIL_ADDRESS', 'petasis@iit.demokritos.gr')],
     "text": "## Messages for the Greek (Hellenic - \"el\") language.\n## Please report any changes/suggestions to:\n##    petasis@iit.demokritos.gr\n\nnamespace eval ::tk {\n    ::msgcat::mcset el \"&Abort\"              \"\\u03a4\\u03b5\\u03c1\\u03bc\\u03b1\\u03c4\\u03b9\\u03c3\\u03bc\\u03cc\\u03c2\"\n    ::msgcat::mcset el \"About...\"           \"\\u03a3\\u03c7\\u03b5\\u03c4\\u03b9\\u03ba\\u03ac...\"\n    ::msgcat::mcset el \"All Files\"          \"\\u038c\\u03bb\\u03b1 \\u03c4\\u03b1 \\u0391\\u03c1\\u03c7\\u03b5\\u03af\\u03b1\""},
    {"src": '/usr/share/xml/iso-codes/iso_3166-2.xml', "labels": [('EMAIL_ADDRESS', 'mckinstry@computer.org'), ('EMAIL_ADDRESS', 'bubulle@debian.org'), ('EMAIL_ADDRESS', 'toddy@debian.org'), ('EMAIL_ADDRESS', 'lidaobing@gmail.com'), ('EMAIL_ADDRESS', 'alexis@ortsa.com')],
     "text": "For some countries the standard also lists a second level of\nregional divisions (e.g. for BE, FR, GB, IT, etc.). The codes\nfor these regional divisions are shown as 'XX YYYY', i.e. with a\nspace character instead of the '-'.\n\nCopyright (C) 2004-2006 Alastair McKinstry <mckinstry@computer.org>\nCopyright (C) 2004, 2007 Christian Perrier <bubulle@debian.org>\nCopyright (C) 2005-2007 Tobias Quathamer <toddy@debian.org>\nCopyright (C) 2007, 2009 LI Daobing <lidaobing@gmail.com>\nCopyright (C) 2007-2010 Alexis Darrasse <alexis@ortsa.com>\n\n    This file is free software; you can redistribute it and/or"},
    {"src": '/usr/share/xml/iso-codes/iso_639-5.xml', "labels": [('EMAIL_ADDRESS', 'pander@opentaal.org')],
     "text": "WARNING: THIS FILE IS DEPRECATED.\n\nPLEASE USE THE JSON DATA INSTEAD.\n\nUsually, this data can be found in /usr/share/iso-codes/json.\n\nThis file gives a list of all languages in the ISO 639-5\nstandard, and is used to provide translations via gettext\n\nCopyright © 2014 Pander <pander@opentaal.org>\n\n    This file is free software; you can redistribute it and/or\n    modify it under the terms of the GNU Lesser General Public\n    License as published by the Free Software Foundation; either\n    version 2.1 of the License, or (at your option) any later version."},
    {"src": '/usr/share/postgresql/15/man/man1/psql.1.gz', "labels": [],
     "text": "is sent to the server as a single request\\&. Because of this, the server executes it as a single transaction even if the string contains multiple\nSQL\ncommands, unless there are explicit\n\\fBBEGIN\\fR/\\fBCOMMIT\\fR\ncommands included in the string to divide it into multiple transactions\\&. (See\nSection\\ \\&55.2.2.1\nfor more details about how the server handles multi\\-query strings\\&.)\n.sp\nIf having several commands executed in one transaction is not desired, use repeated\n\\fB\\-c\\fR\ncommands or feed multiple commands to\npsql\\*(Aqs standard input, either using\necho"},
    {"src": '/usr/share/postgresql/15/man/man1/psql.1.gz', "labels": [],
     "text": ".RS 4\nPrints the evaluated arguments to standard output, separated by spaces and followed by a newline\\&. This can be useful to intersperse information in the output of scripts\\&. For example:\n.sp\n.if n \\{\\\n.RS 4\n.\\}\n.nf\n=> \\fB\\eecho `date`\\fR\nTue Oct 26 21:40:57 CEST 1999\n.fi\n.if n \\{\\\n.RE\n.\\}\n.sp\nIf the first argument is an unquoted\n\\-n\nthe trailing newline is not written (nor is the first argument)\\&.\n.if n \\{\\\n.sp\n.\\}\n.RS 4\n.it 1 an-trap\n.nr an-no-space-flag 1\n.nr an-break-flag 1\n.br\n.ps +1\n\\fBTip\\fR\n.ps -1"},
    {"src": '/opt/skills/guides/go/networking/go_networking_48ec36e8c984.txt', "labels": [('EMAIL_ADDRESS', 'ak@synflood.at')],
     "text": "See godoc for more details.\n\n \n \n\nMinimum Go version required is 1.5 except for pcapgo/EthernetHandle, afpacket, and bsdbpf which need at least 1.9 due to x/sys/unix dependencies.\n\nOriginally forked from the gopcap project written by Andreas\nKrennmair ak@synflood.at ( http://github.com/akrennmair/gopcap ).\n\n \n\n Expand ▾ \n Collapse ▴ \n \n \n\n \n \n \n \n \n\n \n\n \n Documentation\n ¶ \n \n\n \n \n \n \n\n \n\n \n \n\n \n \nOverview ¶ \n\n \n \n Basic Usage \n\n \n Reading Packets From A Source \n\n \n Lazy Decoding \n\n \n NoCopy Decoding \n\n \n Pointers To Known Layers "},
    {"src": '/opt/skills/guides/go/networking/go_networking_9e4565994761.txt', "labels": [],
     "text": "Save this file as main.go in the same directory alongside counter.c and\n gen.go .\n\nBuilding and running the Go application &para; \n\nNow main.go is in place, we can finally compile and run our Go application!\n\n % go build && sudo ./ebpf-test\n 2023/09/20 17:18:43 Counting incoming packets on eth0.. \n 2023/09/20 17:18:47 Received 0 packets \n 2023/09/20 17:18:48 Received 4 packets \n 2023/09/20 17:18:49 Received 11 packets \n 2023/09/20 17:18:50 Received 15 packets \n \n\nGenerate some traffic on eth0 and you should see the counter increase."},
    {"src": '/usr/share/python3/debpython/option.py', "labels": [('EMAIL_ADDRESS', 'piotr@debian.org')],
     "text": "# -*- coding: UTF-8 -*-\n# Copyright © 2010-2012 Piotr Ożarowski <piotr@debian.org>\n#\n# Permission is hereby granted, free of charge, to any person obtaining a copy\n# of this software and associated documentation files (the \"Software\"), to deal\n# in the Software without restriction, including without limitation the rights\n# to use, copy, modify, merge, publish, distribute, sublicense, and/or sell"},
    {"src": '/usr/share/fontconfig/conf.avail/65-fonts-persian.conf', "labels": [('EMAIL_ADDRESS', 'license@farsiweb.info')],
     "text": "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<!--\n  fonts-persian.conf\n  To configure Persian fonts from The FarsiWeb Project.\n\n  Copyright (C) 2005  Sharif FarsiWeb, Inc. <license@farsiweb.info>\n\n  Permission to use, copy, modify, distribute, and sell this software and its\n  documentation for any purpose is hereby granted without fee, provided that\n  the above copyright notice appear in all copies and that both that\n  copyright notice and this permission notice appear in supporting"},
    {"src": '/usr/share/apport/package-hooks/openssh-client.py', "labels": [('EMAIL_ADDRESS', 'chuck.short@canonical.com')],
     "text": "'''apport hook for openssh-client\n\n(c) 2010 Canonical Ltd.\nAuthor: Chuck Short <chuck.short@canonical.com>\n\nThis program is free software; you can redistribute it and/or modify it\nunder the terms of the GNU General Public License as published by the\nFree Software Foundation; either version 2 of the License, or (at your\noption) any later version.  See http://www.gnu.org/copyleft/gpl.html for"},
    {"src": '/usr/share/build-essential/list', "labels": [],
     "text": "This list attempts to document the set of build-essential packages as\nwell as possible.  However, it is not authoritative (actually, there\nis no authoritative list at all); the definition of the\n\"build-essential\" class of packages given in Debian Policy Manual\n(version >= 3.6.1.1), section 4 \"Source packages\" (more precisely\nsubsection 4.2 \"Package relationships\") is the definitive answer.\nHere's the definition (as of Policy 3.6.1.1):\n\n    It is not necessary to explicitly specify build-time relationships\n    on a minimal set of packages that are always needed to compile,"},
    {"src": '/usr/share/build-essential/list', "labels": [],
     "text": "libc6-dev [!alpha !ia64 !hurd-i386] | libc0.3-dev [hurd-i386] | libc6.1-dev [alpha ia64] | libc-dev\n  Provides the ISO C standard library\n  Indirectly depended on by g++, but we'll ignore\n  it since libc6-dev is used for non-C++ programs too.\n\nlibc6-dev-sparc64 [sparc]\n  Used only on the sparc architecture.\n\ngcc (>= 4:10.2)\ng++ (>= 4:10.2)\n\n  NOTE:\n  The libstdc++ -dev library is not needed, as g++ depends on it\n\nmake\n  Also depended on by dpkg-dev, but make does warrant its own\n  dependency since debian/rules will need it even if dpkg-dev\n  stopped depending on it\n\ndpkg-dev (>= 1.17.11)"},
    {"src": '/usr/share/maven-repo/commons-cli/commons-cli/1.5.0/commons-cli-1.5.0.pom', "labels": [],
     "text": "\t\t<commons.surefire-report.version>3.0.0-M5</commons.surefire-report.version>\n\t\t<commons.surefire.version>3.0.0-M5</commons.surefire.version>\n\t\t<commons.felix.version>5.1.2</commons.felix.version>\n\t\t<biz.aQute.bndlib.version>6.0.0</biz.aQute.bndlib.version>\n\t\t<spotbugs.plugin.version>4.4.2.2</spotbugs.plugin.version>\n\t\t<spotbugs.impl.version>4.4.2</spotbugs.impl.version>\n\t\t<commons.animal-sniffer.version>1.20</commons.animal-sniffer.version>\n\t\t<commons.japicmp.version>0.15.3</commons.japicmp.version>\n\t\t<clirr.skip>true</clirr.skip>\n\t\t<findbugs.skip>true</findbugs.skip>"},
    {"src": '/usr/share/dbus-1/interfaces/org.freedesktop.PackageKit.xml', "labels": [('IP_ADDRESS', '127.0.0.1')],
     "text": "        </doc:doc>\n      </arg>\n      <arg type=\"s\" name=\"no_proxy\" direction=\"in\">\n        <doc:doc>\n          <doc:summary>\n            <doc:para>\n              The comma seporated list of sites to not use the proxy for, e.g.\n              <doc:tt>127.0.0.1,localmirror.org</doc:tt>.\n            </doc:para>\n          </doc:summary>\n        </doc:doc>\n      </arg>\n      <arg type=\"s\" name=\"pac\" direction=\"in\">\n        <doc:doc>\n          <doc:summary>\n            <doc:para>\n              The PAC file for the proxy, e.g."},
    {"src": '/usr/share/postgresql/15/man/man7/ALTER_TABLE.7.gz', "labels": [],
     "text": "Further locks must also be held on all sub\\-partitions if the table being attached is itself a partitioned table\\&. Likewise if the default partition is itself a partitioned table\\&. The locking of the sub\\-partitions can be avoided by adding a\nCHECK\nconstraint as described in\nSection\\ \\&5.11.2.2\\&.\n.RE\n.PP\nDETACH PARTITION \\fIpartition_name\\fR [ CONCURRENTLY | FINALIZE ]\n.RS 4\nThis form detaches the specified partition of the target table\\&. The detached partition continues to exist as a standalone table, but no longer has any ties to the table from which it was detached\\&. Any indexes that were attached to the target table\\*(Aqs indexes are detached\\&. Any triggers that were created as clones of those in the target table are removed\\&."},
    {"src": '/usr/share/source-highlight/javalog.lang', "labels": [('EMAIL_ADDRESS', 'mark@stonethree.com')],
     "text": "# provided by Mark Silberbauer <mark@stonethree.com>\n\nvardef basic_time = '[[:digit:]]{2}:[[:digit:]]{2}:[[:digit:]]{2}'\n\ncomment = '^INFO:'\nkeyword = '^WARNING:','^SEVERE:.*', '^Exception[[:blank:]]in[[:blank:]]thread.*'\nstring = '^[[:blank:]]{8}at.*'\n\nspecialchar = '[[:digit:]]{4}/[[:digit:]]{2}/[[:digit:]]{2}', $basic_time, '[[:digit:]]{1}:[[:digit:]]{2}:[[:digit:]]{2}[[:blank:]](AM|PM)', '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[[:blank:]][[:digit:]]{1,2},[[:blank:]]20[[:digit:]]{2}'"},
    {"src": '/usr/share/groff/1.22.4/tmac/mdoc/doc-common', "labels": [],
     "text": ".ds doc-operating-system-OpenBSD-6.5  6.5\n.ds doc-operating-system-OpenBSD-6.6  6.6\n.ds doc-operating-system-FreeBSD-1.0     1.0\n.ds doc-operating-system-FreeBSD-1.1     1.1\n.ds doc-operating-system-FreeBSD-1.1.5   1.1.5\n.ds doc-operating-system-FreeBSD-1.1.5.1 1.1.5.1\n.ds doc-operating-system-FreeBSD-2.0     2.0\n.ds doc-operating-system-FreeBSD-2.0.5   2.0.5\n.ds doc-operating-system-FreeBSD-2.1     2.1\n.ds doc-operating-system-FreeBSD-2.1.5   2.1.5\n.ds doc-operating-system-FreeBSD-2.1.6   2.1.6\n.ds doc-operating-system-FreeBSD-2.1.7   2.1.7"},
    {"src": '/usr/share/lintian/overrides/libjpeg62-turbo', "labels": [('EMAIL_ADDRESS', 'dcommander@users.sourceforge.net')],
     "text": "# Debian has libjpeg62 and it's IJG libjpeg, this one is libjpeg-turbo...\nlibjpeg62-turbo: package-name-doesnt-match-sonames libjpeg62\n\n# upstream (DRC <dcommander@users.sourceforge.net>) states that the below issue\n# can be ignored, see:\n# http://bugs.debian.org/cgi-bin/bugreport.cgi?bug=612341#255\nlibjpeg62-turbo: exit-in-shared-library [usr/lib/x86_64-linux-gnu/libjpeg.so.62.3.0]\n"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "\n   A block size specification preceded by ‘'’ causes output sizes to be\ndisplayed with thousands separators.  The ‘LC_NUMERIC’ locale specifies\nthe thousands separator and grouping.  For example, in an American\nEnglish locale, ‘--block-size=\"'1kB\"’ would cause a size of 1234000\nbytes to be displayed as ‘1,234’.  In the default C locale, there is no\nthousands separator so a leading ‘'’ has no effect.\n\n   An integer block size can be followed by a suffix to specify a\nmultiple of that size.  A bare size letter, or one followed by ‘iB’,"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "     $ printf '\\376\\117\\202' | basenc --base16\n     FE4F82\n\n     $ printf '\\376\\117\\202' | basenc --base2lsbf\n     011111111111001001000001\n\n     $ printf '\\376\\117\\202' | basenc --base2msbf\n     111111100100111110000010\n\n     $ printf '\\376\\117\\202\\000' | basenc --z85"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "          Preserve in the destination files any links between\n          corresponding source files.  Note that with ‘-L’ or ‘-H’, this\n          option can convert symbolic links to hard links.  For example,\n               $ mkdir c; : > a; ln -s a b; cp -aH a b c; ls -i1 c\n               74161745 a\n               74161745 b\n          Note the inputs: ‘b’ is a symlink to regular file ‘a’, yet the\n          files in destination directory, ‘c/’, are hard-linked.  Since\n          ‘-a’ implies ‘--no-dereference’ it would copy the symlink, but\n          the later ‘-H’ tells ‘cp’ to dereference the command line"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "     the following form in the C locale:\n\n          7287+1 records in\n          116608+0 records out\n          59703296 bytes (60 MB, 57 MiB) copied, 0.0427974 s, 1.4 GB/s\n\n     The notation ‘W+P’ stands for W whole blocks and P partial blocks.\n     A partial block occurs when a read or write operation succeeds but\n     transfers less data than the block size.  An additional line like\n     ‘1 truncated record’ or ‘10 truncated records’ is output after the"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "     while kill -s USR1 $pid 2>/dev/null; do sleep 1; done\n\n   The above script will output in the following format:\n\n     3441325+0 records in\n     3441325+0 records out\n     3441325000 bytes (3.4 GB, 3.2 GiB) copied, 1.00036 s, 3.4 GB/s\n     5000000+0 records in\n     5000000+0 records out\n     5000000000 bytes (5.0 GB, 4.7 GiB) copied, 1.44433 s, 3.5 GB/s"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "‘-d TIME’\n‘--date=TIME’\n     Use TIME instead of the current time.  It can contain month names,\n     time zones, ‘am’ and ‘pm’, ‘yesterday’, etc.  For example,\n     ‘--date=\"2020-07-21 14:19:13.489392193 +0530\"’ specifies the\n     instant of time that is 489,392,193 nanoseconds after July 21, 2020\n     at 2:19:13 PM in a time zone that is 5 hours and 30 minutes east of\n     UTC.  *Note Date input formats::.  File systems that do not support\n     high-resolution timestamps silently ignore any excess precision\n     here."},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "as the time for the other files instead of as a file name.  Although\nthis obsolete behavior can be controlled with the ‘_POSIX2_VERSION’\nenvironment variable (*note Standards conformance::), portable scripts\nshould avoid commands whose behavior depends on this variable.  For\nexample, use ‘touch ./12312359 main.c’ or ‘touch -t 12312359 main.c’\nrather than the ambiguous ‘touch 12312359 main.c’.\n\n   An exit status of zero indicates success, and a nonzero value\nindicates failure.\n"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "timestamps are truncated toward minus infinity.\n\n     zero pad:\n       $ stat -c '[%015Y]' /usr\n       [000001288929712]\n     space align:\n       $ stat -c '[%15Y]' /usr\n       [     1288929712]\n       $ stat -c '[%-15Y]' /usr\n       [1288929712     ]"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "     134 134.5 150 200 300 600 1200 1800 2400 4800 9600 19200 38400\n     ‘exta’ ‘extb’.  ‘exta’ is the same as 19200; ‘extb’ is the same as\n     38400.  Many systems, including GNU/Linux, support higher speeds.\n     The ‘stty’ command includes support for speeds of 57600, 115200,\n     230400, 460800, 500000, 576000, 921600, 1000000, 1152000, 1500000,\n     2000000, 2500000, 3000000, 3500000, or 4000000 where the system\n     supports these.  0 hangs up the line if ‘-clocal’ is set.\n\n\u001f\nFile: coreutils.info,  Node: printenv invocation,  Next: tty invocation,  Prev: stty invocation,  Up: Working context"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "     GNU extension.\n‘%M’\n     minute (‘00’...‘59’)\n‘%N’\n     nanoseconds (‘000000000’...‘999999999’).  This is a GNU extension.\n‘%p’\n     locale’s equivalent of either ‘AM’ or ‘PM’; blank in many locales.\n     Noon is treated as ‘PM’ and midnight as ‘AM’.\n‘%P’\n     like ‘%p’, except lower case.  This is a GNU extension."},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "     human consumption.  This is a GNU extension.  As a special case,\n     ‘%-N’ outputs only enough trailing digits to not lose information,\n     assuming that the timestamp’s resolution is the same as the current\n     hardware clock.  For example, if the hardware clock resolution is 1\n     microsecond, ‘%s.%-N’ outputs something like ‘1640890100.395710’.\n\n‘_’\n     (underscore) Pad with spaces; useful if you need a fixed number of\n     characters in the output, but zeros are too distracting.  This is a\n     GNU extension."},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "‘--date=DATESTR’\n     Display the date and time specified in DATESTR instead of the\n     current date and time.  DATESTR can be in almost any common format.\n     It can contain month names, time zones, ‘am’ and ‘pm’, ‘yesterday’,\n     etc.  For example, ‘--date=\"2020-07-21 14:19:13.489392193 +0530\"’\n     specifies the instant of time that is 489,392,193 nanoseconds after\n     July 21, 2020 at 2:19:13 PM in a time zone that is 5 hours and 30\n     minutes east of UTC.\n     Note: input currently must be in locale independent format.  E.g.,\n     the LC_TIME=C below is needed to print back the correct date in"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "* Time zone items::              UTC, -0700, +0900, ...\n* Combined date and time of day items:: 2020-07-21T20:02:00,000000-0400\n* Day of week items::            Monday and others\n* Relative items in date strings:: next tuesday, 2 years ago\n* Pure numbers in date strings:: 20200721, 1440\n* Seconds since the Epoch::      @1595289600\n* Specifying time zone rules::   TZ=\"America/New_York\", TZ=\"UTC0\"\n* Authors of parse_datetime::    Bellovin, Eggert, Salz, Berets, et al.\n\nVersion sorting order"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "\n     ‘full-iso’\n          List timestamps in full using ISO 8601-like date, time, and\n          time zone components with nanosecond precision, e.g.,\n          ‘2020-07-21 23:45:56.477817180 -0400’.  This style is\n          equivalent to ‘+%Y-%m-%d %H:%M:%S.%N %z’.\n\n          This is useful because the time output includes all the\n          information that is available from the operating system.  For\n          example, this can help explain ‘make’’s behavior, since GNU"},
    {"src": '/usr/share/info/coreutils.info.gz', "labels": [],
     "text": "\n     ‘full-iso’\n          List timestamps in full using ISO 8601-like date, time, and\n          time zone components with nanosecond precision, e.g.,\n          ‘2020-07-21 23:45:56.477817180 -0400’.  This style is\n          equivalent to ‘+%Y-%m-%d %H:%M:%S.%N %z’.\n\n     ‘long-iso’\n          List ISO 8601 date and time components with minute precision,\n          e.g., ‘2020-07-21 23:45’.  These timestamps are shorter than"},
    {"src": '/usr/share/package-lists/nuget.tsv', "labels": [],
     "text": "Antlr4.Runtime\t4.6.6\traw.github.com/tunnelvisionlabs/antlr4cs/master/LICENSE.txt\tThe runtime library for parsers generated by the C# target of ANTLR 4. This package supports projects targeting .NET 2.0 or newer, [antlr antlr4 parsing]\t4.6.6\nAntlr4.Runtime.Standard\t4.13.1\tBSD-3-Clause\tThe .NET Core C# ANTLR 4 runtime from the ANTLR Organization [antlr parsing grammar]\t4.13.0 4.13.1\nAntlr4BuildTasks\t8.13.0\traw.githubusercontent.com/kaby76/antlr4cs/master/LICENSE.txt\tDerivative of Harwell's Antrl4cs: contains \"ITask\" wrapper for Msbuild, schemas for setting Antlr4 file properties, and a separate [antlr antlr4 parsing]\t8.13.0\nAnyAscii\t0.3.3\tISC\tUnicode to ASCII transliteration [unicode ascii transliteration utf8 romanization slug emoji u]\t0.3.3\nAnyOf\t0.5.0.1\tMIT\tUse the AnyOf<TFirst, TSecond, ...> type to handle multiple defined types as input parameters for methods. [AnyOf types]\t0.4.0 0.5.0.1\nApache.Arrow\t23.0.0\tApache-2.0\tApache Arrow is a cross-language development platform for in-memory data. It specifies a standardized language-independent columna [apache arrow]\t14.0.2 18.0.0 22.1.0 23.0.0\nApache.Arrow.Compression\t23.0.0\tApache-2.0\tProvides decompression support for the Arrow IPC format [apache arrow]\t23.0.0\nApache.Arrow.Flight\t23.0.0\tApache-2.0\tPackage Description [apache arrow]\t23.0.0"},
    {"src": '/usr/share/package-lists/nuget.tsv', "labels": [],
     "text": "AvsAn\t3.2.0\t\tFind the english language indeterminate article ('a' or 'an') for a word. Based on real usage patterns extracted from the wikipedi [english NLP text-processing library indeterminate-article Av]\t3.2.0\nAwesomeAssertions\t9.6.0\tApache-2.0\tA fork of FluentAssertions. [MSTest2 xUnit NUnit MSpec TUnit TDD BDD Fluent netstandard u]\t7.2.1 8.2.0 9.6.0\nAWSSDK.Core\t4.1.0\tApache-2.0\tThe Amazon Web Services SDK for .NET - Core Runtime [AWS Amazon cloud aws-sdk-v4]\t3.7.202.18 3.7.402 3.7.501.1 4.0.3.3 4.0.100.2 4.0.100.6 4.0.100.7 4.0.100.8 4.0.100.9 4.0.101 4.0.101.1 4.0.102 4.0.102.1 4.0.102.2 4.0.102.3 4.0.102.4 4.0.102.5 4.0.102.6 4.0.102.7 4.0.102.8 4.0.102.9 4.0.102.10 4.0.102.11 4.0.102.12 4.0.102.13 4.0.102.14 4.0.102.15 4.0.102.16 4.0.102.17 4.0.102.18 4.0.102.19 4.1.0\nAWSSDK.DynamoDBv2\t4.1.0\tApache-2.0\tThe Amazon Web Services SDK for .NET - Amazon DynamoDB [AWS Amazon cloud DynamoDB aws-sdk-v4]\t3.3.105.15 4.0.103.2 4.0.103.3 4.0.103.4 4.0.103.5 4.0.103.6 4.0.103.7 4.0.103.8 4.0.104 4.0.105 4.0.106 4.0.107 4.0.107.1 4.0.107.2 4.0.108 4.0.109 4.0.109.1 4.0.109.2 4.0.109.3 4.0.110 4.0.110.1 4.0.110.2 4.0.110.3 4.1.0\nAWSSDK.EC2\t4.0.132.2\tApache-2.0\tThe Amazon Web Services SDK for .NET - Amazon Elastic Compute Cloud [AWS Amazon cloud EC2 aws-sdk-v4]\t4.0.129.1 4.0.130 4.0.131 4.0.132 4.0.132.1 4.0.132.2"},
    {"src": '/usr/share/package-lists/installed-python.txt', "labels": [],
     "text": "# kinds: python java-maven node kotlin-maven scala-maven solidity python-native python-svc java-maven-svc node-svc python-kernels\napt\tadduser\t3.134\napt\tadwaita-icon-theme\t43-1\napt\talsa-topology-conf\t1.2.5.1-2\napt\talsa-ucm-conf\t1.2.8-1\napt\tappstream\t0.16.1-2\napt\tapt\t2.6.1\napt\tapt-transport-https\t2.6.1\napt\tat-spi2-common\t2.46.0-5"},
]


def real_spans(text, labels):
    spans = []
    for ent, s in labels:
        for m in re.finditer(re.escape(s), text):
            a, b = m.start(), m.end()
            pre = text[a - 1] if a else " "
            post = text[b] if b < len(text) else " "
            post2 = text[b + 1] if b + 1 < len(text) else " "
            if ent == EM:
                if re.match(r"[\w.+-]", pre) or re.match(r"[\w-]", post) or (post == "." and re.match(r"\w", post2)):
                    continue
            else:
                if re.match(r"[\w.:]", pre) or re.match(r"\w", post) or (post == "." and post2.isdigit()) or (post == ":" and re.match(r"[0-9a-fA-F:]", post2) and ":" in s):
                    continue
            spans.append({"entity": ent, "start": a, "end": b})
    spans.sort(key=lambda s: (s["start"], s["end"]))
    return spans


def real_template(src):
    base = os.path.basename(src)
    base = re.sub(r"\.gz$", "", base)
    base = re.sub(r"[^A-Za-z0-9]+", "-", base).strip("-").lower()
    return "b7r-" + base


def assemble(parts, region):
    text, spans = "", []
    for p in parts:
        if isinstance(p, tuple):
            ent, s = p
            sp = {"entity": ent, "start": len(text), "end": len(text) + len(s)}
            if ent == PH:
                sp["valid"] = phone_valid(s, region)
            spans.append(sp)
            text += s
        else:
            text += p
    return text, spans


def build(rng):
    g = Gen(rng)
    recs = []
    locs = sorted(LOCALES)
    skipped = 0
    for k in range(N_PII):
        loc = locs[k % len(locs)]
        c = Ctx(g, loc)
        for attempt in range(30):
            name, fn = rng.choice(PII_GENRES)
            parts = fn(c)
            text, spans = assemble(parts, c.region)
            if spans and not leaks(text, spans) and len(text) < 3000:
                break
        else:
            skipped += 1
            continue
        recs.append({"locale": loc, "spans": spans, "template": "b7-" + name, "text": text})
    free_locs = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pt_BR", "pl_PL", "sv_SE"]
    for k in range(N_FREE):
        f = g.fakers[free_locs[k % len(free_locs)]]
        for attempt in range(50):
            name, fn = rng.choice(FREE_GENRES)
            text = fn(rng, f)
            if not leaks(text, []):
                break
        else:
            skipped += 1
            continue
        recs.append({"locale": "", "spans": [], "template": "b7f-" + name, "text": text})
    for sn in REAL_SNIPPETS:
        spans = real_spans(sn["text"], sn["labels"])
        recs.append({"locale": "en_US" if spans else "", "spans": spans, "template": real_template(sn["src"]), "text": sn["text"]})
    rng.shuffle(recs)
    out = []
    for i, r in enumerate(recs):
        r = dict(r)
        r["id"] = "blind7-%05d" % i
        out.append(r)
    if skipped:
        print("skipped %d drafts" % skipped, file=sys.stderr)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args(argv)
    check_versions()
    out = os.path.abspath(a.out)
    if os.path.exists(out) and not a.force:
        sys.exit("%s exists; use --force to overwrite" % out)
    recs = build(random.Random(SEED))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %d records to %s" % (len(recs), out))


if __name__ == "__main__":
    main()
