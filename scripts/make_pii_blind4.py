#!/usr/bin/env python3
"""Build the blind4 PII evaluation set (benchmarks/data/pii_blind4/blind4.jsonl).

The set is written apart from the detector, without reading it.  It is meant
to be scored once and never read for tuning.  See the README next to the data.

Deterministic: one random.Random(SEED), Faker instances seeded one by one, no
clock, no network, nothing that depends on hash order.  Requires Faker 40.0.0
and phonenumbers 9.0.43 exactly.

Usage:
    python scripts/make_pii_blind4.py [--out PATH] [--force]
"""
import argparse
import ipaddress
import json
import os
import re
import string
import sys

SEED = 4_417_2025
FAKER_VERSION = "40.0.0"
PHONENUMBERS_VERSION = "9.0.43"
DEFAULT_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                           "benchmarks", "data", "pii_blind4", "blind4.jsonl")


def _check_versions():
    try:
        import faker
        import phonenumbers
    except ImportError as exc:  # pragma: no cover
        sys.exit("missing dependency: %s" % exc)
    if faker.VERSION != FAKER_VERSION:
        sys.exit("Faker %s required, found %s" % (FAKER_VERSION, faker.VERSION))
    if phonenumbers.__version__ != PHONENUMBERS_VERSION:
        sys.exit("phonenumbers %s required, found %s"
                 % (PHONENUMBERS_VERSION, phonenumbers.__version__))


# ---------------------------------------------------------------------------
# locales: faker locale -> (phone region, vocabulary language)
# ---------------------------------------------------------------------------
LOCALES = [
    ("de_DE", "DE", "de"), ("de_AT", "AT", "de"), ("de_CH", "CH", "de"),
    ("fr_FR", "FR", "fr"), ("fr_BE", "BE", "fr"), ("fr_CH", "CH", "fr"),
    ("nl_NL", "NL", "nl"), ("nl_BE", "BE", "nl"), ("it_IT", "IT", "it"),
    ("es_ES", "ES", "es"), ("pt_PT", "PT", "pt"), ("en_GB", "GB", "en"),
    ("en_IE", "IE", "en"), ("pl_PL", "PL", "pl"), ("cs_CZ", "CZ", "cs"),
    ("sk_SK", "SK", "sk"), ("hu_HU", "HU", "hu"), ("ro_RO", "RO", "ro"),
    ("bg_BG", "BG", "bg"), ("el_GR", "GR", "el"), ("hr_HR", "HR", "hr"),
    ("sl_SI", "SI", "sl"), ("sv_SE", "SE", "sv"), ("no_NO", "NO", "no"),
    ("da_DK", "DK", "da"), ("fi_FI", "FI", "fi"), ("et_EE", "EE", "et"),
    ("lt_LT", "LT", "lt"), ("lv_LV", "LV", "lv"), ("uk_UA", "UA", "uk"),
    ("ru_RU", "RU", "ru"), ("tr_TR", "TR", "tr"), ("is_IS", "IS", "is"),
    ("mt_MT", "MT", "en"), ("lb_LU", "LU", "fr"), ("el_CY", "CY", "el"),
    ("es_MX", "MX", "es_la"), ("es_AR", "AR", "es_la"), ("es_CL", "CL", "es_la"),
    ("es_CO", "CO", "es_la"), ("pt_BR", "BR", "pt_br"),
    ("en_US", "US", "en"), ("en_CA", "CA", "en"), ("fr_CA", "CA", "fr"),
    ("ja_JP", "JP", "ja"), ("ko_KR", "KR", "ko"), ("zh_CN", "CN", "zh"),
    ("zh_TW", "TW", "zh_tw"), ("th_TH", "TH", "th"), ("vi_VN", "VN", "vi"),
    ("id_ID", "ID", "id"), ("fil_PH", "PH", "tl"), ("en_IN", "IN", "en"),
    ("hi_IN", "IN", "hi"), ("bn_BD", "BD", "en"), ("en_PK", "PK", "en"),
    ("ne_NP", "NP", "en"), ("az_AZ", "AZ", "en"), ("ka_GE", "GE", "en"),
    ("hy_AM", "AM", "en"), ("uz_UZ", "UZ", "en"),
    ("he_IL", "IL", "he"), ("fa_IR", "IR", "fa"), ("ar_AE", "AE", "ar"),
    ("ar_SA", "SA", "ar"), ("ar_JO", "JO", "ar"), ("ar_EG", "EG", "ar"),
    ("en_NG", "NG", "en"), ("en_KE", "KE", "en"), ("zu_ZA", "ZA", "en"),
    ("tw_GH", "GH", "en"), ("fr_DZ", "DZ", "fr"),
    ("en_AU", "AU", "en"), ("en_NZ", "NZ", "en"),
]

VOCAB_KEYS = ("tel mob fax email addr contact hi regards invoice total transfer "
              "holder callme or hours order thanks sale reservations support").split()
VOCAB_RAW = {
    "en": "Tel.|Mobile|Fax|E-mail|Address|Contact us|Hi|Best regards|Invoice|Total|Please transfer the amount to|Account holder|Call me on|or|Opening hours|Order|Thanks|For sale|Reservations|Customer support",
    "de": "Tel.|Mobil|Fax|E-Mail|Adresse|Kontakt|Hallo|Mit freundlichen Grüßen|Rechnung|Gesamtbetrag|Bitte überweisen Sie den Betrag auf folgendes Konto|Kontoinhaber|Ruf mich an unter|oder|Öffnungszeiten|Bestellung|Danke|Zu verkaufen|Reservierungen|Kundenservice",
    "fr": "Tél.|Portable|Fax|Courriel|Adresse|Nous contacter|Bonjour|Cordialement|Facture|Total TTC|Merci d'effectuer le virement sur le compte suivant|Titulaire du compte|Appelle-moi au|ou|Horaires d'ouverture|Commande|Merci|À vendre|Réservations|Service client",
    "it": "Tel.|Cellulare|Fax|E-mail|Indirizzo|Contatti|Ciao|Cordiali saluti|Fattura|Totale|Si prega di effettuare il bonifico sul seguente conto|Intestatario|Chiamami al|oppure|Orari di apertura|Ordine|Grazie|Vendo|Prenotazioni|Assistenza clienti",
    "es": "Tel.|Móvil|Fax|Correo|Dirección|Contacto|Hola|Saludos cordiales|Factura|Total|Por favor, realice la transferencia a la siguiente cuenta|Titular|Llámame al|o|Horario|Pedido|Gracias|Se vende|Reservas|Atención al cliente",
    "es_la": "Tel.|Cel.|Fax|Correo|Dirección|Contáctanos|Hola|Saludos|Factura|Total|Favor de depositar a la siguiente cuenta|Titular|Márcame al|o|Horario de atención|Pedido|Gracias|Vendo|Reservaciones|Atención a clientes",
    "pt": "Tel.|Telemóvel|Fax|E-mail|Morada|Contactos|Olá|Com os melhores cumprimentos|Fatura|Total|Por favor, faça a transferência para a seguinte conta|Titular|Liga-me para|ou|Horário|Encomenda|Obrigado|Vende-se|Reservas|Apoio ao cliente",
    "pt_br": "Tel.|Celular|Fax|E-mail|Endereço|Fale conosco|Oi|Atenciosamente|Nota fiscal|Total|Por favor, faça a transferência para a conta abaixo|Titular|Me liga no|ou|Horário de funcionamento|Pedido|Obrigado|Vendo|Reservas|Atendimento ao cliente",
    "nl": "Tel.|Mobiel|Fax|E-mail|Adres|Contact|Hoi|Met vriendelijke groet|Factuur|Totaal|Gelieve het bedrag over te maken naar|Rekeninghouder|Bel me op|of|Openingstijden|Bestelling|Bedankt|Te koop|Reserveringen|Klantenservice",
    "pl": "Tel.|Kom.|Faks|E-mail|Adres|Kontakt|Cześć|Z poważaniem|Faktura|Razem|Prosimy o przelew na rachunek|Właściciel rachunku|Zadzwoń do mnie|lub|Godziny otwarcia|Zamówienie|Dzięki|Sprzedam|Rezerwacje|Obsługa klienta",
    "cs": "Tel.|Mobil|Fax|E-mail|Adresa|Kontakt|Ahoj|S pozdravem|Faktura|Celkem|Částku prosím uhraďte na účet|Majitel účtu|Zavolej mi na|nebo|Otevírací doba|Objednávka|Díky|Prodám|Rezervace|Zákaznická podpora",
    "sk": "Tel.|Mobil|Fax|E-mail|Adresa|Kontakt|Ahoj|S pozdravom|Faktúra|Spolu|Sumu prosím uhraďte na účet|Majiteľ účtu|Zavolaj mi na|alebo|Otváracie hodiny|Objednávka|Vďaka|Predám|Rezervácie|Zákaznícka podpora",
    "hu": "Tel.|Mobil|Fax|E-mail|Cím|Kapcsolat|Szia|Üdvözlettel|Számla|Összesen|Kérjük, az összeget az alábbi számlára utalja|Számlatulajdonos|Hívj a|vagy|Nyitvatartás|Rendelés|Köszi|Eladó|Foglalás|Ügyfélszolgálat",
    "ro": "Tel.|Mobil|Fax|E-mail|Adresă|Contact|Salut|Cu stimă|Factură|Total|Vă rugăm să transferați suma în contul|Titular cont|Sună-mă la|sau|Program|Comandă|Mersi|Vând|Rezervări|Asistență clienți",
    "bg": "Тел.|Моб.|Факс|Имейл|Адрес|Контакти|Здравей|Поздрави|Фактура|Общо|Моля, преведете сумата по сметка|Титуляр|Обади ми се на|или|Работно време|Поръчка|Благодаря|Продавам|Резервации|Обслужване на клиенти",
    "el": "Τηλ.|Κιν.|Φαξ|Email|Διεύθυνση|Επικοινωνία|Γεια|Με εκτίμηση|Τιμολόγιο|Σύνολο|Παρακαλούμε καταθέστε το ποσό στον λογαριασμό|Δικαιούχος|Πάρε με στο|ή|Ωράριο|Παραγγελία|Ευχαριστώ|Πωλείται|Κρατήσεις|Εξυπηρέτηση πελατών",
    "hr": "Tel.|Mob.|Faks|E-pošta|Adresa|Kontakt|Bok|Srdačan pozdrav|Račun|Ukupno|Molimo uplatite iznos na račun|Vlasnik računa|Nazovi me na|ili|Radno vrijeme|Narudžba|Hvala|Prodajem|Rezervacije|Korisnička podrška",
    "sl": "Tel.|GSM|Faks|E-pošta|Naslov|Kontakt|Živjo|Lep pozdrav|Račun|Skupaj|Znesek prosimo nakažite na račun|Imetnik računa|Pokliči me na|ali|Delovni čas|Naročilo|Hvala|Prodam|Rezervacije|Podpora strankam",
    "sv": "Tel.|Mobil|Fax|E-post|Adress|Kontakta oss|Hej|Med vänliga hälsningar|Faktura|Summa|Vänligen betala till följande konto|Kontoinnehavare|Ring mig på|eller|Öppettider|Beställning|Tack|Säljes|Bokning|Kundtjänst",
    "no": "Tlf.|Mobil|Faks|E-post|Adresse|Kontakt oss|Hei|Med vennlig hilsen|Faktura|Totalt|Vennligst overfør beløpet til konto|Kontoinnehaver|Ring meg på|eller|Åpningstider|Bestilling|Takk|Selges|Reservasjoner|Kundeservice",
    "da": "Tlf.|Mobil|Fax|E-mail|Adresse|Kontakt os|Hej|Med venlig hilsen|Faktura|I alt|Beløbet bedes overført til konto|Kontohaver|Ring til mig på|eller|Åbningstider|Ordre|Tak|Sælges|Bordbestilling|Kundeservice",
    "fi": "Puh.|Matkapuh.|Faksi|Sähköposti|Osoite|Ota yhteyttä|Moi|Ystävällisin terveisin|Lasku|Yhteensä|Maksathan summan tilille|Tilinomistaja|Soita mulle|tai|Aukioloajat|Tilaus|Kiitos|Myydään|Varaukset|Asiakaspalvelu",
    "et": "Tel.|Mob.|Faks|E-post|Aadress|Kontakt|Tere|Lugupidamisega|Arve|Kokku|Palun kandke summa kontole|Konto omanik|Helista mulle|või|Lahtiolekuajad|Tellimus|Aitäh|Müüa|Broneeringud|Klienditugi",
    "lt": "Tel.|Mob.|Faksas|El. paštas|Adresas|Kontaktai|Labas|Pagarbiai|Sąskaita faktūra|Iš viso|Prašome pervesti sumą į sąskaitą|Sąskaitos savininkas|Skambink|arba|Darbo laikas|Užsakymas|Ačiū|Parduodu|Rezervacijos|Klientų aptarnavimas",
    "lv": "Tālr.|Mob.|Fakss|E-pasts|Adrese|Kontakti|Sveiki|Ar cieņu|Rēķins|Kopā|Lūdzu, pārskaitiet summu uz kontu|Konta īpašnieks|Zvani man|vai|Darba laiks|Pasūtījums|Paldies|Pārdod|Rezervācijas|Klientu atbalsts",
    "uk": "Тел.|Моб.|Факс|Ел. пошта|Адреса|Контакти|Привіт|З повагою|Рахунок|Разом|Будь ласка, переказуйте кошти на рахунок|Отримувач|Дзвони на|або|Графік роботи|Замовлення|Дякую|Продам|Бронювання|Служба підтримки",
    "ru": "Тел.|Моб.|Факс|Эл. почта|Адрес|Контакты|Привет|С уважением|Счёт|Итого|Просим перечислить сумму на счёт|Получатель|Звони на|или|Часы работы|Заказ|Спасибо|Продам|Бронирование|Служба поддержки",
    "tr": "Tel|Cep|Faks|E-posta|Adres|İletişim|Merhaba|Saygılarımla|Fatura|Toplam|Lütfen tutarı aşağıdaki hesaba havale ediniz|Hesap sahibi|Beni şu numaradan ara|veya|Çalışma saatleri|Sipariş|Teşekkürler|Satılık|Rezervasyon|Müşteri hizmetleri",
    "is": "Sími|Farsími|Fax|Netfang|Heimilisfang|Hafðu samband|Hæ|Með kveðju|Reikningur|Samtals|Vinsamlegast leggið upphæðina inn á reikning|Reikningseigandi|Hringdu í mig í|eða|Opnunartími|Pöntun|Takk|Til sölu|Bókanir|Þjónustuver",
    "ja": "電話|携帯|FAX|メール|住所|お問い合わせ|こんにちは|よろしくお願いいたします|請求書|合計|下記口座へお振込みください|口座名義|こちらに電話してください：|または|営業時間|ご注文|ありがとうございます|売ります|ご予約|カスタマーサポート",
    "ko": "전화|휴대폰|팩스|이메일|주소|문의하기|안녕하세요|감사합니다|청구서|합계|아래 계좌로 입금해 주세요|예금주|연락 주세요:|또는|영업시간|주문|고맙습니다|팝니다|예약|고객센터",
    "zh": "电话|手机|传真|邮箱|地址|联系我们|你好|此致|发票|合计|请将款项汇至以下账户|户名|打我电话|或|营业时间|订单|谢谢|出售|预订|客服中心",
    "zh_tw": "電話|手機|傳真|電子郵件|地址|聯絡我們|您好|敬上|發票|總計|請將款項匯至以下帳戶|戶名|打給我|或|營業時間|訂單|謝謝|出售|訂位|客服中心",
    "th": "โทร.|มือถือ|แฟกซ์|อีเมล|ที่อยู่|ติดต่อเรา|สวัสดีครับ|ขอแสดงความนับถือ|ใบแจ้งหนี้|รวม|กรุณาโอนเงินเข้าบัญชี|ชื่อบัญชี|โทรหาผมที่|หรือ|เวลาทำการ|คำสั่งซื้อ|ขอบคุณ|ขาย|จองโต๊ะ|ฝ่ายบริการลูกค้า",
    "vi": "ĐT|Di động|Fax|Email|Địa chỉ|Liên hệ|Chào bạn|Trân trọng|Hóa đơn|Tổng cộng|Vui lòng chuyển khoản vào tài khoản|Chủ tài khoản|Gọi mình số|hoặc|Giờ mở cửa|Đơn hàng|Cảm ơn|Cần bán|Đặt bàn|Chăm sóc khách hàng",
    "id": "Telp.|HP|Faks|Email|Alamat|Hubungi kami|Halo|Salam hormat|Faktur|Total|Silakan transfer ke rekening berikut|Atas nama|Hubungi saya di|atau|Jam buka|Pesanan|Terima kasih|Dijual|Reservasi|Layanan pelanggan",
    "tl": "Tel.|Cell|Fax|Email|Address|Makipag-ugnayan|Hello po|Lubos na gumagalang|Invoice|Kabuuan|Paki-transfer po sa account na ito|Account name|Tawagan mo ako sa|o|Oras ng bukas|Order|Salamat|For sale|Reservations|Customer service",
    "hi": "फ़ोन|मोबाइल|फ़ैक्स|ईमेल|पता|संपर्क करें|नमस्ते|सादर|चालान|कुल|कृपया राशि इस खाते में ट्रांसफर करें|खाताधारक|मुझे इस नंबर पर कॉल करें|या|समय|ऑर्डर|धन्यवाद|बिकाऊ है|आरक्षण|ग्राहक सेवा",
    "he": "טל'|נייד|פקס|דוא\"ל|כתובת|צור קשר|היי|בברכה|חשבונית|סה\"כ|נא להעביר את הסכום לחשבון|שם בעל החשבון|תתקשר אליי ל|או|שעות פתיחה|הזמנה|תודה|למכירה|הזמנות|שירות לקוחות",
    "fa": "تلفن|همراه|فکس|ایمیل|نشانی|تماس با ما|سلام|با احترام|فاکتور|جمع کل|لطفاً مبلغ را به حساب زیر واریز کنید|صاحب حساب|با این شماره تماس بگیر|یا|ساعات کاری|سفارش|ممنون|فروشی|رزرو|پشتیبانی مشتریان",
    "ar": "هاتف|جوال|فاكس|البريد الإلكتروني|العنوان|اتصل بنا|مرحبا|مع أطيب التحيات|فاتورة|المجموع|يرجى تحويل المبلغ إلى الحساب التالي|اسم صاحب الحساب|اتصل بي على|أو|ساعات العمل|طلب|شكرا|للبيع|الحجوزات|خدمة العملاء",
}
VOCAB = {}
for _lang in sorted(VOCAB_RAW):
    _vals = VOCAB_RAW[_lang].split("|")
    assert len(_vals) == len(VOCAB_KEYS), _lang
    VOCAB[_lang] = dict(zip(VOCAB_KEYS, _vals))

# extension words: (word, inside span?)
EXT_IN = ["x", "x ", "ext.", "ext. ", "ext ", "Ext. ", "extension "]
EXT_OUT = {"de": ["Durchwahl ", "DW "], "fr": ["poste "], "it": ["int. ", "interno "],
           "pt_br": ["ramal "], "nl": ["toestel "], "pl": ["wew. "], "cs": ["klapka "],
           "hu": ["mellék "], "tr": ["dahili "], "ja": ["内線"], "zh": ["分机"],
           "zh_tw": ["分機"], "ko": ["내선 "], "th": ["ต่อ "], "vi": ["máy lẻ "],
           "fa": ["داخلی "], "tl": ["loc. "], "sv": ["anknytning "]}
EXT_IN_LANG = {"es": ["anexo "], "es_la": ["anexo "], "ru": ["доб. "], "uk": ["доб. "]}

# international dialling prefixes used for a region's own numbers
IDD = {"US": "011", "CA": "011", "AU": "0011", "JP": "010", "KR": "001",
       "RU": "8 10", "BR": "0021", "CO": "009", "CL": "00", "MX": "00",
       "NG": "009", "KE": "000", "IL": "00", "ID": "001", "TH": "001",
       "TW": "002", "IN": "00", "EG": "00", "ZA": "00", "NZ": "00"}

# ---------------------------------------------------------------------------
# IBAN registry: country -> (length, BBAN structure)
# ---------------------------------------------------------------------------
IBAN_REGISTRY = {
    "AD": (24, "4n4n12c"), "AE": (23, "3n16n"), "AL": (28, "8n16c"), "AT": (20, "5n11n"),
    "AZ": (28, "4a20c"), "BA": (20, "3n3n8n2n"), "BE": (16, "3n7n2n"), "BG": (22, "4a4n2n8c"),
    "BH": (22, "4a14c"), "BI": (27, "5n5n11n2n"), "BR": (29, "8n5n10n1a1c"), "BY": (28, "4c4n16c"),
    "CH": (21, "5n12c"), "CR": (22, "4n14n"), "CY": (28, "3n5n16c"), "CZ": (24, "4n6n10n"),
    "DE": (22, "8n10n"), "DJ": (27, "5n5n11n2n"), "DK": (18, "4n9n1n"), "DO": (28, "4c20n"),
    "EE": (20, "2n2n11n1n"), "EG": (29, "4n4n17n"), "ES": (24, "4n4n1n1n10n"), "FI": (18, "3n11n"),
    "FK": (18, "2a12n"), "FO": (18, "4n9n1n"), "FR": (27, "5n5n11c2n"), "GB": (22, "4a6n8n"),
    "GE": (22, "2a16n"), "GI": (23, "4a15c"), "GL": (18, "4n9n1n"), "GR": (27, "3n4n16c"),
    "GT": (28, "4c20c"), "HR": (21, "7n10n"), "HU": (28, "3n4n1n15n1n"), "IE": (22, "4a6n8n"),
    "IL": (23, "3n3n13n"), "IQ": (23, "4a3n12n"), "IS": (26, "4n2n6n10n"), "IT": (27, "1a5n5n12c"),
    "JO": (30, "4a4n18c"), "KW": (30, "4a22c"), "KZ": (20, "3n13c"), "LB": (28, "4n20c"),
    "LC": (32, "4a24c"), "LI": (21, "5n12c"), "LT": (20, "5n11n"), "LU": (20, "3n13c"),
    "LV": (21, "4a13c"), "LY": (25, "3n3n15n"), "MC": (27, "5n5n11c2n"), "MD": (24, "2c18c"),
    "ME": (22, "3n13n2n"), "MK": (19, "3n10c2n"), "MN": (20, "4n12n"), "MR": (27, "5n5n11n2n"),
    "MT": (31, "4a5n18c"), "MU": (30, "4a2n2n12n3n3a"), "NI": (28, "4a20n"), "NL": (18, "4a10n"),
    "NO": (15, "4n6n1n"), "OM": (23, "3n16c"), "PK": (24, "4a16c"), "PL": (28, "8n16n"),
    "PS": (29, "4a21c"), "PT": (25, "4n4n11n2n"), "QA": (29, "4a21c"), "RO": (24, "4a16c"),
    "RS": (22, "3n13n2n"), "RU": (33, "9n5n15c"), "SA": (24, "2n18c"), "SC": (31, "4a2n2n16n3a"),
    "SD": (18, "2n12n"), "SE": (24, "3n16n1n"), "SI": (19, "5n8n2n"), "SK": (24, "4n6n10n"),
    "SM": (27, "1a5n5n12c"), "SO": (23, "4n3n12n"), "ST": (25, "8n11n2n"), "SV": (28, "4a20n"),
    "TL": (23, "3n14n2n"), "TN": (24, "2n3n13n2n"), "TR": (26, "5n1n16c"), "UA": (29, "6n19c"),
    "VA": (22, "3n15n"), "VG": (24, "4a16n"), "XK": (20, "4n10n2n"),
}
for _cc in sorted(IBAN_REGISTRY):
    _ln, _st = IBAN_REGISTRY[_cc]
    assert 4 + sum(int(x) for x in re.findall(r"\d+", _st)) == _ln, _cc


def iban_checksum_ok(s):
    s = s.replace(" ", "")
    if len(s) < 5 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    r = s[4:] + s[:4]
    try:
        return int("".join(str(int(c, 36)) for c in r)) % 97 == 1
    except ValueError:
        return False


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix_digits):
    for c in "0123456789":
        if luhn_ok(prefix_digits + c):
            return prefix_digits + c
    raise AssertionError


# ---------------------------------------------------------------------------
# generation context
# ---------------------------------------------------------------------------
class Ctx:
    def __init__(self, rng):
        import phonenumbers
        from faker import Faker
        # it_IT builds its city list from a set (hash order); sort it so the
        # output does not depend on PYTHONHASHSEED.
        import faker.providers.address.it_IT as _it
        _it.Provider.cities = sorted(_it.Provider.cities)
        self.rng = rng
        self.pn = phonenumbers
        self.fakers = {}
        for loc, _reg, _lang in LOCALES:
            f = Faker(loc)
            f.seed_instance(rng.randrange(1 << 30))
            self.fakers[loc] = f
        self.fk_en = Faker("en_US")
        self.fk_en.seed_instance(rng.randrange(1 << 30))

    def choice(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def digits(self, n):
        return "".join(self.choice("0123456789") for _ in range(n))


class Doc:
    """Text builder that records spans."""

    def __init__(self, ctx, loc):
        self.ctx = ctx
        self.loc = loc
        self.region = dict((l, r) for l, r, _ in LOCALES)[loc]
        self.lang = dict((l, g) for l, _, g in LOCALES)[loc]
        self.v = VOCAB[self.lang]
        self.fk = ctx.fakers[loc]
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, ent, s, valid=None):
        sp = {"entity": ent, "start": self.n, "end": self.n + len(s)}
        if ent == "PHONE_NUMBER":
            sp["valid"] = bool(valid)
        self.spans.append(sp)
        return self.t(s)

    # -- PII writers -------------------------------------------------------
    def phone(self, kind=None, style=None, ext=False, split=False, valid=None):
        s, ok, tail = make_phone_text(self.ctx, self.region, self.lang, kind,
                                      style, ext, split, valid)
        self.p("PHONE_NUMBER", s, ok)
        if tail:
            self.t(tail)
        return self

    def email(self, kind=None):
        return self.p("EMAIL_ADDRESS", make_email(self.ctx, self.fk, kind))

    def card(self, brand=None, grouping=None):
        return self.p("CREDIT_CARD", make_card(self.ctx, brand, grouping))

    def iban(self, cc=None, grouped=None):
        if cc is None:
            cc = self.region if self.region in IBAN_REGISTRY and self.ctx.rng.random() < 0.7 \
                else self.ctx.choice(sorted(IBAN_REGISTRY))
        return self.p("IBAN_CODE", make_iban(self.ctx, cc, grouped))

    def ip(self, kind=None):
        return self.p("IP_ADDRESS", make_ip(self.ctx, kind))

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------------------
# phone numbers
# ---------------------------------------------------------------------------
_PHONE_CACHE = {}


def _example(ctx, region, kind):
    pn = ctx.pn
    T = pn.PhoneNumberType
    typ = {"fixed": T.FIXED_LINE, "mobile": T.MOBILE, "tollfree": T.TOLL_FREE}[kind]
    ex = pn.example_number_for_type(region, typ)
    if ex is None:
        ex = pn.example_number_for_type(region, T.FIXED_LINE)
    return ex


def make_number(ctx, region, kind, want_valid):
    pn = ctx.pn
    ex = _example(ctx, region, kind)
    cc = ex.country_code
    nsn = pn.national_significant_number(ex)
    rng = ctx.rng
    for attempt in range(400):
        if want_valid:
            keep = rng.randint(1, min(3, len(nsn) - 4)) if attempt < 300 else len(nsn) - 3
        else:
            keep = rng.randint(0, 2)
        cand = nsn[:keep] + ctx.digits(len(nsn) - keep)
        if rng.random() < 0.25 and not want_valid:
            cand = cand[:-1] if rng.random() < 0.5 else cand + ctx.digits(1)
        try:
            n = pn.parse("+%d%s" % (cc, cand), None)
        except pn.NumberParseException:
            continue
        if not pn.is_possible_number(n):
            continue
        v = pn.is_valid_number(n)
        if want_valid:
            if v and pn.region_code_for_number(n) == region:
                return n
        elif not v:
            return n
    return ex


def _groups(s):
    return re.findall(r"\d+", s)


def _render(ctx, n, region, style):
    pn = ctx.pn
    PNF = pn.PhoneNumberFormat
    intl = pn.format_number(n, PNF.INTERNATIONAL)
    nat = pn.format_number(n, PNF.NATIONAL)
    cc = str(n.country_code)
    nsn = pn.national_significant_number(n)
    ig = _groups(intl)[1:]  # groups after the country code
    ng = _groups(nat)
    meta = pn.PhoneMetadata.metadata_for_region(region)
    trunk = meta.national_prefix or ""
    if style == "nat":
        return nat
    if style == "intl":
        return intl
    if style == "e164":
        return "+" + cc + nsn
    if style == "00":
        return "00" + intl[1:]
    if style == "00nosep":
        return "00" + cc + nsn
    if style == "idd":
        return IDD.get(region, "00") + " " + intl[1:]
    if style == "trunk0":
        if trunk != "0" or not ig:
            return None
        return "+" + cc + " (0)" + " ".join(ig)
    if style == "trunk0b":
        if trunk != "0" or not ig:
            return None
        return "+" + cc + " (0) " + " ".join(ig)
    if style == "natdash":
        return "-".join(ng)
    if style == "natdot":
        return ".".join(ng)
    if style == "natslash":
        if len(ng) < 2:
            return None
        return ng[0] + "/" + "".join(ng[1:])
    if style == "natslash2":
        if len(ng) < 2:
            return None
        return ng[0] + " / " + " ".join(ng[1:])
    if style == "natbr":
        if len(ng) < 2 or "(" in nat:
            return None
        return "(" + ng[0] + ") " + " ".join(ng[1:])
    if style == "natplain":
        return "".join(ng)
    if style == "natpairs":
        d = "".join(ng)
        head = ng[0]
        rest = d[len(head):]
        out = [rest[i:i + 2] for i in range(0, len(rest), 2)]
        if len(out) < 2:
            return None
        if len(out[-1]) == 1:
            out[-2] += out[-1]
            out.pop()
        return head + " " + " ".join(out)
    if style == "nat334":
        d = "".join(ng)
        if len(d) != 10:
            return None
        return d[:3] + " " + d[3:6] + " " + d[6:]
    if style == "nbsp":
        return intl.replace(" ", "\u00a0")
    if style == "nnbsp":
        return intl.replace(" ", "\u202f")
    if style == "natnbsp":
        return nat.replace(" ", "\u00a0")
    if style == "ccbr":
        if len(ig) < 2:
            return None
        return "+" + cc + " (" + ig[0] + ") " + " ".join(ig[1:])
    if style == "brcc":
        return "(+" + cc + ") " + " ".join(ig)
    if style == "intldash":
        return "+" + cc + "-" + "-".join(ig)
    if style == "intldot":
        return "+" + cc + "." + ".".join(ig)
    if style == "ccsp":
        return "+" + cc + " " + nsn
    if style == "intlslash":
        if len(ig) < 2:
            return None
        return "+" + cc + " " + ig[0] + "/" + "".join(ig[1:])
    raise KeyError(style)


PHONE_STYLES = ["nat"] * 6 + ["intl"] * 6 + ["e164"] * 2 + ["00"] * 3 + [
    "00nosep", "idd", "idd", "trunk0", "trunk0", "trunk0b", "natdash", "natdash", "natdot",
    "natslash", "natslash2", "natbr", "natplain", "natplain", "natpairs", "nat334",
    "nbsp", "nnbsp", "natnbsp", "ccbr", "brcc", "intldash", "intldot", "ccsp",
    "intlslash"]


def _phone_ok(ctx, s, region, n):
    pn = ctx.pn
    norm = re.sub(r"\s+", " ", s)
    try:
        m = pn.parse(norm, region)
    except pn.NumberParseException:
        return None
    if m.country_code != n.country_code or m.national_number != n.national_number:
        return None
    if m.extension:
        return None
    if not pn.is_possible_number(m):
        return None
    return pn.is_valid_number(m)


def make_phone_text(ctx, region, lang, kind=None, style=None, ext=False,
                    split=False, valid=None):
    rng = ctx.rng
    if kind is None:
        kind = ctx.choice(["fixed", "fixed", "mobile", "mobile", "mobile", "tollfree"])
    if valid is None:
        valid = rng.random() > 0.1
    n = make_number(ctx, region, kind, valid)
    styles = [style] if style else []
    for _ in range(40):
        styles.append(ctx.choice(PHONE_STYLES))
    styles += ["intl", "nat", "e164"]
    for st in styles:
        s = _render(ctx, n, region, st)
        if not s:
            continue
        if split:
            seps = [m.start() for m in re.finditer(r"[ \u00a0\u202f]", s) if m.start() >= 4]
            if seps:
                i = ctx.choice(seps)
                s = s[:i] + "\n" + s[i + 1:]
        ok = _phone_ok(ctx, s, region, n)
        if ok is None:
            continue
        tail = ""
        if ext:
            num = ctx.digits(rng.randint(1, 4)).lstrip("0") or "7"
            outs = EXT_OUT.get(lang, [])
            ins = EXT_IN + EXT_IN_LANG.get(lang, [])
            if outs and rng.random() < 0.5:
                w = ctx.choice(outs)
                tail = ctx.choice([" " + w, ", " + w, " (" + w]) + num
                if tail.startswith(" ("):
                    tail += ")"
            elif rng.random() < 0.15:
                tail = " #" + num
            else:
                w = ctx.choice(ins)
                sep = ctx.choice([" ", ", "]) if not w.startswith("x") else ctx.choice([" ", ""])
                s = s + sep + w + num
        return s, ok, tail
    raise AssertionError("no style for %s" % region)


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
CARD_BRANDS = {
    "visa": (["4"], [13, 16, 16, 16, 19]),
    "mc": (["51", "52", "53", "54", "55", "2221", "2300", "2499", "2612", "2720", "2720", "2288"], [16]),
    "amex": (["34", "37"], [15]),
    "diners": (["300", "301", "305", "36", "38", "39"], [14]),
    "discover": (["6011", "644", "649", "65"], [16, 16, 19]),
    "jcb": (["3528", "3531", "3566", "3589"], [16, 16, 19]),
    "unionpay": (["62"], [16, 17, 18, 19]),
    "maestro": (["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763"], [12, 13, 15, 16, 18, 19]),
}


def card_groups(brand, length):
    if brand == "amex":
        return [[4, 6, 5]]
    if brand == "diners" and length == 14:
        return [[4, 6, 4]]
    if length == 16:
        return [[4, 4, 4, 4], [8, 8], [4, 8, 4]]
    if length == 19:
        return [[4, 4, 4, 4, 3], [6, 13]]
    return [[length]]


def make_card(ctx, brand=None, grouping=None):
    rng = ctx.rng
    if brand is None:
        brand = ctx.choice(["visa", "visa", "visa", "mc", "mc", "mc", "amex", "amex", "diners",
                            "discover", "jcb", "unionpay", "maestro"])
    prefixes, lengths = CARD_BRANDS[brand]
    pre = ctx.choice(prefixes)
    if brand == "mc" and len(pre) == 4 and pre not in ("2221", "2720"):
        pre = str(rng.randint(2221, 2720))
    length = ctx.choice(lengths)
    d = luhn_complete(pre + ctx.digits(length - len(pre) - 1))
    if grouping is None:
        grouping = ctx.choice(["plain", "group", "group", "group", "dash", "alt"])
    if grouping == "plain":
        return d
    gs = card_groups(brand, length)
    g = gs[0] if grouping in ("group", "dash") else ctx.choice(gs)
    out, i = [], 0
    for k in g:
        out.append(d[i:i + k])
        i += k
    return ("-" if grouping == "dash" else " ").join(out)


# ---------------------------------------------------------------------------
# IBAN
# ---------------------------------------------------------------------------
def make_iban(ctx, cc, grouped=None):
    length, struct = IBAN_REGISTRY[cc]
    bban = []
    for num, typ in re.findall(r"(\d+)([nac])", struct):
        for _ in range(int(num)):
            if typ == "n":
                bban.append(ctx.choice(string.digits))
            elif typ == "a":
                bban.append(ctx.choice(string.ascii_uppercase))
            else:
                bban.append(ctx.choice(string.ascii_uppercase + string.digits * 3))
    bban = "".join(bban)
    r = bban + cc + "00"
    chk = 98 - int("".join(str(int(c, 36)) for c in r)) % 97
    s = cc + "%02d" % chk + bban
    assert len(s) == length and iban_checksum_ok(s)
    if grouped is None:
        grouped = ctx.rng.random() < 0.6
    if grouped:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------------------
# IP addresses
# ---------------------------------------------------------------------------
def make_ip(ctx, kind=None):
    rng = ctx.rng
    if kind is None:
        kind = ctx.choice(["v4", "v4", "v4", "v4priv", "v4doc", "v6", "v6", "v6full",
                           "v6upper", "v6mapped", "v6doc", "v6ll"])
    if kind == "v4":
        while True:
            a = rng.randint(1, 223)
            if a not in (10, 127):
                break
        return "%d.%d.%d.%d" % (a, rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "v4priv":
        return ctx.choice(["10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                           "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)),
                           "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))])
    if kind == "v4doc":
        return ctx.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(1, 254))
    if kind == "mask":
        return ctx.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.255.192",
                           "255.255.252.0", "255.255.255.248"])
    if kind == "loop4":
        return "127.0.0.1"
    if kind == "any4":
        return "0.0.0.0"
    if kind == "loop6":
        return "::1"
    if kind == "any6":
        return "::"
    if kind in ("v6", "v6full", "v6upper"):
        pre = ctx.choice(["2001:db8", "2a02:%x" % rng.randint(0x1000, 0xffff),
                          "2600:%x" % rng.randint(0x1000, 0x1fff),
                          "2001:%x" % rng.randint(0x200, 0xfff),
                          "2c0f:%x" % rng.randint(0xf000, 0xffff),
                          "240e:%x" % rng.randint(0x100, 0xfff),
                          "fd%02x:%x" % (rng.randint(0, 255), rng.randint(0, 0xffff))])
        words = [int(w, 16) for w in pre.split(":")]
        nz = rng.randint(0, 4)
        while len(words) < 8:
            if len(words) < 8 - nz:
                words.append(rng.randint(0, 0xffff))
            else:
                words.append(0)
        if rng.random() < 0.5:
            words[-1] = rng.randint(1, 0xffff)
        a = ipaddress.IPv6Address(":".join("%x" % w for w in words))
        if kind == "v6full":
            return a.exploded if rng.random() < 0.5 else ":".join("%x" % w for w in words)
        s = a.compressed
        return s.upper() if kind == "v6upper" else s
    if kind == "v6mapped":
        return ctx.choice(["::ffff:", "::FFFF:"]) + make_ip(ctx, "v4")
    if kind == "v6doc":
        return str(ipaddress.IPv6Address("2001:db8::%x:%x" % (rng.randint(0, 0xffff), rng.randint(1, 0xffff))))
    if kind == "v6ll":
        return "fe80::%x:%x:%x:%x" % tuple(rng.randint(0, 0xffff) for _ in range(4))
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# e-mail
# ---------------------------------------------------------------------------
def _ascii(s):
    import unicodedata
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if c.isascii() and (c.isalnum() or c in "-"))
    return s.lower()


def make_email(ctx, fk, kind=None):
    rng = ctx.rng
    first = _ascii(fk.first_name()) or _ascii(ctx.fk_en.first_name())
    last = _ascii(fk.last_name()) or _ascii(ctx.fk_en.last_name())
    try:
        dom = fk.domain_name()
    except Exception:  # pragma: no cover
        dom = ctx.fk_en.domain_name()
    if not re.fullmatch(r"[a-z0-9.-]+\.[a-z]{2,}", dom):
        dom = ctx.fk_en.domain_name()
    free = fk.free_email_domain()
    if not re.fullmatch(r"[a-z0-9.-]+\.[a-z]{2,}", free):
        free = ctx.choice(["gmail.com", "outlook.com", "yahoo.com", "proton.me"])
    if kind is None:
        kind = ctx.choice(["fl", "fl", "f", "fdl", "role", "plus", "num", "under", "sub",
                           "free", "free", "free", "upper", "init"])
    if kind == "fl":
        return "%s.%s@%s" % (first, last, dom)
    if kind == "f":
        return "%s@%s" % (first, dom)
    if kind == "fdl":
        return "%s-%s@%s" % (first, last, dom)
    if kind == "role":
        return "%s@%s" % (ctx.choice(["info", "office", "kontakt", "contact", "sales", "support",
                                      "booking", "billing", "hr", "noreply", "admin", "postmaster",
                                      "webmaster", "hello", "rezervace", "ventas", "empleo"]), dom)
    if kind == "plus":
        return "%s+%s@%s" % (first, ctx.choice(["news", "shop", "2024", "spam", "github"]), free)
    if kind == "num":
        return "%s%s%d@%s" % (first, last[:3], rng.randint(1, 99), free)
    if kind == "under":
        return "%s_%s@%s" % (first, last, free)
    if kind == "sub":
        return "%s.%s@%s.%s" % (first[:1], last, ctx.choice(["mail", "eu", "corp", "students", "dept"]), dom)
    if kind == "free":
        return "%s.%s%s@%s" % (first, last, ctx.choice(["", "", str(rng.randint(70, 2009))]), free)
    if kind == "upper":
        return "%s.%s@%s" % (first.capitalize(), last.upper(), dom.upper() if rng.random() < 0.3 else dom)
    if kind == "init":
        return "%s%s@%s" % (first[:1], last, dom)
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# helpers for templates
# ---------------------------------------------------------------------------
def _safe(fk, ctx, attr):
    try:
        v = getattr(fk, attr)()
    except (AttributeError, TypeError):
        v = getattr(ctx.fk_en, attr)()
    return v


def nm(d):
    return _safe(d.fk, d.ctx, "name")


def first(d):
    return _safe(d.fk, d.ctx, "first_name")


def co(d):
    return _safe(d.fk, d.ctx, "company")


def city(d):
    return _safe(d.fk, d.ctx, "city")


def street(d):
    return _safe(d.fk, d.ctx, "street_address")


def postcode(d):
    return _safe(d.fk, d.ctx, "postcode")


def addr1(d):
    return _safe(d.fk, d.ctx, "address").replace("\n", ", ")


def job(d):
    return _safe(d.fk, d.ctx, "job")


def web(d):
    return "www." + _safe(d.fk, d.ctx, "domain_name")


def date(d):
    r = d.ctx.rng
    return "%02d.%02d.%d" % (r.randint(1, 28), r.randint(1, 12), r.randint(2019, 2025))


def isodate(d):
    r = d.ctx.rng
    return "%d-%02d-%02d" % (r.randint(2019, 2025), r.randint(1, 12), r.randint(1, 28))


def hhmm(d):
    r = d.ctx.rng
    return "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))


def money(d, lo=5, hi=2500):
    r = d.ctx.rng
    return "%d,%02d" % (r.randint(lo, hi), r.randint(0, 99)) if r.random() < 0.5 else \
        "%d.%02d" % (r.randint(lo, hi), r.randint(0, 99))


def lbl(d, key, sep=": "):
    return d.v[key] + sep


TEMPLATES = []


def template(fn):
    TEMPLATES.append(fn)
    return fn


# ---------------------------------------------------------------------------
# synthetic templates with PII (b4-NNN)
# ---------------------------------------------------------------------------
@template
def t_signature(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["--\n", "-- \n", "", "___\n"]) + d.v["regards"] + c([",\n", "\n\n"]) + nm(d) + "\n")
    d.t(job(d) + c([" | ", "\n"]) + co(d) + "\n")
    d.t(lbl(d, "tel", c([": ", " ", ". "]))).phone(kind="fixed", ext=r.random() < 0.3).t("\n")
    if r.random() < 0.7:
        d.t(lbl(d, "mob", c([": ", " "]))).phone(kind="mobile").t("\n")
    if r.random() < 0.5:
        d.t(c(["", d.v["email"] + ": "])).email().t("\n")
    d.t(web(d) + "\n")


@template
def t_invoice(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(co(d) + "\n" + street(d) + "\n" + postcode(d) + " " + city(d) + "\n")
    d.t(d.v["tel"] + " ").phone(kind="fixed").t(" · " + d.v["fax"] + " ").phone(kind="fixed").t("\n")
    d.t(d.v["email"] + ": ").email(kind="role").t("\n\n")
    d.t("%s Nr. %d-%04d   %s\n" % (d.v["invoice"], r.randint(2020, 2025), r.randint(1, 9999), date(d)))
    for _ in range(r.randint(1, 3)):
        d.t("%dx %s  %s\n" % (r.randint(1, 12), c(["Service", "Consulting", "Hosting", "Wartung", "Licence"]), money(d)))
    d.t(d.v["total"] + ": " + money(d, 100, 9000) + " EUR\n\n" + d.v["transfer"] + ":\n")
    d.t("IBAN: ").iban().t("\nBIC: " + "".join(c(string.ascii_uppercase) for _ in range(6)) + c(["2X", "22", "MM", "FF"]) + "\n")


@template
def t_footer(d):
    r, c = d.ctx.rng, d.ctx.choice
    sep = c([" | ", " · ", " • ", " – ", "\n"])
    d.t("© %d %s%s%s%s" % (r.randint(2015, 2025), co(d), sep, addr1(d), sep))
    d.t(d.v["tel"] + " ").phone(kind="fixed").t(sep)
    if r.random() < 0.5:
        d.t(d.v["fax"] + " ").phone(kind="fixed").t(sep)
    d.email(kind="role").t(sep + c(["Impressum", "Privacy", "Datenschutz", "Mentions légales", "AGB", "Sitemap"]))


@template
def t_imprint(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["Impressum\n\n", "Legal notice\n\n", "Mentions légales\n\n", "Colofon\n\n", "Imprint\n"]))
    d.t(co(d) + "\n" + street(d) + "\n" + postcode(d) + " " + city(d) + "\n\n")
    d.t(c(["Geschäftsführer", "Managing director", "Directeur", "Directie"]) + ": " + nm(d) + "\n")
    d.t(d.v["tel"] + ": ").phone(kind="fixed", style=c([None, "trunk0", "natslash", "intl"])).t("\n")
    d.t(d.v["fax"] + ": ").phone(kind="fixed").t("\n")
    d.t(d.v["email"] + ": ").email(kind="role").t("\n")
    d.t("USt-IdNr.: %s%09d\nHRB %d\n" % (c(["DE", "AT U", "FR", "NL"]).replace(" ", ""), r.randint(0, 999999999), r.randint(1000, 99999)))
    if r.random() < 0.5:
        d.t("IBAN ").iban().t("\n")


@template
def t_csv(d):
    r, c = d.ctx.rng, d.ctx.choice
    sep = c([",", ";", "\t", "|"])
    cols = c([["id", "name", "email", "phone", "city"], ["customer_id", "full_name", "phone", "email", "created"],
              ["ID", "Name", "Telefon", "E-Mail", "PLZ"], ["#", "contact", "mobile", "mail", "notes"]])
    d.t(sep.join(cols) + "\n")
    for i in range(r.randint(3, 6)):
        q = c(['"', ""]) if sep == "," else ""
        for j, col in enumerate(cols):
            if j:
                d.t(sep)
            lc = col.lower()
            if lc in ("id", "customer_id", "#"):
                d.t(str(r.randint(1000, 99999) if lc != "#" else i + 1))
            elif "name" in lc or lc == "contact":
                d.t(q + nm(d) + q)
            elif "mail" in lc:
                d.email()
            elif lc in ("phone", "telefon", "mobile"):
                d.phone(style=c([None, "e164", "natplain"]))
            elif lc == "created":
                d.t(isodate(d) + " " + hhmm(d))
            elif lc == "plz":
                d.t(postcode(d))
            elif lc == "city":
                d.t(city(d))
            else:
                d.t(c(["", "VIP", "call back", "no answer", "paid"]))
        d.t("\n")


@template
def t_sql(d):
    r, c = d.ctx.rng, d.ctx.choice
    tbl = c(["customers", "users", "kunden", "contacts", "leads"])
    d.t("INSERT INTO `%s` (`id`, `name`, `email`, `phone`, `last_ip`) VALUES\n" % tbl)
    k = r.randint(2, 5)
    for i in range(k):
        d.t("(%d, '%s', '" % (r.randint(1, 99999), nm(d).replace("'", "''"))).email().t("', '")
        d.phone(style=c([None, "e164", "intl", "natplain"])).t("', '").ip(kind=c(["v4", "v4", "v6", "v4priv"])).t("')" + ("," if i < k - 1 else ";") + "\n")


@template
def t_json(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t('{\n  "company": "%s",\n  "support": {\n    "phone": "' % co(d).replace('"', ''))
    d.phone(style=c(["e164", "intl", None])).t('",\n    "email": "').email(kind="role").t('",\n')
    d.t('    "hours": "%s"\n  },\n  "smtp": {"host": "' % c(["Mo-Fr 9-17", "24/7", "08:00-20:00"]))
    d.ip(kind=c(["v4", "v4priv", "v6"])).t('", "port": %d},\n  "version": "%d.%d.%d"\n}\n' % (c([25, 465, 587]), r.randint(0, 9), r.randint(0, 30), r.randint(0, 99)))


@template
def t_yaml(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("# deployment config\nserver:\n  bind: ").ip(kind=c(["any4", "v4priv", "loop4", "any6", "loop6"])).t("\n  port: %d\n" % c([80, 443, 8080, 8443, 3000]))
    d.t("  allowed_hosts:\n")
    for _ in range(r.randint(1, 3)):
        k = c(["v4", "v4priv", "v6", "v6doc"])
        d.t("    - ").ip(kind=k).t(c(["", "/24", "/32"] if k.startswith("v4") else ["", "/64", "/48"]) + "\n")
    d.t("admin:\n  name: %s\n  email: " % nm(d)).email().t("\n")
    if r.random() < 0.5:
        d.t("  oncall_phone: \"").phone(kind="mobile", style=c(["e164", "intl"])).t("\"\n")
    d.t("timeout_ms: %d\n" % r.randint(100, 90000))


@template
def t_accesslog(d):
    r, c = d.ctx.rng, d.ctx.choice
    for _ in range(r.randint(2, 4)):
        d.ip(kind=c(["v4", "v4", "v6", "v6mapped", "v4doc"]))
        d.t(' - - [%02d/%s/%d:%s:%02d +0000] "%s %s HTTP/1.1" %d %d "-" "%s"\n' % (
            r.randint(1, 28), c(["Jan", "Feb", "Mar", "Apr", "Oct", "Nov"]), r.randint(2021, 2025), hhmm(d), r.randint(0, 59),
            c(["GET", "POST", "HEAD"]), c(["/", "/login", "/api/v2/items?page=3", "/static/app.9f3c2.js", "/wp-admin/"]),
            c([200, 301, 404, 500, 403]), r.randint(0, 99999), c(["Mozilla/5.0", "curl/8.5.0", "python-requests/2.31"])))


@template
def t_chat(d):
    r, c = d.ctx.rng, d.ctx.choice
    a, b = first(d), first(d)
    d.t("[%s] %s: %s %s\n" % (hhmm(d), a, d.v["hi"], b))
    d.t("[%s] %s: %s " % (hhmm(d), a, d.v["callme"])).phone(kind="mobile").t(c(["", " 🙂", "!", " pls", "."]) + "\n")
    d.t("[%s] %s: ok 👍\n" % (hhmm(d), b))
    if r.random() < 0.5:
        d.t("[%s] %s: " % (hhmm(d), b)).email(kind=c(["free", "plus", "num"])).t("\n")


@template
def t_forum(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("Re: %s\n\n" % c(["Router keeps dropping connection", "Looking for a plumber", "Wer kennt diesen Anbieter?",
                         "Problème avec ma box", "Cerco un idraulico", "ISP blocking port 25"]))
    d.t("%s, %s " % (d.v["hi"], c(["my IP is", "WAN IP:", "IP:", "ip ="])))
    d.ip(kind=c(["v4", "v4", "v6"])).t(c([" and the gateway is ", " / gw "])).ip(kind=c(["v4priv", "v4priv", "v6ll"])).t(".\n")
    d.t(c(["Feel free to PM me or write to ", "Contact: ", "→ "])).email(kind=c(["free", "num", "under"])).t("\n")
    if r.random() < 0.6:
        d.t(c(["or just call ", "tel ", d.v["or"] + " "])).phone(kind="mobile").t("\n")
    d.t("-- posted %s %s\n" % (isodate(d), hhmm(d)))


@template
def t_classified(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s: %s, %d km, %s\n" % (d.v["sale"], c(["VW Golf", "Yamaha MT-07", "Trek Marlin 7", "iPhone 13", "Sofa", "Skoda Octavia"]),
                                   r.randint(1000, 180000), money(d, 50, 20000)))
    d.t(c(["", "Only serious buyers. ", "Price negotiable. "]))
    d.t(c(["Call/WhatsApp ", d.v["callme"] + " ", "☎ ", ""])).phone(kind="mobile", style=c([None, "natplain", "natdash", "natdot"]))
    if r.random() < 0.4:
        d.t(" " + d.v["or"] + " ").phone(kind=c(["mobile", "fixed"]))
    d.t(c(["\n", " (after 6pm)\n", " – no SMS\n"]))


@template
def t_hotel(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s %s ★%s\n%s\n" % (c(["Hotel", "Hostel", "Pension", "Gasthof", "Resort"]), city(d), "★" * r.randint(1, 4), addr1(d)))
    d.t(d.v["reservations"] + ": ").phone(kind="fixed").t("\n")
    if r.random() < 0.5:
        d.t(d.v["fax"] + ": ").phone(kind="fixed").t("\n")
    d.t(d.v["email"] + ": ").email(kind="role").t("\nCheck-in %s, check-out %s\n" % (c(["14:00", "15:00", "16:00"]), c(["10:00", "11:00", "12:00"])))


@template
def t_restaurant(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s\n%s\n%s: %s %s\n" % (co(d), street(d) + ", " + city(d), d.v["hours"], c(["Mo–Sa", "Di-So", "Tue–Sun", "Lun–Ven"]),
                              c(["11:30–22:00", "12–15, 18–23", "17:00 - 01:00"])))
    d.t(c(["☎ ", d.v["reservations"] + ": ", "", "📞 "])).phone(kind=c(["fixed", "mobile"]))
    if r.random() < 0.4:
        d.t(" / ").phone(kind="mobile")
    d.t("\n" + c(["Menu ab %s €" % money(d, 8, 60), "Takeaway available", "Cash only", "Dog friendly"]) + "\n")


@template
def t_cv(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(nm(d).upper() + "\n" + job(d) + "\n\n")
    d.t(addr1(d) + "\n")
    d.phone(kind="mobile", style=c([None, "intl", "nbsp", "natpairs"])).t(c(["  |  ", "\n", " • "])).email(kind=c(["fl", "free", "num"])).t("\n")
    d.t("linkedin.com/in/%s\n\n" % _ascii(first(d)) + c(["BERUFSERFAHRUNG", "EXPERIENCE", "EXPÉRIENCE", "ESPERIENZA"]) + "\n")
    d.t("%d–%d  %s, %s\n" % (r.randint(2005, 2015), r.randint(2016, 2024), job(d), co(d)))


@template
def t_bizcard(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(nm(d) + "\n" + job(d) + "\n\n" + co(d) + "\n" + street(d) + "\n" + postcode(d) + " " + city(d) + "\n\n")
    labels = c([("T ", "M ", "F ", "E "), ("t: ", "m: ", "f: ", "e: "), ("", "", "", ""), ("☎ ", "✆ ", "℻ ", "✉ ")])
    d.t(labels[0]).phone(kind="fixed").t("\n" + labels[1]).phone(kind="mobile").t("\n")
    if r.random() < 0.5:
        d.t(labels[2]).phone(kind="fixed").t("\n")
    d.t(labels[3]).email(kind=c(["fl", "init", "f"])).t("\n")


@template
def t_ticket(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("Ticket #%d  [%s]  Priority: %s\n" % (r.randint(10000, 999999), c(["OPEN", "PENDING", "NEW"]), c(["P2", "High", "Normal"])))
    d.t("Requester: %s <" % nm(d)).email().t(">\n")
    d.t("Callback: ").phone(ext=r.random() < 0.3).t("\n")
    d.t("Client IP: ").ip().t("\nSubject: %s\n" % c(["Cannot log in", "Refund request", "Falsche Rechnung", "Colis non reçu", "Router offline"]))
    d.t("Created %s %s by agent %d\n" % (isodate(d), hhmm(d), r.randint(100, 999)))


@template
def t_calllog(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["time;direction;number;duration\n", "Time\tType\tNumber\tDuration\n", "DATE       TIME   NUMBER                DUR\n"]))
    sep = c([";", "\t", "   "])
    style = c([None, "e164", "natplain", "intl"])
    for _ in range(r.randint(3, 6)):
        d.t(isodate(d) + " " + hhmm(d) + sep + c(["IN", "OUT", "MISSED", "in", "out"]) + sep)
        d.phone(style=style).t(sep + "%d:%02d\n" % (r.randint(0, 40), r.randint(0, 59)))


@template
def t_mdtable(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("| %s | %s | %s |\n|---|---|---|\n" % (c(["Name", "Team", "Standort"]), d.v["tel"].rstrip("."), d.v["email"]))
    for _ in range(r.randint(2, 5)):
        d.t("| %s | " % nm(d)).phone(ext=r.random() < 0.2).t(" | ").email().t(" |\n")


@template
def t_directory(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["Staff directory", "Telefonliste", "Annuaire", "Directory", "Contacts"]) + "\n\n")
    for _ in range(r.randint(3, 6)):
        d.t("%-26s " % nm(d)).phone(kind="fixed", ext=r.random() < 0.5).t("\n")


@template
def t_sms(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["SMS from ", "Message from ", "Von: ", ""]))
    d.phone(kind="mobile", style=c(["e164", "intl", None])).t("\n")
    d.t("%s! %s " % (d.v["hi"], c(["New number, save it:", "my new nr", "This is my new number", "Neue Nummer:", "nouveau numéro :"])))
    d.phone(kind="mobile").t(c(["", " 😉", " thx", "."]) + "\n")


@template
def t_transcript(d):
    r, c = d.ctx.rng, d.ctx.choice
    ag, cu = first(d), first(d)
    d.t("Agent (%s): %s, %s. How can I help?\n" % (ag, d.v["hi"], d.v["support"]))
    d.t("Customer: I want to pay the open balance by card\n")
    d.t("Agent (%s): Sure, please read out the card number\n" % ag)
    d.t("Customer: it's ").card(grouping=c(["group", "plain", "alt"])).t(", expiry %02d/%02d\n" % (r.randint(1, 12), r.randint(25, 31)))
    d.t("Agent (%s): And a callback number?\nCustomer: " % ag).phone(kind="mobile").t("\n")
    d.t("Agent (%s): Thank you %s, the receipt goes to " % (ag, cu)).email().t(".\n")


@template
def t_order(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s #%d-%d %s\n\n" % (d.v["order"], r.randint(100, 999), r.randint(1000000, 9999999), d.v["thanks"]))
    d.t("%s\n%s\n" % (nm(d), addr1(d)))
    d.phone().t("\n").email().t("\n\n")
    d.t("Card: %s **** %04d\n%s: %s\n" % (c(["Visa", "Mastercard", "AMEX"]), r.randint(0, 9999), d.v["total"], money(d)))
    d.t("Tracking: %s%09d%s\n" % (c(["JD", "RR", "LX", "1Z"]), r.randint(0, 999999999), c(["DE", "CN", "", "GB"])))


@template
def t_transfer(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(d.v["transfer"] + ":\n\n" + d.v["holder"] + ": " + nm(d) + "\n")
    d.t("IBAN: ").iban().t("\n")
    d.t("BIC/SWIFT: %s\n" % ("".join(c(string.ascii_uppercase) for _ in range(6)) + "".join(c(string.ascii_uppercase + string.digits) for _ in range(c([2, 5])))))
    d.t("%s: %s-%d\n" % (c(["Reference", "Verwendungszweck", "Référence", "Causale"]), d.v["invoice"].upper()[:3], r.randint(10000, 99999)))
    if r.random() < 0.5:
        d.t(c(["Questions? ", "", "→ "])).email(kind="role").t("\n")


@template
def t_hosts(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("# /etc/hosts\n").ip(kind="loop4").t("\tlocalhost\n").ip(kind="loop6").t("\tlocalhost ip6-localhost\n")
    for _ in range(r.randint(1, 3)):
        d.ip(kind=c(["v4priv", "v4", "v6", "v6full"])).t("\t%s%02d.%s\n" % (c(["db", "web", "cache", "node"]), r.randint(1, 40), c(["lan", "internal", "corp.local"])))


@template
def t_testcards(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["## Test cards (sandbox)\n", "Payment gateway test numbers:\n", "// cards for QA\n"]))
    for _ in range(r.randint(2, 5)):
        brand = c(sorted(CARD_BRANDS))
        d.t("- %s: " % brand.upper()).card(brand=brand).t("  CVC %03d  exp %02d/%d\n" % (r.randint(0, 999), r.randint(1, 12), r.randint(2026, 2032)))


@template
def t_fwlog(d):
    r, c = d.ctx.rng, d.ctx.choice
    for _ in range(r.randint(1, 3)):
        v6 = r.random() < 0.5
        d.t("%s fw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=" % hhmm(d))
        d.ip(kind="v6" if v6 else "v4").t(" DST=").ip(kind="v6doc" if v6 else c(["v4priv", "v4doc"]))
        d.t(" LEN=%d PROTO=%s SPT=%d DPT=%d\n" % (r.randint(40, 1500), c(["TCP", "UDP"]), r.randint(1024, 65535), c([22, 23, 445, 3389, 5060])))


@template
def t_zone(d):
    r, c = d.ctx.rng, d.ctx.choice
    dom = _safe(d.fk, d.ctx, "domain_name")
    d.t("$ORIGIN %s.\n$TTL 3600\n; contact: " % dom).email(kind="role").t("\n")
    d.t("@   IN SOA ns1.%s. hostmaster.%s. (%d 7200 3600 1209600 300)\n" % (dom, dom, r.randint(2020010100, 2025123199)))
    d.t("@   IN A     ").ip(kind=c(["v4", "v4doc"])).t("\n")
    d.t("www IN AAAA  ").ip(kind=c(["v6", "v6doc"])).t("\n")
    d.t("mail IN A    ").ip(kind="v4").t("\n@   IN MX 10 mail\n")


@template
def t_mailheader(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("Received: from mx%d.example.net ([" % r.randint(1, 9)).ip(kind=c(["v4", "v4doc"])).t("])\n\tby mail.local with ESMTPS; %s\n" % isodate(d))
    d.t("From: \"%s\" <" % nm(d)).email().t(">\nTo: ").email().t("\n")
    if r.random() < 0.5:
        d.t("Cc: ").email().t(", ").email().t("\n")
    d.t("Subject: %s\nX-Originating-IP: [" % c(["Angebot", "Re: meeting", "Fwd: invoice", "devis"])).ip(kind="v4").t("]\n")


@template
def t_numberlist(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["Zentrale / Empfang: ", "Switchboard: ", "Standard : ", "Centralino: ", "Hotline: ", ""]))
    d.phone(kind="fixed")
    for _ in range(r.randint(1, 2)):
        d.t(c([" / ", " or ", " " + d.v["or"] + " ", ", ", " - "])).phone()
    d.t("\n")


@template
def t_undername(d):
    r, c = d.ctx.rng, d.ctx.choice
    for _ in range(r.randint(2, 4)):
        d.t(nm(d) + "\n" + c(["", job(d) + "\n"])).phone(kind=c(["mobile", "fixed"])).t("\n\n")


@template
def t_running(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["Interested parties can call ", "For more information call ", "Tickets are available at ", "Anmeldung bis Freitag unter ",
           "Inscriptions au ", "Informazioni al numero "]))
    d.phone(kind=c(["fixed", "mobile", "tollfree"])).t(c([" or write to ", " oder per Mail an ", " ou par courriel à "])).email(kind="role")
    d.t(c([". The event starts at %s." % hhmm(d), ". Entry %s." % money(d, 3, 30), "."]) + "\n")


@template
def t_tollfree(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["FREE HOTLINE ", "Gratis-Hotline: ", "Numéro vert ", "Numero verde ", "Toll-free: ", ""]))
    d.phone(kind="tollfree").t(c(["\n", " (24/7)\n", " – free from landlines\n"]))
    if r.random() < 0.5:
        d.t(c(["From abroad: ", "International: "])).phone(kind="fixed", style=c(["intl", "00", "e164"])).t("\n")


@template
def t_event(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s %s, %s %s\n%s\n" % (c(["Sommerfest", "Annual meetup", "Fête des voisins", "Charity run"]), r.randint(2023, 2026), date(d), hhmm(d), addr1(d)))
    d.t("RSVP: ").email().t(c([" / ", " or ", "\n"])).phone(kind="mobile").t("\n")


@template
def t_rental(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%d-room flat, %d m², %s/month\n%s\n" % (r.randint(1, 5), r.randint(25, 140), money(d, 400, 3000), city(d)))
    d.t("Agent: %s\n" % nm(d)).phone(kind="fixed", ext=r.random() < 0.4).t("\n").phone(kind="mobile", split=r.random() < 0.2).t("\n")


@template
def t_newsletter(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s %s,\n\n" % (d.v["hi"], c(["everyone", "alle", "à tous", "a tutti"])))
    d.t(c(["Next training is on ", "Das nächste Training ist am ", "Prochain entraînement le "]) + date(d) + ".\n")
    d.t(c(["Questions to our coach ", "Fragen an ", "Contact "]) + nm(d) + ", ")
    d.phone(kind="mobile").t(", ").email(kind="free").t("\n\n" + d.v["regards"] + "\n")


@template
def t_practice(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("Dr. %s\n%s\n" % (nm(d), c(["Allgemeinmedizin", "Dentist", "Pédiatre", "Physiotherapy", "Veterinary clinic"])))
    d.t(d.v["hours"] + ": Mo-Fr %s\n" % c(["8-12, 14-18", "08:00–17:30", "9–13"]))
    d.t(d.v["tel"] + " ").phone(kind="fixed").t("\n" + c(["Notfall", "Emergency", "Urgences", "Urgenze"]) + ": ").phone(kind="mobile").t("\n")


@template
def t_bio(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["📸 photographer | ", "Freelance dev • ", "Makeup artist ✨ ", "DJ / producer — "]) + city(d) + "\n")
    d.t(c(["bookings: ", "📩 ", "✉️ ", "biz: "])).email(kind=c(["free", "plus", "f"])).t(c([" | ", "\n"]))
    d.t(c(["📞 ", "WA ", "☎️ "])).phone(kind="mobile", style=c(["intl", "e164", "00"])).t("\n")


@template
def t_vcard(d):
    r, c = d.ctx.rng, d.ctx.choice
    n = nm(d)
    d.t("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\n" % (n, co(d)))
    d.t("TEL;TYPE=work,voice:").phone(kind="fixed", style=c(["intl", "e164"])).t("\n")
    d.t("TEL;TYPE=cell:").phone(kind="mobile", style=c(["intl", "e164", "nat"])).t("\n")
    d.t("EMAIL;TYPE=internet:").email().t("\nREV:%sT%s:00Z\nEND:VCARD\n" % (isodate(d), hhmm(d)))


@template
def t_wrapped(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(c(["Bei Rückfragen erreichen Sie unser Büro\nwerktags unter ", "If you have any questions please\nring the front desk on ",
           "Pour toute question, contactez le secrétariat au\n", "Per informazioni chiamare il numero "]))
    d.phone(kind="fixed", split=True, style=c(["intl", "nat", "nbsp", "trunk0b"])).t(c([" oder schreiben\nSie uns.", "\nbetween 9 and 5.", ".", " grazie."]) + "\n")


@template
def t_cardchat(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s: %s, %s\n" % (first(d), d.v["hi"], c(["can you book it on my card?", "use this one pls", "nimm die Karte"])))
    d.t("%s: " % first(d)).card(grouping=c(["alt", "plain", "group"])).t("\n")
    d.t(c(["exp %02d/%02d cvv in next msg\n" % (r.randint(1, 12), r.randint(25, 30)), "thx\n", "👍\n"]))


@template
def t_expense(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("Expense claim %s – %s\n" % (isodate(d), nm(d)))
    for _ in range(r.randint(2, 4)):
        d.t("  %s  %s\n" % (c(["Taxi", "Hotel", "Train", "Meals", "Parking"]), money(d, 5, 600)))
    d.t("Paid with corporate card ").card(brand=c(["amex", "visa", "mc", "diners"])).t("\nReimburse to IBAN ").iban().t("\n")


@template
def t_compose(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("services:\n  app:\n    image: registry.local/app:%d.%d\n    environment:\n      - ADMIN_EMAIL=" % (r.randint(1, 9), r.randint(0, 40)))
    d.email(kind="role").t("\n      - DB_HOST=").ip(kind="v4priv").t("\n    networks:\n      backend:\n        ipv4_address: ").ip(kind="v4priv")
    d.t("\n        ipv6_address: ").ip(kind=c(["v6", "v6doc"])).t("\n")


@template
def t_apijson(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t('{"user":{"id":%d,"name":"%s","email":"' % (r.randint(1, 9999999), nm(d).replace('"', "")))
    d.email().t('","phone":"').phone(style=c(["e164", "e164", "intl"])).t('","last_login_ip":"').ip().t('","created_at":"%sT%s:00Z"}}\n' % (isodate(d), hhmm(d)))


@template
def t_mailinglist(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("On %s, %s <" % (isodate(d), nm(d))).email().t("> wrote:\n> %s\n\n" % c(["Any news on the release?", "I see the same crash.", "Patch attached."]))
    d.t(c(["Applied, thanks.", "LGTM.", "Can you rebase?"]) + "\n\n--\nTo unsubscribe, send mail to ").email(kind="role").t("\n")


@template
def t_delivery(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s %s%d\n" % (c(["Delivery note", "Lieferschein", "Bon de livraison"]), c(["LS-", "DN", "BL"]), r.randint(100000, 999999)))
    d.t("Driver: %s, " % first(d)).phone(kind="mobile").t("\nRecipient: %s, %s\n" % (nm(d), addr1(d)))
    d.t("Pieces: %d, weight %d,%d kg, tracking %s\n" % (r.randint(1, 9), r.randint(1, 40), r.randint(0, 9), "".join(c(string.digits) for _ in range(12))))


@template
def t_extlist(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(co(d) + "\n")
    for dept in c([["Sales", "Support", "Billing"], ["Verkauf", "Technik", "Buchhaltung"], ["Ventes", "SAV", "Compta"]]):
        d.t(dept + ": ").phone(kind="fixed", ext=True).t("\n")


@template
def t_ipaddr(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("$ ip addr show eth0\n2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP\n")
    d.t("    link/ether %s brd ff:ff:ff:ff:ff:ff\n" % ":".join("%02x" % r.randint(0, 255) for _ in range(6)))
    d.t("    inet ").ip(kind=c(["v4priv", "v4"])).t("/%d brd " % c([24, 16, 22])).ip(kind="v4priv").t(" scope global eth0\n")
    d.t("    inet6 ").ip(kind="v6").t("/64 scope global dynamic\n    inet6 ").ip(kind="v6ll").t("/64 scope link\n")


@template
def t_pcireport(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("DLP scan %s: %d findings\n" % (isodate(d), r.randint(2, 5)))
    d.t("  /srv/export/orders_%d.csv line %d: " % (r.randint(2019, 2025), r.randint(1, 9999))).card(grouping="plain").t("\n")
    d.t("  masked (ok): %s******%04d\n" % (c(["411111", "550000", "378282"]), r.randint(0, 9999)))
    d.t("  ticket note: \"card ").card().t(" declined\"\n")


@template
def t_sepa(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("SEPA-Lastschriftmandat / SEPA Direct Debit Mandate\nGläubiger-ID: DE%02dZZZ%011d\nMandatsreferenz: M-%d\n" % (r.randint(10, 99), r.randint(0, 99999999999), r.randint(100000, 999999)))
    d.t("Kontoinhaber: %s\nIBAN: " % nm(d)).iban(grouped=r.random() < 0.5).t("\nDatum: %s\n" % date(d))


@template
def t_router(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("interface GigabitEthernet0/%d\n ip address " % r.randint(0, 3)).ip(kind=c(["v4", "v4priv"])).t(" ").ip(kind="mask").t("\n")
    d.t(" ipv6 address ").ip(kind=c(["v6", "v6doc"])).t("/64\n!\nip route ").ip(kind="any4").t(" ").ip(kind="any4").t(" ").ip(kind="v4").t("\nntp server ").ip(kind="v4").t("\n")


@template
def t_whois(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("Registrant Name: %s\nRegistrant Organization: %s\nRegistrant Phone: " % (nm(d), co(d)))
    d.phone(style=c(["intldot", "e164", "intl"])).t("\nRegistrant Fax: ").phone(kind="fixed", style=c(["intldot", "e164"])).t("\nRegistrant Email: ").email().t("\n")
    d.t("Name Server: ns%d.%s\n" % (r.randint(1, 3), c(["cloudns.net", "domaincontrol.com", "dns.local"])))


@template
def t_shipping_label(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("TO:\n%s\n%s\n%s %s\n" % (nm(d).upper(), street(d).upper(), postcode(d), city(d).upper()))
    d.t(c(["TEL ", "PH: ", "☎ "])).phone(kind="mobile", style=c(["natplain", "e164", None])).t("\n")
    d.t("REF %s  WT %d.%d KG\n" % ("".join(c(string.ascii_uppercase + string.digits) for _ in range(10)), r.randint(0, 30), r.randint(0, 9)))


@template
def t_voicemail(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("Voicemail (%ds) from " % r.randint(5, 90)).phone(style=c(["e164", "intl"])).t(" at %s:\n\"%s, this is %s, please call me back on " % (hhmm(d), d.v["hi"], first(d)))
    d.phone(kind="mobile", style=c(["nat", "natpairs", "natdash", "natplain"])).t(c([" thanks\"\n", ", bye\"\n"]))


@template
def t_grouped_list(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t(d.v["contact"] + "\n")
    d.t(d.v["tel"] + " ").phone(kind="fixed").t("\n")
    d.t(d.v["mob"] + " ").phone(kind="mobile").t(" " + d.v["or"] + " ").phone(kind="mobile").t("\n")
    d.t(d.v["email"] + " ").email().t("\n")


@template
def t_bankletter(d):
    r, c = d.ctx.rng, d.ctx.choice
    d.t("%s %s,\n\n%s\n\n" % (d.v["hi"], nm(d), c(["your refund has been approved.", "Ihre Erstattung wurde genehmigt.", "votre remboursement a été validé."])))
    d.t("IBAN ").iban(grouped=True).t("\n%s %s\n\n%s\n%s\n" % (d.v["total"], money(d), d.v["regards"], co(d)))
    d.t(d.v["support"] + ": ").phone(kind=c(["tollfree", "fixed"])).t("\n")


# ---------------------------------------------------------------------------
# PII-free templates (b4f-NN): look-alikes only
# ---------------------------------------------------------------------------
FREE_TEMPLATES = []


def free(fn):
    FREE_TEMPLATES.append(fn)
    return fn


def _R(ctx):
    return ctx.rng, ctx.choice


def _dig(ctx, n):
    return ctx.digits(n)


@free
def f_changelog(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 6)):
        out.append("## %d.%d.%d (%d-%02d-%02d)\n- %s (#%d)\n" % (r.randint(0, 12), r.randint(0, 40), r.randint(0, 30), r.randint(2018, 2025),
                   r.randint(1, 12), r.randint(1, 28), c(["Fix crash on startup", "Bump lodash to 4.17.21", "Drop Python 3.7", "Faster parser", "Update deps"]), r.randint(100, 9999)))
    return "".join(out)


@free
def f_timetable(ctx):
    r, c = _R(ctx)
    out = ["%s  %s\n" % (c(["RE 5", "ICE 578", "S1", "TGV 6231", "Bus 42"]), c(["Gleis", "Platform", "Voie", "Binario"]))]
    h = r.randint(5, 9)
    for _ in range(r.randint(4, 8)):
        out.append("%s %02d:%02d  %02d:%02d  %d\n" % (c(["Köln Hbf", "Bonn", "Lyon Part-Dieu", "Milano C.le", "Basel SBB", "Zürich HB"]), h, r.randint(0, 59), h, r.randint(0, 59), r.randint(1, 19)))
        h += 1
    return "".join(out)


def _isbn13(ctx):
    d = "978" + ctx.digits(9)
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
    return d + str((10 - s % 10) % 10)


@free
def f_isbn(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(2, 5)):
        i = _isbn13(ctx)
        i = c([i, "%s-%s-%s-%s-%s" % (i[:3], i[3], i[4:8], i[8:12], i[12])])
        out.append("%s. %s. %s: %s, %d. %d pp. ISBN %s\n" % (ctx.fk_en.last_name(), ctx.fk_en.catch_phrase(), ctx.fk_en.city(), ctx.fk_en.company(), r.randint(1980, 2024), r.randint(90, 900), i))
    return "".join(out)


@free
def f_orders(ctx):
    r, c = _R(ctx)
    out = ["%s\n" % c(["Your recent orders", "Bestellübersicht", "Historique des commandes"])]
    for _ in range(r.randint(3, 6)):
        out.append("%s-%s  %d-%02d-%02d  %s  %s %s\n" % (c(["ORD", "INV", "RE", "FA"]), _dig(ctx, r.randint(6, 10)), r.randint(2020, 2025), r.randint(1, 12), r.randint(1, 28),
                                                    c(["shipped", "delivered", "versandt", "livré"]), c(["tracking", "Sendungsnr."]), c(["1Z", "JJD", "00340"]) + _dig(ctx, 14)))
    return "".join(out)


@free
def f_coords(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 6)):
        lat, lon = r.uniform(-60, 70), r.uniform(-170, 170)
        out.append(c(["%s: %.6f, %.6f\n", "%s  lat=%.5f lon=%.5f\n", "%s (%.4f, %.4f)\n"]) % (ctx.fk_en.city(), lat, lon))
    return "Waypoints\n" + "".join(out)


@free
def f_hashes(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 6)):
        out.append("%s  %s-%d.%d.%d.tar.gz\n" % ("".join(c("0123456789abcdef") for _ in range(c([40, 64]))), c(["libfoo", "zlib", "app", "openssl"]), r.randint(0, 3), r.randint(0, 20), r.randint(0, 20)))
    out.append("commit %s\nDate: %s\n" % ("".join(c("0123456789abcdef") for _ in range(40)), "Mon Mar %d %02d:%02d:%02d %d +0100" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(2019, 2025))))
    return "".join(out)


@free
def f_prices(ctx):
    r, c = _R(ctx)
    cur = c(["€", "EUR", "$", "CHF", "zł", "Kč", "kr", "₹", "R$"])
    out = []
    for _ in range(r.randint(4, 8)):
        out.append("%-24s %s %d,%02d\n" % (c(["Espresso", "Cappuccino", "Croissant", "Pizza Margherita", "Bier 0,5 l", "Wiener Schnitzel", "Salade niçoise", "Tiramisu"]), cur, r.randint(1, 40), r.randint(0, 99)))
    return "".join(out)


@free
def f_mac(ctx):
    r, c = _R(ctx)
    out = ["Device            MAC                Port\n"]
    for _ in range(r.randint(3, 6)):
        mac = c([":", "-"]).join("%02X" % r.randint(0, 255) for _ in range(6))
        out.append("%-17s %s  Gi1/0/%d\n" % (c(["printer-2og", "ap-lobby", "cam-03", "nas", "laptop-hr"]), mac, r.randint(1, 48)))
    return "".join(out)


@free
def f_postcodes(ctx):
    r, c = _R(ctx)
    fk = ctx.fakers[c(["de_DE", "fr_FR", "en_GB", "nl_NL", "pl_PL", "en_US", "es_ES", "it_IT"])]
    return "Delivery zones:\n" + "".join("%s %s\n" % (fk.postcode(), fk.city()) for _ in range(r.randint(4, 8)))


@free
def f_taxids(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 5)):
        out.append(c(["USt-IdNr. DE%s", "VAT GB%s", "TVA FR%s", "NIF ES B%s", "P.IVA IT%s", "NIP %s", "Steuernummer 1%s"]) % _dig(ctx, 9) + "\n")
    return "Supplier tax ids\n" + "".join(out)


@free
def f_imei(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(2, 5)):
        imei = luhn_complete(c(["86", "01", "99", "86"]) + _dig(ctx, 12))
        out.append("IMEI %s  SN %s  FW %d.%d.%d\n" % (imei, "".join(c(string.ascii_uppercase + string.digits) for _ in range(11)), r.randint(1, 9), r.randint(0, 9), r.randint(0, 99)))
    return "".join(out)


@free
def f_parts(ctx):
    r, c = _R(ctx)
    out = ["Pos  Part no.          Qty  Unit price\n"]
    for i in range(r.randint(3, 7)):
        out.append("%-4d %-17s %-4d %d.%02d\n" % (i + 1, c(["A2-%s-%s" % (_dig(ctx, 3), _dig(ctx, 4)), "%s.%s.%s" % (_dig(ctx, 3), _dig(ctx, 3), _dig(ctx, 2)), "BN%s" % _dig(ctx, 8), "%s-%s" % (_dig(ctx, 4), _dig(ctx, 5))]), r.randint(1, 100), r.randint(0, 500), r.randint(0, 99)))
    return "".join(out)


@free
def f_measure(ctx):
    r, c = _R(ctx)
    out = ["Sample  Length (mm)  Mass (g)  Temp (°C)\n"]
    for i in range(r.randint(4, 8)):
        out.append("S%02d     %.2f       %.3f     %.1f\n" % (i + 1, r.uniform(10, 999), r.uniform(0.1, 99), r.uniform(-20, 80)))
    return "".join(out)


@free
def f_scores(ctx):
    r, c = _R(ctx)
    teams = ["Bayern", "Dortmund", "Ajax", "PSV", "Lyon", "Marseille", "Inter", "Napoli", "Celtic", "Benfica", "Porto", "Sevilla"]
    out = ["Matchday %d\n" % r.randint(1, 34)]
    for _ in range(r.randint(3, 6)):
        a, b = r.sample(teams, 2)
        out.append("%s %d:%d %s (%d')\n" % (a, r.randint(0, 5), r.randint(0, 5), b, r.randint(1, 90)))
    out.append("Attendance: %d.%03d\n" % (r.randint(10, 81), r.randint(0, 999)))
    return "".join(out)


@free
def f_stocks(ctx):
    r, c = _R(ctx)
    out = []
    for t in r.sample(["AAPL", "MSFT", "SAP", "ASML", "NESN", "7203.T", "005930.KS", "BMW", "TSLA", "AIR.PA", "HSBA.L", "RELIANCE.NS"], r.randint(3, 6)):
        out.append("%-10s %8.2f  %+.2f%%  vol %d,%03d,%03d\n" % (t, r.uniform(5, 900), r.uniform(-8, 8), r.randint(0, 99), r.randint(0, 999), r.randint(0, 999)))
    return "".join(out)


@free
def f_science(ctx):
    r, c = _R(ctx)
    lines = ["Avogadro constant N_A = 6.02214076 × 10^23 mol^-1", "Planck constant h = 6.62607015e-34 J s",
             "Boltzmann k_B = 1.380649 × 10^-23 J/K", "c = 299 792 458 m/s", "Faraday constant F = 96 485.332 C/mol",
             "Molar mass of H2SO4: 98.079 g/mol", "NaCl: 58.44 g/mol, mp 801 °C", "Gas constant R = 8.314462618 J/(mol K)",
             "Elementary charge e = 1.602176634e-19 C", "g = 9.80665 m/s²", "Density of water at 4 °C: 999.972 kg/m³",
             "Proton mass 1.67262192369e-27 kg", "Rydberg constant 10 973 731.568 160 m^-1"]
    return "\n".join(r.sample(lines, r.randint(3, 6))) + "\n"


@free
def f_bible(ctx):
    r, c = _R(ctx)
    books = ["Genesis", "Exodus", "Psalm", "Isaiah", "Matthew", "John", "Romans", "1 Corinthians", "Revelation", "Johannes", "Matthäus"]
    return "Readings: " + "; ".join("%s %d:%d-%d" % (c(books), r.randint(1, 50), a, a + r.randint(1, 12)) for a in [r.randint(1, 30) for _ in range(r.randint(3, 6))]) + "\n"


@free
def f_legal(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 5)):
        out.append(c(["§ %d Abs. %d Satz %d BGB", "Art. %d(%d)(%d) GDPR", "26 U.S.C. § %d(%d)(%d)", "Section %d.%d.%d", "art. L. %d-%d-%d du Code du travail"]) % (r.randint(1, 999), r.randint(1, 9), r.randint(1, 9)) + "\n")
    return "See:\n" + "".join(out)


@free
def f_codes(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 6)):
        out.append("%s %s %s\n" % (c(["Art.-Nr.", "Item", "Réf.", "Cod."]), c(["%s %s %s" % (_dig(ctx, 3), _dig(ctx, 3), _dig(ctx, 4)), "%s-%s-%s" % (_dig(ctx, 3), _dig(ctx, 3), _dig(ctx, 4)), "%s/%s" % (_dig(ctx, 4), _dig(ctx, 6)), "(%s) %s-%s" % (_dig(ctx, 3), _dig(ctx, 3), _dig(ctx, 4))]),
                                  c(["Schraube M8", "Gasket 40mm", "LED strip", "Filtre", "Valvola"])))
    return "".join(out)


@free
def f_uuids(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 5)):
        u = "".join(c("0123456789abcdef") for _ in range(32))
        out.append("%sZ request_id=%s-%s-4%s-%s-%s status=%d dur=%dms\n" % ("%d-%02d-%02dT%02d:%02d:%02d.%03d" % (r.randint(2022, 2025), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999)),
                                                                         u[:8], u[8:12], u[13:16], u[16:20], u[20:], c([200, 201, 404, 500]), r.randint(1, 5000)))
    return "".join(out)


@free
def f_metrics(ctx):
    r, c = _R(ctx)
    out = ["host        cpu%  mem%  load1  p99(ms)\n"]
    for i in range(r.randint(3, 6)):
        out.append("web-%02d     %4.1f  %4.1f  %.2f   %d\n" % (i + 1, r.uniform(0, 100), r.uniform(0, 100), r.uniform(0, 16), r.randint(5, 3000)))
    return "".join(out)


@free
def f_requirements(ctx):
    r, c = _R(ctx)
    pk = ["requests", "numpy", "django", "flask", "urllib3", "pyyaml", "boto3", "celery", "redis", "psycopg2-binary", "lxml"]
    return "".join("%s%s%d.%d.%d\n" % (p, c(["==", ">=", "~="]), r.randint(0, 5), r.randint(0, 40), r.randint(0, 20)) for p in r.sample(pk, r.randint(3, 7)))


@free
def f_flights(ctx):
    r, c = _R(ctx)
    out = ["Flight   From  To   Dep    Arr    Gate\n"]
    for _ in range(r.randint(3, 6)):
        out.append("%s%d  %s   %s  %02d:%02d  %02d:%02d  %s%d\n" % (c(["LH", "AF", "BA", "KL", "LX", "TK", "EK"]), r.randint(100, 9999), c(["FRA", "CDG", "LHR", "AMS"]), c(["IST", "DXB", "JFK", "NRT", "GRU"]), r.randint(0, 23), r.randint(0, 59), r.randint(0, 23), r.randint(0, 59), c("ABCDZ"), r.randint(1, 60)))
    return "".join(out)


@free
def f_recipe(ctx):
    r, c = _R(ctx)
    return "Ingredients (serves %d):\n%d g flour\n%d ml milk\n%d eggs\n%d.%d g salt\nBake at %d °C for %d–%d min.\n" % (r.randint(2, 8), r.randint(100, 800), r.randint(50, 500), r.randint(1, 6), r.randint(0, 9), r.randint(1, 9), r.randint(160, 230), r.randint(10, 30), r.randint(31, 60))


@free
def f_weather(ctx):
    r, c = _R(ctx)
    out = ["Day  Min  Max  Rain(mm)  Wind(km/h)\n"]
    for dname in r.sample(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], 5):
        out.append("%s  %d   %d   %.1f      %d\n" % (dname, r.randint(-10, 15), r.randint(15, 38), r.uniform(0, 40), r.randint(0, 90)))
    return "".join(out)


@free
def f_lottery(ctx):
    r, c = _R(ctx)
    return "%s draw %d-%02d-%02d: %s  Bonus %d\nJackpot: %d,%03d,%03d\n" % (c(["EuroMillions", "Lotto 6aus49", "Powerball"]), r.randint(2020, 2025), r.randint(1, 12), r.randint(1, 28),
                                                                          " ".join("%02d" % x for x in sorted(r.sample(range(1, 50), 6))), r.randint(1, 12), r.randint(1, 200), r.randint(0, 999), r.randint(0, 999))


@free
def f_math(ctx):
    r, c = _R(ctx)
    a, b = r.randint(100, 99999), r.randint(100, 99999)
    return "%d × %d = %d\n%d + %d = %d\nsqrt(2) ≈ 1.41421356237\nπ ≈ 3.14159265358979\ne ≈ 2.718281828459045\n" % (a, b, a * b, a, b, a + b)


@free
def f_citations(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(2, 4)):
        out.append("%s, %s (%d). %s. J. %s %d(%d):%d–%d. doi:10.%d/%s.%d.%d\n" % (ctx.fk_en.last_name(), ctx.fk_en.first_name()[0], r.randint(1990, 2024), ctx.fk_en.catch_phrase(), c(["Appl. Phys.", "Chem. Soc.", "Mol. Biol."]),
                                                                               r.randint(1, 120), r.randint(1, 12), r.randint(1, 900), r.randint(901, 2000), r.randint(1000, 9999), c(["jcp", "nature", "s41586"]), r.randint(2000, 2024), r.randint(1000, 99999)))
    out.append("arXiv:%d%02d.%05d\n" % (r.randint(10, 24), r.randint(1, 12), r.randint(0, 99999)))
    return "".join(out)


@free
def f_plates(ctx):
    r, c = _R(ctx)
    return "Parking permits\n" + "".join("%s  valid until %d/%d\n" % (c(["B-MK %d" % r.randint(1, 9999), "AB-123-CD", "KA %d %s" % (r.randint(10, 99), "XY"), "W %d%s" % (r.randint(100, 99999), "B"), "7ABC%d" % r.randint(100, 999)]), r.randint(1, 12), r.randint(2025, 2027)) for _ in range(r.randint(3, 5)))


@free
def f_patents(ctx):
    r, c = _R(ctx)
    return "Prior art: " + ", ".join(c(["US %d,%03d,%03d B2" % (r.randint(5, 11), r.randint(0, 999), r.randint(0, 999)), "EP %d %03d %03d A1" % (r.randint(1, 4), r.randint(0, 999), r.randint(0, 999)), "WO 20%02d/%06d" % (r.randint(0, 24), r.randint(0, 999999)), "DE 10 20%02d %03d %03d" % (r.randint(0, 24), r.randint(0, 999), r.randint(0, 999))]) for _ in range(r.randint(3, 5))) + "\n"


@free
def f_ean(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 6)):
        d = c(["40", "50", "76", "87", "30", "80", "84"]) + _dig(ctx, 10)
        s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
        out.append("EAN %s%d  %s\n" % (d, (10 - s % 10) % 10, c(["Milch 1,5%", "Pasta 500 g", "Olive oil 1 l", "Coffee beans"])))
    return "".join(out)


@free
def f_otp(ctx):
    r, c = _R(ctx)
    return c(["Your verification code is %s. It expires in %d minutes.\n", "Ihr Bestätigungscode: %s (gültig %d Min.)\n", "Code de sécurité : %s. Valable %d minutes.\n", "G-%s is your Google verification code. %d\n"]) % (_dig(ctx, 6), r.randint(2, 15))


@free
def f_statement(ctx):
    r, c = _R(ctx)
    out = ["Date        Description                  Amount     Balance\n"]
    bal = r.uniform(100, 9000)
    for _ in range(r.randint(3, 6)):
        amt = r.uniform(-900, 900)
        bal += amt
        out.append("%d-%02d-%02d  %-28s %9.2f  %9.2f\n" % (r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 28), c(["CARD PAYMENT REWE", "SEPA CREDIT SALARY", "ATM WITHDRAWAL", "STANDING ORDER RENT", "Ref %s" % _dig(ctx, 10)]), amt, bal))
    return "".join(out)


@free
def f_timezones(ctx):
    r, c = _R(ctx)
    zs = ["UTC+05:30 Kolkata", "UTC-03:00 São Paulo", "UTC+09:00 Tokyo", "UTC+01:00 Berlin", "UTC-08:00 Los Angeles", "UTC+10:00 Sydney", "UTC+05:45 Kathmandu", "UTC+03:30 Tehran"]
    return "Meeting %02d:%02d UTC\n" % (r.randint(0, 23), r.choice([0, 15, 30, 45])) + "\n".join(r.sample(zs, 4)) + "\n"


@free
def f_specs(ctx):
    r, c = _R(ctx)
    return "Display: %dx%d @ %d Hz\nCPU: %d cores, %.1f GHz\nRAM: %d GB DDR%d-%d\nSSD: %d TB, %d MB/s read\nBattery: %d mAh\nWeight: %d g\n" % (c([1920, 2560, 3840]), c([1080, 1440, 2160]), c([60, 120, 144]), c([4, 8, 16]), r.uniform(1.8, 5.6), c([8, 16, 32, 64]), c([4, 5]), c([3200, 4800, 6000]), c([1, 2, 4]), r.randint(1500, 7400), r.randint(3000, 6000), r.randint(120, 2500))


@free
def f_marathon(ctx):
    r, c = _R(ctx)
    out = ["Bib   Name                 5K       Half     Finish\n"]
    for _ in range(r.randint(3, 6)):
        out.append("%-5d %-20s 0:%02d:%02d  1:%02d:%02d  %d:%02d:%02d\n" % (r.randint(1, 40000), ctx.fk_en.name()[:20], r.randint(14, 35), r.randint(0, 59), r.randint(0, 59), r.randint(0, 59), r.randint(2, 5), r.randint(0, 59), r.randint(0, 59)))
    return "".join(out)


@free
def f_hiking(ctx):
    r, c = _R(ctx)
    return "Stage %d: %.1f km, +%d m / -%d m, %d h %02d min\nHighest point %d m a.s.l., N %d°%02d'%02d\" E %d°%02d'%02d\"\n" % (r.randint(1, 12), r.uniform(5, 30), r.randint(100, 1800), r.randint(100, 1800), r.randint(2, 9), r.randint(0, 59), r.randint(500, 4000), r.randint(40, 50), r.randint(0, 59), r.randint(0, 59), r.randint(5, 15), r.randint(0, 59), r.randint(0, 59))


@free
def f_census(ctx):
    r, c = _R(ctx)
    out = ["Region          Population   Area km²   Density\n"]
    for _ in range(r.randint(3, 6)):
        p, a = r.randint(10000, 20000000), r.randint(100, 100000)
        out.append("%-15s %s   %s   %.1f\n" % (ctx.fk_en.state()[:15], "{:,}".format(p), "{:,}".format(a), p / a))
    return "".join(out)


@free
def f_serials(ctx):
    r, c = _R(ctx)
    return "".join("S/N %s-%s-%s  warranty until %d-%02d\n" % (_dig(ctx, 4), "".join(c(string.ascii_uppercase) for _ in range(3)), _dig(ctx, 5), r.randint(2025, 2030), r.randint(1, 12)) for _ in range(r.randint(2, 5)))


@free
def f_oids(ctx):
    r, c = _R(ctx)
    return "".join("1.3.6.1.4.1.%d.%d.%d.%d = %s\n" % (r.randint(1, 60000), r.randint(1, 20), r.randint(1, 20), r.randint(1, 300), c(["INTEGER: %d" % r.randint(0, 99999), "Counter32: %d" % r.randint(0, 4000000000), "Timeticks: (%d)" % r.randint(0, 99999999)])) for _ in range(r.randint(3, 6)))


@free
def f_css(ctx):
    r, c = _R(ctx)
    return ".btn { color: #%06x; padding: %dpx %dpx; margin: 0 auto; }\n.hero { background: rgba(%d, %d, %d, 0.%d); font-size: %.2frem; }\n@media (max-width: %dpx) { .nav { display: none; } }\n" % (r.randint(0, 0xffffff), r.randint(2, 20), r.randint(4, 40), r.randint(0, 255), r.randint(0, 255), r.randint(0, 255), r.randint(1, 9), r.uniform(0.8, 3), c([480, 768, 1024]))


@free
def f_applog(ctx):
    r, c = _R(ctx)
    out = []
    for _ in range(r.randint(3, 6)):
        out.append("%d-%02d-%02d %02d:%02d:%02d,%03d [pid %d] %s %s took %d ms (rows=%d)\n" % (r.randint(2022, 2025), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999), r.randint(100, 65000), c(["INFO", "WARN", "DEBUG"]), c(["query", "export", "sync", "gc"]), r.randint(1, 90000), r.randint(0, 100000)))
    return "".join(out)


@free
def f_matchreport(ctx):
    r, c = _R(ctx)
    return "%d' Goal! %s. %d' Yellow card. %d' Substitution. Half-time %d-%d. Possession %d%% – %d%%. Shots %d (%d on target).\n" % (r.randint(1, 45), ctx.fk_en.last_name(), r.randint(1, 90), r.randint(46, 90), r.randint(0, 3), r.randint(0, 3), r.randint(30, 70), r.randint(30, 70), r.randint(2, 25), r.randint(0, 10))


@free
def f_ticket(ctx):
    r, c = _R(ctx)
    return "Booking code %s\nCar %d, seat %d%s\nTicket no. %s %s\nValid %d.%d.%d %02d:%02d–%02d:%02d\n" % ("".join(c(string.ascii_uppercase + string.digits) for _ in range(6)), r.randint(1, 14), r.randint(1, 120), c("ABCDF"), _dig(ctx, 4), _dig(ctx, 8), r.randint(1, 28), r.randint(1, 12), r.randint(2024, 2026), r.randint(0, 23), r.randint(0, 59), r.randint(0, 23), r.randint(0, 59))


@free
def f_dosage(ctx):
    r, c = _R(ctx)
    return "".join("%s %d mg  %s  PZN %s\n" % (c(["Ibuprofen", "Paracetamol", "Amoxicillin", "Metformin", "Ramipril"]), c([5, 10, 250, 400, 500, 850]), c(["1-0-1", "0-0-1", "1-1-1", "bei Bedarf"]), _dig(ctx, 8)) for _ in range(r.randint(2, 5)))


@free
def f_grades(ctx):
    r, c = _R(ctx)
    return "Student ID   Exam 1  Exam 2  Final\n" + "".join("%s    %d      %d      %.1f\n" % (_dig(ctx, 8), r.randint(0, 100), r.randint(0, 100), r.uniform(1, 5)) for _ in range(r.randint(3, 6)))


@free
def f_astro(ctx):
    r, c = _R(ctx)
    return "Object  RA          Dec          Mag\n" + "".join("%s  %02dh %02dm %04.1fs  %+03d° %02d′ %02d″  %.2f\n" % (c(["M31", "NGC 224", "Vega", "Sirius", "Betelgeuse", "M42"]), r.randint(0, 23), r.randint(0, 59), r.uniform(0, 59.9), r.randint(-89, 89), r.randint(0, 59), r.randint(0, 59), r.uniform(-1.5, 12)) for _ in range(r.randint(3, 5)))


@free
def f_masked(ctx):
    r, c = _R(ctx)
    return "Saved payment methods\n%s •••• %04d  exp %02d/%d\n%s **** **** **** %04d\nPhone on file: +%s *** *** %02d\nIBAN ending in %04d\n" % (c(["Visa", "Mastercard", "Amex"]), r.randint(0, 9999), r.randint(1, 12), r.randint(25, 31), c(["Visa", "Maestro"]), r.randint(0, 9999), c(["49", "33", "1", "44"]), r.randint(0, 99), r.randint(0, 9999))


@free
def f_unicode(ctx):
    r, c = _R(ctx)
    cps = r.sample(range(0x20, 0x2FFF), 5)
    return "".join("U+%04X  dec %d  UTF-8 %s\n" % (cp, cp, " ".join("%02X" % b for b in chr(cp).encode("utf-8", "surrogatepass"))) for cp in cps)


@free
def f_fiscal(ctx):
    r, c = _R(ctx)
    return "FY%d Q%d revenue %d.%d m (+%.1f %% YoY); EBIT margin %.1f %%; CW %d; cost centre %d-%d\n" % (r.randint(2019, 2025), r.randint(1, 4), r.randint(1, 999), r.randint(0, 9), r.uniform(-20, 40), r.uniform(-5, 30), r.randint(1, 52), r.randint(1000, 9999), r.randint(100, 999))


@free
def f_version4(ctx):
    r, c = _R(ctx)
    return "Build %d.%d.%d.%d (%s)\nFile version %d.%d.%d%d\nDriver %d.%d.%d.%d\n" % (r.randint(256, 999), r.randint(0, 20), r.randint(0, 9999), r.randint(0, 99999), c(["x64", "arm64"]), r.randint(1, 30), r.randint(0, 9), r.randint(0, 99), r.randint(0, 99), r.randint(300, 999), r.randint(0, 99), r.randint(1000, 9999), r.randint(1000, 9999))


@free
def f_phonelike_text(ctx):
    r, c = _R(ctx)
    return c(["Call volume rose to %d %03d calls in week %d.\n", "Dial plan: extensions %d–%d, group %d.\n", "Room %d-%d, floor %d.\n"]) % (r.randint(10, 999), r.randint(0, 999), r.randint(1, 52)) + "Customer no. %s-%s, contract %s/%s\n" % (_dig(ctx, 3), _dig(ctx, 4), _dig(ctx, 4), _dig(ctx, 2))


# ---------------------------------------------------------------------------
# own simple patterns: nothing PII-like may remain outside the gold spans
# ---------------------------------------------------------------------------
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")
IPV6_TOKEN_RE = re.compile(r"[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*")
DIGRUN_RE = re.compile(r"\d+(?:[ -]\d+)*")
IBAN_RE = re.compile(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,34}")
INTL_PHONE_RE = re.compile(r"(?:\+|(?<!\d)00)\d[\d ()./\-\u00a0\u202f]{5,24}\d")


def pii_leftovers(ctx, text):
    """Return a list of PII-like strings the own patterns find in text."""
    pn = ctx.pn
    bad = []
    bad += [m.group() for m in EMAIL_RE.finditer(text)]
    for m in IPV4_RE.finditer(text):
        if all(int(g) <= 255 for g in m.groups()):
            bad.append(m.group())
    for m in IPV6_TOKEN_RE.finditer(text):
        tok = m.group().strip(".")
        if tok.count(":") < 2:
            continue
        for cand in {tok, tok.strip(":")} if tok != "::" else {tok}:
            try:
                ipaddress.IPv6Address(cand)
                bad.append(cand)
            except ValueError:
                pass
    for m in DIGRUN_RE.finditer(text):
        groups = re.split(r"[ -]", m.group())
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if len(acc) > 19:
                    break
                if 12 <= len(acc) and acc[0] in "23456" and luhn_ok(acc):
                    bad.append(acc)
    for m in IBAN_RE.finditer(text):
        raw = m.group()
        cc = raw[:2]
        if cc in IBAN_REGISTRY:
            flat = raw.replace(" ", "")
            ln = IBAN_REGISTRY[cc][0]
            if len(flat) >= ln and iban_checksum_ok(flat[:ln]):
                bad.append(flat[:ln])
    for m in INTL_PHONE_RE.finditer(text):
        s = m.group()
        if s.startswith("00"):
            s = "+" + s[2:]
        cands = [s] + [s[:k.start()] for k in re.finditer(r"[ ()./\-\u00a0\u202f]", s) if k.start() > 6]
        for cand in cands:
            try:
                num = pn.parse(cand, None)
            except pn.NumberParseException:
                continue
            if pn.is_valid_number(num):
                bad.append(m.group())
                break
    return bad


def masked(text, spans):
    chars = list(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            chars[i] = " "
    return "".join(chars)


def check_phone_spans(ctx, text, spans, region):
    pn = ctx.pn
    cc = pn.country_code_for_region(region)
    for sp in spans:
        if sp["entity"] != "PHONE_NUMBER":
            continue
        s = text[sp["start"]:sp["end"]]
        s = re.sub(r"\s+", " ", s)
        s = re.sub(r"\s*,?\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", "", s)
        n = pn.parse(s, region)
        assert n.country_code == cc and pn.is_possible_number(n), (s, region)
        assert pn.is_valid_number(n) == sp["valid"], (s, region)


# ---------------------------------------------------------------------------
# real snippets, labelled by reading (text, spans frozen here)
# ---------------------------------------------------------------------------
# Each entry: source file it was cut from (for reference only), locale, spans
# as [entity, start, end] in code points, and the frozen text.
REAL_SNIPPETS = [
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/rustc/platform-support/x86_64-fortanix-unknown-sgx.html", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 168, 196]],
     "text": "<a href=\"https://github.com/raoulstrackx\">@raoulstrackx</a>\n<a href=\"https://github.com/aditijannu\">@aditijannu</a></p>\n<p>Further contacts:</p>\n<p>The <a href=\"mailto:edp.maintainers@fortanix.com\">EDP team</a> at Fortanix.</p>\n<h2 id=\"requirements\"><a class=\"header\" href=\"#requirements\">Requirements</a></h2>\n<p>The target supports <code>std</code> with a default allocator. Only cross compilation is"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/rustc/platform-support/aarch64v8r-unknown-none.html", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 135, 147], ["EMAIL_ADDRESS", 149, 161]],
     "text": "<li><a href=\"https://github.com/rust-lang/team/blob/master/teams/arm-maintainers.toml\">@rust-lang/arm-maintainers</a> (<a href=\"mailto:rust@arm.com\">rust@arm.com</a>)</li>\n</ul>\n<h2 id=\"target-cpu-and-target-feature-options\"><a class=\"header\" href=\"#target-cpu-and-target-feature-options\">Target CPU and Target Feature options</a></h2>\n<p>Unlike AArch64 v8-A processors, not all AArch64 v8-R processors include an FPU\n(that is, not all Armv8-R AArch64 processors implement the optional Armv8\n<code>FEAT_FP</code> extension). If you do not have an FPU, or have an FPU but wish to use"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/book/ch21-03-graceful-shutdown-and-cleanup.html", "locale": "en_US", "spans": [["IP_ADDRESS", 259, 268], ["IP_ADDRESS", 286, 295], ["IP_ADDRESS", 313, 322]],
     "text": "<p>Start the server with <code>cargo run</code> and make three requests. The third request\nshould error, and in your terminal, you should see output similar to this:</p>\n<!-- manual-regeneration\ncd listings/ch21-web-server/listing-21-25\ncargo run\ncurl http://127.0.0.1:7878\ncurl http://127.0.0.1:7878\ncurl http://127.0.0.1:7878\nthird request will error because server will have shut down"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/std/net/enum.IpAddr.html", "locale": "en_US", "spans": [["IP_ADDRESS", 60, 69], ["IP_ADDRESS", 199, 202]],
     "text": "<span class=\"macro\">assert_eq!</span>(<span class=\"string\">\"127.0.0.1\"</span>.parse(), <span class=\"prelude-val\">Ok</span>(localhost_v4));\n<span class=\"macro\">assert_eq!</span>(<span class=\"string\">\"::1\"</span>.parse(), <span class=\"prelude-val\">Ok</span>(localhost_v6));\n\n<span class=\"macro\">assert_eq!</span>(localhost_v4.is_ipv6(), <span class=\"bool-val\">false</span>);"},
    {"source": "/usr/lib/node_modules/npm/node_modules/undici/lib/web/fetch/util.js", "locale": "", "spans": [],
     "text": "        // 5.2.1.1. Append the result of collecting an HTTP quoted string from input, given position, to temporaryValue.\n        temporaryValue += collectAnHTTPQuotedString(\n          input,\n          position\n        )\n\n        // 5.2.1.2. If position is not past the end of input, then continue.\n        if (position.position < input.length) {\n          continue\n        }\n      } else {\n        // 5.2.2. Otherwise:\n\n        // 5.2.2.1. Assert: the code point at position within input is U+002C (,).\n        assert(input.charCodeAt(position.position) === 0x2C)\n\n        // 5.2.2.2. Advance position by 1.\n        position.position++"},
    {"source": "/usr/lib/node_modules/npm/node_modules/agent-base/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 222, 244]],
     "text": "    \"url\": \"https://github.com/TooTallNate/proxy-agents.git\",\n    \"directory\": \"packages/agent-base\"\n  },\n  \"keywords\": [\n    \"http\",\n    \"agent\",\n    \"base\",\n    \"barebones\",\n    \"https\"\n  ],\n  \"author\": \"Nathan Rajlich <nathan@tootallnate.net> (http://n8.io/)\",\n  \"license\": \"MIT\",\n  \"devDependencies\": {\n    \"@types/debug\": \"^4.1.7\",\n    \"@types/jest\": \"^29.5.1\",\n    \"@types/node\": \"^14.18.45\",\n    \"@types/semver\": \"^7.3.13\",\n    \"@types/ws\": \"^6.0.4\",\n    \"async-listen\": \"^3.0.0\",\n    \"jest\": \"^29.5.0\",\n    \"ts-jest\": \"^29.1.0\","},
    {"source": "/usr/lib/node_modules/npm/node_modules/socks/docs/migratingFromV1.md", "locale": "en_US", "spans": [["IP_ADDRESS", 100, 115]],
     "text": "const SocksClient = require('socks').SocksClient;\n\nlet options = {\n    proxy: {\n        ipaddress: \"202.101.228.108\",\n        port: 1080,\n        type: 5\n    },\n    destination: {\n        host: \"google.com\",\n        port: 80\n    },\n    command: 'connect'\n};\n"},
    {"source": "/usr/lib/node_modules/npm/node_modules/socks/docs/examples/typescript/bindExample.md", "locale": "en_US", "spans": [["IP_ADDRESS", 124, 131], ["IP_ADDRESS", 266, 273]],
     "text": "    remoteHost: { // This is the remote ip and port that connected to the SOCKS proxy on the newly bound port.\n      host: '1.2.3.4',\n      port: 58232\n    }\n  }\n  */\n\n  // At this point info.socket is a regular net.Socket TCP connection between client and client2 (1.2.3.4) (the client which connected to the proxy on the newly bound port.)\n\n  console.log(info.socket);\n  // <Socket ...>  (this is a raw net.Socket that is established to the destination host through the given proxy servers)\n});\n\n// SOCKS proxy failed to bind.\nclient.on('error', () => {\n  // Handle errors\n});\n\n// Start connection\nclient.connect();"},
    {"source": "/usr/lib/node_modules/npm/node_modules/node-gyp/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 168, 190]],
     "text": "    \"native\",\n    \"addon\",\n    \"module\",\n    \"c\",\n    \"c++\",\n    \"bindings\",\n    \"gyp\"\n  ],\n  \"version\": \"12.4.0\",\n  \"installVersion\": 11,\n  \"author\": \"Nathan Rajlich <nathan@tootallnate.net> (http://tootallnate.net)\",\n  \"repository\": {\n    \"type\": \"git\",\n    \"url\": \"git://github.com/nodejs/node-gyp.git\""},
    {"source": "/usr/lib/node_modules/npm/node_modules/undici/lib/web/cache/cachestorage.js", "locale": "", "spans": [],
     "text": "        const cacheList = this.#caches.get(options.cacheName)\n        const cache = new Cache(kConstruct, cacheList)\n\n        return await cache.match(request, options)\n      }\n    } else { // 2.\n      // 2.2\n      for (const cacheList of this.#caches.values()) {\n        const cache = new Cache(kConstruct, cacheList)\n\n        // 2.2.1.2\n        const response = await cache.match(request, options)\n\n        if (response !== undefined) {\n          return response\n        }\n      }\n    }\n  }\n\n  /**\n   * @see https://w3c.github.io/ServiceWorker/#cache-storage-has"},
    {"source": "/usr/lib/node_modules/npm/node_modules/https-proxy-agent/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 315, 337]],
     "text": "  \"types\": \"./dist/index.d.ts\",\n  \"files\": [\n    \"dist\"\n  ],\n  \"repository\": {\n    \"type\": \"git\",\n    \"url\": \"https://github.com/TooTallNate/proxy-agents.git\",\n    \"directory\": \"packages/https-proxy-agent\"\n  },\n  \"keywords\": [\n    \"https\",\n    \"proxy\",\n    \"endpoint\",\n    \"agent\"\n  ],\n  \"author\": \"Nathan Rajlich <nathan@tootallnate.net> (http://n8.io/)\",\n  \"license\": \"MIT\",\n  \"dependencies\": {\n    \"agent-base\": \"^7.1.2\",\n    \"debug\": \"4\"\n  },\n  \"devDependencies\": {\n    \"@types/async-retry\": \"^1.4.5\",\n    \"@types/debug\": \"4\",\n    \"@types/jest\": \"^29.5.1\","},
    {"source": "/usr/lib/node_modules/npm/docs/content/commands/npm-version.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 152, 160]],
     "text": "```bash\n$ npm config set sign-git-tag true\n$ npm version patch\n\nYou need a passphrase to unlock the secret key for user: \"isaacs (http://blog.izs.me/) <i@izs.me>\"\n2048-bit RSA key, ID 6C481CF6, created 2010-08-31\n\nEnter passphrase:\n```\n\nIf `preversion`, `version`, or `postversion` are in the `scripts` property of the package.json, they will be executed as part of running `npm version`."},
    {"source": "/usr/lib/node_modules/npm/node_modules/socks/docs/examples/javascript/bindExample.md", "locale": "en_US", "spans": [["IP_ADDRESS", 215, 230]],
     "text": "client.on('bound', (info) => {\n  console.log(info);\n  /*\n  {\n    socket: <Socket ...>,\n    remoteHost: { // This is the remote ip and port of the SOCKS proxy that is now accepting incoming connections.\n      host: '104.131.124.203',\n      port: 49928\n    }\n  }\n  */\n});\n\n// This event is fired when the SOCKS server has accepted an incoming connection on the newly bound port."},
    {"source": "/usr/lib/node_modules/npm/node_modules/diff/LICENSE", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 61, 79]],
     "text": "BSD 3-Clause License\n\nCopyright (c) 2009-2015, Kevin Decker <kpdecker@gmail.com>\nAll rights reserved.\n\nRedistribution and use in source and binary forms, with or without\nmodification, are permitted provided that the following conditions are met:"},
    {"source": "/usr/lib/node_modules/npm/node_modules/tuf-js/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 216, 235]],
     "text": "  },\n  \"repository\": {\n    \"type\": \"git\",\n    \"url\": \"git+https://github.com/theupdateframework/tuf-js.git\"\n  },\n  \"files\": [\n    \"dist\"\n  ],\n  \"keywords\": [\n    \"tuf\",\n    \"security\",\n    \"update\"\n  ],\n  \"author\": \"bdehamer@github.com\",\n  \"license\": \"MIT\",\n  \"bugs\": {\n    \"url\": \"https://github.com/theupdateframework/tuf-js/issues\"\n  },\n  \"homepage\": \"https://github.com/theupdateframework/tuf-js/tree/main/packages/client#readme\",\n  \"devDependencies\": {\n    \"@tufjs/repo-mock\": \"4.0.1\",\n    \"@types/debug\": \"^4.1.12\",\n    \"@types/make-fetch-happen\": \"^10.0.4\""},
    {"source": "/usr/lib/node_modules/npm/node_modules/socks/docs/examples/typescript/connectExample.md", "locale": "en_US", "spans": [["IP_ADDRESS", 235, 250]],
     "text": "Since SocksClient.createConnection returns a Promise, we can easily use async/await for flow control.\n\n```typescript\nimport { SocksClient, SocksClientOptions } from 'socks';\n\nconst options: SocksClientOptions = {\n  proxy: {\n    host: '104.131.124.203',\n    port: 1081,\n    type: 5\n  },\n\n  destination: {\n    host: 'ip-api.com', // host names are supported with SOCKS v4a and SOCKS v5.\n    port: 80\n  },\n\n  command: 'connect'\n};\n\nasync function start() {\n  try {\n    const info = await SocksClient.createConnection(options);"},
    {"source": "/usr/lib/node_modules/npm/docs/output/commands/npm-profile.html", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 324, 337]],
     "text": "Note that this command depends on the registry implementation, so third-party registries may not support this interface.</p>\n<ul>\n<li><code>npm profile get [&lt;property&gt;]</code>: Display all of the properties of your profile, or one or more specific properties.\nIt looks like:</li>\n</ul>\n<pre><code>name: example\nemail: e@example.com (verified)\ntwo-factor auth: auth-and-writes\nfullname: Example User\nhomepage:\nfreenode:\ntwitter:\ngithub:\ncreated: 2015-02-26T01:38:35.892Z\nupdated: 2017-10-02T21:29:45.922Z\n</code></pre>\n<ul>\n<li>\n<p><code>npm profile set &lt;property&gt; &lt;value&gt;</code>: Set the value of a profile property."},
    {"source": "/usr/lib/node_modules/npm/node_modules/@gar/promise-retry/LICENSE", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 35, 53], ["EMAIL_ADDRESS", 76, 96]],
     "text": "Copyright (c) 2011 Tim Kosch\u00fctzki (tim@debuggable.com), Felix Geisend\u00f6rfer (felix@debuggable.com)\nCopyright (c) 2014 IndigoUnited\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\nof this software and associated documentation files (the \"Software\"), to deal\nin the Software without restriction, including without limitation the rights\nto use, copy, modify, merge, publish, distribute, sublicense, and/or sell"},
    {"source": "/usr/lib/node_modules/npm/node_modules/http-proxy-agent/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 153, 175]],
     "text": "    \"directory\": \"packages/http-proxy-agent\"\n  },\n  \"keywords\": [\n    \"http\",\n    \"proxy\",\n    \"endpoint\",\n    \"agent\"\n  ],\n  \"author\": \"Nathan Rajlich <nathan@tootallnate.net> (http://n8.io/)\",\n  \"license\": \"MIT\",\n  \"dependencies\": {\n    \"agent-base\": \"^7.1.0\",\n    \"debug\": \"^4.3.4\"\n  },\n  \"devDependencies\": {\n    \"@types/debug\": \"^4.1.7\",\n    \"@types/jest\": \"^29.5.1\","},
    {"source": "/usr/lib/node_modules/npm/lib/utils/display.js", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 194, 216]],
     "text": "      this.#write(this.#stderr, writeOpts, ...args)\n    }\n  }\n}\n\nclass Progress {\n  // Taken from https://github.com/sindresorhus/cli-spinners\n  // MIT License\n  // Copyright (c) Sindre Sorhus <sindresorhus@gmail.com> (https://sindresorhus.com)\n  static dots = { duration: 80, frames: ['\u280b', '\u2819', '\u2839', '\u2838', '\u283c', '\u2834', '\u2826', '\u2827', '\u2807', '\u280f'] }\n  static lines = { duration: 130, frames: ['-', '\\\\', '|', '/'] }\n\n  #enabled = false\n  #frameIndex = 0\n  #interval\n  #lastUpdate = 0\n  #spinner\n  #stream\n  // Initial timeout to wait to start rendering"},
    {"source": "/usr/lib/node_modules/npm/node_modules/@sigstore/core/dist/x509/ext.js", "locale": "", "spans": [],
     "text": "    }\n    // The extnValue field contains a single sequence wrapping the isCA and\n    // pathLenConstraint.\n    get sequence() {\n        return this.extnValueObj.subs[0];\n    }\n}\nexports.X509BasicConstraintsExtension = X509BasicConstraintsExtension;\n// https://www.rfc-editor.org/rfc/rfc5280#section-4.2.1.3\nclass X509KeyUsageExtension extends X509Extension {\n    get digitalSignature() {\n        return this.bitString[0] === 1;\n    }\n    get keyCertSign() {"},
    {"source": "/usr/lib/node_modules/npm/node_modules/promise-all-reject-late/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 182, 190]],
     "text": "  \"name\": \"promise-all-reject-late\",\n  \"version\": \"1.0.1\",\n  \"description\": \"Like Promise.all, but save rejections until all promises are resolved\",\n  \"author\": \"Isaac Z. Schlueter <i@izs.me> (https://izs.me)\",\n  \"license\": \"ISC\",\n  \"scripts\": {\n    \"test\": \"tap\",\n    \"preversion\": \"npm test\",\n    \"postversion\": \"npm publish\",\n    \"prepublishOnly\": \"git push origin --follow-tags\"\n  },\n  \"tap\": {\n    \"check-coverage\": true\n  },\n  \"devDependencies\": {\n    \"tap\": \"^14.10.5\"\n  },\n  \"funding\": {\n    \"url\": \"https://github.com/sponsors/isaacs\""},
    {"source": "/usr/lib/node_modules/npm/node_modules/undici/lib/web/cache/cache.js", "locale": "", "spans": [],
     "text": "          for (const requestResponse of requestResponses) {\n            const idx = cache.indexOf(requestResponse)\n            assert(idx !== -1)\n\n            // 4.2.5.2.1\n            cache.splice(idx, 1)\n          }\n        } else if (operation.type === 'put') { // 4.2.6\n          // 4.2.6.1\n          if (operation.response == null) {\n            throw webidl.errors.exception({\n              header: 'Cache.#batchCacheOperations',\n              message: 'put operation should have an associated response'\n            })\n          }\n\n          // 4.2.6.2\n          const r = operation.request"},
    {"source": "/usr/lib/node_modules/npm/node_modules/undici/lib/web/websocket/util.js", "locale": "", "spans": [],
     "text": "      removeHTTPWhitespace(value, false, true)\n    )\n\n    position.position++\n  }\n\n  return extensionList\n}\n\n/**\n * @see https://www.rfc-editor.org/rfc/rfc7692#section-7.1.2.2\n * @description \"client-max-window-bits = 1*DIGIT\"\n * @param {string} value\n */\nfunction isValidClientWindowBits (value) {\n  // Must have at least one character\n  if (value.length === 0) {\n    return false\n  }\n\n  // Check all characters are ASCII digits\n  for (let i = 0; i < value.length; i++) {\n    const byte = value.charCodeAt(i)\n\n    if (byte < 0x30 || byte > 0x39) {"},
    {"source": "/usr/lib/node_modules/npm/node_modules/libnpmdiff/README.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 159, 167]],
     "text": "   \"name\": \"abbrev\",\n-  \"version\": \"1.1.0\",\n+  \"version\": \"1.1.1\",\n   \"description\": \"Like ruby's abbrev module, but in js\",\n   \"author\": \"Isaac Z. Schlueter <i@izs.me>\",\n   \"main\": \"abbrev.js\",\n\n```\n\n## Install\n\n`$ npm install libnpmdiff`\n\n### Contributing\n\nThe npm team enthusiastically welcomes contributions and project participation!\nThere's a bunch of things you can do if you want to contribute!"},
    {"source": "/usr/lib/node_modules/npm/node_modules/undici/lib/web/websocket/receiver.js", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 351, 368]],
     "text": "const { MessageSizeExceededError } = require('../../core/errors')\n\nfunction failWebsocketConnectionWithCode (ws, code, reason) {\n  closeWebSocketConnection(ws, code, reason, Buffer.byteLength(reason))\n  failWebsocketConnection(ws, reason)\n}\n\n// This code was influenced by ws released under the MIT license.\n// Copyright (c) 2011 Einar Otto Stangvik <einaros@gmail.com>\n// Copyright (c) 2013 Arnout Kazemier and contributors\n// Copyright (c) 2016 Luigi Pinca and contributors\n\nclass ByteParser extends Writable {"},
    {"source": "/usr/lib/node_modules/npm/man/man1/npm-profile.1", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 183, 196]],
     "text": "\\fBnpm profile get \\[lB]<property>\\[rB]\\fR: Display all of the properties of your profile, or one or more specific properties. It looks like:\n.RE 0\n\n.P\n.RS 2\n.nf\nname: example\nemail: e@example.com (verified)\ntwo-factor auth: auth-and-writes\nfullname: Example User\nhomepage:\nfreenode:\ntwitter:\ngithub:\ncreated: 2015-02-26T01:38:35.892Z\nupdated: 2017-10-02T21:29:45.922Z\n.fi\n.RE\n.RS 0\n.IP \\(bu 4\n\\fBnpm profile set <property> <value>\\fR: Set the value of a profile property. You can set the following properties this way: email, fullname, homepage, freenode, twitter, github"},
    {"source": "/usr/lib/node_modules/npm/node_modules/ip-address/dist/ipv4.js", "locale": "en_US", "spans": [["IP_ADDRESS", 241, 252], ["IP_ADDRESS", 322, 333], ["IP_ADDRESS", 337, 350]],
     "text": "     * Construct an `Address4` from an address and a dotted-decimal subnet\n     * mask given as separate strings (e.g. as returned by Node's\n     * `os.networkInterfaces()`). Throws `AddressError` if the mask is\n     * non-contiguous (e.g. `255.0.255.0`).\n     * @example\n     * var address = Address4.fromAddressAndMask('192.168.1.1', '255.255.255.0');\n     * address.subnetMask; // 24\n     */\n    static fromAddressAndMask(address, mask) {\n        const bits = common.prefixLengthFromMask(new Address4(mask).bigInt(), constants.BITS);\n        return new Address4(`${address}/${bits}`);"},
    {"source": "/usr/lib/node_modules/npm/docs/content/commands/npm-diff.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 252, 260]],
     "text": "    --- a/package.json\n    +++ b/package.json\n    @@ -1,6 +1,6 @@\n     {\n       \"name\": \"abbrev\",\n    -  \"version\": \"1.1.0\",\n    +  \"version\": \"1.1.1\",\n       \"description\": \"Like ruby's abbrev module, but in js\",\n       \"author\": \"Isaac Z. Schlueter <i@izs.me>\",\n       \"main\": \"abbrev.js\",\n    ```\n\n    Given the flexible nature of npm specs, you can also target local directories or git repos just like when using `npm install`:\n\n    ```bash\n    npm diff --diff=https://github.com/npm/libnpmdiff --diff=./local-path"},
    {"source": "/usr/lib/node_modules/npm/node_modules/spdx-expression-parse/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 104, 123]],
     "text": "  \"description\": \"parse SPDX license expressions\",\n  \"version\": \"4.0.0\",\n  \"author\": \"Kyle E. Mitchell <kyle@kemitchell.com> (https://kemitchell.com)\",\n  \"files\": [\n    \"AUTHORS\",\n    \"index.js\",\n    \"parse.js\",\n    \"scan.js\"\n  ],\n  \"dependencies\": {\n    \"spdx-exceptions\": \"^2.1.0\",\n    \"spdx-license-ids\": \"^3.0.0\"\n  },\n  \"devDependencies\": {\n    \"defence-cli\": \"^3.0.1\",\n    \"replace-require-self\": \"^1.0.0\",\n    \"standard\": \"^14.1.0\"\n  },\n  \"keywords\": [\n    \"SPDX\","},
    {"source": "/usr/lib/node_modules/npm/node_modules/minipass/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 171, 179]],
     "text": "    \"typedoc\": \"^0.28.17\"\n  },\n  \"repository\": \"https://github.com/isaacs/minipass\",\n  \"keywords\": [\n    \"passthrough\",\n    \"stream\"\n  ],\n  \"author\": \"Isaac Z. Schlueter <i@izs.me> (http://blog.izs.me/)\",\n  \"license\": \"BlueOak-1.0.0\",\n  \"engines\": {\n    \"node\": \">=16 || 14 >=14.17\"\n  }\n}\n"},
    {"source": "/usr/lib/node_modules/npm/node_modules/minipass-pipeline/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 152, 160]],
     "text": "{\n  \"name\": \"minipass-pipeline\",\n  \"version\": \"1.2.4\",\n  \"description\": \"create a pipeline of streams using Minipass\",\n  \"author\": \"Isaac Z. Schlueter <i@izs.me> (https://izs.me)\",\n  \"license\": \"ISC\",\n  \"scripts\": {\n    \"test\": \"tap\",\n    \"snap\": \"tap\",\n    \"preversion\": \"npm test\",\n    \"postversion\": \"npm publish\",\n    \"postpublish\": \"git push origin --follow-tags\"\n  },\n  \"tap\": {\n    \"check-coverage\": true\n  },\n  \"devDependencies\": {\n    \"tap\": \"^14.6.9\"\n  },\n  \"dependencies\": {"},
    {"source": "/usr/lib/node_modules/npm/node_modules/socks-proxy-agent/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 16, 38], ["EMAIL_ADDRESS", 96, 114], ["EMAIL_ADDRESS", 177, 200], ["EMAIL_ADDRESS", 253, 276], ["EMAIL_ADDRESS", 336, 351]],
     "text": "      \"email\": \"shantanu34@outlook.com\"\n    },\n    {\n      \"name\": \"Tim Perry\",\n      \"email\": \"pimterry@gmail.com\"\n    },\n    {\n      \"name\": \"Vadim Baryshev\",\n      \"email\": \"vadimbaryshev@gmail.com\"\n    },\n    {\n      \"name\": \"jigu\",\n      \"email\": \"luo1257857309@gmail.com\"\n    },\n    {\n      \"name\": \"Alba Mendez\",\n      \"email\": \"me@jmendeth.com\""},
    {"source": "/usr/lib/node_modules/npm/node_modules/socks/docs/examples/javascript/associateExample.md", "locale": "en_US", "spans": [["IP_ADDRESS", 205, 220], ["IP_ADDRESS", 282, 289], ["IP_ADDRESS", 391, 398]],
     "text": "client.on('established', info => {\n  console.log(info);\n  /*\n  {\n    socket: <Socket ...>,\n    remoteHost: { // This is the remote port on the SOCKS proxy server to send UDP frame packets to.\n      host: '104.131.124.203',\n      port: 58232\n    }\n  }\n  */\n\n  // Send a udp frame to 8.8.8.8 on port 53 through the proxy.\n  const packet = SocksClient.createUDPFrame({\n    remoteHost: { host: '8.8.8.8', port: 53 },\n    data: Buffer.from('hello') // A DNS lookup in the real world.\n  });\n\n  // Send packet.\n  udpSocket.send(packet, info.remoteHost.port, info.remoteHost.host);\n});\n\n// SOCKS proxy failed to bind."},
    {"source": "/usr/lib/node_modules/npm/node_modules/minizlib/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 329, 337]],
     "text": "    \"typedoc\": \"typedoc --tsconfig .tshy/esm.json ./src/*.ts\"\n  },\n  \"repository\": {\n    \"type\": \"git\",\n    \"url\": \"git+https://github.com/isaacs/minizlib.git\"\n  },\n  \"keywords\": [\n    \"zlib\",\n    \"gzip\",\n    \"gunzip\",\n    \"deflate\",\n    \"inflate\",\n    \"compression\",\n    \"zip\",\n    \"unzip\"\n  ],\n  \"author\": \"Isaac Z. Schlueter <i@izs.me> (http://blog.izs.me/)\",\n  \"license\": \"MIT\",\n  \"devDependencies\": {\n    \"@types/node\": \"^24.5.2\",\n    \"tap\": \"^21.1.0\",\n    \"tshy\": \"^3.0.2\",\n    \"typedoc\": \"^0.28.1\"\n  },\n  \"files\": [\n    \"dist\"\n  ],\n  \"engines\": {\n    \"node\": \">= 18\"\n  },\n  \"tshy\": {\n    \"exports\": {\n      \"./package.json\": \"./package.json\","},
    {"source": "/usr/lib/node_modules/npm/node_modules/minipass-flush/package.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 173, 181]],
     "text": "{\n  \"name\": \"minipass-flush\",\n  \"version\": \"1.0.6\",\n  \"description\": \"A Minipass stream that calls a flush function before emitting 'end'\",\n  \"author\": \"Isaac Z. Schlueter <i@izs.me> (https://izs.me)\",\n  \"license\": \"BlueOak-1.0.0\",\n  \"scripts\": {\n    \"test\": \"tap\",\n    \"snap\": \"tap\",\n    \"preversion\": \"npm test\","},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/gslib/vendored/boto/tests/unit/vpc/test_networkacl.py", "locale": "en_US", "spans": [["IP_ADDRESS", 391, 398]],
     "text": "              <networkAclId>acl-5d659634</networkAclId>\n              <vpcId>vpc-5266953b</vpcId>\n              <default>false</default>\n              <entrySet>\n                <item>\n                  <ruleNumber>110</ruleNumber>\n                  <protocol>6</protocol>\n                  <ruleAction>allow</ruleAction>\n                  <egress>true</egress>\n                  <cidrBlock>0.0.0.0/0</cidrBlock>\n                  <portRange>\n                    <from>49152</from>\n                    <to>65535</to>\n                  </portRange>"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib/python3.12/email/header.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 103, 123]],
     "text": "# Copyright (C) 2002-2007 Python Software Foundation\n# Author: Ben Gertzfield, Barry Warsaw\n# Contact: email-sig@python.org\n\n\"\"\"Header encoding and decoding functionality.\"\"\"\n\n__all__ = [\n    'Header',\n    'decode_header',\n    'make_header',\n    ]\n\nimport re\nimport binascii\n\nimport email.quoprimime\nimport email.base64mime\n\nfrom email.errors import HeaderParseError"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/botocore/data/workmail/2017-10-01/service-2.json", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 329, 348]],
     "text": "          \"documentation\":\"<p>The resource for which members (users or groups) are associated.</p> <p>The identifier can accept <i>ResourceId</i>, <i>Resourcename</i>, or <i>email</i>. The following identity formats are available:</p> <ul> <li> <p>Resource ID: r-0123456789a0123456789b0123456789</p> </li> <li> <p>Email address: resource@domain.tld</p> </li> <li> <p>Resource name: resource</p> </li> </ul>\""},
    {"source": "/usr/lib/google-cloud-sdk/lib/googlecloudsdk/generated_clients/apis/accesscontextmanager/v1/accesscontextmanager_v1_messages.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 89, 105], ["EMAIL_ADDRESS", 114, 132], ["EMAIL_ADDRESS", 172, 213], ["EMAIL_ADDRESS", 282, 297]],
     "text": "  \"BwWWja0YfJA=\", \"version\": 3 } ``` **YAML example:** ``` bindings: -\n  members: - user:mike@example.com - group:admins@example.com -\n  domain:google.com - serviceAccount:my-project-id@appspot.gserviceaccount.com\n  role: roles/resourcemanager.organizationAdmin - members: -\n  user:eve@example.com role: roles/resourcemanager.organizationViewer\n  condition: title: expirable access description: Does not grant access after\n  Sep 2020 expression: request.time < timestamp('2020-10-01T00:00:00.000Z')"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/gslib/vendored/boto/boto/ec2/connection.py", "locale": "en_US", "spans": [["IP_ADDRESS", 348, 357]],
     "text": "        :param subnet_id: The subnet ID within which to launch the instances\n            for VPC.\n\n        :type private_ip_address: string\n        :param private_ip_address: If you're using VPC, you can\n            optionally use this parameter to assign the instance a\n            specific available IP address from the subnet (e.g.,\n            10.0.0.25).\n\n        :type block_device_map: :class:`boto.ec2.blockdevicemapping.BlockDeviceMapping`\n        :param block_device_map: A BlockDeviceMapping data structure\n            describing the EBS volumes associated with the Image."},
    {"source": "/usr/lib/google-cloud-sdk/platform/google_appengine/google/appengine/tools/devappserver2/http_runtime_test.py", "locale": "en_US", "spans": [["IP_ADDRESS", 290, 293], ["IP_ADDRESS", 468, 471]],
     "text": "            'GAE_MODULE_INSTANCE': 'abc3dzac4',\n            'GAE_SERVER_PORT': '0',\n            'MODULE_YAML_PATH': 'somepath',\n            'SERVER_SOFTWARE': 'Development/2.0',\n        },\n        cwd=self.tmpdir,\n    ).AndReturn(self.process)\n    self.process.stdout.readline().AndReturn('::1\\t34567')\n    self.proxy._stderr_tee = FakeTee('')\n\n    self.mox.ReplayAll()\n    self.proxy.start()\n    self.assertEqual(34567, self.proxy._proxy._port)\n    self.assertEqual('::1', self.proxy._proxy._host)\n    self.mox.VerifyAll()\n\n  def test_start_bad_port(self):"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/third_party/rsa/rsa/asn1.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 62, 78]],
     "text": "# -*- coding: utf-8 -*-\n#\n#  Copyright 2011 Sybren A. St\u00fcvel <sybren@stuvel.eu>\n#\n#  Licensed under the Apache License, Version 2.0 (the \"License\");\n#  you may not use this file except in compliance with the License.\n#  You may obtain a copy of the License at"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/pyasn1/type/constraint.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 85, 102]],
     "text": "#\n# This file is part of pyasn1 software.\n#\n# Copyright (c) 2005-2019, Ilya Etingof <etingof@gmail.com>\n# License: http://snmplabs.com/pyasn1/license.html\n#\n# Original concept and code by Mike C. Fletcher.\n#\nimport sys\n\nfrom pyasn1.type import error\n\n__all__ = ['SingleValueConstraint', 'ContainedSubtypeConstraint',"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/gslib/vendored/boto/tests/unit/vpc/test_vpnconnection.py", "locale": "en_US", "spans": [["IP_ADDRESS", 241, 252]],
     "text": "                </item>\n            </vgwTelemetry>\n            <options>\n                <staticRoutesOnly>true</staticRoutesOnly>\n            </options>\n            <routes>\n                <item>\n                    <destinationCidrBlock>192.168.0.0/24</destinationCidrBlock>\n                    <source>static</source>\n                    <state>available</state>\n                </item>\n            </routes>\n        </item>\n        <item>\n            <vpnConnectionId>vpn-qwerty12</vpnConnectionId>\n            <state>pending</state>\n            <customerGatewayConfiguration>"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/remote_build_execution/worker_pools/create.yaml", "locale": "en_US", "spans": [["IP_ADDRESS", 279, 291]],
     "text": "          Workers can only connect to Google APIs and services.\n      - arg_value: restricted-private\n        enum_value: restricted-private\n        help_text: |\n          Workers can only connect to Google APIs that are\n          reachable through `restricted.googleapis.com` (`199.36.153.4/30`).\n      help_text: |\n        Level of network access available to the pool.\n    - api_field: workerPool.workerConfig.maxConcurrentActions\n      arg_name: max-concurrent-actions"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/services/api_keys/update.py", "locale": "en_US", "spans": [["IP_ADDRESS", 97, 132], ["IP_ADDRESS", 133, 145]],
     "text": "          $ {command} projects/myproject/keys/my-key-id --display-name=\"test name\" --allowed-ips=2620:15c:2c4:203:2776:1f90:6b3b:217,104.133.8.78\n\n        To update annotations:\n\n          $ {command} projects/myproject/keys/my-key-id --annotations=foo=bar,abc=def\n\n        To update key's allowed referrers restriction:\n\n          $ {command} projects/myproject/keys/my-key-id --allowed-referrers=\"https://www.example.com/*,http://sub.example.com/*\"\n\n        To update key's allowed ios app bundle ids:"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib/python3.12/asyncio/base_events.py", "locale": "en_US", "spans": [["IP_ADDRESS", 177, 180]],
     "text": "    if isinstance(host, bytes):\n        host = host.decode('idna')\n    if '%' in host:\n        # Linux's inet_pton doesn't accept an IPv6 zone index after host,\n        # like '::1%lo0'.\n        return None\n\n    for af in afs:\n        try:\n            socket.inet_pton(af, host)\n            # The host has already been resolved.\n            if _HAS_IPv6 and af == socket.AF_INET6:"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bq/third_party/pyasn1/compat/octets.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 107, 124]],
     "text": "#!/usr/bin/env python\n#\n# This file is part of pyasn1 software.\n#\n# Copyright (c) 2005-2019, Ilya Etingof <etingof@gmail.com>\n# License: http://snmplabs.com/pyasn1/license.html\n#\nfrom sys import version_info\n\nif version_info[0] <= 2:"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/vmware/private_clouds/create.py", "locale": "en_US", "spans": [["IP_ADDRESS", 328, 339], ["IP_ADDRESS", 528, 539]],
     "text": "          To create a private cloud in the `us-west2-a` zone using `standard-72` nodes that connects to the `my-network` VMware Engine network, run:\n\n\n          $ {command} my-private-cloud --location=us-west2-a --project=my-project --cluster=my-management-cluster --node-type-config=type=standard-72,count=3 --management-range=192.168.0.0/24 --vmware-engine-network=my-network\n\n          Or:\n\n          $ {command} my-private-cloud --cluster=my-management-cluster --node-type-config=type=standard-72,count=3 --management-range=192.168.0.0/24 --vmware-engine-network=my-network"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/third_party/pyasn1/tests/codec/cer/__main__.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 85, 102]],
     "text": "#\n# This file is part of pyasn1 software.\n#\n# Copyright (c) 2005-2020, Ilya Etingof <etingof@gmail.com>\n# License: https://pyasn1.readthedocs.io/en/latest/license.html\n#\nimport unittest\n\nsuite = unittest.TestLoader().loadTestsFromNames(\n    ['tests.codec.cer.test_encoder.suite',\n     'tests.codec.cer.test_decoder.suite']\n)\n\n\nif __name__ == '__main__':\n    unittest.TextTestRunner(verbosity=2).run(suite)"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/third_party/pyparsing/examples/mozillaCalendarParser.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 165, 190]],
     "text": "A simple parser for calendar (*.ics) files,\nas exported by the Mozilla calendar.\n\nAny suggestions and comments welcome.\n\nVersion:   0.1\nCopyright: Petri Savolainen <firstname.lastname@iki.fi>\nLicense:   Free for any use\n\"\"\"\n\n\n# TERMINALS\n\nBEGIN = Literal(\"BEGIN:\").suppress()\nEND = Literal(\"END:\").suppress()\nvalstr = printables + \"\\xe4\\xf6\\xe5\\xd6\\xc4\\xc5 \""},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/third_party/pyasn1-modules/tests/__main__.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 93, 110]],
     "text": "#\n# This file is part of pyasn1-modules software.\n#\n# Copyright (c) 2005-2017, Ilya Etingof <etingof@gmail.com>\n# License: http://pyasn1.sf.net/license.html\n#\ntry:\n    import unittest2 as unittest\n\nexcept ImportError:"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/config/set.py", "locale": "en_US", "spans": [["IP_ADDRESS", 207, 218]],
     "text": "    $ {command} disable_prompts true\n\n  To set a proxy with the appropriate type, and specify the address and port on\n  which to reach it, run:\n\n    $ {command} proxy/type http\n    $ {command} proxy/address 1.234.56.78\n    $ {command} proxy/port 8080\n\n  For a full list of accepted values, see\n  https://cloud.google.com/sdk/gcloud/reference/topic/configurations#AVAILABLE-PROPERTIES."},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/services/vpc_peerings/enable_vpc_service_controls.py", "locale": "en_US", "spans": [["IP_ADDRESS", 342, 354], ["IP_ADDRESS", 356, 368], ["IP_ADDRESS", 370, 382], ["IP_ADDRESS", 388, 400]],
     "text": "          zones and authorizes those zones for the service producer VPC network.\n          The zones include googleapis.com, pkg.dev, gcr.io, and other necessary\n          domains or host names for Google APIs and services that are compatible\n          with VPC Service Controls. Record data in the zones resolves all host\n          names to 199.36.153.4, 199.36.153.5, 199.36.153.6, and 199.36.153.7.\n\n          When disabled, Google Cloud makes the following route configuration\n          changes in the service producer VPC network: Google Cloud restores a"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/botocore/data/wafv2/2019-07-29/service-2.json", "locale": "en_US", "spans": [["IP_ADDRESS", 438, 448], ["IP_ADDRESS", 464, 474], ["IP_ADDRESS", 556, 565], ["IP_ADDRESS", 569, 580]],
     "text": "          \"documentation\":\"<p>Contains an array of strings that specifies zero or more IP addresses or blocks of IP addresses that you want WAF to inspect for in incoming requests. All addresses must be specified using Classless Inter-Domain Routing (CIDR) notation. WAF supports all IPv4 and IPv6 CIDR ranges except for <code>/0</code>. </p> <p>Example address strings: </p> <ul> <li> <p>For requests that originated from the IP address 192.0.2.44, specify <code>192.0.2.44/32</code>.</p> </li> <li> <p>For requests that originated from IP addresses from 192.0.2.0 to 192.0.2.255, specify <code>192."},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/resource_manager/tags/values/remove_iam_policy_binding.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 212, 231], ["EMAIL_ADDRESS", 325, 344], ["EMAIL_ADDRESS", 557, 576]],
     "text": "     TagValue's ID in the form: tagValues/{numeric_id}.\n  \"\"\"\n\n  detailed_help = {\n      'EXAMPLES':\n          \"\"\"\n          To remove an IAM policy binding for the role of 'roles/editor' for the\n          user 'test-user@gmail.com' on the tagValue 'tagValues/111', run:\n\n            $ {command} tagValues/111 --member='user:test-user@gmail.com' --role='roles/editor'\n\n          To remove an IAM policy binding for a TagValue with the name 'dev'\n          under 'organization/456/env' for the role of\n          'roles/resourcemanager.tagUser' for the user 'test-user@gmail.com',"},
    {"source": "/usr/lib/google-cloud-sdk/platform/google_appengine/lib/cherrypy/cherrypy/lib/auth_digest.py", "locale": "", "spans": [],
     "text": "            req = \"%s:%s:%s:%s:%s\" % (self.nonce, self.nc, self.cnonce, self.qop, ha2)\n        else:\n            req = \"%s:%s\" % (self.nonce, ha2)\n\n        # RFC 2617 3.2.2.2\n        #\n        # If the \"algorithm\" directive's value is \"MD5\" or is unspecified, then A1 is:\n        # A1 = unq(username-value) \":\" unq(realm-value) \":\" passwd\n        #\n        # If the \"algorithm\" directive's value is \"MD5-sess\", then A1 is\n        # calculated only once - on the first request by the client following\n        # receipt of a WWW-Authenticate challenge from the server."},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/access_context_manager/cloud_bindings/list.yaml", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 224, 271]],
     "text": "          accessLevels:\n          - accessPolicies/9522/accessLevels/device_trusted\n          dryRunAccessLevels:\n          - accessPolicies/9522/accessLevels/specific_location\n          principal:\n          serviceAccount: service_account@project.iam.gserviceaccount.com\n          name: organizations/256/gcpUserAccessBindings/b3-BhcX_Ud5N\n\n        Or\n\n          ---\n          accessLevels:\n          - accessPolicies/9522/accessLevels/device_trusted\n          dryRunAccessLevels:\n          - accessPolicies/9522/accessLevels/specific_location\n          principal:\n          serviceAccountProjectNumber: 123456789"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/third_party/urllib3/test/contrib/test_socks.py", "locale": "en_US", "spans": [["IP_ADDRESS", 160, 171]],
     "text": "        proxy_url = f\"socks5://{self.host}:{self.port}\"\n        with socks.SOCKSProxyManager(proxy_url) as pm:\n            response = pm.request(\"GET\", \"http://16.17.18.19\")\n\n            assert response.status == 200\n            assert response.data == b\"\"\n            assert response.headers[\"Server\"] == \"SocksTestServer\"\n\n    def test_local_dns(self) -> None:"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib/python3.12/encodings/iso2022_jp_ext.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 94, 111]],
     "text": "#\n# iso2022_jp_ext.py: Python Unicode Codec for ISO2022_JP_EXT\n#\n# Written by Hye-Shik Chang <perky@FreeBSD.org>\n#\n\nimport _codecs_iso2022, codecs\nimport _multibytecodec as mbc\n\ncodec = _codecs_iso2022.getcodec('iso2022_jp_ext')\n\nclass Codec(codecs.Codec):\n    encode = codec.encode\n    decode = codec.decode\n\nclass IncrementalEncoder(mbc.MultibyteIncrementalEncoder,"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/gslib/tests/test_util.py", "locale": "en_US", "spans": [["IP_ADDRESS", 36, 43], ["IP_ADDRESS", 237, 244], ["IP_ADDRESS", 262, 269], ["IP_ADDRESS", 288, 295]],
     "text": "                                   '1.2.3.4',\n                                   50,\n                                   proxy_user='foo',\n                                   proxy_pass='bar'))\n        for url_string in [\n            'bar@1.2.3.4:50', 'http://bar@1.2.3.4:50', 'https://bar@1.2.3.4:50'\n        ]:\n          with SetEnvironmentForTest({env_var: url_string}):\n            self._AssertProxyInfosEqual("},
    {"source": "/usr/local/go/src/net/net_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 271, 280]],
     "text": "// Issue 72770: verify that a blocked UDP read is woken up by a Close.\nfunc TestCloseUnblocksReadUDP(t *testing.T) {\n\tt.Parallel()\n\tvar (\n\t\tmu   sync.Mutex\n\t\tdone bool\n\t)\n\tdefer func() {\n\t\tmu.Lock()\n\t\tdefer mu.Unlock()\n\t\tdone = true\n\t}()\n\tpc, err := ListenPacket(\"udp\", \"127.0.0.1:0\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\ttime.AfterFunc(250*time.Millisecond, func() {\n\t\tmu.Lock()\n\t\tdefer mu.Unlock()\n\t\tif done {\n\t\t\treturn"},
    {"source": "/usr/local/go/src/net/lookup_plan9.go", "locale": "en_US", "spans": [["IP_ADDRESS", 242, 251]],
     "text": "\t\treturn 0, &DNSError{Err: \"unknown network\", Name: network + \"/\" + service}\n\t}\n}\n\nfunc (*Resolver) lookupPortWithNetwork(ctx context.Context, network, errNetwork, service string) (port int, err error) {\n\tlines, err := queryCS(ctx, network, \"127.0.0.1\", toLower(service))\n\tif err != nil {\n\t\tif stringslite.HasSuffix(err.Error(), \"can't translate service\") {\n\t\t\treturn 0, newDNSError(errUnknownPort, errNetwork+\"/\"+service, \"\")\n\t\t}\n\t\treturn 0, newDNSError(err, errNetwork+\"/\"+service, \"\")\n\t}\n\tif len(lines) == 0 {\n\t\treturn 0, newDNSError(errUnknownPort, errNetwork+\"/\"+service, \"\")\n\t}\n\tf := getFields(lines[0])"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/golang.org_toolchain_v0.0.1-go1.999testmod.netbsd-arm.txt", "locale": "", "spans": [],
     "text": "golang.org/toolchain@v0.0.1-go1.999testmod.netbsd-arm\n\n-- .mod --\nmodule golang.org/toolchain\n-- .info --\n{\"Version\":\"v0.0.1-go1.999testmod.netbsd-arm\"}\n-- go.mod --\nmodule golang.org/toolchain\n-- bin/go --\n#!/bin/sh\necho go1.999testmod here!\n-- bin/gofmt --\necho i am unused\n-- pkg/tool/fake --\n-- lib/wasm/go_js_wasm_exec --\n"},
    {"source": "/usr/local/go/src/net/http/httptest/httptest.go", "locale": "en_US", "spans": [["IP_ADDRESS", 212, 221], ["IP_ADDRESS", 367, 376]],
     "text": "\t\tdefault:\n\t\t\treq.ContentLength = -1\n\t\t}\n\t\tif body == http.NoBody {\n\t\t\treq.ContentLength = 0\n\t\t}\n\t\tif rc, ok := body.(io.ReadCloser); ok {\n\t\t\treq.Body = rc\n\t\t} else {\n\t\t\treq.Body = io.NopCloser(body)\n\t\t}\n\t}\n\n\t// 192.0.2.0/24 is \"TEST-NET\" in RFC 5737 for use solely in\n\t// documentation and example source code and should not be\n\t// used publicly.\n\treq.RemoteAddr = \"192.0.2.1:1234\"\n\n\tif req.Host == \"\" {\n\t\treq.Host = \"example.com\"\n\t}\n\n\tif strings.HasPrefix(target, \"https://\") {\n\t\treq.TLS = &tls.ConnectionState{\n\t\t\tVersion:           tls.VersionTLS12,\n\t\t\tHandshakeComplete: true,"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/golang.org_toolchain_v0.0.1-go1.999testmod.aix-ppc64.txt", "locale": "", "spans": [],
     "text": "golang.org/toolchain@v0.0.1-go1.999testmod.aix-ppc64\n\n-- .mod --\nmodule golang.org/toolchain\n-- .info --\n{\"Version\":\"v0.0.1-go1.999testmod.aix-ppc64\"}\n-- go.mod --\nmodule golang.org/toolchain\n-- bin/g"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_download_git_bareRepository.txt", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 281, 298]],
     "text": "exec git config --global --show-origin user.name\nstdout 'Go Gopher'\n\nenv GOPRIVATE=vcs-test.golang.org\n\ngo mod download -x\n\n-- go.mod --\nmodule test\n\ngo 1.18\n\nrequire vcs-test.golang.org/git/gitrepo1.git v1.2.3\n\n-- $WORK/home/gopher/.gitconfig --\n[user]\n\tname = Go Gopher\n\temail = gopher@golang.org\n[safe]\n\tbareRepository = explicit\n"},
    {"source": "/usr/local/go/src/net/smtp/auth.go", "locale": "en_US", "spans": [["IP_ADDRESS", 200, 209], ["IP_ADDRESS", 223, 226]],
     "text": "func PlainAuth(identity, username, password, host string) Auth {\n\treturn &plainAuth{identity, username, password, host}\n}\n\nfunc isLocalhost(name string) bool {\n\treturn name == \"localhost\" || name == \"127.0.0.1\" || name == \"::1\"\n}\n\nfunc (a *plainAuth) Start(server *ServerInfo) (string, []byte, error) {\n\t// Must have TLS, or else localhost server.\n\t// Note: If TLS is not true, then we can't trust ANYTHING in ServerInfo.\n\t// In particular, it doesn't matter if the server advertises PLAIN auth.\n\t// That might just be the attacker saying"},
    {"source": "/usr/local/go/src/net/http/fs_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 280, 289]],
     "text": "func TestLinuxSendfile(t *testing.T) {\n\tsetParallel(t)\n\tdefer afterTest(t)\n\tif runtime.GOOS != \"linux\" {\n\t\tt.Skip(\"skipping; linux-only test\")\n\t}\n\tif _, err := exec.LookPath(\"strace\"); err != nil {\n\t\tt.Skip(\"skipping; strace not found in path\")\n\t}\n\n\tln, err := net.Listen(\"tcp\", \"127.0.0.1:0\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tlnf, err := ln.(*net.TCPListener).File()\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tdefer ln.Close()\n\n\t// Attempt to run strace, and skip on failure - this test requires SYS_PTRACE.\n\tif err := testenv.Command(t, \"strace\", \"-f\", \"-q\", os.Args[0], \"-test.run=^$\").Run(); err != nil {"},
    {"source": "/usr/local/go/src/net/protoconn_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 325, 334]],
     "text": "\t} else {\n\t\tf.Close()\n\t}\n\n\tdefer func() {\n\t\tif p := recover(); p != nil {\n\t\t\tt.Fatalf(\"panicked: %v\", p)\n\t\t}\n\t}()\n\n\tc.WriteToUDP(wb, nil)\n\tc.WriteMsgUDP(wb, nil, nil)\n}\n\nfunc TestIPConnSpecificMethods(t *testing.T) {\n\tif !testableNetwork(\"ip4\") {\n\t\tt.Skip(\"skipping: ip4 not supported\")\n\t}\n\n\tla, err := ResolveIPAddr(\"ip4\", \"127.0.0.1\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tc, err := ListenIP(\"ip4:icmp\", la)\n\tif testenv.SyscallIsNotSupported(err) {\n\t\t// May be inside a container that disallows creating a socket or\n\t\t// not running as root.\n\t\tt.Skipf(\"skipping: %v\", err)"},
    {"source": "/usr/local/go/src/net/dnsconfig.go", "locale": "en_US", "spans": [["IP_ADDRESS", 315, 324], ["IP_ADDRESS", 332, 335]],
     "text": "// but widely used packages access it using linkname.\n// Notable members of the hall of shame include:\n//   - github.com/pojntfx/hydrapp/hydrapp\n//   - github.com/mtibben/androiddnsfix\n//\n// Do not remove or change the type signature.\n// See go.dev/issue/67401.\n//\n//go:linkname defaultNS\nvar defaultNS = []string{\"127.0.0.1:53\", \"[::1]:53\"}\n\nvar getHostname = os.Hostname // variable for testing\n\ntype dnsConfig struct {\n\tservers       []string      // server addresses (in host:port form) to use"},
    {"source": "/usr/local/go/src/cmd/go/testdata/vcstest/git/v2sub.txt", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 71, 89]],
     "text": "handle git\n\nenv GIT_AUTHOR_NAME='Bryan C. Mills'\nenv GIT_AUTHOR_EMAIL='bcmills@google.com'\nenv GIT_COMMITTER_NAME=$GIT_AUTHOR_NAME\nenv GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL\n\ngit init\n\nat 2022-02-22T15:53:33-05:00\ngit add v2sub.go v2\ngit commit -m 'all: add package v2sub and v2sub/v2'\ngit branch -m main\ngit tag v2.0.0\n\nat 2022-02-22T15:55:07-05:00\ngit add README.txt\ngit commit -m 'v2sub: add README.txt'"},
    {"source": "/usr/local/go/src/net/net_windows_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 93, 102], ["IP_ADDRESS", 148, 157], ["IP_ADDRESS", 166, 175]],
     "text": "\t//    DHCP enabled:                         No\n\t//    IP Address:                           127.0.0.1\n\t//    Subnet Prefix:                        127.0.0.0/8 (mask 255.0.0.0)\n\t//    InterfaceMetric:                      50\n\t//\n\taddrs := make([]string, 0)\n\tvar addr, subnetprefix string\n\tvar processingOurInterface bool\n\tfor line := range bytes.SplitSeq(netshOutput, []byte{'\\r', '\\n'}) {"},
    {"source": "/usr/local/go/src/net/rpc/server_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 192, 201]],
     "text": "func (BuiltinTypes) Array(args *Args, reply *[2]int) error {\n\t(*reply)[0] = args.A\n\t(*reply)[1] = args.B\n\treturn nil\n}\n\nfunc listenTCP() (net.Listener, string) {\n\tl, err := net.Listen(\"tcp\", \"127.0.0.1:0\") // any available address\n\tif err != nil {\n\t\tlog.Fatalf(\"net.Listen tcp :0: %v\", err)\n\t}\n\treturn l, l.Addr().String()\n}\n\nfunc startServer() {\n\tRegister(new(Arith))\n\tRegister(new(Embed))\n\tRegisterName(\"net.rpc.Arith\", new(Arith))\n\tRegister(BuiltinTypes{})"},
    {"source": "/usr/local/go/src/cmd/go/testdata/vcstest/git/modlegacy1-old.txt", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 65, 79]],
     "text": "handle git\n\nenv GIT_AUTHOR_NAME='Russ Cox'\nenv GIT_AUTHOR_EMAIL='rsc@golang.org'\nenv GIT_COMMITTER_NAME=$GIT_AUTHOR_NAME\nenv GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL\n\ngit init\n\nat 2018-04-25T10:59:24-04:00\ngit add p1 p2\ngit commit -m 'initial commit'\ngit branch -m master\n\ngit log --oneline --decorate=short\ncmp stdout .git-log\n\n-- .git-log --\n6b4ba8b (HEAD -> master) initial commit"},
    {"source": "/usr/local/go/src/net/http/netconn_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 174, 183]],
     "text": ")\n\nfunc fakeNetListen() *fakeNetListener {\n\tli := &fakeNetListener{\n\t\tsetc:    make(chan struct{}, 1),\n\t\tunsetc:  make(chan struct{}, 1),\n\t\taddr:    netip.MustParseAddrPort(\"127.0.0.1:8000\"),\n\t\tlocPort: 10000,\n\t}\n\tli.unsetc <- struct{}{}\n\treturn li\n}\n\ntype fakeNetListener struct {\n\tsetc, unsetc chan struct{}\n\tqueue        []net.Conn\n\tclosed       bool\n\taddr         netip.AddrPort\n\tlocPort      uint16\n\n\tonDial  func()             // called when making a new connection"},
    {"source": "/usr/local/go/src/log/syslog/syslog_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 218, 227]],
     "text": "\t\t\t\t\tbreak\n\t\t\t\t}\n\t\t\t\tdone <- s\n\t\t\t}\n\t\t\tc.Close()\n\t\t}(c)\n\t}\n}\n\nfunc startServer(t *testing.T, n, la string, done chan<- string) (addr string, sock io.Closer, wg *sync.WaitGroup) {\n\tif n == \"udp\" || n == \"tcp\" {\n\t\tla = \"127.0.0.1:0\"\n\t} else {\n\t\t// unix and unixgram: choose an address if none given.\n\t\tif la == \"\" {\n\t\t\t// The address must be short to fit in the sun_path field of the\n\t\t\t// sockaddr_un passed to the underlying system calls, so we use\n\t\t\t// os.MkdirTemp instead of t.TempDir: t.TempDir generally includes all or"},
    {"source": "/usr/local/go/src/mime/encodedword_test.go", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 194, 210]],
     "text": "\t\t{\"=?utf-8?B?QW5kcsOp?=\", \"Andr\u00e9\", false},\n\t\t{\"=?ISO-8859-1?Q?Rapha=EBl_Dupont?=\", \"Rapha\u00ebl Dupont\", false},\n\t\t{\"=?utf-8?b?IkFudG9uaW8gSm9zw6kiIDxqb3NlQGV4YW1wbGUub3JnPg==?=\", `\"Antonio Jos\u00e9\" <jose@example.org>`, false},\n\t\t{\"=?UTF-8?A?Test?=\", \"\", true},\n\t\t{\"=?UTF-8?Q?A=B?=\", \"\", true},\n\t\t{\"=?UTF-8?Q?=A?=\", \"\", true},\n\t\t{\"=?UTF-8?A?A?=\", \"\", true},\n\t\t{\"=????=\", \"\", true},\n\t\t{\"=?UTF-8???=\", \"\", true},\n\t\t{\"=?UTF-8?Q??=\", \"\", false},\n\t}\n\n\tfor _, test := range tests {\n\t\tdec := new(WordDecoder)\n\t\ts, err := dec.Decode(test.src)\n\t\tif test.hasErr && err == nil {"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_load_badzip.txt", "locale": "", "spans": [],
     "text": "stderr 'zip for rsc.io/badzip@v1.0.0 has unexpected file rsc.io/badzip@v1.0.0.txt'\n! grep rsc.io/badzip go.mod\n\ngo mod edit -require rsc.io/badzip@v1.0.0\n! go build -mod=mod rsc.io/badzip\nstderr 'zip for rsc.io/badzip@v1.0.0 has unexpected file rsc.io/badzip@v1.0.0.txt'\n\n-- go.mod --\nmodule m\n"},
    {"source": "/usr/local/go/src/net/http/cookiejar/jar.go", "locale": "en_US", "spans": [["IP_ADDRESS", 273, 276]],
     "text": "func isIP(host string) bool {\n\tif strings.ContainsAny(host, \":%\") {\n\t\t// Probable IPv6 address.\n\t\t// Hostnames can't contain : or %, so this is definitely not a valid host.\n\t\t// Treating it as an IP is the more conservative option, and avoids the risk\n\t\t// of interpreting ::1%.www.example.com as a subdomain of www.example.com.\n\t\treturn true\n\t}\n\treturn net.ParseIP(host) != nil\n}\n\n// defaultPath returns the directory part of a URL's path according to\n// RFC 6265 section 5.1.4.\nfunc defaultPath(path string) string {"},
    {"source": "/usr/local/go/src/cmd/go/testdata/vcstest/hg/custom-hg-hello.txt", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 63, 77]],
     "text": "handle hg\nhg init\n\nhg add hello.go\nhg commit --user 'Russ Cox <rsc@golang.org>' --date '2017-10-10T19:39:36-04:00' --message 'hello'\n\nhg log -r ':' --template '{node|short} {desc|strip|firstline}\\n'\ncmp stdout .hg-log\n\n-- .hg-log --\na8c8e7a40da9 hello\n-- hello.go --\npackage main // import \"vcs-test.golang.org/go/custom-hg-hello\""},
    {"source": "/usr/local/go/src/net/http/sniff.go", "locale": "", "spans": [],
     "text": "\t\tpat:  []byte(\"RIFF\\x00\\x00\\x00\\x00AVI \"),\n\t\tct:   \"video/avi\",\n\t},\n\t&maskedSig{\n\t\tmask: []byte(\"\\xFF\\xFF\\xFF\\xFF\\x00\\x00\\x00\\x00\\xFF\\xFF\\xFF\\xFF\"),\n\t\tpat:  []byte(\"RIFF\\x00\\x00\\x00\\x00WAVE\"),\n\t\tct:   \"audio/wave\",\n\t},\n\t// 6.2.0.2. video/mp4\n\tmp4Sig{},\n\t// 6.2.0.3. video/webm\n\t&exactSig{[]byte(\"\\x1A\\x45\\xDF\\xA3\"), \"video/webm\"},\n\n\t// Font types\n\t&maskedSig{\n\t\t// 34 NULL bytes followed by the string \"LP\"\n\t\tpat: []byte(\"\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00LP\"),"},
    {"source": "/usr/local/go/src/crypto/x509/verify_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 62, 69], ["IP_ADDRESS", 144, 151], ["IP_ADDRESS", 199, 206]],
     "text": "\t\tleaf:        generatePEMCertWithRepeatSAN(1677615892, 150, \"4.3.2.1\"),\n\t\troots:       []string{generatePEMCertWithRepeatSAN(1677615892, 150, \"4.3.2.1\")},\n\t\tcurrentTime: 1677615892,\n\t\tdnsName:     \"1.2.3.4\",\n\t\tsystemSkip:  true, // does not chain to a system root\n\n\t\terrorCallback: expectHostnameError(\"certificate is valid for 150 IP SANs, but none matched\"),"},
    {"source": "/usr/local/go/src/time/time.go", "locale": "", "spans": [],
     "text": "\t// the week including the first Thursday of that year, and that the last one is\n\t// the week immediately preceding the first calendar week of the next calendar year.\n\t// See https://www.iso.org/obp/ui#iso:std:iso:8601:-1:ed-1:v1:en:term:3.1.1.23 for details.\n\n\t// weeks start with Monday\n\t// Monday Tuesday Wednesday Thursday Friday Saturday Sunday\n\t// 1      2       3         4        5      6        7\n\t// +3     +2      +1        0        -1     -2       -3"},
    {"source": "/usr/local/go/src/net/example_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 125, 131], ["IP_ADDRESS", 162, 168], ["IP_ADDRESS", 205, 216], ["IP_ADDRESS", 255, 264]],
     "text": "\t// Output:\n\t// true\n\t// false\n\t// true\n\t// false\n}\n\nfunc ExampleIP_IsLinkLocalUnicast() {\n\tipv6LinkLocalUni := net.ParseIP(\"fe80::\")\n\tipv6Global := net.ParseIP(\"2000::\")\n\tipv4LinkLocalUni := net.ParseIP(\"169.254.0.0\")\n\tipv4LinkLocalMulti := net.ParseIP(\"224.0.0.0\")\n\n\tfmt.Println(ipv6LinkLocalUni.IsLinkLocalUnicast())\n\tfmt.Println(ipv6Global.IsLinkLocalUnicast())\n\tfmt.Println(ipv4LinkLocalUni.IsLinkLocalUnicast())\n\tfmt.Println(ipv4LinkLocalMulti.IsLinkLocalUnicast())\n\n\t// Output:"},
    {"source": "/usr/local/go/src/encoding/json/v2/example_test.go", "locale": "en_US", "spans": [["IP_ADDRESS", 287, 300], ["IP_ADDRESS", 322, 335], ["IP_ADDRESS", 356, 369]],
     "text": "\t\tlog.Fatal(err)\n\t}\n\n\t// Sanity check.\n\tif !reflect.DeepEqual(got, want) {\n\t\tlog.Fatalf(\"roundtrip mismatch: got %v, want %v\", got, want)\n\t}\n\n\t// Print the serialized JSON object.\n\t(*jsontext.Value)(&b).Indent() // indent for readability\n\tfmt.Println(string(b))\n\n\t// Output:\n\t// {\n\t// \t\"192.168.0.100\": \"carbonite\",\n\t// \t\"192.168.0.101\": \"obsidian\",\n\t// \t\"192.168.0.102\": \"diamond\"\n\t// }\n}\n\n// By default, JSON object names for Go struct fields are derived from"},
    {"source": "/usr/local/go/src/encoding/asn1/asn1_test.go", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 234, 251]],
     "text": "\t\t\tRelativeDistinguishedNameSET{AttributeTypeAndValue{Type: ObjectIdentifier{2, 5, 4, 3}, Value: \"false.example.com\"}},\n\t\t\tRelativeDistinguishedNameSET{AttributeTypeAndValue{Type: ObjectIdentifier{1, 2, 840, 113549, 1, 9, 1}, Value: \"false@example.com\"}},\n\t\t},\n\t\tValidity: Validity{\n\t\t\tNotBefore: time.Date(2009, 10, 8, 00, 25, 53, 0, time.UTC),\n\t\t\tNotAfter:  time.Date(2010, 10, 8, 00, 25, 53, 0, time.UTC),"},
    {"source": "/usr/local/go/src/cmd/go/testdata/vcstest/git/tagtests.txt", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 67, 87]],
     "text": "handle git\n\nenv GIT_AUTHOR_NAME='Jay Conrod'\nenv GIT_AUTHOR_EMAIL='jayconrod@google.com'\nenv GIT_COMMITTER_NAME=$GIT_AUTHOR_NAME\nenv GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL\n\nat 2019-05-09T18:56:25-04:00\n\ngit init\n\ngit add go.mod tagtests.go\ngit commit -m 'create module tagtests'\ngit branch -m master\ngit branch b\n\ngit add v0.2.1\ngit commit -m 'v0.2.1'\ngit tag 'v0.2.1'\n\ngit checkout b\ngit add 'v0.2.2'\ngit commit -m 'v0.2.2'\ngit tag 'v0.2.2'"},
    {"source": "/usr/share/doc/valgrind/html/manual-core.html", "locale": "en_US", "spans": [["IP_ADDRESS", 125, 136], ["IP_ADDRESS", 196, 207], ["IP_ADDRESS", 378, 389]],
     "text": "    socket.  The socket is specified as an IP address and port number\n    pair, like this: <code class=\"option\">--log-socket=192.168.0.1:12345</code> if\n    you want to send the output to host IP 192.168.0.1 port 12345\n    (note: we\n    have no idea if 12345 is a port of pre-existing significance).  You\n    can also omit the port number:\n    <code class=\"option\">--log-socket=192.168.0.1</code>, in which case a default"},
    {"source": "/usr/share/doc/valgrind/html/cl-format.html", "locale": "", "spans": [],
     "text": "<a name=\"cl-format.overview.misc\"></a>3.1.7.\u00a0Miscellaneous</h3></div></div></div>\n<div class=\"sect3\">\n<div class=\"titlepage\"><div><div><h4 class=\"title\">\n<a name=\"cl-format.overview.misc.summary\"></a>3.1.7.1.\u00a0Cost Summary Information</h4></div></div></div>\n<p>For the visualization to be able to show cost percentage, a sum of the\ncost of the full run has to be known. Usually, it is assumed that this is the"},
    {"source": "/usr/share/doc/valgrind/html/dh-manual.html", "locale": "", "spans": [],
     "text": "the previous example.) These frames could be found by tracing back through\nancestor nodes, but that can be annoying, which is why they are duplicated.\nThis also means that each node makes complete sense on its own.</p>\n</div>\n<div class=\"sect3\">\n<div class=\"titlepage\"><div><div><h4 class=\"title\">\n<a name=\"dh-access-counts\"></a>10.3.2.5.\u00a0Access Counts</h4></div></div></div>\n<p>If all blocks covered by a PP node have the same size, an additional\n<code class=\"computeroutput\">Accesses</code> field will be present. It indicates\nhow the reads and writes within these blocks were distributed. For"},
    {"source": "/usr/share/doc/valgrind/html/dist.readme-solaris.html", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 105, 120], ["EMAIL_ADDRESS", 144, 160]],
     "text": "Contacts<br>\n--------<br>\nPlease\u00a0send\u00a0bug\u00a0reports\u00a0and\u00a0any\u00a0questions\u00a0about\u00a0the\u00a0port\u00a0to:<br>\nIvo\u00a0Raisr\u00a0&lt;ivosh@ivosh.net&gt;<br>\nPetr\u00a0Pavlu\u00a0&lt;setup@dagobah.cz&gt;<br>\n<br>\n\u00a0\u00a0\u00a0\u00a0</p></div>\n</div>\n<div>\n<br><table class=\"nav\" width=\"100%\" cellspacing=\"3\" cellpadding=\"2\" border=\"0\" summary=\"Navigation footer\">\n<tr>\n<td rowspan=\"2\" width=\"40%\" align=\"left\">\n<a accesskey=\"p\" href=\"dist.readme-mips.html\">&lt;&lt;\u00a011.\u00a0README.mips</a>\u00a0</td>"},
    {"source": "/usr/share/doc/valgrind/html/FAQ.html", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 260, 281], ["EMAIL_ADDRESS", 297, 318]],
     "text": "<div><p class=\"copyright\">Copyright \u00a9 2000-2022 <a class=\"ulink\" href=\"http://www.valgrind.org/info/developers.html\" target=\"_top\">Valgrind Developers</a></p></div>\n<div><div class=\"legalnotice\">\n<a name=\"faq-legal\"></a><p>Email: <a class=\"ulink\" href=\"mailto:valgrind@valgrind.org\" target=\"_top\">valgrind@valgrind.org</a></p>\n</div></div>\n</div>\n<hr>\n</div>\n<div class=\"toc\">\n<p><b>Table of Contents</b></p>\n<dl class=\"toc\"><dt><span class=\"article\"><a href=\"faq.html\">Valgrind Frequently Asked Questions</a></span></dt></dl>"},
    {"source": "/usr/share/doc/valgrind/copyright", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 346, 364]],
     "text": "Copyright: 2005-2012 Nicholas Nethercote\nLicense: GPL-2.0+\n\nFiles: perf/tinycc.c\nCopyright: 2001-2004, Fabrice Bellard\nLicense: LGPL-2.0+\n\nFiles: perf/bz2.c\nCopyright: 1996-2004 Julian R Seward\nLicense: BSD-3-Clause\n\nFiles: massif/*\nCopyright: 2003-2012, Nicholas Nethercote\nLicense: GPL-2.0+\n\nFiles: drd/*\nCopyright: 2006-2012, Bart Van Assche <bvanassche@acm.org>\nLicense: GPL-2.0+\n\nFiles: drd/tests/tsan_thread_wrappers_pthread.h\n drd/tests/tsan_unittest.cpp\nCopyright: 2008-2008 Google Inc\nLicense: GPL-2.0+\n\nFiles: drd/drd_strmem_intercepts.c"},
    {"source": "/usr/share/doc/valgrind/html/manual.html", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 328, 349], ["EMAIL_ADDRESS", 365, 386]],
     "text": "<div><p class=\"releaseinfo\">Release 3.19.0 11 Apr 2022</p></div>\n<div><p class=\"copyright\">Copyright \u00a9 2000-2022 <a class=\"ulink\" href=\"http://www.valgrind.org/info/developers.html\" target=\"_top\">Valgrind Developers</a></p></div>\n<div><div class=\"legalnotice\">\n<a name=\"manual-legal\"></a><p>Email: <a class=\"ulink\" href=\"mailto:valgrind@valgrind.org\" target=\"_top\">valgrind@valgrind.org</a></p>\n</div></div>\n</div>\n<hr>\n</div>\n<div class=\"toc\">\n<p><b>Table of Contents</b></p>\n<dl class=\"toc\">\n<dt><span class=\"chapter\"><a href=\"manual-intro.html\">1. Introduction</a></span></dt>"},
    {"source": "/usr/share/doc/valgrind/html/dist.news.old.html", "locale": "", "spans": [],
     "text": "91821\u00a0\tSmall\u00a0problems\u00a0building\u00a0valgrind\u00a0with\u00a0$top_builddir\u00a0ne\u00a0$t...<br>\n91844\u00a0\tsignal\u00a011\u00a0(SIGSEGV)\u00a0at\u00a0get_tcb\u00a0(libpthread.c:86)\u00a0in\u00a0corec...<br>\n92264\u00a0\tUNIMPLEMENTED\u00a0FUNCTION:\u00a0pthread_condattr_setpshared<br>\n92331\u00a0\tper-target\u00a0flags\u00a0necessitate\u00a0AM_PROG_CC_C_O<br>\n92420\u00a0\tvalgrind\u00a0doesn't\u00a0compile\u00a0with\u00a0linux\u00a02.6.8.1/9<br>\n92513\u00a0\tValgrind\u00a02.2.0\u00a0generates\u00a0some\u00a0warning\u00a0messages<br>\n92528\u00a0\tvg_symtab2.c:170\u00a0(addLoc):\u00a0Assertion\u00a0`loc-&gt;size\u00a0&gt;\u00a00'\u00a0failed.<br>"},
    {"source": "/usr/share/doc/nodejs/api/policy.html", "locale": "", "spans": [],
     "text": "              <path d=\"M11.1 12.08c-2.33-4.51-.5-8.48.53-10.07C6.27 2.2 1.98 6.59 1.98 12c0 .14.02.28.02.42.62-.27 1.29-.42 2-.42 1.66 0 3.18.83 4.1 2.15A4.01 4.01 0 0111 18c0 1.52-.87 2.83-2.12 3.51.98.32 2.03.5 3.11.5 3.5 0 6.58-1.8 8.37-4.52-2.36.23-6.98-.97-9.26-5.41z\"/>\n              <path d=\"M7 16h-.18C6.4 14.84 5.3 14 4 14c-1.66 0-3 1.34-3 3s1.34 3 3 3h3c1.1 0 2-.9 2-2s-.9-2-2-2z\"/>"},
    {"source": "/usr/share/doc/nodejs/contributing/maintaining/maintaining-V8.md", "locale": "", "spans": [],
     "text": "safest to apply the patch level updates as a patch. For example, imagine that\nupstream V8 is at 5.0.71.47 and Node.js is at 5.0.71.32. It would be best to\ncompute the diff between these tags on the V8 repository, and then apply that\npatch on the copy of V8 in Node.js. This should preserve the patches/backports\nthat Node.js may be floating (or else cause a merge conflict).\n\n#### Applying minor updates with `git-node` (recommended)\n\n1. Install [`git-node`][] by installing [`@node-core/utils`][]."},
    {"source": "/usr/share/doc/nodejs/api/http2.html", "locale": "en_US", "spans": [["IP_ADDRESS", 275, 284]],
     "text": "<span class=\"hljs-comment\">//   'this is invalid because there can be only one',</span>\n<span class=\"hljs-comment\">//   'User-Agent',</span>\n<span class=\"hljs-comment\">//   'curl/7.22.0',</span>\n<span class=\"hljs-comment\">//   'Host',</span>\n<span class=\"hljs-comment\">//   '127.0.0.1:8000',</span>\n<span class=\"hljs-comment\">//   'ACCEPT',</span>\n<span class=\"hljs-comment\">//   '*/*' ]</span>\n<span class=\"hljs-variable language_\">console</span>.<span class=\"hljs-title function_\">log</span>(request.<span class=\"hljs-property\">rawHeaders</span>);</code> <button class=\"copy-button\">copy</button></pre>"},
    {"source": "/usr/share/doc/nodejs/api/perf_hooks.md", "locale": "en_US", "spans": [["IP_ADDRESS", 154, 163]],
     "text": "obs.observe({ entryTypes: ['http'] });\n\nconst PORT = 8080;\n\nhttp.createServer((req, res) => {\n  res.end('ok');\n}).listen(PORT, () => {\n  http.get(`http://127.0.0.1:${PORT}`);\n});\n```\n\n### Measuring how long the `net.connect` (only for TCP) takes when the connection is successful\n\n```js\n'use strict';\nconst { PerformanceObserver } = require('node:perf_hooks');"},
    {"source": "/usr/share/doc/nodejs/api/tls.md", "locale": "en_US", "spans": [["IP_ADDRESS", 171, 180]],
     "text": "Returns the bound `address`, the address `family` name, and `port` of the\nunderlying socket as reported by the operating system:\n`{ port: 12346, family: 'IPv4', address: '127.0.0.1' }`.\n\n### `tlsSocket.authorizationError`\n\n<!-- YAML\nadded: v0.11.4\n-->\n\nReturns the reason why the peer's certificate was not been verified. This\nproperty is set only when `tlsSocket.authorized === false`."},
    {"source": "/usr/share/doc/nodejs/api/http.md", "locale": "en_US", "spans": [["IP_ADDRESS", 21, 30], ["IP_ADDRESS", 109, 118]],
     "text": "server.listen(1337, '127.0.0.1', () => {\n\n  // make a request\n  const options = {\n    port: 1337,\n    host: '127.0.0.1',\n    headers: {\n      'Connection': 'Upgrade',\n      'Upgrade': 'websocket',\n    },\n  };\n\n  const req = http.request(options);\n  req.end();\n\n  req.on('upgrade', (res, socket, upgradeHead) => {"},
    {"source": "/usr/share/doc/nodejs/api/net.md", "locale": "en_US", "spans": [["IP_ADDRESS", 20, 28], ["IP_ADDRESS", 32, 41], ["IP_ADDRESS", 66, 87], ["IP_ADDRESS", 133, 148], ["IP_ADDRESS", 199, 207], ["IP_ADDRESS", 258, 273], ["IP_ADDRESS", 369, 385]],
     "text": "blockList.addRange('10.0.0.1', '10.0.0.10');\nblockList.addSubnet('8592:757c:efae:4e45::', 64, 'ipv6');\n\nconsole.log(blockList.check('123.123.123.123'));  // Prints: true\nconsole.log(blockList.check('10.0.0.3'));  // Prints: true\nconsole.log(blockList.check('222.111.111.222'));  // Prints: false\n\n// IPv6 notation for IPv4 addresses works:\nconsole.log(blockList.check('::ffff:7b7b:7b7b', 'ipv6')); // Prints: true"},
    {"source": "/usr/share/doc/nodejs/api/debugger.md", "locale": "en_US", "spans": [["IP_ADDRESS", 29, 38], ["IP_ADDRESS", 151, 160]],
     "text": "< Debugger listening on ws://127.0.0.1:9229/621111f9-ffcb-4e82-b718-48a145fa5db8\n< For help, see: https://nodejs.org/en/docs/inspector\n<\nconnecting to 127.0.0.1:9229 ... ok\n< Debugger attached.\n<\n ok\nBreak on start in myscript.js:2\n  1 // myscript.js\n> 2 global.x = 5;\n  3 setTimeout(() => {\n  4   debugger;\ndebug>\n```\n\nThe debugger automatically breaks on the first executable line. To instead\nrun until the first breakpoint (specified by a [`debugger`][] statement), set\nthe `NODE_INSPECT_RESUME_ON_START` environment variable to `1`.\n\n```console"},
    {"source": "/root/.m2/repository/org/apache/velocity/velocity-engine-core/2.4/velocity-engine-core-2.4.pom", "locale": "", "spans": [],
     "text": "            <groupId>org.slf4j</groupId>\n            <artifactId>slf4j-simple</artifactId>\n            <scope>test</scope>\n        </dependency>\n    </dependencies>\n\n    <reporting>\n        <plugins>\n            <plugin>\n                <groupId>com.github.spotbugs</groupId>\n                <artifactId>spotbugs-maven-plugin</artifactId>\n                <version>4.8.6.2</version>\n                <configuration>\n                    <xmlOutput>true</xmlOutput>\n                    <threshold>Low</threshold>\n                    <effort>Max</effort>"},
    {"source": "/root/.m2/repository/org/iq80/snappy/snappy/0.4/snappy-0.4.pom", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 319, 332]],
     "text": "            <name>Apache License 2.0</name>\n            <url>http://www.apache.org/licenses/LICENSE-2.0.html</url>\n            <distribution>repo</distribution>\n        </license>\n    </licenses>\n\n    <developers>\n        <developer>\n            <id>dain</id>\n            <name>Dain Sundstrom</name>\n            <email>dain@iq80.com</email>\n        </developer>\n        <developer>\n            <id>electrum</id>\n            <name>David Phillips</name>"},
    {"source": "/root/.m2/repository/org/slf4j/slf4j-parent/1.7.30/slf4j-parent-1.7.30.pom", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 370, 381]],
     "text": "    <junit.version>4.12</junit.version>\n    <maven-site-plugin.version>3.3</maven-site-plugin.version>\n    <maven-source-plugin.version>3.0.1</maven-source-plugin.version>\n    <javadoc.plugin.version>3.1.0</javadoc.plugin.version>\n    <doclint>none</doclint>\n  </properties>\n\n  <developers>\n    <developer>\n      <id>ceki</id>\n      <name>Ceki Gulcu</name>\n      <email>ceki@qos.ch</email>\n    </developer>\n  </developers>\n\n  <modules>\n    <module>slf4j-api</module>\n    <module>slf4j-simple</module>"},
    {"source": "/root/.m2/repository/org/slf4j/slf4j-parent/1.7.5/slf4j-parent-1.7.5.pom", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 196, 207]],
     "text": "    <logback.version>1.0.7</logback.version>\n    <junit.version>4.10</junit.version>\n  </properties>\n\n  <developers>\n    <developer>\n      <id>ceki</id>\n      <name>Ceki Gulcu</name>\n      <email>ceki@qos.ch</email>\n    </developer>\n  </developers>\n\n  <modules>\n    <module>slf4j-api</module>\n    <!--<module>slf4j-scala-api</module>-->\n    <module>slf4j-simple</module>\n    <module>slf4j-nop</module>"},
    {"source": "/root/.m2/repository/org/codehaus/plexus/plexus/17/plexus-17.pom", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 13, 31], ["EMAIL_ADDRESS", 212, 233], ["EMAIL_ADDRESS", 403, 418], ["EMAIL_ADDRESS", 599, 621]],
     "text": "      <email>1983-01-06@gmx.net</email>\n      <roles>\n        <role>Developer</role>\n      </roles>\n    </developer>\n    <developer>\n      <id>belingueres</id>\n      <name>Gabriel Belingueres</name>\n      <email>belingueres@gmail.com</email>\n      <roles>\n        <role>Developer</role>\n      </roles>\n    </developer>\n    <developer>\n      <id>kwin</id>\n      <name>Konrad Windszus</name>\n      <email>kwin@apache.org</email>\n      <roles>\n        <role>Developer</role>\n      </roles>\n    </developer>\n    <developer>\n      <id>sjaranowski</id>\n      <name>Slawomir Jaranowski</name>\n      <email>sjaranowski@apache.org</email>"},
    {"source": "/usr/lib/jvm/java-17-openjdk-amd64/legal/java.base/siphash.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 122, 153]],
     "text": "## SipHash v1.0-68c8a7c\n\n### Notice\nSipHash reference C implementation\n\n```\n   Copyright (c) 2016 Jean-Philippe Aumasson <jeanphilippe.aumasson@gmail.com>\n\n   To the extent possible under law, the author(s) have dedicated all copyright"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.xml/xalan.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 305, 322]],
     "text": "     - software copyright (c) 1999-2002, Lotus Development Corporation., http://www.lotus.com.\n     - software copyright (c) 2001-2002, Sun Microsystems., http://www.sun.com.\n     - software copyright (c) 2003, IBM Corporation., http://www.ibm.com.\n     - voluntary contributions made by Ovidiu Predescu (ovidiu@cup.hp.com) on behalf of the\n       Apache Software Foundation and was originally developed at Hewlett Packard Company.\n\n</pre>\n\n### Apache 2.0 License\n<pre>\n\n                              Apache License\n                        Version 2.0, January 2004"},
    {"source": "/usr/lib/jvm/java-17-openjdk-amd64/conf/net.properties", "locale": "en_US", "spans": [["IP_ADDRESS", 303, 312], ["IP_ADDRESS", 388, 391]],
     "text": "# FTP Proxy settings. proxyHost is the name of the proxy server\n# (e.g. proxy.mydomain.com), proxyPort is the port number to use (default\n# value is 80) and nonProxyHosts is a '|' separated list of hostnames which\n# should be accessed directly, ignoring the proxy server (default value is\n# localhost & 127.0.0.1).\n#\n# ftp.proxyHost=\n# ftp.proxyPort=80\nftp.nonProxyHosts=localhost|127.*|[::1]\n#\n# Socks proxy settings. socksProxyHost is the name of the proxy server\n# (e.g. socks.domain.com), socksProxyPort is the port number to use\n# (default value is 1080)\n#\n# socksProxyHost=\n# socksProxyPort=1080"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.desktop/freetype.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 176, 201], ["EMAIL_ADDRESS", 205, 225]],
     "text": "Copyright (C) 2007-2025 by David Turner.\nCopyright (C) 2022-2025 by David Turner, Robert Wilhelm, Werner Lemberg, and Moazin Khatti.\nCopyright (C) 2007-2025 by Rahul Bhalerao <rahul.bhalerao@redhat.com>, <b.rahul.pm@gmail.com>.\nCopyright (C) 2025 by Behdad Esfahbod.\nCopyright (C) 2008-2025 by David Turner, Robert Wilhelm, Werner Lemberg, and suzuki toshiya."},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.desktop/harfbuzz.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 176, 196]],
     "text": "Copyright \u00a9 2010-2024  Google, Inc.\nCopyright \u00a9 2018-2020  Ebrahim Byagowi\nCopyright \u00a9 2004-2013  Red Hat, Inc.\nCopyright \u00a9 2019  Facebook, Inc.\nCopyright (C) 2012 Zilong Tan (eric.zltan@gmail.com)\nCopyright \u00a9 2007  Chris Wilson\nCopyright \u00a9 2018-2019 Adobe Inc.\nCopyright \u00a9 2006-2025 Behdad Esfahbod\nCopyright \u00a9 1998-2004  David Turner and Werner Lemberg"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.smartcardio/pcsclite.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 73, 96], ["EMAIL_ADDRESS", 147, 171], ["EMAIL_ADDRESS", 242, 265], ["EMAIL_ADDRESS", 316, 340]],
     "text": "Copyright for winscard.h:\n * Copyright (C) 1999-2003\n *  David Corcoran <corcoran@musclecard.com>\n * Copyright (C) 2002-2018\n *  Ludovic Rousseau <ludovic.rousseau@free.fr>\n\nCopyright for wintypes.h:\n * Copyright (C) 1999\n *  David Corcoran <corcoran@musclecard.com>\n * Copyright (C) 2002-2018\n *  Ludovic Rousseau <ludovic.rousseau@free.fr>\n\nCopyright for pcsclite.h:"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.xml/xhtml10schema.md", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 214, 232]],
     "text": "constitute a waiver of MIT's, INRIA's, or Keio's trademark or other intellectual\nrights concerning that name or logo.\n\nAny questions concerning the use, status, or standing of W3C trademarks should\nbe directed to: site-policy@w3.org or to W3C (c/o Joseph Reagle), Laboratory\nfor Computer Science NE43-358, Massachusetts Institute of Technology, 200\nTechnology Square, Cambridge, MA 02139."},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/secretmanager_v1beta2/services/secret_manager_service/client.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 169, 185], ["EMAIL_ADDRESS", 207, 225], ["EMAIL_ADDRESS", 289, 330], ["EMAIL_ADDRESS", 468, 483]],
     "text": "                   :literal:``     {       \"bindings\": [         {           \"role\": \"roles/resourcemanager.organizationAdmin\",           \"members\": [             \"user:mike@example.com\",             \"group:admins@example.com\",             \"domain:google.com\",             \"serviceAccount:my-project-id@appspot.gserviceaccount.com\"           ]         },         {           \"role\": \"roles/resourcemanager.organizationViewer\",           \"members\": [             \"user:eve@example.com\"           ],           \"condition\": {             \"title\": \"expirable access\",             \"description\": \"Does not"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/aiohttp/pytest_plugin.py", "locale": "en_US", "spans": [["IP_ADDRESS", 199, 208]],
     "text": "    \"\"\"Factory to create a TestServer instance, given an app.\n\n    aiohttp_server(app, **kwargs)\n    \"\"\"\n    servers = []\n\n    async def go(\n        app: Application,\n        *,\n        host: str = \"127.0.0.1\",\n        port: int | None = None,\n        **kwargs: Any,\n    ) -> TestServer:\n        server = TestServer(app, host=host, port=port)\n        await server.start_server(loop=loop, **kwargs)"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pyasn1_modules/rfc5652.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 218, 235]],
     "text": "# coding: utf-8\n#\n# This file is part of pyasn1-modules software.\n#\n# Created by Stanis\u0142aw Pitucha with asn1ate tool.\n# Modified by Russ Housley to add support for opentypes.\n#\n# Copyright (c) 2005-2020, Ilya Etingof <etingof@gmail.com>\n# License: http://snmplabs.com/pyasn1/license.html\n#\n# Cryptographic Message Syntax (CMS)\n#\n# ASN.1 source from:\n# http://www.ietf.org/rfc/rfc5652.txt\n#\nfrom pyasn1.type import constraint\nfrom pyasn1.type import namedtype\nfrom pyasn1.type import namedval\nfrom pyasn1.type import opentype\nfrom pyasn1.type import tag"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/api_core/iam.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 161, 178], ["EMAIL_ADDRESS", 212, 237], ["EMAIL_ADDRESS", 284, 317]],
     "text": "           Conditions overview https://cloud.google.com/iam/docs/conditions-overview.\n\n        Example:\n\n        .. code-block:: python\n\n           USER = \"user:phred@example.com\"\n           ADMIN_GROUP = \"group:admins@groups.example.com\"\n           SERVICE_ACCOUNT = \"serviceAccount:account-1234@accounts.example.com\"\n           CONDITION = {\n               \"title\": \"request_time\","},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pyasn1_modules/rfc2251.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 93, 110]],
     "text": "#\n# This file is part of pyasn1-modules software.\n#\n# Copyright (c) 2005-2020, Ilya Etingof <etingof@gmail.com>\n# License: http://snmplabs.com/pyasn1/license.html\n#\n# LDAP message syntax\n#\n# ASN.1 source from:\n# http://www.trl.ibm.com/projects/xml/xss4j/data/asn1/grammars/ldap.asn\n#\n# Sample captures from:\n# http://wiki.wireshark.org/SampleCaptures/\n#\nfrom pyasn1.type import constraint"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/aiplatform_v1/services/gen_ai_cache_service/client.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 122, 137]],
     "text": "                          \"role\": \"roles/resourcemanager.organizationViewer\",\n                          \"members\": [\"user:eve@example.com\"],\n                          \"condition\": {\n                            \"title\": \"expirable access\",\n                            \"description\": \"Does not grant access after Sep 2020\",\n                            \"expression\": \"request.time <\n                            timestamp('2020-10-01T00:00:00.000Z')\",\n                          }\n                        }\n                      ]"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/genai/tests/gaos/conftest.py", "locale": "en_US", "spans": [["IP_ADDRESS", 194, 203], ["IP_ADDRESS", 287, 296]],
     "text": "  \"\"\"Starts an isolated local HTTP server and yields a MockGaosServer state.\"\"\"\n  for env_var in _ENV_VARS_TO_CLEAR:\n    monkeypatch.delenv(env_var, raising=False)\n\n  server = _GaosHTTPServer((\"127.0.0.1\", 0), _GaosRequestHandler)\n  port = server.server_address[1]\n  base_url = f\"http://127.0.0.1:{port}\"\n  client = Client(\n      api_key=\"test-key\",\n      vertexai=False,"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/spacy/tests/test_misc.py", "locale": "en_US", "spans": [["IP_ADDRESS", 207, 214]],
     "text": "    assert to_ternary_int(5) == -1\n    assert to_ternary_int(-10) == -1\n    assert to_ternary_int(\"string\") == -1\n    assert to_ternary_int([0, \"string\"]) == -1\n\n\ndef test_find_available_port():\n    host = \"0.0.0.0\"\n    port = 5001\n    assert find_available_port(port, host) == port, \"Port 5001 isn't free\"\n\n    from wsgiref.simple_server import demo_app, make_server"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/rsa/parallel.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 36, 52]],
     "text": "#  Copyright 2011 Sybren A. St\u00fcvel <sybren@stuvel.eu>\n#\n#  Licensed under the Apache License, Version 2.0 (the \"License\");\n#  you may not use this file except in compliance with the License.\n#  You may obtain a copy of the License at\n#\n#      https://www.apache.org/licenses/LICENSE-2.0\n#\n#  Unless required by applicable law or agreed to in writing, software\n#  distributed under the License is distributed on an \"AS IS\" BASIS,"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/resourcemanager_v3/services/tag_keys/client.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 111, 127], ["EMAIL_ADDRESS", 142, 160], ["EMAIL_ADDRESS", 210, 251], ["EMAIL_ADDRESS", 332, 347]],
     "text": "                   **YAML example:**\n\n                   :literal:``     bindings:     - members:       - user:mike@example.com       - group:admins@example.com       - domain:google.com       - serviceAccount:my-project-id@appspot.gserviceaccount.com       role: roles/resourcemanager.organizationAdmin     - members:       - user:eve@example.com       role: roles/resourcemanager.organizationViewer       condition:         title: expirable access         description: Does not grant access after Sep 2020         expression: request.time < timestamp('2020-10-01T00:00:00.000Z')     etag: BwWWja0YfJA=     version: 3`\\ \\`"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pip/_vendor/six.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 108, 127]],
     "text": "import functools\nimport itertools\nimport operator\nimport sys\nimport types\n\n__author__ = \"Benjamin Peterson <benjamin@python.org>\"\n__version__ = \"1.16.0\"\n\n\n# Useful for very coarse version differentiation.\nPY2 = sys.version_info[0] == 2"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/tld/tests/base.py", "locale": "en_US", "spans": [["IP_ADDRESS", 134, 141], ["IP_ADDRESS", 215, 222]],
     "text": "__all__ = (\"internet_available_only\",)\n\nLOGGER = logging.getLogger(__name__)\n\n\n@lru_cache(maxsize=32)\ndef is_internet_available(host=\"8.8.8.8\", port=53, timeout=3):\n    \"\"\"Check if internet is available.\n\n    Host: 8.8.8.8 (google-public-dns-a.google.com)\n    OpenPort: 53/tcp\n    Service: domain (DNS/TCP)\n    \"\"\"\n    try:\n        socket.setdefaulttimeout(timeout)\n        socket.socket(socket.AF_INET, socket.SOCK_STREAM).connect((host, port))"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/aiplatform_v1/services/vertex_rag_data_service/client.py", "locale": "en_US", "spans": [["EMAIL_ADDRESS", 44, 85], ["EMAIL_ADDRESS", 290, 305]],
     "text": "                            \"serviceAccount:my-project-id@appspot.gserviceaccount.com\"\n                          ]\n                        },\n                        {\n                          \"role\": \"roles/resourcemanager.organizationViewer\",\n                          \"members\": [\"user:eve@example.com\"],\n                          \"condition\": {\n                            \"title\": \"expirable access\",\n                            \"description\": \"Does not grant access after Sep 2020\",\n                            \"expression\": \"request.time <\n                            timestamp('2020-10-01T00:00:00.000Z')\",\n                          }"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/unstable-book/library-features/control-flow-ok.html", "locale": "", "spans": [],
     "text": "            <nav class=\"nav-wide-wrapper\" aria-label=\"Page navigation\">\n                    <a rel=\"prev\" href=\"../library-features/control-flow-into-value.html\" class=\"nav-chapters previous\" title=\"Previous chapter\" aria-label=\"Previous chapter\" aria-keyshortcuts=\"Left\">"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/cargo/reference/overriding-dependencies.html", "locale": "", "spans": [],
     "text": "repository we\u2019ll edit our <code>Cargo.toml</code> to look like</p>\n<pre><code class=\"language-toml\">[package]\nname = \"my-library\"\nversion = \"0.1.0\"\n\n[dependencies]\nuuid = \"1.0.1\"\n\n[patch.crates-io]\nuuid = { git = 'https://github.com/uuid-rs/uuid.git' }\n</code></pre>\n<p>Note that our local dependency on <code>uuid</code> has been updated to <code>1.0.1</code> as it\u2019s"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/book/first-edition/method-syntax.html", "locale": "", "spans": [],
     "text": "                        <label id=\"mdbook-sidebar-toggle\" class=\"icon-button\" for=\"mdbook-sidebar-toggle-anchor\" title=\"Toggle Table of Contents\" aria-label=\"Toggle Table of Contents\" aria-controls=\"mdbook-sidebar\">"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/book/first-edition/attributes.html", "locale": "", "spans": [],
     "text": "<p>If you came here via a link or web search, you may want to check out <a href=\"../index.html\">the current\nversion of the book</a> instead.</p>\n<p>If you have an internet connection, you can <a href=\"https://doc.rust-lang.org/1.30.0/book/first-edition/attributes.html\">find a copy distributed with\nRust\n1.30</a>.</p>\n\n                    </main>\n\n                    <nav class=\"nav-wrapper\" aria-label=\"Page navigation\">"},
    {"source": "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/book/release-channels.html", "locale": "", "spans": [],
     "text": "        This old browser is unsupported and will most likely display funky\n        things.\n    </div>\n    <![endif]-->\n\n    <div id=\"versioninfo\">\n  <img src=\"https://www.rust-lang.org/logos/rust-logo-32x32-blk.png\" width=\"32\" height=\"32\" alt=\"Rust logo\"><br>\n  <span class=\"white-sticker\"><a href=\"https://www.rust-lang.org\">Rust</a> 1.95.0</span><br>"},
    {"source": "/usr/lib/node_modules/npm/node_modules/@npmcli/map-workspaces/package.json", "locale": "", "spans": [],
     "text": "{\n  \"name\": \"@npmcli/map-workspaces\",\n  \"version\": \"5.0.3\",\n  \"main\": \"lib/index.js\",\n  \"files\": [\n    \"bin/\",\n    \"lib/\"\n  ],\n  \"engines\": {\n    \"node\": \"^20.17.0 || >=22.9.0\"\n  },\n  \"description\": \"Retrieves a name:pathname Map for a given workspaces config\",\n  \"repository\": {\n    \"type\": \"git\",\n    \"url\": \"git+https://github.com/npm/map-workspaces.git\"\n  },\n  \"keywords\": [\n    \"npm\",\n    \"npmcli\","},
    {"source": "/usr/lib/node_modules/npm/node_modules/@npmcli/arborist/README.md", "locale": "", "spans": [],
     "text": "  // 1. an npm auth token, used with the default registry\n  token: 'deadbeefcafebad',\n  // 2. an alias for the same thing:\n  _authToken: 'deadbeefcafebad',\n\n  // insecure options:\n  // 3. basic auth, username:password, base64 encoded\n  auth: 'aXNhYWNzOm5vdCBteSByZWFsIHBhc3N3b3Jk',\n  // 4. username and base64 encoded password\n  username: 'isaacs',\n  password: 'bm90IG15IHJlYWwgcGFzc3dvcmQ=',\n\n  // auth configs can also be scoped to a given registry with this"},
    {"source": "/usr/lib/node_modules/npm/docs/content/commands/npm-update.md", "locale": "", "spans": [],
     "text": "  \"dep1\": \"^0.2.0\"\n}\n```\n\n`npm update` will install `dep1@0.2.0`.\n\nIf the dependence were on `^0.4.0`:\n\n```json\n\"dependencies\": {\n  \"dep1\": \"^0.4.0\"\n}\n```\n\nThen `npm update` will install `dep1@0.4.1`, because that is the highest-sorting version that satisfies `^0.4.0` (`>= 0.4.0 <0.5.0`)\n\n\n#### Subdependencies\n\nSuppose your app now also has a dependency on `dep2`"},
    {"source": "/usr/lib/node_modules/npm/node_modules/socks/package.json", "locale": "", "spans": [],
     "text": "    \"@typescript-eslint/eslint-plugin\": \"^6.21.0\",\n    \"@typescript-eslint/parser\": \"^6.21.0\",\n    \"eslint\": \"^8.20.0\",\n    \"mocha\": \"^10.0.0\",\n    \"prettier\": \"^3.2.5\",\n    \"ts-node\": \"^10.9.1\",\n    \"typescript\": \"^5.3.3\"\n  },\n  \"dependencies\": {\n    \"ip-address\": \"^10.1.1\",\n    \"smart-buffer\": \"^4.2.0\"\n  },\n  \"scripts\": {\n    \"prepublish\": \"npm install -g typescript && npm run build\","},
    {"source": "/usr/lib/node_modules/npm/node_modules/node-gyp/gyp/test_gyp.py", "locale": "", "spans": [],
     "text": "    elif sys.platform == \"win32\":\n        sys.path.append(os.path.abspath(\"pylib\"))\n        import gyp.MSVSVersion  # noqa: PLC0415\n\n        print(\"  Win %s %s\\n\" % platform.win32_ver()[0:2])\n        print(\"  MSVS %s\" % gyp.MSVSVersion.SelectVisualStudioVersion().Description())\n    elif sys.platform in (\"linux\", \"linux2\"):"},
    {"source": "/usr/lib/node_modules/npm/node_modules/pacote/lib/util/tar-create-options.js", "locale": "", "spans": [],
     "text": "  filter: (path, stat) => {\n    if (isPackageBin(manifest, path)) {\n      stat.mode |= 0o111\n    }\n    return true\n  },\n\n  // Provide a specific date in the 1980s for the benefit of zip,\n  // which is confounded by files dated at the Unix epoch 0.\n  mtime: new Date('1985-10-26T08:15:00.000Z'),\n})\n\nmodule.exports = tarCreateOptions\n"},
    {"source": "/usr/lib/node_modules/npm/man/man1/npm-adduser.1", "locale": "", "spans": [],
     "text": ".TH \"NPM-ADDUSER\" \"1\" \"August 2026\" \"NPM@11.19.1\" \"\"\n.SH \"NAME\"\n\\fBnpm-adduser\\fR - Add a registry user account\n.SS \"Synopsis\"\n.P\n.RS 2\n.nf\nnpm adduser\n\nalias: add-user\n.fi\n.RE\n.P\nNote: This command is unaware of workspaces.\n.SS \"Description\"\n.P\nCreate a new user in the specified registry, and save the credentials to the \\fB.npmrc\\fR file. If no registry is specified, the default registry will be used (see npm help registry)."},
    {"source": "/usr/lib/node_modules/npm/node_modules/brace-expansion/dist/esm/index.js", "locale": "", "spans": [],
     "text": "// brace sets, then grow large enough to exhaust memory and crash the process\n// (CVE-2026-14257). `EXPANSION_MAX_LENGTH` bounds the total number of\n// characters the accumulator may hold at any point, so memory stays flat no\n// matter how many brace groups are chained. The limit sits well above any"},
    {"source": "/usr/lib/node_modules/npm/man/man1/npm-undeprecate.1", "locale": "", "spans": [],
     "text": ".TH \"NPM-UNDEPRECATE\" \"1\" \"August 2026\" \"NPM@11.19.1\" \"\"\n.SH \"NAME\"\n\\fBnpm-undeprecate\\fR - Undeprecate a version of a package\n.SS \"Synopsis\"\n.P\n.RS 2\n.nf\nnpm undeprecate <package-spec>\n.fi\n.RE\n.P\nNot"},
    {"source": "/usr/lib/node_modules/npm/man/man1/npm-config.1", "locale": "", "spans": [],
     "text": ".TH \"NPM-CONFIG\" \"1\" \"August 2026\" \"NPM@11.19.1\" \"\"\n.SH \"NAME\"\n\\fBnpm-config\\fR - Manage the npm configuration files\n.SS \"Synopsis\"\n.P\n.RS 2\n.nf\nnpm config set <key>=<value> \\[lB]<key>=<value> ...\\[rB]\nnpm config get \\[lB]<key> \\[lB]<key> ...\\[rB]\\[rB]"},
    {"source": "/usr/lib/node_modules/npm/node_modules/minizlib/dist/commonjs/constants.js", "locale": "", "spans": [],
     "text": "    UNZIP: 7,\n    BROTLI_DECODE: 8,\n    BROTLI_ENCODE: 9,\n    Z_MIN_WINDOWBITS: 8,\n    Z_MAX_WINDOWBITS: 15,\n    Z_DEFAULT_WINDOWBITS: 15,\n    Z_MIN_CHUNK: 64,\n    Z_MAX_CHUNK: Infinity,\n    Z_DEFAULT_CHUNK: 16384,\n    Z_MIN_MEMLEVEL: 1,\n    Z_MAX_MEMLEVEL: 9,\n    Z_DEFAULT_MEMLEVEL: 8,\n    Z_MIN_LEVEL: -1,\n    Z_MAX_LEVEL: 9,\n    Z_DEFAULT_LEVEL: -1,\n    BROTLI_OPERATION_PROCESS: 0,\n    BROTLI_OPERATION_FLUSH: 1,\n    BROTLI_OPERATION_FINISH: 2,"},
    {"source": "/usr/lib/node_modules/npm/node_modules/spdx-exceptions/index.json", "locale": "", "spans": [],
     "text": "  \"KiCad-libraries-exception\",\n  \"LGPL-3.0-linking-exception\",\n  \"libpri-OpenH323-exception\",\n  \"Libtool-exception\",\n  \"Linux-syscall-note\",\n  \"LLGPL\",\n  \"LLVM-exception\",\n  \"LZMA-exception\",\n  \"mif-exception\",\n  \"OCaml-LGPL-linking-exception\",\n  \"OCCT-exception-1.0\",\n  \"OpenJDK-assembly-exception-1.0\",\n  \"openvpn-openssl-exception\",\n  \"PS-or-PDF-font-exception-20170817\","},
    {"source": "/usr/lib/node_modules/npm/man/man1/npm-search.1", "locale": "", "spans": [],
     "text": ".TH \"NPM-SEARCH\" \"1\" \"August 2026\" \"NPM@11.19.1\" \"\"\n.SH \"NAME\"\n\\fBnpm-search\\fR - Search for packages\n.SS \"Synopsis\"\n.P\n.RS 2\n.nf\nnpm search <search term> \\[lB]<search term> ...\\[rB]\n\naliases: find, s, se\n.fi"},
    {"source": "/usr/lib/node_modules/npm/node_modules/text-table/test/align.js", "locale": "", "spans": [],
     "text": "    t.plan(1);\n    var s = table([\n        [ 'beep', '1024' ],\n        [ 'boop', '33450' ],\n        [ 'foo', '1006' ],\n        [ 'bar', '45' ]\n    ], { align: [ 'l', 'r' ] });\n    t.equal(s, [\n        'beep   1024',\n        'boop  33450',\n        'foo    1006',\n        'bar      45'\n    ].join('\\n'));\n});\n"},
    {"source": "/usr/lib/node_modules/npm/node_modules/undici/lib/web/fetch/body.js", "locale": "", "spans": [],
     "text": "    // See: https://github.com/nodejs/node/blob/e46c680bf2b211bbd52cf959ca17ee98c7f657f5/lib/internal/url.js#L490\n    // and https://github.com/nodejs/node/blob/e46c680bf2b211bbd52cf959ca17ee98c7f657f5/lib/internal/url.js#L1100\n\n    // Set source to the result of running the application/x-www-form-urlencoded serializer with object\u2019s list.\n    source = object.toString()\n\n    // Set type to `application/x-www-form-urlencoded;charset=UTF-8`."},
    {"source": "/usr/lib/node_modules/npm/node_modules/@npmcli/redact/package.json", "locale": "", "spans": [],
     "text": "    \"//@npmcli/template-oss\": \"This file is partially managed by @npmcli/template-oss. Edits may be overwritten.\",\n    \"version\": \"4.27.1\",\n    \"publish\": true\n  },\n  \"tap\": {\n    \"nyc-arg\": [\n      \"--exclude\",\n      \"tap-snapshots/**\"\n    ],\n    \"timeout\": 120\n  },\n  \"devDependencies\": {\n    \"@npmcli/eslint-config\": \"^5.0.0\",\n    \"@npmcli/template-oss\": \"4.27.1\",\n    \"tap\": \"^16.3.10\"\n  },\n  \"engines\": {\n    \"node\": \"^20.17.0 || >=22.9.0\"\n  }\n}\n"},
    {"source": "/usr/lib/node_modules/npm/man/man1/npm-trust.1", "locale": "", "spans": [],
     "text": "\\fBnpm-trust\\fR - Manage trusted publishing relationships between packages and CI/CD providers\n.SS \"Synopsis\"\n.P\nNote: This command is unaware of workspaces.\n.SS \"Prerequisites\"\n.P\nBefore using npm trust commands, ensure the following requirements are met:\n.RS 0\n.IP \\(bu 4\n\\fBnpm version\\fR: \\fBnpm@11.15.0\\fR or above is required. Use \\fBnpm install -g npm@^11.15.0\\fR to update if needed."},
    {"source": "/usr/lib/node_modules/npm/node_modules/npm-bundled/package.json", "locale": "", "spans": [],
     "text": "  \"files\": [\n    \"bin/\",\n    \"lib/\"\n  ],\n  \"dependencies\": {\n    \"npm-normalize-package-bin\": \"^5.0.0\"\n  },\n  \"engines\": {\n    \"node\": \"^20.17.0 || >=22.9.0\"\n  },\n  \"templateOSS\": {\n    \"//@npmcli/template-oss\": \"This file is partially managed by @npmcli/template-oss. Edits may be overwritten.\",\n    \"version\": \"4.27.1\",\n    \"publish\": true\n  },\n  \"tap\": {\n    \"nyc-arg\": [\n      \"--exclude\",\n      \"tap-snapshots/**\"\n    ]\n  }\n}\n"},
    {"source": "/usr/lib/node_modules/npm/docs/output/commands/npm-ll.html", "locale": "", "spans": [],
     "text": "    background-color: #f6f8fa;\n    color: #393a34;\n}\npre > code {\n    padding: 0;\n    background-color: inherit;\n    color: inherit;\n}\nh1, h2, h3 {\n    font-weight: 600;\n}\n\n#logobar {\n    background-color: #333333;\n    margin: 0 auto;\n    padding: 1em 4em;\n}\n#logobar .logo {\n    float: left;\n}\n#logobar .title {\n    font-weight: 600;\n    color: #dddddd;\n    float: left;\n    margin: 5px 0 0 1em;\n}\n#logobar:after {"},
    {"source": "/usr/lib/node_modules/npm/docs/output/commands/npm-prefix.html", "locale": "", "spans": [],
     "text": "npm command-line interface\n</div>\n</div>\n</div>\n\n<section id=\"content\">\n<header class=\"title\">\n<h1 id=\"----npm-prefix----11191\">\n    <span>npm-prefix</span>\n    <span class=\"version\">@11.19.1</span>\n</h1>\n<span class=\"description\">Display prefix</span>\n</header>\n\n<section id=\"table_of_contents\">\n<h2 id=\"table-of-contents\">Table of contents</h2>"},
    {"source": "/usr/lib/node_modules/npm/node_modules/text-table/example/doubledot.js", "locale": "", "spans": [],
     "text": "var table = require('../');\nvar t = table([\n    [ '0.1.2' ],\n    [ '11.22.33' ],\n    [ '5.6.7' ],\n    [ '1.22222' ],\n    [ '12345.' ],\n    [ '5555.' ],\n    [ '123' ]\n], { align: [ '.' ] });\nconsole.log(t);\n"},
    {"source": "/usr/lib/node_modules/npm/node_modules/text-table/package.json", "locale": "", "spans": [],
     "text": "{\n    \"name\": \"text-table\",\n    \"version\": \"0.2.0\",\n    \"description\": \"borderless text tables with alignment\",\n    \"main\": \"index.js\",\n    \"devDependencies\": {\n        \"tap\": \"~0.4.0\",\n        \"tape\": \"~1.0.2\",\n        \"cli-color\": \"~0.2.3\"\n    },\n    \"scripts\": {\n        \"test\": \"tap test/*.js\"\n    },\n    \"testling\" : {\n        \"files\" : \"test/*.js\",\n        \"browsers\" : [\n            \"ie/6..latest\","},
    {"source": "/usr/lib/node_modules/npm/node_modules/iconv-lite/encodings/utf7.js", "locale": "", "spans": [],
     "text": "\"use strict\"\nvar Buffer = require(\"safer-buffer\").Buffer\n\n// UTF-7 codec, according to https://tools.ietf.org/html/rfc2152\n// See also below a UTF-7-IMAP codec, according to http://tools.ietf.org/html/rfc3501#section-5.1.3\n\nexports.utf7 = Utf7Codec\nexports.unicode11utf7 = \"utf7\" // Alias UNICODE-1-1-UTF-7\nfunction Utf7Codec (codecOptions, iconv) {"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/pygments/style.py", "locale": "", "spans": [],
     "text": "    #: highlight background color\n    highlight_color = '#ffffcc'\n\n    #: line number font color\n    line_number_color = 'inherit'\n\n    #: line number background color\n    line_number_background_color = 'transparent'\n\n    #: special line number font color\n    line_number_special_color = '#000000'\n\n    #: special line number background color\n    line_number_special_background_color = '#ffffc0'\n\n    #: Style definitions for individual token types."},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/botocore/data/iam/2010-05-08/service-2.json", "locale": "", "spans": [],
     "text": "      \"documentation\":\"<p>An object that contains details about how a service-linked role is used, if that information is returned by the service.</p> <p>This data type is used as a response element in the <a>GetServiceLinkedRoleDeletionStatus</a> operation.</p>\"\n    },\n    \"SAMLMetadataDocumentType\":{\n      \"type\":\"string\",\n      \"max\":10000000,\n      \"min\":1000"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/kubernetes/client/models/extensions_v1beta1_http_ingress_rule_value.py", "locale": "", "spans": [],
     "text": "# coding: utf-8\n\"\"\"\n    Kubernetes\n\n    No description provided (generated by Swagger Codegen\n    https://github.com/swagger-api/swagger-codegen)\n\n    OpenAPI spec version: v1.14.4\n\n    Generated by: https://github.com/swagger-api/swagger-codegen.git\n\"\"\"\n\nfrom pprint import pformat\nfrom six import iteritems\nimport re\n\n\nclass ExtensionsV1beta1HTTPIngressRuleValue(object):\n  \"\"\"\n    NOTE: This class is auto generated by the swagger code generator program."},
    {"source": "/usr/lib/google-cloud-sdk/platform/google_appengine/google/appengine/api/appinfo.py", "locale": "", "spans": [],
     "text": "        'webapp2',\n        'http://webapp-improved.appspot.com/',\n        'A lightweight Python web framework.',\n        ['2.3', '2.5.1', '2.5.2'],\n        latest_version='2.5.2',\n\n        default_version='2.3',\n        deprecated_versions=['2.5.1']\n        ),\n    _VersionedLibrary(\n        'webob',\n        'http://www.webob.org/',"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib/python3.12/stat.py", "locale": "", "spans": [],
     "text": "# \"st_file_attributes\" member\n\nFILE_ATTRIBUTE_ARCHIVE = 32\nFILE_ATTRIBUTE_COMPRESSED = 2048\nFILE_ATTRIBUTE_DEVICE = 64\nFILE_ATTRIBUTE_DIRECTORY = 16\nFILE_ATTRIBUTE_ENCRYPTED = 16384\nFILE_ATTRIBUTE_HIDDEN = 2\nFILE_ATTRIBUTE_INTEGRITY_STREAM = 32768\nFILE_ATTRIBUTE_NORMAL = 128\nFILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 8192\nFILE_ATTRIBUTE_NO_SCRUB_DATA = 131072\nFILE_ATTRIBUTE_OFFLINE = 4096\nFILE_ATTRIBUTE_READONLY = 1\nFILE_ATTRIBUTE_REPARSE_POINT = 1024"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/notebooks/__init__.py", "locale": "", "spans": [],
     "text": "from __future__ import unicode_literals\n\nfrom googlecloudsdk.calliope import base\n\n\n@base.ReleaseTracks(base.ReleaseTrack.GA)\nclass Notebooks(base.Group):\n  \"\"\"Notebooks Command Group.\"\"\"\n\n  category = base.AI_AND_MACHINE_LEARNING_CATEGORY\n\n  def Filter(self, context, args):\n    # TODO(b/190538034):  Determine if command group works with project number"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib/python3.12/sndhdr.py", "locale": "", "spans": [],
     "text": "    import wave\n    # 'RIFF' <len> 'WAVE' 'fmt ' <len>\n    if not h.startswith(b'RIFF') or h[8:12] != b'WAVE' or h[12:16] != b'fmt ':\n        return None\n    f.seek(0)\n    try:\n        w = wave.open(f, 'r')\n    except (EOFError, wave.Error):\n        return None\n    return ('wav', w.getframerate(), w.getnchannels(),\n                   w.getnframes(), 8*w.getsampwidth())\n\ntests.append(test_wav)"},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/gslib/tests/test_util.py", "locale": "", "spans": [],
     "text": "                     HumanReadableWithDecimalPlaces(1024**2 * 10, 2))\n    # The test below is good for rounding.\n    self.assertEqual('2.01 GiB', HumanReadableWithDecimalPlaces(2157969408, 2))\n    self.assertEqual('2.0 GiB', HumanReadableWithDecimalPlaces(2157969408, 1))\n    self.assertEqual('0 B', HumanReadableWithDecimalPlaces(0, 0))\n    self.assertEqual('0.00 B', HumanReadableWithDecimalPlaces(0, 2))"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/compute/org_security_policies/copy_rules.py", "locale": "", "spans": [],
     "text": "    To copy the rules of an organization security policy with ID \"123456789\",\n    from another organization security policy with ID \"987654321\", run:\n\n      $ {command} copy-rules 123456789 --source-security-policy=987654321\n    \"\"\",\n}\n"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/deployment_manager/deployments/cancel_preview.py", "locale": "", "spans": [],
     "text": "      HttpException: An http error response was received while executing api\n          request.\n    \"\"\"\n\n    if args.fingerprint:\n      fingerprint = dm_util.DecodeFingerprint(args.fingerprint)\n    else:\n      # If no fingerprint is present, default to an empty fingerprint.\n      # TODO(b/34966984): Remove the empty default after cleaning up all\n      # deployments that has no fingerprint\n      fingerprint = dm_api_util.FetchDeploymentFingerprint("},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/botocore/data/verifiedpermissions/2021-12-01/service-2.json", "locale": "", "spans": [],
     "text": "      \"documentation\":\"<p>Contains information about a policy.</p> <p>This data type is used as a response parameter for the <a href=\\\"https://docs.aws.amazon.com/verifiedpermissions/latest/apireference/API_ListPolicies.html\\\">ListPolicies</a> operation.</p>\"\n    },\n    \"PolicyList\":{\n      \"type\":\"list\",\n      \"member\":{\"shape\":\"PolicyItem\"}\n    },"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/docker/api/image.py", "locale": "", "spans": [],
     "text": "            >>> resp = client.api.pull('busybox', stream=True, decode=True)\n            ... for line in resp:\n            ...     print(json.dumps(line, indent=4))\n            {\n                \"status\": \"Pulling image (latest) from busybox\",\n                \"progressDetail\": {},\n                \"id\": \"e72ac664f4f0\"\n            }\n            {\n                \"status\": \"Pulling image (latest) from busybox, endpoint: ...\",\n                \"progressDetail\": {},"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/artifacts/tags/update.yaml", "locale": "", "spans": [],
     "text": "        * The specified package format doesn't support tag operations (e.g. maven).\n    examples: |\n      To update a tag with the name `my-tag` to version `1.0.0` of package `my-pkg`\n      from another version, run:\n\n        $ {command} my-tag --version=1.0.0 --package=my-pkg\n\n  arguments:\n    resource:\n      spec: !REF googlecloudsdk.command_lib.artifacts.resources:tag\n      help_text: |\n        The Artifact Registry tag to update."},
    {"source": "/usr/lib/google-cloud-sdk/platform/gsutil/third_party/chardet/chardet/escprober.py", "locale": "", "spans": [],
     "text": "# License along with this library; if not, write to the Free Software\n# Foundation, Inc., 51 Franklin St, Fifth Floor, Boston, MA\n# 02110-1301  USA\n######################### END LICENSE BLOCK #########################\n\nfrom typing import Optional, Union\n\nfrom .charsetprober import CharSetProber"},
    {"source": "/usr/lib/google-cloud-sdk/platform/google_appengine/lib/oauthlib/oauthlib/oauth1/rfc5849/utils.py", "locale": "", "spans": [],
     "text": "UNICODE_ASCII_CHARACTER_SET = ('abcdefghijklmnopqrstuvwxyz'\n                               'ABCDEFGHIJKLMNOPQRSTUVWXYZ'\n                               '0123456789')\n\n\ndef filter_params(target):\n    \"\"\"Decorator which filters params to remove non-oauth_* parameters\n\n    Assumes the decorated method takes a params dict or list of tuples as its"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/mako/exceptions.py", "locale": "", "spans": [],
     "text": "        for rec in records:\n            if rec[6] is not None:\n                yield (rec[4], rec[5], rec[2], rec[6])\n            else:\n                yield tuple(rec[0:4])\n\n    @property\n    def traceback(self):\n        \"\"\"Return a list of 4-tuple traceback records (i.e. normal python\n        format) with template-corresponding lines remapped to the originating\n        template.\n\n        \"\"\"\n        return list(self._get_reformatted_records(self.records))"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib/python3.12/site-packages/setuptools/_distutils/tests/test_build_ext.py", "locale": "", "spans": [],
     "text": "    self = request.instance\n    self.tmp_dir = self.mkdtemp()\n    self.tmp_path = path.Path(self.tmp_dir)\n    from distutils.command import build_ext\n\n    orig_user_base = site.USER_BASE\n\n    site.USER_BASE = self.mkdtemp()\n    build_ext.USER_BASE = site.USER_BASE\n\n    # bpo-30132: On Windows, a .pdb file may be created in the current\n    # working directory. Create a temporary working directory to cleanup"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/kubernetes/client/models/v1beta2_stateful_set_condition.py", "locale": "", "spans": [],
     "text": "    No description provided (generated by Swagger Codegen\n    https://github.com/swagger-api/swagger-codegen)\n\n    OpenAPI spec version: v1.14.4\n\n    Generated by: https://github.com/swagger-api/swagger-codegen.git\n\"\"\"\n\nfrom pprint import pformat\nfrom six import iteritems\nimport re\n\n\nclass V1beta2StatefulSetCondition(object):\n  \"\"\"\n    NOTE: This class is auto generated by the swagger code generator program."},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/botocore/data/cloudsearchdomain/2013-01-01/service-2.json", "locale": "", "spans": [],
     "text": "{\n  \"version\":\"2.0\",\n  \"metadata\":{\n    \"apiVersion\":\"2013-01-01\",\n    \"endpointPrefix\":\"cloudsearchdomain\",\n    \"jsonVersion\":\"1.1\",\n    \"protocol\":\"rest-json\",\n    \"serviceFullName\":\"Amazon CloudSearch Domain\",\n    \"serviceId\":\"CloudSearch Domain\",\n    \"signatureVersion\":\"v4\",\n    \"signingName\":\"cloudsearch\",\n    \"uid\":\"cloudsearchdomain-2013-01-01\"\n  },\n  \"operations\":{\n    \"Search\":{\n      \"name\":\"Search\","},
    {"source": "/usr/lib/google-cloud-sdk/platform/google_appengine/google/appengine/tools/java/jetty12/jetty-home/etc/jetty-ssl.xml", "locale": "", "spans": [],
     "text": "              <New class=\"org.eclipse.jetty.server.ProxyConnectionFactory\"/>\n            </Item>-->\n          </Array>\n        </Arg>\n\n        <Set name=\"host\" property=\"jetty.ssl.host\"/>\n        <Set name=\"port\"><Property name=\"jetty.ssl.port\" default=\"8443\" /></Set>\n        <Set name=\"idleTimeout\"><Property name=\"jetty.ssl.idleTimeout\" default=\"30000\"/></Set>"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/data_catalog/tags/create.yaml", "locale": "", "spans": [],
     "text": "              \"str_field\": \"String\",\n              \"bool_field\": true,\n              \"ts_field\": \"1970-01-01T00:00:00.000Z\",\n              \"enum_field\": \"ENUM_A\",\n            }\n\n    - api_field: googleCloudDatacatalogV1Tag.column\n      arg_name: scope\n      help_text: |\n        Scope within the parent resource that the tag is attached to. Scopes"},
    {"source": "/usr/lib/google-cloud-sdk/lib/third_party/chardet/langthaimodel.py", "locale": "", "spans": [],
     "text": "    language=\"Thai\",\n    char_to_order_map=TIS_620_THAI_CHAR_TO_ORDER,\n    language_model=THAI_LANG_MODEL,\n    typical_positive_ratio=0.926386,\n    keep_ascii_letters=False,\n    alphabet=\"\u0e01\u0e02\u0e03\u0e04\u0e05\u0e06\u0e07\u0e08\u0e09\u0e0a\u0e0b\u0e0c\u0e0d\u0e0e\u0e0f\u0e10\u0e11\u0e12\u0e13\u0e14\u0e15\u0e16\u0e17\u0e18\u0e19\u0e1a\u0e1b\u0e1c\u0e1d\u0e1e\u0e1f\u0e20\u0e21\u0e22\u0e23\u0e24\u0e25\u0e26\u0e27\u0e28\u0e29\u0e2a\u0e2b\u0e2c\u0e2d\u0e2e\u0e2f\u0e30\u0e31\u0e32\u0e33\u0e34\u0e35\u0e36\u0e37\u0e38\u0e39\u0e3a\u0e3f\u0e40\u0e41\u0e42\u0e43\u0e44\u0e45\u0e46\u0e47\u0e48\u0e49\u0e4a\u0e4b\u0e4c\u0e4d\u0e4e\u0e4f\u0e50\u0e51\u0e52\u0e53\u0e54\u0e55\u0e56\u0e57\u0e58\u0e59\u0e5a\u0e5b\",\n)\n"},
    {"source": "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib/python3.12/site-packages/pip/_vendor/typing_extensions.py", "locale": "", "spans": [],
     "text": "            return functools.update_wrapper(t(), func)\n        else:\n            func.__mro_entries__ = mro_entries\n            return func\n    return inner\n\n\n# Update this to something like >=3.13.0b1 if and when\n# PEP 728 is implemented in CPython\n_PEP_728_IMPLEMENTED = False\n\nif _PEP_728_IMPLEMENTED:\n    # The standard library TypedDict in Python 3.8 does not store runtime information"},
    {"source": "/usr/lib/google-cloud-sdk/platform/google_appengine/lib/chardet/chardet/langgreekmodel.py", "locale": "", "spans": [],
     "text": "    255: 253,  # None\n}\n\nISO_8859_7_GREEK_MODEL = SingleByteCharSetModel(\n    charset_name=\"ISO-8859-7\",\n    language=\"Greek\",\n    char_to_order_map=ISO_8859_7_GREEK_CHAR_TO_ORDER,\n    language_model=GREEK_LANG_MODEL,\n    typical_positive_ratio=0.982851,\n    keep_ascii_letters=False,\n    alphabet=\"\u0386\u0388\u0389\u038a\u038c\u038e\u038f\u0391\u0392\u0393\u0394\u0395\u0396\u0397\u0398\u0399\u039a\u039b\u039c\u039d\u039e\u039f\u03a0\u03a1\u03a3\u03a4\u03a5\u03a6\u03a7\u03a8\u03a9\u03ac\u03ad\u03ae\u03af\u03b1\u03b2\u03b3\u03b4\u03b5\u03b6\u03b7\u03b8\u03b9\u03ba\u03bb\u03bc\u03bd\u03be\u03bf\u03c0\u03c1\u03c2\u03c3\u03c4\u03c5\u03c6\u03c7\u03c8\u03c9\u03cc\u03cd\u03ce\",\n)\n"},
    {"source": "/usr/lib/google-cloud-sdk/lib/surface/edge_cloud/container/clusters/node_pools/update.py", "locale": "", "spans": [],
     "text": "_API_REFERENCE_ = \"\"\"\n  This command uses the edgecontainer/{API} API. The full documentation for this\n  API can be found at: https://cloud.google.com/edge-cloud\n\"\"\"\n\n_LRO_MAXIMUM_TIMEOUT_ = 68400000  # 19 hours\n\n\n@base.DefaultUniverseOnly\n@base.ReleaseTracks(base.ReleaseTrack.GA)\nclass Update(base.UpdateCommand):\n  \"\"\"Updates an Edge Container node pool.\"\"\"\n\n  detailed_help = {\n      'EXAMPLES': _EXAMPLES,\n      'API REFERENCE': _API_REFERENCE_.format("},
    {"source": "/usr/local/go/src/net/http/cookiejar/punycode_test.go", "locale": "", "spans": [],
     "text": "\t\t\"n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa\",\n\t},\n\t{\n\t\t// (H) Korean (Hangul syllables).\n\t\t\"\\uC138\\uACC4\\uC758\\uBAA8\\uB4E0\\uC0AC\\uB78C\\uB4E4\\uC774\" +\n\t\t\t\"\\uD55C\\uAD6D\\uC5B4\\uB97C\\uC774\\uD574\\uD55C\\uB2E4\\uBA74\" +\n\t\t\t\"\\uC5BC\\uB9C8\\uB098\\uC88B\\uC744\\uAE4C\",\n\t\t\"989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5j\" +\n\t\t\t\"psd879ccm6fea98c\",\n\t},\n\t{\n\t\t// (I) Russian (Cyrillic)."},
    {"source": "/usr/local/go/misc/chrome/gophertool/gopher.js", "locale": "", "spans": [],
     "text": "// Use of this source code is governed by a BSD-style\n// license that can be found in the LICENSE file.\n\nvar numericRE = /^\\d+$/;\nvar commitRE = /^(?:\\d+:)?([0-9a-f]{6,40})$/; // e.g \"8486:ab29d2698a47\" or \"ab29d2698a47\"\nvar gerritChangeIdRE = /^I[0-9a-f]{4,40}$/; // e.g. Id69c00d908d18151486007ec03da5495b34b05f5\nvar pkgRE = /^[a-z0-9_\\/]+$/;\n\nfunction urlForInput(t) {\n    if (!t) {\n        return null;\n    }\n\n    if (numericRE.test(t)) {"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/work_regression_hang.txt", "locale": "", "spans": [],
     "text": "# were either pruned or unpruned, never breaking a module dependency cycle.\n#\n# This is the module graph in the test:\n#\n#                               /-------------------------\\\n#                              |                          |\n#                              V                          |\n#  example.com/a -> example.com/b v1.0.0 -> example.com/c v1.1.0"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_errors_pos.txt", "locale": "", "spans": [],
     "text": "# Test case for #67623 in go.mod files: make sure the error for\n# an unknown godebug is printed on a line starting with the file\n# and line number, so it can be easily parsed by tools.\n\n! go list\nstderr '^go.mod:3: unknown godebug \"foo\"$'"},
    {"source": "/usr/local/go/src/cmd/go/testdata/vcstest/git/gitreposubdirv2.txt", "locale": "", "spans": [],
     "text": "env GIT_COMMITTER_NAME=$GIT_AUTHOR_NAME\nenv GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL\n\nat 2019-10-07T14:15:32-04:00\n\ngit init\n\ngit add subdir\ngit commit -m 'initial commit'\ngit branch -m master\ngit tag subdir/v2.0.0\ngit show-ref --tags --heads\ncmp stdout .git-refs\n\n-- .git-refs --\n5212d800bfd1f6377da46aee6cbceca2f60d4ea6 refs/heads/master"},
    {"source": "/usr/local/go/src/net/http/transfer.go", "locale": "", "spans": [],
     "text": "\t// can deal with a chunked request body. Maybe we'll adjust this\n\t// later.\n\treturn true\n}\n\n// probeRequestBody reads a byte from t.Body to see whether it's empty\n// (returns io.EOF right away).\n//\n// But because we've had problems with this blocking users in the past\n// (issue 17480) when the body is a pipe (perhaps waiting on the response\n// headers before the pipe is fed data), we need to be careful and bound how"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_get_main.txt", "locale": "", "spans": [],
     "text": "grep 'rsc.io/quote v1.5.2' go.mod\ncp go.mod.orig go.mod\n\n\n# Upgrading a package pattern not contained in the main module should not\n# attempt to upgrade the main module.\ngo get rsc.io/quote/...@v1.5.1\ngrep 'rsc.io/quote v1.5.1' go.mod\n\n\n# The main module cannot be updated to a specific version.\n! go get rsc.io@v0.1.0\nstderr '^go: can''t request version \"v0.1.0\" of the main module \\(rsc.io\\)$'"},
    {"source": "/usr/local/go/src/net/timeout_test.go", "locale": "", "spans": [],
     "text": "\t\t// NetBSD and OpenBSD seem to be unable to reliably hit deadlines even when\n\t\t// the absolute durations are long.\n\t\t// In https://build.golang.org/log/c34f8685d020b98377dd4988cd38f0c5bd72267e,\n\t\t// we observed that an openbsd-amd64-68 builder took 4.090948779s for a\n\t\t// 2.983020682s timeout (37.1% overhead).\n\t\t// (See https://go.dev/issue/50189 for further detail.)"},
    {"source": "/usr/local/go/src/time/example_test.go", "locale": "", "spans": [],
     "text": "\t// t.Round(   1ns) = 12:15:30.918273645\n\t// t.Round(   1\u00b5s) = 12:15:30.918274\n\t// t.Round(   1ms) = 12:15:30.918\n\t// t.Round(    1s) = 12:15:31\n\t// t.Round(    2s) = 12:15:30\n\t// t.Round(  1m0s) = 12:16:00\n\t// t.Round( 10m0s) = 12:20:00\n\t// t.Round(1h0m0s) = 12:00:00\n}\n\nfunc ExampleTime_Truncate() {\n\tt, _ := time.Parse(\"2006 Jan 02 15:04:05\", \"2012 Dec 07 12:15:30.918273645\")"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_e.txt", "locale": "", "spans": [],
     "text": "module example.com/untidy\ngo 1.16\nreplace example.net/m v0.1.0 => ./m\n-- go.mod.final --\nmodule example.com/untidy\n\ngo 1.16\n\nreplace example.net/m v0.1.0 => ./m\n\nrequire example.net/m v0.1.0\n-- untidy.go --\npackage untidy\n\nimport (\n\t_ \"example.net/m\"\n\t_ \"example.net/directnotfound\"\n)\n-- untidy_test.go --\npackage untidy_test\n\nimport _ \"example.net/directtestnotfound\""},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/github.com_dmitshur-test_modtest5_v0.5.0-alpha.txt", "locale": "", "spans": [],
     "text": "module github.com/dmitshur-test/modtest5@v0.5.0-alpha\n\n-- .mod --\nmodule github.com/dmitshur-test/modtest5\n-- .info --\n{\"Version\":\"v0.5.0-alpha\",\"Time\":\"2019-06-18T19:04:46-07:00\"}\n-- p.go --\npackage p\n\nconst v = 2\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/rsc.io_sampler_v1.0.0.txt", "locale": "", "spans": [],
     "text": "rsc.io/sampler@v1.0.0\n\n-- .mod --\nmodule \"rsc.io/sampler\"\n-- .info --\n{\"Version\":\"v1.0.0\",\"Name\":\"60bef405c52117ad21d2adb10872b95cf17f8fca\",\"Short\":\"60bef405c521\",\"Time\":\"2018-02-13T18:05:54Z\"}\n-- go.mod --\nmodule \"rsc.io/sampler\"\n-- sampler.go --\n// Copyright 2018 The Go Authors. All rights reserved.\n// Use of this source code is governed by a BSD-style\n// license that can be found in the LICENSE file.\n\n// Package sampler shows simple texts."},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/example.com_badchain_b_v1.0.0.txt", "locale": "", "spans": [],
     "text": "example.com/badchain/b v1.0.0\n\n-- .mod --\nmodule example.com/badchain/b\n\nrequire example.com/badchain/c v1.0.0\n-- .info --\n{\"Version\":\"v1.0.0\"}\n-- b.go --\npackage b\n\nimport _ \"example.com/badchain/c\"\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_build_info_err.txt", "locale": "", "spans": [],
     "text": "# This test verifies that line numbers are included in module import errors.\n# Verifies golang.org/issue/34393.\n\ngo list -e -mod=mod -deps -f '{{with .Error}}{{.Pos}}: {{.Err}}{{end}}' ./main\nstdout '^bad[/\\\\]bad.go:3:8: malformed import path \"\U0001f427.example.com/string\": invalid char ''\U0001f427''$'\n\n# TODO(#26909): This should include an import stack.\n# (Today it includes only a file and line.)"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/example.com_badchain_b_v1.1.0.txt", "locale": "", "spans": [],
     "text": "example.com/badchain/b v1.1.0\n\n-- .mod --\nmodule example.com/badchain/b\n\nrequire example.com/badchain/c v1.1.0\n-- .info --\n{\"Version\":\"v1.1.0\"}\n-- b.go --\npackage b\n\nimport _ \"example.com/badchain/c\"\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_list_deprecated.txt", "locale": "", "spans": [],
     "text": "// Deprecated: main module is deprecated, too!\nmodule example.com/use\n\ngo 1.17\n\nrequire (\n\texample.com/deprecated/a v1.9.0\n\texample.com/undeprecated v1.0.0\n)\n-- go.sum --\nexample.com/deprecated/a v1.9.0 h1:HeC7d0lb7umZa0vCCW+0W3WtBTulO+1Mr32m/Hwzeg8=\nexample.com/deprecated/a v1.9.0/go.mod h1:Z1uUVshSY9kh6l/2hZ8oA9SBviX2yfaeEpcLDz6AZwY=\nexample.com/undeprecated v1.0.0/go.mod h1:1qiRbdA9VzJXDqlG26Y41O5Z7YyO+jAD9do8XCZQ+Gg=\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/work_why_download_graph.txt", "locale": "", "spans": [],
     "text": "exists $GOPATH/pkg/mod/cache/download/rsc.io/quote/@v/v1.5.2.info\nexists $GOPATH/pkg/mod/cache/download/rsc.io/quote/@v/v1.5.2.mod\nexists $GOPATH/pkg/mod/cache/download/rsc.io/quote/@v/v1.5.2.zip\n! exists $GOPATH/pkg/mod/cache/download/rsc.io/quote/@v/v1.5.0.info\n! exists $GOPATH/pkg/mod/cache/download/rsc.io/quote/@v/v1.5.0.mod\ngrep '^rsc\\.io/quote v1\\.5\\.2/go\\.mod h1:' go.work.sum"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/import_main.txt", "locale": "", "spans": [],
     "text": "env GO111MODULE=off\n\n# Test that you cannot import a main package.\n# See golang.org/issue/4210 and golang.org/issue/17475.\n\n[short] skip\ncd $WORK\n\n# Importing package main from that package main's test should work.\ngo build x\ngo test -c x\n\n# Importing package main from another package should fail."},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/vet_internal.txt", "locale": "", "spans": [],
     "text": "env GO111MODULE=off\n\n# Issue 36173. Verify that \"go vet\" prints line numbers on load errors.\n\n! go vet a/a.go\nstderr '^package command-line-arguments\\n\\ta[/\\\\]a.go:5:3: use of internal package'\n\n! go vet a/a_test.go\nstderr '^package command-line-arguments \\(test\\)\\n\\ta[/\\\\]a_test.go:4:3: use of internal package'"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_sum_issue56222.txt", "locale": "", "spans": [],
     "text": "# to build the test dependency with the wrong language version).\n\ngo mod tidy -go=1.20\n! go test -o $devnull -c all\nstderr '^# example.com/m2/q\\n'..${/}m2${/}q${/}'q_test.go:3:8: example.com/generics@v1.0.0: missing go.sum entry for go.mod file; to add it:\\n\\tgo mod download example.com/generics$'\n\ngo mod download -json example.com/generics"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/not-rsc.io_quote_v0.1.0-nomod.txt", "locale": "", "spans": [],
     "text": "(derived from rsc.io/quote@e7a685a342, but without an explicit go.mod file.)\n\n-- .mod --\nmodule \"not-rsc.io/quote\"\n-- .info --\n{\"Version\":\"v0.1.0-nomod\",\"Time\":\"2018-02-14T00:51:33Z\"}\n-- quote.go --\n// Copyright 2018 The Go Authors. All rights reserved.\n// Use of this source code is governed by a BSD-style"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_run_path.txt", "locale": "", "spans": [],
     "text": "# Test that go run does not get confused by conflict\n# between go.mod's module path and what you'd\n# expect from GOPATH. golang.org/issue/26046.\n\nenv GO111MODULE=on\n\ncd $GOPATH/src/example.com/hello\ngo run main.go\n\n-- $GOPATH/src/example.com/hello/go.mod --\nmodule example.com/hello/v2\n\n-- $GOPATH/src/example.com/hello/main.go --\npackage main\nfunc main() {}\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/example.com_pseudoupgrade_v0.1.1-0.20190429073117-b5426c86b553.txt", "locale": "", "spans": [],
     "text": "example.com/pseudoupgrade v0.1.1-0.20190429073117-b5426c86b553\nwritten by hand\n\n-- .mod --\nmodule example.com/pseudoupgrade\n\n-- .info --\n{\"Version\":\"v0.1.1-0.20190429073117-b5426c86b553\",\"Name\":\"v0.1.1-0.20190429073117-b5426c86b553\",\"Short\":\"b5426c86b553\",\"Time\":\"2019-04-29T07:31:00Z\"}"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_get_prefer_incompatible.txt", "locale": "", "spans": [],
     "text": "go get example.com/incompatiblewithsub/sub\ncmp go.mod.orig go.mod\n! grep '^example.com/incompatiblewithsub v1.0.0' go.sum\n\n# TODO(golang.org/issue/31580): the 'go get' command above should not change\n# go.sum. However, as part of the query above, we download example.com@v1.0.0,\n# an unrelated module, since it's a possible prefix. The sum for that module"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/test_goroot_PATH.txt", "locale": "", "spans": [],
     "text": "# https://go.dev/issue/51473: to avoid the need for tests to rely on\n# runtime.GOROOT, 'go test' should run the test with its own GOROOT/bin\n# at the beginning of $PATH.\n\n[short] skip\n\n[!GOOS:plan9] env PATH=\n[GOOS:plan9] env path=\ngo test .\n\n[!GOOS:plan9] env PATH=$WORK${/}bin\n[GOOS:plan9] env path=$WORK${/}bin\ngo test .\n\n-- go.mod --\nmodule example\n\ngo 1.19\n-- example_test.go --\npackage example"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/gotoolchain_modcmds.txt", "locale": "", "spans": [],
     "text": "go get .\nstderr '^go: module rsc.io/future@v1.0.0 requires go >= 1.999; switching to go1.999testmod$'\nstderr '^go: upgraded go 1.21 => 1.999$'\n! stderr '^go: added toolchain'\n\n\n# Now, the various 'go mod' subcommands should succeed.\n\ngo mod download\n\ngo mod verify\n\ngo mod graph\n\n\n-- go.mod --\nmodule example\n\ngo 1.21\n\nrequire rsc.io/future v1.0.0\n-- example.go --\npackage example\n\nimport _ \"rsc.io/future\"\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_get_missing_ziphash.txt", "locale": "", "spans": [],
     "text": "golang.org/x/text v0.0.0-20170915032832-14c0d48ead0c/go.mod h1:NqM8EUOU14njkJ3fqMW+pc6Ldnwhi/IjpwHt7yyuwOQ=\nrsc.io/quote v1.5.2/go.mod h1:LzX7hefJvL54yjefDEDHNONDjII0t9xZLPXsUe+TKr0=\nrsc.io/sampler v1.3.0 h1:HLGR/BgEtI3r0uymSP/nl2uPLsUnNJX8toRyhfpBTII=\nrsc.io/sampler v1.3.0/go.mod h1:T1hPZKmBbMNahiBKFy5HrXp6adAjACjK9JXDnKaTXpA="},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_download_partial.txt", "locale": "", "spans": [],
     "text": "! exists $GOPATH/pkg/mod/cache/download/rsc.io/quote/@v/v1.5.2.partial\nexists $GOPATH/pkg/mod/rsc.io/quote@v1.5.2/go.mod\n\n# 'go list' should succeed.\ngo list $GOPATH/pkg/mod/rsc.io/quote@v1.5.2\nstdout '^rsc.io/quote$'\n\n# 'go list -m' should print the directory.\ngo list -m -f '{{.Dir}}' rsc.io/quote\nstdout 'pkg[/\\\\]mod[/\\\\]rsc.io[/\\\\]quote@v1.5.2'\n\n# go mod verify should fail if we delete a file.\ngo mod verify\nrm $GOPATH/pkg/mod/rsc.io/quote@v1.5.2/go.mod"},
    {"source": "/usr/local/go/src/fmt/stringer_test.go", "locale": "", "spans": [],
     "text": "\ts := Sprintf(\"%v %v %v %v %v\", TI(0), TI8(1), TI16(2), TI32(3), TI64(4))\n\tcheck(t, s, \"I: 0 I8: 1 I16: 2 I32: 3 I64: 4\")\n\ts = Sprintf(\"%v %v %v %v %v %v\", TU(5), TU8(6), TU16(7), TU32(8), TU64(9), TUI(10))\n\tcheck(t, s, \"U: 5 U8: 6 U16: 7 U32: 8 U64: 9 UI: 10\")\n\ts = Sprintf(\"%v %v %v\", TF(1.0), TF32(2.0), TF64(3.0))\n\tcheck(t, s, \"F: 1.000000 F32: 2.000000 F64: 3.000000\")\n\ts = Sprintf(\"%v %v\", TB(true), TS(\"x\"))\n\tcheck(t, s, \"B: true S: \\\"x\\\"\")\n}\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_get_insecure_redirect.txt", "locale": "", "spans": [],
     "text": "# golang.org/issue/29591: 'go get' was following plain-HTTP redirects even without -insecure (now replaced by GOINSECURE).\n# golang.org/issue/61877: 'go get' would panic in case of an insecure redirect in module mode\n\n[!git] skip\n\nenv GOPRIVATE=vcs-test.golang.org\n\n! go get -d vcs-test.golang.org/insecure/go/insecure\nstderr 'redirected .* to insecure URL'\n\n[short] stop 'builds a git repo'"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/devnull.txt", "locale": "", "spans": [],
     "text": "env GO111MODULE=off\n\n# Issue 28035: go test -c -o NUL should work.\n# Issue 28549: go test -c -o /dev/null should not overwrite /dev/null when run as root.\ncd x\ncmp $devnull $WORK/empty.txt\ngo test -o=$devnull -c\n! exists x.test$GOEXE\ncmp $devnull $WORK/empty.txt\n\n# Issue 12407: go build -o /dev/null should succeed."},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/example.com_depends_on_generics_v1.0.0.txt", "locale": "", "spans": [],
     "text": "example.com/depends/on/generics v1.0.0\nwritten by hand\n\n-- .mod --\nmodule example.com/depends/on/generics\n\ngo 1.18\n\nrequire example.com/generics v1.0.0\n-- .info --\n{\"Version\":\"v1.0.0\"}\n-- go.mod --\nmodule example.com/depends/on/generics\n\ngo 1.18\n\nrequire example.com/generics v1.0.0\n-- main.go --\npackage main\n\nimport \"example.com/generics\"\n\nfunc main() {generics.Bar()}"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/patch.example.com_depofdirectpatch_v1.0.0.txt", "locale": "", "spans": [],
     "text": "patch.example.com/depofdirectpatch v1.0.0\nwritten by hand\n\n-- .mod --\nmodule patch.example.com/depofdirectpatch\n-- .info --\n{\"Version\":\"v1.0.0\"}\n-- go.mod --\nmodule patch.example.com/depofdirectpatch\n-- depofdirectpatch.go --\npackage depofdirectpatch\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_sum_absent.txt", "locale": "", "spans": [],
     "text": "env GOPROXY GONOPROXY GOSUMDB GONOSUMDB\n\n# /sumdb-redirect/ causes the sumdb to return /lookup/ responses\n# for rsc.io/quote@v1.0.0, not for the requested module.\nenv GOSUMDB=$sumdb' '$proxy/sumdb-redirect/rsc.io/quote@v1.0.0:\n\n! go get rsc.io/fortune@v1.0.0\nstderr 'SECURITY ERROR'\n! grep rsc.io go.sum\n-- go.mod --\nmodule m\n"},
    {"source": "/usr/local/go/src/encoding/json/v2/arshal_default.go", "locale": "", "spans": [],
     "text": "// a composite Go type (e.g., an array, slice, struct, map, or interface).\nfunc canLegacyStringify(t reflect.Type) bool {\n\t// Based on encoding/json.typeFields#L1126-L1143@v1.23.0\n\tif t.Name() == \"\" && t.Kind() == reflect.Ptr {\n\t\tt = t.Elem()\n\t}\n\tswitch t.Kind() {\n\tcase reflect.Bool, reflect.String,\n\t\treflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/example.com_deprecated_a_v1.0.0.txt", "locale": "", "spans": [],
     "text": "-- .info --\n{\"Version\":\"v1.0.0\"}\n-- .mod --\nmodule example.com/deprecated/a\n\ngo 1.17\n-- go.mod --\nmodule example.com/deprecated/a\n\ngo 1.17\n-- a.go --\npackage a\n\n-- cmd/a/a.go --\npackage main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"a@v1.0.0\") }"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/golang.org_notx_useinternal_v0.1.0.txt", "locale": "", "spans": [],
     "text": "written by hand \u2014 attempts to use a prohibited internal package\n(https://golang.org/s/go14internal)\n\n-- .mod --\nmodule golang.org/notx/useinternal\n-- .info --\n{\"Version\":\"v0.1.0\",\"Name\":\"\",\"Short\":\"\",\"Time\":\"2018-07-25T17:24:00Z\"}\n-- go.mod --\nmodule golang.org/notx/useinternal\n-- useinternal.go --\npackage useinternal\n\nimport _ \"golang.org/x/internal/subtle\"\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/script/mod_get_latest_pseudo.txt", "locale": "", "spans": [],
     "text": "# Check that we can build a module with no tagged versions by querying\n# \"@latest\" through a proxy.\n# Verifies golang.org/issue/32636\n\nenv GO111MODULE=on\n\ngo mod init m\ngo get example.com/notags\ngo list -m all\nstdout '^example.com/notags v0.0.0-20190507143103-cc8cbe209b64$'\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/github.com_dmitshur-test_modtest5_v0.5.0-alpha.0.20190619023908-3da23a9deb9e.txt", "locale": "", "spans": [],
     "text": "module github.com/dmitshur-test/modtest5@v0.5.0-alpha.0.20190619023908-3da23a9deb9e\n\n-- .mod --\nmodule github.com/dmitshur-test/modtest5\n-- .info --\n{\"Version\":\"v0.5.0-alpha.0.20190619023908-3da23a9deb9e\",\"Time\":\"2019-06-18T19:39:08-07:00\"}\n-- p.go --\npackage p\n\nconst v = 3\n"},
    {"source": "/usr/local/go/src/cmd/go/testdata/mod/rsc.io_quote_v0.0.0-20180709160352-0d003b9c4bfa.txt", "locale": "", "spans": [],
     "text": "rsc.io/quote@v0.0.0-20180709160352-0d003b9c4bfa\n\n-- .mod --\nmodule rsc.io/quote\n\nrequire rsc.io/sampler v1.3.0\n-- .info --\n{\"Version\":\"v0.0.0-20180709160352-0d003b9c4bfa\",\"Name\":\"0d003b9c4bfac881641be8eb1598b782a467a97f\",\"Short\":\"0d003b9c4bfa\",\"Time\":\"2018-07-09T16:03:52Z\"}\n-- buggy/buggy_test.go --\n// Copyright 2018 The Go Authors. All rights reserved.\n// Use of this source code is governed by a BSD-style"},
    {"source": "/usr/share/doc/valgrind/html/design-impl.html", "locale": "", "spans": [],
     "text": "<link rel=\"next\" href=\"manual-writing-tools.html\" title=\"2.\u00a0Writing a New Valgrind Tool\">\n</head>\n<body bgcolor=\"white\" text=\"black\" link=\"#0000FF\" vlink=\"#840084\" alink=\"#0000FF\">\n<div><table class=\"nav\" width=\"100%\" cellspacing=\"3\" cellpadding=\"3\" border=\"0\" summary=\"Navigation header\"><tr>\n<td width=\"22px\" align=\"center\" valign=\"middle\"><a accesskey=\"p\" href=\"tech-docs.html\"><img src=\"images/prev.png\" width=\"18\" height=\"21\" border=\"0\" alt=\"Prev\"></a></td>"},
    {"source": "/usr/share/doc/valgrind/html/licenses.html", "locale": "", "spans": [],
     "text": "<link rel=\"prev\" href=\"dist.readme-freebsd.html\" title=\"13.\u00a0README.freebsd\">\n<link rel=\"next\" href=\"license.gpl.html\" title=\"1.\u00a0The GNU General Public License\">\n</head>\n<body bgcolor=\"white\" text=\"black\" link=\"#0000FF\" vlink=\"#840084\" alink=\"#0000FF\">\n<div><table class=\"nav\" width=\"100%\" cellspacing=\"3\" cellpadding=\"3\" border=\"0\" summary=\"Navigation header\"><tr>"},
    {"source": "/usr/share/doc/valgrind/html/bbv-manual.html", "locale": "", "spans": [],
     "text": "  The Basic Block Vector is dumped at fixed intervals.  This\n  is commonly done every 100 million instructions; the \n  <code class=\"option\">--interval-size</code> option can be \n  used to change this.\n</p>\n<p>\n  The output file looks like this:\n</p>\n<pre class=\"programlisting\">\nT:45:1024 :189:99343\nT:11:78573 :15:1353  :56:1\nT:18:45 :12:135353 :56:78 314:4324263</pre>"},
    {"source": "/usr/share/doc/valgrind/html/manual-writing-tools.html", "locale": "", "spans": [],
     "text": "   <code class=\"computeroutput\">date</code> is just an example).\n   The output should be something like this:</p>\n<pre class=\"programlisting\">\n  ==738== foobar-0.0.1, a foobarring tool.\n  ==738== Copyright (C) 2002-2017, and GNU GPL'd, by J. Programmer.\n  ==738== Using Valgrind-3.14.0.GIT and LibVEX; rerun with -h for copyright info\n  ==738== Command: date"},
    {"source": "/usr/share/doc/valgrind/html/manual-core-adv.html", "locale": "", "spans": [],
     "text": "<div class=\"sect2\">\n<div class=\"titlepage\"><div><div><h3 class=\"title\">\n<a name=\"manual-core-adv.wrapping.limitations-sigs\"></a>3.3.6.\u00a0Limitations - original function signatures</h3></div></div></div>\n<p>As shown in the above example, to call the original you must use a"},
    {"source": "/usr/share/doc/valgrind/html/dist.readme-packagers.html", "locale": "", "spans": [],
     "text": "<link rel=\"next\" href=\"dist.readme-s390.html\" title=\"8.\u00a0README.S390\">\n</head>\n<body bgcolor=\"white\" text=\"black\" link=\"#0000FF\" vlink=\"#840084\" alink=\"#0000FF\">\n<div><table class=\"nav\" width=\"100%\" cellspacing=\"3\" cellpadding=\"3\" border=\"0\" summary=\"Navigation header\"><tr>\n<td width=\"22px\" align=\"center\" valign=\"middle\"><a accesskey=\"p\" href=\"dist.readme-developers.html\"><img src=\"images/prev.png\" width=\"18\" height=\"21\" border=\"0\" alt=\"Prev\"></a></td>"},
    {"source": "/usr/share/doc/valgrind/html/license.gfdl.html", "locale": "", "spans": [],
     "text": "<meta name=\"generator\" content=\"DocBook XSL Stylesheets Vsnapshot\">\n<link rel=\"home\" href=\"index.html\" title=\"Valgrind Documentation\">\n<link rel=\"up\" href=\"licenses.html\" title=\"GNU Licenses\">\n<link rel=\"prev\" href=\"license.gpl.html\" title=\"1.\u00a0The GNU General Public License\">\n</head>\n<body bgcolor=\"white\" text=\"black\" link=\"#0000FF\" vlink=\"#840084\" alink=\"#0000FF\">"},
    {"source": "/usr/share/doc/valgrind/html/ms-manual.html", "locale": "", "spans": [],
     "text": "<dt><span class=\"sect2\"><a href=\"ms-manual.html#ms-manual.theoutputgraph\">9.2.5. The Output Graph</a></span></dt>\n<dt><span class=\"sect2\"><a href=\"ms-manual.html#ms-manual.thesnapshotdetails\">9.2.6. The Snapshot Details</a></span></dt>\n<dt><span class=\"sect2\"><a href=\"ms-manual.html#ms-manual.forkingprograms\">9.2.7. Forking Programs</a></span></dt>"},
    {"source": "/usr/share/doc/valgrind/html/manual-core.html", "locale": "", "spans": [],
     "text": "==15380==    at 0x80484EA: main (inlinfo.c:6)\n==15380== \n==15380== Conditional jump or move depends on uninitialised value(s)\n==15380==    at 0x8048550: fun_noninline (inlinfo.c:6)\n==15380==    by 0x804850E: main (inlinfo.c:34)\n==15380== \n==15380== Conditional jump or move depends on uninitialised value(s)\n==15380==    at 0x8048520: main (inlinfo.c:6)"},
    {"source": "/usr/share/doc/valgrind/html/index.html", "locale": "", "spans": [],
     "text": "<body bgcolor=\"white\" text=\"black\" link=\"#0000FF\" vlink=\"#840084\" alink=\"#0000FF\">\n<div></div>\n<div lang=\"en\" class=\"set\">\n<div class=\"titlepage\">\n<div>\n<div align=\"center\"><h1 class=\"title\">\n<a name=\"set-index\"></a>Valgrind Documentation</h1></div>\n<div align=\"center\"><p class=\"releaseinfo\">Release 3.19.0 11 Apr 2022</p></div>\n<div align=\"center\"><p class=\"copyright\">Copyright \u00a9 2000-2022 "},
    {"source": "/usr/share/doc/valgrind/html/cl-manual.html", "locale": "", "spans": [],
     "text": "      <code class=\"option\">--dump-every-bb=&lt;count&gt; [default: 0, never] </code>\n    </span>\n</dt>\n<dd><p>Dump profile data every <code class=\"option\">count</code> basic blocks.\n      Whether a dump is needed is only checked when Valgrind's internal\n      scheduler is run. Therefore, the minimum setting useful is about 100000.\n      The count is a 64-bit value to make long dump periods possible."},
    {"source": "/usr/share/doc/nodejs/api/errors.md", "locale": "", "spans": [],
     "text": "<a id=\"ERR_FS_CP_FIFO_PIPE\"></a>\n\n### `ERR_FS_CP_FIFO_PIPE`\n\n<!-- YAML\nadded: v16.7.0\n-->\n\nAn attempt was made to copy a named pipe with [`fs.cp()`][].\n\n<a id=\"ERR_FS_CP_NON_DIR_TO_DIR\"></a>\n\n### `ERR_FS_CP_NON_DIR_TO_DIR`\n\n<!-- YAML\nadded: v16.7.0\n-->\n\nAn attempt was made to copy a non-directory (file, symlink, etc.) to a directory\nusing [`fs.cp()`][]."},
    {"source": "/usr/share/doc/nodejs/api/single-executable-applications.md", "locale": "", "spans": [],
     "text": "     npx postject hello.exe NODE_SEA_BLOB sea-prep.blob `\n         --sentinel-fuse NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2\n     ```\n\n   * On Windows - Command Prompt:\n     ```text\n     npx postject hello.exe NODE_SEA_BLOB sea-prep.blob ^\n         --sentinel-fuse NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2"},
    {"source": "/usr/share/doc/nodejs/api/async_context.md", "locale": "", "spans": [],
     "text": "import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';\n```\n\n```cjs\nconst { AsyncLocalStorage, AsyncResource } = require('node:async_hooks');\n```\n\n## Class: `AsyncLocalStorage`\n\n<!-- YAML\nadded:\n - v13.10.0\n - v12.17.0\nchanges:\n - version: v16.4.0\n   pr-url: https://github.com/nodejs/node/pull/37675\n   description: AsyncLocalStorage is now Stable. Previously, it had been Experimental."},
    {"source": "/usr/share/doc/nodejs/api/async_hooks.md", "locale": "", "spans": [],
     "text": "    res.end(JSON.stringify(executionAsyncResource()[sym]));\n  }, 100);\n}).listen(3000);\n```\n\n### `async_hooks.executionAsyncId()`\n\n<!-- YAML\nadded: v8.1.0\nchanges:\n  - version: v8.2.0\n    pr-url: https://github.com/nodejs/node/pull/13490\n    description: Renamed from `currentId`.\n-->\n\n* Returns: {number} The `asyncId` of the current execution context. Useful to"},
    {"source": "/usr/share/doc/nodejs/api/events.md", "locale": "", "spans": [],
     "text": "    });\n  } finally {\n    disposable?.[Symbol.dispose]();\n  }\n}\n```\n\n## Class: `events.EventEmitterAsyncResource extends EventEmitter`\n\n<!-- YAML\nadded:\n  - v17.4.0\n  - v16.14.0\n-->\n\nIntegrates `EventEmitter` with {AsyncResource} for `EventEmitter`s that\nrequire manual async tracking. Specifically, all events emitted by instances\nof `events.EventEmitterAsyncResource` will run within its [async context][]."},
    {"source": "/usr/share/doc/nodejs/api/punycode.md", "locale": "", "spans": [],
     "text": "# Punycode\n\n<!-- YAML\ndeprecated: v7.0.0\n-->\n\n<!--introduced_in=v0.10.0-->\n\n> Stability: 0 - Deprecated\n\n<!-- source_link=lib/punycode.js -->\n\n**The version of the punycode module bundled in Node.js is being deprecated.**"},
    {"source": "/usr/share/doc/nodejs/api/modules.md", "locale": "", "spans": [],
     "text": "The directory name of the module. This is usually the same as the\n[`path.dirname()`][] of the [`module.id`][].\n\n### `module.paths`\n\n<!-- YAML\nadded: v0.4.0\n-->\n\n* {string\\[]}\n\nThe search paths for the module.\n\n### `module.require(id)`\n\n<!-- YAML\nadded: v0.5.1\n-->\n\n* `id` {string}\n* Returns: {any} exported module content\n\nThe `module.require()` method provides a way to load a module as if"},
    {"source": "/usr/share/doc/nodejs/api/v8.md", "locale": "", "spans": [],
     "text": "### `profiler.start()`\n\n<!-- YAML\nadded:\n  - v19.6.0\n  - v18.15.0\n-->\n\nStart collecting GC data.\n\n### `profiler.stop()`\n\n<!-- YAML\nadded:\n  - v19.6.0\n  - v18.15.0\n-->\n\nStop collecting GC data and return an object.The content of object\nis as follows.\n\n```json\n{\n  \"version\": 1,\n  \"startTime\": 1674059033862,\n  \"statistics\": [\n    {\n      \"gcType\": \"Scavenge\","},
    {"source": "/usr/share/doc/nodejs/api/querystring.html", "locale": "", "spans": [],
     "text": "              <path d=\"M6.76 4.84l-1.8-1.79-1.41 1.41 1.79 1.79 1.42-1.41zM4 10.5H1v2h3v-2zm9-9.95h-2V3.5h2V.55zm7.45 3.91l-1.41-1.41-1.79 1.79 1.41 1.41 1.79-1.79zm-3.21 13.7l1.79 1.8 1.41-1.41-1.8-1.79-1.4 1.4zM20 10.5v2h3v-2h-3zm-8-5c-3.31 0-6 2.69-6 6s2.69 6 6 6 6-2.69 6-6-2.69-6-6-6zm-1 16.95h2V19.5h-2v2.95zm-7.45-3.91l1.41 1.41 1.79-1.8-1.41-1.41-1.79 1.8z\"/>"},
    {"source": "/root/.m2/repository/commons-io/commons-io/2.17.0/commons-io-2.17.0.pom", "locale": "", "spans": [],
     "text": "    <commons.release.next>2.17.1</commons.release.next>\n    <project.build.outputTimestamp>2024-09-15T14:44:33Z</project.build.outputTimestamp>\n    <commons.release.desc>(requires Java 8)</commons.release.desc>\n    <commons.jira.id>IO</commons.jira.id>\n    <commons.jira.pid>12310477</commons.jira.pid>\n    <commons.osgi.export>\n        <!-- Explicit list of packages from IO 1.4 -->\n        org.apache.commons.io;\n        org.apache.commons.io.comparator;"},
    {"source": "/root/.m2/repository/org/apache/maven/shared/maven-common-artifact-filters/3.4.0/maven-common-artifact-filters-3.4.0.pom", "locale": "", "spans": [],
     "text": "  specific language governing permissions and limitations\n  under the License.\n-->\n<project xmlns=\"http://maven.apache.org/POM/4.0.0\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd\">\n  <modelVersion>4.0.0</modelVersion>\n\n  <parent>\n    <groupId>org.apache.maven.shared</groupId>\n    <artifactId>maven-shared-components</artifactId>"},
    {"source": "/root/.m2/repository/org/codehaus/plexus/plexus-interpolation/1.27/plexus-interpolation-1.27.pom", "locale": "", "spans": [],
     "text": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project xmlns=\"http://maven.apache.org/POM/4.0.0\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd\">\n  <modelVersion>4.0.0</modelVersion>\n\n  <parent>"},
    {"source": "/root/.m2/repository/org/apache/maven/resolver/maven-resolver-api/1.4.1/maven-resolver-api-1.4.1.pom", "locale": "", "spans": [],
     "text": "  \"AS IS\" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY\n  KIND, either express or implied.  See the License for the\n  specific language governing permissions and limitations\n  under the License.\n-->\n\n<project xmlns=\"http://maven.apache.org/POM/4.0.0\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd\">"},
    {"source": "/root/.m2/repository/com/github/luben/zstd-jni/1.5.6-3/zstd-jni-1.5.6-3.pom", "locale": "", "spans": [],
     "text": "    <groupId>com.github.luben</groupId>\n    <artifactId>zstd-jni</artifactId>\n    <packaging>jar</packaging>\n    <description>JNI bindings for Zstd native library that provides fast and high compression lossless algorithm for Java and all JVM languages.</description>\n    <version>1.5.6-3</version>\n    <licenses>\n        <license>\n            <name>BSD 2-Clause License</name>\n            <url>https://opensource.org/licenses/BSD-2-Clause</url>"},
    {"source": "/root/.m2/repository/org/apache/maven/shared/maven-shared-utils/3.1.0/maven-shared-utils-3.1.0.pom", "locale": "", "spans": [],
     "text": "    <connection>scm:svn:http://svn.apache.org/repos/asf/maven/shared/tags/maven-shared-utils-3.1.0</connection>\n    <developerConnection>scm:svn:https://svn.apache.org/repos/asf/maven/shared/tags/maven-shared-utils-3.1.0\n    </developerConnection>\n    <url>http://svn.apache.org/viewvc/maven/shared/tags/maven-shared-utils-3.1.0</url>\n  </scm>\n  <issueManagement>"},
    {"source": "/root/.m2/repository/org/apache/maven/maven/3.0/maven-3.0.pom", "locale": "", "spans": [],
     "text": "            </execution>\n          </executions>\n        </plugin>\n        <plugin>\n          <groupId>org.apache.maven.plugins</groupId>\n          <artifactId>maven-compiler-plugin</artifactId>\n          <version>2.0.2</version>\n          <configuration>\n            <source>1.5</source>\n            <target>1.5</target>\n          </configuration>\n        </plugin>\n        <plugin>\n          <artifactId>maven-release-plugin</artifactId>"},
    {"source": "/root/.m2/repository/org/apache/commons/commons-parent/50/commons-parent-50.pom", "locale": "", "spans": [],
     "text": "    <commons.release-plugin.version>1.7</commons.release-plugin.version>\n    <commons.scm-publish.version>1.1</commons.scm-publish.version>\n\n    <!--\n      Note: Maven site plugin 3.5.1 is the latest version but is not a direct replacement:\n\n      https://maven.apache.org/plugins/maven-site-plugin/migrate.html\n\n      In particular, adding CDATA to header and footer sections is not backwards compatible.\n      I.e. these have to be updated at the same time."},
    {"source": "/usr/lib/jvm/java-17-openjdk-amd64/legal/jdk.jcmd/ASSEMBLY_EXCEPTION", "locale": "", "spans": [],
     "text": "    is making a combined work based on this library.  Thus, the terms\n    and conditions of GPL2 cover the whole combination.\n\n    As a special exception, Oracle gives you permission to link this\n    OpenJDK Code with certain code licensed by Oracle as indicated at\n    http://openjdk.java.net/legal/exception-modules-2007-05-08.html\n    (\"Designated Exception Modules\") to produce an executable,"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/jdk.graal.compiler/LICENSE", "locale": "", "spans": [],
     "text": "    ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or\n    FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License for\n    more details.\n\n    You should have received a copy of the GNU General Public License along\n    with this program; if not, write to the Free Software Foundation, Inc.,\n    51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA."},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/jdk.incubator.vector/LICENSE", "locale": "", "spans": [],
     "text": "Copyright (C) 1989, 1991 Free Software Foundation, Inc.\n51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA\n\nEveryone is permitted to copy and distribute verbatim copies of this license\ndocument, but changing it is not allowed.\n\nPreamble\n\nThe licenses for most software are designed to take away your freedom to share"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.se/ASSEMBLY_EXCEPTION", "locale": "", "spans": [],
     "text": "    OpenJDK Code with certain code licensed by Oracle as indicated at\n    https://openjdk.org/legal/exception-modules-2007-05-08.html\n    (\"Designated Exception Modules\") to produce an executable,\n    regardless of the license terms of the Designated Exception Modules,"},
    {"source": "/usr/lib/jvm/java-17-openjdk-amd64/legal/jdk.xml.dom/ASSEMBLY_EXCEPTION", "locale": "", "spans": [],
     "text": "    OpenJDK Code with certain code licensed by Oracle as indicated at\n    http://openjdk.java.net/legal/exception-modules-2007-05-08.html\n    (\"Designated Exception Modules\") to produce an executable,\n    regardless of the license terms of the Designated Exception Modules,\n    and to copy and distribute the resulting executable under GPL2,"},
    {"source": "/usr/lib/jvm/java-17-openjdk-amd64/legal/java.base/public_suffix.md", "locale": "", "spans": [],
     "text": "Mozilla Public License, v. 2.0 and is located at\nhttps://raw.githubusercontent.com/publicsuffix/list/1cbd6e71a9b83620b1d0b11e49d3d9ff48c27e22/public_suffix_list.dat.\nIf a copy of the MPL was not distributed with this file, you can obtain one"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.xml/dom.md", "locale": "", "spans": [],
     "text": "case of the IDL definitions, the pragma prefix can no longer be 'w3c.org'; in the\ncase of the Java language binding, the package names can no longer be in the\n'org.w3c' package.\n</pre>\n\n### W3C License\n<pre>\n\nW3C SOFTWARE NOTICE AND LICENSE\n\nhttp://www.w3.org/Consortium/Legal/2002/copyright-software-20021231\n\nThis work (and included software, documentation such as READMEs, or other\nrelated items) is being provided by the copyright holders under the following"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/java.base/unicode.md", "locale": "", "spans": [],
     "text": "## The Unicode Standard, Unicode Character Database, Version 16.0.0\n\n### Unicode Character Database\n```\n\nUNICODE LICENSE V3\n\nCOPYRIGHT AND PERMISSION NOTICE\n\nCopyright \u00a9 1991-2024 Unicode, Inc.\n\nNOTICE TO USER: Carefully read the following legal agreement. BY"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/jdk.internal.md/commonmark.md", "locale": "", "spans": [],
     "text": "## CommonMark 0.22.0\n\n### CommonMark License\n```\nCopyright (c) 2015, Atlassian Pty Ltd\nAll rights reserved.\n\nRedistribution and use in source and binary forms, with or without\nmodification, are permitted provided that the following conditions are met:\n\n* Redistributions of source code must retain the above copyright notice, this\n  list of conditions and the following disclaimer.\n\n* Redistributions in binary form must reproduce the above copyright notice,"},
    {"source": "/usr/lib/jvm/temurin-25-jdk-amd64/legal/jdk.httpserver/LICENSE", "locale": "", "spans": [],
     "text": "The GNU General Public License (GPL)\n\nVersion 2, June 1991\n\nCopyright (C) 1989, 1991 Free Software Foundation, Inc.\n51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA\n\nEveryone is permitted to copy and distribute verbatim copies of this license\ndocument, but changing it is not allowed."},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/dinov2/modeling_dinov2.py", "locale": "", "spans": [],
     "text": "        This method allows to interpolate the pre-trained position encodings, to be able to use the model on higher resolution\n        images. This method is also adapted to support torch.jit tracing and interpolation at torch.float32 precision.\n\n        Adapted from:\n        - https://github.com/facebookresearch/dino/blob/de9ee3df6cf39fac952ab558447af1fa1365362a/vision_transformer.py#L174-L194, and"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/bigtable/data/row_filters.py", "locale": "", "spans": [],
     "text": "            value = value.encode(\"utf-8\")\n        value = self._write_literal_regex(value)\n        super(LiteralValueFilter, self).__init__(value)\n\n    @staticmethod\n    def _write_literal_regex(input_bytes: bytes) -> bytes:\n        \"\"\"\n        Escape re2 special characters from literal bytes.\n\n        Extracted from: re2 QuoteMeta:\n        https://github.com/google/re2/blob/70f66454c255080a54a8da806c52d1f618707f8a/re2/re2.cc#L456"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/genai/tests/caches/constants.py", "locale": "", "spans": [],
     "text": "# See the License for the specific language governing permissions and\n# limitations under the License.\n#\n\n\n\"\"\"Constants for caches tests.\"\"\"\n\nCACHED_CONTENT_NAME_MLDEV = 'cachedContents/o239k1gxzz0juy9wqstndhncr85krehehf551hqh'\nCACHED_CONTENT_NAME_VERTEX = 'cachedContents/2164089915711684608'\n\nVERTEX_HTTP_OPTIONS = {\n    'api_version': 'v1beta1',\n    'base_url': 'https://us-central1-aiplatform.googleapis.com/',"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/spacy/lang/sa/stop_words.py", "locale": "", "spans": [],
     "text": "# Source: https://gist.github.com/Akhilesh28/fe8b8e180f64b72e64751bc31cb6d323\n\nSTOP_WORDS = set(\n    \"\"\"\n\u0905\u0939\u092e\u094d\n\u0906\u0935\u093e\u092e\u094d\n\u0935\u092f\u092e\u094d\n\u092e\u093e\u092e\u094d  \u092e\u093e\n\u0906\u0935\u093e\u092e\u094d\n\u0905\u0938\u094d\u092e\u093e\u0928\u094d  \u0928\u0903\n\u092e\u092f\u093e\n\u0906\u0935\u093e\u092d\u094d\u092f\u093e\u092e\u094d\n\u0905\u0938\u094d\u092e\u093e\u092d\u093f\u0938\u094d\n\u092e\u0939\u094d\u092f\u092e\u094d  \u092e\u0947\n\u0906\u0935\u093e\u092d\u094d\u092f\u093e\u092e\u094d  \u0928\u094c\n\u0905\u0938\u094d\u092e\u092d\u094d\u092f\u092e\u094d  \u0928\u0903\n\u092e\u0924\u094d\n\u0906\u0935\u093e\u092d\u094d\u092f\u093e\u092e\u094d\n\u0905\u0938\u094d\u092e\u0924\u094d\n\u092e\u092e  \u092e\u0947\n\u0906\u0935\u092f\u094b\u0903\n\u0905\u0938\u094d\u092e\u093e\u0915\u092e\u094d  \u0928\u0903\n\u092e\u092f\u093f\n\u0906\u0935\u092f\u094b\u0903\n\u0905\u0938\u094d\u092e\u093e\u0938\u0941\n\u0924\u094d\u0935\u092e\u094d\n\u092f\u0941\u0935\u093e\u092e\u094d\n\u092f\u0942\u092f\u092e\u094d\n\u0924\u094d\u0935\u093e\u092e\u094d  \u0924\u094d\u0935\u093e\n\u092f\u0941\u0935\u093e\u092e\u094d  \u0935\u093e\u092e\u094d\n\u092f\u0941\u0937\u094d\u092e\u093e\u0928\u094d  \u0935\u0903\n\u0924\u094d\u0935\u092f\u093e\n\u092f\u0941\u0935\u093e\u092d\u094d\u092f\u093e\u092e\u094d\n\u092f\u0941\u0937\u094d\u092e\u093e\u092d\u093f\u0903\n\u0924\u0941\u092d\u094d\u092f\u092e\u094d  \u0924\u0947\n\u092f\u0941\u0935\u093e\u092d\u094d\u092f\u093e\u092e\u094d  \u0935\u093e\u092e\u094d\n\u092f\u0941\u0937\u094d\u092e\u092d\u094d\u092f\u092e\u094d  \u0935\u0903\n\u0924\u094d\u0935\u0924\u094d\n\u092f\u0941\u0935\u093e\u092d\u094d\u092f\u093e\u092e\u094d\n\u092f\u0941\u0937\u094d\u092e\u0924\u094d\n\u0924\u0935  \u0924\u0947"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/_pytest/pathlib.py", "locale": "", "spans": [],
     "text": "        # Forward from base to dest.\n        *reldest.parts,\n    )\n\n\ndef safe_exists(p: Path) -> bool:\n    \"\"\"Like Path.exists(), but account for input arguments that might be too long (#11394).\"\"\"\n    try:\n        return p.exists()\n    except (ValueError, OSError):\n        # ValueError: stat: path too long for Windows\n        # OSError: [WinError 123] The filename, directory name, or volume label syntax is incorrect"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/esmfold2/protein_utils.py", "locale": "", "spans": [],
     "text": "        \"CD1\": (1.0992432832717896, 1.1877919435501099, -0.3579142987728119),\n        \"CD2\": (1.1803174018859863, -1.253401279449463, -0.31122180819511414),\n        \"CE1\": (2.5253450870513916, 1.1990256309509277, 0.029804613441228867),\n        \"CE2\": (2.471151113510132, -1.240687608718872, 0.043534230440855026),\n        \"CZ\": (3.180687665939331, 0.04672492295503616, 0.2214856892824173),"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pip/_vendor/urllib3/util/timeout.py", "locale": "", "spans": [],
     "text": "    :type total: int, float, or None\n\n    :param connect:\n        The maximum amount of time (in seconds) to wait for a connection\n        attempt to a server to succeed. Omitting the parameter will default the\n        connect timeout to the system default, probably `the global default\n        timeout in socket.py\n        <http://hg.python.org/cpython/file/603b4d593758/Lib/socket.py#l535>`_."},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/pp_ocrv6_small_rec/modeling_pp_ocrv6_small_rec.py", "locale": "", "spans": [],
     "text": "class PPOCRV6SmallRecEncoderWithSVTR(PPOCRV6SmallRecPreTrainedModel):\n    \"\"\"\n    SVTR: Scene Text Recognition with a Single Visual Model\n    https://www.paddleocr.ai/v2.10.0/en/algorithm/text_recognition/algorithm_rec_svtr.html\n    \"\"\"\n\n    def __init__(\n        self,\n        config: PPOCRV6SmallRecConfig,"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/dataflow_v1beta3/types/streaming.py", "locale": "", "spans": [],
     "text": "            identifies the disk within that project, for\n            example\n            \"myproject-1014-104817-4c2-harness-0-disk-1\".\n    \"\"\"\n\n    start: str = proto.Field(\n        proto.STRING,\n        number=1,\n    )\n    end: str = proto.Field(\n        proto.STRING,\n        number=2,\n    )\n    data_disk: str = proto.Field("},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pyasn1_modules/rfc7894.py", "locale": "", "spans": [],
     "text": "        subtypeSpec=constraint.ValueSizeConstraint(1, 255)))\n)\n\n\n# OTP Challenge Attribute\n\nid_aa_otpChallenge = univ.ObjectIdentifier('1.2.840.113549.1.9.16.2.56')\n\nub_aa_otpChallenge = univ.Integer(255)\n\notpChallenge = Attribute()\notpChallenge['attrType'] = id_aa_otpChallenge\notpChallenge['attrValues'][0] = DirectoryString()\n\n\n# Revocation Challenge Attribute\n\nid_aa_revocationChallenge = univ.ObjectIdentifier('1.2.840.113549.1.9.16.2.57')"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pip/_vendor/pygments/formatters/img.py", "locale": "", "spans": [],
     "text": "        Default: True\n\n    `line_number_start`\n        The line number of the first line.\n\n        Default: 1\n\n    `line_number_step`\n        The step used when printing line numbers.\n\n        Default: 1\n\n    `line_number_bg`\n        The background colour (in \"#123456\" format) of the line number bar, or\n        None to use the style background color.\n\n        Default: \"#eed\"\n\n    `line_number_fg`"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/datastore/batch.py", "locale": "", "spans": [],
     "text": "    them to the server in a single API request:\n\n    .. testsetup:: batch\n\n        import uuid\n\n        from google.cloud import datastore\n\n        unique = str(uuid.uuid4())[0:8]\n        client = datastore.Client(namespace='ns{}'.format(unique))\n\n    .. doctest:: batch\n\n        >>> entity1 = datastore.Entity(client.key('EntityKind', 1234))\n        >>> entity2 = datastore.Entity(client.key('EntityKind', 2345))\n        >>> key3 = client.key('EntityKind', 3456)"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/minimax_m2/modeling_minimax_m2.py", "locale": "", "spans": [],
     "text": "    Computes auxiliary load balancing loss as in Switch Transformer - implemented in Pytorch.\n\n    See Switch Transformer (https://huggingface.co/papers/2101.03961) for more details. This function implements the loss\n    function presented in equations (4) - (6) of the paper. It aims at penalizing cases where the routing between"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/evolla/modeling_evolla.py", "locale": "", "spans": [],
     "text": "        # Warning: This place might cause issues, refers to\n        # https://discuss.pytorch.org/t/cuda-error-cublas-status-not-supported-when-calling-cublasltmatmul-from-torch-nn-functional-linear/170214/13\n        # Solution: add `DISABLE_ADDMM_CUDA_LT=1` as environment variable\n        # Apply linear transformation to input_query, input_key, and input_value\n        query_layer = self.query(query_layer)  # [bs, querylength, dim]"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/timesfm2_5/configuration_timesfm2_5.py", "locale": "", "spans": [],
     "text": "    >>> model = TimesFm2_5ModelForPrediction(configuration)\n    >>> configuration = model.config\n    ```\n    \"\"\"\n\n    model_type = \"timesfm2_5\"\n    keys_to_ignore_at_inference = []\n    is_encoder_decoder = False\n\n    patch_length: int = 32\n\n    context_length: int = 16384\n    horizon_length: int = 128\n    num_hidden_layers: int = 20\n    hidden_size: int = 1280"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/unispeech_sat/modular_unispeech_sat.py", "locale": "", "spans": [],
     "text": "    loss (*optional*, returned when model is in train mode, `torch.Tensor` of shape `(1,)`):\n        Total loss as the sum of the contrastive loss (L_m) and the diversity loss (L_d) as stated in the [official\n        paper](https://huggingface.co/papers/2006.11477).\n    logits (`torch.Tensor` of shape `(batch_size, sequence_length, config.proj_codevector_dim)`, *optional*):"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/trafilatura/spider.py", "locale": "", "spans": [],
     "text": "        return htmlstring, homepage\n\n    html_tree = load_html(htmlstring)\n    if html_tree is None:\n        return htmlstring, homepage\n\n    # test meta-refresh redirection\n    # https://stackoverflow.com/questions/2318446/how-to-follow-meta-refreshes-in-python\n    result = next(\n        (e.get(\"content\", \"\") for e in html_tree.iter(\"meta\") if e.get(\"http-equiv\", \"\").lower() == \"refresh\"),"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/funnel/configuration_funnel.py", "locale": "", "spans": [],
     "text": "        \"hidden_size\": \"d_model\",\n        \"num_attention_heads\": \"n_head\",\n    }\n\n    vocab_size: int = 30522\n    block_sizes: list[int] | tuple[int, ...] = (4, 4, 4)\n    block_repeats: list[int] | None = None\n    num_decoder_layers: int = 2\n    d_model: int = 768\n    n_head: int = 12\n    d_head: int = 64\n    d_inner: int = 3072\n    hidden_act: str = \"gelu_new\"\n    hidden_dropout: float | int = 0.1\n    attention_dropout: float | int = 0.1"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/markdown_it/rules_inline/balance_pairs.py", "locale": "", "spans": [],
     "text": "        # for each marker, each delimiter length modulo 3,\n        # and for whether this closer can be an opener;\n        # https://github.com/commonmark/cmark/commit/34250e12ccebdc6372b8b49c44fab57c72443460\n        if closer.marker not in openersBottom:\n            openersBottom[closer.marker] = [-1, -1, -1, -1, -1, -1]"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/integrations/moe.py", "locale": "", "spans": [],
     "text": "    # accept_dev=True is necessary for \"+cpu\"/\"+xpu\" etc.\n    if (\n        (is_torchdynamo_compiling() and weight.dtype != torch.bfloat16)\n        or weight.device.type == \"cpu\"\n        and is_torch_less_or_equal(\"2.10.0\", accept_dev=True)\n        and (weight.data_ptr() % 16 != 0 or input.data_ptr() % 16 != 0)\n        or weight.device.type == \"cpu\"\n        and is_torch_less_or_equal(\"2.8.0\", accept_dev=True)\n    ):"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/aiplatform_v1/types/dataset.py", "locale": "", "spans": [],
     "text": "        annotation_schema_uri (str):\n            The Cloud Storage URI that points to a YAML file describing\n            the annotation schema. The schema is defined as an OpenAPI\n            3.0.2 `Schema\n            Object <https://github.com/OAI/OpenAPI-Specification/blob/main/versions/3.0.2.md#schemaObject>`__.\n            The schema files that can be used here are found in\n            gs://google-cloud-aiplatform/schema/dataset/annotation/,"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pip/_vendor/rich/filesize.py", "locale": "", "spans": [],
     "text": "        `str`: A string containing a abbreviated file size and units.\n\n    Example:\n        >>> filesize.decimal(30000)\n        '30.0 kB'\n        >>> filesize.decimal(30000, precision=2, separator=\"\")\n        '30.00kB'\n\n    \"\"\"\n    return _to_str(\n        size,\n        (\"kB\", \"MB\", \"GB\", \"TB\", \"PB\", \"EB\", \"ZB\", \"YB\"),"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pip/_internal/network/auth.py", "locale": "", "spans": [],
     "text": "    def get_auth_info(self, url: str, username: Optional[str]) -> Optional[AuthInfo]:\n        # This is the default implementation of keyring.get_credential\n        # https://github.com/jaraco/keyring/blob/97689324abcf01bd1793d49063e7ca01e03d7d07/keyring/backend.py#L134-L139\n        if username is not None:\n            password = self._get_password(url, username)"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/pocket_tts/configuration_pocket_tts.py", "locale": "", "spans": [],
     "text": "    condition_dim: int = positive_int_field(default=1024)\n    frequency_embedding_size: int = positive_int_field(default=256)\n    hidden_act: str = activation_fn_key(default=\"silu\")\n    layer_norm_eps: float = interval(min=0.0)(default=1e-6)\n    rms_norm_eps: float = interval(min=0.0)(default=1e-5)\n    max_period: float = interval(min=0.0)(default=10000.0)"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/pegasus_x/modeling_pegasus_x.py", "locale": "", "spans": [],
     "text": "    \"\"\"This module produces sinusoidal positional embeddings of any length.\"\"\"\n\n    def __init__(self, embed_dim, max_scale: int = 10000.0):\n        super().__init__()\n        self.embed_dim = embed_dim\n        self.max_scale = max_scale\n\n    @torch.no_grad()"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/deepseek_vl_hybrid/configuration_deepseek_vl_hybrid.py", "locale": "", "spans": [],
     "text": "        \"text_config\": SubConfigSpec(config_class=AutoConfig, model_type=\"llama\"),\n    }\n\n    text_config: dict | PreTrainedConfig | None = None\n    vision_config: dict | PreTrainedConfig | None = None\n    image_token_id: int = 100015\n    tie_word_embeddings: bool = True\n\n    high_res_vision_config: dict | PreTrainedConfig | None = None\n\n\n__all__ = [\"DeepseekVLHybridConfig\"]\n"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/chinese_clip/modeling_chinese_clip.py", "locale": "", "spans": [],
     "text": "        pooled_output = self.pooler(sequence_output) if self.pooler is not None else None\n\n        return BaseModelOutputWithPooling(\n            last_hidden_state=sequence_output,\n            pooler_output=pooled_output,\n        )\n\n\n# contrastive loss function, adapted from\n# https://sachinruk.github.io/blog/2021-03-07-chinese_clip.html\ndef contrastive_loss(logits: torch.Tensor) -> torch.Tensor:"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pytds/lcid.py", "locale": "", "spans": [],
     "text": "LANGID_ENGLISH_AUS = 3081\nLANGID_ENGLISH_BELIZE = 10249\nLANGID_ENGLISH_CANADIAN = 4105\nLANGID_ENGLISH_CARIBBEAN = 9225\nLANGID_ENGLISH_INDONESIA = 14345\nLANGID_ENGLISH_IRELAND = 6153\nLANGID_ENGLISH_JAMAICA = 8201\nLANGID_ENGLISH_NEW_ZEALAND = 5129\nLANGID_ENGLISH_PHILIPPINES = 13321\nLANGID_ENGLISH_SOUTH_AFRICA = 7177\nLANGID_ENGLISH_TRINIDAD_TOBAGO = 11273\nLANGID_ENGLISH_UK = 2057\nLANGID_ENGLISH_US = 1033\nLANGID_ENGLISH_ZIMBABWE = 12297"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/genai/models.py", "locale": "", "spans": [],
     "text": "            'The generate_videos method with prompt/image/video arguments is'\n            ' deprecated and will be removed in a future major release (not'\n            ' before 2026-07-31). Please use the source argument instead.',\n            DeprecationWarning,\n            stacklevel=2,\n        )\n        AsyncModels._logged_generate_videos_deprecation_warning = True"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/neucodec/configuration_neucodec.py", "locale": "", "spans": [],
     "text": "        Levels for the vector quantization codebook.\n    input_sampling_rate (`int`, *optional*, defaults to 16000):\n        Sampling rate, in hertz (Hz), of the encoder's input audio waveform.\n    output_sampling_rate (`int`, *optional*, defaults to 24000):\n        Sampling rate, in hertz (Hz), of the decoder's output audio waveform.\n\n    Example:\n\n    ```python\n    >>> from transformers import NeuCodecConfig, NeuCodecModel\n"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/rich/_unicode_data/unicode16-0-0.py", "locale": "", "spans": [],
     "text": "        (127183, 127183, 2),\n        (127374, 127374, 2),\n        (127377, 127386, 2),\n        (127488, 127490, 2),\n        (127504, 127547, 2),\n        (127552, 127560, 2),\n        (127568, 127569, 2),\n        (127584, 127589, 2),\n        (127744, 127776, 2),\n        (127789, 127797, 2),\n        (127799, 127868, 2),"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/pyasn1_modules/rfc5958.py", "locale": "", "spans": [],
     "text": "    )\n\n\nclass PrivateKeyInfo(OneAsymmetricKey):\n    pass\n\n\n# The CMS AsymmetricKeyPackage Content Type\n\nid_ct_KP_aKeyPackage = univ.ObjectIdentifier('2.16.840.1.101.2.1.2.78.5')\n\nclass AsymmetricKeyPackage(univ.SequenceOf):\n    pass\n\nAsymmetricKeyPackage.componentType = OneAsymmetricKey()\nAsymmetricKeyPackage.sizeSpec=constraint.ValueSizeConstraint(1, MAX)\n    \n\n# Map of Content Type OIDs to Content Types is added to the\n# ones that are in rfc5652.py"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/aiplatform_v1/types/feature_online_store_admin_service.py", "locale": "", "spans": [],
     "text": "              ``>=``, and ``<=`` comparisons. Values must be in RFC 3339\n              format.\n            - ``labels``: Supports key-value equality as well as key\n              presence.\n\n            Examples:\n\n            - ``create_time > \\\"2020-01-31T15:30:00.000000Z\\\" OR update_time > \\\"2020-01-31T15:30:00.000000Z\\\"``\n              --> FeatureViews created or updated after"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/gpt_neox_japanese/tokenization_gpt_neox_japanese.py", "locale": "", "spans": [],
     "text": "    >>> # You can confirm both \u6176\u5fdc and \u6176\u61c9 are encoded to 17749\n    >>> tokenizer(\"\u543e\u8f29\u306f\u732b\u3067\u3042\u308b\U0001f42f\u3002\u5b9f\u306f\u6176\u5fdc(\u6176\u61c9)\u5927\u5b66\u51fa\u8eab\")[\"input_ids\"]\n    [30014, 26883, 26638, 27228, 25, 26650, 31732, 31679, 27809, 26638, 17749, 31592, 17749, 31593, 321, 1281]\n\n    >>> # Both \u6176\u5fdc and \u6176\u61c9 are decoded to \u6176\u5fdc\n    >>> tokenizer.decode(tokenizer(\"\u543e\u8f29\u306f\u732b\u3067\u3042\u308b\U0001f42f\u3002\u5b9f\u306f\u6176\u5fdc(\u6176\u61c9)\u5927\u5b66\u51fa\u8eab\")[\"input_ids\"])\n    '\u543e\u8f29\u306f\u732b\u3067\u3042\u308b\U0001f42f\u3002\u5b9f\u306f\u6176\u5fdc(\u6176\u5fdc)\u5927\u5b66\u51fa\u8eab'"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/aiplatform_v1/types/annotation.py", "locale": "", "spans": [],
     "text": "            Required. Google Cloud Storage URI points to a YAML file\n            describing\n            [payload][google.cloud.aiplatform.v1.Annotation.payload].\n            The schema is defined as an `OpenAPI 3.0.2 Schema\n            Object <https://github.com/OAI/OpenAPI-Specification/blob/main/versions/3.0.2.md#schemaObject>`__.\n            The schema files that can be used here are found in"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/dots3_note/configuration_dots3_note.py", "locale": "", "spans": [],
     "text": "    topk_group: int = 1\n    num_experts_per_tok: int = 8\n    norm_topk_prob: bool = True\n    hidden_act: str = \"silu\"\n    max_position_embeddings: int = 524288\n    initializer_range: float = 0.02\n    rms_norm_eps: float = 1e-5\n    use_cache: bool = True\n    pad_token_id: int | None = 151659\n    bos_token_id: int | None = 151643\n    eos_token_id: int | list[int] | None = 151668"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/glm46v/processing_glm46v.py", "locale": "", "spans": [],
     "text": "            mm_token_type_ids.append(mm_token_types.tolist())\n        return mm_token_type_ids\n\n    def replace_frame_token_id(self, timestamp_sec, num_image_tokens: int = 1):\n        return f\"<|begin_of_image|>{self.image_token * num_image_tokens}<|end_of_image|>{timestamp_sec:.1f} seconds\"\n\n\n__getattr__ = deprecate_attr(__name__, rename={\"Glm46VProcessorKwargs\": (ProcessingKwargs, \"5.29.0\")})\n\n__all__ = [\"Glm46VProcessor\"]\n"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/operation/__init__.py", "locale": "", "spans": [],
     "text": "    \"\"\"Representation of a Google API Long-Running Operation.\n\n    .. _protobuf: https://github.com/googleapis/googleapis/blob/\\\n                  050400df0fdb16f63b63e9dee53819044bffc857/\\\n                  google/longrunning/operations.proto#L80\n    .. _service: https://github.com/googleapis/googleapis/blob/\\\n                 050400df0fdb16f63b63e9dee53819044bffc857/\\\n                 google/longrunning/operations.proto#L38"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/protobuf/internal/decoder.py", "locale": "", "spans": [],
     "text": "    # bit set, it's not a number.  In Python 2.4, struct.unpack will treat it\n    # as inf or -inf.  To avoid that, we treat it specially.\n    if ((double_bytes[7:8] in b'\\x7F\\xFF')\n        and (double_bytes[6:7] >= b'\\xF0')\n        and (double_bytes[0:7] != b'\\x00\\x00\\x00\\x00\\x00\\x00\\xF0')):\n      return (math.nan, new_pos)\n\n    # Note that we expect someone up-stack to catch struct.error and convert"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/google/cloud/aiplatform/training_utils/cloud_profiler/plugins/tensorflow/tf_profiler.py", "locale": "", "spans": [],
     "text": "            version,\n        )\n        return False\n\n    # Check compatibility, introduced in tensorflow >= 2.2.0\n    if not _is_compatible_version(version):\n        logger.warning(\n            \"Version %s is incompatible with tf profiler.\"\n            \"To use the profiler, choose a version >= 2.2.0\",\n            \"%s.%s.%s\" % (version.major, version.minor, version.patch),"},
    {"source": "/work/main/.venv/lib/python3.11/site-packages/transformers/models/hy_v3/modular_hy_v3.py", "locale": "", "spans": [],
     "text": "    intermediate_size: int = 13312\n    num_hidden_layers: int = 80\n    num_attention_heads: int = 64\n    num_key_value_heads: int = 8\n    head_dim: int = 128\n    hidden_act: str = \"silu\"\n    max_position_embeddings: int = 131072\n    initializer_range: float = 0.006\n    rms_norm_eps: float = 1e-5\n    use_cache: bool = True\n    pad_token_id: int | None = None\n    bos_token_id: int | None = None"},
]


def build(ctx):
    rng = ctx.rng
    records = []
    n_syn, n_free = 1120, 470
    locs = [l for l, _, _ in LOCALES]
    order = []
    while len(order) < n_syn:
        block = list(locs)
        rng.shuffle(block)
        order += block
    for i in range(n_syn):
        ti = i % len(TEMPLATES)
        fn = TEMPLATES[ti]
        loc = order[i]
        for attempt in range(100):
            d = Doc(ctx, loc)
            fn(d)
            text = d.text()
            left = pii_leftovers(ctx, masked(text, d.spans))
            if left:
                last = left
                continue
            check_phone_spans(ctx, text, d.spans, d.region)
            break
        else:
            raise AssertionError("cannot draw %s for %s: %r" % (fn.__name__, loc, last))
        records.append({"locale": loc, "spans": d.spans, "template": "b4-%03d" % (ti + 1), "text": text})
    for i in range(n_free):
        ki = i % len(FREE_TEMPLATES)
        fn = FREE_TEMPLATES[ki]
        for attempt in range(200):
            text = fn(ctx)
            left = pii_leftovers(ctx, text)
            if not left:
                break
        else:
            raise AssertionError("cannot draw %s: %r" % (fn.__name__, left))
        records.append({"locale": "", "spans": [], "template": "b4f-%02d" % (ki + 1), "text": text})
    for i, snip in enumerate(REAL_SNIPPETS):
        text = snip["text"]
        spans = []
        for ent, start, end in snip["spans"]:
            sp = {"entity": ent, "start": start, "end": end}
            if ent == "PHONE_NUMBER":
                s = re.sub(r"\s+", " ", text[start:end])
                s = re.sub(r"\s*,?\s*(?:x|ext\.?|Ext\.|extension)\s*\d+$", "", s)
                region = snip["locale"].split("_")[1]
                sp["valid"] = ctx.pn.is_valid_number(ctx.pn.parse(s, region))
            spans.append(sp)
        spans.sort(key=lambda x: (x["start"], x["end"]))
        records.append({"locale": snip["locale"], "spans": spans, "template": "b4r-%03d" % (i + 1), "text": text})
    rng.shuffle(records)
    for i, rec in enumerate(records):
        rec["id"] = "blind4-%05d" % i
    return records


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    _check_versions()
    out = os.path.abspath(args.out)
    if os.path.exists(out) and not args.force:
        sys.exit("%s exists; use --force to overwrite" % out)
    import random
    rng = random.Random(SEED)
    ctx = Ctx(rng)
    records = build(ctx)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    data = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d records to %s" % (len(records), out))


if __name__ == "__main__":
    main()
