#!/usr/bin/env python3
"""Build the blind PII evaluation set ``benchmarks/data/pii_blind6/blind6.jsonl``.

The set is written apart from the detector, without reading it, and is meant
only to score it.  The build is deterministic: one ``random.Random(SEED)``
drives everything (each Faker instance is seeded from it in a fixed order),
the clock is never read and nothing depends on hash order.

Usage:  python scripts/make_pii_blind6.py [--out PATH] [--force]
"""
import argparse
import ipaddress
import json
import os
import random
import re
import sys

SEED = 6061721
N_PII = 1100
N_FREE = 420
EXPECT_FAKER = "40.0.0"
EXPECT_PN = "9.0.43"
DEFAULT_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                           "benchmarks", "data", "pii_blind6", "blind6.jsonl")


def check_versions():
    try:
        import faker
        import phonenumbers
        import stdnum  # noqa: F401
    except ImportError as exc:  # pragma: no cover
        sys.exit("missing dependency: %s" % exc)
    if faker.VERSION != EXPECT_FAKER or phonenumbers.__version__ != EXPECT_PN:
        sys.exit("need Faker==%s and phonenumbers==%s, found %s and %s"
                 % (EXPECT_FAKER, EXPECT_PN, faker.VERSION, phonenumbers.__version__))


# --------------------------------------------------------------------------
# locales: (faker locale, phone region, phrase language)
LOCALES = [
    ("en_US", "US", "en"), ("en_CA", "CA", "en"), ("fr_CA", "CA", "fr"), ("es_MX", "MX", "es"),
    ("es_AR", "AR", "es"), ("es_CO", "CO", "es"), ("es_CL", "CL", "es"), ("pt_BR", "BR", "pt"),
    ("en_GB", "GB", "en"), ("en_IE", "IE", "en"), ("de_DE", "DE", "de"), ("de_AT", "AT", "de"),
    ("de_CH", "CH", "de"), ("fr_FR", "FR", "fr"), ("fr_BE", "BE", "fr"), ("nl_NL", "NL", "nl"),
    ("nl_BE", "BE", "nl"), ("es_ES", "ES", "es"), ("it_IT", "IT", "it"), ("pt_PT", "PT", "pt"),
    ("pl_PL", "PL", "pl"), ("cs_CZ", "CZ", "cs"), ("hu_HU", "HU", "hu"), ("ro_RO", "RO", "ro"),
    ("el_GR", "GR", "el"), ("sv_SE", "SE", "sv"), ("no_NO", "NO", "no"), ("da_DK", "DK", "da"),
    ("fi_FI", "FI", "fi"), ("ru_RU", "RU", "ru"), ("uk_UA", "UA", "uk"), ("tr_TR", "TR", "tr"),
    ("ja_JP", "JP", "ja"), ("ko_KR", "KR", "ko"), ("zh_CN", "CN", "zh"), ("zh_TW", "TW", "zt"),
    ("hi_IN", "IN", "hi"), ("en_IN", "IN", "en"), ("th_TH", "TH", "th"), ("vi_VN", "VN", "vi"),
    ("id_ID", "ID", "id"), ("en_PH", "PH", "en"), ("he_IL", "IL", "he"), ("ar_SA", "SA", "ar"),
    ("ar_AE", "AE", "ar"), ("fa_IR", "IR", "fa"), ("en_PK", "PK", "en"), ("en_NG", "NG", "en"),
    ("en_KE", "KE", "en"), ("zu_ZA", "ZA", "en"), ("ar_EG", "EG", "ar"), ("tw_GH", "GH", "en"),
    ("en_AU", "AU", "en"), ("en_NZ", "NZ", "en"),
]

KEYS = ("tel mob fax email contact hours order date total card regards hello callus orwrite name "
        "address invoice transfer hotline urgent questions holder or monfri forsale price callme "
        "reserve abroad").split()
PHRASES = {
    "en": "Phone|Mobile|Fax|Email|Contact|Opening hours|Order no.|Date|Total|Card number|Best regards|Hi|Call us at|or write to|Name|Address|Invoice|Please transfer the amount to|Free hotline|For urgent matters|Any questions?|Account holder|or|Mon–Fri|For sale|Price|Call or text me|Reservations|From abroad",
    "de": "Telefon|Mobil|Fax|E-Mail|Kontakt|Öffnungszeiten|Bestellnr.|Datum|Gesamt|Kartennummer|Mit freundlichen Grüßen|Hallo|Rufen Sie uns an unter|oder schreiben Sie an|Name|Adresse|Rechnung|Bitte überweisen Sie den Betrag auf|Kostenlose Hotline|In dringenden Fällen|Fragen?|Kontoinhaber|oder|Mo–Fr|Zu verkaufen|Preis|Anruf oder SMS an|Reservierungen|Aus dem Ausland",
    "fr": "Téléphone|Portable|Fax|Courriel|Contact|Horaires d'ouverture|N° de commande|Date|Total|Numéro de carte|Cordialement|Bonjour|Appelez-nous au|ou écrivez à|Nom|Adresse|Facture|Merci de virer le montant sur|Numéro vert|En cas d'urgence|Des questions ?|Titulaire du compte|ou|Lun–Ven|À vendre|Prix|Appelez ou envoyez un SMS au|Réservations|Depuis l'étranger",
    "es": "Teléfono|Móvil|Fax|Correo electrónico|Contacto|Horario|N.º de pedido|Fecha|Total|Número de tarjeta|Saludos cordiales|Hola|Llámenos al|o escríbanos a|Nombre|Dirección|Factura|Por favor, transfiera el importe a|Línea gratuita|Para urgencias|¿Preguntas?|Titular de la cuenta|o|Lun–Vie|Se vende|Precio|Llama o manda WhatsApp al|Reservas|Desde el extranjero",
    "pt": "Telefone|Celular|Fax|E-mail|Contato|Horário de funcionamento|Pedido nº|Data|Total|Número do cartão|Atenciosamente|Olá|Ligue para|ou escreva para|Nome|Endereço|Fatura|Por favor, transfira o valor para|Linha gratuita|Para urgências|Dúvidas?|Titular da conta|ou|Seg–Sex|Vende-se|Preço|Ligue ou mande mensagem|Reservas|Do exterior",
    "it": "Telefono|Cellulare|Fax|E-mail|Contatti|Orari di apertura|N. ordine|Data|Totale|Numero carta|Cordiali saluti|Ciao|Chiamaci al|oppure scrivi a|Nome|Indirizzo|Fattura|Si prega di bonificare l'importo su|Numero verde|Per urgenze|Domande?|Intestatario|oppure|Lun–Ven|Vendo|Prezzo|Chiama o scrivi su WhatsApp|Prenotazioni|Dall'estero",
    "nl": "Telefoon|Mobiel|Fax|E-mail|Contact|Openingstijden|Bestelnr.|Datum|Totaal|Kaartnummer|Met vriendelijke groet|Hoi|Bel ons op|of mail naar|Naam|Adres|Factuur|Gelieve het bedrag over te maken op|Gratis hulplijn|Voor dringende zaken|Vragen?|Rekeninghouder|of|Ma–Vr|Te koop|Prijs|Bel of app|Reserveren|Vanuit het buitenland",
    "pl": "Telefon|Komórka|Faks|E-mail|Kontakt|Godziny otwarcia|Nr zamówienia|Data|Razem|Numer karty|Z poważaniem|Cześć|Zadzwoń do nas|lub napisz na|Imię i nazwisko|Adres|Faktura|Prosimy o przelew na konto|Bezpłatna infolinia|W pilnych sprawach|Pytania?|Właściciel rachunku|lub|Pn–Pt|Sprzedam|Cena|Dzwoń lub pisz SMS|Rezerwacje|Z zagranicy",
    "cs": "Telefon|Mobil|Fax|E-mail|Kontakt|Otevírací doba|Č. objednávky|Datum|Celkem|Číslo karty|S pozdravem|Ahoj|Volejte nám na|nebo pište na|Jméno|Adresa|Faktura|Částku prosím uhraďte na účet|Bezplatná linka|V naléhavých případech|Dotazy?|Majitel účtu|nebo|Po–Pá|Prodám|Cena|Volejte nebo pište SMS|Rezervace|Ze zahraničí",
    "hu": "Telefon|Mobil|Fax|E-mail|Kapcsolat|Nyitvatartás|Rendelésszám|Dátum|Összesen|Kártyaszám|Üdvözlettel|Szia|Hívjon minket|vagy írjon ide|Név|Cím|Számla|Kérjük, utalja az összeget erre a számlára|Ingyenes zöldszám|Sürgős esetben|Kérdése van?|Számlatulajdonos|vagy|H–P|Eladó|Ár|Hívj vagy írj SMS-t|Asztalfoglalás|Külföldről",
    "ro": "Telefon|Mobil|Fax|E-mail|Contact|Program|Nr. comandă|Data|Total|Număr card|Cu stimă|Salut|Sunați-ne la|sau scrieți-ne la|Nume|Adresă|Factură|Vă rugăm să transferați suma în contul|Linie gratuită|Pentru urgențe|Întrebări?|Titular cont|sau|Lun–Vin|Vând|Preț|Sună sau trimite SMS|Rezervări|Din străinătate",
    "el": "Τηλέφωνο|Κινητό|Φαξ|Email|Επικοινωνία|Ωράριο|Αρ. παραγγελίας|Ημερομηνία|Σύνολο|Αριθμός κάρτας|Με εκτίμηση|Γεια σας|Καλέστε μας στο|ή γράψτε μας στο|Όνομα|Διεύθυνση|Τιμολόγιο|Παρακαλούμε καταθέστε το ποσό στον λογαριασμό|Δωρεάν γραμμή|Για επείγοντα|Ερωτήσεις;|Δικαιούχος|ή|Δευ–Παρ|Πωλείται|Τιμή|Τηλέφωνο ή SMS|Κρατήσεις|Από το εξωτερικό",
    "sv": "Telefon|Mobil|Fax|E-post|Kontakt|Öppettider|Ordernr|Datum|Totalt|Kortnummer|Med vänliga hälsningar|Hej|Ring oss på|eller mejla|Namn|Adress|Faktura|Vänligen betala beloppet till|Kostnadsfri kundtjänst|Vid akuta ärenden|Frågor?|Kontoinnehavare|eller|Mån–Fre|Säljes|Pris|Ring eller sms:a|Bordsbokning|Från utlandet",
    "no": "Telefon|Mobil|Faks|E-post|Kontakt|Åpningstider|Ordrenr.|Dato|Totalt|Kortnummer|Med vennlig hilsen|Hei|Ring oss på|eller send e-post til|Navn|Adresse|Faktura|Vennligst overfør beløpet til|Gratis kundeservice|Ved hastesaker|Spørsmål?|Kontoinnehaver|eller|Man–Fre|Selges|Pris|Ring eller send SMS|Bordbestilling|Fra utlandet",
    "da": "Telefon|Mobil|Fax|E-mail|Kontakt|Åbningstider|Ordrenr.|Dato|I alt|Kortnummer|Med venlig hilsen|Hej|Ring til os på|eller skriv til|Navn|Adresse|Faktura|Overfør venligst beløbet til|Gratis hotline|I akutte tilfælde|Spørgsmål?|Kontohaver|eller|Man–Fre|Sælges|Pris|Ring eller sms|Bordbestilling|Fra udlandet",
    "fi": "Puhelin|Matkapuhelin|Faksi|Sähköposti|Yhteystiedot|Aukioloajat|Tilausnro|Päivämäärä|Yhteensä|Kortin numero|Ystävällisin terveisin|Hei|Soita meille|tai kirjoita osoitteeseen|Nimi|Osoite|Lasku|Maksathan summan tilille|Maksuton asiakaspalvelu|Kiireellisissä asioissa|Kysyttävää?|Tilinomistaja|tai|Ma–Pe|Myydään|Hinta|Soita tai tekstaa|Pöytävaraukset|Ulkomailta",
    "ru": "Телефон|Моб.|Факс|Эл. почта|Контакты|Часы работы|Заказ №|Дата|Итого|Номер карты|С уважением|Здравствуйте|Звоните нам|или пишите на|Имя|Адрес|Счёт|Просим перевести сумму на счёт|Бесплатная горячая линия|По срочным вопросам|Есть вопросы?|Владелец счёта|или|Пн–Пт|Продаю|Цена|Звоните или пишите|Бронирование|Из-за рубежа",
    "uk": "Телефон|Моб.|Факс|Ел. пошта|Контакти|Графік роботи|Замовлення №|Дата|Разом|Номер картки|З повагою|Вітаю|Телефонуйте|або пишіть на|Ім'я|Адреса|Рахунок|Просимо перерахувати суму на рахунок|Безкоштовна гаряча лінія|З термінових питань|Маєте питання?|Власник рахунку|або|Пн–Пт|Продам|Ціна|Дзвоніть або пишіть|Бронювання|З-за кордону",
    "tr": "Telefon|Cep|Faks|E-posta|İletişim|Çalışma saatleri|Sipariş no|Tarih|Toplam|Kart numarası|Saygılarımla|Merhaba|Bizi arayın|ya da yazın|Ad Soyad|Adres|Fatura|Lütfen tutarı şu hesaba gönderin|Ücretsiz destek hattı|Acil durumlar için|Sorunuz mu var?|Hesap sahibi|veya|Pzt–Cum|Satılık|Fiyat|Arayın ya da mesaj atın|Rezervasyon|Yurt dışından",
    "ja": "電話|携帯|FAX|メール|お問い合わせ|営業時間|注文番号|日付|合計|カード番号|よろしくお願いいたします|こんにちは|お電話は|またはメール|氏名|住所|請求書|下記口座へお振込みください|フリーダイヤル|お急ぎの場合|ご質問は？|口座名義|または|月〜金|売ります|価格|電話またはSMSで|ご予約|海外から",
    "ko": "전화|휴대폰|팩스|이메일|문의|영업시간|주문번호|날짜|합계|카드번호|감사합니다|안녕하세요|전화 문의|또는 이메일|이름|주소|청구서|아래 계좌로 입금해 주세요|무료 상담전화|긴급 문의|궁금한 점?|예금주|또는|월–금|판매합니다|가격|전화나 문자 주세요|예약|해외에서",
    "zh": "电话|手机|传真|邮箱|联系我们|营业时间|订单号|日期|合计|卡号|此致敬礼|您好|请致电|或发邮件至|姓名|地址|发票|请将款项汇至|免费热线|紧急情况请联系|有疑问？|户名|或|周一至周五|出售|价格|电话或短信|预订|境外拨打",
    "zt": "電話|手機|傳真|電子郵件|聯絡我們|營業時間|訂單編號|日期|合計|卡號|敬祝 順心|您好|請來電|或來信至|姓名|地址|發票|請將款項匯至|免付費專線|緊急聯絡|有問題嗎？|戶名|或|週一至週五|出售|價格|來電或傳簡訊|訂位|海外撥打",
    "hi": "फ़ोन|मोबाइल|फ़ैक्स|ईमेल|संपर्क|खुलने का समय|ऑर्डर नं.|दिनांक|कुल|कार्ड नंबर|सादर|नमस्ते|हमें कॉल करें|या लिखें|नाम|पता|बिल|कृपया राशि इस खाते में भेजें|टोल-फ़्री हेल्पलाइन|आपात स्थिति में|कोई सवाल?|खाताधारक|या|सोम–शुक्र|बिक्री के लिए|कीमत|कॉल या मैसेज करें|बुकिंग|विदेश से",
    "th": "โทร|มือถือ|แฟกซ์|อีเมล|ติดต่อเรา|เวลาทำการ|เลขที่คำสั่งซื้อ|วันที่|รวม|หมายเลขบัตร|ขอแสดงความนับถือ|สวัสดีครับ|โทรหาเราที่|หรืออีเมล|ชื่อ|ที่อยู่|ใบแจ้งหนี้|กรุณาโอนเงินเข้าบัญชี|สายด่วนฟรี|กรณีเร่งด่วน|มีคำถาม?|ชื่อบัญชี|หรือ|จ.–ศ.|ขาย|ราคา|โทรหรือส่งข้อความ|จองโต๊ะ|จากต่างประเทศ",
    "vi": "Điện thoại|Di động|Fax|Email|Liên hệ|Giờ mở cửa|Mã đơn hàng|Ngày|Tổng cộng|Số thẻ|Trân trọng|Xin chào|Gọi cho chúng tôi|hoặc gửi thư tới|Họ tên|Địa chỉ|Hóa đơn|Vui lòng chuyển khoản tới|Đường dây nóng miễn phí|Trường hợp khẩn cấp|Có thắc mắc?|Chủ tài khoản|hoặc|T2–T6|Cần bán|Giá|Gọi hoặc nhắn Zalo|Đặt bàn|Từ nước ngoài",
    "id": "Telepon|HP|Faks|Email|Kontak|Jam buka|No. pesanan|Tanggal|Total|Nomor kartu|Salam hormat|Halo|Hubungi kami di|atau kirim email ke|Nama|Alamat|Faktur|Silakan transfer ke rekening|Layanan bebas pulsa|Untuk keperluan mendesak|Ada pertanyaan?|Atas nama|atau|Sen–Jum|Dijual|Harga|Telp/WA|Reservasi|Dari luar negeri",
    "he": "טלפון|נייד|פקס|דוא\"ל|צור קשר|שעות פתיחה|מס' הזמנה|תאריך|סה\"כ|מספר כרטיס|בברכה|שלום|התקשרו אלינו|או כתבו ל|שם|כתובת|חשבונית|נא להעביר את הסכום לחשבון|קו חינם|במקרים דחופים|שאלות?|שם בעל החשבון|או|א'–ה'|למכירה|מחיר|להתקשר או לשלוח הודעה|הזמנות|מחו\"ל",
    "ar": "هاتف|جوال|فاكس|البريد الإلكتروني|اتصل بنا|ساعات العمل|رقم الطلب|التاريخ|الإجمالي|رقم البطاقة|مع أطيب التحيات|مرحباً|اتصلوا بنا على|أو راسلونا على|الاسم|العنوان|فاتورة|يرجى تحويل المبلغ إلى الحساب|الخط المجاني|للحالات العاجلة|لديك سؤال؟|اسم صاحب الحساب|أو|الأحد–الخميس|للبيع|السعر|اتصل أو واتساب|الحجوزات|من خارج البلاد",
    "fa": "تلفن|موبایل|فکس|ایمیل|تماس با ما|ساعات کاری|شماره سفارش|تاریخ|جمع کل|شماره کارت|با احترام|سلام|با ما تماس بگیرید|یا ایمیل بزنید به|نام|نشانی|فاکتور|لطفاً مبلغ را به این حساب واریز کنید|تلفن رایگان|موارد فوری|سؤالی دارید؟|صاحب حساب|یا|شنبه–چهارشنبه|فروشی|قیمت|تماس یا پیامک|رزرو|از خارج کشور",
}
# extension words that stay outside the span (per language); None = use in-span "ext."
EXT_OUT = {"de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel",
           "pl": "wew.", "cs": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線", "zh": "分机",
           "zt": "分機", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی", "sv": "anknytning",
           "da": "lokal", "no": "linje", "fi": "alanumero", "ro": "interior", "el": "εσωτ.", "he": "שלוחה",
           "ar": "تحويلة", "id": "ext", "hi": "एक्सटेंशन"}
EXT_IN = {"en": ["x", "ext.", "ext", "Ext.", "extension"], "es": ["anexo", "ext."], "ru": ["доб."],
          "uk": ["доб."], "id": ["ext."]}
IDD = {"US": "011", "CA": "011", "AU": "0011", "JP": "010", "RU": "8 10", "KR": "001", "BR": "0021",
       "CO": "009", "CL": "00", "AR": "00", "MX": "00", "NZ": "00", "TW": "002", "ID": "001",
       "TH": "001", "IL": "00", "KE": "000", "NG": "009", "UA": "00"}


# --------------------------------------------------------------------------
class Gen:
    def __init__(self, rng):
        import faker
        import phonenumbers as pn
        from stdnum import iban as stdiban
        from stdnum import numdb
        self.rng = rng
        self.pn = pn
        self.fakers = {}
        for loc, _reg, _lang in LOCALES:
            f = faker.Faker(loc)
            f.seed_instance(rng.randrange(2 ** 32))
            for prov in f.providers:
                for attr in ("cities",):
                    v = getattr(prov, attr, None)
                    if isinstance(v, (list, tuple)) and v and all(isinstance(x, str) for x in v):
                        setattr(prov, attr, tuple(sorted(v)))
            self.fakers[loc] = f
        self.stdiban = stdiban
        db = numdb.get("iban")
        # parse iban.dat through numdb info for all two-letter codes
        cands = []
        for a in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
            for b in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
                info = db.info(a + b)
                if info and info[0][1] and "bban" in info[0][1]:
                    cands.append((a + b, info[0][1]["bban"]))
        self.iban_countries = []
        r2 = random.Random(rng.randrange(2 ** 32))
        for cc, struct in cands:
            ok = False
            for _ in range(3000):
                if self._make_iban(r2, cc, struct):
                    ok = True
                    break
            if ok:
                self.iban_countries.append((cc, struct))

    # ---------------------------------------------------------------- IBAN
    def _make_iban(self, r, cc, struct):
        parts = []
        for n, t in re.findall(r"(\d+)!([nac])", struct):
            alpha = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                     "c": "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"}[t]
            if t == "c":
                alpha = "0123456789" * 3 + "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            parts.append("".join(r.choice(alpha) for _ in range(int(n))))
        bban = "".join(parts)
        num = cc + "00" + bban
        chk = self.stdiban.calc_check_digits(num)
        num = cc + chk + bban
        return num if self.stdiban.is_valid(num) else None

    def iban(self, r, cc=None):
        if cc is None or cc not in dict(self.iban_countries):
            cc, struct = r.choice(self.iban_countries)
        else:
            struct = dict(self.iban_countries)[cc]
        for _ in range(5000):
            v = self._make_iban(r, cc, struct)
            if v:
                return v
        raise RuntimeError(cc)

    # ---------------------------------------------------------------- cards
    BRANDS = [("Visa", ["4"], [16, 16, 16, 13, 19]), ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2720", "2551"], [16]),
              ("American Express", ["34", "37"], [15]), ("Diners Club", ["36", "300", "305", "38"], [14]),
              ("Discover", ["6011", "644", "65"], [16, 19]), ("JCB", ["3528", "3530", "3589"], [16, 19]),
              ("UnionPay", ["62"], [16, 17, 18, 19]), ("Maestro", ["5018", "5020", "6304", "6759", "6761"], [12, 13, 16, 19])]

    @staticmethod
    def luhn_ok(d):
        s = 0
        for i, ch in enumerate(reversed(d)):
            x = int(ch)
            if i % 2 == 1:
                x *= 2
                if x > 9:
                    x -= 9
            s += x
        return s % 10 == 0

    def card(self, r, brand=None):
        b = r.choice(self.BRANDS) if brand is None else [x for x in self.BRANDS if x[0] == brand][0]
        name, prefixes, lens = b
        n = r.choice(lens)
        p = r.choice(prefixes)
        body = p + "".join(r.choice("0123456789") for _ in range(n - len(p) - 1))
        for c in "0123456789":
            if self.luhn_ok(body + c):
                return name, body + c
        raise RuntimeError

    def card_fmt(self, r, name, d):
        n = len(d)
        style = r.random()
        sep = r.choice([" ", " ", " ", "-"])
        if style < 0.2:
            return d
        if name == "American Express" and n == 15 and style < 0.85:
            g = [4, 6, 5]
        elif name == "Diners Club" and n == 14 and style < 0.85:
            g = [4, 6, 4]
        elif n == 19 and name == "UnionPay" and style < 0.5:
            g = [6, 13]
        elif n == 16 and style > 0.9:
            g = r.choice([[8, 8], [4, 8, 4]])
        else:
            g = [4] * (n // 4) + ([n % 4] if n % 4 else [])
        out, i = [], 0
        for k in g:
            out.append(d[i:i + k])
            i += k
        return sep.join(out)

    # ---------------------------------------------------------------- IPs
    def ipv4(self, r):
        k = r.random()
        if k < 0.1:
            return r.choice(["127.0.0.1", "10.0.0.1", "192.168.1.1", "0.0.0.0", "255.255.255.0", "172.16.0.1"])
        if k < 0.3:
            return "%d.%d.%d.%d" % (r.choice([10, 192, 172]), *(r.randrange(256) for _ in range(3)))
        if k < 0.45:
            pre = r.choice(["192.0.2", "198.51.100", "203.0.113"])
            return "%s.%d" % (pre, r.randrange(1, 255))
        return "%d.%d.%d.%d" % (r.randrange(1, 224), r.randrange(256), r.randrange(256), r.randrange(1, 255))

    def ipv6(self, r):
        k = r.random()
        if k < 0.08:
            return r.choice(["::1", "::", "fe80::1", "2001:db8::1"])
        words = [r.randrange(65536) for _ in range(8)]
        if r.random() < 0.5:
            words[0] = r.choice([0x2001, 0x2a02, 0x2600, 0xfe80, 0x2409, 0x2c0f, 0xfd00])
        if words[0] == 0xfe80:
            words[1:4] = [0, 0, 0]
        if r.random() < 0.5:
            z = r.randrange(2, 6)
            s = r.randrange(1, 8 - z)
            for i in range(s, s + z):
                words[i] = 0
        a = ipaddress.IPv6Address(b"".join(w.to_bytes(2, "big") for w in words))
        if k < 0.18:
            return "::ffff:" + self.ipv4(r)
        if k < 0.3:
            return a.exploded
        if k < 0.4:
            return a.compressed.upper()
        return a.compressed

    # ---------------------------------------------------------------- e-mail
    def email(self, r, f):
        import unicodedata

        def ascii_(s):
            s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
            return re.sub(r"[^a-z0-9]", "", s.lower())
        first = ascii_(f.first_name()) or r.choice(["anna", "li", "omar", "mika", "sam"])
        last = ascii_(f.last_name()) or r.choice(["chen", "kim", "nguyen", "rossi", "ali"])
        k = r.random()
        if k < 0.3:
            local = first + r.choice([".", "_", "", "-"]) + last
        elif k < 0.45:
            local = first[0] + last + (str(r.randrange(1, 99)) if r.random() < 0.5 else "")
        elif k < 0.55:
            local = first + "+" + r.choice(["news", "shop", "2024", "bills", "work"])
        elif k < 0.7:
            local = r.choice(["info", "contact", "sales", "support", "office", "booking", "hr", "billing",
                              "kontakt", "contacto", "hello", "admin", "noreply", "reservas", "service"])
        else:
            local = first + str(r.randrange(1, 9999))
        try:
            dom = f.free_email_domain() if r.random() < 0.4 else f.domain_name()
        except Exception:
            dom = "example.com"
        dom = dom.lower()
        if not re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)+", dom):
            dom = last + ".example"
        if r.random() < 0.1:
            dom = r.choice(["mail.", "post.", "eu.", "mx."]) + dom
        e = local + "@" + dom
        if r.random() < 0.05:
            e = e[0].upper() + e[1:]
        return e

    # ---------------------------------------------------------------- phones
    def phone_number(self, r, region, kind=None):
        pn = self.pn
        T = pn.PhoneNumberType
        if kind is None:
            kind = r.choices(["fixed", "mobile", "toll"], [0.45, 0.45, 0.1])[0]
        tp = {"fixed": T.FIXED_LINE, "mobile": T.MOBILE, "toll": T.TOLL_FREE}[kind]
        ex = pn.example_number_for_type(region, tp) or pn.example_number_for_type(region, T.FIXED_LINE)
        nsn = pn.national_significant_number(ex)
        want_invalid = r.random() < 0.08
        for _ in range(400):
            keep = r.randint(1, 3) if len(nsn) > 6 else 1
            d = nsn[:keep] + "".join(r.choice("0123456789") for _ in range(len(nsn) - keep))
            if region == "IT" and kind == "fixed":
                pass
            try:
                num = pn.parse(d, region) if not nsn.startswith("0") or region == "IT" else pn.parse(d, region)
            except Exception:
                continue
            if num.country_code != ex.country_code:
                continue
            if region == "IT":
                num.italian_leading_zero = ex.italian_leading_zero
            v = pn.is_valid_number(num)
            if want_invalid:
                if pn.is_possible_number(num) and not v:
                    return num
            elif v and pn.number_type(num) in (tp, T.FIXED_LINE_OR_MOBILE):
                return num
        return ex

    def normalize_phone(self, s):
        s = re.sub(r"\s+", " ", s).strip()
        s = re.sub(r"\s*(?:x|ext\.?|Ext\.?|extension|anexo|доб\.)\s*\d+$", "", s)
        return s

    def phone_ok(self, s, region, num):
        try:
            p = self.pn.parse(self.normalize_phone(s), region)
        except Exception:
            return False
        return p.country_code == num.country_code and p.national_number == num.national_number

    def phone_fmt(self, r, num, region, style=None):
        pn = self.pn
        F = pn.PhoneNumberFormat
        nat = pn.format_number(num, F.NATIONAL)
        intl = pn.format_number(num, F.INTERNATIONAL)
        cc = str(num.country_code)
        rest = intl[len(cc) + 2:]
        nsn = pn.national_significant_number(num)
        md = pn.PhoneMetadata.metadata_for_region(region)
        styles = ["national", "national", "intl", "intl", "e164", "00", "idd", "trunk0", "paren_cc",
                  "dots", "dashes", "nosep", "slash", "regroup", "bracket_area", "nbsp", "intl_dash",
                  "nnbsp", "intl_nosp"]
        if style is None:
            style = r.choice(styles)
        s = None
        if style == "national":
            s = nat
        elif style == "intl":
            s = intl
        elif style == "e164":
            s = "+" + cc + nsn
        elif style == "00":
            s = "00" + cc + " " + rest
        elif style == "idd":
            s = IDD.get(region, "00") + " " + cc + " " + rest
        elif style == "trunk0" and md.national_prefix == "0":
            s = "+" + cc + " (0)" + rest
        elif style == "paren_cc":
            s = "(+" + cc + ") " + rest
        elif style == "dots":
            s = re.sub(r"[ \-]", ".", nat).replace("(", "").replace(")", "")
        elif style == "dashes":
            s = re.sub(r"[ .]", "-", nat).replace("(", "").replace(")", "").replace("--", "-")
        elif style == "nosep":
            s = re.sub(r"\D", "", nat)
        elif style == "slash" and " " in nat and not nat.startswith("("):
            a, b = nat.split(" ", 1)
            s = a + "/" + b.replace(" ", "")
        elif style == "regroup":
            digits = re.sub(r"\D", "", nat)
            k = r.choice([2, 3, 4])
            head, tail = digits[:k], digits[k:]
            g = r.choice([2, 3])
            s = head + " " + " ".join(tail[i:i + g] for i in range(0, len(tail), g))
        elif style == "bracket_area" and " " in nat and not nat.startswith("("):
            a, b = nat.split(" ", 1)
            s = "(" + a + ") " + b
        elif style == "nbsp":
            s = intl.replace(" ", "\u00a0")
        elif style == "nnbsp":
            s = nat.replace(" ", "\u202f")
        elif style == "intl_dash":
            s = "+" + cc + "-" + re.sub(r"[ ]", "-", rest)
        elif style == "intl_nosp":
            s = "+" + cc + " " + nsn
        if not s or not self.phone_ok(s, region, num):
            s = intl if r.random() < 0.5 else nat
            if not self.phone_ok(s, region, num):
                s = intl
        return s

    def phone_valid(self, s, region):
        return bool(self.pn.is_valid_number(self.pn.parse(self.normalize_phone(s), region)))


# --------------------------------------------------------------------------
class Builder:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []
        self.safe = []

    def t(self, s):
        self.buf.append(s)
        self.n += len(s)
        return self

    def span(self, ent, s, **extra):
        d = {"entity": ent, "start": self.n, "end": self.n + len(s)}
        d.update(extra)
        self.spans.append(d)
        self.t(s)

    def lk(self, s):
        """a look-alike (context shows it is no PII)"""
        self.safe.append((self.n, self.n + len(s)))
        self.t(s)

    def text(self):
        return "".join(self.buf)


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
IPV6_RE = re.compile(r"(?<![\w:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.\d{1,3}){0,3}(?![\w:])")
CARD_RE = re.compile(r"(?<!\d)\d(?:[ \-]?\d){11,18}(?!\d)")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}")
PHONE_LIKE_RE = re.compile(r"\+?\(?\d[\d \u00a0\u202f().\-/]{4,}\d")


# --------------------------------------------------------------------------
class Ctx:
    def __init__(self, g, r, loc, region, lang):
        self.g, self.r, self.loc, self.region, self.lang = g, r, loc, region, lang
        self.f = g.fakers[loc]
        self.L = dict(zip(KEYS, PHRASES[lang].split("|")))
        self.b = Builder()

    # text helpers
    def t(self, *parts):
        for p in parts:
            self.b.t(p)

    def lk(self, s):
        self.b.lk(s)

    def name(self):
        return self.f.name().replace("\n", " ")

    def company(self):
        try:
            return self.f.company().replace("\n", " ")
        except Exception:
            return self.f.last_name() + " & Co"

    def city(self):
        return self.f.city()

    def addr(self):
        self.lk(self.f.address().replace("\r", ""))

    def date(self):
        d = self.f.date_between_dates(date_start=_D0, date_end=_D1)
        fmt = {"en": "%d %b %Y", "de": "%d.%m.%Y", "ja": "%Y年%m月%d日", "zh": "%Y年%m月%d日",
               "zt": "%Y年%m月%d日", "ko": "%Y. %m. %d.", "hu": "%Y. %m. %d."}.get(self.lang, "%d/%m/%Y")
        if self.region in ("US", "PH"):
            fmt = "%m/%d/%Y"
        s = d.strftime(fmt)
        if self.lang == "en" and self.r.random() < 0.4:
            s = d.isoformat()
        self.lk(s)

    def money(self, lo=5, hi=3000):
        v = self.r.randrange(lo * 100, hi * 100) / 100
        cur = {"US": "$", "GB": "£", "JP": "¥", "IN": "₹", "KR": "₩", "CN": "¥"}.get(self.region, "")
        s = ("%s%.2f" % (cur, v)) if cur else ("%.2f %s" % (v, self.r.choice(["EUR", "€", "USD", "CHF", "kr", "zł"]) if self.region not in ("BR",) else "R$"))
        self.lk(s)

    def ordno(self):
        r = self.r
        s = r.choice(["A", "SO-", "ORD-", "#", "INV-", "W"]) + "".join(r.choice("0123456789") for _ in range(r.randint(4, 6))) + r.choice(["", "-" + r.choice("ABCDEFGHJK") + r.choice("XYZQW")])
        self.lk(s)

    # PII helpers
    def phone(self, kind=None, style=None, ext=None, wrap=False):
        g, r = self.g, self.r
        num = g.phone_number(r, self.region, kind)
        s = g.phone_fmt(r, num, self.region, style)
        tail_out = ""
        if ext is None:
            ext = r.random() < 0.06
        if ext:
            digits = str(r.randrange(2, 9999))
            if self.lang in EXT_IN and (r.random() < 0.7 or self.lang not in EXT_OUT):
                w = r.choice(EXT_IN[self.lang])
                s = s + (" " if w != "x" or r.random() < 0.5 else "") + w + (" " if r.random() < 0.7 or w == "x" else "") + digits
                if w == "x" and not s.endswith(" " + digits) and not re.search(r"x\d+$", s):
                    pass
            else:
                tail_out = ", " + EXT_OUT.get(self.lang, "ext") + " " + digits if r.random() < 0.5 else " (" + EXT_OUT.get(self.lang, "ext") + " " + digits + ")"
        if wrap and " " in s:
            idxs = [i for i, ch in enumerate(s) if ch == " "]
            i = r.choice(idxs)
            s = s[:i] + "\n" + s[i + 1:]
        if not g.phone_ok(s, self.region, num):
            s = g.pn.format_number(num, g.pn.PhoneNumberFormat.INTERNATIONAL)
        self.b.span("PHONE_NUMBER", s, valid=g.phone_valid(s, self.region))
        if tail_out:
            self.lk(tail_out)

    def phones(self, n=2):
        for i in range(n):
            if i:
                self.t(self.r.choice([" / ", " or " if self.lang == "en" else " " + self.L["or"] + " ", ", ", "/", "; "]))
            self.phone()

    def email(self, wrap=None):
        e = self.g.email(self.r, self.f)
        w = wrap if wrap is not None else self.r.choice(["", "", "", "", "<>", "mailto:", "()"])
        if w == "<>":
            self.t("<")
            self.b.span("EMAIL_ADDRESS", e)
            self.t(">")
        elif w == "()":
            self.t("(")
            self.b.span("EMAIL_ADDRESS", e)
            self.t(")")
        elif w == "mailto:":
            self.t("mailto:")
            self.b.span("EMAIL_ADDRESS", e)
        else:
            self.b.span("EMAIL_ADDRESS", e)

    def card(self, brand=None):
        name, d = self.g.card(self.r, brand)
        self.b.span("CREDIT_CARD", self.g.card_fmt(self.r, name, d))
        return name

    def iban(self, grouped=None):
        r = self.r
        local = self.region if self.region in dict(self.g.iban_countries) else None
        cc = local if (local and r.random() < 0.5) else None
        v = self.g.iban(r, cc)
        if grouped is None:
            grouped = r.random() < 0.55
        if grouped:
            v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        self.b.span("IBAN_CODE", v)

    def ip4(self):
        self.b.span("IP_ADDRESS", self.g.ipv4(self.r))

    def ip6(self):
        self.b.span("IP_ADDRESS", self.g.ipv6(self.r))

    def ip(self):
        (self.ip4 if self.r.random() < 0.6 else self.ip6)()


import datetime as _dt  # noqa: E402
_D0 = _dt.date(2019, 1, 1)
_D1 = _dt.date(2025, 12, 31)


# ------------------------------------------------------------------ genres
def g_footer(c):
    L = c.L
    c.t(c.company(), "\n")
    c.addr()
    c.t("\n", L["tel"], ": ")
    c.phone(kind="fixed")
    if c.r.random() < 0.5:
        c.t("\n", L["fax"], ": ")
        c.phone(kind="fixed")
    c.t("\n", L["email"], ": ")
    c.email(wrap="")
    c.t("\n", L["hours"], ": ", L["monfri"], " ")
    c.lk("9:00–18:00")


def g_signature(c):
    L = c.L
    c.t(L["regards"], ",\n\n", c.name(), "\n", c.f.job() if hasattr(c.f, "job") else "", "\n", c.company(), "\n")
    c.t(c.r.choice(["T ", L["tel"] + ": ", "☎ ", "Tel. "]))
    c.phone(kind="fixed")
    c.t("\n", c.r.choice(["M ", L["mob"] + ": ", "📱 "]))
    c.phone(kind="mobile")
    c.t("\n")
    c.email(wrap="")


def g_invoice(c):
    L = c.L
    c.t(L["invoice"], " ")
    c.ordno()
    c.t("\n", L["date"], ": ")
    c.date()
    c.t("\n", L["total"], ": ")
    c.money()
    c.t("\n\n", L["transfer"], ":\n", L["holder"], ": ", c.company(), "\nIBAN: ")
    c.iban()
    c.t("\nBIC: ", c.r.choice(["DEUTDEFF", "COBADEFFXXX", "BNPAFRPP", "INGBNL2A", "RABONL2U", "BSCHESMM", "UNCRITMM", "NDEAFIHH", "SWEDSESS", "RZBAATWW"]))
    c.t("\n\n", L["questions"], " ")
    c.phone()
    c.t(" · ")
    c.email()


def g_order_card(c):
    L = c.L
    c.t(L["order"], " ")
    c.ordno()
    c.t("\n", L["name"], ": ", c.name(), "\n")
    brand = c.r.choice(Gen.BRANDS)[0]
    c.t(brand, " — ", L["card"], ": ")
    c.card(brand)
    c.t("\n", c.r.choice(["Exp", "Gültig bis", "Vence", "Expira", "有効期限", "Exp."]), ": ")
    c.lk("%02d/%02d" % (c.r.randint(1, 12), c.r.randint(26, 31)))
    c.t("\n", L["email"], ": ")
    c.email(wrap="")
    c.t("\n", L["tel"], ": ")
    c.phone(kind="mobile")


def g_access_log(c):
    r = c.r
    for _ in range(r.randint(3, 7)):
        c.ip4() if r.random() < 0.75 else c.ip6()
        c.t(" - - [")
        c.lk("%02d/%s/20%02d:%02d:%02d:%02d +0000" % (r.randint(1, 28), r.choice(["Jan", "Mar", "Jun", "Oct"]), r.randint(20, 25), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)))
        c.t('] "', r.choice(["GET", "POST", "HEAD"]), " ", r.choice(["/", "/index.html", "/api/v2/items", "/login", "/wp-login.php", "/robots.txt", "/static/app.js"]), ' HTTP/1.1" ',
            r.choice(["200", "301", "404", "403", "500"]), " ")
        c.lk(str(r.randrange(100, 99999)))
        c.t(' "-" "', r.choice(["Mozilla/5.0", "curl/8.5.0", "Googlebot/2.1", "python-requests/2.31"]), '"\n')


def g_auth_log(c):
    r = c.r
    for _ in range(r.randint(2, 5)):
        c.lk("%s %2d %02d:%02d:%02d" % (r.choice(["Jan", "Feb", "Apr", "Sep", "Dec"]), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)))
        c.t(" web", str(r.randint(1, 9)), " sshd[")
        c.lk(str(r.randrange(1000, 99999)))
        c.t("]: ", r.choice(["Failed password for invalid user admin from ", "Accepted publickey for deploy from ", "Connection closed by ", "Disconnected from authenticating user root "]))
        c.ip()
        c.t(" port ")
        c.lk(str(r.randrange(1024, 65535)))
        c.t(" ssh2\n")


def g_csv(c):
    r = c.r
    hdr = r.choice([True, True, False])
    cols = r.sample(["name", "email", "phone", "ip", "city"], r.randint(3, 5))
    if "phone" not in cols:
        cols.append("phone")
    sep = r.choice([",", ";", "\t", "|"])
    if hdr:
        c.t(sep.join(cols), "\n")
    for _ in range(r.randint(2, 5)):
        for i, col in enumerate(cols):
            if i:
                c.t(sep)
            if col == "name":
                c.t(c.name())
            elif col == "email":
                c.email(wrap="")
            elif col == "phone":
                c.phone(style=r.choice(["e164", "national", "intl", "nosep"]))
            elif col == "ip":
                c.ip()
            else:
                c.t(c.city())
        c.t("\n")


def g_json(c):
    r = c.r
    c.t("{\n  \"id\": ")
    c.lk(str(r.randrange(10000, 999999)))
    c.t(",\n  \"name\": \"", c.name(), "\",\n  \"email\": \"")
    c.email(wrap="")
    c.t("\",\n  \"phone\": \"")
    c.phone(style=r.choice(["e164", "intl", "national"]))
    c.t("\",\n  \"last_login_ip\": \"")
    c.ip()
    c.t("\",\n  \"locale\": \"", c.loc, "\"\n}")


def g_sms(c):
    r = c.r
    L = c.L
    c.t(L["hello"], " ", c.f.first_name(), "! ", r.choice([L["callme"], L["callus"], L["tel"]]), " ")
    c.phone(kind="mobile")
    if r.random() < 0.4:
        c.t(" ", L["or"], " ")
        c.phone(kind="mobile")
    c.t(r.choice([" 🙂", ".", "!!", " thx", ""]))


def g_listing(c):
    L = c.L
    r = c.r
    item = r.choice(["iPhone 13", "Bosch", "IKEA", "Yamaha P-45", "Trek", "PS5", "Canon EOS", "Nintendo Switch"])
    c.t(L["forsale"], ": ", item, "\n", L["price"], ": ")
    c.money(20, 900)
    c.t("\n", c.city(), "\n", L["callme"], ": ")
    c.phone(kind="mobile", wrap=r.random() < 0.1)
    if r.random() < 0.5:
        c.t("\n", L["email"], ": ")
        c.email()


def g_form(c):
    L = c.L
    r = c.r
    c.t("--- ", r.choice(["Web form", "Formular", "Formulaire", "Formulario", "Form"]), " ---\n")
    c.t(L["name"], ": ", c.name(), "\n", L["email"], ": ")
    c.email(wrap="")
    c.t("\n", L["tel"], ": ")
    c.phone()
    c.t("\n", L["address"], ": ")
    c.addr()
    c.t("\nIP: ")
    c.ip()
    c.t("\n", L["date"], ": ")
    c.date()


def g_table(c):
    L = c.L
    r = c.r
    head = r.random() < 0.6
    if head:
        c.t(L["name"], " | ", L["tel"], " | ", L["email"], "\n", "-" * 10, "|", "-" * 12, "|", "-" * 12, "\n")
    for _ in range(r.randint(2, 5)):
        c.t(c.name(), " | ")
        c.phone()
        c.t(" | ")
        c.email(wrap="")
        c.t("\n")


def g_table_phones_only(c):
    r = c.r
    for _ in range(r.randint(3, 6)):
        c.t(r.choice([c.f.last_name(), c.city(), c.f.first_name()]), "\t")
        c.phone()
        c.t("\n")


def g_restaurant(c):
    L = c.L
    r = c.r
    c.t(c.f.last_name(), r.choice([" Bistro", " Trattoria", " Grill", " Café", " Kitchen", " Sushi"]), "\n")
    c.addr()
    c.t("\n", L["reserve"], ": ")
    c.phones(r.choice([1, 2]))
    c.t("\n", L["hours"], ": ")
    c.lk("12:00–15:00, 18:30–23:00")


def g_hotline(c):
    L = c.L
    r = c.r
    c.t(c.company(), "\n", L["hotline"], ": ")
    c.phone(kind="toll")
    c.t("\n", L["abroad"], ": ")
    c.phone(kind="fixed", style=r.choice(["intl", "00", "idd", "e164", "trunk0", "paren_cc", "nbsp", "intl_dash"]))
    c.t("\n", L["urgent"], ": ")
    c.phone(kind="mobile")


def g_vcard(c):
    r = c.r
    n = c.name()
    c.t("BEGIN:VCARD\nVERSION:3.0\nFN:", n, "\nORG:", c.company(), "\nTEL;TYPE=CELL:")
    c.phone(kind="mobile", style=r.choice(["e164", "intl"]))
    c.t("\nTEL;TYPE=WORK,VOICE:")
    c.phone(kind="fixed")
    c.t("\nEMAIL;TYPE=INTERNET:")
    c.email(wrap="")
    c.t("\nEND:VCARD")


def g_mail_headers(c):
    r = c.r
    c.t("Received: from mail", str(r.randint(1, 9)), ".", c.f.domain_name() if hasattr(c.f, "domain_name") else "example.org", " (")
    c.t("[")
    c.ip()
    c.t("])\n\tby mx.example.net with ESMTPS\nFrom: ", c.name(), " <")
    c.email(wrap="")
    c.t(">\nTo: ")
    c.email(wrap="<>")
    c.t("\nX-Originating-IP: [")
    c.ip4()
    c.t("]\nSubject: Re: ", r.choice(["invoice", "meeting", "Rechnung", "factura", "報告", "заказ"]))


def g_ticket(c):
    L = c.L
    r = c.r
    c.t("Ticket ")
    c.ordno()
    c.t(" — ", r.choice(["cannot log in", "payment failed", "VPN down", "Login fehlgeschlagen", "pago rechazado"]), "\n")
    c.t("Reporter: ", c.name(), " (")
    c.email(wrap="")
    c.t(")\nClient IP: ")
    c.ip()
    c.t("\nCallback: ")
    c.phone(ext=r.random() < 0.3)
    c.t("\n", r.choice(["Server ", "Gateway ", "Host "]))
    c.ip4()
    c.t(r.choice([" unreachable since ", " timed out at "]))
    c.lk("%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))


def g_netconf(c):
    r = c.r
    iface = r.choice(["eth0", "ens3", "wlan0", "enp0s31f6"])
    c.t(iface, ": flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 1500\n        inet ")
    c.ip4()
    c.t("  netmask ")
    c.b.span("IP_ADDRESS", r.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.254.0"]))
    c.t("  broadcast ")
    c.ip4()
    c.t("\n        inet6 ")
    c.b.span("IP_ADDRESS", "fe80::%x:%x:%x:%x" % tuple(r.randrange(65536) for _ in range(4)))
    c.t("  prefixlen 64  scopeid 0x20<link>\n        inet6 ")
    c.ip6()
    c.t("  prefixlen ", r.choice(["64", "128", "56"]), "\n")


def g_config(c):
    r = c.r
    c.t("# ", r.choice(["server config", "Konfiguration", "configuración"]), "\nlisten_address: ")
    c.ip4()
    c.t("\nupstream:\n  - \"[")
    c.ip6()
    c.t("]:", str(r.randrange(1024, 9999)), "\"\n  - ")
    c.ip4()
    c.t(":", str(r.randrange(1024, 9999)), "\nallow_from: ")
    c.ip4()
    c.t("/", r.choice(["8", "16", "24", "32"]), "\nadmin_email: ")
    c.email(wrap="")
    c.t("\nalert_sms: \"")
    c.phone(style="e164")
    c.t("\"\n")


def g_fw(c):
    r = c.r
    for _ in range(r.randint(2, 4)):
        c.t(r.choice(["iptables -A INPUT -s ", "ufw allow from ", "deny ", "ip6tables -A INPUT -s "]))
        c.ip()
        c.t(r.choice(["", "/24", "/32", "/64"]), r.choice([" -j DROP\n", " to any port 22\n", ";\n"]))


def g_job(c):
    L = c.L
    c.t(c.company(), " — ", c.f.job() if hasattr(c.f, "job") else "Job", "\n", c.city(), "\n\n", L["contact"], ": ", c.name(), "\n")
    c.email()
    c.t(" | ")
    c.phone()


def g_appointment(c):
    L = c.L
    r = c.r
    c.t(L["hello"], " ", c.f.first_name(), ",\n", r.choice(["Reminder: appointment on ", "Termin am ", "Rappel : rendez-vous le ", "Recordatorio: cita el ", "予約日: ", "预约日期: "]))
    c.date()
    c.t(" ")
    c.lk("%02d:%02d" % (r.randint(8, 18), r.choice([0, 15, 30, 45])))
    c.t(". ", L["callus"], " ")
    c.phone(kind="fixed")
    c.t(r.choice([".", " (", " "]))
    if c.b.buf[-1] == " (":
        c.t(L["or"], " ")
        c.phone(kind="mobile")
        c.t(")")


def g_realestate(c):
    L = c.L
    r = c.r
    c.t(r.choice(["3-room flat", "Wohnung", "Appartement", "Piso", "Appartamento", "Квартира", "マンション", "公寓"]), ", ", c.city(), "\n")
    c.lk("%d m²" % r.randint(35, 180))
    c.t(", ", L["price"], " ")
    c.money(500, 3000)
    c.t("\n", L["contact"], ": ", c.name(), "\n")
    c.phone(kind="mobile")
    c.t("\n")
    c.phone(kind="fixed")
    c.t("\n")
    c.email()


def g_donation(c):
    L = c.L
    c.t(c.company(), "\n", L["transfer"], "\n")
    c.iban(grouped=True)
    c.t("\n", L["questions"], " ")
    c.email()
    c.t(" · ")
    c.phone()


def g_payroll(c):
    L = c.L
    r = c.r
    for _ in range(r.randint(2, 4)):
        c.t(c.name(), "; ")
        c.iban(grouped=r.random() < 0.3)
        c.t("; ")
        c.money(800, 6000)
        c.t("\n")


def g_leak(c):
    r = c.r
    sep = r.choice([":", "|", ","])
    for _ in range(r.randint(2, 5)):
        c.email(wrap="")
        c.t(sep)
        c.card()
        c.t(sep)
        c.lk("%02d/%02d" % (r.randint(1, 12), r.randint(25, 31)))
        c.t(sep)
        c.lk("%03d" % r.randrange(1000))
        if r.random() < 0.5:
            c.t(sep)
            c.ip4()
        c.t("\n")


def g_payment_fail(c):
    L = c.L
    r = c.r
    c.t(L["hello"], " ", c.f.first_name(), ",\n", r.choice(["your payment with card ", "Zahlung mit Karte ", "paiement avec la carte ", "pago con la tarjeta "]))
    c.card()
    c.t(r.choice([" was declined.", " fehlgeschlagen.", " refusé.", " rechazado."]), "\n", L["questions"], " ")
    c.phone(kind="toll")


def g_chat(c):
    r = c.r
    a, b = c.f.first_name(), c.f.first_name()
    c.t("[")
    c.lk("%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))
    c.t("] ", a, ": ", r.choice(["what's your number?", "Nummer?", "ton numéro ?", "¿tu número?", "номер?", "番号は？", "电话多少?"]), "\n[")
    c.lk("%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))
    c.t("] ", b, ": ")
    c.phone(kind="mobile", style=r.choice(["nosep", "national", "regroup", "dashes", "e164"]))
    if r.random() < 0.5:
        c.t("\n[")
        c.lk("%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))
        c.t("] ", b, ": ")
        c.email(wrap="")
    c.t("\n")


def g_column(c):
    """narrow column text where a phone wraps"""
    L = c.L
    c.t(c.company(), "\n", L["callus"], "\n")
    c.phone(wrap=True, style=c.r.choice(["intl", "national", "00", "paren_cc"]))
    c.t("\n", L["orwrite"], "\n")
    c.email(wrap="")


def g_alone(c):
    c.phone()
    c.t("\n")
    if c.r.random() < 0.5:
        c.phone()


def g_sql(c):
    r = c.r
    c.t("INSERT INTO customers (name, email, phone, card, ip) VALUES\n")
    for i in range(r.randint(1, 3)):
        if i:
            c.t(",\n")
        c.t("  ('", c.name().replace("'", "''"), "', '")
        c.email(wrap="")
        c.t("', '")
        c.phone()
        c.t("', '")
        c.card()
        c.t("', '")
        c.ip()
        c.t("')")
    c.t(";")


def g_parcel(c):
    L = c.L
    r = c.r
    c.t(r.choice(["Your parcel", "Ihr Paket", "Votre colis", "Tu paquete", "Ваша посылка", "您的包裹", "お荷物"]), " ")
    c.lk(r.choice(["JJD", "CP", "RR", "LX"]) + "".join(r.choice("0123456789") for _ in range(9)) + r.choice(["DE", "FR", "CN", "NL", "GB"]))
    c.t("\n", L["contact"], ": ")
    c.phone(kind=r.choice(["toll", "fixed"]))
    c.t(" ", L["or"], " ")
    c.email()


def g_tenants(c):
    r = c.r
    L = c.L
    for i in range(r.randint(2, 4)):
        c.t(r.choice(["Apt ", "Whg. ", "Apto. ", "Кв. ", "号室 "]), str(i + 1), ": ", c.name(), ", ")
        c.phone(kind="mobile")
        if r.random() < 0.4:
            c.t(", ")
            c.email(wrap="")
        c.t("\n")
    c.t(L["urgent"], ": ")
    c.phone(kind="fixed")


def g_post(c):
    r = c.r
    L = c.L
    c.t(r.choice(["Lost dog near ", "Hund entlaufen in ", "Chat perdu à ", "Perro perdido en ", "Пропала собака: ", "迷子の犬: ", "寻狗启事: "]), c.city(), ". ")
    c.t(L["callme"], " ")
    c.phones(r.choice([1, 2]))
    c.t(r.choice([" #help", " 🙏", "", " — thanks"]))


def g_minutes(c):
    r = c.r
    L = c.L
    c.t(r.choice(["Attendees", "Teilnehmer", "Participants", "Asistentes", "Участники", "出席者"]), ":\n")
    for _ in range(r.randint(2, 4)):
        c.t("- ", c.name(), " (")
        c.email(wrap="")
        c.t(")\n")
    c.t(r.choice(["Dial-in", "Einwahl", "Accès téléphonique", "Acceso telefónico"]), ": ")
    c.phone(kind="fixed", style=r.choice(["intl", "e164", "national"]))
    c.t(", PIN ")
    c.lk("%04d#" % r.randrange(10000))


def g_mixed_ip_email(c):
    r = c.r
    c.t(r.choice(["Blocked login for ", "Login bloqueado para ", "Anmeldung gesperrt für ", "Connexion bloquée pour "]))
    c.email(wrap=r.choice(["", "<>"]))
    c.t(" from ")
    c.ip()
    c.t(" (", r.choice(["VPN", "Tor", "proxy", "mobile"]), ")")


GENRES_PII = [g_footer, g_signature, g_invoice, g_order_card, g_access_log, g_auth_log, g_csv, g_json,
              g_sms, g_listing, g_form, g_table, g_table_phones_only, g_restaurant, g_hotline, g_vcard,
              g_mail_headers, g_ticket, g_netconf, g_config, g_fw, g_job, g_appointment, g_realestate,
              g_donation, g_payroll, g_leak, g_payment_fail, g_chat, g_column, g_alone, g_sql, g_parcel,
              g_tenants, g_post, g_minutes, g_mixed_ip_email]
# weights push the share of phone spans to about 45 %
GENRE_W = {"g_access_log": 0.5, "g_auth_log": 0.5, "g_fw": 0.6, "g_netconf": 0.6, "g_leak": 0.7, "g_payroll": 0.8,
           "g_config": 0.7, "g_table_phones_only": 1.4, "g_sms": 1.4, "g_alone": 1.2, "g_hotline": 1.3, "g_restaurant": 1.3}


# ------------------------------------------------------------ look-alikes
def _digits(r, n, first="123456789"):
    return r.choice(first) + "".join(r.choice("0123456789") for _ in range(n - 1))


def isbn13(r):
    d = "978" + "".join(r.choice("0123456789") for _ in range(9))
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
    d += str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:7], d[7:12], d[12])


def isbn10(r):
    d = "".join(r.choice("0123456789") for _ in range(9))
    s = sum((10 - i) * int(x) for i, x in enumerate(d)) % 11
    c = (11 - s) % 11
    d += "X" if c == 10 else str(c)
    return "%s-%s-%s-%s" % (d[0], d[1:4], d[4:9], d[9])


def imei(r):
    body = r.choice(["86", "01", "99"]) + "".join(r.choice("0123456789") for _ in range(12))
    for ch in "0123456789":
        if Gen.luhn_ok(body + ch):
            return body + ch


LOOK = {
    "version": lambda r: r.choice(["v%d.%d.%d" % (r.randint(0, 9), r.randint(0, 30), r.randint(0, 99)),
                                   "%d.%d.%d-%d-amd64" % (r.randint(4, 6), r.randint(1, 19), r.randint(0, 9), r.randint(10, 40)),
                                   "10.0.%d.%d" % (r.randint(19041, 26100), r.randint(256, 4999)),
                                   "%d.%d" % (r.randint(1, 20), r.randint(0, 12))]),
    "date": lambda r: r.choice(["%04d-%02d-%02d" % (r.randint(1990, 2030), r.randint(1, 12), r.randint(1, 28)),
                                "%02d.%02d.%04d" % (r.randint(1, 28), r.randint(1, 12), r.randint(1990, 2030)),
                                "%02d/%02d/%04d" % (r.randint(1, 12), r.randint(1, 28), r.randint(1990, 2030))]),
    "time": lambda r: "%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
    "isbn": lambda r: "ISBN " + (isbn13(r) if r.random() < 0.7 else isbn10(r)),
    "order": lambda r: r.choice(["#", "ORD-", "PO ", "SO", "A-"]) + _digits(r, r.randint(6, 10)),
    "tracking": lambda r: r.choice(["1Z", "JD", "TBA"]) + "".join(r.choice("0123456789ABCDEFGHJKLMNPRSTVWXY") for _ in range(16)),
    "coords": lambda r: "%.5f, %.5f" % (r.uniform(-80, 80), r.uniform(-179, 179)),
    "sha": lambda r: "".join(r.choice("0123456789abcdef") for _ in range(r.choice([7, 40, 64]))),
    "mac": lambda r: r.choice([":", "-"]).join("%02X" % r.randrange(256) for _ in range(6)),
    "price": lambda r: r.choice(["€", "$", "£", "CHF ", "R$ "]) + "{:,}".format(r.randint(1, 99999)) + ".%02d" % r.randrange(100),
    "imei": lambda r: imei(r),
    "part": lambda r: r.choice(["P/N ", "Art.-Nr. ", "SKU ", "Réf. "]) + "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + "-" + _digits(r, r.randint(3, 6)) + "-" + r.choice(["R", "X", "00", "B"]),
    "legal": lambda r: r.choice(["§ %d Abs. %d BGB" % (r.randint(1, 2385), r.randint(1, 5)), "Art. %d(%d)(%s) GDPR" % (r.randint(1, 99), r.randint(1, 5), r.choice("abcdef")),
                                 "Section %d.%d.%d" % (r.randint(1, 12), r.randint(1, 9), r.randint(1, 9)), "26 U.S.C. § %d(%s)" % (r.randint(1, 9999), r.choice("abc"))]),
    "oid": lambda r: "1.3.6.1.4.1.%d.%d.%d" % (r.randint(1, 60000), r.randint(1, 9), r.randint(1, 99)),
    "cas": lambda r: "CAS %d-%02d-%d" % (r.randint(50, 99999), r.randint(0, 99), r.randint(0, 9)),
    "sci": lambda r: r.choice(["%.4fe%d" % (r.uniform(1, 9), r.randint(-30, 30)), "%.3f × 10^%d" % (r.uniform(1, 9), r.randint(-12, 23))]),
    "masked": lambda r: r.choice(["**** **** **** %04d", "XXXX-XXXX-XXXX-%04d", "•••• %04d", "ending in %04d"]) % r.randrange(10000),
    "vat": lambda r: r.choice(["DE", "FR", "IT", "ES", "NL", "AT"]) + r.choice(["", "U", "B0"]) + _digits(r, 9) + r.choice(["", "B01"]),
    "serial": lambda r: "S/N " + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(12)),
    "flight": lambda r: r.choice(["LH", "AF", "BA", "UA", "NH", "QF", "EK"]) + str(r.randint(1, 9999)),
    "score": lambda r: "%d:%d" % (r.randint(0, 7), r.randint(0, 7)),
    "temp": lambda r: "%.1f °C" % r.uniform(-30, 45),
    "percent": lambda r: "%.2f %%" % r.uniform(0, 100),
    "zip": lambda r: r.choice(["%05d" % r.randrange(100000), "%04d" % r.randrange(1000, 10000), "SW1A %dAA" % r.randint(1, 9)]),
    "otp": lambda r: "%06d" % r.randrange(1000000),
    "ticket": lambda r: r.choice(["JIRA-", "INC", "CASE-", "RT#"]) + str(r.randint(100, 9999999)),
    "big": lambda r: "{:,}".format(r.randint(1000000, 9999999999)).replace(",", r.choice([",", " ", "."])),
}
LOOK_LABEL = {
    "version": ["Version", "Kernel", "Build", "Firmware", "Release"], "date": ["Date", "Datum", "Fecha", "Дата", "日付"],
    "time": ["Time", "Uhrzeit", "Heure", "時刻"], "isbn": [""], "order": ["Order", "Bestellung", "Commande", "Pedido", "Заказ"],
    "tracking": ["Tracking", "Sendungsnummer", "Suivi"], "coords": ["GPS", "Koordinaten", "Coordonnées", "座標"],
    "sha": ["SHA", "commit", "checksum", "Prüfsumme"], "mac": ["MAC", "HWaddr", "BSSID"], "price": ["Price", "Preis", "Prix", "Precio"],
    "imei": ["IMEI"], "part": [""], "legal": ["see", "gem.", "vgl.", "cf."], "oid": ["OID"], "cas": [""],
    "sci": ["k =", "value", "Wert"], "masked": ["Card", "Karte", "Carte", "Tarjeta"], "vat": ["VAT", "USt-IdNr.", "TVA", "NIF", "P.IVA"],
    "serial": [""], "flight": ["Flight", "Flug", "Vol", "Vuelo"], "score": ["Score", "Ergebnis", "Résultat"], "temp": ["Temp", "Temperatur"],
    "percent": ["Rate", "Quote", "Taux"], "zip": ["ZIP", "PLZ", "CP"], "otp": ["Code", "Your code is", "Ihr Code", "Votre code"],
    "ticket": ["Ticket", "Case"], "big": ["Population", "Einwohner", "Downloads", "Views", "Total bytes"],
}
FREE_GENRES = {
    "release-notes": ["version", "date", "sha", "ticket", "version"],
    "shop-receipt": ["order", "date", "time", "price", "masked", "vat", "part"],
    "parcel": ["tracking", "date", "zip", "order"],
    "library": ["isbn", "isbn", "date", "price"],
    "device": ["imei", "mac", "serial", "version", "part"],
    "geo": ["coords", "coords", "temp", "date", "big"],
    "legal": ["legal", "legal", "date", "vat"],
    "lab": ["cas", "sci", "temp", "percent", "date"],
    "sports": ["score", "score", "date", "time", "big"],
    "travel": ["flight", "date", "time", "price", "order"],
    "it-inventory": ["mac", "version", "serial", "oid", "sha"],
    "otp": ["otp", "time", "date"],
    "stats": ["big", "percent", "big", "date"],
    "support": ["ticket", "order", "date", "version"],
}


def free_record(g, r, lang_loc):
    loc, region, lang = lang_loc
    c = Ctx(g, r, loc, region, lang)
    genre = r.choice(sorted(FREE_GENRES))
    kinds = FREE_GENRES[genre][:]
    r.shuffle(kinds)
    L = c.L
    intro = r.choice([c.company(), c.city(), L["contact"], L["invoice"], L["order"], ""])
    if intro:
        c.t(intro, "\n")
    table = r.random() < 0.25
    for k in kinds[:r.randint(3, len(kinds))]:
        lab = r.choice(LOOK_LABEL[k])
        if table:
            c.t(k.upper().ljust(9), "| ")
        elif lab:
            c.t(lab, ": " if not lab.endswith((":", "=")) and lab not in ("see", "gem.", "vgl.", "cf.") else " ")
        c.lk(LOOK[k](r))
        if r.random() < 0.3 and k in ("version", "date", "price", "big", "temp"):
            c.t(", ")
            c.lk(LOOK[k](r))
        c.t("\n")
    if r.random() < 0.4:
        c.t(r.choice([L["regards"], L["questions"], L["hours"] + ": " + L["monfri"], "—"]), "\n")
    return c, genre


# ------------------------------------------------------------------- checks
MASK = "\u2591"


def masked(text, ranges):
    t = list(text)
    for a, b in ranges:
        for i in range(a, b):
            if t[i] not in "\n":
                t[i] = MASK
    return "".join(t)


def problems(g, text, gold, safe):
    out = []
    t1 = masked(text, gold)
    for m in EMAIL_RE.finditer(t1):
        out.append(("email", m.group()))
    for m in IPV4_RE.finditer(t1):
        if all(int(x) <= 255 for x in m.groups()):
            out.append(("ipv4", m.group()))
    for m in IPV6_RE.finditer(t1):
        try:
            ipaddress.IPv6Address(m.group())
            out.append(("ipv6", m.group()))
        except ValueError:
            pass
    for m in CARD_RE.finditer(t1):
        d = re.sub(r"\D", "", m.group())
        for i in range(len(d)):
            if any(d[i] in "23456" and Gen.luhn_ok(d[i:j]) for j in range(i + 12, min(len(d), i + 19) + 1)):
                out.append(("card", m.group()))
                break
    for m in IBAN_RE.finditer(t1):
        cpt = m.group().replace(" ", "")
        if any(g.stdiban.is_valid(cpt[:j]) for j in range(15, len(cpt) + 1)):
            out.append(("iban", cpt))
    for m in re.finditer(r"(?:\+|(?<!\d)00)\d[\d \u00a0().\-/]{5,}\d", t1):
        s = m.group()
        s = "+" + s[2:] if s.startswith("00") else s
        try:
            if g.pn.is_valid_number(g.pn.parse(s, None)):
                out.append(("phone+", m.group()))
        except Exception:
            pass
    t2 = masked(text, list(gold) + list(safe))
    for m in PHONE_LIKE_RE.finditer(t2):
        if len(re.sub(r"\D", "", m.group())) >= 7:
            out.append(("phonelike", m.group()))
    return out


# ------------------------------------------------------------------- build
def pii_record(g, r, locdef):
    loc, region, lang = locdef
    names = [fn.__name__ for fn in GENRES_PII]
    weights = [GENRE_W.get(n, 1.0) for n in names]
    for _ in range(60):
        fn = GENRES_PII[r.choices(range(len(GENRES_PII)), weights)[0]]
        c = Ctx(g, r, loc, region, lang)
        fn(c)
        text = c.b.text()
        gold = [(s["start"], s["end"]) for s in c.b.spans]
        if not c.b.spans or problems(g, text, gold, c.b.safe):
            continue
        return {"locale": loc, "spans": c.b.spans, "template": "b6-" + fn.__name__[2:].replace("_", "-"), "text": text}
    raise RuntimeError("could not draw a clean text for %s" % loc)


def check_real(g):
    for i, (loc, _src, text, labels) in enumerate(REAL_SNIPPETS):
        pos = 0
        for ent, s in labels:
            j = text.find(s, pos)
            if j < 0:
                raise ValueError("real snippet %d: %r not found" % (i, s))
            pos = j + len(s)


def real_records(g):
    out = []
    for i, (loc, _src, text, labels) in enumerate(REAL_SNIPPETS):
        spans, pos = [], 0
        region = loc.split("_")[1] if loc else None
        for ent, s in labels:
            j = text.find(s, pos)
            if j < 0:
                raise ValueError("real snippet %d: %r not found" % (i, s))
            d = {"entity": ent, "start": j, "end": j + len(s)}
            if ent == "PHONE_NUMBER":
                d["valid"] = g.phone_valid(s, region)
            spans.append(d)
            pos = j + len(s)
        out.append({"locale": loc, "spans": spans, "template": "b6r-%03d" % (i + 1), "text": text})
    return out


def build():
    rng = random.Random(SEED)
    g = Gen(rng)
    recs = []
    # every locale at least a few times, then weighted draws
    order = []
    while len(order) < N_PII:
        block = list(range(len(LOCALES)))
        rng.shuffle(block)
        order.extend(block)
    for i in order[:N_PII]:
        recs.append(pii_record(g, rng, LOCALES[i]))
    nfree = 0
    while nfree < N_FREE:
        locdef = LOCALES[rng.randrange(len(LOCALES))]
        c, genre = free_record(g, rng, locdef)
        text = c.b.text()
        if problems(g, text, [], c.b.safe):
            continue
        recs.append({"locale": "", "spans": [], "template": "b6f-" + genre, "text": text})
        nfree += 1
    recs.extend(real_records(g))
    rng.shuffle(recs)
    lines = []
    for k, rec in enumerate(recs):
        rec["id"] = "blind6-%05d" % k
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=True))
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    a = ap.parse_args(argv)
    check_versions()
    out = os.path.abspath(a.out)
    if os.path.exists(out) and not a.force:
        sys.exit("%s exists; use --force to overwrite" % out)
    data = build()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s" % (data.count("\n"), out))


# ------------------------------------------------------------ real snippets
# (locale, source file, text, [(entity, exact string), ...] in order of appearance).
# Each window was read and labelled by hand; text and labels are frozen here.
REAL_SNIPPETS = [
    ('en_US', '/var/lib/dpkg/status',
     'Package: libsmartcols1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 289\nMaintainer: util-linux packagers <util-linux@packages.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: util-linux\nVersion: 2.38.1-5+deb12u3\nDepends: libc6 (>= 2.33)\nDescription: smart column output alignment library\n This smart column output alignment library is used by fdisk utilities.\nHomepage: https://www.kernel.org/pub/linux/utils/util-linux/\n',
     [('EMAIL_ADDRESS', 'util-linux@packages.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: python3-yaml\nStatus: install ok installed\nPriority: optional\nSection: python\nInstalled-Size: 493\nMaintainer: Debian Python Team <team+python@tracker.debian.org>\nArchitecture: amd64\nMulti-Arch: allowed\nSource: pyyaml (6.0-3)\nVersion: 6.0-3+b2\nDepends: python3 (<< 3.12), python3 (>= 3.11~), python3:any, libc6 (>= 2.14), libyaml-0-2 (>= 0.2.2~)\nDescription: YAML parser and emitter for Python3\n Python3-yaml is a complete YAML 1.1 parser and emitter for Python3.  It can\n parse all examples from the specification. The parsing algorithm is simple\n enough to be a reference for YAML parser implementors. A simple extension API\n is also provided.  The package is built using libyaml for improved speed.\nHomepage: https://github.com/yaml/pyyaml\n',
     [('EMAIL_ADDRESS', 'team+python@tracker.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: libatinject-jsr330-api-java\nStatus: install ok installed\nPriority: optional\nSection: java\nInstalled-Size: 24\nMaintainer: Debian Java Maintainers <pkg-java-maintainers@lists.alioth.debian.org>\nArchitecture: all\nSource: atinject-jsr330\nVersion: 1.0+ds1-5\nSuggests: libatinject-jsr330-api-java-doc\nDescription: Java API for JSR-330 Dependency Injection\n AtInject is the Java API build by the JSR-330 Expert Group:\n <http://jcp.org/en/jsr/detail?id=330>.\n .\n It's a set of API aiming to standardize an extensible dependency injection\n paradigm, as those provided by Guice, Spring or Plexus projects.\nHomepage: http://javax-inject.github.io/javax-inject/\n",
     [('EMAIL_ADDRESS', 'pkg-java-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: kubectl\nStatus: install ok installed\nPriority: optional\nSection: misc\nInstalled-Size: 422505\nMaintainer: Kubernetes Authors <kubernetes-dev+release@googlegroups.com>\nArchitecture: amd64\nVersion: 1:528.0.0-0\nDescription: Kubernetes Command Line Tool\n The Kubernetes command line tool for interacting with the Kubernetes API.\nHomepage: https://cloud.google.com/sdk/\n',
     [('EMAIL_ADDRESS', 'kubernetes-dev+release@googlegroups.com')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: python3-dbus\nStatus: install ok installed\nPriority: optional\nSection: python\nInstalled-Size: 405\nMaintainer: Utopia Maintenance Team <pkg-utopia-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nSource: dbus-python (1.3.2-4)\nVersion: 1.3.2-4+b1\nDepends: python3 (<< 3.12), python3 (>= 3.11~), python3:any, libc6 (>= 2.4), libdbus-1-3 (>= 1.9.14), libglib2.0-0 (>= 2.16.0)\nRecommends: python3-gi\nSuggests: python-dbus-doc\nDescription: simple interprocess messaging system (Python 3 interface)\n D-Bus is a message bus, used for sending messages between applications.\n Conceptually, it fits somewhere in between raw sockets and CORBA in\n terms of complexity.\n .\n This package provides a Python 3 interface to D-Bus.\n .\n See the dbus description for more information about D-Bus in general.\nHomepage: https://www.freedesktop.org/wiki/Software/DBusBindings#Python\n',
     [('EMAIL_ADDRESS', 'pkg-utopia-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: libxml2-dev\nStatus: install ok installed\nPriority: optional\nSection: libdevel\nInstalled-Size: 3283\nMaintainer: Debian XML/SGML Group <debian-xml-sgml-pkgs@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libxml2\nVersion: 2.9.14+dfsg-1.3~deb12u5\nDepends: libicu-dev, libxml2 (= 2.9.14+dfsg-1.3~deb12u5)\nSuggests: pkg-config\nDescription: GNOME XML library - development files\n XML is a metalanguage to let you design your own markup language.\n A regular markup language defines a way to describe information in\n a certain class of documents (eg HTML). XML lets you define your\n own customized markup languages for many classes of document. It\n can do this because it's written in SGML, the international standard\n metalanguage for markup languages.\n .\n Install this package if you wish to develop your own programs using\n the GNOME XML library.\nHomepage: http://xmlsoft.org\n",
     [('EMAIL_ADDRESS', 'debian-xml-sgml-pkgs@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libx11-xcb1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 252\nMaintainer: Debian X Strike Force <debian-x@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libx11\nVersion: 2:1.8.4-2+deb12u2\nDepends: libx11-6 (= 2:1.8.4-2+deb12u2)\nDescription: Xlib/XCB interface library\n libX11-xcb provides functions needed by clients which take advantage of\n Xlib/XCB to mix calls to both Xlib and XCB over the same X connection.\n .\n More information about X.Org can be found at:\n <URL:https://www.X.org>\n .\n More information about XCB can be found at:\n <URL:https://xcb.freedesktop.org>\n .\n This module can be found at\n https://gitlab.freedesktop.org/xorg/lib/libX11\n',
     [('EMAIL_ADDRESS', 'debian-x@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libwagon-file-java\nStatus: install ok installed\nPriority: optional\nSection: java\nInstalled-Size: 32\nMaintainer: Debian Java Maintainers <pkg-java-maintainers@lists.alioth.debian.org>\nArchitecture: all\nSource: wagon\nVersion: 3.5.3-1\nReplaces: libwagon-java (<< 3.0.0-2~)\nDepends: libslf4j-java, libwagon-provider-api-java (>= 3.5.3-1)\nBreaks: libwagon-java (<< 3.0.0-2~)\nDescription: Artifact transport abstraction used in Maven (file provider)\n The Wagon project defines a simple API for transferring resources\n (artifacts) to and from repositories. The word repository is used in this\n context as it is commonly used in Maven and means a storage of artifacts.\n It is also used to deploy the Maven generated site to a server.\n .\n Wagon defines a unified API, and it currently has the following providers:\n  * File\n  * HTTP\n  * HTTP lightweight\n  * FTP\n  * SSH/SCP\n  * WebDAV\n .\n This package contains the wagon-file library.\nHomepage: http://maven.apache.org/wagon/\n',
     [('EMAIL_ADDRESS', 'pkg-java-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libxft2\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 134\nMaintainer: Debian X Strike Force <debian-x@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: xft\nVersion: 2.3.6-1\nDepends: libc6 (>= 2.14), libfontconfig1 (>= 2.12.6), libfreetype6 (>= 2.3.5), libx11-6, libxrender1\nDescription: FreeType-based font drawing library for X\n Xft provides a client-side font API for X applications, making the FreeType\n font rasterizer available to X clients.  Fontconfig is used for font\n specification resolution.  Where available, the RENDER extension handles\n glyph drawing; otherwise, the core X protocol is used.\n',
     [('EMAIL_ADDRESS', 'debian-x@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libcap2\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 95\nMaintainer: Christian Kastner <ckk@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libcap2 (1:2.66-4+deb12u2)\nVersion: 1:2.66-4+deb12u2+b2\nDepends: libc6 (>= 2.34)\nDescription: POSIX 1003.1e capabilities (library)\n Libcap implements the user-space interfaces to the POSIX 1003.1e capabilities\n available in Linux kernels. These capabilities are a partitioning of the all\n powerful root privilege into a set of distinct privileges.\n .\n This package contains the shared library.\nHomepage: https://sites.google.com/site/fullycapable/\n',
     [('EMAIL_ADDRESS', 'ckk@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libpangoxft-1.0-0\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 78\nMaintainer: Debian GNOME Maintainers <pkg-gnome-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: pango1.0\nVersion: 1.50.12+ds-1\nDepends: libc6 (>= 2.4), libfontconfig1 (>= 2.13.0), libglib2.0-0 (>= 2.62.0), libpango-1.0-0 (= 1.50.12+ds-1), libpangoft2-1.0-0 (= 1.50.12+ds-1), libx11-6, libxft2 (>> 2.1.1), libxrender1\nDescription: Layout and rendering of internationalized text\n Pango is a library for layout and rendering of text, with an emphasis\n on internationalization. Pango can be used anywhere that text layout is\n needed. however, most of the work on Pango-1.0 was done using the GTK+\n widget toolkit as a test platform. Pango forms the core of text and\n font handling for GTK+-2.0.\n .\n Pango is designed to be modular; the core Pango layout can be used with\n four different font backends:\n  - Core X windowing system fonts\n  - Client-side fonts on X using the Xft library\n  - Direct rendering of scalable fonts using the FreeType library\n  - Native fonts on Microsoft backends\n .\n This package contains the shared libraries.\nHomepage: https://www.pango.org/\n',
     [('EMAIL_ADDRESS', 'pkg-gnome-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: gpgsm\nStatus: install ok installed\nPriority: optional\nSection: utils\nInstalled-Size: 993\nMaintainer: Debian GnuPG Maintainers <pkg-gnupg-maint@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: foreign\nSource: gnupg2\nVersion: 2.2.40-1.1+deb12u2\nReplaces: gnupg2 (<< 2.1.10-2)\nDepends: gpgconf (= 2.2.40-1.1+deb12u2), libassuan0 (>= 2.5.0), libc6 (>= 2.34), libgcrypt20 (>= 1.10.0), libgpg-error0 (>= 1.42), libksba8 (>= 1.6.0), libreadline8 (>= 6.0)\nRecommends: gnupg (= 2.2.40-1.1+deb12u2)\nBreaks: gnupg2 (<< 2.1.10-2)\nDescription: GNU privacy guard - S/MIME version\n GnuPG is GNU's tool for secure communication and data storage.\n It can be used to encrypt data and to create digital signatures.\n It includes an advanced key management facility and is compliant\n with the proposed OpenPGP Internet standard as described in RFC4880.\n .\n This package contains the gpgsm program. gpgsm is a tool to provide\n digital encryption and signing services on X.509 certificates and the\n CMS protocol. gpgsm includes complete certificate management.\nHomepage: https://www.gnupg.org/\n",
     [('EMAIL_ADDRESS', 'pkg-gnupg-maint@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: python3-pyparsing\nStatus: install ok installed\nPriority: optional\nSection: python\nInstalled-Size: 453\nMaintainer: Debian Python Team <team+python@tracker.debian.org>\nArchitecture: all\nMulti-Arch: foreign\nSource: pyparsing\nVersion: 3.0.9-1\nDepends: python3:any\nSuggests: python-pyparsing-doc\nBreaks: python3-translate (<< 3.6.0~), translate-toolkit (<< 3.6.0~)\nDescription: alternative to creating and executing simple grammars - Python 3.x\n The parsing module is an alternative approach to creating and\n executing simple grammars, vs. the traditional lex/yacc approach, or\n the use of regular expressions.  The parsing module provides a\n library of classes that client code uses to construct the grammar\n directly in Python code.\n .\n Here\'s an example:\n .\n  from pyparsing import Word, alphas\n  greet = Word(alphas) + "," + Word(alphas) + "!"\n  hello = "Hello, World!"\n  print hello, "->", greet.parseString(hello)\n .\n This package contains the Python 3.x version of python-pyparsing.\nHomepage: https://github.com/pyparsing/pyparsing/\n',
     [('EMAIL_ADDRESS', 'team+python@tracker.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libdeflate0\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 161\nMaintainer: Debian Med Packaging Team <debian-med-packaging@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libdeflate\nVersion: 1.14-1\nDepends: libc6 (>= 2.14)\nDescription: fast, whole-buffer DEFLATE-based compression and decompression\n The supported formats are:\n  * DEFLATE (raw)\n  * zlib (a.k.a. DEFLATE with a zlib wrapper)\n  * gzip (a.k.a. DEFLATE with a gzip wrapper)\n .\n libdeflate is heavily optimized. It is significantly faster than the zlib\n library, both for compression and decompression, and especially on x86\n processors. In addition, libdeflate provides optional high compression modes\n that provide a better compression ratio than the zlib\'s "level 9".\nHomepage: https://github.com/ebiggers/libdeflate\n',
     [('EMAIL_ADDRESS', 'debian-med-packaging@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: psmisc\nStatus: install ok installed\nPriority: optional\nSection: admin\nInstalled-Size: 909\nMaintainer: Craig Small <csmall@debian.org>\nArchitecture: amd64\nMulti-Arch: foreign\nVersion: 23.6-1\nReplaces: manpages-de (<< 4.9.1-1)\nDepends: libc6 (>= 2.34), libtinfo6 (>= 6)\nBreaks: manpages-de (<< 4.9.1-1)\nDescription: utilities that use the proc file system\n This package contains miscellaneous utilities that use the proc FS:\n .\n  - fuser: identifies processes that are using files or sockets.\n  - killall: kills processes by name (e.g. "killall -HUP named").\n  - peekfd: shows the data traveling over a file descriptor.\n  - pstree: shows currently running processes as a tree.\n  - prtstat: print the contents of /proc/<pid>/stat\nHomepage: http://psmisc.sf.net/\n',
     [('EMAIL_ADDRESS', 'csmall@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: universal-ctags\nStatus: install ok installed\nPriority: optional\nSection: editors\nInstalled-Size: 3386\nMaintainer: Alessandro Ghedini <ghedo@debian.org>\nArchitecture: amd64\nVersion: 5.9.20210829.0-1\nProvides: ctags\nDepends: libc6 (>= 2.28), libjansson4 (>= 2.0.1), libseccomp2 (>= 0.0.0~20120605), libxml2 (>= 2.7.4), libyaml-0-2\nSuggests: vim | nvi | vile | emacsen\nDescription: build tag file indexes of source code definitions\n ctags parses source code and produces a sort of index mapping\n the names of significant entities (e.g. functions, classes,\n variables) to the location where that entity is defined.  This\n index is used by editors like vi and emacsen to allow moving to\n the definition of a user-specified entity.\n .\n Universal Ctags is a fork of Exuberant Ctags that adds additional\n features as well as support for more languages.\nHomepage: https://ctags.io/\n',
     [('EMAIL_ADDRESS', 'ghedo@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libitm1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 115\nMaintainer: Debian GCC Maintainers <debian-gcc@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: gcc-12\nVersion: 12.2.0-14+deb12u1\nDepends: gcc-12-base (= 12.2.0-14+deb12u1), libc6 (>= 2.34)\nDescription: GNU Transactional Memory Library\n GNU Transactional Memory Library (libitm) provides transaction support for\n accesses to the memory of a process, enabling easy-to-use synchronization of\n accesses to shared memory by several threads.\nHomepage: http://gcc.gnu.org/\n',
     [('EMAIL_ADDRESS', 'debian-gcc@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: g++\nStatus: install ok installed\nPriority: optional\nSection: devel\nInstalled-Size: 14\nMaintainer: Debian GCC Maintainers <debian-gcc@lists.debian.org>\nArchitecture: amd64\nSource: gcc-defaults (1.203)\nVersion: 4:12.2.0-3\nProvides: c++-compiler, g++-x86-64-linux-gnu (= 4:12.2.0-3)\nDepends: cpp (= 4:12.2.0-3), gcc (= 4:12.2.0-3), g++-12 (>= 12.2.0-1~), gcc-12 (>= 12.2.0-1~)\nSuggests: g++-multilib\nDescription: GNU C++ compiler\n This is the GNU C++ compiler, a fairly portable optimizing compiler for C++.\n .\n This is a dependency package providing the default GNU C++ compiler.\n',
     [('EMAIL_ADDRESS', 'debian-gcc@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libgpg-error-dev\nStatus: install ok installed\nPriority: optional\nSection: libdevel\nInstalled-Size: 509\nMaintainer: Debian GnuPG Maintainers <pkg-gnupg-maint@lists.alioth.debian.org>\nArchitecture: amd64\nSource: libgpg-error\nVersion: 1.46-1\nDepends: libgpg-error0 (= 1.46-1)\nDescription: GnuPG development runtime library (developer tools)\n Library that defines common error values, messages, and common\n runtime functionality for all GnuPG components.  Among these are GPG,\n GPGSM, GPGME, GPG-Agent, libgcrypt, pinentry, SmartCard Daemon and\n possibly more in the future.\n .\n It will likely be renamed "gpgrt" in the future.\n .\n This package contains the headers and other files needed to compile\n against this library.\nHomepage: https://www.gnupg.org/related_software/libgpg-error/\n',
     [('EMAIL_ADDRESS', 'pkg-gnupg-maint@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: python3.11-venv\nStatus: install ok installed\nPriority: optional\nSection: python\nInstalled-Size: 28\nMaintainer: Matthias Klose <doko@debian.org>\nArchitecture: amd64\nMulti-Arch: allowed\nSource: python3.11\nVersion: 3.11.2-6+deb12u6\nDepends: python3.11 (= 3.11.2-6+deb12u6), python3-pip-whl (>= 22.2), python3-setuptools-whl, python3.11-distutils\nBreaks: python3-pip (<< 1.5.6-4)\nDescription: Interactive high-level object-oriented language (pyvenv binary, version 3.11)\n Python is a high-level, interactive, object-oriented language. Its 3.11 version\n includes an extensive class library with lots of goodies for\n network programming, system administration, sounds and graphics.\n .\n This package contains the pyvenv-3.11 binary.\n',
     [('EMAIL_ADDRESS', 'doko@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libgpg-error0\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 192\nMaintainer: Debian GnuPG Maintainers <pkg-gnupg-maint@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libgpg-error\nVersion: 1.46-1\nDepends: libc6 (>= 2.34)\nRecommends: libgpg-error-l10n\nDescription: GnuPG development runtime library\n Library that defines common error values, messages, and common\n runtime functionality for all GnuPG components.  Among these are GPG,\n GPGSM, GPGME, GPG-Agent, libgcrypt, pinentry, SmartCard Daemon and\n possibly more in the future.\n .\n It will likely be renamed "gpgrt" in the future.\nHomepage: https://www.gnupg.org/related_software/libgpg-error/\n',
     [('EMAIL_ADDRESS', 'pkg-gnupg-maint@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libxcb-randr0\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 192\nMaintainer: Debian X Strike Force <debian-x@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libxcb\nVersion: 1.15-1\nDepends: libc6 (>= 2.4), libxcb1 (>= 1.9.2)\nDescription: X C Binding, randr extension\n This package contains the library files needed to run software using\n libxcb-randr, the randr extension for the X C Binding.\n .\n The XCB library provides an interface to the X Window System protocol,\n designed to replace the Xlib interface.  XCB provides several advantages over\n Xlib:\n .\n  * Size: small library and lower memory footprint\n  * Latency hiding: batch several requests and wait for the replies later\n  * Direct protocol access: one-to-one mapping between interface and protocol\n  * Thread support: access XCB from multiple threads, with no explicit locking\n  * Easy creation of new extensions: automatically generates interface from\n    machine-parsable protocol descriptions\nHomepage: https://xcb.freedesktop.org\n',
     [('EMAIL_ADDRESS', 'debian-x@lists.debian.org')]),
    ('', '/var/lib/dpkg/status',
     'Package: google-cloud-cli-anthoscli\nStatus: install ok installed\nPriority: optional\nSection: misc\nInstalled-Size: 128581\nMaintainer: Google Cloud CLI Authors <https://code.google.com/p/google-cloud-sdk/>\nArchitecture: amd64\nVersion: 528.0.0-0\nDepends: google-cloud-cli (>> 470.0.0-0)\nBreaks: google-cloud-cli (<< 470.0.0-0)\nDescription: anthoscli\nHomepage: https://cloud.google.com/sdk/\n',
     []),
    ('en_US', '/var/lib/dpkg/status',
     'Package: openjdk-17-jre\nStatus: install ok installed\nPriority: optional\nSection: java\nInstalled-Size: 696\nMaintainer: OpenJDK Team <openjdk-17@packages.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: openjdk-17\nVersion: 17.0.15+6-1~deb12u1\nReplaces: openjdk-17-jre-headless (<< 17~10)\nProvides: java-runtime (= 17), java10-runtime, java11-runtime, java12-runtime, java13-runtime, java14-runtime, java15-runtime, java16-runtime, java17-runtime, java2-runtime, java5-runtime, java6-runtime, java7-runtime, java8-runtime, java9-runtime\nDepends: openjdk-17-jre-headless (= 17.0.15+6-1~deb12u1), libglib2.0-0 (>= 2.24), libgtk2.0-0 | libgtk-3-0, libxrandr2, libxinerama1, libgl1, libharfbuzz0b, libc6 (>= 2.34), libgif7 (>= 5.1), libjpeg62-turbo (>= 1.3.1), libpng16-16 (>= 1.6.2-1), libx11-6, libxext6, libxi6, libxrender1, libxtst6, zlib1g (>= 1:1.1.4)\nRecommends: libatk-wrapper-java-jni (>= 0.30.4-0ubuntu2), fonts-dejavu-extra\nBreaks: openjdk-17-jre-headless (<< 17~10)\nDescription: OpenJDK Java runtime, using Hotspot JIT\n Full Java runtime environment - needed for executing Java GUI and Webstart\n programs, using Hotspot JIT.\nHomepage: https://openjdk.java.net/\n',
     [('EMAIL_ADDRESS', 'openjdk-17@packages.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: python3-cffi-backend\nStatus: install ok installed\nPriority: optional\nSection: python\nInstalled-Size: 213\nMaintainer: Debian Python Team <team+python@tracker.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: python-cffi (1.15.1-5)\nVersion: 1.15.1-5+b1\nProvides: python3-cffi-backend-api-9729, python3-cffi-backend-api-max (= 10495), python3-cffi-backend-api-min (= 9729)\nDepends: python3 (<< 3.12), python3 (>= 3.11~), libc6 (>= 2.34), libffi8 (>= 3.4)\nDescription: Foreign Function Interface for Python 3 calling C code - runtime\n Convenient and reliable way of calling C code from Python 3.\n .\n The aim of this project is to provide a convenient and reliable way of calling\n C code from Python. It keeps Python logic in Python, and minimises the C\n required. It is able to work at either the C API or ABI level, unlike most\n other approaches, that only support the ABI level.\n .\n This package contains the runtime support for pre-built cffi modules.\nHomepage: https://cffi.readthedocs.org/\n',
     [('EMAIL_ADDRESS', 'team+python@tracker.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: login\nEssential: yes\nStatus: install ok installed\nPriority: required\nSection: admin\nInstalled-Size: 2550\nMaintainer: Shadow package maintainers <pkg-shadow-devel@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: foreign\nSource: shadow\nVersion: 1:4.13+dfsg1-1+deb12u1\nPre-Depends: libaudit1 (>= 1:2.2.1), libc6 (>= 2.34), libcrypt1 (>= 1:4.1.0), libpam0g (>= 0.99.7.1), libpam-runtime, libpam-modules\nConflicts: python-4suite (<< 0.99cvs20060405-1)\nConffiles:\n /etc/login.defs f43a7b1eb7e082f1d4e2cb8f8376e71b\n /etc/pam.d/login 5afbc06eb5f71fef25170cf3c936a442\nDescription: system login tools\n This package provides some required infrastructure for logins and for\n changing effective user or group IDs, including:\n  * login, the program that invokes a user shell on a virtual terminal;\n  * nologin, a dummy shell for disabled user accounts;\nHomepage: https://github.com/shadow-maint/shadow\n',
     [('EMAIL_ADDRESS', 'pkg-shadow-devel@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libpcre2-8-0\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 685\nMaintainer: Matthew Vernon <matthew@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: pcre2\nVersion: 10.42-1\nDepends: libc6 (>= 2.34)\nDescription: New Perl Compatible Regular Expression Library- 8 bit runtime files\n This is PCRE2, the new implementation of PCRE, a library of functions\n to support regular expressions whose syntax and semantics are as\n close as possible to those of the Perl 5 language. New projects\n should use this library in preference to the older library,\n confusingly called pcre3 in Debian.\n .\n This package contains the 8 bit runtime library, which operates on\n ASCII and UTF-8 input.\nHomepage: https://pcre.org/\n',
     [('EMAIL_ADDRESS', 'matthew@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: libxml-xpathengine-perl\nStatus: install ok installed\nPriority: optional\nSection: perl\nInstalled-Size: 129\nMaintainer: Debian Perl Group <pkg-perl-maintainers@lists.alioth.debian.org>\nArchitecture: all\nVersion: 0.14-2\nDepends: perl:any\nDescription: re-usable XPath engine for DOM-like trees\n XML::XPathEngine provides an XPath engine, that can be re-used by other\n module/classes that implement trees.\n .\n In order to use the XPath engine, nodes in the user module need to mimic\n DOM nodes. The degree of similarity between the user tree and a DOM dictates\n how much of the XPath features can be used. A module implementing all of the\n DOM should be able to use this module very easily (you might need to add\n the cmp method on nodes in order to get ordered result sets).\n .\n This module is derived from Matt Sergeant's XML::XPath.\nHomepage: https://metacpan.org/release/XML-XPathEngine\n",
     [('EMAIL_ADDRESS', 'pkg-perl-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libupower-glib3\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 156\nMaintainer: Utopia Maintenance Team <pkg-utopia-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: upower\nVersion: 0.99.20-2\nDepends: libc6 (>= 2.4), libglib2.0-0 (>= 2.58)\nRecommends: upower\nBreaks: gir1.2-upowerglib-1.0 (<< 0.99.18), upower (<< 0.99.18)\nDescription: abstraction for power management - shared library\n upower provides an interface to enumerate power sources on the system\n and control system-wide power management. Any application can access the\n org.freedesktop.UPower service on the system message bus. Some\n operations (such as suspending the system) are restricted using PolicyKit.\n .\n This package contains the shared library to be used by applications.\nHomepage: https://upower.freedesktop.org/\n',
     [('EMAIL_ADDRESS', 'pkg-utopia-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libopengl-dev\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 21\nMaintainer: Debian X Strike Force <debian-x@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libglvnd\nVersion: 1.6.0-1\nReplaces: libglvnd-dev (<< 1.3.0-1)\nDepends: libopengl0 (= 1.6.0-1)\nBreaks: libglvnd-dev (<< 1.3.0-1)\nDescription: Vendor neutral GL dispatch library -- OpenGL development files\n This is an implementation of the vendor-neutral dispatch layer for\n arbitrating OpenGL API calls between multiple vendors on a per-screen basis.\n .\n This package provides the development environment for compiling programs\n against the OpenGL library.\nHomepage: https://gitlab.freedesktop.org/glvnd/libglvnd\n',
     [('EMAIL_ADDRESS', 'debian-x@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libxrender1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 78\nMaintainer: Debian X Strike Force <debian-x@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libxrender\nVersion: 1:0.9.10-1.1\nDepends: libc6 (>= 2.14), libx11-6 (>= 2:1.6.0)\nDescription: X Rendering Extension client library\n The X Rendering Extension (Render) introduces digital image composition as\n the foundation of a new rendering model within the X Window System.\n Rendering geometric figures is accomplished by client-side tessellation into\n either triangles or trapezoids.  Text is drawn by loading glyphs into the\n server and rendering sets of them.  The Xrender library exposes this\n extension to X clients.\n .\n More information about X.Org can be found at:\n <URL:https://www.X.org>\n .\n This module can be found at\n git://anongit.freedesktop.org/git/xorg/lib/libXrender\n',
     [('EMAIL_ADDRESS', 'debian-x@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: python3-pip\nStatus: install ok installed\nPriority: optional\nSection: python\nInstalled-Size: 6678\nMaintainer: Debian Python Team <team+python@tracker.debian.org>\nArchitecture: all\nSource: python-pip\nVersion: 23.0.1+dfsg-1\nReplaces: python-pip\nProvides: pip\nDepends: ca-certificates, python3-distutils, python3-setuptools, python3-wheel, python3:any\nRecommends: build-essential, python3-dev (>= 3.2)\nBreaks: python-pip\nDescription: Python package installer\n pip is the Python package installer.  It integrates with virtualenv, doesn't\n do partial installs, can save package state for replaying, can install from\n non-egg sources, and can install from version control repositories.\n .\n This is the Python 3 version of the package.\nHomepage: https://pip.pypa.io/en/stable/\n",
     [('EMAIL_ADDRESS', 'team+python@tracker.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libopencsd1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 701\nMaintainer: Wookey <wookey@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libopencsd\nVersion: 1.3.3-1\nDepends: libc6 (>= 2.14), libgcc-s1 (>= 3.0), libstdc++6 (>= 11)\nDescription: ARM CoreSight Trace decode library\n This library provides an API suitable for the decode of ARM(r) CoreSight(tm)\n trace streams. It supports ETMv3 data & instruction trace, ETMv4 instruction\n trace, PTM (v1.1) instruction trace, STM (v1.1) software trace, and support for\n external/custom decoders.\n .\n This library is trypically used via perf, but libopencsd-bin also contains a\n test binary.\nHomepage: https://github.com/Linaro/OpenCSD\n',
     [('EMAIL_ADDRESS', 'wookey@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libxtables12\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 101\nMaintainer: Debian Netfilter Packaging Team <pkg-netfilter-team@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: iptables\nVersion: 1.8.9-2\nReplaces: libxtables11 (>= 1.6.0+snapshot20161117-1)\nDepends: libc6 (>= 2.34)\nBreaks: libxtables11 (>= 1.6.0+snapshot20161117-1)\nDescription: netfilter xtables library\n The iptables/xtables framework has been replaced by nftables. You should\n consider migrating now.\n .\n However, even if a given system may be fully running on native nftables,\n there are other reasons why libxtables might be installed. For one, nftables\n itself uses it to be able to display old rulesets that were created using\n xtables extensions (to help folks migrate). Other third-party software might\n also be linked to this library.\n .\n This library being installed in the system should be harmless in any case.\n .\n This package contains the user-space interface to the Netfilter xtables\n kernel framework.\nHomepage: https://www.netfilter.org/\n',
     [('EMAIL_ADDRESS', 'pkg-netfilter-team@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: nettle-dev\nStatus: install ok installed\nPriority: optional\nSection: libdevel\nInstalled-Size: 2936\nMaintainer: Magnus Holmgren <holmgren@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: nettle\nVersion: 3.8.1-2\nReplaces: libnettle-dev\nDepends: libnettle8 (= 3.8.1-2), libhogweed6 (= 3.8.1-2), libgmp-dev\nConflicts: libnettle-dev\nDescription: low level cryptographic library (development files)\n Nettle is a cryptographic library that is designed to fit easily in more or\n less any context: In crypto toolkits for object-oriented languages (C++,\n Python, Pike, ...), in applications like LSH or GNUPG, or even in kernel\n space.\n .\n It tries to solve a problem of providing a common set of cryptographic\n algorithms for higher-level applications by implementing a\n context-independent set of cryptographic algorithms. In that light, Nettle\n doesn't do any memory allocation or I/O, it simply provides the\n cryptographic algorithms for the application to use in any environment and\n in any way it needs.\n .\n This package contains the development files (C headers and static libraries)\nHomepage: http://www.lysator.liu.se/~nisse/nettle/\n",
     [('EMAIL_ADDRESS', 'holmgren@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libproc2-0\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 232\nMaintainer: Craig Small <csmall@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: procps\nVersion: 2:4.0.2-3\nReplaces: procps (<< 1:3.3.2-1)\nDepends: libc6 (>= 2.34), libsystemd0 (>= 209)\nDescription: library for accessing process information from /proc\n The libproc2 library is a way of accessing information out of the /proc\n filesystem.\n .\n This package contains the shared libraries necessary to run programs\n compiled with libproc2.\nHomepage: https://gitlab.com/procps-ng/procps\n',
     [('EMAIL_ADDRESS', 'csmall@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libk5crypto3\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 261\nMaintainer: Sam Hartman <hartmans@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: krb5\nVersion: 1.20.1-2+deb12u3\nDepends: libc6 (>= 2.33), libkrb5support0 (>= 1.20)\nSuggests: krb5-doc, krb5-user\nBreaks: libgssapi-krb5-2 (<= 1.18~), libkrb5-3 (<= 1.18~)\nDescription: MIT Kerberos runtime libraries - Crypto Library\n Kerberos is a system for authenticating users and services on a network.\n Kerberos is a trusted third-party service.  That means that there is a\n third party (the Kerberos server) that is trusted by all the entities on\n the network (users and services, usually called "principals").\n .\n This is the MIT reference implementation of Kerberos V5.\n .\n This package contains the runtime cryptography libraries used by\n applications and Kerberos clients.\nHomepage: https://web.mit.edu/kerberos/\n',
     [('EMAIL_ADDRESS', 'hartmans@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libldb2\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 619\nMaintainer: Debian Samba Maintainers <pkg-samba-maint@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: samba (2:4.17.12+dfsg-0+deb12u4)\nVersion: 2:2.6.2+samba4.17.12+dfsg-0+deb12u4\nDepends: libc6 (>= 2.34), libldap-2.5-0 (>= 2.5.4), liblmdb0 (>= 0.9.9), libtalloc2 (>= 2.3.4~), libtdb1 (>= 1.4.7~), libtevent0 (>= 0.13.0~)\nBreaks: ldb-tools (<< 1.1.30~), samba (<< 2:4.7.0~), samba-dsdb-modules (<< 2:4.7.0~), samba-libs (<< 2:4.7.0~), samba-testsuite (<< 2:4.7.0~)\nDescription: LDAP-like embedded database - shared library\n ldb is a LDAP-like embedded database built on top of TDB.\n .\n It provides a fast database with an LDAP-like API designed\n to be used within an application. In some ways it can be seen as a\n intermediate solution between key-value pair databases and a real LDAP\n database.\n .\n This package contains the shared library file.\nHomepage: https://www.samba.org\n',
     [('EMAIL_ADDRESS', 'pkg-samba-maint@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libcbor0.8\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 98\nMaintainer: Vincent Bernat <bernat@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libcbor (0.8.0-2)\nVersion: 0.8.0-2+b1\nDepends: libc6 (>= 2.14)\nDescription: library for parsing and generating CBOR (RFC 7049)\n CBOR is a general-purpose schema-less binary data format, defined in\n RFC 7049. This package provides a C library for parsing and generating\n CBOR. The main features are:\n .\n  - Complete RFC conformance\n  - Robust C99 implementation\n  - Layered architecture offers both control and convenience\n  - Flexible memory management\n  - No shared global state - threading friendly\n  - Proper handling of UTF-8\n  - Full support for streams & incremental processing\n  - Extensive documentation and test suite\n  - No runtime dependencies, small footprint\n .\n This package contains the runtime library.\nHomepage: https://github.com/PJK/libcbor\n',
     [('EMAIL_ADDRESS', 'bernat@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: libgmp10\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 855\nMaintainer: Debian Science Team <debian-science-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: gmp\nVersion: 2:6.2.1+dfsg1-1.1\nDepends: libc6 (>= 2.14)\nBreaks: libmath-gmp-perl (<< 2.20-1), libmath-prime-util-gmp-perl (<< 0.51-2), postgresql-pgmp (<< 1.0.3-1)\nDescription: Multiprecision arithmetic library\n GNU MP is a programmer's library for arbitrary precision\n arithmetic (ie, a bignum package).  It can operate on signed\n integer, rational, and floating point numeric types.\n .\n It has a rich set of functions, and the functions have a regular\n interface.\nHomepage: https://gmplib.org/\n",
     [('EMAIL_ADDRESS', 'debian-science-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libcairo-gobject2\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 178\nMaintainer: Debian GNOME Maintainers <pkg-gnome-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: cairo\nVersion: 1.16.0-7\nDepends: libcairo2 (= 1.16.0-7), libglib2.0-0 (>= 2.14.0)\nDescription: Cairo 2D vector graphics library (GObject library)\n Cairo is a multi-platform library providing anti-aliased\n vector-based rendering for multiple target backends.\n .\n This package contains the GObject library, providing wrapper GObject types\n for all cairo types.\nHomepage: https://cairographics.org/\n',
     [('EMAIL_ADDRESS', 'pkg-gnome-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: libclone-perl\nStatus: install ok installed\nPriority: optional\nSection: perl\nInstalled-Size: 41\nMaintainer: Debian Perl Group <pkg-perl-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nVersion: 0.46-1\nDepends: perl (>= 5.36.0-4), perlapi-5.36.0, libc6 (>= 2.14)\nDescription: module for recursively copying Perl datatypes\n The Clone module provides a clone() method which makes recursive copies of\n nested hash, array, scalar and reference types, including tied variables and\n objects.\n .\n It is faster (although less flexible) than Storable's dclone. Its\n functionality is _not_ serializing in-memory objects (i.e. as\n Data::Dumper or YAML::Dump do), but deep-copying them over to new\n in-memory structures.\nHomepage: https://metacpan.org/release/Clone\n",
     [('EMAIL_ADDRESS', 'pkg-perl-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: locales\nStatus: install ok installed\nPriority: standard\nSection: localization\nInstalled-Size: 15847\nMaintainer: GNU Libc Maintainers <debian-glibc@lists.debian.org>\nArchitecture: all\nSource: glibc\nVersion: 2.36-9+deb12u14\nDepends: libc-bin (>> 2.36), libc-l10n (>> 2.36), debconf (>= 0.5) | debconf-2.0\nConffiles:\n /etc/locale.alias 4a3f5ef911616822ec6fe04e31930bbf\nDescription: GNU C Library: National Language (locale) data [support]\n Machine-readable data files, shared objects and programs used by the\n C library for localization (l10n) and internationalization (i18n) support.\n .\n This package contains tools to generate locale definitions from source\n files (included in this package). It allows you to customize which\n definitions actually get generated. This is a space-saver over how this\n package used to be, with all locales generated by default. This created\n a package that unpacked to an excess of 30 megs.\nHomepage: https://www.gnu.org/software/libc/libc.html\n',
     [('EMAIL_ADDRESS', 'debian-glibc@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libnss-systemd\nStatus: install ok installed\nPriority: standard\nSection: admin\nInstalled-Size: 389\nMaintainer: Debian systemd Maintainers <pkg-systemd-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: systemd\nVersion: 252.39-1~deb12u2\nDepends: libc6 (>= 2.34), libcap2 (>= 1:2.10), systemd (= 252.39-1~deb12u2)\nDescription: nss module providing dynamic user and group name resolution\n nss-systemd is a plug-in module for the GNU Name Service Switch (NSS)\n functionality of the GNU C Library (glibc), providing UNIX user and group name\n resolution for dynamic users and groups allocated through the DynamicUser=\n option in systemd unit files. See systemd.exec(5) for details on this\n option.\n .\n Installing this package automatically adds the module to /etc/nsswitch.conf.\nHomepage: https://www.freedesktop.org/wiki/Software/systemd\n',
     [('EMAIL_ADDRESS', 'pkg-systemd-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: file\nStatus: install ok installed\nPriority: standard\nSection: utils\nInstalled-Size: 79\nMaintainer: Christoph Biedl <debian.axhn@manchmal.in-ulm.de>\nArchitecture: amd64\nMulti-Arch: foreign\nVersion: 1:5.44-3\nDepends: libc6 (>= 2.34), libmagic1 (= 1:5.44-3)\nBreaks: debhelper (<< 12.2~)\nDescription: Recognize the type of data in a file using "magic" numbers\n The file command is "a file type guesser", a command-line tool that\n tells you in words what kind of data a file contains.\n .\n This package contains the file program itself.\nHomepage: https://www.darwinsys.com/file/\n',
     [('EMAIL_ADDRESS', 'debian.axhn@manchmal.in-ulm.de')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libfakeroot\nStatus: install ok installed\nPriority: optional\nSection: utils\nInstalled-Size: 144\nMaintainer: Clint Adams <clint@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: fakeroot\nVersion: 1.31-1.2\nReplaces: fakeroot (<< 1.20-2~)\nDepends: libc6 (>= 2.34)\nBreaks: fakeroot (<< 1.20-2~)\nConffiles:\n /etc/ld.so.conf.d/fakeroot-x86_64-linux-gnu.conf f9f2331782e9078d5472c77e1d9cd869\nDescription: tool for simulating superuser privileges - shared libraries\n fakeroot provides a fake "root environment" by means of LD_PRELOAD and\n SysV IPC (or TCP) trickery. It puts wrappers around getuid(), chown(),\n stat(), and other file-manipulation functions, so that unprivileged\n users can (for instance) populate .deb archives with root-owned files;\n various build tools use fakeroot for this by default.\n .\n This package contains the LD_PRELOAD libraries.\n',
     [('EMAIL_ADDRESS', 'clint@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libglu1-mesa\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 478\nMaintainer: Debian X Strike Force <debian-x@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libglu\nVersion: 9.0.2-1.1\nReplaces: libglu1\nProvides: libglu1\nDepends: libc6 (>= 2.14), libgcc-s1 (>= 3.0), libopengl0, libstdc++6 (>= 5)\nConflicts: libglu1, mesag3 (<< 5.0.0-1), xlibmesa3\nDescription: Mesa OpenGL utility library (GLU)\n GLU offers simple interfaces for building mipmaps; checking for the\n presence of extensions in the OpenGL (or other libraries which follow\n the same conventions for advertising extensions); drawing\n piecewise-linear curves, NURBS, quadrics and other primitives\n (including, but not limited to, teapots); tesselating surfaces; setting\n up projection matrices and unprojecting screen coordinates to world\n coordinates.\n .\n On Linux, this library is also known as libGLU or libGLU.so.1.\n .\n This package provides the SGI implementation of GLU provided by the\n Mesa project (ergo the "-mesa" suffix).\n',
     [('EMAIL_ADDRESS', 'debian-x@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: notification-daemon\nStatus: install ok installed\nPriority: optional\nSection: x11\nInstalled-Size: 390\nMaintainer: Debian GNOME Maintainers <pkg-gnome-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nSource: notification-daemon (3.20.0-4)\nVersion: 3.20.0-4+b1\nDepends: libatk1.0-0 (>= 1.12.4), libc6 (>= 2.4), libcairo2 (>= 1.10.0), libgdk-pixbuf-2.0-0 (>= 2.22.0), libglib2.0-0 (>= 2.37.3), libgtk-3-0 (>= 3.19.12), libpango-1.0-0 (>= 1.14.0), libx11-6\nDescription: daemon for displaying passive pop-up notifications\n notification-daemon displays passive pop-up notifications, as per\n the Desktop Notifications Specification.\n .\n The Desktop Notifications Specification provides a standard way of\n doing passive pop-up notifications on the Linux desktop. These are\n designed to notify the user of something without interrupting their\n work with a dialog box that they must close.  Passive popups can\n automatically disappear after a short period of time.\nHomepage: https://wiki.gnome.org/Projects/NotificationDaemon\n',
     [('EMAIL_ADDRESS', 'pkg-gnome-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libdrm-amdgpu1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 76\nMaintainer: Debian X Strike Force <debian-x@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libdrm (2.4.114-1)\nVersion: 2.4.114-1+b1\nDepends: libc6 (>= 2.34), libdrm2 (>= 2.4.108)\nDescription: Userspace interface to amdgpu-specific kernel DRM services -- runtime\n This library implements the userspace interface to the kernel DRM\n services.  DRM stands for "Direct Rendering Manager", which is the\n kernelspace portion of the "Direct Rendering Infrastructure" (DRI).\n The DRI is currently used on Linux to provide hardware-accelerated\n OpenGL drivers.\nHomepage: https://cgit.freedesktop.org/mesa/drm/\n',
     [('EMAIL_ADDRESS', 'debian-x@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libunwind8\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 196\nMaintainer: Adrian Bunk <bunk@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libunwind\nVersion: 1.6.2-3\nReplaces: libgcc1 (<< 1:4.0.0-2)\nDepends: libc6 (>= 2.34), liblzma5 (>= 5.1.1alpha+20110809)\nConflicts: libunwind1-dev\nDescription: library to determine the call-chain of a program - runtime\n The primary goal of this project is to define a portable and efficient C\n programming interface (API) to determine the call-chain of a program.\n The API additionally provides the means to manipulate the preserved\n (callee-saved) state of each call-frame and to resume execution at any\n point in the call-chain (non-local goto). The API supports both local\n (same-process) and remote (across-process) operation. As such, the API\n is useful in a number of applications.\n .\n This package includes the shared libraries\nHomepage: http://www.nongnu.org/libunwind\n',
     [('EMAIL_ADDRESS', 'bunk@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libavahi-common3\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 94\nMaintainer: Utopia Maintenance Team <pkg-utopia-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: avahi\nVersion: 0.8-10+deb12u1\nDepends: libc6 (>= 2.34), libavahi-common-data (= 0.8-10+deb12u1)\nDescription: Avahi common library\n Avahi is a fully LGPL framework for Multicast DNS Service Discovery.\n It allows programs to publish and discover services and hosts\n running on a local network with no specific configuration. For\n example you can plug into a network and instantly find printers to\n print to, files to look at and people to talk to.\n .\n This package contains the Avahi common library, which is a set of common\n functions used by many of Avahis components and client applications.\nHomepage: https://avahi.org/\n',
     [('EMAIL_ADDRESS', 'pkg-utopia-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libsystemd-shared\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 5350\nMaintainer: Debian systemd Maintainers <pkg-systemd-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: systemd\nVersion: 252.39-1~deb12u2\nDepends: libacl1 (>= 2.2.23), libapparmor1 (>= 2.13), libaudit1 (>= 1:2.2.1), libblkid1 (>= 2.24), libc6 (>= 2.36), libcap2 (>= 1:2.10), libcrypt1 (>= 1:4.4.0), libgcrypt20 (>= 1.10.0), libip4tc2 (>= 1.8.3), libkmod2 (>= 15), liblz4-1 (>= 0.0~r130), liblzma5 (>= 5.1.1alpha+20120614), libmount1 (>= 2.30), libpam0g (>= 0.99.7.1), libseccomp2 (>= 2.4.1), libselinux1 (>= 3.1~), libssl3 (>= 3.0.0), libzstd1 (>= 1.5.2)\nDescription: systemd shared private library\n This internal shared library provides common code used by various systemd\n components. It is supposed to decrease memory and disk footprint.\n The shared library is not meant for public use and is not API or ABI stable.\nHomepage: https://www.freedesktop.org/wiki/Software/systemd\n',
     [('EMAIL_ADDRESS', 'pkg-systemd-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libffi8\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 68\nMaintainer: Debian GCC Maintainers <debian-gcc@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: libffi\nVersion: 3.4.4-1\nReplaces: libffi8ubuntu1 (<< 3.4.2-1)\nProvides: libffi8ubuntu1 (= 3.4.4-1)\nDepends: libc6 (>= 2.34)\nBreaks: libffi8ubuntu1 (<< 3.4.2-1)\nDescription: Foreign Function Interface library runtime\n A foreign function interface is the popular name for the interface that\n allows code written in one language to call code written in another\n language.\nHomepage: https://sourceware.org/libffi/\n',
     [('EMAIL_ADDRESS', 'debian-gcc@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: fonts-dejavu-extra\nStatus: install ok installed\nPriority: optional\nSection: fonts\nInstalled-Size: 7229\nMaintainer: Debian Fonts Task Force <debian-fonts@lists.debian.org>\nArchitecture: all\nMulti-Arch: foreign\nSource: fonts-dejavu\nVersion: 2.37-6\nDepends: fonts-dejavu-core\nDescription: Vera font family derivate with additional characters (extra variants)\n DejaVu provides an expanded version of the Vera font family aiming for\n quality and broader Unicode coverage while retaining the original Vera\n style. DejaVu currently works towards conformance with the Multilingual\n European Standards (MES-1 and MES-2) for Unicode coverage. The DejaVu\n fonts provide serif, sans and monospaced variants.\n .\n This package includes additional variants, such as oblique, italic,\n bold-oblique, bold-italic and the condensed forms.\n .\n DejaVu fonts are intended for use on low-resolution devices (mainly\n computer screens) but can be used in printing as well.\nHomepage: https://dejavu-fonts.github.io/\n',
     [('EMAIL_ADDRESS', 'debian-fonts@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: librtmp1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 146\nMaintainer: Debian Multimedia Maintainers <debian-multimedia@lists.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: rtmpdump (2.4+20151223.gitfa8646d.1-2)\nVersion: 2.4+20151223.gitfa8646d.1-2+b2\nDepends: libc6 (>= 2.14), libgmp10, libgnutls30 (>= 3.6.14), libhogweed6, libnettle8, zlib1g (>= 1:1.1.4)\nDescription: toolkit for RTMP streams (shared library)\n A small dumper for media content streamed over the RTMP protocol (like BBC's\n iPlayer high quality streams). Supplying an RTMP URL will result in a dumped\n flv file, which can be played/transcoded with standard tools.\n .\n This package contains the shared libraries, header files needed by\n programs that want to use librtmp.\nHomepage: http://rtmpdump.mplayerhq.hu/\n",
     [('EMAIL_ADDRESS', 'debian-multimedia@lists.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libtdb1\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 131\nMaintainer: Debian Samba Maintainers <pkg-samba-maint@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: tdb\nVersion: 1.4.8-2\nDepends: libc6 (>= 2.34)\nDescription: Trivial Database - shared library\n This is a simple database API. It is modelled after the structure\n of GDBM. TDB features, unlike GDBM, multiple writers support with\n appropriate locking and transactions.\n .\n This package contains the shared library file.\nHomepage: https://tdb.samba.org/\n',
     [('EMAIL_ADDRESS', 'pkg-samba-maint@lists.alioth.debian.org')]),
    ('', '/var/lib/dpkg/status',
     'Package: google-cloud-cli-app-engine-go\nStatus: install ok installed\nPriority: optional\nSection: misc\nInstalled-Size: 5944\nMaintainer: Google Cloud CLI Authors <https://code.google.com/p/google-cloud-sdk/>\nArchitecture: amd64\nVersion: 528.0.0-0\nReplaces: google-cloud-sdk-app-engine-go (<< 467.0.0-0)\nDepends: google-cloud-cli, google-cloud-cli-app-engine-python\nBreaks: google-cloud-sdk-app-engine-go (<< 467.0.0-0)\nDescription: Go runtime for Google App Engine\nHomepage: https://cloud.google.com/sdk/\n',
     []),
    ('en_US', '/var/lib/dpkg/status',
     'Package: samba-libs\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 24612\nMaintainer: Debian Samba Maintainers <pkg-samba-maint@lists.alioth.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: samba\nVersion: 2:4.17.12+dfsg-0+deb12u4\nReplaces: libwbclient0 (<< 2:4.16.1+dfsg-7~), samba (<< 2:4.17.0+dfsg-2~)\nDepends: libacl1 (>= 2.2.23), libavahi-client3 (>= 0.6.16), libavahi-common3 (>= 0.6.16), libbsd0 (>= 0.5.0), libc6 (>= 2.34), libcap2 (>= 1:2.10), libgnutls30 (>= 3.7.5), libicu72 (>= 72.1~rc-1~), libjansson4 (>= 2.14), libkeyutils1 (>= 1.5.9), libldap-2.5-0 (>= 2.5.4), libldb2 (>= 2:2.6.2), libpam0g (>= 0.99.7.1), libpopt0 (>= 1.14), libsystemd0, libtalloc2 (>= 2.3.4~), libtdb1 (>= 1.4.7~), libtevent0 (>= 0.13.0), libtirpc3 (>= 1.0.2), libwbclient0 (>= 2:4.5.0+dfsg), zlib1g (>= 1:1.1.4)\nBreaks: libwbclient0 (<< 2:4.16.1+dfsg-7~), samba (<< 2:4.17.0+dfsg-2~)\nDescription: Samba core libraries\n Samba is an implementation of the SMB/CIFS protocol for Unix systems,\n providing support for cross-platform file sharing with Microsoft Windows, OS X,\n and other Unix systems.  Samba can also function as a domain controller\n or member server in Active Directory or NT4-style domains.\n .\n This package contains the shared libraries.\nHomepage: https://www.samba.org\n',
     [('EMAIL_ADDRESS', 'pkg-samba-maint@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: liblocale-gettext-perl\nStatus: install ok installed\nPriority: required\nSection: perl\nInstalled-Size: 51\nMaintainer: Debian Perl Group <pkg-perl-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nVersion: 1.07-5\nDepends: libc6 (>= 2.3)\nPre-Depends: perl-base (>= 5.36.0-5), perlapi-5.36.0\nDescription: module using libc functions for internationalization in Perl\n The Locale::gettext module permits access from perl to the gettext() family of\n functions for retrieving message strings from databases constructed\n to internationalize software.\n .\n It provides gettext(), dgettext(), dcgettext(), textdomain(),\n bindtextdomain(), bind_textdomain_codeset(), ngettext(), dcngettext()\n and dngettext().\nHomepage: https://metacpan.org/release/gettext\n',
     [('EMAIL_ADDRESS', 'pkg-perl-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: python3-cups\nStatus: install ok installed\nPriority: optional\nSection: python\nInstalled-Size: 217\nMaintainer: Debian Python Team <team+python@tracker.debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: python-cups (2.0.1-5)\nVersion: 2.0.1-5+b4\nDepends: python3 (<< 3.12), python3 (>= 3.11~), libc6 (>= 2.34), libcups2 (>= 1.7.0)\nDescription: Python3 bindings for CUPS\n A module of python3 bindings for using the CUPS 2+ API in\n python3 programs.\n .\n CUPS needs to be installed and running for python3-cups to work\n correctly.\nHomepage: https://github.com/OpenPrinting/pycups\n',
     [('EMAIL_ADDRESS', 'team+python@tracker.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: bc\nStatus: install ok installed\nPriority: standard\nSection: math\nInstalled-Size: 241\nMaintainer: Ryan Kavanagh <rak@debian.org>\nArchitecture: amd64\nMulti-Arch: foreign\nSource: bc (1.07.1-3)\nVersion: 1.07.1-3+b1\nDepends: libc6 (>= 2.14), libreadline8 (>= 6.0)\nDescription: GNU bc arbitrary precision calculator language\n GNU bc is an interactive algebraic language with arbitrary precision which\n follows the POSIX 1003.2 draft standard, with several extensions including\n multi-character variable names, an `else' statement and full Boolean\n expressions.  GNU bc does not require the separate GNU dc program.\nHomepage: https://www.gnu.org/software/bc/\n",
     [('EMAIL_ADDRESS', 'rak@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: gsettings-desktop-schemas\nStatus: install ok installed\nPriority: optional\nSection: gnome\nInstalled-Size: 5111\nMaintainer: Debian GNOME Maintainers <pkg-gnome-maintainers@lists.alioth.debian.org>\nArchitecture: all\nMulti-Arch: foreign\nVersion: 43.0-1\nDepends: dconf-gsettings-backend | gsettings-backend\nBreaks: gnome-control-center (<< 1:3.19.92), gnome-settings-daemon (<< 3.19.92), gnome-shell (<< 40), mutter (<< 3.31.4), nautilus (<< 3.7.92)\nDescription: GSettings desktop-wide schemas\n gsettings-desktop-schemas contains a collection of GSettings schemas for\n settings shared by various components of a desktop.\nHomepage: https://www.gnome.org/\n',
     [('EMAIL_ADDRESS', 'pkg-gnome-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libpopt0\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 245\nMaintainer: Håvard F. Aasen <havard.f.aasen@pfft.no>\nArchitecture: amd64\nMulti-Arch: same\nSource: popt\nVersion: 1.19+dfsg-1\nDepends: libc6 (>= 2.33)\nDescription: lib for parsing cmdline parameters\n Popt was heavily influenced by the getopt() and getopt_long() functions,\n but it allows more powerful argument expansion. It can parse arbitrary\n argv[] style arrays and automatically set variables based on command\n line arguments. It also allows command line arguments to be aliased via\n configuration files and includes utility functions for parsing arbitrary\n strings into argv[] arrays using shell-like rules.\n .\n This package contains the runtime library and locale data.\nHomepage: https://github.com/rpm-software-management/popt\n',
     [('EMAIL_ADDRESS', 'havard.f.aasen@pfft.no')]),
    ('en_US', '/var/lib/dpkg/status',
     "Package: heaptrack\nStatus: install ok installed\nPriority: optional\nSection: devel\nInstalled-Size: 369\nMaintainer: Debian Science Maintainers <debian-science-maintainers@lists.alioth.debian.org>\nArchitecture: amd64\nVersion: 1.4.0-2\nDepends: libboost-filesystem1.74.0 (>= 1.74.0), libboost-iostreams1.74.0 (>= 1.74.0), libboost-program-options1.74.0 (>= 1.74.0), libc6 (>= 2.34), libgcc-s1 (>= 3.3.1), libstdc++6 (>= 11), libheaptrack (= 1.4.0-2)\nDescription: heap memory profiler for Linux\n Heap memory usage profiler. It uses LD_PRELOAD to track all calls\n to the core memory allocation functions and logs these occurrences.\n Additionally, backtraces are obtained and logged. It can also\n generate a historigram of allocation sizes over the number of\n calls. Heaptrack measures the following:\n .\n   * Heap memory consumption (like Massif).\n   * Number of calls to allocation functions (like callgrind).\n   * Total amount of memory allocated, ignoring deallocations.\n   * Leaked memory (like memcheck).\n .\n Heaptrack is notable for it's ability to attach to running processes,\n for consuming substantially less memory than Valgrind, and for not\n reducing an application's interactivity as much as Valgrind does.\n Heaptrack is useful for debugging memory leaks and memory ballooning.\n .\n The package contains the command line tools.\nHomepage: https://github.com/KDE/heaptrack\n",
     [('EMAIL_ADDRESS', 'debian-science-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libncursesw5-dev\nStatus: install ok installed\nPriority: optional\nSection: oldlibs\nInstalled-Size: 6\nMaintainer: Craig Small <csmall@debian.org>\nArchitecture: amd64\nMulti-Arch: same\nSource: ncurses\nVersion: 6.4-4\nDepends: libtinfo6 (= 6.4-4), libncurses-dev (= 6.4-4)\nDescription: transitional package for libncurses-dev\n This is a transitional package that can safely be removed.\nHomepage: https://invisible-island.net/ncurses/\n',
     [('EMAIL_ADDRESS', 'csmall@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: jq\nStatus: install ok installed\nPriority: optional\nSection: utils\nInstalled-Size: 110\nMaintainer: ChangZhuo Chen (陳昌倬) <czchen@debian.org>\nArchitecture: amd64\nMulti-Arch: foreign\nVersion: 1.6-2.1+deb12u1\nDepends: libjq1 (= 1.6-2.1+deb12u1), libc6 (>= 2.34)\nDescription: lightweight and flexible command-line JSON processor\n jq is like sed for JSON data – you can use it to slice\n and filter and map and transform structured data with\n the same ease that sed, awk, grep and friends let you\n play with text.\n .\n It is written in portable C, and it has minimal runtime\n dependencies.\n .\n jq can mangle the data format that you have into the\n one that you want with very little effort, and the\n program to do so is often shorter and simpler than\n you’d expect.\nHomepage: https://github.com/stedolan/jq\n',
     [('EMAIL_ADDRESS', 'czchen@debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libasound2-data\nStatus: install ok installed\nPriority: optional\nSection: libs\nInstalled-Size: 200\nMaintainer: Debian ALSA Maintainers <pkg-alsa-devel@lists.alioth.debian.org>\nArchitecture: all\nMulti-Arch: foreign\nSource: alsa-lib\nVersion: 1.2.8-1\nReplaces: libasound2 (<< 1.2.8-1)\nRecommends: alsa-ucm-conf, alsa-topology-conf\nSuggests: alsa-utils\nBreaks: libasound2 (<< 1.2.8-1)\nDescription: Configuration files and profiles for ALSA drivers\n This package contains configuration files for ALSA drivers.\n .\n ALSA is the Advanced Linux Sound Architecture.\nHomepage: https://www.alsa-project.org/\n',
     [('EMAIL_ADDRESS', 'pkg-alsa-devel@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: libx11-protocol-perl\nStatus: install ok installed\nPriority: optional\nSection: perl\nInstalled-Size: 459\nMaintainer: Debian Perl Group <pkg-perl-maintainers@lists.alioth.debian.org>\nArchitecture: all\nMulti-Arch: foreign\nVersion: 0.56-9\nDepends: perl:any\nRecommends: perl | libio-socket-ip-perl\nDescription: Perl module for the X Window System Protocol, version 11\n X11::Protocol is a client-side interface to the X11 Protocol (see X(1) for\n information about X11), allowing perl programs to display windows and\n graphics on X11 servers.\nHomepage: https://metacpan.org/release/X11-Protocol\n',
     [('EMAIL_ADDRESS', 'pkg-perl-maintainers@lists.alioth.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: debian-archive-keyring\nStatus: install ok installed\nPriority: important\nSection: misc\nInstalled-Size: 293\nMaintainer: Debian Release Team <packages@release.debian.org>\nArchitecture: all\nMulti-Arch: foreign\nVersion: 2023.3+deb12u2\nConffiles:\n /etc/apt/trusted.gpg.d/debian-archive-bookworm-automatic.asc 55eec060916a9d4a0db7560ab4d7bdce\n /etc/apt/trusted.gpg.d/debian-archive-bookworm-security-automatic.asc bec0a1224f667bcd1e231b874db9bc4f\n /etc/apt/trusted.gpg.d/debian-archive-bookworm-stable.asc fac2ec9faba2c2d82c70a6e2805c5b79\n /etc/apt/trusted.gpg.d/debian-archive-bullseye-automatic.asc 1f30ce1ba8532d523017acb1a69c106a\n /etc/apt/trusted.gpg.d/debian-archive-bullseye-security-automatic.asc 9fbe7b0d8ebb38e240aeec6b0830ac7b\n /etc/apt/trusted.gpg.d/debian-archive-bullseye-stable.asc 85a4c0e5c747a38509b33562d4c950be\n /etc/apt/trusted.gpg.d/debian-archive-trixie-automatic.asc 556202307f6f23e343c1ba12790507be\n /etc/apt/trusted.gpg.d/debian-archive-trixie-security-automatic.asc f421db9e00d9a98c66c396b2a210f52c\n /etc/apt/trusted.gpg.d/debian-archive-trixie-stable.asc 91c5c0b4f6878239622087c64866c909\nDescription: GnuPG archive keys of the Debian archive\n The Debian project digitally signs its Release files. This package\n contains the archive keys used for that.\n',
     [('EMAIL_ADDRESS', 'packages@release.debian.org')]),
    ('en_US', '/var/lib/dpkg/status',
     'Package: net-tools\nStatus: install ok installed\nPriority: important\nSection: net\nInstalled-Size: 978\nMaintainer: net-tools Team <team+net-tools@tracker.debian.org>\nArchitecture: amd64\nMulti-Arch: foreign\nVersion: 2.10-0.1+deb12u2\nDepends: libc6 (>= 2.34), libselinux1 (>= 3.1~)\nDescription: NET-3 networking toolkit\n This package includes the important tools for controlling the network\n subsystem of the Linux kernel.  This includes arp, ifconfig, netstat,\n rarp, nameif and route.  Additionally, this package contains utilities\n relating to particular network hardware types (plipconfig, slattach,\n mii-tool) and advanced aspects of IP configuration (iptunnel, ipmaddr).\n .\n In the upstream package \'hostname\' and friends are included. Those are\n not installed by this package, since there is a special "hostname*.deb".\nHomepage: http://sourceforge.net/projects/net-tools/\n',
     [('EMAIL_ADDRESS', 'team+net-tools@tracker.debian.org')]),
    ('en_US', '/root/.pyenv/versions/3.9.18/lib/python3.9/site-packages/pip/_vendor/chardet/version.py',
     'This module exists only to simplify retrieving the version number of chardet\nfrom within setuptools and from chardet subpackages.\n\n:author: Dan Blanchard (dan.blanchard@gmail.com)\n"""\n\n__version__ = "5.1.0"\nVERSION = __version__.split(".")\n',
     [('EMAIL_ADDRESS', 'dan.blanchard@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/cynlib.vim',
     '" Vim syntax file\n" Language:     Cynlib(C++)\n" Maintainer:   Phil Derrick <phild@forteds.com>\n" Last change:  2001 Sep 02\n" URL http://www.derrickp.freeserve.co.uk/vim/syntax/cynlib.vim\n"\n" Language Information\n"\n"\t\tCynlib is a library of C++ classes to allow hardware\n"\t\tmodelling in C++. Combined with a simulation kernel,\n"\t\tthe compiled and linked executable forms a hardware\n"\t\tsimulation of the described design.\n"\n"\t\tFurther information can be found from www.forteds.com\n\n\n" Remove any old syntax stuff hanging around\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\n\n\n" Read the C++ syntax to start with - this includes the C syntax\nruntime! syntax/cpp.vim\nunlet b:current_syntax\n\n" Cynlib extensions\n\nsyn keyword\tcynlibMacro\t   Default CYNSCON\nsyn keyword\tcynlibMacro\t   Case CaseX EndCaseX\nsyn keyword\tcynlibType\t   CynData CynSignedData CynTime\nsyn keyword\tcynlibType\t   In Out InST OutST\nsyn keyword\tcynlibType\t   Struct\nsyn keyword\tcynlibType\t   Int Uint Const\nsyn keyword\tcynlibType\t   Long Ulong\nsyn keyword\tcynlibType\t   OneHot\nsyn keyword\tcynlibType\t   CynClock Cynclock0\nsyn keyword     cynlibFunction     time configure my_name\nsyn keyword     cynlibFunction     CynModule epilog execute_on\n',
     [('EMAIL_ADDRESS', 'phild@forteds.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/procmail.vim',
     '" Vim syntax file\n" Language:\tProcmail definition file\n" Maintainer:\tMelchior FRANZ <mfranz@aon.at>\n" Last Change:\t2003 Aug 14\n" Author:\tSonia Heimann\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn match   procmailComment      "#.*$" contains=procmailTodo\nsyn keyword   procmailTodo      contained Todo TBD\n\nsyn region  procmailString       start=+"+  skip=+\\\\"+  end=+"+\nsyn region  procmailString       start=+\'+  skip=+\\\\\'+  end=+\'+\n\nsyn region procmailVarDeclRegion start="^\\s*[a-zA-Z0-9_]\\+\\s*="hs=e-1 skip=+\\\\$+ end=+$+ contains=procmailVar,procmailVarDecl,procmailString\nsyn match procmailVarDecl contained "^\\s*[a-zA-Z0-9_]\\+"\nsyn match procmailVar "$[a-zA-Z0-9_]\\+"\n\nsyn match procmailCondition contained "^\\s*\\*.*"\n\nsyn match procmailActionFolder contained "^\\s*[-_a-zA-Z0-9/]\\+"\nsyn match procmailActionVariable contained "^\\s*$[a-zA-Z_]\\+"\nsyn region procmailActionForward start=+^\\s*!+ skip=+\\\\$+ end=+$+\n',
     [('EMAIL_ADDRESS', 'mfranz@aon.at')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/udevconf.vim',
     '" Vim filetype plugin file\n" Language:             udev(8) configuration file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo<"\n\nsetlocal comments=:# commentstring=#\\ %s formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('', '/usr/lib/python3/dist-packages/oauthlib/oauth2/rfc6749/clients/legacy_application.py',
     "        credentials (or assigned other authentication requirements), the\n        client MUST authenticate with the authorization server as described\n        in `Section 3.2.1`_.\n\n        The prepared body will include all provided credentials as well as\n        the ``grant_type`` parameter set to ``password``::\n\n            >>> from oauthlib.oauth2 import LegacyApplicationClient\n            >>> client = LegacyApplicationClient('your_id')\n            >>> client.prepare_request_body(username='foo', password='bar', scope=['hello', 'world'])\n",
     []),
    ('', '/usr/share/vim/vim90/doc/if_pyth.txt',
     '\t\t\tis the whole file: "1,$".\n\nExamples:\n>\n\t:pydo return "%s\\t%d" % (line[::-1], len(line))\n\t:pydo if line: return "%4d: %s" % (linenr, line)\n<\nOne can use `:pydo` in possible conjunction with `:py` to filter a range using\npython. For example: >\n\n\t:py3 << EOF\n',
     []),
    ('en_US', '/usr/share/vim/vim90/ftplugin/fortran.vim',
     '" Vim settings file\n" Language:\tFortran 2008 (and older: Fortran 2003, 95, 90, 77, 66)\n" Version:\t(v53) 2021 April 06 (updated 2022 May 22)\n" Maintainer:\tAjit J. Thakkar <ajit@unb.ca>; <http://www2.unb.ca/~ajit/>\n" Usage:\tFor instructions, do :help fortran-plugin from Vim\n" Credits:\n"  Version 0.1 was created in September 2000 by Ajit Thakkar.\n"  Since then, useful suggestions and contributions have been made, in order, by:\n"  Stefano Zacchiroli, Hendrik Merx, Ben Fritz, David Barnett, Eisuke Kawashima,\n"  Doug Kearns, and Fritz Reese.\n\n" Only do these settings when not done yet for this buffer\nif exists("b:did_ftplugin")\n  finish\nendif\n\nlet s:cposet=&cpoptions\nset cpoptions&vim\n\n" Don\'t do other file type settings for this buffer\nlet b:did_ftplugin = 1\n\n" Determine whether this is a fixed or free format source file\n" if this hasn\'t been done yet using the priority:\n" buffer-local value\n" > global value\n',
     [('EMAIL_ADDRESS', 'ajit@unb.ca')]),
    ('en_US', '/usr/share/vim/vim90/syntax/abel.vim',
     '" Vim syntax file\n" Language:\tABEL\n" Maintainer:\tJohn Cook <johncook3@gmail.com>\n" Last Change:\t2011 Dec 27\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\n" this language is oblivious to case\nsyn case ignore\n\n" A bunch of keywords\nsyn keyword abelHeader\t\tmodule title device options\nsyn keyword abelSection\t\tdeclarations equations test_vectors end\nsyn keyword abelDeclaration\tstate truth_table state_diagram property\nsyn keyword abelType\t\tpin node attribute constant macro library\n\nsyn keyword abelTypeId\t\tcom reg neg pos buffer dc reg_d reg_t contained\nsyn keyword abelTypeId\t\treg_sr reg_jk reg_g retain xor invert contained\n\nsyn keyword abelStatement\twhen then else if with endwith case endcase\nsyn keyword abelStatement\tfuses expr trace\n\n" option to omit obsolete statements\nif exists("abel_obsolete_ok")\n  syn keyword abelStatement enable flag in\nelse\n  syn keyword abelError enable flag in\nendif\n\n" directives\nsyn match abelDirective "@alternate"\nsyn match abelDirective "@standard"\nsyn match abelDirective "@const"\nsyn match abelDirective "@dcset"\n',
     [('EMAIL_ADDRESS', 'johncook3@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/asterisk.vim',
     '" Vim syntax file\n" Language:\tAsterisk config file\n" Maintainer: \tJean Aunis <jean.aunis@yahoo.fr>\n" Previous Maintainer:\tbrc007\n" Updated for 1.2 by Tilghman Lesher (Corydon76)\n" Last Change:\t2015 Feb 27\n" version 0.4\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn sync clear\nsyn sync fromstart\n\nsyn keyword     asteriskTodo    TODO contained\nsyn match       asteriskComment         ";.*" contains=asteriskTodo\nsyn match       asteriskContext         "\\[.\\{-}\\]"\nsyn match       asteriskExten           "^\\s*\\zsexten\\s*=>\\?\\s*[^,]\\+\\ze," contains=asteriskPattern nextgroup=asteriskPriority\nsyn match       asteriskExten           "^\\s*\\zssame\\s*=>\\?\\s*\\ze" nextgroup=asteriskPriority\nsyn match       asteriskExten           "^\\s*\\(register\\|channel\\|ignorepat\\|include\\|l\\?e\\?switch\\|\\(no\\)\\?load\\)\\s*=>\\?"\n',
     [('EMAIL_ADDRESS', 'jean.aunis@yahoo.fr')]),
    ('', '/usr/share/vim/vim90/doc/syntax.txt',
     'alternative way to enter a comment line.  This idiom can be used with the\ncurrent Windows Command Interpreter, but it can lead to problems when used\ninside ( ... ) command blocks.  You can find a discussion about this on\nStack Overflow -\n\nhttps://stackoverflow.com/questions/12407800/which-comment-style-should-i-use-in-batch-files\n\nTo allow the use of the :: idiom for comments in the Windows Command\nInterpreter or working with MS-DOS bat files, set the\ndosbatch_colons_comment variable to anything: >\n\n   :let dosbatch_colons_comment = 1\n\nThere is an option that covers whether *.btm files should be detected as type\n"dosbatch" (MS-DOS batch files) or type "btm" (4DOS batch files).  The latter\nis used by default.  You may select the former with the following line: >\n\n   :let g:dosbatch_syntax_for_btm = 1\n\nIf this variable is undefined or zero, btm syntax is selected.\n\n\nDOXYGEN\t\t\t\t\t\t*doxygen.vim* *doxygen-syntax*\n\nDoxygen generates code documentation using a special documentation format\n(similar to Javadoc).  This syntax script adds doxygen highlighting to c, cpp,\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/smil.vim',
     '" Vim syntax file\n" Language:\tSMIL (Synchronized Multimedia Integration Language)\n" Maintainer:\tHerve Foucher <Herve.Foucher@helio.org>\n" URL:\t\thttp://www.helio.org/vim/syntax/smil.vim\n" Last Change:\t2012 Feb 03 by Thilo Six\n\n" To learn more about SMIL, please refer to http://www.w3.org/AudioVideo/\n" and to http://www.helio.org/products/smil/tutorial/\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\n" SMIL is case sensitive\nsyn case match\n\n" illegal characters\nsyn match smilError "[<>&]"\nsyn match smilError "[()&]"\n\nif !exists("main_syntax")\n  let main_syntax = \'smil\'\nendif\n\n" tags\nsyn match   smilSpecial  contained "\\\\\\d\\d\\d\\|\\\\."\nsyn match   smilSpecial  contained "("\nsyn match   smilSpecial  contained "id("\nsyn match   smilSpecial  contained ")"\nsyn keyword smilSpecial  contained remove freeze true false on off overdub caption new pause replace\nsyn keyword smilSpecial  contained first last\nsyn keyword smilSpecial  contained fill meet slice scroll hidden\nsyn region  smilString   contained start=+"+ skip=+\\\\\\\\\\|\\\\"+ end=+"+ contains=smilSpecial\nsyn region  smilString   contained start=+\'+ skip=+\\\\\\\\\\|\\\\\'+ end=+\'+ contains=smilSpecial\nsyn match   smilValue    contained "=[\\t ]*[^\'" \\t>][^ \\t>]*"hs=s+1\nsyn region  smilEndTag\t\t   start=+</+\t end=+>+\t      contains=smilTagN,smilTagError\n',
     [('EMAIL_ADDRESS', 'Herve.Foucher@helio.org')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/expect.vim',
     '" Vim filetype plugin file\n" Language:\tExpect\n" Maintainer:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t2022 Jul 16\n\nif exists("b:did_ftplugin")\n  finish\nendif\n\n" Syntax is similar to Tcl\nruntime! ftplugin/tcl.vim\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nif (has("gui_win32") || has("gui_gtk")) && !exists("b:browsefilter")\n  let b:browsefilter = "Expect Command Files (*.exp)\\t*.exp\\n" ..\n\t\\\t       "All Files (*.*)\\t*.*\\n"\nendif\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n\n" vim: nowrap sw=2 sts=2 ts=8\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/root/.pyenv/versions/3.6.15/lib/python3.6/site-packages/pip/_vendor/progress/helpers.py',
     '# Copyright (c) 2012 Giorgos Verigakis <verigak@gmail.com>\n#\n# Permission to use, copy, modify, and distribute this software for any\n# purpose with or without fee is hereby granted, provided that the above\n# copyright notice and this permission notice appear in all copies.\n#\n# THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES\n# WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF\n# MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR\n# ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES\n# WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN\n# ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF\n# OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.\n\nfrom __future__ import print_function\n\n\nHIDE_CURSOR = \'\\x1b[?25l\'\nSHOW_CURSOR = \'\\x1b[?25h\'\n\n\nclass WriteMixin(object):\n    hide_cursor = False\n\n    def __init__(self, message=None, **kwargs):\n        super(WriteMixin, self).__init__(**kwargs)\n',
     [('EMAIL_ADDRESS', 'verigak@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/keymap/ukrainian-jcuken.vim',
     '" Vim Keymap file for ukrainian characters, layout \'jcuken\', classical variant\n" (compatible with XFree86 \'uk\' keymap)\n" Derived from russian-jcuken.vim by Artem Chuprina <ran@ran.pp.ru>\n" Useful mainly with utf-8 but may work with other encodings\n\n" Maintainer:   Anatoli Sakhnik <sakhnik@gmail.com>\n" Last Changed: 2007 Nov 11\n\n" All characters are given literally, conversion to another encoding (e.g.,\n" UTF-8) should work.\nscriptencoding utf-8\n\nlet b:keymap_name = "uk"\n\nloadkeymap\n~\t~\n`\t\'\nF\tА\tCYRILLIC CAPITAL LETTER A\n<\tБ\tCYRILLIC CAPITAL LETTER BE\nD\tВ\tCYRILLIC CAPITAL LETTER VE\nU\tГ\tCYRILLIC CAPITAL LETTER GHE\nL\tД\tCYRILLIC CAPITAL LETTER DE\nT\tЕ\tCYRILLIC CAPITAL LETTER IE\n:\tЖ\tCYRILLIC CAPITAL LETTER ZHE\nP\tЗ\tCYRILLIC CAPITAL LETTER ZE\nB\tИ\tCYRILLIC CAPITAL LETTER I\nQ\tЙ\tCYRILLIC CAPITAL LETTER SHORT I\nR\tК\tCYRILLIC CAPITAL LETTER KA\nK\tЛ\tCYRILLIC CAPITAL LETTER EL\nV\tМ\tCYRILLIC CAPITAL LETTER EM\nY\tН\tCYRILLIC CAPITAL LETTER EN\nJ\tО\tCYRILLIC CAPITAL LETTER O\nG\tП\tCYRILLIC CAPITAL LETTER PE\n',
     [('EMAIL_ADDRESS', 'ran@ran.pp.ru'), ('EMAIL_ADDRESS', 'sakhnik@gmail.com')]),
    ('', '/usr/share/vim/vim90/syntax/ps1.vim',
     'syn match ps1Operator /%/\nsyn match ps1Operator /&/\nsyn match ps1Operator /::/\nsyn match ps1Operator /,/\nsyn match ps1Operator /\\(^\\|\\s\\)\\@<=\\. \\@=/\n\n" Regular Strings\n" These aren\'t precisely correct and could use some work\nsyn region ps1String start=/"/ skip=/`"/ end=/"/ contains=@ps1StringSpecial,@Spell\nsyn region ps1String start=/\'/ skip=/\'\'/ end=/\'/\n\n" Here-Strings\nsyn region ps1String start=/@"$/ end=/^"@/ contains=@ps1StringSpecial,@Spell\n',
     []),
    ('', '/root/.pyenv/versions/3.13.0/lib/python3.13/site-packages/pip/_internal/vcs/git.py',
     '        return cls._git_remote_to_pip_url(url.strip())\n\n    @staticmethod\n    def _git_remote_to_pip_url(url: str) -> str:\n        """\n        Convert a remote url from what git uses to what pip accepts.\n\n        There are 3 legal forms **url** may take:\n\n            1. A fully qualified url: ssh://git@example.com/foo/bar.git\n            2. A local project.git folder: /path/to/bare/repository.git\n            3. SCP shorthand for form 1: git@example.com:foo/bar.git\n\n        Form 1 is output as-is. Form 2 must be converted to URI and form 3 must\n        be converted to form 1.\n\n        See the corresponding test test_git_remote_url_to_pip() for examples of\n        sample inputs/outputs.\n        """\n        if re.match(r"\\w+://", url):\n            # This is already valid. Pass it though as-is.\n            return url\n        if os.path.exists(url):\n            # A local bare remote (git clone --mirror).\n',
     []),
    ('', '/root/.pyenv/versions/3.12.1/lib/python3.12/site-packages/pip/_vendor/idna/uts46data.py',
     "    (0x24E2, 'M', 's'),\n    (0x24E3, 'M', 't'),\n    (0x24E4, 'M', 'u'),\n    (0x24E5, 'M', 'v'),\n    (0x24E6, 'M', 'w'),\n    (0x24E7, 'M', 'x'),\n    (0x24E8, 'M', 'y'),\n    (0x24E9, 'M', 'z'),\n    (0x24EA, 'M', '0'),\n    (0x24EB, 'V'),\n    (0x2A0C, 'M', '∫∫∫∫'),\n    (0x2A0D, 'V'),\n    (0x2A74, '3', '::='),\n    (0x2A75, '3', '=='),\n    (0x2A76, '3', '==='),\n    (0x2A77, 'V'),\n    (0x2ADC, 'M', '⫝̸'),\n    (0x2ADD, 'V'),\n    (0x2B74, 'X'),\n    (0x2B76, 'V'),\n    (0x2B96, 'X'),\n    (0x2B97, 'V'),\n    (0x2C00, 'M', 'ⰰ'),\n    (0x2C01, 'M', 'ⰱ'),\n    (0x2C02, 'M', 'ⰲ'),\n    (0x2C03, 'M', 'ⰳ'),\n    (0x2C04, 'M', 'ⰴ'),\n    (0x2C05, 'M', 'ⰵ'),\n    (0x2C06, 'M', 'ⰶ'),\n    (0x2C07, 'M', 'ⰷ'),\n    (0x2C08, 'M', 'ⰸ'),\n    (0x2C09, 'M', 'ⰹ'),\n    (0x2C0A, 'M', 'ⰺ'),\n    (0x2C0B, 'M', 'ⰻ'),\n    (0x2C0C, 'M', 'ⰼ'),\n    (0x2C0D, 'M', 'ⰽ'),\n    (0x2C0E, 'M', 'ⰾ'),\n    (0x2C0F, 'M', 'ⰿ'),\n    (0x2C10, 'M', 'ⱀ'),\n    (0x2C11, 'M', 'ⱁ'),\n    (0x2C12, 'M', 'ⱂ'),\n    (0x2C13, 'M', 'ⱃ'),\n    (0x2C14, 'M', 'ⱄ'),\n    (0x2C15, 'M', 'ⱅ'),\n    (0x2C16, 'M', 'ⱆ'),\n    (0x2C17, 'M', 'ⱇ'),\n    (0x2C18, 'M', 'ⱈ'),\n    (0x2C19, 'M', 'ⱉ'),\n    (0x2C1A, 'M', 'ⱊ'),\n    (0x2C1B, 'M', 'ⱋ'),\n    (0x2C1C, 'M', 'ⱌ'),\n    (0x2C1D, 'M', 'ⱍ'),\n    (0x2C1E, 'M', 'ⱎ'),\n    (0x2C1F, 'M', 'ⱏ'),\n    (0x2C20, 'M', 'ⱐ'),\n    (0x2C21, 'M', 'ⱑ'),\n    (0x2C22, 'M', 'ⱒ'),\n    (0x2C23, 'M', 'ⱓ'),\n    (0x2C24, 'M', 'ⱔ'),\n",
     []),
    ('en_US', '/usr/share/vim/vim90/ftplugin/crm.vim',
     '" Vim filetype plugin file\n" Language:             CRM114\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo<"\n\nsetlocal comments=:# commentstring=#\\ %s formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/indent/solidity.vim',
     '" Vim indent file\n" Language: \t\tSolidity\n" Acknowledgement: \tBased off of vim-javascript\n" Maintainer: \t\tCothi (jiungdev@gmail.com)\n" Original Author: \ttomlion (https://github.com/tomlion/vim-solidity)\n',
     [('EMAIL_ADDRESS', 'jiungdev@gmail.com')]),
    ('en_US', '/root/.pyenv/versions/3.6.15/lib/python3.6/site-packages/setuptools/_vendor/six.py',
     '# LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,\n# OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE\n# SOFTWARE.\n\nfrom __future__ import absolute_import\n\nimport functools\nimport itertools\nimport operator\nimport sys\nimport types\n\n__author__ = "Benjamin Peterson <benjamin@python.org>"\n__version__ = "1.10.0"\n\n\n# Useful for very coarse version differentiation.\nPY2 = sys.version_info[0] == 2\nPY3 = sys.version_info[0] == 3\nPY34 = sys.version_info[0:2] >= (3, 4)\n\nif PY3:\n    string_types = str,\n    integer_types = int,\n    class_types = type,\n    text_type = str\n    binary_type = bytes\n\n    MAXSIZE = sys.maxsize\nelse:\n    string_types = basestring,\n    integer_types = (int, long)\n    class_types = (type, types.ClassType)\n    text_type = unicode\n    binary_type = str\n\n    if sys.platform.startswith("java"):\n        # Jython always uses 32 bits.\n        MAXSIZE = int((1 << 31) - 1)\n    else:\n        # It\'s possible to have sizeof(long) != sizeof(Py_ssize_t).\n',
     [('EMAIL_ADDRESS', 'benjamin@python.org')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/framescript.vim',
     '" Vim ftplugin file\n" Language:             FrameScript\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-19\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo< inc< | unlet! b:matchwords"\n\nsetlocal comments=s1:/*,mb:*,ex:*/,:// commentstring=/*\\ %s\\ */\nsetlocal formatoptions-=t formatoptions+=croql\nsetlocal include=^\\\\s*<#Include\n\nif exists("loaded_matchit")\n  let s:not_end = \'\\c\\%(\\<End\\)\\@<!\'\n  let b:match_words =\n        \\ s:not_end . \'\\<If\\>:\\c\\<ElseIf\\>:\\c\\<Else\\>:\\c\\<EndIf\\>,\' .\n        \\ s:not_end . \'\\<Loop\\>:\\c\\<EndLoop\\>\' .\n        \\ s:not_end . \'\\<Sub\\>:\\c\\<EndSub\\>\'\n  unlet s:not_end\nendif\n\nlet &cpo = s:cpo_save \nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/autoload/dist/ft.vim',
     'vim9script\n\n# Vim functions for file type detection\n#\n# Maintainer:\tBram Moolenaar <Bram@vim.org>\n# Last Change:\t2022 Dec 14\n\n# These functions are moved here from runtime/filetype.vim to make startup\n# faster.\n\nexport def Check_inp()\n  if getline(1) =~ \'^\\*\'\n    setf abaqus\n  else\n    var n = 1\n    var nmax = line("$") > 500 ? 500 : line("$")\n    while n <= nmax\n      if getline(n) =~? "^header surface data"\n\tsetf trasys\n\tbreak\n      endif\n      n += 1\n    endwhile\n  endif\nenddef\n\n# This function checks for the kind of assembly that is wanted by the user, or\n# can be detected from the first five lines of the file.\nexport def FTasm()\n  # make sure b:asmsyntax exists\n  if !exists("b:asmsyntax")\n    b:asmsyntax = ""\n  endif\n\n  if b:asmsyntax == ""\n    FTasmsyntax()\n  endif\n\n  # if b:asmsyntax still isn\'t set, default to asmsyntax or GNU\n  if b:asmsyntax == ""\n    if exists("g:asmsyntax")\n      b:asmsyntax = g:asmsyntax\n    else\n      b:asmsyntax = "asm"\n    endif\n  endif\n\n  exe "setf " .. fnameescape(b:asmsyntax)\nenddef\n\nexport def FTasmsyntax()\n  # see if the file contains any asmsyntax=foo overrides. If so, change\n  # b:asmsyntax appropriately\n  var head = " " .. getline(1) .. " " .. getline(2) .. " "\n\t.. getline(3) .. " " .. getline(4) ..  " " .. getline(5) .. " "\n  var match = matchstr(head, \'\\sasmsyntax=\\zs[a-zA-Z0-9]\\+\\ze\\s\')\n  if match != \'\'\n    b:asmsyntax = match\n',
     [('EMAIL_ADDRESS', 'Bram@vim.org')]),
    ('en_US', '/usr/share/vim/vim90/syntax/basic.vim',
     '" Vim syntax file\n" Language:\t\tBASIC (QuickBASIC 4.5)\n" Maintainer:\t\tDoug Kearns <dougkearns@gmail.com>\n" Previous Maintainer:\tAllan Kelly <allan@fruitloaf.co.uk>\n" Contributors:\t\tThilo Six\n" Last Change:\t\t2022 Jun 22\n\n" First version based on Micro$soft QBASIC circa 1989, as documented in\n" \'Learn BASIC Now\' by Halvorson&Rygmyr. Microsoft Press 1989.\n"\n" Second version attempts to match Microsoft QuickBASIC 4.5 while keeping FreeBASIC\n" (-lang qb) and QB64 (excluding extensions) in mind. -- DJK\n\n" Prelude {{{1\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nsyn iskeyword @,48-57,.,!,#,%,&,$\nsyn case      ignore\n\n" Whitespace Errors {{{1\nif exists("basic_space_errors")\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com'), ('EMAIL_ADDRESS', 'allan@fruitloaf.co.uk')]),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/lisp.py',
     '            default(\'body\'),\n        ],\n        \'body\': [\n            # whitespace\n            (r\'\\s+\', Whitespace),\n\n            # single-line comment\n            (r\';.*$\', Comment.Single),\n\n            # strings and characters\n            (r\'"\', String, \'string\'),\n            (r\'\\?([^\\\\]|\\\\.)\', String.Char),\n            # quoting\n            (r":" + symbol, Name.Builtin),\n            (r"::" + symbol, String.Symbol),\n            (r"\'" + symbol, String.Symbol),\n            (r"\'", Operator),\n            (r"`", Operator),\n\n            # decimal numbers\n            (r\'[-+]?\\d+\\.?\' + terminated, Number.Integer),\n            (r\'[-+]?\\d+/\\d+\' + terminated, Number),\n            (r\'[-+]?(\\d*\\.\\d+([defls][-+]?\\d+)?|\\d+(\\.\\d*)?[defls][-+]?\\d+)\' +\n             terminated, Number.Float),\n\n            # vectors\n            (r\'\\[|\\]\', Punctuation),\n\n            # uninterned symbol\n            (r\'#:\' + symbol, String.Symbol),\n\n            # read syntax for char tables\n            (r\'#\\^\\^?\', Operator),\n\n            # function shorthand\n            (r\'#\\\'\', Name.Function),\n\n            # binary rational\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/lhaskell.vim',
     '" Vim syntax file\n" Language:\t\tHaskell with literate comments, Bird style,\n"\t\t\tMarkdown style, TeX style and plain text surrounding\n"\t\t\t\\begin{code} \\end{code} blocks\n" Maintainer:\t\tHaskell Cafe mailinglist <haskell-cafe@haskell.org>\n" Original Author:\tArthur van Leeuwen <arthurvl@cs.uu.nl>\n" Last Change:\t\t2020 Feb 25\n" Version:\t\t1.05\n"\n" Thanks to Ian Lynagh for thoughtful comments on initial versions and\n" for the inspiration for writing this in the first place.\n"\n" This style guesses as to the type of markup used in a literate haskell\n" file and will highlight (La)TeX markup if it finds any\n',
     [('EMAIL_ADDRESS', 'haskell-cafe@haskell.org'), ('EMAIL_ADDRESS', 'arthurvl@cs.uu.nl')]),
    ('en_US', '/usr/share/vim/vim90/compiler/checkstyle.vim',
     '" Vim compiler file\n" Compiler:\tCheckstyle\n" Maintainer:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t2020 Aug 2\n\nif exists("current_compiler")\n  finish\nendif\nlet current_compiler = "checkstyle"\n\nif exists(":CompilerSet") != 2\t\t" older Vim always used :setlocal\n  command -nargs=* CompilerSet setlocal <args>\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\n" CompilerSet makeprg=java\\ com.puppycrawl.tools.checkstyle.Main\\ -f\\ plain\\ -c\\ /sun_checks.xml\n" CompilerSet makeprg=java\\ -jar\\ checkstyle-X.XX-all.jar\\ -f\\ plain\\ -c\\ /sun_checks.xml\n\nCompilerSet makeprg=checkstyle\\ -f\\ plain\nCompilerSet errorformat=[%tRROR]\\ %f:%l:%v:\\ %m,\n\t\t       \\[%tARN]\\ %f:%l:%v:\\ %m,\n\t\t       \\[%tRROR]\\ %f:%l:\\ %m,\n\t\t       \\[%tARN]\\ %f:%l:\\ %m,\n\t\t       \\%-G%.%#\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/compiler/gcc.vim',
     '" Vim compiler file\n" Compiler:             GNU C Compiler\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2010-10-14\n" \t\t\tchanged pattern for entering/leaving directories\n" \t\t\tby Daniel Hahler, 2019 Jul 12\n" \t\t\tadded line suggested by Anton Lindqvist 2016 Mar 31\n\nif exists("current_compiler")\n  finish\nendif\nlet current_compiler = "gcc"\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nCompilerSet errorformat=\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/root/.pyenv/versions/3.6.15/lib/python3.6/site-packages/pip/_vendor/urllib3/__init__.py',
     'from .util.request import make_headers\nfrom .util.url import get_host\nfrom .util.timeout import Timeout\nfrom .util.retry import Retry\n\n\n# Set default logging handler to avoid "No handler found" warnings.\nimport logging\ntry:  # Python 2.7+\n    from logging import NullHandler\nexcept ImportError:\n    class NullHandler(logging.Handler):\n        def emit(self, record):\n            pass\n\n__author__ = \'Andrey Petrov (andrey.petrov@shazow.net)\'\n__license__ = \'MIT\'\n__version__ = \'1.23\'\n\n__all__ = (\n    \'HTTPConnectionPool\',\n    \'HTTPSConnectionPool\',\n    \'PoolManager\',\n    \'ProxyManager\',\n    \'HTTPResponse\',\n    \'Retry\',\n    \'Timeout\',\n    \'add_stderr_logger\',\n    \'connection_from_url\',\n    \'disable_warnings\',\n    \'encode_multipart_formdata\',\n    \'get_host\',\n    \'make_headers\',\n    \'proxy_from_url\',\n)\n\nlogging.getLogger(__name__).addHandler(NullHandler())\n\n\ndef add_stderr_logger(level=logging.DEBUG):\n    """\n    Helper for quickly adding a StreamHandler to the logger. Useful for\n    debugging.\n\n    Returns the handler after adding it.\n    """\n    # This method needs to be in this __init__.py to get the __name__ correct\n    # even if urllib3 is vendored within another package.\n',
     [('EMAIL_ADDRESS', 'andrey.petrov@shazow.net')]),
    ('', '/usr/share/vim/vim90/syntax/rexx.vim',
     '" ooRexx directives, ---rgf location important, otherwise directives in top of file not matched!\nsyn region rexxClassDirective     start="::\\s*class\\s*"ms=e+1    end="\\ze\\(\\s\\|;\\|$\\)"\nsyn region rexxMethodDirective    st',
     []),
    ('en_US', '/usr/share/vim/vim90/doc/if_sniff.txt',
     '*if_sniff.txt*\tFor Vim version 9.0.  Last change: 2016 Feb 27\n\n\n\t\t  VIM REFERENCE MANUAL\n\t\tby Anton Leherbauer (toni@takefive.co.at)\n\n\nThe SNiFF+ support was removed at patch 7.4.1433.  If you want to check it out\nsync to before that.\n\n vim:tw=78:ts=8:noet:ft=help:norl:\n',
     [('EMAIL_ADDRESS', 'toni@takefive.co.at')]),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/inferno.py',
     "            (r'((([1-3]\\d)|([2-9]))r)?(\\d+)', Number.Integer),\n            (r'[()\\[\\],.]', Punctuation),\n            (r'[~!%^&*+=|?:<>/-]|(->)|(<-)|(=>)|(::)', Operator),\n            (r'(alt|break|case|continue|cyclic|do|else|exit'\n             r'for|hd|if|implement|import|include|len|load|or'\n             r'pick|return|spawn|tagof|tl|to|while)\\b', Keyword),\n            (r'(byte|int|big|real|string|array|chan|list|adt'\n             r'|fn|ref|of|module|self|type)\\b', Keyword.Type),\n            (r'(con|iota|nil)\\b', Keyword.Constant),\n            (r'[a-zA-Z_]\\w*', Name),\n        ],\n        'statement' : [\n",
     []),
    ('en_US', '/usr/share/vim/vim90/doc/os_mint.txt',
     "*os_mint.txt*   For Vim version 9.0.  Last change: 2020 Jul 14\n\n\n\t\t  VIM REFERENCE MANUAL    by Jens M. Felderhoff\n\n\n\t\t\t\t\t\t\t*MiNT* *Atari*\nThe Atari MiNT support was removed with patch 8.2.1215. It probably didn't\nwork at that time, since the code was old and not maintained.\n\n\nOriginally added by: Jens M. Felderhoff, e-mail: <jmf@infko.uni-koblenz.de>\n\n\n vim:tw=78:ts=8:noet:ft=help:norl:\n",
     [('EMAIL_ADDRESS', 'jmf@infko.uni-koblenz.de')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/ishd.vim',
     '" Vim filetype plugin file\n" Language:\tInstallShield (ft=ishd)\n" Maintainer:\tJohannes Zellner <johannes@zellner.org>\n" Last Change:\tSat, 24 May 2003 11:55:36 CEST\n\nif exists("b:did_ftplugin") | finish | endif\nlet b:did_ftplugin = 1\n\nsetlocal foldmethod=syntax\n\n" Using line continuation here.\nlet s:cpo_save = &cpo\nset cpo-=C\n\n" matchit support\nif exists("loaded_matchit")\n    let b:match_ignorecase=0\n    let b:match_words=\n    \\ \'\\%(^\\s*\\)\\@<=\\<function\\>\\s\\+[^()]\\+\\s*(:\\%(^\\s*\\)\\@<=\\<begin\\>\\s*$:\\%(^\\s*\\)\\@<=\\<return\\>:\\%(^\\s*\\)\\@<=\\<end\\>\\s*;\\s*$,\' .\n    \\ \'\\%(^\\s*\\)\\@<=\\<repeat\\>\\s*$:\\%(^\\s*\\)\\@<=\\<until\\>\\s\\+.\\{-}\\s*;\\s*$,\' .\n',
     [('EMAIL_ADDRESS', 'johannes@zellner.org')]),
    ('en_US', '/usr/share/vim/vim90/syntax/spec.vim',
     '" Filename:    spec.vim\n" Purpose:     Vim syntax file\n" Language:    SPEC: Build/install scripts for Linux RPM packages\n" Maintainer:  Igor Gnatenko i.gnatenko.brain@gmail.com\n" Former Maintainer:  Donovan Rebbechi elflord@panix.com (until March 2014)\n" Last Change: 2020 May 25\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn sync minlines=1000\n\nsyn match specSpecialChar contained \'[][!$()\\\\|>^;:{}]\'\nsyn match specColon       contained \':\'\n',
     [('EMAIL_ADDRESS', 'i.gnatenko.brain@gmail.com'), ('EMAIL_ADDRESS', 'elflord@panix.com')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/masm.vim',
     '" Vim filetype plugin file\n" Language:\tMicrosoft Macro Assembler (80x86)\n" Maintainer:\tWu Yongwei <wuyongwei@gmail.com>\n" Last Change:\t2022-04-24 21:24:52 +0800\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl iskeyword<"\n\nsetlocal iskeyword=@,48-57,_,36,60,62,63,@-@\n\n" Matchit support\nif !exists(\'b:match_words\')\n  let b:match_words = \'^\\s*\\.IF\\>:^\\s*\\.ELSEIF\\>:^\\s*\\.ELSE\\>:^\\s*\\.ENDIF\\>,\'\n        \\ .. \'^\\s*\\.REPEAT\\>:^\\s*\\.UNTIL\\(CXZ\\)\\?\\>,\'\n        \\ .. \'^\\s*\\.WHILE\\>:^\\s*\\.ENDW\\>,\'\n        \\ .. \'^\\s*IF\\(1\\|2\\|E\\|DEF\\|NDEF\\|B\\|NB\\|IDNI\\?\\|DIFI\\?\\)\\?\\>:^\\s*ELSEIF\\(1\\|2\\|E\\|DEF\\|NDEF\\|B\\|NB\\|IDNI\\?\\|DIFI\\?\\)\\?\\>:^\\s*ELSE\\>:^\\s*ENDIF\\>,\'\n        \\ .. \'\\(\\<MACRO\\>\\|^\\s*%\\?\\s*FORC\\?\\>\\|^\\s*REPEAT\\>\\|^\\s*WHILE\\):^\\s*ENDM\\>,\'\n        \\ .. \'\\<PROC\\>:\\<ENDP\\>,\'\n        \\ .. \'\\<SEGMENT\\>:\\<ENDS\\>\'\n  let b:match_ignorecase = 1\n',
     [('EMAIL_ADDRESS', 'wuyongwei@gmail.com')]),
    ('en_US', '/usr/lib/python3/dist-packages/blinker-1.5.dist-info/METADATA',
     'Maintainer-email: contact@palletsprojects.com\nLicense: MIT License\nProject-URL: Source, https://github.com/pallets-eco/blinker\nKeywords: signal emit events broadcast\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: License :: OSI Approved :: MIT License\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\n',
     [('EMAIL_ADDRESS', 'contact@palletsprojects.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/openvpn.vim',
     '" Vim syntax file\n" Language:\tOpenVPN\n" Maintainer:\tObserverOfTime <chronobserver@disroot.org>\n" Filenames:\t*.ovpn\n" Last Change:\t2022 Oct 16\n\nif exists(\'b:current_syntax\')\n    finish\nendif\n\nlet s:cpo_save = &cpoptions\nset cpoptions&vim\n\n" Options\nsyntax match openvpnOption /^[a-z-]\\+/\n            \\ skipwhite nextgroup=openvpnArgList\n',
     [('EMAIL_ADDRESS', 'chronobserver@disroot.org')]),
    ('en_US', '/usr/share/vim/vim90/mswin.vim',
     '" Set options and add mapping such that Vim behaves a lot like MS-Windows\n"\n" Maintainer:\tBram Moolenaar <Bram@vim.org>\n" Last Change:\t2018 Dec 07\n\n" Bail out if this isn\'t wanted.\nif exists("g:skip_loading_mswin") && g:skip_loading_mswin\n  finish\nendif\n\n" set the \'cpoptions\' to its Vim default\nif 1\t" only do this when compiled with expression evaluation\n  let s:save_cpo = &cpoptions\nendif\nset cpo&vim\n\n" set \'selection\', \'selectmode\', \'mousemodel\' and \'keymodel\' for MS-Windows\nbehave mswin\n\n" backspace and cursor keys wrap to previous/next line\nset backspace=indent,eol,start whichwrap+=<,>,[,]\n\n" backspace in Visual mode deletes selection\nvnoremap <BS> d\n\nif has("clipboard")\n    " CTRL-X and SHIFT-Del are Cut\n    vnoremap <C-X> "+x\n    vnoremap <S-Del> "+x\n\n    " CTRL-C and CTRL-Insert are Copy\n    vnoremap <C-C> "+y\n    vnoremap <C-Insert> "+y\n\n    " CTRL-V and SHIFT-Insert are Paste\n    map <C-V>\t\t"+gP\n    map <S-Insert>\t\t"+gP\n\n    cmap <C-V>\t\t<C-R>+\n',
     [('EMAIL_ADDRESS', 'Bram@vim.org')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/poke.vim',
     '" Vim filetype plugin file\n" Language:\tGNU Poke\n" Maintainer:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t2021 March 11\n\nif exists("b:did_ftplugin")\n    finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nsetlocal comments=sO:*\\ -,mO:*\\ \\ ,exO:*/,s1:/*,mb:*,ex:*/,://\nsetlocal commentstring=//\\ %s\nsetlocal formatoptions-=t formatoptions+=croql\n\nsetlocal include=load\nsetlocal suffixesadd=.pk\n\nif (has("gui_win32") || has("gui_gtk")) && !exists("b:browsefilter")\n  let b:browsefilter = "Poke Files (*.pk)\\t*.pk\\n" .\n\t\t     \\ "All Files (*.*)\\t*.*\\n"\nendif\n\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/ruby.vim',
     '" Vim filetype plugin\n" Language:\t\tRuby\n" Maintainer:\t\tTim Pope <vimNOSPAM@tpope.org>\n" URL:\t\t\thttps://github.com/vim-ruby/vim-ruby\n" Release Coordinator:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t\t2022 Mar 21\n\nif (exists("b:did_ftplugin"))\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nif has("gui_running") && !has("gui_win32")\n  setlocal keywordprg=ri\\ -T\\ -f\\ bs\nelse\n  setlocal keywordprg=ri\nendif\n\n" Matchit support\nif exists("loaded_matchit") && !exists("b:match_words")\n  let b:match_ignorecase = 0\n\n  let b:match_words =\n\t\\ \'{\\|\\<\\%(if\\|unless\\|case\\|while\\|until\\|for\\|do\\|class\\|module\\|def\\|=\\@<!begin\\)\\>=\\@!\' .\n\t\\ \':\' .\n\t\\ \'\\<\\%(else\\|elsif\\|ensure\\|when\\|rescue\\|break\\|redo\\|next\\|retry\\)\\>\' .\n\t\\ \':\' .\n        \\ \'}\\|\\%(^\\|[^.\\:@$=]\\)\\@<=\\<end\\:\\@!\\>\' .\n        \\ \',^=begin\\>:^=end\\>,\' .\n\t\\ \',\\[:\\],(:)\'\n\n  let b:match_skip =\n\t\\ "synIDattr(synID(line(\'.\'),col(\'.\'),0),\'name\') =~ \'" .\n\t\\ "\\\\<ruby\\\\%(String\\\\|.\\+Delimiter\\\\|Character\\\\|.\\+Escape\\\\|" .\n        \\ "Regexp\\\\|Interpolation\\\\|Comment\\\\|Documentation\\\\|" .\n\t\\ "ConditionalModifier\\\\|RepeatModifier\\\\|RescueModifier\\\\|OptionalDo\\\\|" .\n\t\\ "MethodName\\\\|BlockArgument\\\\|KeywordAsMethod\\\\|ClassVariable\\\\|" .\n',
     [('EMAIL_ADDRESS', 'vimNOSPAM@tpope.org'), ('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/gitattributes.vim',
     '" Vim filetype plugin\n" Language:\tgit attributes\n" Maintainer:\tObserverOfTime <chronobserver@disroot.org>\n" Last Change:\t2022 Sep 08\n\nif exists(\'b:did_ftplugin\')\n  finish\nendif\nlet b:did_ftplugin = 1\n\nsetl comments=:# commentstring=#\\ %s\n\nlet b:undo_ftplugin = \'setl com< cms<\'\n',
     [('EMAIL_ADDRESS', 'chronobserver@disroot.org')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/slpreg.vim',
     '" Vim filetype plugin file\n" Language:             RFC 2614 - An API for Service Location registration file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo<"\n\nsetlocal comments=:#,:; commentstring=#\\ %s\nsetlocal formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/autoload/rust.vim',
     '\t\t\t\tlet l:current .= l:c\n\t\t\telseif l:c ==# "\\n" " is this even possible?\n\t\t\t\t" skip it\n\t\t\telse\n\t\t\t\tlet l:current .= \'\\\'.l:c\n\t\t\tendif\n\t\t\tlet l:state = 3\n\t\telseif l:state == 5 " single-quoted\n\t\t\tif l:c == "\'"\n\t\t\t\tlet l:state = 1\n\t\t\telse\n\t\t\t\tlet l:current .= l:c\n\t\t\tendif\n\t\tendif\n\tendfor\n\tif l:state != 0\n\t\tcall add(l:args, l:current)\n\tendif\n\treturn l:args\nendfunction\n\nfunction! s:RmDir(path)\n\t" sanity check; make sure it\'s not empty, /, or $HOME\n\tif empty(a:path)\n\t\techoerr \'Attempted to delete empty path\'\n\t\treturn 0\n\telseif a:path == \'/\' || a:path == $HOME\n\t\techoerr \'Attempted to delete protected path: \' . a:path\n\t\treturn 0\n\tendif\n\treturn system("rm -rf " . shellescape(a:path))\nendfunction\n\n" Executes {cmd} with the cwd set to {pwd}, without changing Vim\'s cwd.\n" If {pwd} is the empty string then it doesn\'t change the cwd.\nfunction! s:system(pwd, cmd)\n\tlet cmd = a:cmd\n\tif !empty(a:pwd)\n\t\tlet cmd = \'cd \' . shellescape(a:pwd) . \' && \' . cmd\n\tendif\n\treturn system(cmd)\nendfunction\n\n" Playpen Support {{{1\n" Parts of gist.vim by Yasuhiro Matsumoto <mattn.jp@gmail.com> reused\n',
     [('EMAIL_ADDRESS', 'mattn.jp@gmail.com')]),
    ('', '/root/.pyenv/versions/3.10.13/lib/python3.10/site-packages/pip/_vendor/rich/highlighter.py',
     '        # Calendar date with hours, minutes, and seconds (e.g., 2008-08-30 17:21:59 or 20080830 172159).\n        # A space is required between the date and the time. The hyphens and colons are optional.\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/gdshader.vim',
     '" Vim syntax file for Godot shading language\n" Language:     gdshader\n" Maintainer:   Maxim Kim <habamax@gmail.com>\n" Filenames:    *.gdshader\n\nif exists("b:current_syntax")\n    finish\nendif\n\nsyn keyword gdshaderConditional if else switch case default\nsyn keyword gdshaderRepeat for while do\nsyn keyword gdshaderStatement return discard\nsyn keyword gdshaderBoolean true false\n\nsyn keyword gdshaderKeyword shader_type render_mode\nsyn keyword gdshaderKeyword in out inout\nsyn keyword gdshaderKeyword lowp mediump highp\nsyn keyword gdshaderKeyword uniform varying const\nsyn keyword gdshaderKeyword flat smooth\n\nsyn keyword gdshaderType float vec2 vec3 vec4\nsyn keyword gdshaderType uint uvec2 uvec3 uvec4\n',
     [('EMAIL_ADDRESS', 'habamax@gmail.com')]),
    ('en_US', '/root/.pyenv/versions/3.10.13/lib/python3.10/site-packages/pip/_vendor/pyparsing/common.py',
     '    """expression that parses a floating point number with optional\n    scientific notation and returns a float"""\n\n    # streamlining this expression makes the docs nicer-looking\n    number = (sci_real | real | signed_integer).setName("number").streamline()\n    """any numeric expression, returns the corresponding Python type"""\n\n    fnumber = (\n        Regex(r"[+-]?\\d+\\.?\\d*([eE][+-]?\\d+)?")\n        .set_name("fnumber")\n        .set_parse_action(convert_to_float)\n    )\n    """any int or real number, returned as float"""\n\n    identifier = Word(identchars, identbodychars).set_name("identifier")\n    """typical code identifier (leading alpha or \'_\', followed by 0 or more alphas, nums, or \'_\')"""\n\n    ipv4_address = Regex(\n        r"(25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})(\\.(25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})){3}"\n    ).set_name("IPv4 address")\n    "IPv4 address (``0.0.0.0 - 255.255.255.255``)"\n\n    _ipv6_part = Regex(r"[0-9a-fA-F]{1,4}").set_name("hex_integer")\n    _full_ipv6_address = (_ipv6_part + (":" + _ipv6_part) * 7).set_name(\n        "full IPv6 address"\n    )\n    _short_ipv6_address = (\n        Opt(_ipv6_part + (":" + _ipv6_part) * (0, 6))\n        + "::"\n        + Opt(_ipv6_part + (":" + _ipv6_part) * (0, 6))\n    ).set_name("short IPv6 address")\n    _short_ipv6_address.add_condition(\n',
     [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '255.255.255.255')]),
    ('', '/usr/share/vim/vim90/syntax/idl.vim',
     '  syn cluster idlContentCluster contains=idlUnion,idlStruct,idlEnum,idlROAttr,idlAttr,idlOp,idlOneWayOp,idlException,idlConst,idlTypedef,idlAttributes,idlErrorSquareBracket,idlErrorBracket,idlInterfaceSections\n\n  syn region  idlInterfaceContent contained start="{" end="}"   skipempty skipwhite nextgroup=idlError,idlSemiColon contains=@idlContentCluster,@idlCommentable\n  syn match   idlInheritFrom2 contained ","                     skipempty skipwhite nextgroup=idlInheritFrom\n  syn match   idlInheritFrom contained "[a-zA-Z0-9_]\\+[ \\t]*\\(::[ \\t]*[a-zA-Z0-9_]\\+\\)*" skipempty skipwhite nextgroup=idlInheritFrom2,idlInterfaceContent\n  syn match   idlInherit contained ":"                            skipempty skipwhite nextgroup=idlInheritFrom\n  syn match   idlInterfaceName contained "[a-zA-Z0-9_]\\+"       skipempty skipwhite nextgroup=idlInterfaceContent,idlInherit,idlError,idlSemiColon\n  syn keyword idlInterface     interface dispinterface          skipempty skipwhite nextgroup=idlInterfaceName\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/mail.vim',
     '" Vim syntax file\n" Language:\t\tMail file\n" Previous Maintainer:\tFelix von Leitner <leitner@math.fu-berlin.de>\n" Maintainer:\t\tGI <a@b.c>, where a=\'gi1242+vim\', b=\'gmail\', c=\'com\'\n" Last Change:\t\tWed 14 Aug 2013 08:24:52 AM PDT\n\n',
     [('EMAIL_ADDRESS', 'leitner@math.fu-berlin.de')]),
    ('en_US', '/usr/share/vim/vim90/syntax/rng.vim',
     '" Vim syntax file\n" Language:    RELAX NG\n" Maintainer:  Jaromir Hradilek <jhradilek@gmail.com>\n" URL:         https://github.com/jhradilek/vim-rng\n" Last Change: 25 March 2013\n" Description: A syntax file for RELAX NG, a schema language for XML\n\nif exists(\'b:current_syntax\')\n  finish\nendif\n\ndo Syntax xml\nsyn spell toplevel\nsyn cluster xmlTagHook add=rngTagName\nsyn case match\n\nsyn keyword rngTagName anyName attribute choice data define div contained\nsyn keyword rngTagName element empty except externalRef grammar contained\nsyn keyword rngTagName group include interleave list mixed name contained\nsyn keyword rngTagName notAllowed nsName oneOrMore optional param contained\nsyn keyword rngTagName parentRef ref start text value zeroOrMore contained\n\nhi def link rngTagName Statement\n\nlet b:current_syntax = \'rng\'\n',
     [('EMAIL_ADDRESS', 'jhradilek@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/msidl.vim',
     '" Vim syntax file\n" Language:     MS IDL (Microsoft dialect of Interface Description Language)\n" Maintainer:   Vadim Zeitlin <vadim@wxwindows.org>\n" Last Change:  2012 Feb 12 by Thilo Six\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\n" Misc basic\nsyn match   msidlId\t\t"[a-zA-Z][a-zA-Z0-9_]*"\nsyn match   msidlUUID\t\t"{\\?[[:xdigit:]]\\{8}-\\([[:xdigit:]]\\{4}-\\)\\{3}[[:xdigit:]]\\{12}}\\?"\nsyn region  msidlString\t\tstart=/"/  skip=/\\\\\\(\\\\\\\\\\)*"/\tend=/"/\nsyn match   msidlLiteral\t"\\d\\+\\(\\.\\d*\\)\\="\nsyn match   msidlLiteral\t"\\.\\d\\+"\nsyn match   msidlSpecial\tcontained "[]\\[{}:]"\n\n" Comments\nsyn keyword msidlTodo\t\tcontained TODO FIXME XXX\nsyn region  msidlComment\tstart="/\\*"  end="\\*/" contains=msidlTodo\nsyn match   msidlComment\t"//.*" contains=msidlTodo\nsyn match   msidlCommentError\t"\\*/"\n\n" C style Preprocessor\nsyn region  msidlIncluded\tcontained start=+"+  skip=+\\\\\\(\\\\\\\\\\)*"+  end=+"+\nsyn match   msidlIncluded\tcontained "<[^>]*>"\nsyn match   msidlInclude\t"^[ \\t]*#[ \\t]*include\\>[ \\t]*["<]" contains=msidlIncluded,msidlString\nsyn region  msidlPreCondit\tstart="^[ \\t]*#[ \\t]*\\(if\\>\\|ifdef\\>\\|ifndef\\>\\|elif\\>\\|else\\>\\|endif\\>\\)"  skip="\\\\$"\tend="$" contains=msidlComment,msidlCommentError\nsyn region  msidlDefine\t\tstart="^[ \\t]*#[ \\t]*\\(define\\>\\|undef\\>\\)" skip="\\\\$" end="$" contains=msidlLiteral, msidlString\n\n" Attributes\n',
     [('EMAIL_ADDRESS', 'vadim@wxwindows.org')]),
    ('en_US', '/usr/share/vim/vim90/doc/os_haiku.txt',
     'Haiku port is based on work done for BeOS version by many people\n - BeBox GUI support Copyright 1998 by Olaf Seibert;\n - Ported to R4 by Richard Offer <richard@whitequeen.com> Jul 99;\n - Those who contribut',
     [('EMAIL_ADDRESS', 'richard@whitequeen.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/ctrlh.vim',
     '" Vim syntax file\n" Language:\tCTRL-H (e.g., ASCII manpages)\n" Maintainer:\tBram Moolenaar <Bram@vim.org>\n" Last Change:\t2005 Jun 20\n\n" Existing syntax is kept, this file can be used as an addition\n\n" Recognize underlined text: _^Hx\nsyntax match CtrlHUnderline /_\\b./  contains=CtrlHHide\n\n" Recognize bold text: x^Hx\nsyntax match CtrlHBold /\\(.\\)\\b\\1/  contains=CtrlHHide\n\n" Hide the CTRL-H (backspace)\nsyntax match CtrlHHide /.\\b/  contained\n\n" Define the default highlighting.\n" Only used when an item doesn\'t have highlighting yet\nhi def link CtrlHHide Ignore\nhi def CtrlHUnderline term=underline cterm=underline gui=underline\nhi def CtrlHBold term=bold cterm=bold gui=bold\n\n" vim: ts=8\n',
     [('EMAIL_ADDRESS', 'Bram@vim.org')]),
    ('en_US', '/usr/share/vim/vim90/indent/krl.vim',
     '" Vim indent file\n" Language: Kuka Robot Language\n" Maintainer: Patrick Meiser-Knosowski <knosowski@graeffrobotics.de>\n" Version: 3.0.0\n" Last Change: 15. Apr 2022\n" Credits: Based on indent/vim.vim\n\n" Only load this indent file when no other was loaded.\nif exists("b:did_indent")\n  finish\nendif\nlet b:did_indent = 1\n\nsetlocal nolisp\nsetlocal nocindent\nsetlocal nosmartindent\nsetlocal autoindent\nsetlocal indentexpr=GetKrlIndent()\nsetlocal indentkeys=!^F,o,O,=~end,0=~else,0=~case,0=~default,0=~until,0=~continue,=~part\nlet b:undo_indent = "setlocal lisp< cindent< smartindent< autoindent< indentexpr< indentkeys<"\n\nif get(g:,\'krlSpaceIndent\',1)\n  " Use spaces, not tabs, for indention, 2 is enough. \n  " More or even tabs would waste valuable space on the teach pendant.\n  setlocal softtabstop=2\n  setlocal shiftwidth=2\n  setlocal expandtab\n  setlocal shiftround\n',
     [('EMAIL_ADDRESS', 'knosowski@graeffrobotics.de')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/swiftgyb.vim',
     '" Copyright (c) 2014 - 2020 Apple Inc. and the Swift project authors\n" Licensed under Apache License v2.0 with Runtime Library Exception\n"\n" See https://swift.org/LICENSE.txt for license information\n" See https://swift.org/CONTRIBUTORS.txt for the list of Swift project authors\n"\n" Vim maintainer: Emir SARI <bitigchi@me.com>\n\n',
     [('EMAIL_ADDRESS', 'bitigchi@me.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/chatito.vim',
     '" Vim syntax file\n" Language:\tChatito\n" Maintainer:\tObserverOfTime <chronobserver@disroot.org>\n" Filenames:\t*.chatito\n" Last Change:\t2022 Sep 19\n\nif exists(\'b:current_syntax\')\n    finish\nendif\n\n" Comment\nsyn keyword chatitoTodo contained TODO FIXME XXX\nsyn match chatitoComment /^#.*/ contains=chatitoTodo,@Spell\nsyn match chatitoComment +^//.*+ contains=chatitoTodo,@Spell\n\n" Import\nsyn match chatitoImport /^import \\+.*$/ transparent contains=chatitoImportKeyword,chatitoImportFile\nsyn keyword chatitoImportKeyword import contained nextgroup=chatitoImportFile\nsyn match chatitoImportFile /.*$/ contained skipwhite\n\n" Intent\nsyn match chatitoIntent /^%\\[[^\\]?]\\+\\]\\((.\\+)\\)\\=$/ contains=chatitoArgs\n\n" Slot\nsyn match chatitoSlot /^@\\[[^\\]?#]\\+\\(#[^\\]?#]\\+\\)\\=\\]\\((.\\+)\\)\\=$/ contains=chatitoArgs,chatitoVariation\nsyn match chatitoSlot /@\\[[^\\]?#]\\+\\(#[^\\]?#]\\+\\)\\=?\\=\\]/ contained contains=chatitoOpt,chatitoVariation\n\n" Alias\nsyn match chatitoAlias /^\\~\\[[^\\]?]\\+\\]\\=$/\nsyn match chatitoAlias /\\~\\[[^\\]?]\\+?\\=\\]/ contained contains=chatitoOpt\n\n" Probability\nsyn match chatitoProbability /\\*\\[\\d\\+\\(\\.\\d\\+\\)\\=%\\=\\]/ contained\n\n" Optional\nsyn match chatitoOpt \'?\' contained\n\n',
     [('EMAIL_ADDRESS', 'chronobserver@disroot.org')]),
    ('en_US', '/usr/share/vim/vim90/indent/ant.vim',
     '" Vim indent file\n" Language:    ANT files\n" Maintainer:  David Fishburn <fishburn@ianywhere.com>\n" Last Change: Thu May 15 2003 10:02:54 PM\n\n" Only load this indent file when no other was loaded.\nif exists("b:did_indent")\n  finish\nendif\n\n" Use XML formatting rules\nruntime! indent/xml.vim\n',
     [('EMAIL_ADDRESS', 'fishburn@ianywhere.com')]),
    ('', '/usr/share/vim/vim90/syntax/ocaml.vim',
     'syn match    ocamlExtensionOp          "#[#~?!.:|&$%<=>@^*/+-]\\+"\n" Infix and prefix operators:\nsyn match    ocamlPrefixOp              "![~?!.:|&$%<=>@^*/+-]*"\nsyn match    ocamlPrefixOp           "[~?][~?!.:|&$%<=>@^*/+-]\\+"\nsyn match    ocamlInfixOp      "[&$%@^/+-][~?!.:|&$%<=>@^*/+-]*"\nsyn match    ocamlInfixOp         "[|<=>*][~?!.:|&$%<=>@^*/+-]\\+"\nsyn match    ocamlInfixOp               "#[~?!.:|&$%<=>@^*/+-]\\+#\\@!"\nsyn match    ocamlInfixOp              "!=[~?!.:|&$%<=>@^*/+-]\\@!"\nsyn keyword  ocamlInfixOpKeyword      asr land lor lsl lsr lxor mod or\n" := is technically an infix operator, but we may want to show it as a keyword\n" (somewhat analogously to = for let‐bindings and <- for assignations):\nsyn match    ocamlRefAssign    ":="\n" :: is technically not an operator, but we may want to show it as such:\nsyn match    ocamlCons         "::"\n" -> and <- are keywords, not operators (but can appear in longer operators):\nsyn match    ocamlArrow        "->[~?!.:|&$%<=>@^*/+-]\\@!"\nif exists("ocaml_revised")\n',
     []),
    ('', '/usr/lib/python3/dist-packages/cryptography/x509/extensions.py',
     '    affiliation_changed = "affiliationChanged"\n    superseded = "superseded"\n    cessation_of_operation = "cessationOfOperation"\n    certificate_hold = "certificateHold"\n    privilege_withdrawn = "privilegeWithdrawn"\n    aa_compromise = "aACompromise"\n    remove_from_crl = "removeFromCRL"\n\n\n# These are distribution point bit string mappings. Not to be confused with\n# CRLReason reason flags bit string mappings.\n# ReasonFlags ::= BIT STRING {\n#      unused                  (0),\n#      keyCompromise           (1),\n#      cACompromise            (2),\n#      affiliationChanged      (3),\n#      superseded              (4),\n#      cessationOfOperation    (5),\n#      certificateHold         (6),\n#      privilegeWithdrawn      (7),\n#      aACompromise            (8) }\n_REASON_BIT_MAPPING = {\n    1: ReasonFlags.key_compromise,\n    2: ReasonFlags.ca_compromise,\n    3: ReasonFlags.affiliation_changed,\n    4: ReasonFlags.superseded,\n    5: ReasonFlags.cessation_of_operation,\n    6: ReasonFlags.certificate_hold,\n    7: ReasonFlags.privilege_withdrawn,\n    8: ReasonFlags.aa_compromise,\n}\n\n_CRLREASONFLAGS = {\n    ReasonFlags.key_compromise: 1,\n    ReasonFlags.ca_compromise: 2,\n    ReasonFlags.affiliation_changed: 3,\n    ReasonFlags.superseded: 4,\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/sql.py',
     '    aliases = [\'postgresql\', \'postgres\']\n    mimetypes = [\'text/x-postgresql\']\n\n    flags = re.IGNORECASE\n    tokens = {\n        \'root\': [\n            (r\'\\s+\', Whitespace),\n            (r\'--.*\\n?\', Comment.Single),\n            (r\'/\\*\', Comment.Multiline, \'multiline-comments\'),\n            (r\'(\' + \'|\'.join(s.replace(" ", r"\\s+")\n                             for s in DATATYPES + PSEUDO_TYPES) + r\')\\b\',\n             Name.Builtin),\n            (words(KEYWORDS, suffix=r\'\\b\'), Keyword),\n            (r\'[+*/<>=~!@#%^&|`?-]+\', Operator),\n            (r\'::\', Operator),  # cast\n            (r\'\\$\\d+\', Name.Variable),\n            (r\'([0-9]*\\.[0-9]*|[0-9]+)(e[+-]?[0-9]+)?\', Number.Float),\n            (r\'[0-9]+\', Number.Integer),\n            (r"((?:E|U&)?)(\')", bygroups(String.Affix, String.Single), \'string\'),\n            # quoted identifier\n            (r\'((?:U&)?)(")\', bygroups(String.Affix, String.Name), \'quoted-ident\'),\n            (r\'(?s)(\\$)([^$]*)(\\$)(.*?)(\\$)(\\2)(\\$)\', language_callback),\n            (r\'[a-z_]\\w*\', Name),\n\n            # psql variable in SQL\n            (r""":([\'"]?)[a-z]\\w*\\b\\1""", Name.Variable),\n\n            (r\'[;:()\\[\\]{},.]\', Punctuation),\n        ],\n        \'multiline-comments\': [\n            (r\'/\\*\', Comment.Multiline, \'multiline-comments\'),\n',
     []),
    ('en_US', '/usr/lib/python3/dist-packages/gi/overrides/GLib.py',
     '# -*- Mode: Python; py-indent-offset: 4 -*-\n# vim: tabstop=4 shiftwidth=4 expandtab\n#\n# Copyright (C) 2010 Tomeu Vizoso <tomeu.vizoso@collabora.co.uk>\n# Copyright (C) 2011, 2012 Canonical Ltd.\n#\n# This library is free software; you can redistribute it and/or\n# modify it under the terms of the GNU Lesser General Public\n# License as published by the Free Software Foundation; either\n# version 2.1 of the License, or (at your option) any later version.\n#\n# This library is distributed in the hope that it will be useful,\n# but WITHOUT ANY WARRANTY; without even the implied warranty of\n# MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU\n# Lesser General Public License for more details.\n#\n# You should have received a copy of the GNU Lesser General Public\n# License along with this library; if not, write to the Free Software\n# Foundation, Inc., 51 Franklin St, Fifth Floor, Boston, MA  02110-1301\n# USA\n\nimport warnings\nimport sys\nimport socket\n\nfrom .._ossighelper import wakeup_on_signal, register_sigint_fallback\nfrom ..module import get_introspection_module\nfrom .._gi import (variant_type_from_string, source_new,\n',
     [('EMAIL_ADDRESS', 'tomeu.vizoso@collabora.co.uk')]),
    ('en_US', '/usr/share/vim/vim90/syntax/lotos.vim',
     '" Vim syntax file\n" Language:\tLOTOS (Language Of Temporal Ordering Specifications, IS8807)\n" Maintainer:\tDaniel Amyot <damyot@csi.uottawa.ca>\n" Last Change:\tWed Aug 19 1998\n" URL:\t\thttp://lotos.csi.uottawa.ca/~damyot/vim/lotos.vim\n" This file is an adaptation of pascal.vim by Mario Eusebio\n" I\'m not sure I understand all of the syntax highlight language,\n" but this file seems to do the job for standard LOTOS.\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn case ignore\n\n"Comments in LOTOS are between (* and *)\nsyn region lotosComment\tstart="(\\*"  end="\\*)" contains=lotosTodo\n\n"Operators [], [...], >>, ->, |||, |[...]|, ||, ;, !, ?, :, =, ,, :=\nsyn match  lotosDelimiter       "[][]"\n',
     [('EMAIL_ADDRESS', 'damyot@csi.uottawa.ca')]),
    ('en_US', '/usr/share/gettext/projects/TP/team-address',
     '#!/bin/sh\n#\n# Copyright (C) 2001, 2007, 2019 Free Software Foundation, Inc.\n# Written by Bruno Haible <bruno@clisp.org>, 2001.\n#\n# This program is free software: you can redistribute it and/or modify\n# it under the terms of the GNU General Public License as published by\n# the Free Software Foundation; either version 3 of the License, or\n# (at your option) any later version.\n#\n',
     [('EMAIL_ADDRESS', 'bruno@clisp.org')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/awk.vim',
     '" Vim filetype plugin\n" Language:\t\tawk, nawk, gawk, mawk\n" Maintainer:\t\tDoug Kearns <dougkearns@gmail.com>\n" Previous Maintainer:\tAntonio Colombo <azc100@gmail.com>\n" Last Change:\t\t2020 Sep 28\n\n" This plugin was prepared by Mark Sikora\n" This plugin was updated as proposed by Doug Kearns\n\n" Only do this when not done yet for this buffer\nif exists("b:did_ftplugin")\n  finish\nendif\n\n" Don\'t load another plugin for this buffer\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nsetlocal comments=:#\nsetlocal commentstring=#\\ %s\nsetlocal formatoptions-=t formatoptions+=croql\n\nsetlocal define=function\nsetlocal suffixesadd+=.awk\n\nlet b:undo_ftplugin = "setl fo< com< cms< def< sua<" .\n\t\t    \\ " | unlet! b:browsefilter"\n\n" TODO: set this in scripts.vim?\nif exists("g:awk_is_gawk")\n  setlocal include=@include\n  setlocal suffixesadd+=.gawk\n  if has("unix") || has("win32unix")\n    setlocal formatprg=gawk\\ -f-\\ -o/dev/stdout\n    let b:undo_ftplugin .= " | setl fp<"\n  endif\n\n  let path = system("gawk \'BEGIN { printf ENVIRON[\\"AWKPATH\\"] }\'")\n  let path = substitute(path, \'^\\.\\=:\\|:\\.\\=$\\|:\\.\\=:\', \',,\', \'g\') " POSIX cwd\n  let path = substitute(path, \':\', \',\', \'g\')\n\n  let &l:path = path\n  let b:undo_ftplugin .= " | setl inc< path<"\nendif\n\nif (has("gui_win32") || has("gui_gtk")) && !exists("b:browsefilter")\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com'), ('EMAIL_ADDRESS', 'azc100@gmail.com')]),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/fantom.py',
     "            (r'\\b(true|false|null)\\b', Keyword.Constant),    # Bool & null\n            (r'(?:(\\w+)(::))?(\\w+)(<\\|)(.*?)(\\|>)',          # DSL\n             bygroups(Name.Namespace, Punctuation, Name.Class,\n                      Punctuation, String, Punctuation)),\n            (r'(?:(\\w+)(::))?(\\w+)?(#)(\\w+)?',               # Type/slot literal\n",
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/occam.vim',
     '" Language:\toccam\n" Copyright:\tFred Barnes <frmb2@kent.ac.uk>, Mario Schweigler <ms44@kent.ac.uk>\n" Maintainer:\tMario Schweigler <ms44@kent.ac.uk>\n" Last Change:\t24 May 2003\n\n" quit when a syntax file was al',
     [('EMAIL_ADDRESS', 'frmb2@kent.ac.uk'), ('EMAIL_ADDRESS', 'ms44@kent.ac.uk'), ('EMAIL_ADDRESS', 'ms44@kent.ac.uk')]),
    ('', '/usr/lib/python3/dist-packages/wheel-0.38.4.egg-info/PKG-INFO',
     'Classifier: Intended Audience :: Developers\nClassifier: Topic :: System :: Archiving :: Packaging\nClassifier: License :: OSI Approved :: MIT License\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.7\nClassifier: Programming Language :: Python :: 3.8\nClassifier: Programming Language :: Python :: 3.9\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nRequires-Python: >=3.7\nProvides-Extra: test\nLicense-File: LICENSE.txt\n\nwheel\n=====\n\nThis library is the reference implementation of the Python wheel packaging\nstandard, as defined in `PEP 427`_.\n\nIt has two different roles:\n\n#. A setuptools_ extension for building wheels that provides the\n   ``bdist_wheel`` setuptools command\n#. A command line tool for working with wheel files\n\nIt should be noted that wheel is **not** intended to be used as a library, and\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/xpm2.vim',
     '" Vim syntax file\n" Language:\tX Pixmap v2\n" Maintainer:\tSteve Wall (hitched97@velnet.com)\n" Last Change:\t2017 Feb 01\n" \t\t(Dominique Pelle added @Spell)\n" Version:\t5.8\n"               Jemma Nelson added termguicolors support\n"\n" Made from xpm.vim by Ronald Schild <rs@scutum.de>\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nsyn region  xpm2PixelString\tstart="^"  end="$"  contains=@xpm2Colors\nsyn keyword xpm2Todo\t\tTODO FIXME XXX  contained\nsyn match   xpm2Comment\t\t"\\!.*$"  contains=@Spell,xpm2Todo\n\n\ncommand -nargs=+ Hi hi def <args>\n\nif has("gui_running") || has("termguicolors") && &termguicolors\n\n  let color  = ""\n  let chars  = ""\n  let colors = 0\n  let cpp    = 0\n  let n      = 0\n  let i      = 1\n\n',
     [('EMAIL_ADDRESS', 'hitched97@velnet.com'), ('EMAIL_ADDRESS', 'rs@scutum.de')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/dosini.vim',
     '" Vim filetype plugin file\n" Language:             Configuration File (ini file) for MS-DOS/MS Windows\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo<"\n\nsetlocal comments=:; commentstring=;\\ %s formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('', '/usr/share/vim/vim90/syntax/lua.vim',
     'syn region luaWhile transparent matchgroup=luaRepeat start="\\<while\\>" end="\\<do\\>"me=e-2 contains=TOP nextgroup=luaBlock skipwhite skipempty\n\n" for ... do and for ... in ... do\nsyn region luaFor transparent matchgroup=luaRepeat start="\\<for\\>" end="\\<do\\>"me=e-2 contains=TOP nextgroup=luaBlock skipwhite skipempty\n\nsyn keyword luaFor contained containedin=luaFor in\n\n" other keywords\nsyn keyword luaStatement return local break\nif lua_version > 5 || (lua_version == 5 && lua_subversion >= 2)\n  syn keyword luaStatement goto\n  syn match luaLabel "::\\I\\i*::"\nendif\n\n" operators\nsyn keyword luaOperator and or not\n\nif (lua_version == 5 && lua_subversion >= 3) || lua_version > 5\n  syn match luaSymbolOperator "[#<>=~^&|*/%+-]\\|\\.\\{2,3}"\nelseif lua_version == 5 && (lua_subversion == 1 || lua_subversion == 2)\n  syn match luaSymbolOperator "[#<>=~^*/%+-]\\|\\.\\{2,3}"\nelse\n',
     []),
    ('en_US', '/usr/share/vim/vim90/compiler/perl.vim',
     '" Vim compiler file\n" Compiler:      Perl syntax checks (perl -Wc)\n" Maintainer:    vim-perl <vim-perl@googlegroups.com>\n" Author:        Christian J. Robinson <heptite@gmail.com>\n" Homepage:      https://github.com/vim-perl/vim-perl\n',
     [('EMAIL_ADDRESS', 'vim-perl@googlegroups.com'), ('EMAIL_ADDRESS', 'heptite@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/calendar.vim',
     '" Vim filetype plugin file\n" Language:             calendar(1) input file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< inc< fo<"\n\nsetlocal comments=s1:/*,mb:*,ex:*/ commentstring& include&\nsetlocal formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/indent/freebasic.vim',
     '" Vim indent file\n" Language:\tFreeBASIC\n" Maintainer:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t2022 Jan 24\n\n" Only load this indent file when no other was loaded.\nif exists("b:did_indent")\n  finish\nendif\n\nruntime! indent/vb.vim\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/gyp.vim',
     '" Vim syntax file\n" Language:\tGYP\n" Maintainer:\tObserverOfTime <chronobserver@disroot.org>\n" Filenames:\t*.gyp,*.gypi\n" Last Change:\t2022 Sep 27\n\nif !exists(\'g:main_syntax\')\n  if exists(\'b:current_syntax\') && b:current_syntax ==# \'gyp\'\n    finish\n  endif\n  let g:main_syntax = \'gyp\'\nendif\n\n" Based on JSON syntax\nruntime! syntax/json.vim\n\n" Single quotes are allowed\nsyn clear jsonStringSQError\n\n',
     [('EMAIL_ADDRESS', 'chronobserver@disroot.org')]),
    ('', '/root/.pyenv/versions/3.9.18/lib/python3.9/site-packages/pip/_vendor/urllib3/contrib/appengine.py',
     "There are `limitations <https://cloud.google.com/appengine/docs/python/\\\nurlfetch/#Python_Quotas_and_limits>`_ to the URLFetch service and it may not be\nthe best choice for your application. There are three options for using\nurllib3 on Google App Engine:\n\n1. You can use :class:`AppEngineManager` with URLFetch. URLFetch is\n   cost-effective in many circumstances as long as your usage is within the\n   limitations.\n2. You can use a normal :class:`~urllib3.PoolManager` by enabling sockets.\n   Sockets also have `limitations and restrictions\n   <https://cloud.google.com/appengine/docs/python/sockets/\\\n   #limitations-and-restrictions>`_ and have a lower free quota than URLFetch.\n   To use sockets, be sure to specify the following in your ``app.yaml``::\n\n        env_variables:\n            GAE_USE_SOCKETS_HTTPLIB : 'true'\n\n",
     []),
    ('', '/root/.pyenv/versions/3.13.0/lib/python3.13/site-packages/pip/_vendor/distro/distro.py',
     '            distro_info["name"] = matches.group(3)[::-1]\n            if matches.group(2):\n                distro_info["version_id"] = matches.group(2)[::-1]\n            if matches.group(1):\n                distro_info["codename"] = matches.group(1)[::-1]\n        elif line:\n            distro_info["name"] = line.strip()\n        return distro_info\n\n\n_distro = LinuxDistribution()\n\n\ndef main() -> None:\n    logger = logging.getLogger(__name__)\n    logger.setLevel(logging.DEBUG)\n    logger.addHandler(logging.StreamHandler(sys.stdout))\n\n    parser = argparse.ArgumentParser(description="OS distro info tool")\n    parser.add_argument(\n',
     []),
    ('en_US', '/usr/share/vim/vim90/keymap/polish-slash_utf-8.vim',
     '" Polish letters keymap for utf-8\n" Maintainer:\tHS6_06\t<hs6_06@o2.pl>\n" Last Changed:\t2005 Jan 12\n" Current version: 1.0.2\n" History: see polish-slash.vim\n\n" This keymap adds the special Polish letters\n" to an existing Latin keyboard.\n" All chars as usual except:\n" Polish:\n"   instead of AltGr+{acelnosxz} you ve to use "/" followed by {acelnosxz}\n\n" short keymap name for statusline\nlet b:keymap_name = "PL-slash-UTF"\n\nscriptencoding latin1\n\nloadkeymap\n\n" Polish letters\n/a\t<Char-0x0105>\t" LATIN SMALL LETTER A WITH OGONEK\n/c\t<Char-0x0107>\t" LATIN SMALL LETTER C WITH ACUTE\n/e\t<Char-0x0119>\t" LATIN SMALL LETTER E WITH OGONEK\n/l\t<Char-0x0142>\t" LATIN SMALL LETTER L WITH STROKE\n/n\t<Char-0x0144>\t" LATIN SMALL LETTER N WITH ACUTE\n/o\t<Char-0x00f3>\t" LATIN SMALL LETTER O WITH ACUTE\n/s\t<Char-0x015b>\t" LATIN SMALL LETTER S WITH ACUTE\n/x\t<Char-0x017a>\t" LATIN SMALL LETTER Z WITH ACUTE\n/z\t<Char-0x017c>\t" LATIN SMALL LETTER Z WITH DOT ABOVE\n\n/A\t<Char-0x0104>\t" LATIN CAPITAL LETTER A WITH OGONEK\n/C\t<Char-0x0106>\t" LATIN CAPITAL LETTER C WITH ACUTE\n/E\t<Char-0x0118>\t" LATIN CAPITAL LETTER E WITH OGONEK\n/L\t<Char-0x0141>\t" LATIN CAPITAL LETTER L WITH STROKE\n/N\t<Char-0x0143>\t" LATIN CAPITAL LETTER N WITH ACUTE\n/O\t<Char-0x00d3>\t" LATIN CAPITAL LETTER O WITH ACUTE\n',
     [('EMAIL_ADDRESS', 'hs6_06@o2.pl')]),
    ('en_US', '/usr/share/vim/vim90/syntax/swayconfig.vim',
     '" Vim syntax file\n" Language: sway window manager config\n" Original Author: James Eapen <james.eapen@vai.org>\n" Maintainer: James Eapen <james.eapen@vai.org>\n" Version: 0.1.6\n" Reference version (jamespeapen/swayconfig.vim): 0.11.6\n" Last Change: 2022 Aug 08\n\n" References:\n" http://i3wm.org/docs/userguide.html#configuring\n" https://github.com/swaywm/sway/blob/b69d637f7a34e239e48a4267ae94a5e7087b5834/sway/sway.5.scd\n" http://vimdoc.sourceforge.net/htmldoc/syntax.html\n"\n"\n" Quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nruntime! syntax/i3config.vim\n\nscriptencoding utf-8\n\n" Error\n"syn match swayConfigError /.*/\n\n" binding\nsyn keyword swayConfigBindKeyword bindswitch bindgesture contained\n',
     [('EMAIL_ADDRESS', 'james.eapen@vai.org'), ('EMAIL_ADDRESS', 'james.eapen@vai.org')]),
    ('en_US', '/usr/share/vim/vim90/tutor/tutor.hr.utf-8',
     '  Kraj.  Cilj priručnika je da pokaže kratak pregled Vim editora, tek toliko\n  da omogući njegovo korištenje. Priručnik nije potpun jer Vim ima mnogo više\n  naredbi. Za više informacija: ":help user-manual".\n\n  Za čitanje i korištenje, preporučamo:\n\tVim - Vi Improved - by Steve Oualline\n\tIzdavač: New Riders\n  Prva knjiga potpuno posvećena Vim-u. Vrlo korisna za početnike.\n  Sa mnogo primjera i slika.\n  Posjetite https://iccf-holland.org/click5.html\n\n  Sljedeća knjiga je nešto starija i više o Vi-u nego o Vim-u, preporučamo:\n\tLearning the Vi Editor - by Linda Lamb\n\tIzdavač: O\'Reilly & Associates Inc.\n  Solidna knjiga, možete saznati skoro sve što možete napraviti\n  u Vi-u. Šesto izdanje ima nešto informacija i o Vim-u.\n\n  Ovaj priručnik su napisali: Michael C. Pierce i Robert K. Ware,\n  Colorado School of Mines koristeći ideje Charles Smith,\n  Colorado State University.  E-pošta: bware@mines.colorado.edu.\n\n  Naknadne promjene napravio je Bram Moolenaar.\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\n  Preveo na hrvatski: Paul B. Mahol <onemda@gmail.com>\n  Preinaka 1.42, Lipanj 2008\n\n\n',
     [('EMAIL_ADDRESS', 'bware@mines.colorado.edu'), ('EMAIL_ADDRESS', 'onemda@gmail.com')]),
    ('en_US', '/root/.pyenv/versions/2.7.18/lib/python2.7/site-packages/pip/_vendor/progress/bar.py',
     '# -*- coding: utf-8 -*-\n\n# Copyright (c) 2012 Giorgos Verigakis <verigak@gmail.com>\n#\n# Permission to use, copy, modify, and distribute this software for any\n# purpose with or without fee is hereby granted, provided that the above\n# copyright notice and this permission notice appear in all copies.\n#\n# THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES\n# WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF\n# MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR\n# ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES\n# WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN\n',
     [('EMAIL_ADDRESS', 'verigak@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/git.vim',
     '" Vim syntax file\n" Language:\tgeneric git output\n" Maintainer:\tTim Pope <vimNOSPAM@tpope.org>\n" Last Change:\t2022 Jan 05\n\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn case match\nsyn sync minlines=50\n\nsyn include @gitDiff syntax/diff.vim\n\nsyn region gitHead start=/\\%^\\%(tag \\|tree \\|object \\)\\@=/ end=/^$/ contains=@NoSpell\nsyn region gitHead start=/\\%(^commit\\%( \\x\\{4,\\}\\)\\{1,\\}\\%(\\s*(.*)\\)\\=$\\)\\@=/ end=/^$/ contains=@NoSpell\n" git log --oneline\n',
     [('EMAIL_ADDRESS', 'vimNOSPAM@tpope.org')]),
    ('', '/root/.pyenv/versions/2.7.18/lib/python2.7/site-packages/setuptools/command/launcher manifest.xml',
     '<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0">\n    <assemblyIdentity version="1.0.0.0"\n                      processorArchitecture="X86"\n                      name="%(name)s"\n                      type="win32"/>\n    <!-- Identify the application security requirements. -->\n    <trustInfo xmlns="urn:schemas-microsoft-com:asm.v3">\n        <security>\n            <requestedPrivileges>\n                <requestedExecutionLevel level="asInvoker" uiAccess="false"/>\n            </requestedPrivileges>\n        </security>\n    </trustInfo>\n</assembly>\n',
     []),
    ('en_US', '/usr/share/vim/vim90/ftplugin/sensors.vim',
     '" Language:             sensors.conf(5) - libsensors configuration file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo<"\n\nsetlocal comments=:# commentstring=#\\ %s formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/lib/python3/dist-packages/apt/progress/text.py',
     '# Copyright (c) 2009 Julian Andres Klode <jak@debian.org>\n#\n# This program is free software; you can redistribute it and/or\n# modify it under the terms of the GNU General Public License as\n# published by the Free Software Foundation; either version 2 of the\n# License, or (at your option) any later version.\n#\n# This program is distributed in the hope that it will be useful,\n# but WITHOUT ANY WARRANTY; without even the implied warranty of\n# MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the\n# GNU General Public License for more details.\n#\n# You should have received a copy of the GNU General Public License\n# along with this program; if not, write to the Free Software\n# Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA 02111-1307\n# USA\n"""Progress reporting for text interfaces."""\nfrom __future__ import print_function\n\nimport io\nimport os\nimport signal\nimport sys\n\nimport types\nfrom typing import Callable, Optional, Union\n\n\nimport apt_pkg\nfrom apt.progress import base\n\n\n__all__ = ["AcquireProgress", "CdromProgress", "OpProgress"]\n\n\ndef _(msg):\n    # type: (str) -> str\n    """Translate the message, also try apt if translation is missing."""\n',
     [('EMAIL_ADDRESS', 'jak@debian.org')]),
    ('en_US', '/usr/share/gettext/config.rpath',
     '#! /bin/sh\n# Output a system dependent set of variables, describing how to set the\n# run time search path of shared libraries in an executable.\n#\n#   Copyright 1996-2020 Free Software Foundation, Inc.\n#   Taken from GNU libtool, 2001\n#   Originally by Gordon Matzigkeit <gord@gnu.ai.mit.edu>, 1996\n#\n#   This file is free software; the Free Software Foundation gives\n#   unlimited permission to copy and/or distribute it, with or without\n#   modifications, as long as this notice is preserved.\n#\n# The first argument passed to this file is the canonical host specification,\n#    CPU_TYPE-MANUFACTURER-OPERATING_SYSTEM\n# or\n',
     [('EMAIL_ADDRESS', 'gord@gnu.ai.mit.edu')]),
    ('en_US', '/root/.pyenv/versions/3.13.0/lib/python3.13/site-packages/pip/_vendor/urllib3/contrib/securetransport.py',
     'The hope is that PEP 543 will eventually solve this issue for us, at which\npoint we can retire this contrib module. But in the short term, we need to\nsolve the impending tire fire that is Python on Mac without this kind of\ncontrib module. So...here we are.\n\nTo use this module, simply import and inject it::\n\n    import pip._vendor.urllib3.contrib.securetransport as securetransport\n    securetransport.inject_into_urllib3()\n\nHappy TLSing!\n\nThis code is a bastardised version of the code found in Will Bond\'s oscrypto\nlibrary. An enormous debt is owed to him for blazing this trail for us. For\nthat reason, this code should be considered to be covered both by urllib3\'s\nlicense and by oscrypto\'s:\n\n.. code-block::\n\n    Copyright (c) 2015-2016 Will Bond <will@wbond.net>\n\n    Permission is hereby granted, free of charge, to any person obtaining a\n    copy of this software and associated documentation files (the "Software"),\n    to deal in the Software without restriction, including without limitation\n    the rights to use, copy, modify, merge, publish, distribute, sublicense,\n    and/or sell copies of the Software, and to permit persons to whom the\n    Software is furnished to do so, subject to the following conditions:\n\n    The above copyright notice and this permission notice shall be included in\n    all copies or substantial portions of the Software.\n\n',
     [('EMAIL_ADDRESS', 'will@wbond.net')]),
    ('', '/root/.pyenv/versions/2.7.18/lib/python2.7/site-packages/setuptools/msvc.py',
     "                ref,\n                os.path.join(self.si.WindowsSdkDir, 'UnionMetadata'),\n                os.path.join(\n                    ref,\n                    'Windows.Foundation.UniversalApiContract',\n                    '1.0.0.0',\n                ),\n                os.path.join(\n                    ref,\n                    'Windows.Foundation.FoundationContract',\n                    '1.0.0.0',\n                ),\n                os.path.join(\n                    ref,\n",
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/cf.vim',
     '" Vim syntax file\n"\n" Language:     CFML (ColdFusion)\n" Author:       Ernst M. van der Linden <ernst.vanderlinden@ernestoz.com>\n" License:      The MIT License (MIT)\n"\n" Maintainer:   Ernst M. van der Linden <ernst.vanderlinden@ernestoz.com>\n" URL:          https://github.com/ernstvanderlinden/vim-coldfusion\n" Last Change:  2017 Nov 28\n"\n" Filenames:    *.cfc *.cfm\n\n" Quit when a syntax file was already loaded.\nif exists("b:current_syntax")\n  finish\nendif\n\n" Using line continuation here.\nlet s:cpo_save=&cpo\nset cpo-=C\n\nsy sync fromstart\n" 20171126: disabled as we have fast computers now.\n"sy sync maxlines=2000\nsy case ignore\n\n" INCLUDES {{{\nsy include @sqlSyntax $VIMRUNTIME/syntax/sql.vim\n',
     [('EMAIL_ADDRESS', 'ernst.vanderlinden@ernestoz.com'), ('EMAIL_ADDRESS', 'ernst.vanderlinden@ernestoz.com')]),
    ('en_US', '/usr/share/vim/vim90/macros/life/life.vim',
     '" Version 1.0m: edges wrap\n" by Eli-the-Bearded Benjamin Elijah Griffin <vim@eli.users.panix.com>\n" Sept 1996\n" This file may be free distributed so long as these credits remain unchanged.\n"\n" Modified by Bram Moolenaar (Bram@vim.org), 1996 Sept 10\n" - Made it quite a bit faster, but now needs search patterns in the text\n" - Changed the order of mappings to top-down.\n" - Made "g" run the whole thing, "C" run one generation.\n" - Added support for any uppercase character instead of \'X\'\n"\n" Rules:\n"   If a germ has 0 or 1 live neighbors it dies of loneliness\n"   If a germ has 2 or 3 live neighbors it survives\n"   If a germ has 4 to 8 live neighbors it dies of starvation\n"   If an empty box has 3 live neighbors a new germ is born\n"\n"   A new born germ is an "A".\tEvery generation it gets older: B, C, etc.\n"   A germ dies of old age when it reaches "Z".\n"\n" Notice the rules do not mention edges. This version has the edges wrap\n',
     [('EMAIL_ADDRESS', 'vim@eli.users.panix.com'), ('EMAIL_ADDRESS', 'Bram@vim.org')]),
    ('', '/usr/lib/python3/dist-packages/oauthlib/oauth1/rfc5849/request_validator.py',
     '        raise self._subclass_must_implement("validate_realms")\n\n    def validate_verifier(self, client_key, token, verifier, request):\n        """Validates a verification code.\n\n        :param client_key: The client/consumer key.\n        :param token: A request token string.\n        :param verifier: The authorization verifier string.\n        :param request: OAuthlib request.\n        :type request: oauthlib.common.Request\n        :returns: True or False\n\n        OAuth providers issue a verification code to clients after the\n        resource owner authorizes access. This code is used by the client to\n        obtain token credentials and the provider must verify that the\n        verifier is valid and associated with the client as well as the\n        resource owner.\n\n        Verifier validation should be done in near constant time\n        (to avoid verifier enumeration). To achieve this we need a\n        constant time string comparison which is provided by OAuthLib\n        in ``oauthlib.common.safe_string_equals``::\n\n            from your_datastore import Verifier\n',
     []),
    ('en_US', '/usr/share/vim/vim90/tutor/tutor.no.utf-8',
     "  Den første boken som er fullt og helt dedisert til Vim. Spesielt nyttig for\n  nybegynnere. Inneholder mange eksempler og illustrasjoner.\n  Se https://iccf-holland.org/click5.html\n\n  Denne boken er eldre og handler mer om Vi enn Vim, men anbefales også:\n      «Learning the Vi Editor» av Linda Lamb\n      Utgiver: O'Reilly & Associates Inc.\n  Det er en god bok for å få vite omtrent hva som helst om Vi.\n  Den sjette utgaven inneholder også informasjon om Vim.\n\n  Denne innføringen er skrevet av Michael C. Pierce og Robert K. Ware,\n  Colorado School of Mines med idéer av Charles Smith, Colorado State\n  University. E-mail: bware@mines.colorado.edu .\n\n  Modifisert for Vim av Bram Moolenaar.\n  Oversatt av Øyvind A. Holm. E-mail: vimtutor _AT_ sunbase.org\n  Id: tutor.no 406 2007-03-18 22:48:36Z sunny\n\n",
     [('EMAIL_ADDRESS', 'bware@mines.colorado.edu')]),
    ('en_US', '/usr/share/vim/vim90/syntax/cterm.vim',
     '" Vim syntax file\n" Language:\tCentury Term Command Script\n" Maintainer:\tSean M. McKee <mckee@misslink.net>\n" Last Change:\t2002 Apr 13\n" Version Info: @(#)cterm.vim\t1.7\t97/12/15 09:23:14\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn case ignore\n\n"FUNCTIONS\nsyn keyword ctermFunction\tabort addcr addlf answer at attr batch baud\nsyn keyword ctermFunction\tbreak call capture cd cdelay charset cls color\nsyn keyword ctermFunction\tcombase config commect copy cread\n',
     [('EMAIL_ADDRESS', 'mckee@misslink.net')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/jsonnet.vim',
     '" Vim filetype plugin\n" Language:        Jsonnet\n" Maintainer:      Cezary Drożak <cezary@drozak.net>\n" URL:             https://github.com/google/vim-jsonnet\n" Last Change:     2022-09-08\n\n" Only do this when not done yet for this buffer\nif exists("b:did_ftplugin")\n  finish\nendif\n\n',
     [('EMAIL_ADDRESS', 'cezary@drozak.net')]),
    ('en_US', '/usr/share/vim/vim90/colors/delek.vim',
     '" Name:         delek\n" Description:  Light background colorscheme.\n" Author:       Original author David Schweikert <david@schweikert.ch>\n" Maintainer:   Original maintainer David Schweikert <david@schweikert.ch>\n" Website:      https://github.com/vim/colorschemes\n',
     [('EMAIL_ADDRESS', 'david@schweikert.ch'), ('EMAIL_ADDRESS', 'david@schweikert.ch')]),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/spice.py',
     '            # string literal\n            (r\'"(\\\\\\\\|\\\\[^\\\\]|[^"\\\\])*"\', String),\n            # char literal\n            (r\'\\\'(\\\\\\\\|\\\\[^\\\\]|[^\\\'\\\\])\\\'\', String.Char),\n            # tokens\n            (r\'<<=|>>=|<<|>>|<=|>=|\\+=|-=|\\*=|/=|\\%=|\\|=|&=|\\^=|&&|\\|\\||&|\\||\'\n             r\'\\+\\+|--|\\%|\\^|\\~|==|!=|::|[.]{3}|[+\\-*/&]\', Operator),\n            (r\'[|<>=!()\\[\\]{}.,;:\\?]\', Punctuation),\n            # identifiers\n            (r\'[^\\W\\d]\\w*\', Name.Other),\n',
     []),
    ('en_US', '/usr/share/vim/vim90/ftplugin/xmodmap.vim',
     '" Vim filetype plugin file\n" Language:             xmodmap(1) definition file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo<"\n\nsetlocal comments=:! commentstring=!\\ %s formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/compiler/pyunit.vim',
     '" Vim compiler file\n" Compiler:\tUnit testing tool for Python\n" Maintainer:\tMax Ischenko <mfi@ukr.net>\n" Last Change: 2004 Mar 27\n\nif exists("current_compiler")\n  finish\nendif\nlet current_compiler = "pyunit"\n\nif exists(":CompilerSet") != 2\t\t" older Vim always used :setlocal\n  command -nargs=* CompilerSet setlocal <args>\nendif\n\nCompilerSet efm=%C\\ %.%#,%A\\ \\ File\\ \\"%f\\"\\\\,\\ line\\ %l%.%#,%Z%[%^\\ ]%\\\\@=%m\n\n',
     [('EMAIL_ADDRESS', 'mfi@ukr.net')]),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/prolog.py',
     '            (r"[a-z][a-zA-Z0-9_]*", Text),\n            (r"\'", String, \'quoted_atom\'),\n            # Strings\n            (r\'"(\\\\\\\\|\\\\[^\\\\]|[^"\\\\])*"\', String),\n            # End of entity-opening directive\n            (r\'([)]\\.)\', Text, \'root\'),\n            # Scope operator\n            (r\'(::)\', Operator),\n            # Punctuation\n            (r\'[()\\[\\],.|]\', Text),\n            # Comments\n            (r\'%.*?\\n\', Comment),\n            (r\'/\\*(.|\\n)*?\\*/\', Comment),\n            # Whitespace\n            (r\'\\n\', Text),\n            (r\'\\s+\', Text),\n        ]\n    }\n\n    def analyse_text(text):\n        if \':- object(\' in text:\n            return 1.0\n        elif \':- protocol(\' in text:\n            return 1.0\n        elif \':- category(\' in text:\n            return 1.0\n        elif re.search(r\'^:-\\s[a-z]\', text, re.M):\n            return 0.9\n        else:\n            return 0.0\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/manual.vim',
     '" Vim syntax support file\n" Maintainer:\tBram Moolenaar <Bram@vim.org>\n" Last Change:\t2016 Feb 01\n\n" This file is used for ":syntax manual".\n" It installs the Syntax autocommands, but no the FileType autocommands.\n\nif !has("syntax")\n  finish\nendif\n\n',
     [('EMAIL_ADDRESS', 'Bram@vim.org')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/fpcmake.vim',
     '" Vim filetype plugin file\n" Language:\tFree Pascal Makefile Generator\n" Maintainer:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t2021 Apr 23\n\nif exists("b:did_ftplugin")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nruntime! ftplugin/make.vim\n\nif (has("gui_win32") || has("gui_gtk")) && !exists("b:browsefilter")\n  let b:browsefilter = "Free Pascal Makefile Definition Files (*.fpc)\\t*.fpc\\n" ..\n\t\t     \\ "All Files (*.*)\\t*.*\\n"\nendif\n\nlet b:undo_ftplugin = b:undo_ftplugin .. " | unlet! b:browsefilter"\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n\n" vim: nowrap sw=2 sts=2 ts=8 noet:\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/julia.vim',
     '" Vim filetype plugin file\n" Language:\tJulia\n" Maintainer:\tCarlo Baldassi <carlobaldassi@gmail.com>\n" Homepage:\thttps://github.com/JuliaEditorSupport/julia-vim\n" Last Change:\t2021 Aug 04\n" adapted from upstream 2021 Aug 4\n\n',
     [('EMAIL_ADDRESS', 'carlobaldassi@gmail.com')]),
    ('', '/usr/share/vim/vim90/doc/pattern.txt',
     '2. A branch is one or more concats, separated by "\\&".  It matches the last\n   concat, but only if all the preceding concats also match at the same\n   position.  Examples:\n\t"foobeep\\&..." matches "foo" in "foobeep".\n\t".*Peter\\&.*Bob" matches in a line containing both "Peter" and "Bob"\n\n   branch ::=\t    concat\n\t\tor  concat \\& concat\n\t\tor  concat \\& concat \\& concat\n\t\tetc.\n\n\t\t\t\t\t\t*/concat*\n3. A concat is one or more pieces, concatenated.  It matches a match for the\n   first piece, followed by a match for the second piece, etc.  Example:\n   "f[0-9]b", first matches "f", then a digit and then "b".\n\n   concat  ::=\t    piece\n\t\tor  piece piece\n\t\tor  piece piece piece\n\t\tetc.\n\n\t\t\t\t\t\t*/piece*\n4. A piece is an atom, possibly followed by a multi, an indication of how many\n   times the atom can be matched.  Example: "a*" matches any sequence of "a"\n   characters: "", "a", "aa", etc.  See |/multi|.\n\n   piece   ::=\t    atom\n\t\tor  atom  multi\n\n\t\t\t\t\t\t*/atom*\n5. An atom can be one of a long list of items.  Many atoms match one character\n   in the text.  It is often an ordinary character or a character class.\n   Parentheses can be used to make a pattern into an atom.  The "\\z(\\)"\n   construct is only for syntax highlighting.\n\n',
     []),
    ('en_US', '/root/.pyenv/versions/2.7.18/lib/python2.7/site-packages/setuptools-41.2.0.dist-info/LICENSE',
     'Copyright (C) 2016 Jason R Coombs <jaraco@jaraco.com>\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of\nthis software and associated documentation files (the "Software"), to deal in\nthe Software without restriction, including without limitation the rights to\nuse, copy, modify, merge, publish, distribute, sublicense, and/or sell copies\nof the Software, and to permit persons to whom the Software is furnished to do\n',
     [('EMAIL_ADDRESS', 'jaraco@jaraco.com')]),
    ('', '/root/.pyenv/versions/2.7.18/lib/python2.7/site-packages/pip/_vendor/urllib3/packages/ssl_match_hostname/_implementation.py',
     'except ImportError:\n    ipaddress = None\n\n__version__ = \'3.5.0.1\'\n\n\nclass CertificateError(ValueError):\n    pass\n\n\ndef _dnsname_match(dn, hostname, max_wildcards=1):\n    """Matching according to RFC 6125, section 6.4.3\n\n    http://tools.ietf.org/html/rfc6125#section-6.4.3\n    """\n    pats = []\n    if not dn:\n        return False\n\n    # Ported from python3-syntax:\n    # leftmost, *remainder = dn.split(r\'.\')\n    parts = dn.split(r\'.\')\n    leftmost = parts[0]\n    remainder = parts[1:]\n\n    wildcards = leftmost.count(\'*\')\n    if wildcards > max_wildcards:\n        # Issue #17980: avoid denials of service by refusing more\n        # than one wildcard per fragment.  A survey of established\n        # policy among SSL implementations showed it to be a\n        # reasonable choice.\n        raise CertificateError(\n            "too many wildcards in certificate DNS name: " + repr(dn))\n\n    # speed up common case w/o wildcards\n    if not wildcards:\n        return dn.lower() == hostname.lower()\n\n    # RFC 6125, section 6.4.3, subitem 1.\n    # The client SHOULD NOT attempt to match a presented identifier in which\n    # the wildcard character comprises a label other than the left-most label.\n    if leftmost == \'*\':\n        # When \'*\' is a fragment by itself, it matches a non-empty dotless\n        # fragment.\n        pats.append(\'[^.]+\')\n    elif leftmost.startswith(\'xn--\') or hostname.startswith(\'xn--\'):\n',
     []),
    ('en_US', '/usr/share/vim/vim90/autoload/context.vim',
     "vim9script\n\n# Language:           ConTeXt typesetting engine\n# Maintainer:         Nicola Vitacolonna <nvitacolonna@gmail.com>\n# Former Maintainers: Nikolai Weibull <now@bitwi.se>\n# Latest Revision:    2022 Sep 19\n\n# Typesetting {{{\nimport autoload './typeset.vim'\n\nexport def ConTeXtCmd(path: string): list<string>\n",
     [('EMAIL_ADDRESS', 'nvitacolonna@gmail.com'), ('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/syntax/xdefaults.vim',
     '" Vim syntax file\n" Language:\tX resources files like ~/.Xdefaults (xrdb)\n" Maintainer:\tJohannes Zellner <johannes@zellner.org>\n"\t\tAuthor and previous maintainer:\n"\t\tGautam H. Mudunuri <gmudunur@informatica.com>\n" Last Change:\tDi, 09 Mai 2006 23:10:23 CEST\n" $Id: xdefaults.vim,v 1.2 2007/05/05 17:19:40 vimboss Exp $\n"\n" REFERENCES:\n"   xrdb manual page\n"   xrdb source: ftp://ftp.x.org/pub/R6.4/xc/programs/xrdb/xrdb.c\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\n" turn case on\nsyn case match\n\n\nif !exists("xdefaults_no_colon_errors")\n    " mark lines which do not contain a colon as errors.\n    " This does not really catch all errors but only lines\n    " which contain at least two WORDS and no colon. This\n    " was done this way so that a line is not marked as\n    " error while typing (which would be annoying).\n    syntax match xdefaultsErrorLine "^\\s*[a-zA-Z.*]\\+\\s\\+[^: \t]\\+"\nendif\n\n\n" syn region  xdefaultsLabel   start=+^[^:]\\{-}:+he=e-1 skip=+\\\\+ end="$"\n',
     [('EMAIL_ADDRESS', 'johannes@zellner.org'), ('EMAIL_ADDRESS', 'gmudunur@informatica.com')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/pinfo.vim',
     '" Vim filetype plugin file\n" Language:             pinfo(1) configuration file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2008-07-09\n\nif exists("b:did_ftplugin")\n  finish\nendif\nlet b:did_ftplugin = 1\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nlet b:undo_ftplugin = "setl com< cms< fo<"\n\nsetlocal comments=:# commentstring=#\\ %s formatoptions-=t formatoptions+=croql\n\nlet &cpo = s:cpo_save\nunlet s:cpo_save\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('', '/root/.pyenv/versions/2.7.18/lib/python2.7/site-packages/pip/_vendor/distlib/scripts.py',
     '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0">\n <assemblyIdentity version="1.0.0.0"\n processorArchitecture="X86"\n name="%s"\n type="win32"/>\n\n <!-- Identify the application security requirements. -->\n <trustInfo xmlns="urn:schemas-microsoft-com:asm.v3">\n <security>\n <requestedPrivileges>\n <requestedExecutionLevel level="asInvoker" uiAccess="false"/>\n </requestedPrivileges>\n </security>\n </trustInfo>\n</assembly>\'\'\'.strip()\n\n# check if Python is called on the first line with this expression\nFIRST_LINE_RE = re.compile(b\'^#!.*pythonw?[0-9.]*([ \\t].*)?$\')\nSCRIPT_TEMPLATE = r\'\'\'# -*- coding: utf-8 -*-\nimport re\nimport sys\nfrom %(module)s import %(import_name)s\nif __name__ == \'__main__\':\n    sys.argv[0] = re.sub(r\'(-script\\.pyw|\\.exe)?$\', \'\', sys.argv[0])\n    sys.exit(%(func)s())\n\'\'\'\n\n\ndef _enquote_executable(executable):\n    if \' \' in executable:\n',
     []),
    ('en_US', '/root/.pyenv/versions/3.6.15/lib/python3.6/site-packages/pip/_vendor/urllib3/contrib/_securetransport/bindings.py',
     '"""\nThis module uses ctypes to bind a whole bunch of functions and constants from\nSecureTransport. The goal here is to provide the low-level API to\nSecureTransport. These are essentially the C-level functions and constants, and\nthey\'re pretty gross to work with.\n\nThis code is a bastardised version of the code found in Will Bond\'s oscrypto\nlibrary. An enormous debt is owed to him for blazing this trail for us. For\nthat reason, this code should be considered to be covered both by urllib3\'s\nlicense and by oscrypto\'s:\n\n    Copyright (c) 2015-2016 Will Bond <will@wbond.net>\n\n    Permission is hereby granted, free of charge, to any person obtaining a\n    copy of this software and associated documentation files (the "Software"),\n    to deal in the Software without restriction, including without limitation\n',
     [('EMAIL_ADDRESS', 'will@wbond.net')]),
    ('en_US', '/usr/share/vim/vim90/syntax/jproperties.vim',
     '" Vim syntax file\n" Language:\tJava Properties resource file (*.properties[_*])\n" Maintainer:\tSimon Baldwin <simonb@sco.com>\n" Last change:\t26th Mar 2000\n\n" =============================================================================\n\n" Optional and tuning variables:\n\n" jproperties_lines\n" -----------------\n"   Set a value for the sync block that we use to find long continuation lines\n"   in properties; the value is already large - if you have larger continuation\n',
     [('EMAIL_ADDRESS', 'simonb@sco.com')]),
    ('en_US', '/usr/lib/python3/dist-packages/apt/cdrom.py',
     '# cdrom.py - CDROM handling\n#\n#  Copyright (c) 2005-2009 Canonical\n#  Copyright (c) 2009 Julian Andres Klode <jak@debian.org>\n#\n#  Author: Michael Vogt <michael.vogt@ubuntu.com>\n#\n#  This program is free software; you can redistribute it and/or\n#  modify it under the terms of the GNU General Public License as\n#  published by the Free Software Foundation; either version 2 of the\n#  License, or (at your option) any later version.\n#\n#  This program is distributed in the hope that it will be useful,\n#  but WITHOUT ANY WARRANTY; without even the implied warranty of\n#  MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the\n#  GNU General Public License for more details.\n#\n#  You should have received a copy of the GNU General Public License\n#  along with this program; if not, write to the Free Software\n#  Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA 02111-1307\n#  USA\n"""Classes related to cdrom handling."""\nfrom __future__ import print_function\n\nfrom typing import Optional\nimport glob\n\nimport apt_pkg\nfrom apt.progress.base import CdromProgress\n\n\nclass Cdrom(apt_pkg.Cdrom):\n    """Support for apt-cdrom like features.\n\n    This class has several optional parameters for initialisation, which may\n',
     [('EMAIL_ADDRESS', 'jak@debian.org'), ('EMAIL_ADDRESS', 'michael.vogt@ubuntu.com')]),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/erlang.py',
     "                bygroups(String.Char, String.Escape)),\n            (r'\\?\\\\?.', String.Char),\n\n            # '::' has to go before atoms\n            (r':::', String.Symbol),\n            (r'::', Operator),\n\n            # atoms\n            (r':' + special_atom_re, String.Symbol),\n            (r':' + complex_name_re, String.Symbol),\n",
     []),
    ('en_US', '/usr/share/vim/vim90/compiler/ghc.vim',
     '" Vim compiler file\n" Compiler:         GHC Haskell Compiler\n" Maintainer:       Daniel Campoverde <alx@sillybytes.net>\n" Latest Revision:  2016-11-29\n\nif exists("current_compiler")\n  finish\nendif\nlet current_compiler = "ghc"\n\nlet s:cpo_save = &cpo\n',
     [('EMAIL_ADDRESS', 'alx@sillybytes.net')]),
    ('', '/root/.pyenv/versions/3.9.18/lib/python3.9/site-packages/pip/_vendor/urllib3/util/url.py',
     '# \'rfc3986\' module: https://github.com/python-hyper/rfc3986\nPERCENT_RE = re.compile(r"%[a-fA-F0-9]{2}")\nSCHEME_RE = re.compile(r"^(?:[a-zA-Z][a-zA-Z0-9+-]*:|/)")\nURI_RE = re.compile(\n    r"^(?:([a-zA-Z][a-zA-Z0-9+.-]*):)?"\n    r"(?://([^\\\\/?#]*))?"\n    r"([^?#]*)"\n    r"(?:\\?([^#]*))?"\n    r"(?:#(.*))?$",\n    re.UNICODE | re.DOTALL,\n)\n\nIPV4_PAT = r"(?:[0-9]{1,3}\\.){3}[0-9]{1,3}"\nHEX_PAT = "[0-9A-Fa-f]{1,4}"\nLS32_PAT = "(?:{hex}:{hex}|{ipv4})".format(hex=HEX_PAT, ipv4=IPV4_PAT)\n_subs = {"hex": HEX_PAT, "ls32": LS32_PAT}\n_variations = [\n    #                            6( h16 ":" ) ls32\n    "(?:%(hex)s:){6}%(ls32)s",\n    #                       "::" 5( h16 ":" ) ls32\n    "::(?:%(hex)s:){5}%(ls32)s",\n    # [               h16 ] "::" 4( h16 ":" ) ls32\n    "(?:%(hex)s)?::(?:%(hex)s:){4}%(ls32)s",\n    # [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32\n    "(?:(?:%(hex)s:)?%(hex)s)?::(?:%(hex)s:){3}%(ls32)s",\n    # [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32\n    "(?:(?:%(hex)s:){0,2}%(hex)s)?::(?:%(hex)s:){2}%(ls32)s",\n    # [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32\n    "(?:(?:%(hex)s:){0,3}%(hex)s)?::%(hex)s:%(ls32)s",\n    # [ *4( h16 ":" ) h16 ] "::"              ls32\n    "(?:(?:%(hex)s:){0,4}%(hex)s)?::%(ls32)s",\n    # [ *5( h16 ":" ) h16 ] "::"              h16\n    "(?:(?:%(hex)s:){0,5}%(hex)s)?::%(hex)s",\n    # [ *6( h16 ":" ) h16 ] "::"\n    "(?:(?:%(hex)s:){0,6}%(hex)s)?::",\n]\n\n',
     []),
    ('', '/root/.pyenv/versions/3.6.15/lib/python3.6/site-packages/pip/_vendor/urllib3/util/timeout.py',
     "        response = http.request('GET', 'http://example.com/', timeout=Timeout(10))\n\n    Timeouts can be disabled by setting all the parameters to ``None``::\n\n        no_timeout = Timeout(connect=None, read=None)\n        response = http.request('GET', 'http://example.com/, timeout=no_timeout)\n\n\n    :param total:\n        This combines the connect and read timeouts into one; the read timeout\n        will be set to the time leftover from the connect attempt. In the\n        event that both a connect timeout and a total are specified, or a read\n        timeout and a total are specified, the shorter timeout will be applied.\n\n        Defaults to None.\n\n    :type total: integer, float, or None\n\n    :param connect:\n        The maximum amount of time to wait for a connection attempt to a server\n        to succeed. Omitting the parameter will default the connect timeout to\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/shell.py',
     '    _start_label = r\'((?:(?<=^[^:])|^[^:]?)[%s]*)(:)\' % _ws\n    _label = r\'(?:(?:[^%s%s+:^]|\\^[%s]?[\\w\\W])*)\' % (_nlws, _punct, _nl)\n    _label_compound = r\'(?:(?:[^%s%s+:^)]|\\^[%s]?[^)])*)\' % (_nlws, _punct, _nl)\n    _number = r\'(?:-?(?:0[0-7]+|0x[\\da-f]+|\\d+)%s)\' % _token_terminator\n    _opword = r\'(?:equ|geq|gtr|leq|lss|neq)\'\n    _string = r\'(?:"[^%s"]*(?:"|(?=[%s])))\' % (_nl, _nl)\n    _variable = (r\'(?:(?:%%(?:\\*|(?:~[a-z]*(?:\\$[^:]+:)?)?\\d|\'\n                 r\'[^%%:%s]+(?::(?:~(?:-?\\d+)?(?:,(?:-?\\d+)?)?|(?:[^%%%s^]|\'\n                 r\'\\^[^%%%s])[^=%s]*=(?:[^%%%s^]|\\^[^%%%s])*)?)?%%))|\'\n                 r\'(?:\\^?![^!:%s]+(?::(?:~(?:-?\\d+)?(?:,(?:-?\\d+)?)?|(?:\'\n                 r\'[^!%s^]|\\^[^!%s])[^=%s]*=(?:[^!%s^]|\\^[^!%s])*)?)?\\^?!))\' %\n                 (_nl, _nl, _nl, _nl, _nl, _nl, _nl, _nl, _nl, _nl, _nl, _nl))\n    _core_token = r\'(?:(?:(?:\\^[%s]?)?[^"%s%s])+)\' % (_nl, _nlws, _punct)\n    _core_token_compound = r\'(?:(?:(?:\\^[%s]?)?[^"%s%s)])+)\' % (_nl, _nlws, _punct)\n',
     []),
    ('en_US', '/usr/share/vim/vim90/ftplugin/ada.vim',
     '"------------------------------------------------------------------------------\n"  Description: Perform Ada specific completion & tagging.\n"     Language: Ada (2005)\n"\t   $Id: ada.vim 887 2008-07-08 14:29:01Z krischik $\n"   Maintainer: Martin Krischik <krischik@users.sourceforge.net>\n"\t\tTaylor Venable <taylor@metasyntax.net>\n"\t\tNeil Bird <neil@fnxweb.com>\n"      $Author: krischik $\n"\t $Date: 2008-07-08 16:29:01 +0200 (Di, 08 Jul 2008) $\n"      Version: 4.6 with patch from David Bürgin\n"    $Revision: 887 $\n"     $HeadURL: https://gnuada.svn.sourceforge.net/svnroot/gnuada/trunk/tools/vim/ftplugin/ada.vim $\n"      History: 24.05.2006 MK Unified Headers\n"\t\t26.05.2006 MK \' should not be in iskeyword.\n',
     [('EMAIL_ADDRESS', 'krischik@users.sourceforge.net'), ('EMAIL_ADDRESS', 'taylor@metasyntax.net'), ('EMAIL_ADDRESS', 'neil@fnxweb.com')]),
    ('en_US', '/root/.pyenv/versions/3.7.16/lib/python3.7/site-packages/setuptools/_vendor/packaging/__about__.py',
     '    "__uri__",\n    "__version__",\n    "__author__",\n    "__email__",\n    "__license__",\n    "__copyright__",\n]\n\n__title__ = "packaging"\n__summary__ = "Core utilities for Python packages"\n__uri__ = "https://github.com/pypa/packaging"\n\n__version__ = "19.2"\n\n__author__ = "Donald Stufft and individual contributors"\n__email__ = "donald@stufft.io"\n\n',
     [('EMAIL_ADDRESS', 'donald@stufft.io')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/htmldjango.vim',
     '" Vim filetype plugin file\n" Language:\tDjango HTML template\n" Maintainer:\tDave Hodder <dmh@dmh.org.uk>\n" Last Change:\t2007 Jan 25\n\n" Only use this filetype plugin when no other was loaded.\nif exists("b:did_ftplugin")\n  finish\nendif\n\n" Use HTML and Django template ftplugins.\nruntime! ftplugin/html.vim\nruntime! ftplugin/django.vim\n',
     [('EMAIL_ADDRESS', 'dmh@dmh.org.uk')]),
    ('en_US', '/usr/share/vim/vim90/indent/eruby.vim',
     '" Vim indent file\n" Language:\t\teRuby\n" Maintainer:\t\tTim Pope <vimNOSPAM@tpope.org>\n" URL:\t\t\thttps://github.com/vim-ruby/vim-ruby\n" Release Coordinator:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t\t2019 Jan 06\n\nif exists("b:did_indent")\n  finish\nendif\n\nruntime! indent/ruby.vim\nunlet! b:did_indent\nsetlocal indentexpr=\n\nif exists("b:eruby_subtype") && b:eruby_subtype != \'\' && b:eruby_subtype !=# \'eruby\'\n  exe "runtime! indent/".b:eruby_subtype.".vim"\nelse\n  runtime! indent/html.vim\nendif\nunlet! b:did_indent\n\n" Force HTML indent to not keep state.\nlet b:html_indent_usestate = 0\n\nif &l:indentexpr == \'\'\n  if &l:cindent\n    let &l:indentexpr = \'cindent(v:lnum)\'\n  else\n    let &l:indentexpr = \'indent(prevnonblank(v:lnum-1))\'\n  endif\nendif\nlet b:eruby_subtype_indentexpr = &l:indentexpr\n\nlet b:did_indent = 1\n\nsetlocal indentexpr=GetErubyIndent()\nsetlocal indentkeys=o,O,*<Return>,<>>,{,},0),0],o,O,!^F,=end,=else,=elsif,=rescue,=ensure,=when\n\n" Only define the function once.\nif exists("*GetErubyIndent")\n  finish\nendif\n\n" this file uses line continuations\nlet s:cpo_sav = &cpo\nset cpo&vim\n\nfunction! GetErubyIndent(...)\n  " The value of a single shift-width\n  if exists(\'*shiftwidth\')\n    let sw = shiftwidth()\n  else\n    let sw = &sw\n  endif\n\n  if a:0 && a:1 == \'.\'\n    let v:lnum = line(\'.\')\n',
     [('EMAIL_ADDRESS', 'vimNOSPAM@tpope.org'), ('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/ibasic.vim',
     '" Vim syntax file\n" Language:\tibasic\n" Maintainer:\tMark Manning <markem@airmail.net>\n" Originator:\tAllan Kelly <Allan.Kelly@ed.ac.uk>\n" Created:\t10/1/2006\n" Updated:\t10/21/2006\n" Description:  A vim file to handle the IBasic file format.\n" Notes:\n"\tUpdated by Mark Manning <markem@airmail.net>\n"\tApplied IBasic support to the already excellent support for standard\n"\tbasic syntax (like QB).\n"\n"\tFirst version based on Micro$soft QBASIC circa 1989, as documented in\n"\t\'Learn BASIC Now\' by Halvorson&Rygmyr. Microsoft Press 1989.\n"\tThis syntax file not a complete implementation yet.\n"\tSend suggestions to the maintainer.\n"\n"\tThis version is based upon the commands found in IBasic (www.pyxia.com).\n"\tMEM 10/6/2006\n"\n"\tQuit when a (custom) syntax file was already loaded (Taken from c.vim)\n"\nif exists("b:current_syntax")\n  finish\nendif\n"\n"\tBe sure to turn on the "case ignore" since current versions of basic\n"\tsupport both upper as well as lowercase letters.\n"\nsyn case ignore\n"\n" A bunch of useful BASIC keywords\n"\nsyn keyword ibasicStatement\tbeep bload bsave call absolute chain chdir circle\nsyn keyword ibasicStatement\tclear close cls color com common const data\nsyn keyword ibasicStatement\tloop draw end environ erase error exit field\nsyn keyword ibasicStatement\tfiles function get gosub goto\nsyn keyword ibasicStatement\tinput input# ioctl key kill let line locate\nsyn keyword ibasicStatement\tlock unlock lprint using lset mkdir name\n',
     [('EMAIL_ADDRESS', 'markem@airmail.net'), ('EMAIL_ADDRESS', 'Allan.Kelly@ed.ac.uk'), ('EMAIL_ADDRESS', 'markem@airmail.net')]),
    ('en_US', '/usr/share/vim/vim90/colors/default.vim',
     '" Vim color file\n" Maintainer:\tBram Moolenaar <Bram@vim.org>\n" Last Change:\t2001 Jul 23\n\n" This is the default color scheme.  It doesn\'t define the Normal\n" highlighting, it uses whatever the colors used to be.\n\n" Set \'background\' back to the default.  The value can\'t always be estimated\n" and is then guessed.\nhi clear Normal\nset bg&\n\n" Remove all existing highlighting and set the defaults.\nhi clear\n\n" Load the syntax highlighting defaults, if it\'s enabled.\nif exists("syntax_on")\n  syntax reset\nendif\n\nlet colors_name = "default"\n\n" vim: sw=2\n',
     [('EMAIL_ADDRESS', 'Bram@vim.org')]),
    ('en_US', '/usr/share/vim/vim90/syntax/erlang.vim',
     '" Vim syntax file\n" Language:     Erlang (http://www.erlang.org)\n" Maintainer:   Csaba Hoch <csaba.hoch@gmail.com>\n" Contributor:  Adam Rutkowski <hq@mtod.org>\n" Last Update:  2022-Sep-06\n" License:      Vim license\n" URL:          https://github.com/vim-erlang/vim-erlang-runtime\n\n" Acknowledgements: This script was originally created by Kresimir Marzic [1].\n" The script was then revamped by Csaba Hoch [2]. During the revamp, the new\n" highlighting style and some code was taken from the Erlang syntax script\n" that is part of vimerl [3], created by Oscar Hellström [4] and improved by\n" Ricardo Catalinas Jiménez [5].\n\n" [1]: Kreąimir Marľić (Kresimir Marzic) <kmarzic@fly.srk.fer.hr>\n" [2]: Csaba Hoch <csaba.hoch@gmail.com>\n" [3]: https://github.com/jimenezrick/vimerl\n" [4]: Oscar Hellström <oscar@oscarh.net> (http://oscar.hellstrom.st)\n" [5]: Ricardo Catalinas Jiménez <jimenezrick@gmail.com>\n\n" Customization:\n"\n" To use the old highlighting style, add this to your .vimrc:\n"\n"     let g:erlang_old_style_highlight = 1\n"\n" To highlight further module attributes, add them to\n" ~/.vim/after/syntax/erlang.vim:\n"\n"     syn keyword erlangAttribute myattr1 myattr2 contained\n\n" quit when a syntax file was already loaded\n',
     [('EMAIL_ADDRESS', 'csaba.hoch@gmail.com'), ('EMAIL_ADDRESS', 'hq@mtod.org'), ('EMAIL_ADDRESS', 'kmarzic@fly.srk.fer.hr'), ('EMAIL_ADDRESS', 'csaba.hoch@gmail.com'), ('EMAIL_ADDRESS', 'oscar@oscarh.net'), ('EMAIL_ADDRESS', 'jimenezrick@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/kscript.vim',
     '" Vim syntax file\n" Language:\tkscript\n" Maintainer:\tThomas Capricelli <orzel@yalbi.com>\n" URL:\t\thttp://aquila.rezel.enst.fr/thomas/vim/kscript.vim\n" CVS:\t\t$Id: kscript.vim,v 1.1 2004/06/13 17:40:02 vimboss Exp $\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn keyword\tkscriptPreCondit\timport from\n\nsyn keyword\tkscriptHardCoded\tprint println connect length arg mid upper lower isEmpty toInt toFloat findApplication\nsyn keyword\tkscriptConditional\tif else switch\n',
     [('EMAIL_ADDRESS', 'orzel@yalbi.com')]),
    ('en_US', '/usr/share/vim/vim90/keymap/persian-iranian_utf-8.vim',
     '" Vim Keymap file for Persian Standard Keyboard Layout\n" Maintainers: Behnam \'ZWNJ\' Esfahbod <behnam@zwnj.org>,\n"\t       Amir Hedayaty <hedayaty@gmail.com>\n" Last Change: 2006 Apr 21\n\nscriptencoding utf-8\n\n" Use this short name in the status line.\nlet b:keymap_name = "per"\n\nloadkeymap\n`\t\u200d\n1\t۱\n2\t۲\n3\t۳\n4\t۴\n5\t۵\n6\t۶\n7\t۷\n8\t۸\n9\t۹\n0\t۰\n-\t-\n=\t=\n\nq\tض\nw\tص\ne\tث\nr\tق\nt\tف\ny\tغ\nu\tع\ni\tه\no\tخ\np\tح\n[\tج\n]\tچ\n\na\tش\ns\tس\nd\tی\nf\tب\ng\tل\nh\tا\nj\tت\nk\tن\nl\tم\n;\tک\n\'\tگ\n\nz\tظ\nx\tط\nc\tز\nv\tر\nb\tذ\nn\tد\nm\tپ\n,\tو\n.\t.\n/\t/\n\\\\\t\\\\\n\n~\t÷\n!\t!\n@\t٬\n#\t٫\n$\t﷼\n%\t٪\n^\t×\n&\t،\n*\t*\n(\t)\n)\t(\n_\tـ\n+\t+\n\nQ\tْ\nW\tٌ\nE\tٍ\nR\tً\nT\tُ\nY\tِ\nU\tَ\nI\tّ\nO\t]\nP\t[\n{\t}\n}\t{\n\nA\tؤ\nS\tئ\nD\tي\nF\tإ\nG\tأ\nH\tآ\nJ\tة\nK\t»\nL\t«\n:\t:\n\\"\t؛\n\nZ\tك\nX\tٓ\nC\tژ\nV\tٰ\nB\t\u200c\nN\tٔ\nM\tء\n<\t>\n>\t<\n?\t؟\n|\t|\n\n',
     [('EMAIL_ADDRESS', 'behnam@zwnj.org'), ('EMAIL_ADDRESS', 'hedayaty@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/mallard.vim',
     '" Vim syntax file\n" Language:    Mallard\n" Maintainer:  Jaromir Hradilek <jhradilek@gmail.com>\n" URL:         https://github.com/jhradilek/vim-syntax\n" Last Change: 11 February 2013\n" Description: A syntax file for the Mallard markup language according to\n"              Mallard 1.0 DRAFT as of 2013-02-11.\n\nif exists("b:current_syntax")\n  finish\nendif\n\ndo Syntax xml\nsyn cluster xmlTagHook add=mallardTagName\nsyn spell toplevel\nsyn case match\n\nsyn keyword mallardTagName app cite cmd code col colgroup comment contained\nsyn keyword mallardTagName credit desc em email example figure contained\n',
     [('EMAIL_ADDRESS', 'jhradilek@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/indent/gitolite.vim',
     '"\t(https://raw.githubusercontent.com/sitaramc/gitolite/master/contrib/vim/indent/gitolite.vim)\n" Maintainer:\tSitaram Chamarty <sitaramc@gmail.com>\n" (former Maintainer:\tTeemu Matilainen <teemu.matilainen@iki.fi>)\n" Last Change:\t2022 Apr 06\n\nif exists("b:did_indent")\n  finish\nendif\n',
     [('EMAIL_ADDRESS', 'sitaramc@gmail.com'), ('EMAIL_ADDRESS', 'teemu.matilainen@iki.fi')]),
    ('en_US', '/usr/share/vim/vim90/syntax/structurizr.vim',
     '" Vim syntax file\n" Language:      Structurizr DSL\n" Maintainer:    Bastian Venthur <venthur@debian.org>\n" Last Change:   2022-02-15\n" Remark:        For a language reference, see\n"                https://github.com/structurizr/dsl\n\n\nif exists("b:current_syntax")\n    finish\nendif\n\nsyn case ignore\n\n" comments\nsyn match scomment "#.*$"\nsyn match scomment "//.*$"\nsyn region scomment start="/\\*" end="\\*/"\n\n" keywords\nsyn keyword skeyword animation\nsyn keyword skeyword autoLayout\nsyn keyword skeyword branding\n',
     [('EMAIL_ADDRESS', 'venthur@debian.org')]),
    ('en_US', '/usr/share/vim/vim90/indent/idlang.vim',
     '" IDL (Interactive Data Language) indent file.\n" Language:\tIDL (ft=idlang)\n" Maintainer:\tAleksandar Jelenak <ajelenak AT yahoo.com> (Invalid email address)\n" \t\tDoug Kearns <dougkearns@gmail.com>\n" Last change:\t2022 Apr 06\n\n" Only load this indent file when no other was loaded.\nif exists("b:did_indent")\n   finish\nendif\nlet b:did_indent = 1\n\nsetlocal indentkeys=o,O,0=endif,0=ENDIF,0=endelse,0=ENDELSE,0=endwhile,0=ENDWHILE,0=endfor,0=ENDFOR,0=endrep,0=ENDREP\n\nsetlocal indentexpr=GetIdlangIndent(v:lnum)\n\nlet b:undo_indent = "setl inde< indk<"\n\n" Only define the function once.\nif exists("*GetIdlangIndent")\n   finish\nendif\n\nfunction GetIdlangIndent(lnum)\n   " First non-empty line above the current line.\n   let pnum = prevnonblank(v:lnum-1)\n   " v:lnum is the first non-empty line -- zero indent.\n   if pnum == 0\n      return 0\n   endif\n   " Second non-empty line above the current line.\n   let pnum2 = prevnonblank(pnum-1)\n\n   " Current indent.\n   let curind = indent(pnum)\n\n   " Indenting of continued lines.\n   if getline(pnum) =~ \'\\$\\s*\\(;.*\\)\\=$\'\n      if getline(pnum2) !~ \'\\$\\s*\\(;.*\\)\\=$\'\n\t let curind = curind+shiftwidth()\n      endif\n   else\n      if getline(pnum2) =~ \'\\$\\s*\\(;.*\\)\\=$\'\n\t let curind = curind-shiftwidth()\n      endif\n   endif\n\n   " Indenting blocks of statements.\n   if getline(v:lnum) =~? \'^\\s*\\(endif\\|endelse\\|endwhile\\|endfor\\|endrep\\)\\>\'\n      if getline(pnum) =~? \'begin\\>\'\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/autoload/xmlformat.vim',
     '" Vim plugin for formatting XML\n" Last Change: 2020 Jan 06\n"     Version: 0.3\n"      Author: Christian Brabandt <cb@256bit.org>\n"  Repository: https://github.com/chrisbra/vim-xml-ftplugin\n"     License: VIM License\n" Documentation: see :h xmlformat.txt (TODO!)\n" ---------------------------------------------------------------------\n" Load Once: {{{1\nif exists("g:loaded_xmlformat") || &cp\n  finish\nendif\nlet g:loaded_xmlformat = 1\nlet s:keepcpo       = &cpo\nset cpo&vim\n\n" Main function: Format the input {{{1\nfunc! xmlformat#Format() abort\n  " only allow reformatting through the gq command\n  " (e.g. Vim is in normal mode)\n  if mode() != \'n\'\n    " do not fall back to internal formatting\n    return 0\n  endif\n  let count_orig = v:count\n  let sw  = shiftwidth()\n  let prev = prevnonblank(v:lnum-1)\n  let s:indent = indent(prev)/sw\n  let result = []\n  let lastitem = prev ? getline(prev) : \'\'\n',
     [('EMAIL_ADDRESS', 'cb@256bit.org')]),
    ('en_US', '/root/.pyenv/versions/3.8.18/lib/python3.8/site-packages/pip/_vendor/chardet/macromanprober.py',
     '######################## BEGIN LICENSE BLOCK ########################\n# This code was modified from latin1prober.py by Rob Speer <rob@lumino.so>.\n# The Original Code is Mozilla Universal charset detector code.\n#\n# The Initial Developer of the Original Code is\n# Netscape Communications Corporation.\n# Portions created by the Initial Developer are Copyright (C) 2001\n# the Initial Developer. All Rights Reserved.\n#\n# Contributor(s):\n#   Rob Speer - adapt to MacRoman encoding\n#   Mark Pilgrim - port to Python\n#   Shy Shalom - original C code\n#\n# This library is free software; you can redistribute it and/or\n# modify it under the terms of the GNU Lesser General Public\n# License as published by the Free Software Foundation; either\n',
     [('EMAIL_ADDRESS', 'rob@lumino.so')]),
    ('', '/root/.pyenv/versions/2.7.18/lib/python2.7/site-packages/pip/_vendor/distlib/_backport/tarfile.py',
     '        sparse = [int(x) for x in pax_headers["GNU.sparse.map"].split(",")]\n        next.sparse = list(zip(sparse[::2], sparse[1::2]))\n\n    def _proc_gnusparse_10(self, next, pax_headers, tarfile):\n        """Process a GNU tar extended sparse header, version 1.0.\n        """\n        fields = None\n        sparse = []\n        buf = tarfile.fileobj.read(BLOCKSIZE)\n        fields, buf = buf.split(b"\\n", 1)\n        fields = int(fields)\n        while len(sparse) < fields * 2:\n            if b"\\n" not in buf:\n                buf += tarfile.fileobj.read(BLOCKSIZE)\n            number, buf = buf.split(b"\\n", 1)\n            sparse.append(int(number))\n        next.offset_data = tarfile.fileobj.tell()\n        next.sparse = list(zip(sparse[::2], sparse[1::2]))\n\n    def _apply_pax_info(self, pax_headers, encoding, errors):\n        """Replace fields with supplemental information from a previous\n           pax extended or global header.\n        """\n        for keyword, value in pax_headers.items():\n            if keyword == "GNU.sparse.name":\n                setattr(self, "path", value)\n',
     []),
    ('en_US', '/usr/share/vim/vim90/ftplugin/msmessages.vim',
     '" Vim filetype plugin file\n" Language:\tMS Message files (*.mc)\n" Maintainer:\tKevin Locke <kwl7@cornell.edu>\n" Last Change:\t2008 April 09\n" Location:\thttp://kevinlocke.name/programs/vim/syntax/msmessages.vim\n\n" Based on c.vim\n\n" Only do this when not done yet for this buffer\nif exists("b:did_ftplugin")\n  finish\nendif\n\n" Don\'t load another plugin for this buffer\nlet b:did_ftplugin = 1\n\n" Using line continuation here.\nlet s:cpo_save = &cpo\nset cpo-=C\n\nlet b:undo_ftplugin = "setl fo< com< cms< | unlet! b:browsefilter"\n\n" Set \'formatoptions\' to format all lines, including comments\nsetlocal fo-=ct fo+=roql\n\n" Comments includes both ";" which describes a "comment" which will be\n" converted to C code and variants on "; //" which will remain comments\n" in the generated C code\nsetlocal comments=:;,:;//,:;\\ //,s:;\\ /*\\ ,m:;\\ \\ *\\ ,e:;\\ \\ */\nsetlocal commentstring=;\\ //\\ %s\n\n" Win32 can filter files in the browse dialog\n',
     [('EMAIL_ADDRESS', 'kwl7@cornell.edu')]),
    ('en_US', '/usr/share/vim/vim90/syntax/sinda.vim',
     '" Vim syntax file\n" Language:     sinda85, sinda/fluint input file\n" Maintainer:   Adrian Nagle, anagle@ball.com\n" Last Change:  2003 May 11\n" Filenames:    *.sin\n" URL:\t\thttp://www.naglenet.org/vim/syntax/sinda.vim\n" MAIN URL:     http://www.naglenet.org/vim/\n\n\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\n\n\n" Ignore case\nsyn case ignore\n\n\n\n"\n"\n" Begin syntax definitions for sinda input and output files.\n"\n\n" Force free-form fortran format\nlet fortran_free_source=1\n\n" Load FORTRAN syntax file\nruntime! syntax/fortran.vim\nunlet b:current_syntax\n\n\n\n" Define keywords for SINDA\nsyn keyword sindaMacro    BUILD BUILDF DEBON DEBOFF DEFMOD FSTART FSTOP\n\n',
     [('EMAIL_ADDRESS', 'anagle@ball.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/change.vim',
     '" Vim syntax file\n" Language:\tWEB Changes\n" Maintainer:\tAndreas Scherer <andreas.scherer@pobox.com>\n" Last Change:\tApril 25, 2001\n\n" Details of the change mechanism of the WEB and CWEB languages can be found\n" in the articles by Donald E. Knuth and Silvio Levy cited in "web.vim" and\n" "cweb.vim" respectively.\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\n" We distinguish two groups of material, (a) stuff between @x..@y, and\n" (b) stuff between @y..@z. WEB/CWEB ignore everything else in a change file.\nsyn region changeFromMaterial start="^@x.*$"ms=e+1 end="^@y.*$"me=s-1\nsyn region changeToMaterial start="^@y.*$"ms=e+1 end="^@z.*$"me=s-1\n\n" Define the default highlighting.\n" Only when an item doesn\'t have highlighting yet\n\nhi def link changeFromMaterial String\nhi def link changeToMaterial Statement\n\n\nlet b:current_syntax = "change"\n\n" vim: ts=8\n',
     [('EMAIL_ADDRESS', 'andreas.scherer@pobox.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/pascal.vim',
     '" Vim syntax file\n" Language:\t\tPascal\n" Maintainer:\t\tDoug Kearns <dougkearns@gmail.com>\n" Previous Maintainers:\tXavier Crégut <xavier.cregut@enseeiht.fr>\n"\t\t\tMario Eusebio <bio@dq.fct.unl.pt>\n" Last Change:\t\t2021 May 20\n\n" Contributors: Tim Chase <tchase@csc.com>,\n"\t\tStas Grabois <stsi@vtrails.com>,\n"\t\tMazen NEIFER <mazen.neifer.2001@supaero.fr>,\n"\t\tKlaus Hast <Klaus.Hast@arcor.net>,\n"\t\tAustin Ziegler <austin@halostatue.ca>,\n"\t\tMarkus Koenig <markus@stber-koenig.de>\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\n\nsyn case ignore\nsyn sync lines=250\n\nsyn keyword pascalBoolean\ttrue false\nsyn keyword pascalConditional\tif else then\nsyn keyword pascalConstant\tnil maxint\nsyn keyword pascalLabel\t\tcase goto label\nsyn keyword pascalOperator\tand div downto in mod not of or packed\nsyn keyword pascalRepeat\tdo for do repeat while to until\nsyn keyword pascalStatement\tprocedure function\nsyn keyword pascalStatement\tprogram begin end const var type with\nsyn keyword pascalStruct\trecord\nsyn keyword pascalType\t\tarray boolean char integer file pointer real set\nsyn keyword pascalType\t\tstring text variant\n\n\n    " 20011222az: Added new items.\nsyn keyword pascalTodo contained\tTODO FIXME XXX DEBUG NOTE\n\n    " 20010723az: When wanted, highlight the trailing whitespace -- this is\n    " based on c_space_errors; to enable, use "pascal_space_errors".\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com'), ('EMAIL_ADDRESS', 'xavier.cregut@enseeiht.fr'), ('EMAIL_ADDRESS', 'bio@dq.fct.unl.pt'), ('EMAIL_ADDRESS', 'tchase@csc.com'), ('EMAIL_ADDRESS', 'stsi@vtrails.com'), ('EMAIL_ADDRESS', 'mazen.neifer.2001@supaero.fr'), ('EMAIL_ADDRESS', 'Klaus.Hast@arcor.net'), ('EMAIL_ADDRESS', 'austin@halostatue.ca'), ('EMAIL_ADDRESS', 'markus@stber-koenig.de')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/xs.vim',
     '" Vim filetype plugin file\n" Language:      XS (Perl extension interface language)\n" Maintainer:    vim-perl <vim-perl@googlegroups.com>\n" Homepage:      https://github.com/vim-perl/vim-perl\n" Bugs/requests: https://github.com/vim-perl/vim-perl/issues\n" License:       Vim License (see :help license)\n" Last Change:   2018 Mar 28\n\n" Only do this when not done yet for this buffer\nif exists("b:did_ftplugin")\n    finish\nendif\n\n" Just use the C plugin for now.\nruntime! ftplugin/c.vim ftplugin/c_*.vim ftplugin/c/*.vim\n',
     [('EMAIL_ADDRESS', 'vim-perl@googlegroups.com')]),
    ('', '/usr/share/vim/vim90/syntax/nsis.vim',
     'syn region nsisSetSilentOpt\tcontained start="" end="$" transparent keepend contains=@nsisAnyOpt,nsisSetSilentKwd\nsyn keyword nsisSetSilentKwd\tcontained silent normal\n\n\n"FUNCTIONS - Multiple Languages Instructions (4.9.15)\nsyn keyword nsisInstruction\tcontained LoadLanguageFile LangString LicenseLangString\n\n\n"SPECIAL FUNCTIONS - install (4.7.2.1)\nsyn match nsisCallback\t\t"\\.onGUIInit"\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/icon.vim',
     '" Vim syntax file\n" Language:\t\tIcon\n" Maintainer:\t\tDoug Kearns <dougkearns@gmail.com>\n" Previous Maintainer:\tWendell Turner <wendell@adsi-m4.com> (invalid last known address)\n" Last Change:\t\t2022 Jun 16\n" Contributor:\t\teschen@alumni.princeton.edu 2002.09.18\n\n" Prelude {{{1\nif exists("b:current_syntax")\n  finish\nendif\n\nsyn iskeyword @,48-57,_,192-255,&\n\n" Not Top {{{1\nsyn cluster iconNotTop contains=iconDocField,iconIncluded,iconStringSpecial,iconTodo,@Spell\n\n" Whitespace errors {{{1\nif exists("icon_space_errors")\n  if !exists("icon_no_trail_space_error")\n    syn match iconSpaceError "\\s\\+$"       display excludenl\n  endif\n  if !exists("icon_no_tab_space_error")\n    syn match iconSpaceError " \\+\\t"me=e-1 display\n  endif\nendif\n\n" Reserved words {{{1\nsyn keyword iconReserved break by case create default do else every fail if\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com'), ('EMAIL_ADDRESS', 'wendell@adsi-m4.com'), ('EMAIL_ADDRESS', 'eschen@alumni.princeton.edu')]),
    ('', '/root/.pyenv/versions/3.7.16/lib/python3.7/site-packages/pip/_vendor/pyparsing/results.py',
     '        return k in self._tokdict\n\n    def __len__(self) -> int:\n        return len(self._toklist)\n\n    def __bool__(self) -> bool:\n        return not not (self._toklist or self._tokdict)\n\n    def __iter__(self) -> Iterator:\n        return iter(self._toklist)\n\n    def __reversed__(self) -> Iterator:\n        return iter(self._toklist[::-1])\n\n    def keys(self):\n        return iter(self._tokdict)\n\n    def values(self):\n        return (self[k] for k in self.keys())\n\n    def items(self):\n        return ((k, self[k]) for k in self.keys())\n\n    def haskeys(self) -> bool:\n        """\n        Since ``keys()`` returns an iterator, this method is helpful in bypassing\n        code that looks for the existence of any defined results names."""\n        return bool(self._tokdict)\n\n    def pop(self, *args, **kwargs):\n        """\n        Removes and returns item at specified index (default= ``last``).\n        Supports both ``list`` and ``dict`` semantics for ``pop()``. If\n',
     []),
    ('en_US', '/usr/share/vim/vim90/syntax/systemverilog.vim',
     '" Vim syntax file\n" Language:    SystemVerilog\n" Maintainer:  kocha <kocha.lsifrontend@gmail.com>\n" Last Change: 12-Aug-2013. \n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n    finish\nendif\n\n" Read in Verilog syntax files\nruntime! syntax/verilog.vim\nunlet b:current_syntax\n\n" IEEE1800-2005\nsyn keyword systemverilogStatement   always_comb always_ff always_latch\nsyn keyword systemverilogStatement   class endclass new\nsyn keyword systemverilogStatement   virtual local const protected\nsyn keyword systemverilogStatement   package endpackage\nsyn keyword systemverilogStatement   rand randc constraint randomize\nsyn keyword systemverilogStatement   with inside dist\nsyn keyword systemverilogStatement   sequence endsequence randsequence \nsyn keyword systemverilogStatement   srandom\n',
     [('EMAIL_ADDRESS', 'kocha.lsifrontend@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/rpl.vim',
     '" Vim syntax file\n" Language:\tRPL/2\n" Version:\t0.15.15 against RPL/2 version 4.00pre7i\n" Last Change:\t2012 Feb 03 by Thilo Six\n" Maintainer:\tJoël BERTRAND <rpl2@free.fr>\n" URL:\t\thttp://www.makalis.fr/~bertrand/rpl2/download/vim/indent/rpl.vim\n" Credits:\tNothing\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\n" Keyword characters (not used)\n" set iskeyword=33-127\n\n" Case sensitive\nsyntax case match\n\n" Constants\nsyntax match rplConstant\t   "\\(^\\|\\s\\+\\)\\(e\\|i\\)\\ze\\($\\|\\s\\+\\)"\n\n" Any binary number\nsyntax match rplBinaryError\t   "\\(^\\|\\s\\+\\)#\\s*\\S\\+b\\ze"\n',
     [('EMAIL_ADDRESS', 'rpl2@free.fr')]),
    ('en_US', '/usr/lib/python3/dist-packages/softwareproperties/shortcuts.py',
     '#  Copyright (c) 2013-2019 Canonical Ltd.\n#\n#  Author: Scott Moser <smoser@ubuntu.com>\n#\n#  This program is free software; you can redistribute it and/or\n#  modify it under the terms of the GNU General Public License as\n#  published by the Free Software Foundation; either version 2 of the\n#  License, or (at your option) any later version.\n#\n#  This program is distributed in the hope that it will be useful,\n#  but WITHOUT ANY WARRANTY; without even the implied warranty of\n#  MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the\n#  GNU General Public License for more details.\n#\n#  You should have received a copy of the GNU General Public License\n#  along with this program; if not, write to the Free Software\n#  Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA 02111-1307\n#  USA\n\nfrom gettext import gettext as _\n\nfrom softwareproperties.cloudarchive import CloudArchiveShortcutHandler\nfrom softwareproperties.ppa import PPAShortcutHandler\nfrom softwareproperties.shortcuthandler import InvalidShortcutException\nfrom softwareproperties.sourceslist import SourcesListShortcutHandler\nfrom softwareproperties.uri import URIShortcutHandler\n\n\nSHORTCUT_HANDLERS = [\n    PPAShortcutHandler,\n    CloudArchiveShortcutHandler,\n    SourcesListShortcutHandler,\n    URIShortcutHandler,\n]\n\n\ndef shortcut_handler(shortcut, **kwargs):\n    for handler in SHORTCUT_HANDLERS:\n        try:\n',
     [('EMAIL_ADDRESS', 'smoser@ubuntu.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/pdf.vim',
     '" Vim syntax file\n" Language:\tPDF\n" Maintainer:\tTim Pope <vimNOSPAM@tpope.info>\n" Last Change:\t2007 Dec 16\n\nif exists("b:current_syntax")\n    finish\nendif\n\nif !exists("main_syntax")\n    let main_syntax = \'pdf\'\nendif\n\nsyn include @pdfXML syntax/xml.vim\n\nsyn case match\n\n',
     [('EMAIL_ADDRESS', 'vimNOSPAM@tpope.info')]),
    ('en_US', '/root/.pyenv/versions/3.8.18/lib/python3.8/site-packages/pip/_vendor/rich/logging.py',
     '    FORMAT = "%(message)s"\n    # FORMAT = "%(asctime)-15s - %(levelname)s - %(message)s"\n    logging.basicConfig(\n        level="NOTSET",\n        format=FORMAT,\n        datefmt="[%X]",\n        handlers=[RichHandler(rich_tracebacks=True, tracebacks_show_locals=True)],\n    )\n    log = logging.getLogger("rich")\n\n    log.info("Server starting...")\n    log.info("Listening on http://127.0.0.1:8080")\n    sleep(1)\n\n    log.info("GET /index.html 200 1298")\n    log.info("GET /imgs/backgrounds/back1.jpg 200 54386")\n    log.info("GET /css/styles.css 200 54386")\n    log.warning("GET /favicon.ico 404 242")\n    sleep(1)\n\n    log.debug(\n        "JSONRPC request\\n--> %r\\n<-- %r",\n        {\n            "version": "1.1",\n            "method": "confirmFruitPurchase",\n            "params": [["apple", "orange", "mangoes", "pomelo"], 1.123],\n            "id": "194521489",\n        },\n        {"version": "1.1", "result": True, "error": None, "id": "194521489"},\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('en_US', '/usr/share/vim/vim90/syntax/help_ru.vim',
     '" Vim syntax file\n" Language:     Russian Vim program help files *.rux\n" Maintainer:   Restorer (restorers@users.sourceforge.net DEFUNCT)\n" Last Change:  04 Aprl 2017\n" \n\n" Проверяем язык локали и установки опции \'helplang\'\n" Если не русский, то выходим из скрипта.\n',
     [('EMAIL_ADDRESS', 'restorers@users.sourceforge.net')]),
    ('en_US', '/usr/share/vim/vim90/syntax/nanorc.vim',
     '" Language:             nanorc(5) - GNU nano configuration file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2006-04-19\n\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nsyn keyword nanorcTodo          contained TODO FIXME XXX NOTE\n\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/colors/evening.vim',
     '" Name:         evening\n" Description:  This color scheme uses a dark grey background.\n" Author:       Original author Bram Moolenaar <Bram@vim.org>\n" Maintainer:   Original maintainer Steven Vertigan <steven@vertigan.wattle.id.au>\n" Website:      https://github.com/vim/colorschemes\n" License:      Same as Vim\n" Last Updated: Sun 04 Sep 2022 09:48:34 MSK\n\n" Generated by Colortemplate v2.2.0\n\nset background=dark\n\nhi clear\nlet g:colors_name = \'evening\'\n\nlet s:t_Co = exists(\'&t_Co\') && !has(\'gui_running\') ? (&t_Co ?? 0) : -1\n\nif (has(\'termguicolors\') && &termguicolors) || has(\'gui_running\')\n  let g:terminal_ansi_colors = [\'#000000\', \'#cd0000\', \'#00cd00\', \'#cdcd00\', \'#0087ff\', \'#cd00cd\', \'#00cdcd\', \'#e5e5e5\', \'#7f7f7f\', \'#ff0000\', \'#00ff00\', \'#ffff00\', \'#5c5cff\', \'#ff00ff\', \'#00ffff\', \'#ffffff\']\nendif\nhi! link VertSplit StatusLineNC\nhi! link StatusLineTerm StatusLine\nhi! link StatusLineTermNC StatusLineNC\nhi! link TabLineFill TabLine\nhi! link Terminal Normal\nhi! link CursorColumn CursorLine\nhi! link CursorIM Cursor\nhi! link LineNrAbove LineNr\nhi! link LineNrBelow LineNr\nhi! link Debug Special\nhi! link diffAdded String\nhi! link diffRemoved WarningMsg\nhi! link diffOnly WarningMsg\nhi! link diffNoEOL WarningMsg\n',
     [('EMAIL_ADDRESS', 'Bram@vim.org'), ('EMAIL_ADDRESS', 'steven@vertigan.wattle.id.au')]),
    ('en_US', '/usr/share/vim/vim90/syntax/psf.vim',
     '" Vim syntax file\n" Language:\tSoftware Distributor product specification file\n"\t\t(POSIX 1387.2-1995).\n" Maintainer:\tRex Barzee <rex_barzee@hp.com>\n" Last change:\t25 Apr 2001\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\n" Product specification files are case sensitive\nsyn case match\n\nsyn keyword psfObject bundle category control_file depot distribution\nsyn keyword psfObject end file fileset host installed_software media\nsyn keyword psfObject product root subproduct vendor\n\nsyn match  psfUnquotString +[^"# \t][^#]*+ contained\nsyn region psfQuotString   start=+"+ skip=+\\\\"+ end=+"+ contained\n\nsyn match  psfObjTag    "\\<[-_+A-Z0-9a-z]\\+\\(\\.[-_+A-Z0-9a-z]\\+\\)*" contained\nsyn match  psfAttAbbrev ",\\<\\(fa\\|fr\\|[aclqrv]\\)\\(<\\|>\\|<=\\|>=\\|=\\|==\\)[^,]\\+" contained\nsyn match  psfObjTags   "\\<[-_+A-Z0-9a-z]\\+\\(\\.[-_+A-Z0-9a-z]\\+\\)*\\(\\s\\+\\<[-_+A-Z0-9a-z]\\+\\(\\.[-_+A-Z0-9a-z]\\+\\)*\\)*" contained\n\nsyn match  psfNumber    "\\<\\d\\+\\>" contained\nsyn match  psfFloat     "\\<\\d\\+\\>\\(\\.\\<\\d\\+\\>\\)*" contained\n\nsyn match  psfLongDate  "\\<\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d\\.\\d\\d\\>" contained\n\nsyn keyword psfState    available configured corrupt installed transient contained\nsyn keyword psfPState   applied committed superseded contained\n\n',
     [('EMAIL_ADDRESS', 'rex_barzee@hp.com')]),
    ('en_US', '/usr/share/vim/vim90/ftplugin/ch.vim',
     '" Vim filetype plugin file\n" Language:     Ch\n" Maintainer:   SoftIntegration, Inc. <info@softintegration.com>\n" URL:\t\thttp://www.softintegration.com/download/vim/ftplugin/ch.vim\n" Last change:\t2004 May 16\n"\t\tCreated based on cpp.vim\n"\n" Ch is a C/C++ interpreter with many high level extensions\n"\n\n" Only do this when not done yet for this buffer\nif exists("b:did_ftplugin")\n  finish\nendif\n\n" Behaves just like C\n',
     [('EMAIL_ADDRESS', 'info@softintegration.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/arch.vim',
     '" Vim syntax file\n" Language:             GNU Arch inventory file\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2007-06-17\n\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nsetlocal iskeyword+=-\n\nsyn keyword archTodo    TODO FIXME XXX NOTE\n\nsyn region  archComment display start=\'^\\%(#\\|\\s\\)\' end=\'$\'\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/tutor/tutor.fr.utf-8',
     "  Deux livres en anglais sont également mentionnés dans la version originale\n  de ce tutoriel, dont un qui traite spécifiquement de Vim. Merci de vous y\n  référer si vous êtes intéressés.\n\n  Ce tutoriel a été écrit par Michael C. Pierce et Robert K. Ware de l'École\n  des Mines du Colorado et reprend des idées fournies par Charles Smith,\n  Université d'État du Colorado. E-mail : bware@mines.colorado.edu.\n\n  Modifié pour Vim par Bram Moolenaar.\n  Traduit en français par Adrien Beau, en avril 2001.\n  Dernières mises à jour par Dominique Pellé.\n\n  E-mail :      dominique.pelle@gmail.com\n  Last Change : 2018 Dec 2\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n",
     [('EMAIL_ADDRESS', 'bware@mines.colorado.edu'), ('EMAIL_ADDRESS', 'dominique.pelle@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/initng.vim',
     '" Vim syntax file\n" Language:\tinitng .i files\n" Maintainer:\tElan Ruusamäe <glen@pld-linux.org>\n" URL:\t\thttp://glen.alkohol.ee/pld/initng/\n" License:\tGPL v2\n" Version:\t0.13\n" Last Change:\t$Date: 2007/05/05 17:17:40 $\n"\n" Syntax highlighting for initng .i files. Inherits from sh.vim and adds\n" in the hiliting to start/stop {} blocks. Requires vim 6.3 or later.\n\nif &compatible || v:version < 603\n\tfinish\nendif\n\nif exists("b:current_syntax")\n\tfinish\nendif\n\nsyn case match\n\nlet is_bash = 1\nsyn include @shTop syntax/sh.vim\n\nsyn region\tinitngService\t\t\tmatchgroup=initngServiceHeader start="^\\s*\\(service\\|virtual\\|daemon\\|class\\|cron\\)\\s\\+\\(\\(\\w\\|[-/*]\\)\\+\\(\\s\\+:\\s\\+\\(\\w\\|[-/*]\\)\\+\\)\\?\\)\\s\\+{" end="}" contains=@initngServiceCluster\nsyn cluster initngServiceCluster\tcontains=initngComment,initngAction,initngServiceOption,initngServiceHeader,initngDelim,initngVariable\n\nsyn region\tinitngAction\t\t\tmatchgroup=initngActionHeader start="^\\s*\\(script start\\|script stop\\|script run\\)\\s*=\\s*{" end="}" contains=@initngActionCluster\nsyn cluster initngActionCluster\t\tcontains=@shTop\n\nsyn match\tinitngDelim\t\t\t\t/[{}]/\tcontained\n\nsyn region\tinitngString\t\t\tstart=/"/ end=/"/ skip=/\\\\"/\n\n" option = value\nsyn match\tinitngServiceOption\t\t/.\\+\\s*=.\\+;/ contains=initngServiceKeywords,initngSubstMacro contained\n" option without value\nsyn match\tinitngServiceOption\t\t/\\w\\+;/ contains=initngServiceKeywords,initngSubstMacro contained\n\n" options with value\n',
     [('EMAIL_ADDRESS', 'glen@pld-linux.org')]),
    ('en_US', '/usr/share/vim/vim90/plugin/rrhelper.vim',
     '" Vim plugin with helper function(s) for --remote-wait\n" Maintainer: Flemming Madsen <fma@cci.dk>\n" Last Change: 2008 May 29\n\n" Has this already been loaded?\nif exists("loaded_rrhelper") || !has("clientserver")\n  finish\nendif\nlet loaded_rrhelper = 1\n\n" Setup answers for a --remote-wait client who will assume\n',
     [('EMAIL_ADDRESS', 'fma@cci.dk')]),
    ('en_US', '/usr/share/vim/vim90/syntax/fetchmail.vim',
     '" Vim syntax file\n" Language:\t\tfetchmail(1) RC File\n" Maintainer:\t\tDoug Kearns <dougkearns@gmail.com>\n" Previous Maintainer:\tNikolai Weibull <now@bitwi.se>\n" Latest Revision:\t2022 Jul 02\n\n" Version 6.4.3\n\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\nsyn keyword fetchmailTodo\tcontained FIXME TODO XXX NOTE\n\n',
     [('EMAIL_ADDRESS', 'dougkearns@gmail.com'), ('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/syntax/natural.vim',
     '" Vim syntax file\n"\n" Language:\tNATURAL\n" Version:\t2.1.0.5\n" Maintainer:\tMarko von Oppen <marko@von-oppen.com>\n" Last Changed:\t2012-02-05 18:50:43\n" Support:\thttp://www.von-oppen.com/\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\nsetlocal iskeyword+=-,*,#,+,_,/\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\n',
     [('EMAIL_ADDRESS', 'marko@von-oppen.com')]),
    ('en_US', '/usr/share/vim/vim90/compiler/rspec.vim',
     '" Vim compiler file\n" Language:\t\tRSpec\n" Maintainer:\t\tTim Pope <vimNOSPAM@tpope.org>\n" URL:\t\t\thttps://github.com/vim-ruby/vim-ruby\n" Release Coordinator:\tDoug Kearns <dougkearns@gmail.com>\n" Last Change:\t\t2018 Aug 07\n\nif exists("current_compiler")\n  finish\nendif\nlet current_compiler = "rspec"\n\nif exists(":CompilerSet") != 2\t\t" older Vim always used :setlocal\n  command -nargs=* CompilerSet setlocal <args>\nendif\n\nlet s:cpo_save = &cpo\nset cpo-=C\n\nCompilerSet makeprg=rspec\n\nCompilerSet errorformat=\n    \\%f:%l:\\ %tarning:\\ %m,\n    \\%E%.%#:in\\ `load\':\\ %f:%l:%m,\n    \\%E%f:%l:in\\ `%*[^\']\':\\ %m,\n    \\%-Z\\ \\ \\ \\ \\ %\\\\+\\#\\ %f:%l:%.%#,\n',
     [('EMAIL_ADDRESS', 'vimNOSPAM@tpope.org'), ('EMAIL_ADDRESS', 'dougkearns@gmail.com')]),
    ('en_US', '/usr/share/vim/vim90/syntax/sudoers.vim',
     '" Vim syntax file\n" Language:             sudoers(5) configuration files\n" Maintainer:           Eisuke Kawashima ( e.kawaschima+vim AT gmail.com )\n" Previous Maintainer:  Nikolai Weibull <now@bitwi.se>\n" Latest Revision:      2021 Mar 15\n" Recent Changes:\tSupport for #include and #includedir.\n" \t\t\tAdded many new options (Samuel D. Leslie)\n\nif exists("b:current_syntax")\n  finish\nendif\n\nlet s:cpo_save = &cpo\nset cpo&vim\n\n" TODO: instead of \'skipnl\', we would like to match a specific group that would\n" match \\\\$ and then continue with the nextgroup, actually, the skipnl doesn\'t\n" work...\n" TODO: treat \'ALL\' like a special (yay, a bundle of new rules!!!)\n\nsyn match   sudoersUserSpec \'^\' nextgroup=@sudoersUserInSpec skipwhite\n\nsyn match   sudoersSpecEquals         contained \'=\' nextgroup=@sudoersCmndSpecList skipwhite\n\n',
     [('EMAIL_ADDRESS', 'now@bitwi.se')]),
    ('en_US', '/usr/share/vim/vim90/syntax/psl.vim',
     '" Vim syntax file\n" Language:\tProperty Specification Language (PSL)\n" Maintainer:\tDaniel Kho <daniel.kho@logik.haus>\n" Last Changed:\t2021 Apr 17 by Daniel Kho\n\n" quit when a syntax file was already loaded\nif exists("b:current_syntax")\n  finish\nendif\n\n" Read in VHDL syntax files\nruntime! syntax/vhdl.vim\nunlet b:current_syntax\n\n',
     [('EMAIL_ADDRESS', 'daniel.kho@logik.haus')]),
    ('', '/usr/share/gettext/po/insert-header.sin',
     '# This file is free software; the Free Software Foundation gives\n# unlimited permission to use, copy, distribute, and modify it.\n#\n# At each occurrence of a line starting with "msgid ", we execute the following\n# commands. At the first occurrence, insert the file. At the following\n# occurrences, do nothing. The distinction between the first and the following\n# occurrences is achieved by looking at the hold space.\n/^msgid /{\nx\n# Test if the hold space is empty.\ns/m/m/\nta\n# Yes it was empty. First occurrence. Read the file.\nr HEADER\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/chardet/langthaimodel.py',
     "from pip._vendor.chardet.sbcharsetprober import SingleByteCharSetModel\n\n# 3: Positive\n# 2: Likely\n# 1: Unlikely\n# 0: Negative\n\nTHAI_LANG_MODEL = {\n    5: {  # 'ก'\n        5: 2,  # 'ก'\n        30: 2,  # 'ข'\n        24: 2,  # 'ค'\n        8: 2,  # 'ง'\n        26: 2,  # 'จ'\n        52: 0,  # 'ฉ'\n        34: 1,  # 'ช'\n        51: 1,  # 'ซ'\n        47: 0,  # 'ญ'\n        58: 3,  # 'ฎ'\n        57: 2,  # 'ฏ'\n        49: 0,  # 'ฐ'\n        53: 0,  # 'ฑ'\n        55: 0,  # 'ฒ'\n        43: 2,  # 'ณ'\n        20: 2,  # 'ด'\n        19: 3,  # 'ต'\n        44: 0,  # 'ถ'\n        14: 2,  # 'ท'\n        48: 0,  # 'ธ'\n        3: 2,  # 'น'\n        17: 1,  # 'บ'\n        25: 2,  # 'ป'\n        39: 1,  # 'ผ'\n        62: 1,  # 'ฝ'\n        31: 1,  # 'พ'\n        54: 0,  # 'ฟ'\n        45: 1,  # 'ภ'\n        9: 2,  # 'ม'\n        16: 1,  # 'ย'\n        2: 3,  # 'ร'\n        61: 2,  # 'ฤ'\n        15: 3,  # 'ล'\n        12: 3,  # 'ว'\n        42: 2,  # 'ศ'\n        46: 3,  # 'ษ'\n        18: 2,  # 'ส'\n        21: 2,  # 'ห'\n        4: 3,  # 'อ'\n        63: 1,  # 'ฯ'\n        22: 2,  # 'ะ'\n        10: 3,  # 'ั'\n        1: 3,  # 'า'\n        36: 3,  # 'ำ'\n        23: 3,  # 'ิ'\n        13: 3,  # 'ี'\n        40: 0,  # 'ึ'\n        27: 2,  # 'ื'\n        32: 2,  # 'ุ'\n        35: 1,  # 'ู'\n        11: 2,  # 'เ'\n        28: 2,  # 'แ'\n        41: 1,  # 'โ'\n        29: 1,  # 'ใ'\n        33: 2,  # 'ไ'\n        50: 1,  # 'ๆ'\n        37: 3,  # '็'\n",
     []),
    ('', '/usr/share/vim/vim90/doc/usr_43.txt',
     "shell script, you often use the same option settings and mappings.  You\nquickly get tired of manually setting these each time.  This chapter explains\nhow to do it automatically.\n\n|43.1|\tPlugins for a filetype\n|43.2|\tAdding a filetype\n\n     Next chapter: |usr_44.txt|  Your own syntax highlighted\n Previous chapter: |usr_42.txt|  Add new menus\nTable of contents: |usr_toc.txt|\n\n==============================================================================\n*43.1*\tPlugins for a filetype\t\t\t\t*filetype-plugin*\n\nHow to start using filetype plugins has already been discussed here:\n|add-filetype-plugin|.  But you probably are not satisfied with the default\nsettings, because they have been kept minimal.  Suppose that for C files you\nwant to set the 'softtabstop' option to 4 and define a mapping to insert a\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/formatters/bbcode.py',
     "                end = '[/i]' + end\n            if ndef['underline']:\n                start += '[u]'\n                end = '[/u]' + end\n            # there are no common BBcodes for background-color and border\n\n            self.styles[ttype] = start, end\n\n    def format_unencoded(self, tokensource, outfile):\n        if self._code:\n            outfile.write('[code]')\n        if self._mono:\n            outfile.write('[font=monospace]')\n\n        lastval = ''\n        lasttype = None\n\n        for ttype, value in tokensource:\n            while ttype not in self.styles:\n                ttype = ttype.parent\n            if ttype == lasttype:\n                lastval += value\n            else:\n                if lastval:\n                    start, end = self.styles[lasttype]\n                    outfile.write(''.join((start, lastval, end)))\n                lastval = value\n                lasttype = ttype\n\n        if lastval:\n            start, end = self.styles[lasttype]\n            outfile.write(''.join((start, lastval, end)))\n\n        if self._mono:\n            outfile.write('[/font]')\n        if self._code:\n            outfile.write('[/code]')\n        if self._code or self._mono:\n            outfile.write('\\n')\n",
     []),
    ('', '/usr/share/bash-completion/completions/ldattach',
     '_ldattach_module()\n{\n\tlocal cur prev OPTS\n\tCOMPREPLY=()\n\tcur="${COMP_WORDS[COMP_CWORD]}"\n\tprev="${COMP_WORDS[COMP_CWORD-1]}"\n\tcase $prev in\n\t\t\'-s\'|\'--speed\')\n\t\t\tCOMPREPLY=( $(compgen -W "speed" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/rich/screen.py',
     '        new_line = Segment("\\n\\r") if self.application_mode else Segment.line()\n        for last, line in loop_last(lines):\n            yield from line\n            if not last:\n                yield new_line\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/requests/sessions.py',
     '                parsed_rurl = urlparse(resp.url)\n                url = ":".join([to_native_string(parsed_rurl.scheme), url])\n\n            # Normalize url case and attach previous fragment if needed (RFC 7231 7.1.2)\n            parsed = urlparse(url)\n            if parsed.fragment == "" and previous_fragment:\n                parsed = parsed._replace(fragment=previous_fragment)\n            elif parsed.fragment:\n                previous_fragment = parsed.fragment\n            url = parsed.geturl()\n\n            # Facilitate relative \'location\' headers, as allowed by RFC 7231.\n            # (e.g. \'/path/to/resource\' instead of \'http://domain.tld/path/to/resource\')\n            # Compliant with RFC3986, we percent encode the url.\n            if not parsed.netloc:\n                url = urljoin(resp.url, requote_uri(url))\n            else:\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/algebra.py',
     "                DOM_FAIL|DOM_FLOAT|DOM_FRAME|DOM_FUNC_ENV|DOM_HFARRAY|DOM_IDENT|\n                DOM_INT|DOM_INTERVAL|DOM_LIST|DOM_NIL|DOM_NULL|DOM_POLY|DOM_PROC|\n                DOM_PROC_ENV|DOM_RAT|DOM_SET|DOM_STRING|DOM_TABLE|DOM_VAR\n              )\\b''', Name.Class),\n            (r'''(?x)\\b(?:\n                PI|EULER|E|CATALAN|\n                NIL|FAIL|undefined|infinity|\n                TRUE|FALSE|UNKNOWN\n              )\\b''',\n             Name.Constant),\n            (r'\\b(?:dom|procname)\\b', Name.Builtin.Pseudo),\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/rich/cells.py',
     'from ._cell_widths import CELL_WIDTHS\n\n# Regex to match sequence of the most common character ranges\n_is_single_cell_widths = re.compile("^[\\u0020-\\u006f\\u00a0\\u02ff\\u0370-\\u0482]*$").match\n\n\n@lru_cache(4096)\ndef cached_cell_len(text: str) -> int:\n    """Get the number of cells required to display text.\n\n    This method always caches, which may use up a lot of memory. It is recommended to use\n    `cell_len` over this method.\n\n    Args:\n        text (str): Text to display.\n\n    Returns:\n        int: Get the number of cells required to display text.\n    """\n    _get_size = get_character_cell_size\n    total_size = sum(_get_size(character) for character in text)\n    return total_size\n\n\ndef cell_len(text: str, _cell_len: Callable[[str], int] = cached_cell_len) -> int:\n    """Get the number of cells required to display text.\n\n    Args:\n        text (str): Text to display.\n\n    Returns:\n        int: Get the number of cells required to display text.\n    """\n    if len(text) < 512:\n        return _cell_len(text)\n    _get_size = get_character_cell_size\n    total_size = sum(_get_size(character) for character in text)\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/command/setopt.py',
     '                filenames\n            )\n        self.filename, = filenames\n\n\nclass setopt(option_base):\n    """Save command-line options to a file"""\n\n    description = "set an option in setup.cfg or another config file"\n\n    user_options = [\n        (\'command=\', \'c\', \'command to set an option for\'),\n        (\'option=\', \'o\', \'option to set\'),\n        (\'set-value=\', \'s\', \'value of the option\'),\n        (\'remove\', \'r\', \'remove (unset) the value\'),\n    ] + option_base.user_options\n\n    boolean_options = option_base.boolean_options + [\'remove\']\n\n    def initialize_options(self):\n        option_base.initialize_options(self)\n        self.command = None\n        self.option = None\n        self.set_value = None\n        self.remove = None\n\n    def finalize_options(self):\n        option_base.finalize_options(self)\n        if self.command is None or self.option is None:\n            raise DistutilsOptionError("Must specify --command *and* --option")\n        if self.set_value is None and not self.remove:\n            raise DistutilsOptionError("Must specify --set-value or --remove")\n\n    def run(self):\n        edit_config(\n            self.filename, {\n                self.command: {self.option.replace(\'-\', \'_\'): self.set_value}\n            },\n            self.dry_run\n        )\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/wheel.py',
     '            dst = os.path.join(dst_dir, subdir, d)\n            if not os.path.exists(dst):\n                # Directory does not exist in destination,\n                # rename it and prune it from os.walk list.\n                os.renames(src, dst)\n                del dirnames[n]\n    # Cleanup.\n',
     []),
    ('', '/usr/share/vim/vim90/doc/sign.txt',
     '\t\tReturns an empty list on failure or if there are no placed\n\t\tsigns.\n\n\t\tExamples: >\n\t\t\t" Get a List of signs placed in eval.c in the\n\t\t\t" global group\n\t\t\techo sign_getplaced("eval.c")\n\n\t\t\t" Get a List of signs in group \'g1\' placed in eval.c\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/_vendor/typing_extensions.py',
     '            raise TypeError(\'Protocols cannot be instantiated\')\n\n    class _ProtocolMeta(GenericMeta):\n        """Internal metaclass for Protocol.\n\n        This exists so Protocol classes can be generic without deriving\n        from Generic.\n        """\n        def __new__(cls, name, bases, namespace,\n',
     []),
    ('', '/usr/share/bash-completion/completions/hwclock',
     '_hwclock_module()\n{\n\tlocal cur prev OPTS\n\tCOMPREPLY=()\n\tcur="${COMP_WORDS[COMP_CWORD]}"\n\tprev="${COMP_WORDS[COMP_CWORD-1]}"\n\tcase $prev in\n\t\t\'-f\'|\'--rtc\'|\'--adjfile\')\n\t\t\tlocal IFS=$\'\\n\'\n\t\t\tcompopt -o filenames\n\t\t\tCOMPREPLY=( $(compgen -f -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'--date\'|\'--delay\')\n\t\t\tCOMPREPLY=( $(compgen -W "time" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'--epoch\')\n\t\t\tCOMPREPLY=( $(compgen -W "year" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'--param-get\')\n\t\t\tCOMPREPLY=( $(compgen -W "param" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'--param-set\')\n\t\t\tCOMPREPLY=( $(compgen -W "param=value" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'-h\'|\'-?\'|\'--help\'|\'-v\'|\'-V\'|\'--version\')\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcase $cur in\n\t\t-*)\n\t\t\tOPTS="--help\n\t\t\t\t--show\n\t\t\t\t--get\n\t\t\t\t--set\n\t\t\t\t--hctosys\n\t\t\t\t--systohc\n\t\t\t\t--systz\n\t\t\t\t--adjust\n\t\t\t\t--getepoch\n\t\t\t\t--setepoch\n\t\t\t\t--predict\n\t\t\t\t--version\n\t\t\t\t--utc\n',
     []),
    ('', '/usr/share/vim/vim90/doc/howto.txt',
     "|07.4|\t\t\tkeep a backup of my file when writing over it\n\n|usr_07.txt|\t\tedit files\n|23.4|\t\t\tedit binary files\n|usr_24.txt|\t\tinsert text\n|deleting|\t\tdelete text\n|usr_04.txt|\t\tchange text\n|04.5|\t\t\tcopy and move text\n|usr_25.txt|\t\tformat text\n|30.6|\t\t\tformat comments\n|30.2|\t\t\tindent C programs\n|25.3|\t\t\tautomatically set indent\n\n|usr_26.txt|\t\trepeat commands\n|02.5|\t\t\tundo and redo\n\n|usr_03.txt|\t\tmove around\n|word-motions|\t\tword motions\n|left-right-motions|\tleft-right motions\n|up-down-motions|\tup-down motions\n|object-motions|\ttext-object motions\n|various-motions|\tvarious motions\n|object-select|\t\ttext-object selection\n|'whichwrap'|\t\tmove over line breaks\n|'virtualedit'|\t\tmove to where there is no text\n|usr_27.txt|\t\tspecify pattern for searches\n|tags-and-searches|\tdo tags and special searches\n|29.4|\t\t\tsearch in include'd files used to find\n\t\t\tvariables, functions, or macros\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/formatters/svg.py',
     '        counter_style = self._get_style(Comment)\n        line_x = x\n        \n        if self.linenos:\n            if counter % counter_step == 0:\n                outfile.write(\'<text x="%s" y="%s" %s text-anchor="end">%s</text>\' %\n                    (x+self.linenowidth,y,counter_style,counter))\n            line_x += self.linenowidth + self.ystep\n            counter += 1\n\n        outfile.write(\'<text x="%s" y="%s" xml:space="preserve">\' % (line_x, y))\n        for ttype, value in tokensource:\n            style = self._get_style(ttype)\n            tspan = style and \'<tspan\' + style + \'>\' or \'\'\n            tspanend = tspan and \'</tspan>\' or \'\'\n            value = escape_html(value)\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/command/install.py',
     '                raise DistutilsArgError(\n                    "You must specify --record or --root when building system"\n                    " packages"\n                )\n\n    def handle_extra_path(self):\n        if self.root or self.single_version_externally_managed:\n            # explicit backward-compatibility mode, allow extra_path to work\n            return orig.install.handle_extra_path(self)\n\n        # Ignore extra_path when installing an egg (or being run by another\n        # command without --root or --single-version-externally-managed\n        self.path_file = None\n        self.extra_dirs = \'\'\n\n    def run(self):\n        # Explicit request for old-style install?  Just do it\n        if self.old_and_unmanageable or self.single_version_externally_managed:\n            return orig.install.run(self)\n\n        if not self._called_from_setup(inspect.currentframe()):\n            # Run in backward-compatibility mode to support bdist_* commands.\n            orig.install.run(self)\n        else:\n            self.do_egg_install()\n\n    @staticmethod\n    def _called_from_setup(run_frame):\n        """\n        Attempt to detect whether run() was called from setup() or by another\n        command.  If called by setup(), the parent caller will be the\n        \'run_command\' method in \'distutils.dist\', and *its* caller will be\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/py34compat.py',
     'import importlib\n\ntry:\n    import importlib.util\nexcept ImportError:\n    pass\n\n\ntry:\n    module_from_spec = importlib.util.module_from_spec\nexcept AttributeError:\n    def module_from_spec(spec):\n        return spec.loader.load_module(spec.name)\n',
     []),
    ('', '/usr/share/bash-completion/completions/systemd-delta',
     '# systemd-delta(1) completion                      -*- shell-script -*-\n# SPDX-License-Identifier: LGPL-2.1-or-later\n#\n# This file is part of systemd.\n#\n# systemd is free software; you can redistribute it and/or modify it\n# under the terms of the GNU Lesser General Public License as published by\n# the Free Software Foundation; either version 2.1 of the License, or\n# (at your option) any later version.\n#\n# systemd is distributed in the hope that it will be useful, but\n# WITHOUT ANY WARRANTY; without even the implied warranty of\n# MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU\n# General Public License for more details.\n#\n# You should have received a copy of the GNU Lesser General Public License\n# along with systemd; If not, see <https://www.gnu.org/licenses/>.\n\n__contains_word() {\n    local w word=$1; shift\n    for w in "$@"; do\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/tomli/_re.py',
     '([0-9]{{4}})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])  # date, e.g. 1988-10-27\n(?:\n    [Tt ]\n    {_TIME_RE_STR}\n    (?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?  # optional time offset\n)?\n""",\n    flags=re.VERBOSE,\n)\n\n\ndef match_to_datetime(match: re.Match) -> datetime | date:\n    """Convert a `RE_DATETIME` match to `datetime.datetime` or `datetime.date`.\n\n    Raises ValueError if the match does not correspond to a valid date\n    or datetime.\n    """\n    (\n        year_str,\n        month_str,\n        day_str,\n        hour_str,\n        minute_str,\n        sec_str,\n        micros_str,\n        zulu_time,\n        offset_sign_str,\n        offset_hour_str,\n        offset_minute_str,\n    ) = match.groups()\n    year, month, day = int(year_str), int(month_str), int(day_str)\n    if hour_str is None:\n        return date(year, month, day)\n    hour, minute, sec = int(hour_str), int(minute_str), int(sec_str)\n    micros = int(micros_str.ljust(6, "0")) if micros_str else 0\n    if offset_sign_str:\n        tz: tzinfo | None = cached_tz(\n            offset_hour_str, offset_minute_str, offset_sign_str\n        )\n    elif zulu_time:\n        tz = timezone.utc\n    else:  # local date-time\n        tz = None\n    return datetime(year, month, day, hour, minute, sec, micros, tzinfo=tz)\n\n\n@lru_cache(maxsize=None)\ndef cached_tz(hour_str: str, minute_str: str, sign_str: str) -> timezone:\n    sign = 1 if sign_str == "+" else -1\n    return timezone(\n        timedelta(\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/platformdirs/api.py',
     '    def site_data_path(self) -> Path:\n        """:return: data path shared by users"""\n        return Path(self.site_data_dir)\n\n    @property\n    def user_config_path(self) -> Path:\n        """:return: config path tied to the user"""\n        return Path(self.user_config_dir)\n\n    @property\n    def site_config_path(self) -> Path:\n        """:return: config path shared by the users"""\n        return Path(self.site_config_dir)\n\n    @property\n    def user_cache_path(self) -> Path:\n        """:return: cache path tied to the user"""\n        return Path(self.user_cache_dir)\n\n    @property\n    def user_state_path(self) -> Path:\n        """:return: state path tied to the user"""\n        return Path(self.user_state_dir)\n\n    @property\n    def user_log_path(self) -> Path:\n        """:return: log path tied to the user"""\n        return Path(self.user_log_dir)\n\n    @property\n    def user_documents_path(self) -> Path:\n        """:return: documents path tied to the user"""\n        return Path(self.user_documents_dir)\n\n    @property\n    def user_runtime_path(self) -> Path:\n        """:return: runtime path tied to the user"""\n        return Path(self.user_runtime_dir)\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/pygments/plugin.py',
     '        # New interface in Python 3.10 and newer versions of the\n        # importlib_metadata backport.\n        return groups.select(group=group_name)\n    else:\n        # Older interface, deprecated in Python 3.10 and recent\n        # importlib_metadata, but we need it in Python 3.8 and 3.9.\n        return groups.get(group_name, [])\n\n\ndef find_plugin_lexers():\n    for entrypoint in iter_entry_points(LEXER_ENTRY_POINT):\n        yield entrypoint.load()\n\n\ndef find_plugin_formatters():\n    for entrypoint in iter_entry_points(FORMATTER_ENTRY_POINT):\n        yield entrypoint.name, entrypoint.load()\n\n\ndef find_plugin_styles():\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/urllib3/contrib/_appengine_environ.py',
     '    return is_local_appengine() or is_prod_appengine()\n\n\ndef is_appengine_sandbox():\n    """Reports if the app is running in the first generation sandbox.\n\n    The second generation runtimes are technically still in a sandbox, but it\n    is much less restrictive, so generally you shouldn\'t need to check for it.\n    see https://cloud.google.com/appengine/docs/standard/runtimes\n    """\n    return is_appengine() and os.environ["APPENGINE_RUNTIME"] == "python27"\n\n\ndef is_local_appengine():\n    return "APPENGINE_RUNTIME" in os.environ and os.environ.get(\n        "SERVER_SOFTWARE", ""\n    ).startswith("Development/")\n\n\ndef is_prod_appengine():\n    return "APPENGINE_RUNTIME" in os.environ and os.environ.get(\n        "SERVER_SOFTWARE", ""\n    ).startswith("Google App Engine/")\n\n\ndef is_prod_appengine_mvms():\n    """Deprecated."""\n    return False\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pkg_resources/_vendor/platformdirs/__main__.py',
     '    print("\\n-- app dirs (without optional \'version\')")\n    dirs = PlatformDirs(app_name, app_author)\n    for prop in PROPS:\n        print(f"{prop}: {getattr(dirs, prop)}")\n\n    print("\\n-- app dirs (without optional \'appauthor\')")\n    dirs = PlatformDirs(app_name)\n    for prop in PROPS:\n        print(f"{prop}: {getattr(dirs, prop)}")\n\n    print("\\n-- app dirs (with disabled \'appauthor\')")\n    dirs = PlatformDirs(app_name, appauthor=False)\n    for prop in PROPS:\n        print(f"{prop}: {getattr(dirs, prop)}")\n\n\nif __name__ == "__main__":\n    main()\n',
     []),
    ('', '/usr/share/bash-completion/completions/last',
     '\t\t\tCOMPREPLY=( $(compgen -W "number" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'-s\'|\'--since\'|\'-t\'|\'--until\'|\'-p\'|\'--present\')\n\t\t\tCOMPREPLY=( $(compgen -W "number" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'--time-format\')\n\t\t\tCOMPREPLY=( $(compgen -W "notime short full iso" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcase $cur in\n\t\t-*)\n\t\t\tOPTS="\n\t\t\t\t--hostlast\n\t\t\t\t--dns\n\t\t\t\t--file\n\t\t\t\t--fulltimes\n\t\t\t\t--ip\n\t\t\t\t--limit\n\t\t\t\t--nohostname\n\t\t\t\t--since\n\t\t\t\t--until\n\t\t\t\t--present\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/_distutils/sysconfig.py',
     'PREFIX = os.path.normpath(sys.prefix)\nEXEC_PREFIX = os.path.normpath(sys.exec_prefix)\nBASE_PREFIX = os.path.normpath(sys.base_prefix)\nBASE_EXEC_PREFIX = os.path.normpath(sys.base_exec_prefix)\n\n# Path to the base directory of the project. On Windows the binary may\n# live in project/PCbuild/win32 or project/PCbuild/amd64.\n# set for cross builds\nif "_PYTHON_PROJECT_BASE" in os.environ:\n    project_base = os.path.abspath(os.environ["_PYTHON_PROJECT_BASE"])\nelse:\n    if sys.executable:\n',
     []),
    ('', '/usr/lib/python3/dist-packages/dbus/server.py',
     '        self.on_connection_added = []\n        """A list of callbacks to invoke when a connection is added.\n        They receive two arguments: this Server and the new Connection."""\n\n        self.on_connection_removed = []\n        """A list of callbacks to invoke when a connection becomes\n        disconnected. They receive two arguments: this Server and the removed\n        Connection."""\n\n    # This method name is hard-coded in _dbus_bindings._Server.\n    # This is not public API.\n    def _on_new_connection(self, conn):\n        conn.call_on_disconnection(self.connection_removed)\n        self.connection_added(conn)\n\n    def connection_added(self, conn):\n        """Respond to the creation of a new Connection.\n\n        This base-class implementation just invokes the callbacks in\n        the on_connection_added attribute.\n\n        :Parameters:\n            `conn` : dbus.connection.Connection\n                A D-Bus connection which has just been added.\n\n                The type of this parameter is whatever was passed\n                to the Server constructor as the ``connection_class``.\n        """\n',
     []),
    ('', '/usr/share/vim/vim90/doc/usr_26.txt',
     'Table of contents: |usr_toc.txt|\n\n==============================================================================\n*26.1*\tRepeating with Visual mode\n\nVisual mode is very handy for making a change in any sequence of lines.  You\ncan see the highlighted text, thus you can check if the correct lines are\nchanged.  But making the selection takes some typing.  The "gv" command\nselects the same area again.  This allows you to do another operation on the\nsame text.\n   Suppose you have some lines where you want to change "2001" to "2002" and\n"2000" to "2001":\n\n\tThe financial results for 2001 are better ~\n\tthan for 2000.  The income increased by 50%, ~\n\teven though 2001 had more rain than 2000. ~\n\t\t\t2000\t\t2001 ~\n\tincome\t\t45,403\t\t66,234 ~\n\nFirst change "2001" to "2002".  Select the lines in Visual mode, and use: >\n\n\t:s/2001/2002/g\n\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/colorama/initialise.py',
     '    global orig_stdout, orig_stderr\n\n    orig_stdout = sys.stdout\n    orig_stderr = sys.stderr\n\n    if sys.stdout is None:\n        wrapped_stdout = None\n    else:\n        sys.stdout = wrapped_stdout = \\\n            wrap_stream(orig_stdout, convert, strip, autoreset, wrap)\n    if sys.stderr is None:\n        wrapped_stderr = None\n    else:\n        sys.stderr = wrapped_stderr = \\\n            wrap_stream(orig_stderr, convert, strip, autoreset, wrap)\n\n    global atexit_done\n    if not atexit_done:\n        atexit.register(reset_all)\n        atexit_done = True\n\n\ndef deinit():\n    if orig_stdout is not None:\n        sys.stdout = orig_stdout\n    if orig_stderr is not None:\n        sys.stderr = orig_stderr\n\n\ndef just_fix_windows_console():\n    global fixed_windows_console\n\n    if sys.platform != "win32":\n        return\n    if fixed_windows_console:\n        return\n    if wrapped_stdout is not None or wrapped_stderr is not None:\n        # Someone already ran init() and it did stuff, so we won\'t second-guess them\n        return\n\n    # On newer versions of Windows, AnsiToWin32.__init__ will implicitly enable the\n    # native ANSI support in the console as a side-effect. We only need to actually\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/styles/bw.py',
     '"""\n    pygments.styles.bw\n    ~~~~~~~~~~~~~~~~~~\n\n    Simple black/white only style.\n\n    :copyright: Copyright 2006-2022 by the Pygments team, see AUTHORS.\n    :license: BSD, see LICENSE for details.\n"""\n\nfrom pygments.style import Style\nfrom pygments.token import Keyword, Name, Comment, String, Error, \\\n     Operator, Generic\n\n\nclass BlackWhiteStyle(Style):\n\n    background_color = "#ffffff"\n\n    styles = {\n        Comment:                   "italic",\n        Comment.Preproc:           "noitalic",\n\n        Keyword:                   "bold",\n        Keyword.Pseudo:            "nobold",\n        Keyword.Type:              "nobold",\n\n        Operator.Word:             "bold",\n\n        Name.Class:                "bold",\n        Name.Namespace:            "bold",\n        Name.Exception:            "bold",\n        Name.Entity:               "bold",\n        Name.Tag:                  "bold",\n\n        String:                    "italic",\n        String.Interpol:           "bold",\n',
     []),
    ('', '/usr/lib/python3/dist-packages/cryptography/hazmat/primitives/padding.py',
     '\n    def update(self, data: bytes) -> bytes:\n        self._buffer, result = _byte_padding_update(\n            self._buffer, data, self.block_size\n        )\n        return result\n\n    def _padding(self, size: int) -> bytes:\n        return bytes([0]) * (size - 1) + bytes([size])\n\n    def finalize(self) -> bytes:\n        result = _byte_padding_pad(\n            self._buffer, self.block_size, self._padding\n        )\n        self._buffer = None\n        return result\n\n\nclass _ANSIX923UnpaddingContext(PaddingContext):\n    _buffer: typing.Optional[bytes]\n\n    def __init__(self, block_size: int):\n        self.block_size = block_size\n        # TODO: more copies than necessary, we should use zero-buffer (#193)\n        self._buffer = b""\n\n    def update(self, data: bytes) -> bytes:\n        self._buffer, result = _byte_unpadding_update(\n            self._buffer, data, self.block_size\n        )\n        return result\n\n    def finalize(self) -> bytes:\n        result = _byte_unpadding_check(\n            self._buffer,\n            self.block_size,\n            check_ansix923_padding,\n        )\n        self._buffer = None\n        return result\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/msgpack/ext.py',
     '    msgpack, :func:`to_bytes` and :func:`from_bytes` are used to pack and unpack `Timestamp`.\n\n    This class is immutable: Do not override seconds and nanoseconds.\n    """\n\n    __slots__ = ["seconds", "nanoseconds"]\n\n    def __init__(self, seconds, nanoseconds=0):\n        """Initialize a Timestamp object.\n\n        :param int seconds:\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/cli/progress_bars.py',
     'import functools\nfrom typing import Callable, Generator, Iterable, Iterator, Optional, Tuple\n\nfrom pip._vendor.rich.progress import (\n    BarColumn,\n    DownloadColumn,\n    FileSizeColumn,\n    Progress,\n    ProgressColumn,\n    SpinnerColumn,\n    TextColumn,\n    TimeElapsedColumn,\n    TimeRemainingColumn,\n    TransferSpeedColumn,\n)\n\nfrom pip._internal.utils.logging import get_indentation\n\nDownloadProgressRenderer = Callable[[Iterable[bytes]], Iterator[bytes]]\n\n\ndef _rich_progress_bar(\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/rust.py',
     "        'Result', 'Ok', 'Err',\n        'String', 'ToString', 'Vec',\n    ), suffix=r'\\b'), Name.Builtin)\n\n    builtin_macros = (words((\n        'asm', 'assert', 'assert_eq', 'assert_ne', 'cfg', 'column',\n        'compile_error', 'concat', 'concat_idents', 'dbg', 'debug_assert',\n        'debug_assert_eq', 'debug_assert_ne', 'env', 'eprint', 'eprintln',\n        'file', 'format', 'format_args', 'format_args_nl', 'global_asm',\n        'include', 'include_bytes', 'include_str',\n        'is_aarch64_feature_detected',\n        'is_arm_feature_detected',\n        'is_mips64_feature_detected',\n        'is_mips_feature_detected',\n        'is_powerpc64_feature_detected',\n        'is_powerpc_feature_detected',\n        'is_x86_feature_detected',\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/ezhil.py',
     '"""\n    pygments.lexers.ezhil\n    ~~~~~~~~~~~~~~~~~~~~~\n\n    Pygments lexers for Ezhil language.\n\n    :copyright: Copyright 2006-2022 by the Pygments team, see AUTHORS.\n    :license: BSD, see LICENSE for details.\n"""\n\nimport re\n\nfrom pygments.lexer import RegexLexer, include, words\nfrom pygments.token import Keyword, Comment, Name, String, Number, \\\n    Punctuation, Operator, Whitespace\n\n__all__ = [\'EzhilLexer\']\n\n\nclass EzhilLexer(RegexLexer):\n    """\n    Lexer for Ezhil, a Tamil script-based programming language.\n\n    .. versionadded:: 2.1\n    """\n    name = \'Ezhil\'\n    url = \'http://ezhillang.org\'\n    aliases = [\'ezhil\']\n    filenames = [\'*.n\']\n    mimetypes = [\'text/x-ezhil\']\n    # Refer to tamil.utf8.tamil_letters from open-tamil for a stricter version of this.\n    # This much simpler version is close enough, and includes combining marks.\n    _TALETTERS = \'[a-zA-Z_]|[\\u0b80-\\u0bff]\'\n    tokens = {\n        \'root\': [\n            include(\'keywords\'),\n            (r\'#.*$\', Comment.Single),\n            (r\'[@+/*,^\\-%]|[!<>=]=?|&&?|\\|\\|?\', Operator),\n            (\'இல்\', Operator.Word),\n            (words((\'assert\', \'max\', \'min\',\n                    \'நீளம்\', \'சரம்_இடமாற்று\', \'சரம்_கண்டுபிடி\',\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/cachecontrol/compat.py',
     '    from pip._vendor.requests.packages.urllib3.util import is_fp_closed\nexcept ImportError:\n    from pip._vendor.urllib3.util import is_fp_closed\n\n# Replicate some six behaviour\ntry:\n    text_type = unicode\nexcept NameError:\n    text_type = str\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/scanner.py',
     '        stored on the instance as ``match``, the last value is\n        stored as ``last``. ``start_pos`` is the position of the\n        pointer before the pattern was matched, ``pos`` is the\n        end position.\n        """\n        if self.eos:\n            raise EndOfText()\n        if pattern not in self._re_cache:\n            self._re_cache[pattern] = re.compile(pattern, self.flags)\n        self.last = self.match\n        m = self._re_cache[pattern].match(self.data, self.pos)\n        if m is None:\n            return False\n        self.start_pos = m.start()\n        self.pos = m.end()\n        self.match = m.group()\n        return True\n\n    def get_char(self):\n',
     []),
    ('', '/usr/share/vim/vim90/doc/arabic.txt',
     "\t |a ش |s س |d ي |f ب |g ل |h ا |j ت |k ن |l م |; ك |' ط |\n\t +------------------------------------------------------+\n\t   |Z ~ |X  ْ |C { |V } |B لآ |N آ |M ' |< , |> . |? ؟ |\n\t   |z ئ |x ء |c ؤ |v ر |b لا |n ى |m ة |, و |. ز |/ ظ |\n\t   +-------------------------------------------------+\n\nRestrictions\n------------\n\no  Vim in its GUI form does not currently support Bi-directionality\n   (i.e. the ability to see both Arabic and Latin intermixed within\n   the same line).\n\n\nKnown Bugs\n----------\n\nThere is one known minor bug,\n\n 1. If you insert a haraka (e.g. Fatha (U+064E)) after a LAM (U+0644)\n",
     []),
    ('', '/usr/lib/python3/dist-packages/distro-1.8.0.dist-info/RECORD',
     'distro-1.8.0.dist-info/METADATA,sha256=361630f7850f5dbefcfd9dff56d2f14c9d734205142a84e7760d74b8a257f34d,6915\ndistro-1.8.0.dist-info/RECORD,,\ndistro-1.8.0.dist-info/WHEEL,sha256=1b5e87e00dc87a84269cead8578b9e6462928e18a95f1f3373c9eef451a5bcc0,92\ndistro-1.8.0.dist-info/entry_points.txt,sha256=dce6e3a9031b875c5e410c2c5ad81b7c33433030fe11b8204753a3ff3f2cf617,46\ndistro-1.8.0.dist-info/top_level.txt,sha256=8a475efd5fd711d481a9a19de6d12b88dff0cd81cb8135ffcd5b65b062c7bf04,7\ndistro/__init__.py,sha256=d9f1e317e49f80fbe3c8d67588787fc23a96751fd8a393831f0642d232c13e17,981\ndistro/__main__.py,sha256=6eef5ddd389fa0a72264572a441bb2815dc64ae4e19d50ff9b620ae1ccfde95b,64\ndistro/distro.py,sha256=5193b52e3221b4508c7656e2cf7f608f7ada57e0267f7481c331b37c0a62307c,49330\n',
     []),
    ('', '/usr/lib/python3/dist-packages/aptsources/sourceslist.py',
     '            self.matcher = NullMatcher()\n        self.deb822 = deb822\n        self.refresh()\n\n    def refresh(self) -> None:\n        """update the list of known entries"""\n        self.list = []\n        # read sources.list\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/resolution/resolvelib/factory.py',
     '        # can be made quicker by comparing only the id() values.\n        incompat_ids = {id(c) for c in incompatibilities.get(identifier, ())}\n\n        # If none of the requirements want an explicit candidate, we can ask\n        # the finder for candidates.\n        if not explicit_candidates:\n            return self._iter_found_candidates(\n                ireqs,\n                constraint.specifier,\n                constraint.hashes,\n                prefers_installed,\n                incompat_ids,\n            )\n\n        return (\n            c\n            for c in explicit_candidates\n            if id(c) not in incompat_ids\n            and constraint.is_satisfied_by(c)\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/jslt.py',
     '_WORD_END = r\'(?=[^0-9A-Z_a-z-])\'\n\n\nclass JSLTLexer(RegexLexer):\n    """\n    For JSLT source.\n\n    .. versionadded:: 2.10\n    """\n    name = \'JSLT\'\n    url = \'https://github.com/schibsted/jslt\'\n    filenames = [\'*.jslt\']\n    aliases = [\'jslt\']\n    mimetypes = [\'text/x-jslt\']\n\n    tokens = {\n        \'root\': [\n            (r\'[\\t\\n\\f\\r ]+\', Whitespace),\n            (r\'//.*(\\n|\\Z)\', Comment.Single),\n            (r\'-?(0|[1-9][0-9]*)\', Number.Integer),\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/urllib3/util/proxy.py',
     '    Returns True if the connection requires an HTTP CONNECT through the proxy.\n\n    :param URL proxy_url:\n        URL of the proxy.\n    :param ProxyConfig proxy_config:\n        Proxy configuration from poolmanager.py\n    :param str destination_scheme:\n        The scheme of the destination. (i.e https, http, etc)\n    """\n    # If we\'re not using a proxy, no way to use a tunnel.\n    if proxy_url is None:\n        return False\n\n    # HTTP destinations never require tunneling, we always forward.\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/resolution/resolvelib/found_candidates.py',
     '    This iterator is used when the resolver prefers the already-installed\n    candidate and NOT to upgrade. The installed candidate is therefore\n    always yielded first, and candidates from index come later in their\n    normal ordering, except skipped when the version is already installed.\n    """\n    yield installed\n    versions_found: Set[_BaseVersion] = {installed.version}\n    for version, func in infos:\n        if version in versions_found:\n            continue\n        candidate = func()\n        if candidate is None:\n            continue\n        yield candidate\n        versions_found.add(version)\n\n\ndef _iter_built_with_inserted(\n    installed: Candidate, infos: Iterator[IndexCandidateInfo]\n) -> Iterator[Candidate]:\n    """Iterator for ``FoundCandidates``.\n\n    This iterator is used when the resolver prefers to upgrade an\n    already-installed package. Candidates from index are returned in their\n    normal ordering, except replaced when the version is already installed.\n\n    The implementation iterates through and yields other candidates, inserting\n    the installed candidate exactly once before we start yielding older or\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/style.py',
     '    \'#ansiblue\': \'ansibrightblue\',\n    \'#ansifuchsia\': \'ansibrightmagenta\',\n    \'#ansiturquoise\': \'ansibrightcyan\',\n    \'#ansiwhite\': \'ansiwhite\',\n}\nansicolors = set(_ansimap)\n\n\nclass StyleMeta(type):\n\n    def __new__(mcs, name, bases, dct):\n        obj = type.__new__(mcs, name, bases, dct)\n        for token in STANDARD_TYPES:\n            if token not in obj.styles:\n                obj.styles[token] = \'\'\n\n        def colorformat(text):\n            if text in ansicolors:\n                return text\n            if text[0:1] == \'#\':\n                col = text[1:]\n                if len(col) == 6:\n                    return col\n                elif len(col) == 3:\n                    return col[0] * 2 + col[1] * 2 + col[2] * 2\n            elif text == \'\':\n                return \'\'\n            elif text.startswith(\'var\') or text.startswith(\'calc\'):\n                return text\n            assert False, "wrong color format %r" % text\n\n        _styles = obj._styles = {}\n\n        for ttype in obj.styles:\n            for token in ttype.split():\n                if token in _styles:\n                    continue\n                ndef = _styles.get(token.parent, None)\n                styledefs = obj.styles.get(token, \'\').split()\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pyparsing/actions.py',
     'def with_attribute(*args, **attr_dict):\n    """\n    Helper to create a validating parse action to be used with start\n    tags created with :class:`make_xml_tags` or\n    :class:`make_html_tags`. Use ``with_attribute`` to qualify\n    a starting tag with a required attribute value, to avoid false\n    matches on common tags such as ``<TD>`` or ``<DIV>``.\n\n    Call ``with_attribute`` with a series of attribute names and\n    values. Specify the list of filter attributes names and values as:\n\n    - keyword arguments, as in ``(align="right")``, or\n    - as an explicit dict with ``**`` operator, when an attribute\n      name is also a Python reserved word, as in ``**{"class":"Customer", "align":"right"}``\n    - a list of name-value tuples, as in ``(("ns1:class", "Customer"), ("ns2:align", "right"))``\n\n    For attribute names with a namespace prefix, you must use the second\n    form.  Attribute names are matched insensitive to upper/lower case.\n\n    If just testing for ``class`` (with or without a namespace), use\n    :class:`with_class`.\n\n    To verify that the attribute exists, but without specifying a value,\n    pass ``with_attribute.ANY_VALUE`` as the value.\n\n    Example::\n\n',
     []),
    ('', '/usr/share/bash-completion/completions/devlink',
     '            if [[ $command == "set" ]]; then\n                case $cword in\n                    6)\n                        COMPREPLY=( $( compgen -W "grace_period auto_recover" \\\n                                   -- "$cur" ) )\n                        ;;\n                    7)\n                        case $prev in\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/cli/req_command.py',
     '        if options.cert:\n            session.verify = options.cert\n\n        # Handle SSL client certificate\n        if options.client_cert:\n            session.cert = options.client_cert\n\n        # Handle timeouts\n        if options.timeout or timeout:\n            session.timeout = timeout if timeout is not None else options.timeout\n\n        # Handle configured proxies\n        if options.proxy:\n            session.proxies = {\n                "http": options.proxy,\n                "https": options.proxy,\n            }\n\n        # Determine if we can prompt the user for authentication or not\n        session.auth.prompting = not options.no_input\n\n        return session\n\n\nclass IndexGroupCommand(Command, SessionCommandMixin):\n\n    """\n    Abstract base class for commands with the index_group options.\n\n',
     []),
    ('', '/usr/share/bash-completion/completions/uclampset',
     '_uclampset_module()\n{\n\tlocal cur prev OPTS\n\tCOMPREPLY=()\n\tcur="${COMP_WORDS[COMP_CWORD]}"\n\tprev="${COMP_WORDS[COMP_CWORD-1]}"\n\tcase $prev in\n\t\t\'-h\'|\'--help\'|\'-V\'|\'--version\')\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcase $cur in\n\t\t-*)\n\t\t\tOPTS="\n\t\t\t\t--all-tasks\n\t\t\t\t--help\n\t\t\t\t--pid\n\t\t\t\t--system\n\t\t\t\t--reset-on-fork\n\t\t\t\t--verbose\n\t\t\t\t--version\n\t\t\t"\n\t\t\tCOMPREPLY=( $(compgen -W "${OPTS[*]}" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tlocal i\n\tfor i in ${COMP_WORDS[*]}; do\n\t\tcase $i in\n\t\t\'-p\'|\'--pid\')\n\t\t\tCOMPREPLY=( $(compgen -W "$(cd /proc && echo [0-9]*)" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\tesac\n\tdone\n\tCOMPREPLY=( $(compgen -c -- $cur) )\n\treturn 0\n}\ncomplete -F _uclampset_module uclampset\n',
     []),
    ('', '/usr/share/vim/vim90/doc/usr_40.txt',
     'If you use a "/" to start a search pattern, there must be a <CR> to execute\nit.\n   The ":normal" command uses all the text after it as commands.  Thus there\ncan be no | and another command following.  To work around this, put the\n":normal" command inside an ":execute" command.  This also makes it possible\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/operations/build/wheel_legacy.py',
     '    command_desc = format_command_args(command_args)\n    text = f"Command arguments: {command_desc}\\n"\n\n    if not command_output:\n        text += "Command output: None"\n    elif logger.getEffectiveLevel() > logging.DEBUG:\n        text += "Command output: [use --verbose to show]"\n    else:\n        if not command_output.endswith("\\n"):\n            command_output += "\\n"\n',
     []),
    ('', '/usr/share/bash-completion/completions/lscpu',
     '\t\t\t\t--version"\n\t\t\tCOMPREPLY=( $(compgen -W "${OPTS_ALL[*]}" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tlocal IFS=$\'\\n\'\n\tcompopt -o filenames\n\tCOMPREPLY=( $(compgen -f -- $cur) )\n\treturn 0\n}\ncomplete -F _lscpu_module lscpu\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/pygments/regexopt.py',
     "    if len(strings) == 1:\n        # print '-> only 1 string'\n        return open_paren + escape(first) + close_paren\n    if not first:\n        # print '-> first string empty'\n        return open_paren + regex_opt_inner(strings[1:], '(?:') \\\n            + '?' + close_paren\n    if len(first) == 1:\n        # multiple one-char strings? make a charset\n        oneletter = []\n        rest = []\n        for s in strings:\n            if len(s) == 1:\n                oneletter.append(s)\n            else:\n                rest.append(s)\n        if len(oneletter) > 1:  # do we have more than one oneletter string?\n            if rest:\n                # print '-> 1-character + rest'\n",
     []),
    ('', '/usr/lib/python3/dist-packages/gi/pygtkcompat.py',
     'import warnings\n\nfrom gi import PyGIDeprecationWarning\n\nwarnings.warn(\'gi.pygtkcompat is being deprecated in favor of using "pygtkcompat" directly.\',\n              PyGIDeprecationWarning)\n\n# pyflakes.ignore\nfrom pygtkcompat import (enable,\n                         enable_gtk,\n                         enable_vte,\n                         enable_poppler,\n                         enable_webkit,\n                         enable_gudev,\n                         enable_gst,\n                         enable_goocanvas)\n\n\n__all__ = [\'enable\',\n           \'enable_gtk\',\n           \'enable_vte\',\n           \'enable_poppler\',\n           \'enable_webkit\',\n           \'enable_gudev\',\n           \'enable_gst\',\n           \'enable_goocanvas\']\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/_distutils/archive_util.py',
     '                    log.info("adding \'%s\'", path)\n                for dirpath, dirnames, filenames in os.walk(base_dir):\n                    for name in dirnames:\n                        path = os.path.normpath(os.path.join(dirpath, name, \'\'))\n                        zip.write(path, path)\n                        log.info("adding \'%s\'", path)\n                    for name in filenames:\n                        path = os.path.normpath(os.path.join(dirpath, name))\n                        if os.path.isfile(path):\n                            zip.write(path, path)\n                            log.info("adding \'%s\'", path)\n\n    return zip_filename\n\n\nARCHIVE_FORMATS = {\n    \'gztar\': (make_tarball, [(\'compress\', \'gzip\')], "gzip\'ed tar-file"),\n    \'bztar\': (make_tarball, [(\'compress\', \'bzip2\')], "bzip2\'ed tar-file"),\n    \'xztar\': (make_tarball, [(\'compress\', \'xz\')], "xz\'ed tar-file"),\n    \'ztar\': (make_tarball, [(\'compress\', \'compress\')], "compressed tar file"),\n',
     []),
    ('', '/usr/share/bash-completion/completions/gdbus',
     '                *:*)\n                    local colon_word=${cur%${cur##*:}}\n                    local i=${#COMPREPLY[*]}\n                    while [ $((--i)) -ge 0 ]; do\n                        COMPREPLY[$i]=${COMPREPLY[$i]#"$colon_word"}\n                    done\n                    ;;\n            esac\n            ;;\n    esac\n}\n\n####################################################################################################\n\ncomplete -o nospace -F __gdbus gdbus\n',
     []),
    ('', '/usr/share/bash-completion/completions/namei',
     '\tcase $cur in\n\t\t-*)\n\t\t\tOPTS="--help --version --mountpoints --modes --owners --long --nosymlinks --vertical"\n\t\t\tCOMPREPLY=( $(compgen -W "${OPTS[*]}" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tlocal IFS=$\'\\n\'\n\tcompopt -o filenames\n\tCOMPREPLY=( $(compgen -f -- $cur) )\n\treturn 0\n}\ncomplete -F _namei_module namei\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pkg_resources/_vendor/pyparsing/core.py',
     '        # ref: https://stackoverflow.com/questions/267399/how-do-you-match-only-valid-roman-numerals-with-a-regular-expression\n        roman = Regex(r"M{0,4}(CM|CD|D?{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")\n\n        # named fields in a regex will be returned as named results\n        date = Regex(r\'(?P<year>\\d{4})-(?P<month>\\d\\d?)-(?P<day>\\d\\d?)\')\n\n        # the Regex class will accept re\'s compiled using the regex module\n        import regex\n        parser = pp.Regex(regex.compile(r\'[0-9]\'))\n    """\n\n    def __init__(\n        self,\n        pattern: Any,\n        flags: Union[re.RegexFlag, int] = 0,\n        as_group_list: bool = False,\n        as_match: bool = False,\n        *,\n        asGroupList: bool = False,\n        asMatch: bool = False,\n    ):\n        """The parameters ``pattern`` and ``flags`` are passed\n',
     []),
    ('', '/usr/share/bash-completion/completions/cmake',
     '                    type=$( cmake -LA -N 2>/dev/null | grep "$var:" \\\n                        2>/dev/null )\n                    type="${type#*:}"\n                    type="${type%%=*}"\n                fi\n                case "$type" in\n                    FILEPATH)\n                        cur="$value"\n                        _filedir\n                        return\n                        ;;\n                    PATH)\n                        cur="$value"\n                        _filedir -d\n                        return\n                        ;;\n                    BOOL)\n                        COMPREPLY=( $( compgen -W \'ON OFF TRUE FALSE\' -- \\\n                            "$value" ) )\n                        return\n                        ;;\n                    STRING|INTERNAL)\n                        # no completion available\n                        return\n                        ;;\n                esac\n            elif [[ $cur == *:* ]]; then\n            # complete types\n                local type="${cur#*:}"\n                COMPREPLY=( $( compgen -W \'FILEPATH PATH STRING BOOL INTERNAL\'\\\n                    -S = -- "$type" ) )\n                compopt -o nospace\n            else\n            # complete variable names\n                COMPREPLY=( $( compgen -W \'$( cmake -LA -N 2>/dev/null |\n                    tail -n +2 | cut -f1 -d: )\' -P "$prefix" -- "$cur" ) )\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/styles/autumn.py',
     "        Generic.Error:              '#aa0000',\n        Generic.Emph:               'italic',\n        Generic.Strong:             'bold',\n        Generic.Prompt:             '#555555',\n        Generic.Output:             '#888888',\n        Generic.Traceback:          '#aa0000',\n\n        Error:                      '#F00 bg:#FAA'\n    }\n",
     []),
    ('', '/usr/share/bash-completion/completions/perf',
     '\t\t\t\tif [[ "$s" == *cpu/* ]]; then\n\t\t\t\t\ttmp=${s#*cpu/}\n\t\t\t\t\tresult=$result" ""cpu/"${tmp^^}\n\t\t\t\telse\n\t\t\t\t\tresult=$result" "$s\n\t\t\t\tfi\n\t\t\tdone\n\n\t\t\tevts=${result}" "${cpu_evts}\n\t\telse\n\t\t\tevts=${raw_evts}" "${cpu_evts}\n\t\tfi\n\n\t\tif [[ "$cur1" == , ]]; then\n',
     []),
    ('', '/usr/lib/python3/dist-packages/softwareproperties/uri.py',
     "#  Copyright (c) 2019 Canonical Ltd.\n#\n#  This program is free software; you can redistribute it and/or\n#  modify it under the terms of the GNU General Public License as\n#  published by the Free Software Foundation; either version 2 of the\n#  License, or (at your option) any later version.\n#\n#  This program is distributed in the hope that it will be useful,\n#  but WITHOUT ANY WARRANTY; without even the implied warranty of\n#  MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the\n#  GNU General Public License for more details.\n#\n#  You should have received a copy of the GNU General Public License\n#  along with this program; if not, write to the Free Software\n#  Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA 02111-1307\n#  USA\n\nfrom softwareproperties.extendedsourceslist import SourceEntry\nfrom softwareproperties.sourceslist import SourcesListShortcutHandler\n\n\nclass URIShortcutHandler(SourcesListShortcutHandler):\n    def __init__(self, shortcut, **kwargs):\n        (uri, _, line_comps) = shortcut.strip().partition(' ')\n\n        line_comps = set(line_comps.split() if line_comps else [])\n        param_comps = set(kwargs.get('components', []))\n        comps = list(line_comps | param_comps)\n\n        if not comps:\n            # if no comps provided, we default to 'main'\n            comps = ['main']\n\n        kwargs['components'] = comps\n\n        suite = kwargs.get('codename')\n        pocket = kwargs.get('pocket')\n",
     []),
    ('', '/usr/lib/python3/dist-packages/wadllib/tests/data/data-types-wadl.xml',
     '<?xml version="1.0"?>\n<application xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\n                  xmlns="http://research.sun.com/wadl/2006/10"\n                  xmlns:xsd="http://www.w3.org/2001/XMLSchema"\n                  xsi:schemaLocation="http://research.sun.com/wadl/2006/10/wadl.xsd">\n  <resources base="http://www.example.com/">\n    <resource path="" type="#service-root"/>\n  </resources>\n\n  <resource_type id="service-root">\n    <method name="GET" id="service-root-get">\n      <response>\n        <representation href="#service-root-json"/>\n      </response>\n    </method>\n  </resource_type>\n\n  <representation id="service-root-json" mediaType="application/json">\n    <param style="plain" required="true" type="xsd:date"\n           path="$[\'a_date\']" name="a_date" />\n    <param style="plain" required="true" type="xsd:dateTime"\n           path="$[\'a_datetime\']" name="a_datetime" />\n  </representation>\n</application>\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/operations/build/wheel_editable.py',
     'import logging\nimport os\nfrom typing import Optional\n\nfrom pip._vendor.pyproject_hooks import BuildBackendHookCaller, HookMissing\n\nfrom pip._internal.utils.subprocess import runner_with_spinner_message\n\nlogger = logging.getLogger(__name__)\n\n\ndef build_wheel_editable(\n    name: str,\n    backend: BuildBackendHookCaller,\n    metadata_directory: str,\n    tempd: str,\n) -> Optional[str]:\n    """Build one InstallRequirement using the PEP 660 build process.\n\n    Returns path to wheel if successfully built. Otherwise, returns None.\n    """\n    assert metadata_directory is not None\n    try:\n        logger.debug("Destination directory: %s", tempd)\n\n        runner = runner_with_spinner_message(\n',
     []),
    ('', '/usr/lib/python3/dist-packages/blinker/base.py',
     '        Returns a list of 2-tuples, pairing receivers with their return\n        value. The ordering of receiver notification is undefined.\n\n        :param sender: Any object or ``None``.  If omitted, synonymous\n          with ``None``.  Only accepts one positional argument.\n\n        :param kwargs: Data to be sent to receivers.\n        """\n        if not self.receivers:\n            # Ensure correct signature even on no-op sends, disable with -O\n            # for lowest possible cost.\n            if __debug__ and sender and len(sender) > 1:\n                raise TypeError(\'send() accepts only one positional \'\n                                \'argument, %s given\' % len(sender))\n            return []\n\n        # Using \'*sender\' rather than \'sender=None\' allows \'sender\' to be\n        # used as a keyword argument- i.e. it\'s an invisible name in the\n        # function signature.\n        if len(sender) == 0:\n            sender = None\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/_lasso_builtins.py',
     "        'addchild',\n        'addcombobox',\n        'addcomment',\n        'addcontent',\n        'addhiddenfield',\n        'addhtmlpart',\n        'addimage',\n        'addjavascript',\n        'addlist',\n        'addnamespace',\n        'addnextsibling',\n        'addpage',\n        'addparagraph',\n        'addparenttype',\n        'addpart',\n        'addpasswordfield',\n        'addphrase',\n        'addprevsibling',\n        'addradiobutton',\n        'addradiogroup',\n        'addresetbutton',\n        'addsection',\n        'addselectlist',\n        'addsibling',\n        'addsubmitbutton',\n        'addtable',\n        'addtext',\n        'addtextarea',\n        'addtextfield',\n        'addtextpart',\n        'alarms',\n        'annotate',\n        'answer',\n        'append',\n        'appendreplacement',\n        'appendtail',\n        'arc',\n        'asasync',\n        'astype',\n        'atbegin',\n        'atbottom',\n        'atend',\n        'atfarleft',\n        'atfarright',\n        'attop',\n        'attributecount',\n        'attributes',\n        'authenticate',\n        'authorize',\n        'backward',\n        'baseuri',\n        'bcc',\n",
     []),
    ('', '/usr/lib/python3/dist-packages/wadllib/docs/index.rst',
     "cause a wadllib error. You'll need to follow the link using a general\nHTTP library or some other tool.\n\n    >>> known_resource.link.follow\n    <wadllib.application.Resource object ...>\n    >>> known_resource.linked_resource\n    <wadllib.application.Resource object ...>\n\n    >>> from wadllib.application import WADLError\n    >>> test_raises(WADLError, getattr, unknown_resource.link, 'follow')\n    Cannot follow a link when the target has no WADL\n    description. Try using a general HTTP client instead.\n\n    >>> test_raises(WADLError, getattr, unknown_resource, 'linked_resource')\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/zig.py',
     "               'anyerror', 'promise', 'i0', 'u0', 'isize',  'usize', 'comptime_int',\n               'comptime_float', 'c_short', 'c_ushort', 'c_int', 'c_uint', 'c_long',\n               'c_ulong', 'c_longlong', 'c_ulonglong', 'c_longdouble', 'c_void'\n               'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'u64', 'i128',\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/tenacity/_utils.py',
     '# you may not use this file except in compliance with the License.\n# You may obtain a copy of the License at\n#\n# http://www.apache.org/licenses/LICENSE-2.0\n#\n# Unless required by applicable law or agreed to in writing, software\n# distributed under the License is distributed on an "AS IS" BASIS,\n# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n# See the License for the specific language governing permissions and\n# limitations under the License.\n\nimport sys\nimport typing\n\n\n# sys.maxsize:\n# An integer giving the maximum value a variable of type Py_ssize_t can take.\nMAX_WAIT = sys.maxsize / 2\n\n\ndef find_ordinal(pos_num: int) -> str:\n    # See: https://en.wikipedia.org/wiki/English_numerals#Ordinal_numbers\n    if pos_num == 0:\n        return "th"\n    elif pos_num == 1:\n        return "st"\n    elif pos_num == 2:\n',
     []),
    ('', '/usr/share/bash-completion/completions/fsck.cramfs',
     '_fsck.cramfs_module()\n{\n\tlocal cur prev OPTS\n\tCOMPREPLY=()\n\tcur="${COMP_WORDS[COMP_CWORD]}"\n\tprev="${COMP_WORDS[COMP_CWORD-1]}"\n\tcase $prev in\n\t\t\'-b\'|\'--blocksize\')\n\t\t\tCOMPREPLY=( $(compgen -W "size" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'--extract\')\n\t\t\tlocal IFS=$\'\\n\'\n\t\t\tcompopt -o filenames\n\t\t\tCOMPREPLY=( $(compgen -o dirnames -- ${cur:-"/"}) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'-h\'|\'--help\'|\'-V\'|\'--version\')\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcase $cur in\n\t\t-*)\n\t\t\tCOMPREPLY=( $(compgen -W "--verbose --blocksize --extract --help --version" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcompopt -o bashdefault -o default\n\tCOMPREPLY=( $(compgen -W "$(lsblk -pnro name)" -- $cur) )\n\treturn 0\n}\ncomplete -F _fsck.cramfs_module fsck.cramfs\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pkg_resources/_vendor/importlib_resources/readers.py',
     "        self._paths = list(map(pathlib.Path, remove_duplicates(paths)))\n        if not self._paths:\n            message = 'MultiplexedPath must contain at least one path'\n            raise FileNotFoundError(message)\n        if not all(path.is_dir() for path in self._paths):\n            raise NotADirectoryError('MultiplexedPath only supports directories')\n\n    def iterdir(self):\n        files = (file for path in self._paths for file in path.iterdir())\n        return unique_everseen(files, key=operator.attrgetter('name'))\n\n    def read_bytes(self):\n        raise FileNotFoundError(f'{self} is not a file')\n\n    def read_text(self, *args, **kwargs):\n        raise FileNotFoundError(f'{self} is not a file')\n\n    def is_dir(self):\n        return True\n\n    def is_file(self):\n        return False\n\n    def joinpath(self, child):\n        # first try to find child in current paths\n        for file in self.iterdir():\n            if file.name == child:\n                return file\n        # if it does not exist, construct it with the first path\n        return self._paths[0] / child\n\n    __truediv__ = joinpath\n\n    def open(self, *args, **kwargs):\n        raise FileNotFoundError(f'{self} is not a file')\n\n    @property\n    def name(self):\n        return self._paths[0].name\n\n    def __repr__(self):\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/rita.py',
     '    aliases = [\'rita\']\n    mimetypes = [\'text/rita\']\n\n    tokens = {\n        \'root\': [\n            (r\'\\n\', Whitespace),\n            (r\'\\s+\', Whitespace),\n            (r\'#(.*?)\\n\', Comment.Single),\n            (r\'@(.*?)\\n\', Operator),  # Yes, whole line as an operator\n            (r\'"(\\w|\\d|\\s|(\\\\")|[\\\'_\\-./,\\?\\!])+?"\', Literal),\n            (r\'\\\'(\\w|\\d|\\s|(\\\\\\\')|["_\\-./,\\?\\!])+?\\\'\', Literal),\n            (r\'([A-Z_]+)\', Keyword),\n            (r\'([a-z0-9_]+)\', Name),\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/command/install_lib.py',
     '            ext_suffix = sysconfig.get_config_var (\'EXT_SUFFIX\')\n            if ext_suffix.endswith(self.multiarch + ext_suffix[-3:]):\n                new_suffix = None\n            else:\n                new_suffix = "%s-%s%s" % (ext_suffix[:-3], self.multiarch, ext_suffix[-3:])\n\n        def pf(src, dst):\n            if dst in exclude:\n                log.warn("Skipping installation of %s (namespace package)",\n                         dst)\n                return False\n\n            if self.multiarch and new_suffix and dst.endswith(ext_suffix) and not dst.endswith(new_suffix):\n                dst = dst.replace(ext_suffix, new_suffix)\n                log.info("renaming extension to %s", os.path.basename(dst))\n\n            log.info("copying %s -> %s", src, os.path.dirname(dst))\n            outfiles.append(dst)\n            return dst\n\n        unpack_directory(infile, outfile, pf)\n        return outfiles\n\n    def get_outputs(self):\n',
     []),
    ('', '/usr/share/vim/vim90/doc/usr_10.txt',
     'The "A" command works the same way, except that it appends after the right\nside of the block.  And it does insert text in a short line.  Thus you can\nmake a choice whether you do or don\'t want to append text to a short line.\n   There is one special case for "A": Select a Visual block and then use "$"\nto make the block extend to the end of each line.  Using "A" now will append\nthe text to the end of each line.\n   Using the same example from above, and then typing "$A XXX<Esc>, you get\nthis result:\n\n',
     []),
    ('', '/usr/share/vim/vim90/doc/os_unix.txt',
     'system() is used, which is a bit slower.  The output of ":version" includes\n|+fork| when fork()/exec() is used, |+system()| when system() is used.  This\ncan be changed at compile time.\n(For forking of the GUI version see |gui-fork|.)\n\nFor historic reasons terminal updating under Unix is expected to be slow (e.g.\nserial line terminal, shell window in suntools), the \'showcmd\' and \'ruler\'\noptions are off by default.  If you have a fast terminal, try setting them\non: >\n\tset showcmd ruler\n\nWhen using Vim in an xterm the mouse clicks can be used by Vim by setting\n\'mouse\' to "a".  If there is access to an X-server gui style copy/paste will\n',
     []),
    ('', '/usr/share/vim/vim90/doc/usr_30.txt',
     "==============================================================================\n*30.4*\tOther indenting\n\nThe simplest form of automatic indenting is with the 'autoindent' option.\nIt uses the indent from the previous line.  A bit smarter is the 'smartindent'\noption.  This is useful for languages where no indent file is available.\n'smartindent' is not as smart as 'cindent', but smarter than 'autoindent'.\n   With 'smartindent' set, an extra level of indentation is added for each {\nand removed for each }.  An extra level of indentation will also be added for\nany of the words in the 'cinwords' option.  Lines that begin with # are\ntreated specially: all indentation is removed.  This is done so that\npreprocessor directives will all start in column 1.  The indentation is\n",
     []),
    ('', '/usr/lib/python3/dist-packages/cryptography/hazmat/backends/openssl/dh.py',
     '        self._backend._lib.DH_get0_pqg(self._dh_cdata, p, q, g)\n        self._backend.openssl_assert(p[0] != self._backend._ffi.NULL)\n        self._backend.openssl_assert(g[0] != self._backend._ffi.NULL)\n        if q[0] == self._backend._ffi.NULL:\n            q_val = None\n        else:\n            q_val = self._backend._bn_to_int(q[0])\n        pub_key = self._backend._ffi.new("BIGNUM **")\n        self._backend._lib.DH_get0_key(\n            self._dh_cdata, pub_key, self._backend._ffi.NULL\n        )\n        self._backend.openssl_assert(pub_key[0] != self._backend._ffi.NULL)\n        return dh.DHPublicNumbers(\n            parameter_numbers=dh.DHParameterNumbers(\n                p=self._backend._bn_to_int(p[0]),\n                g=self._backend._bn_to_int(g[0]),\n                q=q_val,\n            ),\n            y=self._backend._bn_to_int(pub_key[0]),\n        )\n\n    def parameters(self) -> dh.DHParameters:\n        return _dh_cdata_to_parameters(self._dh_cdata, self._backend)\n\n    def public_bytes(\n        self,\n        encoding: serialization.Encoding,\n        format: serialization.PublicFormat,\n    ) -> bytes:\n        if format is not serialization.PublicFormat.SubjectPublicKeyInfo:\n            raise ValueError(\n                "DH public keys support only "\n                "SubjectPublicKeyInfo serialization"\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/rich/scope.py',
     '    """Render python variables in a given scope.\n\n    Args:\n        scope (Mapping): A mapping containing variable names and values.\n        title (str, optional): Optional title. Defaults to None.\n        sort_keys (bool, optional): Enable sorting of items. Defaults to True.\n        indent_guides (bool, optional): Enable indentation guides. Defaults to False.\n        max_length (int, optional): Maximum length of containers before abbreviating, or None for no abbreviation.\n            Defaults to None.\n        max_string (int, optional): Maximum length of string before truncating, or None to disable. Defaults to None.\n\n    Returns:\n        ConsoleRenderable: A renderable object.\n    """\n    highlighter = ReprHighlighter()\n    items_table = Table.grid(padding=(0, 1), expand=False)\n    items_table.add_column(justify="right")\n\n    def sort_items(item: Tuple[str, Any]) -> Tuple[bool, str]:\n        """Sort special variables first, then alphabetically."""\n        key, _ = item\n        return (not key.startswith("__"), key.lower())\n\n',
     []),
    ('', '/usr/lib/python3/dist-packages/oauthlib/openid/connect/core/grant_types/implicit.py',
     '        self.register_response_type(\'id_token token\')\n        self.custom_validators.post_auth.append(\n            self.openid_authorization_validator)\n        self.register_token_modifier(self.add_id_token)\n\n    def add_id_token(self, token, token_handler, request):\n        if \'state\' not in token and request.state:\n            token[\'state\'] = request.state\n        return super().add_id_token(token, token_handler, request, nonce=request.nonce)\n\n    def openid_authorization_validator(self, request):\n        """Additional validation when following the implicit flow.\n        """\n        request_info = super().openid_authorization_validator(request)\n        if not request_info:  # returns immediately if OAuth2.0\n            return request_info\n\n        # REQUIRED. String value used to associate a Client session with an ID\n        # Token, and to mitigate replay attacks. The value is passed through\n        # unmodified from the Authentication Request to the ID Token.\n        # Sufficient entropy MUST be present in the nonce values used to\n        # prevent attackers from guessing values. For implementation notes, see\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/monte.py',
     '            (\'[+-]?[_0-9]+\', Number.Integer),\n            ("\'", String.Double, \'char\'),\n            (\'"\', String.Double, \'string\'),\n\n            # Quasiliterals\n            (\'`\', String.Backtick, \'ql\'),\n\n            # Operators\n            (words(_operators), Operator),\n\n            # Verb operators\n            (_identifier + \'=\', Operator.Word),\n\n            # Safe scope constants\n            (words(_constants, prefix=\'\\\\b\', suffix=\'\\\\b\'),\n             Keyword.Pseudo),\n\n            # Safe scope guards\n            (words(_guards, prefix=\'\\\\b\', suffix=\'\\\\b\'), Keyword.Type),\n\n            # All other safe scope names\n            (words(_safeScope, prefix=\'\\\\b\', suffix=\'\\\\b\'),\n             Name.Builtin),\n\n            # Identifiers\n',
     []),
    ('', '/usr/lib/python3/dist-packages/oauthlib/oauth2/rfc6749/parameters.py',
     '"""\noauthlib.oauth2.rfc6749.parameters\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\nThis module contains methods related to `Section 4`_ of the OAuth 2 RFC.\n\n.. _`Section 4`: https://tools.ietf.org/html/rfc6749#section-4\n"""\nimport json\nimport os\nimport time\nimport urllib.parse as urlparse\n\nfrom oauthlib.common import add_params_to_qs, add_params_to_uri\nfrom oauthlib.signals import scope_changed\n\nfrom .errors import (\n    InsecureTransportError, MismatchingStateError, MissingCodeError,\n    MissingTokenError, MissingTokenTypeError, raise_from_error,\n)\nfrom .tokens import OAuth2Token\nfrom .utils import is_secure_transport, list_to_scope, scope_to_list\n\n\ndef prepare_grant_uri(uri, client_id, response_type, redirect_uri=None,\n                      scope=None, state=None, code_challenge=None, code_challenge_method=\'plain\', **kwargs):\n    """Prepare the authorization grant request URI.\n\n    The client constructs the request URI by adding the following\n    parameters to the query component of the authorization endpoint URI\n    using the ``application/x-www-form-urlencoded`` format as defined by\n    [`W3C.REC-html401-19991224`_]:\n\n    :param uri:\n    :param client_id: The client identifier as described in `Section 2.2`_.\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/models/direct_url.py',
     '        self,\n        url: str,\n        info: InfoType,\n        subdirectory: Optional[str] = None,\n    ) -> None:\n        self.url = url\n        self.info = info\n        self.subdirectory = subdirectory\n\n    def _remove_auth_from_netloc(self, netloc: str) -> str:\n        if "@" not in netloc:\n            return netloc\n        user_pass, netloc_no_user_pass = netloc.split("@", 1)\n        if (\n            isinstance(self.info, VcsInfo)\n            and self.info.vcs == "git"\n            and user_pass == "git"\n        ):\n            return netloc\n        if ENV_VAR_RE.match(user_pass):\n            return netloc\n        return netloc_no_user_pass\n\n    @property\n    def redacted_url(self) -> str:\n        """url with user:password part removed unless it is formed with\n        environment variables as specified in PEP 610, or it is ``git``\n        in the case of a git URL.\n        """\n        purl = urllib.parse.urlsplit(self.url)\n        netloc = self._remove_auth_from_netloc(purl.netloc)\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/req/constructors.py',
     'def parse_req_from_line(name: str, line_source: Optional[str]) -> RequirementParts:\n    if is_url(name):\n        marker_sep = "; "\n    else:\n        marker_sep = ";"\n    if marker_sep in name:\n        name, markers_as_string = name.split(marker_sep, 1)\n        markers_as_string = markers_as_string.strip()\n        if not markers_as_string:\n            markers = None\n        else:\n            markers = Marker(markers_as_string)\n    else:\n        markers = None\n    name = name.strip()\n    req_as_string = None\n    path = os.path.normpath(os.path.abspath(name))\n    link = None\n    extras_as_string = None\n\n    if is_url(name):\n        link = Link(name)\n    else:\n        p, extras_as_string = _strip_extras(path)\n        url = _get_url_from_path(p, name)\n        if url is not None:\n            link = Link(url)\n\n    # it\'s a local file, dir, or url\n    if link:\n        # Handle relative file URLs\n        if link.scheme == "file" and re.search(r"\\.\\./", link.url):\n',
     []),
    ('', '/usr/share/vim/vim90/doc/version9.txt',
     'Patch 8.2.2010\nProblem:    Vim9: compiling fails for unreachable return statement.\nSolution:   Fix it. (closes #7319)\nFiles:      src/vim9compile.c, src/testdir/test_vim9_disassemble.vim\n\nPatch 8.2.2011\nProblem:    "syn sync" reports a very large number.\nSolution:   Use "at the first line".\nFiles:      src/syntax.c, src/testdir/test_syntax.vim\n\nPatch 8.2.2012\nProblem:    Vim9: confusing error message when using bool wrongly.\nSolution:   Mention "Bool" instead of "Special". (closes #7323)\nFiles:      src/typval.c, src/errors.h, src/testdir/test_vim9_expr.vim\n\nPatch 8.2.2013\nProblem:    Vim9: not skipping white space after unary minus.\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/bare.py',
     '"""\n    pygments.lexers.bare\n    ~~~~~~~~~~~~~~~~~~~~\n\n    Lexer for the BARE schema.\n\n    :copyright: Copyright 2006-2022 by the Pygments team, see AUTHORS.\n    :license: BSD, see LICENSE for details.\n"""\n\nfrom pygments.lexer import RegexLexer, words, bygroups\nfrom pygments.token import Text, Comment, Keyword, Name, Literal, Whitespace\n\n__all__ = [\'BareLexer\']\n\n\nclass BareLexer(RegexLexer):\n    """\n    For BARE schema source.\n\n    .. versionadded:: 2.7\n    """\n    name = \'BARE\'\n    url = \'https://baremessages.org\'\n    filenames = [\'*.bare\']\n    aliases = [\'bare\']\n\n    keywords = [\n        \'type\',\n        \'enum\',\n        \'u8\',\n        \'u16\',\n        \'u32\',\n        \'u64\',\n        \'uint\',\n        \'i8\',\n        \'i16\',\n        \'i32\',\n        \'i64\',\n        \'int\',\n        \'f32\',\n        \'f64\',\n        \'bool\',\n        \'void\',\n        \'data\',\n        \'string\',\n        \'optional\',\n        \'map\',\n    ]\n\n    tokens = {\n        \'root\': [\n            (r\'(type)(\\s+)([A-Z][a-zA-Z0-9]+)(\\s+)(\\{)\',\n             bygroups(Keyword, Whitespace, Name.Class, Whitespace, Text), \'struct\'),\n            (r\'(type)(\\s+)([A-Z][a-zA-Z0-9]+)(\\s+)(\\()\',\n             bygroups(Keyword, Whitespace, Name.Class, Whitespace, Text), \'union\'),\n            (r\'(type)(\\s+)([A-Z][a-zA-Z0-9]+)(\\s+)\',\n             bygroups(Keyword, Whitespace, Name, Whitespace), \'typedef\'),\n            (r\'(enum)(\\s+)([A-Z][a-zA-Z0-9]+)(\\s+\\{)\',\n',
     []),
    ('', '/usr/lib/python3/dist-packages/setuptools/_importlib.py',
     'import sys\n\n\ndef disable_importlib_metadata_finder(metadata):\n    """\n    Ensure importlib_metadata doesn\'t provide older, incompatible\n    Distributions.\n\n    Workaround for #3102.\n    """\n    try:\n        import importlib_metadata\n',
     []),
    ('', '/usr/share/vim/vim90/doc/if_tcl.txt',
     'Executing Tcl commands is not possible in the |sandbox|.\n\n==============================================================================\n2. Tcl commands\t\t\t\t\t\t*tcl-commands*\n\nTcl code gets all of its access to vim via commands in the "::vim" namespace.\nThe following commands are implemented: >\n\n\t::vim::beep\t\t\t# Guess.\n\t::vim::buffer {n}\t\t# Create Tcl command for one buffer.\n\t::vim::buffer list\t\t# Create Tcl commands for all buffers.\n\t::vim::command [-quiet] {cmd}\t# Execute an Ex command.\n\t::vim::expr {expr}\t\t# Use Vim\'s expression evaluator.\n\t::vim::option {opt}\t\t# Get vim option.\n\t::vim::option {opt} {val}\t# Set vim option.\n\t::vim::window list\t\t# Create Tcl commands for all windows.\n\nCommands:\n\t::vim::beep\t\t\t\t\t*tcl-beep*\n\tHonk.  Does not return a result.\n\n\t::vim::buffer {n}\t\t\t\t*tcl-buffer*\n\t::vim::buffer exists {n}\n\t::vim::buffer list\n\tProvides access to vim buffers.  With an integer argument, creates a\n\tbuffer command (see |tcl-buffer-cmds|) for the buffer with that\n\tnumber, and returns its name as the result.  Invalid buffer numbers\n\tresult in a standard Tcl error.  To test for valid buffer numbers,\n\tvim\'s internal functions can be used: >\n\t\tset nbufs [::vim::expr bufnr("$")]\n\t\tset isvalid [::vim::expr "bufexists($n)"]\n<\tThe "list" option creates a buffer command for each valid buffer, and\n\treturns a list of the command names as the result.\n\tExample: >\n\t\tset bufs [::vim::buffer list]\n',
     []),
    ('', '/usr/share/bash-completion/completions/look',
     '_look_module()\n{\n\tlocal cur prev OPTS\n\tCOMPREPLY=()\n\tcur="${COMP_WORDS[COMP_CWORD]}"\n\tprev="${COMP_WORDS[COMP_CWORD-1]}"\n\tcase $prev in\n\t\t\'-t\'|\'--terminate\')\n\t\t\tCOMPREPLY=( $(compgen -W "char" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'-h\'|\'--help\'|\'-V\'|\'--version\')\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcase $cur in\n\t\t-*)\n\t\t\tOPTS="--alternative --alphanum --ignore-case --terminate --version --help"\n\t\t\tCOMPREPLY=( $(compgen -W "${OPTS[*]}" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcase $COMP_CWORD in\n\t\t1)\n\t\t\tCOMPREPLY=( $(compgen -W "$(look "$cur")" -- $cur) )\n\t\t\t;;\n\t\t2)\n\t\t\tlocal IFS=$\'\\n\'\n\t\t\tcompopt -o filenames\n\t\t\tCOMPREPLY=( $(compgen -f -- $cur) )\n\t\t\t;;\n\tesac\n\treturn 0\n}\n',
     []),
    ('', '/usr/lib/python3/dist-packages/apt/debfile.py',
     '        tagfile = apt_pkg.TagFile(fobj)\n        try:\n            for sec in tagfile:\n                for tag in depends_tags:\n                    if tag not in sec:\n                        continue\n                    self._depends.extend(apt_pkg.parse_src_depends(sec[tag]))\n                for tag in conflicts_tags:\n                    if tag not in sec:\n                        continue\n                    self._conflicts.extend(apt_pkg.parse_src_depends(sec[tag]))\n                if "Source" in sec:\n                    self.pkgname = sec["Source"]\n                if "Binary" in sec:\n                    self.binaries = [b.strip() for b in sec["Binary"].split(",")]\n                for tag in sec.keys():\n                    if tag in sec:\n                        self._sections[tag] = sec[tag]\n        finally:\n            del tagfile\n            fobj.close()\n\n        s = _(\n            "Install Build-Dependencies for " "source package \'%s\' that builds %s\\n"\n',
     []),
    ('', '/usr/lib/python3/dist-packages/jwt/algorithms.py',
     '                elif "-----BEGIN PRIVATE" in str_key:\n                    key = load_pem_private_key(key, password=None)\n                elif str_key[0:4] == "ssh-":\n                    key = load_ssh_public_key(key)\n\n            # Explicit check the key to prevent confusing errors from cryptography\n            if not isinstance(\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/req/req_install.py',
     '            )\n        else:\n            logger.debug(\n                "Source in %s has version %s, which satisfies requirement %s",\n                display_path(self.source_dir),\n                version,\n                self,\n            )\n\n    # For both source distributions and editables\n    def ensure_has_source_dir(\n        self,\n        parent_dir: str,\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/formatters/terminal256.py',
     '       See :ref:`this table <new-ansi-color-names>` for more information.\n\n\n    Options accepted:\n\n    `style`\n        The style to use, can be a string or a Style subclass (default:\n        ``\'default\'``).\n\n    `linenos`\n        Set to ``True`` to have line numbers on the terminal output as well\n        (default: ``False`` = no line numbers).\n    """\n',
     []),
    ('', '/usr/lib/python3/dist-packages/oauthlib/oauth1/rfc5849/endpoints/request_token.py',
     "        self._check_mandatory_parameters(request)\n\n        if request.realm:\n            request.realms = request.realm.split(' ')\n        else:\n            request.realms = self.request_validator.get_default_realms(\n                request.client_key, request)\n        if not self.request_validator.check_realms(request.realms):\n            raise errors.InvalidRequestError(\n                description='Invalid realm {}. Allowed are {!r}.'.format(\n                    request.realms, self.request_validator.realms))\n\n        if not request.redirect_uri:\n            raise errors.InvalidRequestError(\n                description='Missing callback URI.')\n\n",
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_internal/commands/show.py',
     '        self.cmd_opts.add_option(\n            "-f",\n            "--files",\n            dest="files",\n            action="store_true",\n            default=False,\n            help="Show the full list of installed files for each packag',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/arturo.py',
     '            (r\'"\', String.Double, \'#pop\'),   # Closing Quote\n            (r\'[^|"]+\', String)              # String Content\n        ],\n        \'inside-smart-string\': [\n            include(\'string-escape\'),\n            (r\'\\|\', String.Interpol, \'inside-interpol\'),        # Interpolation\n            (r\'\\<\\|\\|\', String.Interpol, \'inside-template\'),    # Templates\n            (r\'\\n\', String.Single, \'#pop\'),  # Closing Quote\n            (r\'[^|\\n]+\', String)             # String Content\n        ],\n        \'inside-safe-string\': [\n            include(\'string-escape\'),\n            (r\'\\|\', String.Interpol, \'inside-interpol\'),        # Interpolation\n            (r\'\\<\\|\\|\', String.Interpol, \'inside-template\'),    # Templates\n            (r\'»»»\', String.Double, \'#pop\'),    # Closing Quote\n            (r\'[^|»]+\', String)                 # String Content\n        ],\n        \'inside-regex-string\': [\n            (r\'\\\\[sSwWdDbBZApPxucItnvfr0]+\', String.Escape),\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/chardet/universaldetector.py',
     '    HIGH_BYTE_DETECTOR = re.compile(b"[\\x80-\\xFF]")\n    ESC_DETECTOR = re.compile(b"(\\033|~{)")\n    WIN_BYTE_DETECTOR = re.compile(b"[\\x80-\\x9F]")\n    ISO_WIN_MAP = {\n        "iso-8859-1": "Windows-1252",\n        "iso-8859-2": "Windows-1250",\n        "iso-8859-5": "Windows-1251",\n        "iso-8859-6": "Windows-1256",\n        "iso-8859-7": "Windows-1253",\n        "iso-8859-8": "Windows-1255",\n        "iso-8859-9": "Windows-1254",\n        "iso-8859-13": "Windows-1257",\n    }\n    # Based on https://encoding.spec.whatwg.org/#names-and-labels\n    # but altered to match Python names for encodings and remove mappings\n    # that break tests.\n    LEGACY_MAP = {\n',
     []),
    ('', '/usr/share/bash-completion/completions/ul',
     '_ul_module()\n{\n\tlocal cur prev OPTS\n\tCOMPREPLY=()\n\tcur="${COMP_WORDS[COMP_CWORD]}"\n\tprev="${COMP_WORDS[COMP_CWORD-1]}"\n\tcase $prev in\n\t\t\'-t\'|\'--terminal\')\n\t\t\tlocal TERM_LIST I\n\t\t\tTERM_LIST=\'\'\n\t\t\tfor I in /usr/share/terminfo/?/*; do\n\t\t\t\tTERM_LIST+="${I##*/} "\n\t\t\tdone\n\t\t\tCOMPREPLY=( $(compgen -W "$TERM_LIST" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\t\t\'-h\'|\'--help\'|\'-V\'|\'--version\')\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tcase $cur in\n\t\t-*)\n\t\t\tOPTS="--terminal --indicated --version --help"\n\t\t\tCOMPREPLY=( $(compgen -W "${OPTS[*]}" -- $cur) )\n\t\t\treturn 0\n\t\t\t;;\n\tesac\n\tlocal IFS=$\'\\n\'\n\tcompopt -o filenames\n\tCOMPREPLY=( $(compgen -f -- $cur) )\n\treturn 0\n}\ncomplete -F _ul_module ul\n',
     []),
    ('', '/usr/lib/python3/dist-packages/argcomplete/_check_console_script.py',
     "    # Check this looks like the script we really expected.\n    with open(script_path) as f:\n        script = f.read()\n    if 'from {} import {}'.format(module_name, function_name) not in script:\n        raise ArgcompleteMarkerNotFound('does not appear to be a console script')\n    if 'sys.exit({}())'.format(function_name) not in script:\n        raise ArgcompleteMarkerNotFound('does not appear to be a console script')\n\n    # Look for the argcomplete marker in the script it imports.\n    with open(find(module_name, return_package=True)) as f:\n        head = f.read(1024)\n    if 'PYTHON_ARGCOMPLETE_OK' not in head:\n        raise ArgcompleteMarkerNotFound('marker not found')\n\n\nif __name__ == '__main__':\n    try:\n        main()\n    except ArgcompleteMarkerNotFound as e:\n        sys.exit(e)\n",
     []),
    ('', '/usr/lib/python3/dist-packages/wadllib/tests/data/person-limi.json',
     '{"languages_collection_link": "http:\\/\\/api.launchpad.dev\\/beta\\/~limi\\/languages", "members_collection_link": "http:\\/\\/api.launchpad.dev\\/beta\\/~limi\\/members", "sub_teams_collection_link": "http:\\/\\/api.launchpad.dev\\/beta\\/~limi\\/sub_teams", "open_membership_invitations_collection_link": "http:\\/\\/api.launchpad.dev\\/beta\\/~limi\\/open_me',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/packaging/_structures.py',
     '# This file is dual licensed under the terms of the Apache License, Version\n# 2.0, and the BSD License. See the LICENSE file in the root of this repository\n# for complete details.\n\n\nclass InfinityType:\n    def __repr__(self) -> str:\n        return "Infinity"\n\n    def __hash__(self) -> int:\n        return hash(repr(self))\n\n    def __lt__(self, other: object) -> bool:\n        return False\n\n    def __le__(self, other: object) -> bool:\n        return False\n\n    def __eq__(self, other: object) -> bool:\n        return isinstance(other, self.__class__)\n\n    def __gt__(self, other: object) -> bool:\n        return True\n\n    def __ge__(self, other: object) -> bool:\n        return True\n\n    def __neg__(self: object) -> "NegativeInfinityType":\n        return NegativeInfinity\n\n\nInfinity = InfinityType()\n\n\nclass NegativeInfinityType:\n    def __repr__(self) -> str:\n        return "-Infinity"\n\n    def __hash__(self) -> int:\n        return hash(repr(self))\n\n    def __lt__(self, other: object) -> bool:\n        return True\n\n    def __le__(self, other: object) -> bool:\n        return True\n\n    def __eq__(self, other: object) -> bool:\n        return isinstance(other, self.__class__)\n\n    def __gt__(self, other: object) -> bool:\n        return False\n\n    def __ge__(self, other: object) -> bool:\n        return False\n\n    def __neg__(self: object) -> InfinityType:\n        return Infinity\n\n\nNegativeInfinity = NegativeInfinityType()\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pkg_resources/_vendor/more_itertools/recipes.py',
     '    [\'A\', \'B\', \'C\', \'A\', \'D\']\n\n    """\n    return map(next, map(operator.itemgetter(1), groupby(iterable, key)))\n\n\ndef iter_except(func, exception, first=None):\n    """Yields results from a function repeatedly until an exception is raised.\n\n    Converts a call-until-exception interface to an iterator interface.\n    Like ``iter(func, sentinel)``, but uses an exception instead of a sentinel\n    to end the loop.\n\n        >>> l = [0, 1, 2]\n        >>> list(iter_except(l.pop, IndexError))\n        [2, 1, 0]\n\n    Multiple exceptions can be specified as a stopping condition:\n\n        >>> l = [1, 2, 3, \'...\', 4, 5, 6]\n        >>> list(iter_except(lambda: 1 + l.pop(), (IndexError, TypeError)))\n        [7, 6, 5]\n        >>> list(iter_except(lambda: 1 + l.pop(), (IndexError, TypeError)))\n        [4, 3, 2]\n        >>> list(iter_except(lambda: 1 + l.pop(), (IndexError, TypeError)))\n        []\n\n    """\n    try:\n        if first is not None:\n            yield first()\n        while 1:\n            yield func()\n    except exception:\n        pass\n\n\ndef first_true(iterable, default=None, pred=None):\n    """\n    Returns the first true value in the iterable.\n\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/teal.py',
     "    url = 'https://developer.algorand.org/docs/reference/teal/specification/'\n    aliases = ['teal']\n    filenames = ['*.teal']\n\n    keywords = words({\n        'Sender', 'Fee', 'FirstValid', 'FirstValidTime', 'LastValid', 'Note',\n        'Lease', 'Receiver', 'Amount', 'CloseRemainderTo', 'VotePK',\n        'SelectionPK', 'VoteFirst', 'VoteLast', 'VoteKeyDilution', 'Type',\n",
     []),
    ('', '/usr/share/vim/vim90/doc/fold.txt',
     '    :  return v:folddashes .. sub\n    :endfunction\n\nThe advantage of using a function call without arguments is that it is faster,\nsee |expr-option-function|.\n\nEvaluating \'foldtext\' is done in the |sandbox|.  The current window is set to\nthe window that displays the line.  The context is set to the script where the\noption was last set.\n\nErrors are ignored.  For debugging set the \'debug\' option to "throw".\n\n',
     []),
    ('', '/usr/share/vim/vim90/doc/windows.txt',
     ':sbr[ewind] [+cmd]\t\t\t\t\t*:sbr* *:sbrewind*\n\t\tSplit window and go to first buffer in buffer list.  If the\n\t\tbuffer list is empty, go to the first unlisted buffer.\n\t\tRespects the \'switchbuf\' option.\n\t\tAlso see |+cmd|.\n\n:sbf[irst] [+cmd]\t\t\t\t\t*:sbf* *:sbfirst*\n\t\tSame as ":sbrewind".\n\n:bl[ast][!] [+cmd]\t\t\t\t\t*:bl* *:blast*\n\t\tGo to last buffer in buffer list.  If the buffer list is\n\t\tempty, go to the last unlisted buffer.\n\t\tSee |:buffer-!| for [!].\n\n:sbl[ast] [+cmd]\t\t\t\t\t*:sbl* *:sblast*\n\t\tSplit window and go to last buffer in buffer list.  If the\n\t\tbuffer list is empty, go to the last unlisted buffer.\n\t\tRespects \'switchbuf\' option.\n\n:[N]bm[odified][!] [+cmd] [N]\t\t\t*:bm* *:bmodified* *E84*\n\t\tGo to [N]th next modified buffer.  Note: this command also\n\t\tfinds unlisted buffers.  If there is no modified buffer the\n\t\tcommand fails.\n\n:[N]sbm[odified] [+cmd] [N]\t\t\t\t*:sbm* *:sbmodified*\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/rich/_wrap.py',
     'from typing import Iterable, List, Tuple\n\nfrom ._loop import loop_last\nfrom .cells import cell_len, chop_cells\n\nre_word = re.compile(r"\\s*\\S+\\s*")\n\n\ndef words(text: str) -> Iterable[Tuple[int, int, str]]:\n    position = 0\n    word_match = re_word.match(text, position)\n    while word_match is not None:\n        start, end = word_match.span()\n        word = word_match.group(0)\n        yield start, end, word\n        word_match = re_word.match(text, end)\n\n\ndef divide_line(text: str, width: int, fold: bool = True) -> List[int]:\n    divides: List[int] = []\n    append = divides.append\n    line_position = 0\n    _cell_len = cell_len\n    for start, _end, word in words(text):\n        word_length = _cell_len(word.rstrip())\n        if line_position + word_length > width:\n',
     []),
    ('', '/usr/lib/python3/dist-packages/yaml/serializer.py',
     '                            == self.resolve(SequenceNode, node.value, True))\n                self.emit(SequenceStartEvent(alias, node.tag, implicit,\n                    flow_style=node.flow_style))\n                index = 0\n                for item in node.value:\n                    self.serialize_node(item, node, index)\n                    index += 1\n                self.emit(SequenceEndEvent())\n            elif isinstance(node, MappingNode):\n                implicit = (node.tag\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/chardet/chardistribution.py',
     '######################### END LICENSE BLOCK #########################\n\nfrom typing import Tuple, Union\n\nfrom .big5freq import (\n    BIG5_CHAR_TO_FREQ_ORDER,\n    BIG5_TABLE_SIZE,\n    BIG5_TYPICAL_DISTRIBUTION_RATIO,\n)\nfrom .euckrfreq import (\n    EUCKR_CHAR_TO_FREQ_ORDER,\n    EUCKR_TABLE_SIZE,\n    EUCKR_TYPICAL_DISTRIBUTION_RATIO,\n)\nfrom .euctwfreq import (\n    EUCTW_CHAR_TO_FREQ_ORDER,\n    EUCTW_TABLE_SIZE,\n    EUCTW_TYPICAL_DISTRIBUTION_RATIO,\n)\nfrom .gb2312freq import (\n    GB2312_CHAR_TO_FREQ_ORDER,\n    GB2312_TABLE_SIZE,\n    GB2312_TYPICAL_DISTRIBUTION_RATIO,\n)\nfrom .jisfreq import (\n    JIS_CHAR_TO_FREQ_ORDER,\n    JIS_TABLE_SIZE,\n    JIS_TYPICAL_DISTRIBUTION_RATIO,\n)\nfrom .johabfreq import JOHAB_TO_EUCKR_ORDER_TABLE\n\n\nclass CharDistributionAnalysis:\n    ENOUGH_DATA_THRESHOLD = 1024\n    SURE_YES = 0.99\n    SURE_NO = 0.01\n    MINIMUM_DATA_THRESHOLD = 3\n\n    def __init__(self) -> None:\n        # Mapping table to get frequency order from char order (get from\n        # GetOrder())\n        self._char_to_freq_order: Tuple[int, ...] = tuple()\n        self._table_size = 0  # Size of above table\n        # This is a constant value which varies from language to language,\n        # used in calculating confidence.  See\n        # http://www.mozilla.org/projects/intl/UniversalCharsetDetection.html\n        # for further detail.\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pygments/lexers/func.py',
     '                \'-=\', \'*=\', \'/=\', \'~/=\', \'^/=\', \'%=\', \'^%=\', \'<<=\',\n                \'>>=\', \'~>>=\', \'^>>=\', \'&=\', \'|=\', \'^=\', \'^\', \'=\',\n                \'~\', \'/\', \'%\', \'-\', \'*\', \'+\',\'>\',\n                \'<\', \'&\', \'|\', \':\', \'?\'), prefix=r\'(?<=\\s)\', suffix=r\'(?=\\s)\'),\n             Operator),\n            (words((\n                \'if\', \'ifnot\',\n                \'else\', \'elseif\', \'elseifnot\',\n                \'while\', \'do\', \'until\', \'repeat\',\n                \'return\', \'impure\', \'method_id\',\n                \'forall\', \'asm\', \'inline\', \'inline_ref\'), prefix=r\'\\b\', suffix=r\'\\b\'),\n             Keyword),\n            (words((\'true\', \'false\'), prefix=r\'\\b\', suffix=r\'\\b\'), Keyword.Constant),\n        ],\n        \'directives\': [\n            (r\'#include|#pragma\', Keyword, \'directive\'),\n        ],\n        \'directive\': [\n            include(\'strings\'),\n            (r\'\\s+\', Whitespace),\n            (r\'version|not-version\', Keyword),\n            (r\'(>=|<=|=|>|<|\\^)?([0-9]+)(.[0-9]+)?(.[0-9]+)?\', Number), # version\n            (r\';\', Text, \'#pop\')\n        ],\n        \'strings\': [\n            (r\'\\"([^\\n\\"]+)\\"[Hhcusa]?\', String),\n        ],\n        \'numeric\': [\n',
     []),
    ('', '/usr/lib/python3/dist-packages/crcmod/predefined.py',
     '    [   \'crc-32-mpeg\',      \'Crc32Mpeg\',        0x104C11DB7,    NON_REVERSE,    0xFFFFFFFF,     0x00000000, 0x0376E6E7, ],\n    [   \'posix\',            \'CrcPosix\',         0x104C11DB7,    NON_REVERSE,    0xFFFFFFFF,     0xFFFFFFFF, 0x765E7680, ],\n    [   \'crc-32q\',          \'Crc32Q\',           0x1814141AB,    NON_REVERSE,    0x00000000,     0x00000000, 0x3010BF7F, ],\n    [   \'jamcrc\',           \'CrcJamCrc\',        0x104C11DB7,    REVERSE,        0xFFFFFFFF,     0x00000000, 0x340BC6D9, ],\n    [   \'xfer\',             \'CrcXfer\',          0x1000000AF,    NON_REVERSE,    0x00000000,     0x00000000, 0xBD0BE338, ],\n\n# 64-bit\n#       Name                Identifier-name,    Poly                    Reverse         Init-value          XOR-out             Check\n    [   \'crc-64\',           \'Crc64\',            0x1000000000000001B,    REVERSE,        0x0000000000000000, 0x0000000000000000, 0x46A5A9388A5BEFFE, ],\n    [   \'crc-64-we\',        \'Crc64We\',          0x142F0E1EBA9EA3693,    NON_REVERSE,    0x0000000000000000, 0xFFFFFFFFFFFFFFFF, 0x62EC59E3F1A4F00A, ],\n    [   \'crc-64-jones\',     \'Crc64Jones\',       0x1AD93D23594C935A9,    REVERSE,        0xFFFFFFFFFFFFFFFF, 0x0000000000000000, 0xCAA717168609F281, ],\n]\n\n\ndef _simplify_name(name):\n    """\n',
     []),
    ('', '/usr/lib/python3/dist-packages/pip/_vendor/chardet/langbulgarianmodel.py',
     "        63: 0,  # 'e'\n        45: 0,  # '\\xad'\n        31: 1,  # 'А'\n        32: 0,  # 'Б'\n        35: 1,  # 'В'\n        43: 0,  # 'Г'\n        37: 1,  # 'Д'\n        44: 1,  # 'Е'\n        55: 0,  # 'Ж'\n        47: 0,  # 'З'\n        40: 1,  # 'И'\n        59: 0,  # 'Й'\n        33: 1,  # 'К'\n        46: 0,  # 'Л'\n        38: 0,  # 'М'\n        36: 1,  # 'Н'\n        41: 1,  # 'О'\n        30: 0,  # 'П'\n        39: 0,  # 'Р'\n        28: 0,  # 'С'\n        34: 0,  # 'Т'\n        51: 1,  # 'У'\n        48: 0,  # 'Ф'\n        49: 0,  # 'Х'\n        53: 0,  # 'Ц'\n        50: 0,  # 'Ч'\n        54: 0,  # 'Ш'\n        57: 0,  # 'Щ'\n        61: 0,  # 'Ъ'\n        60: 0,  # 'Ю'\n        56: 0,  # 'Я'\n        1: 2,  # 'а'\n        18: 0,  # 'б'\n        9: 0,  # 'в'\n        20: 0,  # 'г'\n        11: 1,  # 'д'\n        3: 2,  # 'е'\n        23: 0,  # 'ж'\n        15: 0,  # 'з'\n        2: 2,  # 'и'\n        26: 0,  # 'й'\n        12: 0,  # 'к'\n        10: 0,  # 'л'\n        14: 0,  # 'м'\n        6: 0,  # 'н'\n        4: 2,  # 'о'\n        13: 1,  # 'п'\n        7: 1,  # 'р'\n        8: 0,  # 'с'\n        5: 0,  # 'т'\n        19: 1,  # 'у'\n        29: 0,  # 'ф'\n        25: 0,  # 'х'\n        22: 0,  # 'ц'\n        21: 0,  # 'ч'\n        27: 0,  # 'ш'\n        24: 0,  # 'щ'\n        17: 1,  # 'ъ'\n        52: 1,  # 'ь'\n        42: 1,  # 'ю'\n        16: 0,  # 'я'\n        58: 0,  # 'є'\n        62: 0,  # '№'\n    },\n    47: {  # 'З'\n        63: 0,  # 'e'\n",
     []),
    ('en_US', '/usr/share/vim/vim90/doc/uganda.txt',
     '\t\thttps://www.kuwasha.net/\n\nCanada:\t\tContact Kuwasha in Surrey, Canada.  They take care of the\n\t\tCanadian sponsors for the children in Kibaale.  Kuwasha\n\t\tforwards 100% of the money to the project in Uganda.  You can\n\t\tsend them a one time donation directly.\n\t\tPlease send me a note so that I know what has been donated\n\t\tbecause of Vim.  Look on their site for information about\n\t\tsponsorship: https://www.kuwasha.net/\n\t\tIf you make a donation to Kuwasha you will receive a tax\n\t\treceipt which can be submitted with your tax return.\n\nHolland:\tTransfer to the account of "Stichting ICCF Holland" in\n\t\tAmersfoort.  This will allow for tax deduction if you live in\n\t\tHolland.  ING bank, IBAN: NL95 INGB 0004 5487 74\n\nGermany:\tIt is possible to make donations that allow for a tax return.\n\t\tCheck the ICCF web site for the latest information:\n\t\t\thttps://iccf-holland.org/germany.html\n\nEurope:\t\tUse a bank transfer if possible.  See "Others" below for the\n\t\tswift code and IBAN number.\n\t\tAny other method should work.  Ask for information about\n\t\tsponsorship.\n\n',
     [('IBAN_CODE', 'NL95 INGB 0004 5487 74')]),
]

if __name__ == "__main__":
    main()
