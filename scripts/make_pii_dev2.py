#!/usr/bin/env python3
"""Generate the Gristmill PII *development* set ``benchmarks/data/pii_dev2/dev2.jsonl``.

The set is meant to be read and tuned against while working on the PII
detector.  It was written apart from the detector: its templates and its
labelling rules come from how people write contact data, not from the
detector's code, and nothing here imports or runs the detector.

Every record is one JSON object per line with the keys ``id``, ``locale``,
``spans``, ``template`` and ``text``; see ``benchmarks/data/pii_dev2/README.md``
for the format and the labelling rules.

The output depends only on the seed (5150), Faker 40.0.0 and phonenumbers
9.0.43; it does not depend on the date, the timezone or PYTHONHASHSEED.

Regenerate with::

    .venv/bin/python scripts/make_pii_dev2.py --force

``--out PATH`` writes somewhere else (the test suite uses it to check that the
committed file is reproducible).  Without ``--force`` an existing output file
is never overwritten.
"""

import argparse
import importlib.util
import ipaddress
import json
import os
import random
import re
import sys

import faker
import phonenumbers as pn
from faker import Faker
from phonenumbers import PhoneNumberFormat as PNF

SEED = 5150
FAKER_VERSION = "40.0.0"
PHONENUMBERS_VERSION = "9.0.43"
N_PII = 1550
N_FREE = 450
DEFAULT_OUT = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
    "benchmarks",
    "data",
    "pii_dev2",
    "dev2.jsonl",
)

# --------------------------------------------------------------------------
# Locales: Faker locale -> (phonenumbers region, text language)
# --------------------------------------------------------------------------

LOCALES = {
    # Americas
    "en_US": ("US", "en"),
    "en_CA": ("CA", "en"),
    "fr_CA": ("CA", "fr"),
    "es_MX": ("MX", "es"),
    "es_CO": ("CO", "es"),
    "es_AR": ("AR", "es"),
    "es_CL": ("CL", "es"),
    "pt_BR": ("BR", "pt"),
    # Europe
    "en_GB": ("GB", "en"),
    "en_IE": ("IE", "en"),
    "de_DE": ("DE", "de"),
    "de_AT": ("AT", "de"),
    "de_CH": ("CH", "de"),
    "fr_FR": ("FR", "fr"),
    "fr_CH": ("CH", "fr"),
    "fr_BE": ("BE", "fr"),
    "it_IT": ("IT", "it"),
    "es_ES": ("ES", "es"),
    "pt_PT": ("PT", "pt"),
    "nl_NL": ("NL", "nl"),
    "nl_BE": ("BE", "nl"),
    "pl_PL": ("PL", "pl"),
    "cs_CZ": ("CZ", "cs"),
    "sk_SK": ("SK", "sk"),
    "hu_HU": ("HU", "hu"),
    "ro_RO": ("RO", "ro"),
    "bg_BG": ("BG", "bg"),
    "el_GR": ("GR", "el"),
    "el_CY": ("CY", "el"),
    "tr_TR": ("TR", "tr"),
    "ru_RU": ("RU", "ru"),
    "uk_UA": ("UA", "uk"),
    "sv_SE": ("SE", "sv"),
    "no_NO": ("NO", "no"),
    "da_DK": ("DK", "da"),
    "fi_FI": ("FI", "fi"),
    "et_EE": ("EE", "et"),
    "lt_LT": ("LT", "lt"),
    "lv_LV": ("LV", "lv"),
    "hr_HR": ("HR", "hr"),
    "sl_SI": ("SI", "sl"),
    "bs_BA": ("BA", "bs"),
    "is_IS": ("IS", "is"),
    "mt_MT": ("MT", "en"),
    "sq_AL": ("AL", "sq"),
    "ka_GE": ("GE", "ka"),
    "hy_AM": ("AM", "hy"),
    "az_AZ": ("AZ", "az"),
    # Asia
    "ja_JP": ("JP", "ja"),
    "ko_KR": ("KR", "ko"),
    "zh_CN": ("CN", "zh"),
    "zh_TW": ("TW", "zt"),
    "th_TH": ("TH", "th"),
    "vi_VN": ("VN", "vi"),
    "id_ID": ("ID", "id"),
    "fil_PH": ("PH", "fil"),
    "en_PH": ("PH", "en"),
    "en_IN": ("IN", "en"),
    "hi_IN": ("IN", "hi"),
    "ta_IN": ("IN", "ta"),
    "bn_BD": ("BD", "bn"),
    "ne_NP": ("NP", "ne"),
    "en_PK": ("PK", "en"),
    "fa_IR": ("IR", "fa"),
    "uz_UZ": ("UZ", "uz"),
    "ar_SA": ("SA", "ar"),
    "ar_AE": ("AE", "ar"),
    "ar_JO": ("JO", "ar"),
    "ar_PS": ("PS", "ar"),
    "ar_BH": ("BH", "ar"),
    "he_IL": ("IL", "he"),
    # Africa
    "ar_EG": ("EG", "ar"),
    "fr_DZ": ("DZ", "fr"),
    "zu_ZA": ("ZA", "zu"),
    "yo_NG": ("NG", "yo"),
    "en_NG": ("NG", "en"),
    "en_KE": ("KE", "en"),
    "sw": ("KE", "sw"),
    "tw_GH": ("GH", "tw"),
    # Oceania
    "en_AU": ("AU", "en"),
    "en_NZ": ("NZ", "en"),
}

# Phone patterns for locales whose Faker phone provider falls back to en_US
# numbers (those would not be numbers of the locale's country).  '#' is any
# digit, '[...]' one of the listed characters.
CUSTOM_PHONES = {
    "SA": [
        "05[03459]# ### ####",
        "05[03459]#######",
        "+966 5[03459] ### ####",
        "011 4## ####",
        "012 6## ####",
        "+966 13 8## ####",
    ],
    "EG": [
        "01[0125] #### ####",
        "01[0125]########",
        "+20 1[0125] #### ####",
        "02 2### ####",
        "03 4## ####",
        "(02) 2###-####",
    ],
    "BH": ["3[3569]## ####", "17## ####", "+973 3[3569]######", "+973 17## ####"],
    "IE": [
        "08[35679] ### ####",
        "08[35679]-#######",
        "(01) [2-9]## ####",
        "021 4## ####",
        "+353 8[35679] ### ####",
        "+353 1 [2-9]## ####",
    ],
    "KE": [
        "07[0129]# ### ###",
        "07[0129]########",
        "+254 7[0129]# ######",
        "011# ######",
        "020 2## ####",
        "+254 11# ### ###",
    ],
    "NG": [
        "080[3-9] ### ####",
        "0[789]0[3-9]#######",
        "+234 80[3-9] ### ####",
        "081[0-8] ### ####",
        "+234 90[3-9] ### ####",
    ],
    "PK": [
        "03[0-4]# #######",
        "03[0-4]#-#######",
        "+92 3[0-4]# #######",
        "042 3### ####",
        "021 3### ####",
        "(051) 2######",
    ],
    "ZA": [
        "07[1-46] ### ####",
        "08[2-4] ### ####",
        "06[0-4] ### ####",
        "+27 [78][2-4] ### ####",
        "011 ### ####",
        "021 ### ####",
        "031 ### ####",
    ],
    "EE": ["5### ####", "5[0-6]## ###", "+372 5### ####", "6## ####", "+372 6## ####"],
    "CA": [
        "(AAA) [2-9]##-####",
        "AAA-[2-9]##-####",
        "AAA [2-9]## ####",
        "1-AAA-[2-9]##-####",
        "+1 AAA [2-9]## ####",
        "AAA.[2-9]##.####",
    ],
    "BE": [
        "04[5-9]# ## ## ##",
        "04[5-9]#/## ## ##",
        "02 [2-7]## ## ##",
        "03 [2-9]## ## ##",
        "09 [2-9]## ## ##",
        "+32 4[5-9]# ## ## ##",
        "+32 2 [2-7]## ## ##",
    ],
    "IS": ["[5-8]## ####", "[5-8]##-####", "+354 [5-8]## ####"],
    "MT": ["2### ####", "79## ####", "99## ####", "+356 79## ####", "+356 21## ####"],
    "AL": ["06[789] ### ####", "06[789]#######", "+355 6[789] ### ####", "04 2## ####"],
    "CY": ["99 ######", "96 ######", "22 ######", "+357 99 ######", "+357 22 ######"],
}
CA_AREA = [
    "416",
    "647",
    "437",
    "514",
    "438",
    "450",
    "418",
    "819",
    "613",
    "604",
    "778",
    "403",
    "587",
    "780",
    "902",
    "506",
    "709",
    "204",
    "306",
    "905",
]

# Faker has no person names for these locales (it would give en_US names):
# take them from a neighbouring locale, or from the short lists below.
PERSON_FROM = {
    "ar_AE": "ar_SA",
    "ar_BH": "ar_SA",
    "ar_EG": "ar_PS",
    "ar_JO": "ar_PS",
    "el_CY": "el_GR",
    "bs_BA": "hr_HR",
}
OWN_NAMES = {
    "mt_MT": (
        "Joseph Maria Carmel Rita Antoine Doris Mario Josette Kurt Chantelle Marija Ġorġ".split(),
        "Borg Camilleri Vella Farrugia Zammit Galea Micallef Grech Attard Spiteri Azzopardi Caruana".split(),
    ),
    "sq_AL": (
        "Arben Besnik Blerina Dritan Elira Fatmir Gentiana Klodian Mirela Ornela Sokol Valbona".split(),
        "Hoxha Shehu Leka Krasniqi Gashi Berisha Dervishi Kola Meta Çela Basha Prifti".split(),
    ),
}
# company names for locales without a Faker company provider
COMPANY_FORMS = {
    "en_CA": "{last} Inc.",
    "fr_CA": "{last} inc.",
    "es_CO": "{last} S.A.S.",
    "es_AR": "{last} S.R.L.",
    "en_GB": "{last} Ltd",
    "en_IE": "{last} Ltd",
    "fr_BE": "{last} SRL",
    "el_CY": "{last} Ltd",
    "uk_UA": "ТОВ «{last}»",
    "et_EE": "{last} OÜ",
    "lt_LT": "UAB „{last}“",
    "lv_LV": "SIA „{last}“",
    "bs_BA": "{last} d.o.o.",
    "is_IS": "{last} ehf.",
    "mt_MT": "{last} Ltd",
    "sq_AL": "{last} sh.p.k.",
    "ka_GE": "შპს {last}",
    "en_IN": "{last} Pvt. Ltd.",
    "hi_IN": "{last} प्राइवेट लिमिटेड",
    "ta_IN": "{last} Pvt. Ltd.",
    "ne_NP": "{last} प्रा. लि.",
    "en_PK": "{last} (Pvt) Ltd",
    "uz_UZ": '"{last}" MChJ',
    "ar_SA": "مؤسسة {last} للتجارة",
    "ar_AE": "{last} ذ.م.م",
    "ar_JO": "شركة {last}",
    "ar_PS": "شركة {last}",
    "ar_BH": "مؤسسة {last}",
    "ar_EG": "شركة {last} وشركاه",
    "he_IL": '{last} בע"מ',
    "fr_DZ": "SARL {last}",
    "zu_ZA": "{last} (Pty) Ltd",
    "yo_NG": "{last} Nigeria Ltd",
    "en_NG": "{last} Nigeria Ltd",
    "en_KE": "{last} Ltd",
    "sw": "{last} Enterprises",
    "tw_GH": "{last} Enterprise",
    "en_AU": "{last} Pty Ltd",
    "en_NZ": "{last} Limited",
}

CITY_FALLBACK = {
    "SA": ["الرياض", "جدة", "الدمام", "مكة المكرمة", "المدينة المنورة"],
    "EG": ["القاهرة", "الإسكندرية", "الجيزة", "المنصورة", "أسيوط"],
    "AE": ["دبي", "أبوظبي", "الشارقة", "العين", "عجمان"],
    "JO": ["عمّان", "إربد", "الزرقاء", "العقبة"],
    "PS": ["رام الله", "نابلس", "بيت لحم", "الخليل"],
    "BH": ["المنامة", "المحرق", "مدينة عيسى", "الرفاع"],
    "KE": ["Nairobi", "Mombasa", "Kisumu", "Nakuru", "Eldoret"],
    "NG": ["Lagos", "Abuja", "Ibadan", "Kano", "Port Harcourt"],
    "PK": ["Lahore", "Karachi", "Islamabad", "Faisalabad", "Peshawar"],
    "ZA": ["Johannesburg", "Durban", "Pietermaritzburg", "Cape Town", "Soweto"],
    "EE": ["Tallinn", "Tartu", "Pärnu", "Narva"],
    "BE": ["Bruxelles", "Liège", "Namur", "Charleroi", "Mons"],
    "IS": ["Reykjavík", "Akureyri", "Hafnarfjörður", "Kópavogur"],
    "MT": ["Valletta", "Sliema", "Birkirkara", "Mosta"],
    "AL": ["Tiranë", "Durrës", "Shkodër", "Vlorë"],
    "CY": ["Λευκωσία", "Λεμεσός", "Λάρνακα", "Πάφος"],
    "GH": ["Accra", "Kumasi", "Takoradi", "Tamale"],
    "LT": ["Vilnius", "Kaunas", "Klaipėda", "Šiauliai"],
    "LV": ["Rīga", "Daugavpils", "Liepāja", "Jelgava"],
    "BG": ["София", "Пловдив", "Варна", "Бургас"],
    "TR": ["İstanbul", "Ankara", "İzmir", "Bursa", "Antalya"],
    "UZ": ["Toshkent", "Samarqand", "Buxoro", "Namangan"],
    "DZ": ["Alger", "Oran", "Constantine", "Annaba"],
    "BA": ["Sarajevo", "Mostar", "Banja Luka", "Tuzla"],
    "CA": ["Montréal", "Québec", "Laval", "Gatineau"],
    "IN": ["Chennai", "Madurai", "Coimbatore"],
    "IT": ["Roma", "Milano", "Napoli", "Torino", "Bologna"],
}

# --------------------------------------------------------------------------
# Lexicon: the few words and sentences the generic templates need, per
# language.  Fields, in order (split on '|'):
# --------------------------------------------------------------------------

LEX_KEYS = (
    "tel mob mail fax hi thanks regards callme later or newnum callback "
    "late ok transfer holder card address contact office ext_in ext_out "
    "sale price namel msg"
).split()

_LEX = {
    "en": "Tel.|Mobile|Email|Fax|Hi|Thanks|Best regards|Ring me on|after six|or|This is my new number:|Can you call me back?|Running 10 minutes late, sorry.|OK, see you then!|Please transfer the amount to|Account holder|Card number|Address|Contact|Office| ext. {n}; x{n}; Ext. {n}; extension {n}; ext {n}|-|For sale|Price|Name|Message",
    "de": "Tel.|Mobil|E-Mail|Fax|Hallo|Danke|Viele Grüße|Ruf mich an unter|ab 18 Uhr|oder|Das ist meine neue Nummer:|Kannst du mich zurückrufen?|Bin 10 Minuten später da, sorry.|Ok, bis dann!|Bitte überweisen Sie den Betrag auf|Kontoinhaber|Kartennummer|Adresse|Kontakt|Büro|-|, Durchwahl {n}; (Durchwahl {n})|Zu verkaufen|Preis|Name|Nachricht",
    "fr": "Tél.|Portable|E-mail|Fax|Bonjour|Merci|Cordialement|Appelle-moi au|après 18 h|ou|Voici mon nouveau numéro :|Tu peux me rappeler ?|J'ai 10 minutes de retard, désolé.|OK, à tout à l'heure !|Merci de virer le montant sur|Titulaire du compte|Numéro de carte|Adresse|Contact|Bureau|-| poste {n}; (poste {n})|À vendre|Prix|Nom|Message",
    "it": "Tel.|Cell.|E-mail|Fax|Ciao|Grazie|Cordiali saluti|Chiamami al|dopo le 18|oppure|Questo è il mio nuovo numero:|Mi richiami?|Arrivo con 10 minuti di ritardo, scusa.|Ok, a dopo!|Si prega di effettuare il bonifico su|Intestatario|Numero carta|Indirizzo|Contatti|Ufficio|-| interno {n}; int. {n}|Vendo|Prezzo|Nome|Messaggio",
    "es": "Tel.|Móvil|Correo|Fax|Hola|Gracias|Saludos cordiales|Llámame al|después de las seis|o|Este es mi nuevo número:|¿Me puedes devolver la llamada?|Llego 10 minutos tarde, perdón.|¡Vale, nos vemos!|Por favor, transfiera el importe a|Titular|Número de tarjeta|Dirección|Contacto|Oficina| ext. {n}| int. {n}|Se vende|Precio|Nombre|Mensaje",
    "pt": "Tel.|Telemóvel|E-mail|Fax|Olá|Obrigado|Cumprimentos|Liga-me para o|depois das seis|ou|Este é o meu novo número:|Podes ligar-me de volta?|Vou chegar 10 minutos atrasado, desculpa.|Ok, até já!|Por favor transfira o valor para|Titular da conta|Número do cartão|Morada|Contacto|Escritório|-| extensão {n}|Vende-se|Preço|Nome|Mensagem",
    "nl": "Tel.|Mobiel|E-mail|Fax|Hoi|Bedankt|Met vriendelijke groet|Bel me op|na zessen|of|Dit is mijn nieuwe nummer:|Kun je me terugbellen?|Ik ben 10 minuten later, sorry.|Oké, tot straks!|Gelieve het bedrag over te maken op|Rekeninghouder|Kaartnummer|Adres|Contact|Kantoor|-| toestel {n}; (toestel {n})|Te koop|Prijs|Naam|Bericht",
    "pl": "Tel.|Kom.|E-mail|Faks|Cześć|Dzięki|Pozdrawiam|Zadzwoń do mnie:|po 18|lub|To mój nowy numer:|Możesz oddzwonić?|Spóźnię się 10 minut, sorry.|Ok, do zobaczenia!|Prosimy o przelew na konto|Właściciel rachunku|Numer karty|Adres|Kontakt|Biuro|-| wew. {n}|Sprzedam|Cena|Imię i nazwisko|Wiadomość",
    "cs": "Tel.|Mobil|E-mail|Fax|Ahoj|Díky|S pozdravem|Zavolej mi na|po šesté|nebo|Tohle je moje nové číslo:|Můžeš mi zavolat zpátky?|Přijdu o 10 minut později, sorry.|Ok, uvidíme se!|Částku prosím uhraďte na účet|Majitel účtu|Číslo karty|Adresa|Kontakt|Kancelář|-|, linka {n}|Prodám|Cena|Jméno|Zpráva",
    "sk": "Tel.|Mobil|E-mail|Fax|Ahoj|Vďaka|S pozdravom|Zavolaj mi na|po šiestej|alebo|Toto je moje nové číslo:|Môžeš mi zavolať späť?|Prídem o 10 minút neskôr, prepáč.|Ok, uvidíme sa!|Sumu prosím uhraďte na účet|Majiteľ účtu|Číslo karty|Adresa|Kontakt|Kancelária|-|, klapka {n}|Predám|Cena|Meno|Správa",
    "hu": "Tel.|Mobil|E-mail|Fax|Szia|Köszi|Üdvözlettel|Hívj ezen:|hat után|vagy|Ez az új számom:|Vissza tudsz hívni?|10 percet késem, bocs.|Oké, akkor találkozunk!|Kérjük, az összeget utalja a következő számlára:|Számlatulajdonos|Kártyaszám|Cím|Kapcsolat|Iroda|-|, mellék: {n}; / {n} mellék|Eladó|Ár|Név|Üzenet",
    "ro": "Tel.|Mobil|E-mail|Fax|Salut|Mersi|Cu stimă|Sună-mă la|după ora 18|sau|Ăsta e numărul meu nou:|Mă poți suna înapoi?|Întârzii 10 minute, scuze.|Ok, ne vedem!|Vă rugăm să transferați suma în contul|Titular cont|Număr card|Adresă|Contact|Birou|-|, interior {n}|Vând|Preț|Nume|Mesaj",
    "bg": "Тел.|Моб.|Имейл|Факс|Здравей|Благодаря|Поздрави|Обади ми се на|след шест|или|Това е новият ми номер:|Можеш ли да ми върнеш обаждане?|Ще закъснея 10 минути, извинявай.|Добре, до скоро!|Моля, преведете сумата по сметка|Титуляр|Номер на карта|Адрес|Контакти|Офис|-|, вътр. {n}|Продавам|Цена|Име|Съобщение",
    "el": "Τηλ.|Κιν.|Email|Φαξ|Γεια σου|Ευχαριστώ|Με εκτίμηση|Πάρε με στο|μετά τις έξι|ή|Αυτό είναι το νέο μου νούμερο:|Μπορείς να με πάρεις πίσω;|Θα αργήσω 10 λεπτά, συγγνώμη.|Οκ, τα λέμε!|Παρακαλώ καταθέστε το ποσό στον λογαριασμό|Δικαιούχος|Αριθμός κάρτας|Διεύθυνση|Επικοινωνία|Γραφείο|-| (εσωτ. {n})|Πωλείται|Τιμή|Όνομα|Μήνυμα",
    "tr": "Tel.|Cep|E-posta|Faks|Merhaba|Teşekkürler|Saygılarımla|Beni şu numaradan ara:|altıdan sonra|veya|Yeni numaram bu:|Beni geri arayabilir misin?|10 dakika gecikeceğim, kusura bakma.|Tamam, görüşürüz!|Lütfen tutarı şu hesaba havale edin:|Hesap sahibi|Kart numarası|Adres|İletişim|Ofis|-| dahili {n}; (Dahili: {n})|Satılık|Fiyat|Ad Soyad|Mesaj",
    "ru": "Тел.|Моб.|Эл. почта|Факс|Привет|Спасибо|С уважением|Звони мне на|после шести|или|Это мой новый номер:|Можешь перезвонить?|Опоздаю минут на 10, извини.|Ок, до встречи!|Просим перечислить сумму на счёт|Владелец счёта|Номер карты|Адрес|Контакты|Офис| доб. {n}|-|Продаю|Цена|Имя|Сообщение",
    "uk": "Тел.|Моб.|Ел. пошта|Факс|Привіт|Дякую|З повагою|Дзвони мені на|після шостої|або|Це мій новий номер:|Можеш передзвонити?|Запізнюся на 10 хвилин, вибач.|Добре, до зустрічі!|Просимо перерахувати суму на рахунок|Власник рахунку|Номер картки|Адреса|Контакти|Офіс| доб. {n}|-|Продам|Ціна|Ім'я|Повідомлення",
    "sv": "Tel.|Mobil|E-post|Fax|Hej|Tack|Med vänliga hälsningar|Ring mig på|efter sex|eller|Det här är mitt nya nummer:|Kan du ringa tillbaka?|Blir 10 minuter sen, sorry.|Okej, vi ses!|Vänligen betala beloppet till|Kontoinnehavare|Kortnummer|Adress|Kontakt|Kontor|-|, ankn. {n}|Säljes|Pris|Namn|Meddelande",
    "no": "Tlf.|Mobil|E-post|Faks|Hei|Takk|Med vennlig hilsen|Ring meg på|etter seks|eller|Dette er det nye nummeret mitt:|Kan du ringe meg tilbake?|Blir 10 minutter forsinket, beklager.|Ok, ses!|Vennligst overfør beløpet til|Kontoinnehaver|Kortnummer|Adresse|Kontakt|Kontor|-|-|Selges|Pris|Navn|Melding",
    "da": "Tlf.|Mobil|E-mail|Fax|Hej|Tak|Med venlig hilsen|Ring til mig på|efter klokken seks|eller|Det her er mit nye nummer:|Kan du ringe mig op?|Jeg er 10 minutter forsinket, undskyld.|Ok, vi ses!|Beløbet bedes overført til|Kontohaver|Kortnummer|Adresse|Kontakt|Kontor|-|, lokal {n}|Sælges|Pris|Navn|Besked",
    "fi": "Puh.|Matkapuh.|Sähköposti|Faksi|Moi|Kiitos|Ystävällisin terveisin|Soita minulle numeroon|kuuden jälkeen|tai|Tässä uusi numeroni:|Voitko soittaa takaisin?|Myöhästyn 10 minuuttia, sori.|Ok, nähdään!|Maksathan summan tilille|Tilinomistaja|Kortin numero|Osoite|Yhteystiedot|Toimisto|-|-|Myydään|Hinta|Nimi|Viesti",
    "et": "Tel.|Mob.|E-post|Faks|Tere|Aitäh|Lugupidamisega|Helista mulle|pärast kuut|või|See on mu uus number:|Kas saad mulle tagasi helistada?|Jään 10 minutit hiljaks, vabandust.|Ok, näeme!|Palun kandke summa kontole|Konto omanik|Kaardi number|Aadress|Kontakt|Kontor|-|-|Müüa|Hind|Nimi|Sõnum",
    "lt": "Tel.|Mob.|El. paštas|Faksas|Labas|Ačiū|Pagarbiai|Paskambink man|po šeštos|arba|Čia mano naujas numeris:|Gal gali perskambinti?|Vėluosiu 10 minučių, atsiprašau.|Gerai, iki!|Prašome pervesti sumą į sąskaitą|Sąskaitos savininkas|Kortelės numeris|Adresas|Kontaktai|Biuras|-|-|Parduodu|Kaina|Vardas|Žinutė",
    "lv": "Tālr.|Mob.|E-pasts|Fakss|Sveiki|Paldies|Ar cieņu|Piezvani man uz|pēc sešiem|vai|Šis ir mans jaunais numurs:|Vari man atzvanīt?|Kavēšos 10 minūtes, atvaino.|Labi, tiekamies!|Lūdzam pārskaitīt summu uz kontu|Konta īpašnieks|Kartes numurs|Adrese|Kontakti|Birojs|-|-|Pārdodu|Cena|Vārds|Ziņa",
    "hr": "Tel.|Mob.|E-mail|Faks|Bok|Hvala|Srdačan pozdrav|Nazovi me na|nakon šest|ili|Ovo je moj novi broj:|Možeš me nazvati natrag?|Kasnim 10 minuta, oprosti.|Ok, vidimo se!|Molimo uplatite iznos na račun|Vlasnik računa|Broj kartice|Adresa|Kontakt|Ured|-|, kućni {n}|Prodajem|Cijena|Ime|Poruka",
    "sl": "Tel.|GSM|E-pošta|Faks|Živjo|Hvala|Lep pozdrav|Pokliči me na|po šesti|ali|To je moja nova številka:|Me lahko pokličeš nazaj?|Zamujam 10 minut, oprosti.|Ok, se vidiva!|Prosimo, nakažite znesek na račun|Imetnik računa|Številka kartice|Naslov|Kontakt|Pisarna|-| int. {n}|Prodam|Cena|Ime|Sporočilo",
    "bs": "Tel.|Mob.|E-mail|Faks|Zdravo|Hvala|Srdačan pozdrav|Nazovi me na|poslije šest|ili|Ovo je moj novi broj:|Možeš li me nazvati nazad?|Kasnim 10 minuta, izvini.|Može, vidimo se!|Molimo uplatite iznos na račun|Vlasnik računa|Broj kartice|Adresa|Kontakt|Ured|-|, lokal {n}|Prodajem|Cijena|Ime|Poruka",
    "is": "Sími|Farsími|Netfang|Fax|Hæ|Takk|Kveðja|Hringdu í mig í|eftir sex|eða|Þetta er nýja númerið mitt:|Geturðu hringt í mig aftur?|Ég verð 10 mínútum of sein, afsakið.|Allt í lagi, sjáumst!|Vinsamlegast leggið upphæðina inn á|Reikningseigandi|Kortanúmer|Heimilisfang|Tengiliður|Skrifstofa|-|-|Til sölu|Verð|Nafn|Skilaboð",
    "sq": "Tel.|Cel.|Email|Faks|Përshëndetje|Faleminderit|Me respekt|Më merr në|pas orës gjashtë|ose|Ky është numri im i ri:|Mund të më marrësh përsëri?|Vonohem 10 minuta, më fal.|Ok, shihemi!|Ju lutemi transferoni shumën në llogarinë|Mbajtësi i llogarisë|Numri i kartës|Adresa|Kontakt|Zyra|-|-|Shitet|Çmimi|Emri|Mesazh",
    "ka": "ტელ.|მობ.|ელ-ფოსტა|ფაქსი|გამარჯობა|მადლობა|პატივისცემით|დამირეკე ნომერზე|ექვსის მერე|ან|ეს ჩემი ახალი ნომერია:|გადმომირეკავ?|10 წუთით დავაგვიანებ, ბოდიში.|კარგი, შევხვდებით!|გთხოვთ, ჩარიცხოთ თანხა ანგარიშზე|ანგარიშის მფლობელი|ბარათის ნომერი|მისამართი|კონტაქტი|ოფისი|-|-|იყიდება|ფასი|სახელი|შეტყობინება",
    "hy": "Հեռ.|Բջջ.|Էլ. փոստ|Ֆաքս|Բարև|Շնորհակալություն|Հարգանքով|Զանգիր ինձ|վեցից հետո|կամ|Սա իմ նոր համարն է՝|Կարո՞ղ ես հետ զանգել:|10 րոպե կուշանամ, ներողություն:|Լավ, կհանդիպենք:|Խնդրում ենք գումարը փոխանցել հաշվին|Հաշվետեր|Քարտի համար|Հասցե|Կոնտակտ|Գրասենյակ|-|-|Վաճառվում է|Գին|Անուն|Հաղորդագրություն",
    "az": "Tel.|Mob.|E-poçt|Faks|Salam|Təşəkkürlər|Hörmətlə|Mənə zəng et:|altıdan sonra|və ya|Bu mənim yeni nömrəmdir:|Geri zəng edə bilərsən?|10 dəqiqə gecikirəm, bağışla.|Oldu, görüşərik!|Zəhmət olmasa məbləği bu hesaba köçürün:|Hesab sahibi|Kart nömrəsi|Ünvan|Əlaqə|Ofis|-| (daxili {n})|Satılır|Qiymət|Ad|Mesaj",
    "uz": "Tel.|Mob.|E-pochta|Faks|Salom|Rahmat|Hurmat bilan|Menga qo'ng'iroq qil:|oltidan keyin|yoki|Bu mening yangi raqamim:|Qayta qo'ng'iroq qila olasanmi?|10 daqiqa kechikaman, uzr.|Xo'p, ko'rishguncha!|Iltimos, summani quyidagi hisobga o'tkazing:|Hisob egasi|Karta raqami|Manzil|Aloqa|Ofis|-|-|Sotiladi|Narxi|Ism|Xabar",
    "ja": "電話|携帯|メール|FAX|こんにちは|ありがとうございます|よろしくお願いいたします|折り返しはこちらまで：|18時以降|または|新しい番号です：|折り返しもらえますか？|10分ほど遅れます、すみません。|了解、またあとで！|下記口座へお振込みください：|口座名義|カード番号|住所|連絡先|事務所|-|（内線{n}）; 内線{n}|売ります|価格|氏名|メッセージ",
    "ko": "전화|휴대폰|이메일|팩스|안녕하세요|고마워요|감사합니다.|여기로 연락 주세요:|6시 이후에|또는|제 새 번호예요:|다시 연락 줄 수 있어요?|10분 정도 늦어요, 미안해요.|네, 이따 봐요!|아래 계좌로 입금 부탁드립니다:|예금주|카드 번호|주소|연락처|사무실|-| (내선 {n}); 내선 {n}|팝니다|가격|이름|메시지",
    "zh": "电话|手机|邮箱|传真|你好|谢谢|此致敬礼|有事打|六点以后|或|这是我的新号码：|方便回个话吗？|我要晚到10分钟，抱歉。|好的，回头见！|请将款项汇至以下账户：|户名|卡号|地址|联系方式|办公室|-| 分机{n}; 转{n}|出售|价格|姓名|留言",
    "zt": "電話|手機|電子郵件|傳真|你好|謝謝|敬祝 商祺|有事打|六點以後|或|這是我的新號碼：|方便回個話嗎？|我會晚到10分鐘，抱歉。|好的，待會見！|請將款項匯至以下帳戶：|戶名|卡號|地址|聯絡方式|辦公室|-| 分機{n}; #{n}|出售|價格|姓名|留言",
    "th": "โทร.|มือถือ|อีเมล|แฟกซ์|สวัสดีครับ|ขอบคุณครับ|ขอแสดงความนับถือ|ติดต่อกลับที่|หลังหกโมงเย็น|หรือ|นี่เบอร์ใหม่ของผมนะ:|ติดต่อกลับหน่อยได้ไหม|จะไปช้า 10 นาทีนะ ขอโทษ|โอเค เจอกัน!|กรุณาโอนเงินเข้าบัญชี|ชื่อบัญชี|หมายเลขบัตร|ที่อยู่|ติดต่อ|สำนักงาน|-| ต่อ {n}|ขาย|ราคา|ชื่อ|ข้อความ",
    "vi": "ĐT|Di động|Email|Fax|Chào bạn|Cảm ơn|Trân trọng|Gọi cho mình số|sau 6 giờ|hoặc|Đây là số mới của mình:|Gọi lại cho mình được không?|Mình đến trễ 10 phút, xin lỗi nhé.|Ok, gặp sau nhé!|Vui lòng chuyển khoản vào tài khoản|Chủ tài khoản|Số thẻ|Địa chỉ|Liên hệ|Văn phòng|-| máy lẻ {n}|Cần bán|Giá|Họ tên|Tin nhắn",
    "id": "Telp.|HP|Email|Faks|Halo|Terima kasih|Salam|Hubungi saya di|setelah jam enam|atau|Ini nomor baru saya:|Bisa telepon balik?|Saya telat 10 menit, maaf ya.|Oke, sampai nanti!|Mohon transfer ke rekening|Atas nama|Nomor kartu|Alamat|Kontak|Kantor| ext. {n}|-|Dijual|Harga|Nama|Pesan",
    "fil": "Tel.|Cell|Email|Fax|Kumusta|Salamat|Lubos na gumagalang|Tawagan mo ako sa|pagkatapos ng alas-sais|o|Ito ang bago kong number:|Pwede mo ba akong tawagan ulit?|Male-late ako ng 10 minuto, sorry.|Sige, kita tayo!|Paki-transfer ang bayad sa|Pangalan ng account|Card number|Address|Contact|Opisina|-| loc. {n}|For sale|Presyo|Pangalan|Mensahe",
    "hi": "फ़ोन|मोबाइल|ईमेल|फैक्स|नमस्ते|धन्यवाद|सादर|मुझे इस पर कॉल करें:|छह बजे के बाद|या|यह मेरा नया नंबर है:|क्या आप मुझे वापस कॉल कर सकते हैं?|मैं 10 मिनट लेट हूँ, माफ़ करना।|ठीक है, मिलते हैं!|कृपया राशि इस खाते में भेजें:|खाताधारक|कार्ड नंबर|पता|संपर्क|कार्यालय| ext. {n}|-|बिक्री के लिए|कीमत|नाम|संदेश",
    "ta": "தொலைபேசி|கைபேசி|மின்னஞ்சல்|தொலைநகல்|வணக்கம்|நன்றி|அன்புடன்|என்னை அழைக்கவும்:|ஆறு மணிக்குப் பிறகு|அல்லது|இது என் புதிய எண்:|திரும்ப அழைக்க முடியுமா?|10 நிமிடம் தாமதமாகும், மன்னிக்கவும்.|சரி, பார்க்கலாம்!|தயவுசெய்து தொகையை இந்தக் கணக்கிற்கு அனுப்பவும்:|கணக்கு வைத்திருப்பவர்|அட்டை எண்|முகவரி|தொடர்பு|அலுவலகம்| ext. {n}|-|விற்பனைக்கு|விலை|பெயர்|செய்தி",
    "bn": "ফোন|মোবাইল|ইমেইল|ফ্যাক্স|হ্যালো|ধন্যবাদ|শুভেচ্ছান্তে|আমাকে এই নম্বরে কল করো:|ছয়টার পর|অথবা|এটা আমার নতুন নম্বর:|একটু কল ব্যাক করতে পারবে?|১০ মিনিট দেরি হবে, দুঃখিত।|ঠিক আছে, দেখা হবে!|অনুগ্রহ করে টাকা এই অ্যাকাউন্টে পাঠান:|হিসাবধারী|কার্ড নম্বর|ঠিকানা|যোগাযোগ|অফিস|-|-|বিক্রি হবে|দাম|নাম|বার্তা",
    "ne": "फोन|मोबाइल|इमेल|फ्याक्स|नमस्ते|धन्यवाद|भवदीय|मलाई यो नम्बरमा कल गर्नुहोस्:|छ बजेपछि|वा|यो मेरो नयाँ नम्बर हो:|मलाई फेरि कल गर्न सक्नुहुन्छ?|म १० मिनेट ढिला हुन्छु, माफ गर्नुहोस्।|ठिक छ, भेटौँला!|कृपया रकम यो खातामा पठाउनुहोस्:|खातावाला|कार्ड नम्बर|ठेगाना|सम्पर्क|कार्यालय|-|-|बिक्रीमा|मूल्य|नाम|सन्देश",
    "fa": "تلفن|موبایل|ایمیل|فکس|سلام|ممنون|با احترام|با این شماره تماس بگیر:|بعد از ساعت شش|یا|این شماره جدید منه:|می‌تونی بهم زنگ بزنی؟|ده دقیقه دیر می‌رسم، ببخشید.|باشه، می‌بینمت!|لطفاً مبلغ را به حساب زیر واریز کنید:|صاحب حساب|شماره کارت|آدرس|تماس|دفتر|-| داخلی {n}|فروشی|قیمت|نام|پیام",
    "ar": "هاتف|جوال|البريد الإلكتروني|فاكس|مرحبا|شكرا|مع خالص التحيات|اتصل بي على|بعد الساعة السادسة|أو|هذا رقمي الجديد:|ممكن ترجع تتصل بي؟|سأتأخر 10 دقائق، آسف.|تمام، نشوفك!|يرجى تحويل المبلغ إلى الحساب|اسم صاحب الحساب|رقم البطاقة|العنوان|للتواصل|المكتب|-| تحويلة {n}|للبيع|السعر|الاسم|رسالة",
    "he": "טל'|נייד|דוא\"ל|פקס|היי|תודה|בברכה|תתקשר אליי:|אחרי שש|או|זה המספר החדש שלי:|אפשר לחזור אליי?|אני מאחר ב-10 דקות, סליחה.|סבבה, נתראה!|נא להעביר את הסכום לחשבון|בעל החשבון|מספר כרטיס|כתובת|צור קשר|משרד|-| שלוחה {n}|למכירה|מחיר|שם|הודעה",
    "sw": "Simu|Simu ya mkononi|Barua pepe|Faksi|Habari|Asante|Wako mwaminifu|Nipigie kwa|baada ya saa kumi na mbili|au|Hii ni namba yangu mpya:|Unaweza kunipigia tena?|Nitachelewa dakika 10, samahani.|Sawa, tutaonana!|Tafadhali tuma kiasi kwenye akaunti|Jina la akaunti|Namba ya kadi|Anwani|Mawasiliano|Ofisi|-|-|Inauzwa|Bei|Jina|Ujumbe",
    "zu": "Ucingo|Iselula|I-imeyili|Ifeksi|Sawubona|Ngiyabonga|Ozithobayo|Ngishayele ku|emva kwehora lesithupha|noma|Le yinombolo yami entsha:|Ungakwazi ukungishayela futhi?|Ngizofika ngemuva kwemizuzu eyi-10, uxolo.|Kulungile, sizobonana!|Sicela udlulisele imali kule akhawunti|Umnikazi we-akhawunti|Inombolo yekhadi|Ikheli|Oxhumana naye|Ihhovisi| ext. {n}|-|Kuyathengiswa|Intengo|Igama|Umlayezo",
    "yo": "Fóònù|Ẹ̀rọ alágbèéká|Ímeèlì|Fáàsì|Ẹ n lẹ́|Ẹ ṣé|Ẹ̀yin tiyín|Ẹ pè mí lórí|lẹ́yìn aago mẹ́fà|tàbí|Nọ́mbà tuntun mi nìyí:|Ṣé o lè pè mí padà?|Màá pẹ́ ní ìṣẹ́jú mẹ́wàá, ẹ má bínú.|Ó dáa, a ó rí ara wa!|Ẹ jọ̀wọ́ ẹ fi owó náà ránṣẹ́ sí àkáǹtì|Orúkọ àkáǹtì|Nọ́mbà káàdì|Àdírẹ́sì|Olùbásọ̀rọ̀|Ọ́fíìsì|-|-|Fún títà|Iye owó|Orúkọ|Ìfiránṣẹ́",
    "tw": "Tɛlefon|Mobaele|Email|Fax|Maakye|Medaase|Me ne wo|Frɛ me wɔ|nnɔnsia akyi|anaa|Me nɔma foforɔ ni:|Wobɛtumi afrɛ me bio?|Mɛka akyi simma 10, kafra.|Yoo, yɛbɛhyia!|Mesrɛ wo, fa sika no kɔ akawnt yi so:|Akawnt wura|Kaad nɔma|Address|Nkitahodi|Ɔfese|-|-|Wɔtɔn|Boɔ|Din|Nkra",
}
LEX = {}
for _lang, _line in _LEX.items():
    _vals = _line.split("|")
    assert len(_vals) == len(LEX_KEYS), (_lang, len(_vals))
    LEX[_lang] = dict(zip(LEX_KEYS, _vals))

# per-locale adjustments of the language lexicon
LEX_OVERRIDE = {
    "es_MX": {"mob": "Cel.", "ok": "¡Va, nos vemos!"},
    "es_CO": {"mob": "Cel.", "ok": "¡Listo, nos vemos!"},
    "es_AR": {"mob": "Cel.", "ok": "¡Dale, nos vemos!", "callme": "Llamame al"},
    "es_CL": {"mob": "Celular", "ext_in": " anexo {n}; anexo {n}", "ok": "¡Ya, nos vemos!"},
    "pt_BR": {
        "mob": "Celular",
        "regards": "Abraços",
        "callme": "Me liga no",
        "newnum": "Esse é meu número novo:",
        "callback": "Pode me ligar de volta?",
        "late": "Vou atrasar uns 10 minutos, foi mal.",
        "ok": "Beleza, até mais!",
        "transfer": "Favor transferir o valor para",
        "address": "Endereço",
        "contact": "Contato",
        "ext_out": " ramal {n}; (ramal {n})",
        "hi": "Oi",
        "thanks": "Valeu",
        "holder": "Titular",
        "sale": "Vendo",
    },
    "fr_CA": {"mob": "Cell.", "ext_in": " ext. {n}; ext {n}", "ext_out": " poste {n}"},
    "fr_BE": {"mob": "GSM"},
    "nl_BE": {"mob": "GSM", "hi": "Dag"},
    "de_CH": {"regards": "Freundliche Grüsse", "mob": "Natel"},
    "de_AT": {"regards": "Liebe Grüße", "tel": "Tel."},
    "ar_EG": {"mob": "موبايل"},
    "en_GB": {"mob": "Mobile", "callme": "Ring me on", "ext_in": " ext. {n}; x{n}; Ext. {n}"},
    "en_IE": {"callme": "Give me a ring on"},
    "en_AU": {"callme": "Give us a call on", "regards": "Cheers"},
    "en_NZ": {"callme": "Flick me a text on", "regards": "Cheers"},
    "en_US": {"mob": "Cell", "callme": "Call me at", "later": "after 6pm"},
    "en_CA": {"mob": "Cell", "callme": "Call me at"},
    "en_IN": {"callme": "Kindly call me on", "later": "after 6 pm"},
    "en_PH": {"callme": "Text or call me at", "mob": "Cel"},
    "en_KE": {"callme": "Reach me on"},
    "en_NG": {"callme": "Call or WhatsApp me on"},
    "en_PK": {"callme": "Please call me on"},
}


def lexicon(loc):
    lang = LOCALES[loc][1]
    lx = dict(LEX[lang])
    lx.update(LEX_OVERRIDE.get(loc, {}))
    return lx


# words that mark a nearby phone number as labelled (statistics only)
LABEL_WORDS = {
    "phone",
    "tel",
    "telephone",
    "mobile",
    "mob",
    "cell",
    "fax",
    "whatsapp",
    "number",
    "nummer",
    "numéro",
    "número",
    "numero",
    "numer",
    "číslo",
    "telefon",
    "telefone",
    "telefono",
    "teléfono",
    "téléphone",
    "handy",
    "natel",
    "gsm",
    "celular",
    "móvil",
    "portable",
    "landline",
    "tlf",
    "puh",
    "sími",
    "nr",
    "ph",
    "hp",
    "helpline",
    "hotline",
    "sms",
    "viber",
    "telegram",
    "telefax",
    "växel",
    "sentralbord",
    "omstilling",
    "vaihde",
    "skiptiborð",
    "wa",
    "zap",
    "zalo",
    "gcash",
    "line",
    "callerid",
}
LABEL_WORDS.update(
    {
        "ctcm",
        "ctch",
        "callerid",
        "kontakt",
        "contact",
        "contacto",
        "contato",
        "contatti",
        "kontaktai",
        "kontakti",
        "kontakty",
        "contacts",
    }
)
for _lx in LEX.values():
    for _k in ("tel", "mob", "fax", "contact"):
        LABEL_WORDS.add(_lx[_k].lower().rstrip(".'"))
LABEL_SYMBOLS = (
    "☎",
    "📞",
    "📱",
    "✆",
    "☏",
    "電話",
    "携帯",
    "电话",
    "手机",
    "手機",
    "전화",
    "휴대폰",
    "โทร",
    "номер",
    "тел",
    "моб",
    "ĐT",
    "SĐT",
    "رقم",
    "هاتف",
    "جوال",
    "موبايل",
    "تلفن",
    "נייד",
    "טל",
    "फ़ोन",
    "फोन",
    "मोबाइल",
    "ফোন",
    "মোবাইল",
    "τηλ",
    "κιν",
    "ტელ",
    "հեռ",
    "բջջ",
)

# --------------------------------------------------------------------------
# Checks (used on PII-free texts and on the text outside gold spans)
# --------------------------------------------------------------------------

EMAIL_RE = re.compile(r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)+")
IPV4_RE = re.compile(r"(?<![0-9.])([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})(?![0-9]|\.[0-9])")
IPV6_RE = re.compile(r"(?<![\w:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.[0-9]{1,3}){0,3}(?![\w:])")
DIGIT_RUN_RE = re.compile(r"[0-9]+(?:[ -][0-9]+)*")
IBAN_CAND_RE = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2})([0-9]{2})((?: ?[A-Z0-9]){8,34})")
INTL_PHONE_RE = re.compile(r"(?:\+|(?<![0-9])00)[\s(]*[0-9][0-9\s().\-/]{4,26}")


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


def has_card_prefix(d):
    if d[0] in "46":
        return True
    if d[0] == "5":
        return d[1] != "9"
    if d[0] == "3":
        return d[:2] in ("30", "34", "36", "37", "38", "39", "35")
    if d[0] == "2":
        return 2221 <= int(d[:4]) <= 2720
    return False


def iban_ok(s):
    s = s.replace(" ", "")
    if len(s) < 5 or not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def violations(text):
    """Reasons why ``text`` holds something that counts as PII here."""
    found = []
    if EMAIL_RE.search(text):
        found.append("email")
    for m in IPV4_RE.finditer(text):
        if all(int(g) <= 255 for g in m.groups()):
            found.append("ipv4")
    for m in IPV6_RE.finditer(text):
        cand = m.group()
        if cand.count(":") >= 2:
            try:
                ipaddress.IPv6Address(cand)
                found.append("ipv6")
            except ValueError:
                pass
    for m in DIGIT_RUN_RE.finditer(text):
        groups = re.split(r"[ -]", m.group())
        for i in range(len(groups)):
            d = ""
            for j in range(i, len(groups)):
                d += groups[j]
                if len(d) > 19:
                    break
                if len(d) >= 12 and has_card_prefix(d) and luhn_ok(d):
                    found.append("card")
    for m in IBAN_CAND_RE.finditer(text):
        flat = (m.group(1) + m.group(2) + m.group(3)).replace(" ", "")
        n = IBAN_LEN.get(m.group(1))
        if n and len(flat) >= n and iban_ok(flat[:n]):
            found.append("iban")
    for m in INTL_PHONE_RE.finditer(text):
        cand = m.group()
        cand = "+" + cand[2:] if cand.startswith("00") else cand
        ends = [k + 1 for k, ch in enumerate(cand) if ch.isdigit()]
        for e in ends:
            sub = re.sub(r"\s+", " ", cand[:e])
            if sum(ch.isdigit() for ch in sub) < 6:
                continue
            try:
                num = pn.parse(sub, None)
            except pn.NumberParseException:
                continue
            if pn.is_valid_number(num):
                found.append("phone")
                break
    return found


def masked(text, spans):
    chars = list(text)
    for s in spans:
        for k in range(s["start"], s["end"]):
            chars[k] = "\u2588"
    return "".join(chars)


# --------------------------------------------------------------------------
# Entity makers
# --------------------------------------------------------------------------

IBAN_BBAN = {
    "AL": "8n16c",
    "AT": "5n11n",
    "AZ": "4a20c",
    "BA": "3n3n8n2n",
    "BE": "3n7n2n",
    "BG": "4a4n2n8c",
    "BH": "4a14c",
    "BR": "8n5n10n1a1c",
    "CH": "5n12c",
    "CY": "3n5n16c",
    "CZ": "4n6n10n",
    "DE": "8n10n",
    "DK": "4n9n1n",
    "EE": "2n2n11n1n",
    "EG": "4n4n17n",
    "ES": "4n4n1n1n10n",
    "FI": "3n11n",
    "FR": "5n5n11c2n",
    "GB": "4a6n8n",
    "GE": "2a16n",
    "GR": "3n4n16c",
    "HR": "7n10n",
    "HU": "3n4n1n15n1n",
    "IE": "4a6n8n",
    "IL": "3n3n13n",
    "IR": "22n",
    "IS": "4n2n6n10n",
    "IT": "1a5n5n12c",
    "JO": "4a4n18c",
    "LT": "5n11n",
    "LU": "3n13c",
    "LV": "4a13c",
    "MT": "4a5n18c",
    "NL": "4a10n",
    "NO": "4n6n1n",
    "PK": "4a16c",
    "PL": "8n16n",
    "PS": "4a21c",
    "PT": "4n4n11n2n",
    "RO": "4a16c",
    "SA": "2n18c",
    "SE": "3n16n1n",
    "SI": "5n8n2n",
    "SK": "4n6n10n",
    "TR": "5n1n16c",
    "UA": "6n19c",
    "AE": "3n16n",
    "KW": "4a22c",
    "QA": "4a21c",
    "LB": "4n20c",
    "MU": "4a2n2n12n3n3a",
    "TN": "2n3n13n2n",
    "RS": "3n13n2n",
    "ME": "3n13n2n",
    "MK": "3n10c2n",
    "MD": "2c18c",
    "LI": "5n12c",
    "MC": "5n5n11c2n",
    "SM": "1a5n5n12c",
    "GI": "4a15c",
    "KZ": "3n13c",
    "XK": "4n10n2n",
    "DO": "4c20n",
    "CR": "4n14n",
    "GT": "4c20c",
    "FO": "4n9n1n",
    "GL": "4n9n1n",
    "MR": "5n5n11n2n",
}


def _bban_len(spec):
    return sum(int(n) for n in re.findall(r"(\d+)[nac]", spec))


IBAN_LEN = {cc: 4 + _bban_len(spec) for cc, spec in IBAN_BBAN.items()}
BANK_CODES = {
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "CITI"],
    "IE": ["AIBK", "BOFI", "IPBS"],
    "NL": ["ABNA", "RABO", "INGB", "SNSB", "TRIO"],
    "BG": ["BNBG", "UNCR", "FINV"],
    "LV": ["HABA", "PARX", "UNLA"],
    "RO": ["BTRL", "RNCB", "INGB", "BRDE"],
    "PK": ["HABB", "MEZN", "UNIL"],
    "AZ": ["NABZ", "IBAZ", "AIIB"],
    "JO": ["ARAB", "CBJO"],
    "BH": ["NBOB", "BBKU"],
    "MT": ["MALT", "VALL"],
    "PS": ["PALS", "ARAB"],
}
IBAN_OF_REGION = {r: r for r in IBAN_BBAN}


def make_iban(rng, cc, grouped):
    spec = IBAN_BBAN[cc]
    bban = ""
    for count, kind in re.findall(r"(\d+)([nac])", spec):
        count = int(count)
        if kind == "a" and not bban and count == 4 and cc in BANK_CODES:
            bban += rng.choice(BANK_CODES[cc])
            continue
        for _ in range(count):
            if kind == "n" or (kind == "c" and rng.random() < 0.85):
                bban += str(rng.randrange(10))
            else:
                bban += chr(65 + rng.randrange(26))
    if cc == "BE":  # Belgian account numbers carry their own mod-97 check
        chk = int(bban[:10]) % 97 or 97
        bban = bban[:10] + "%02d" % chk
    num = int("".join(str(int(ch, 36)) for ch in bban + cc + "00"))
    iban = cc + "%02d" % (98 - num % 97) + bban
    assert iban_ok(iban)
    if grouped:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


CARD_BRANDS = [
    # name, prefixes, lengths, weight
    ("visa", ["4"], [16, 16, 16, 16, 13, 19], 26),
    ("mastercard", [str(p) for p in range(51, 56)] + ["2221", "2300", "2499", "2630", "2720"], [16], 22),
    ("amex", ["34", "37"], [15], 10),
    ("diners", ["300", "301", "302", "303", "304", "305", "36", "38"], [14], 6),
    ("discover", ["6011", "644", "645", "646", "647", "648", "649", "65"], [16, 16, 19], 8),
    ("jcb", [str(p) for p in range(3528, 3590, 7)], [16], 8),
    ("unionpay", ["62"], [16, 17, 18, 19], 10),
    (
        "maestro",
        ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"],
        [12, 13, 15, 16, 16, 17, 18, 19],
        10,
    ),
]
CARD_GROUPS = {
    12: [4, 4, 4],
    13: [4, 3, 3, 3],
    14: [4, 6, 4],
    15: [4, 6, 5],
    16: [4, 4, 4, 4],
    17: [4, 4, 4, 5],
    18: [4, 4, 4, 4, 2],
    19: [4, 4, 4, 4, 3],
}


def make_card(rng, fmt=None, brand=None):
    if brand is None:
        brand = rng.choices(CARD_BRANDS, weights=[b[3] for b in CARD_BRANDS])[0]
    else:
        brand = [b for b in CARD_BRANDS if b[0] == brand][0]
    prefix = rng.choice(brand[1])
    length = rng.choice(brand[2])
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - len(prefix) - 1))
    for d in "0123456789":
        if luhn_ok(body + d):
            number = body + d
            break
    fmt = fmt or rng.choices(["plain", "space", "dash"], weights=[30, 55, 15])[0]
    if fmt == "plain":
        return number
    groups = CARD_GROUPS[length]
    if length == 19 and brand[0] == "unionpay" and rng.random() < 0.4:
        groups = [6, 13]
    parts, k = [], 0
    for g in groups:
        parts.append(number[k : k + g])
        k += g
    return (" " if fmt == "space" else "-").join(parts)


def make_ipv4(rng, kind=None):
    kind = kind or rng.choices(["pub", "priv", "doc"], weights=[60, 25, 15])[0]
    if kind == "priv":
        a = rng.choice(["10", "192.168", "172"])
        if a == "10":
            return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
        if a == "172":
            return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    if kind == "doc":
        return "%s.%d" % (rng.choice(["192.0.2", "198.51.100", "203.0.113"]), rng.randrange(1, 255))
    while True:
        a = rng.randrange(1, 224)
        if a not in (10, 127, 169, 172, 192, 100):
            return "%d.%d.%d.%d" % (a, rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))


def make_ipv6(rng, kind=None):
    kind = kind or rng.choices(["glob", "doc", "ll", "full", "mapped"], weights=[45, 20, 15, 12, 8])[0]
    if kind == "mapped":
        return "::ffff:" + make_ipv4(rng, "pub")
    if kind == "ll":
        groups = [0xFE80, 0, 0, 0] + [rng.randrange(65536) for _ in range(4)]
    elif kind == "doc":
        groups = [0x2001, 0xDB8, rng.randrange(65536), rng.choice([0, rng.randrange(65536)])]
        groups += [0, 0, rng.choice([0, rng.randrange(65536)]), rng.randrange(1, 65536)]
    else:
        first = rng.choice([0x2001, 0x2A02, 0x2A00, 0x2600, 0x2400, 0x2C0F, 0x2803, 0x2406])
        groups = [first] + [rng.randrange(65536) for _ in range(3)]
        groups += [rng.choice([0, rng.randrange(65536)]) for _ in range(2)] + [
            rng.randrange(65536) for _ in range(2)
        ]
    addr = ipaddress.IPv6Address(":".join("%x" % g for g in groups))
    if kind == "full":
        return addr.exploded if rng.random() < 0.5 else addr.exploded.upper()
    return addr.compressed


# --------------------------------------------------------------------------
# Phone numbers
# --------------------------------------------------------------------------

STYLE_WEIGHTS = [
    ("raw", 40),
    ("e164", 8),
    ("intl", 14),
    ("natl", 12),
    ("idd", 6),
    ("sep", 8),
    ("par", 6),
    ("trunk", 4),
    ("pcc", 3),
    ("nbsp", 4),
]
LOCAL_STYLES = {"raw", "natl", "sep", "par", "nbsp"}
INTL_STYLES = {"e164", "intl", "idd", "trunk", "pcc"}
NBSP, NNBSP = "\u00a0", "\u202f"


def collapse(s):
    return re.sub(r"\s+", " ", s).strip()


def same_number(a, b):
    return (
        a.country_code == b.country_code
        and a.national_number == b.national_number
        and bool(a.italian_leading_zero) == bool(b.italian_leading_zero)
        and (a.number_of_leading_zeros or 1) == (b.number_of_leading_zeros or 1)
    )


class PhoneItem:
    def __init__(self, raw, num, region):
        self.raw, self.num, self.region = raw, num, region
        base = pn.PhoneNumber()
        base.merge_from(num)
        base.extension = None
        self.base = base


def expand_pattern(rng, pat):
    out, i = [], 0
    while i < len(pat):
        ch = pat[i]
        if ch == "#":
            out.append(str(rng.randrange(10)))
        elif ch == "[":
            j = pat.index("]", i)
            choices = pat[i + 1 : j]
            m = re.fullmatch(r"(\d)-(\d)", choices)
            if m:
                choices = "".join(str(d) for d in range(int(m.group(1)), int(m.group(2)) + 1))
            out.append(rng.choice(choices))
            i = j
        elif pat.startswith("AAA", i):
            out.append(rng.choice(CA_AREA))
            i += 2
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def has_native(kind, loc):
    return importlib.util.find_spec("faker.providers.%s.%s" % (kind, loc)) is not None


class Gen:
    def __init__(self):
        self.rng = random.Random(SEED)
        self._fakers = {}
        self.native_phone = {loc: has_native("phone_number", loc) for loc in LOCALES}
        self.native_addr = {loc: has_native("address", loc) for loc in LOCALES}
        self.native_company = {loc: has_native("company", loc) for loc in LOCALES}

    def faker(self, loc):
        if loc not in self._fakers:
            fk = Faker(loc)
            fk.seed_instance(SEED)
            # a few locales build user names from {{year}}, which depends on
            # today's date; use two random digits instead
            for prov in fk.providers:
                formats = getattr(prov, "user_name_formats", None)
                if formats and any("year" in f for f in formats):
                    prov.user_name_formats = tuple(f.replace("{{year}}", "##") for f in formats)
            self._fakers[loc] = fk
        return self._fakers[loc]

    def raw_phone(self, loc):
        region = LOCALES[loc][0]
        fk = self.faker(loc)
        if region == "PH":
            return fk.mobile_number() if self.rng.random() < 0.7 else fk.landline_number()
        if self.native_phone[loc]:
            return fk.phone_number()
        return expand_pattern(self.rng, self.rng.choice(CUSTOM_PHONES[region]))

    def draw_phone(self, loc):
        region = LOCALES[loc][0]
        cc = pn.country_code_for_region(region)
        for _ in range(200):
            raw = self.raw_phone(loc)
            try:
                num = pn.parse(raw, region)
            except pn.NumberParseException:
                continue
            if num.country_code == cc and pn.is_possible_number(num):
                return PhoneItem(raw, num, region)
        raise RuntimeError("no phone for " + loc)


def phone_variants(item, style, rng, local_only=False):
    """Candidate renderings of ``item`` (without extension) in ``style``."""
    n = item.base
    intl = pn.format_number(n, PNF.INTERNATIONAL)
    natl = pn.format_number(n, PNF.NATIONAL)
    e164 = pn.format_number(n, PNF.E164)
    cc = "+%d" % n.country_code
    rest = intl[len(cc) :].strip() if intl.startswith(cc) else ""
    g_n = re.findall(r"\d+", natl)
    g_i = rest.split()
    meta = pn.PhoneMetadata.metadata_for_region(item.region)
    if style == "raw":
        return [item.raw]
    if style == "e164":
        return [e164]
    if style == "intl":
        return [intl]
    if style == "natl":
        return [natl]
    if style == "idd":
        out = ["00" + cc[1:] + " " + rest]
        idd = meta.preferred_international_prefix or meta.international_prefix
        if idd and idd.isdigit() and idd != "00":
            out.append(idd + " " + cc[1:] + " " + rest)
        return out
    if style == "sep":
        out = []
        if len(g_n) > 1:
            sep = rng.choice([".", "-", " ", "-", "."])
            out.append(sep.join(g_n))
            if natl.startswith("0"):
                out.append(g_n[0] + "/" + rng.choice([" ".join(g_n[1:]), "".join(g_n[1:])]))
        if len(g_i) > 1:
            sep = rng.choice([".", "-"])
            out.append(cc + sep + sep.join(g_i))
        out.append("".join(g_n))
        rng.shuffle(out)
        return out
    if style == "par":  # area code in brackets, only where there are area codes
        out = []
        if "(" in natl:
            out.append(natl)
        elif len(g_n) > 1 and natl.startswith("0"):
            out.append("(" + g_n[0] + ") " + " ".join(g_n[1:]))
            out.append("(" + g_n[0] + ")" + "".join(g_n[1:]))
            if len(g_i) > 1 and rng.random() < 0.4:
                out.insert(0, cc + " (" + g_i[0] + ") " + " ".join(g_i[1:]))
        return out
    if style == "trunk":
        if (
            meta.national_prefix == "0"
            and item.region not in ("IT", "SM", "VA")
            and natl.startswith("0")
            and rest
        ):
            return [cc + rng.choice([" (0)", " (0) "]) + rest]
        return []
    if style == "pcc":
        return ["(" + cc + ") " + rest] if rest else []
    if style == "nbsp":
        base = natl if local_only else rng.choice([intl, natl])
        if " " not in base:
            return []
        if rng.random() < 0.6:
            return [base.replace(" ", rng.choice([NBSP, NNBSP]))]
        parts = base.split(" ")
        out = parts[0]
        for p in parts[1:]:
            out += rng.choice([" ", NBSP, NNBSP]) + p
        return [out]
    raise ValueError(style)


def parses_as(text, region, item, ext):
    try:
        num = pn.parse(collapse(text), region)
    except pn.NumberParseException:
        return None
    if not same_number(num, item.base) or (num.extension or None) != ext:
        return None
    return num


def render_phone(c, item, spec):
    """Return (span_text, text_after_span, info) for one phone occurrence."""
    rng = c.rng
    mods = set(spec.split(".")) if spec else set()
    styles = [s for s, _ in STYLE_WEIGHTS]
    allowed = [s for s in styles if s in mods]
    if "loc" in mods:
        allowed = [s for s in styles if s in LOCAL_STYLES]
    if "int" in mods:
        allowed = [s for s in styles if s in INTL_STYLES]
    if not allowed:
        allowed = styles
    weights = [w for s, w in STYLE_WEIGHTS if s in allowed]
    first = rng.choices(allowed, weights=weights)[0]
    order = [first] + [s for s in allowed if s != first] + ["intl", "e164", "raw"]
    raw_ext = item.num.extension or None
    want_ext_in = "x" in mods and c.L["ext_in"] != "-"
    for style in order:
        if style == "raw" and (raw_ext and ("x" in mods or "xo" in mods)):
            continue
        for cand in phone_variants(item, style, rng, "loc" in mods):
            ext = raw_ext if style == "raw" else None
            if want_ext_in and not ext:
                ext = str(rng.randrange(1, 10 ** rng.choice([1, 2, 3, 3, 4])))
                cand = cand + rng.choice(c.L["ext_in"].split(";")).format(n=ext)
            if ("w" in mods and rng.random() < c.g.wrap_p) or "W" in mods:
                spaces = [
                    k
                    for k, ch in enumerate(cand)
                    if ch == " "
                    and 0 < k < len(cand) - 1
                    and cand[k - 1] not in "("
                    and cand[k + 1] not in ")"
                ]
                if spaces:
                    k = rng.choice(spaces)
                    cand = cand[:k] + "\n" + cand[k + 1 :]
            if cand != cand.strip():
                continue
            num = parses_as(cand, item.region, item, ext)
            if num is None:
                continue
            after = ""
            if "xo" in mods and c.L["ext_out"] != "-" and not ext:
                after = rng.choice(c.L["ext_out"].split(";")).format(
                    n=rng.randrange(1, 10 ** rng.choice([2, 3]))
                )
            info = {
                "valid": pn.is_valid_number(num),
                "style": style,
                "ext": bool(ext),
                "ext_out": bool(after),
                "wrapped": "\n" in cand,
            }
            return cand, after, info
    raise RuntimeError("cannot render %r" % item.raw)


def make_email(c, kind=None):
    fk, rng = c.fk, c.rng
    kind = kind or rng.choices(["free", "company", "plain", "custom"], weights=[30, 25, 15, 30])[0]
    if kind == "free":
        return fk.free_email()
    if kind == "company":
        return fk.company_email()
    if kind == "plain":
        return fk.email()
    user = fk.user_name()
    if rng.random() < 0.3:
        user = user + rng.choice(["+news", "+shop", "+" + str(rng.randrange(1, 99)), ".work"])
    domain = fk.domain_name() if rng.random() < 0.6 else fk.free_email_domain()
    if rng.random() < 0.2:
        domain = rng.choice(["mail.", "post.", "mx.", "office."]) + domain
    addr = user + "@" + domain
    if rng.random() < 0.1:
        addr = addr[0].upper() + addr[1:]
    return addr


# --------------------------------------------------------------------------
# Text fragments with spans
# --------------------------------------------------------------------------


class Frag:
    def __init__(self, text="", spans=None):
        self.text = text
        self.spans = spans or []

    def __add__(self, other):
        if isinstance(other, str):
            other = Frag(other)
        off = len(self.text)
        moved = [dict(s, start=s["start"] + off, end=s["end"] + off) for s in other.spans]
        return Frag(self.text + other.text, self.spans + moved)

    def __radd__(self, other):
        return Frag(other) + self


def join(sep, parts):
    out = Frag()
    for k, p in enumerate(parts):
        if k:
            out = out + sep
        out = out + p
    return out


FIELD_RE = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)(?::([A-Za-z0-9_.]+))?\}")
ENTITY_RE = re.compile(r"^(P|E|C|I|V4|V6)(\d*)$")


class Ctx:
    """Everything a template needs for one record."""

    def __init__(self, gen, loc):
        self.g = gen
        self.rng = gen.rng
        self.loc = loc
        self.region, self.lang = LOCALES[loc]
        self.fk = gen.faker(loc)
        self.pfk = gen.faker(PERSON_FROM.get(loc, loc))
        self.L = lexicon(loc)
        self.slots = {}
        self.phone_info = []

    # plain values -------------------------------------------------------
    def name(self):
        if self.loc in OWN_NAMES:
            return self.first() + " " + self.last()
        return self.pfk.name()

    def first(self):
        if self.loc in OWN_NAMES:
            return self.rng.choice(OWN_NAMES[self.loc][0])
        return self.pfk.first_name()

    def last(self):
        if self.loc in OWN_NAMES:
            return self.rng.choice(OWN_NAMES[self.loc][1])
        return self.pfk.last_name()

    def company(self):
        if self.g.native_company[self.loc]:
            return self.fk.company()
        return COMPANY_FORMS.get(self.loc, "{last} Ltd").format(last=self.last())

    def city(self):
        if self.g.native_addr[self.loc]:
            return self.fk.city()
        return self.rng.choice(CITY_FALLBACK.get(self.region, ["—"]))

    def digits(self, n, first_nonzero=True):
        s = "".join(str(self.rng.randrange(10)) for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = str(self.rng.randrange(1, 10)) + s[1:]
        return s

    def pick(self, *opts):
        return self.rng.choice(opts)

    def ymd(self):
        return self.rng.randrange(2019, 2026), self.rng.randrange(1, 13), self.rng.randrange(1, 29)

    def date(self):
        y, m, d = self.ymd()
        lang, reg = self.lang, self.region
        if reg in ("US", "PH") and lang in ("en", "fil"):
            return "%02d/%02d/%d" % (m, d, y)
        if lang in ("ja", "zh", "zt", "ko") or reg in ("IR",):
            return "%d/%02d/%02d" % (y, m, d) if lang != "ko" else "%d. %d. %d." % (y, m, d)
        if lang in (
            "de",
            "pl",
            "cs",
            "sk",
            "ru",
            "uk",
            "fi",
            "et",
            "lv",
            "tr",
            "bg",
            "ro",
            "hr",
            "sl",
            "bs",
            "no",
            "da",
            "az",
            "uz",
            "ka",
            "hy",
            "is",
        ):
            return "%02d.%02d.%d" % (d, m, y)
        if lang in ("sv", "lt", "hu"):
            return "%d-%02d-%02d" % (y, m, d) if lang != "hu" else "%d. %02d. %02d." % (y, m, d)
        if lang == "nl":
            return "%d-%d-%d" % (d, m, y)
        return "%02d/%02d/%d" % (d, m, y)

    def time(self):
        return "%02d:%02d" % (self.rng.randrange(7, 23), self.rng.randrange(60))

    def money(self):
        amt = self.rng.randrange(5, 2500) + self.rng.choice([0, 0.5, 0.99, 0.9, 0.25])
        cur = CURRENCY.get(self.region, ("{a} USD", ",", "."))
        fmt, th, dec = cur
        whole, frac = ("%.2f" % amt).split(".")
        w = ""
        while len(whole) > 3:
            w = th + whole[-3:] + w
            whole = whole[:-3]
        return fmt.format(a=whole + w + dec + frac)

    # fragments with entities ---------------------------------------------
    def _entity(self, kind, slot, spec):
        key = kind + slot if slot else None
        if kind == "P":
            item = self.slots.get(key) if key else None
            if item is None:
                item = self.g.draw_phone(self.loc)
                if key:
                    self.slots[key] = item
            text, after, info = render_phone(self, item, spec)
            info["locale"] = self.loc
            self.phone_info.append(info)
            span = {"entity": "PHONE_NUMBER", "start": 0, "end": len(text), "valid": info["valid"]}
            return Frag(text, [span]) + after
        if key and key in self.slots:
            value = self.slots[key]
        elif kind == "E":
            value = make_email(self, spec or None)
        elif kind == "C":
            value = make_card(self.rng, spec or None)
        elif kind == "I":
            value = self.iban(spec)
        elif kind == "V4":
            value = make_ipv4(self.rng, spec or None)
        else:
            value = make_ipv6(self.rng, spec or None)
        if key:
            self.slots[key] = value
        entity = {
            "E": "EMAIL_ADDRESS",
            "C": "CREDIT_CARD",
            "I": "IBAN_CODE",
            "V4": "IP_ADDRESS",
            "V6": "IP_ADDRESS",
        }[kind]
        return Frag(value, [{"entity": entity, "start": 0, "end": len(value)}])

    def iban(self, spec=None):
        cc = IBAN_OF_REGION.get(self.region) or self.rng.choice(["DE", "FR", "NL", "GB", "ES", "IT"])
        grouped = {"grp": True, "plain": False}.get(spec, self.rng.random() < 0.65)
        return make_iban(self.rng, cc, grouped)

    def fill(self, template, **kw):
        out = Frag()
        pos = 0
        for m in FIELD_RE.finditer(template):
            out = out + template[pos : m.start()]
            pos = m.end()
            tok = m.group()
            if tok in ("{{", "}}"):
                out = out + tok[0]
                continue
            key, spec = m.group(1), m.group(2)
            em = ENTITY_RE.match(key)
            if em:
                out = out + self._entity(em.group(1), em.group(2), spec)
            elif key in kw:
                val = kw[key]
                out = out + (val if isinstance(val, Frag) else str(val))
            elif key in self.L:
                out = out + self.L[key]
            elif key in ("name", "first", "last", "company", "city", "date", "time", "money"):
                out = out + getattr(self, key)()
            else:
                raise KeyError(key)
        return out + template[pos:]


CURRENCY = {
    "US": ("${a}", ",", "."),
    "CA": ("{a} $", " ", ","),
    "GB": ("£{a}", ",", "."),
    "IE": ("€{a}", ",", "."),
    "DE": ("{a} €", ".", ","),
    "AT": ("€ {a}", ".", ","),
    "CH": ("CHF {a}", "'", "."),
    "FR": ("{a} €", "\u202f", ","),
    "BE": ("{a} €", ".", ","),
    "IT": ("{a} €", ".", ","),
    "ES": ("{a} €", ".", ","),
    "PT": ("{a} €", " ", ","),
    "NL": ("€ {a}", ".", ","),
    "PL": ("{a} zł", " ", ","),
    "CZ": ("{a} Kč", " ", ","),
    "SK": ("{a} €", " ", ","),
    "HU": ("{a} Ft", " ", ","),
    "RO": ("{a} lei", ".", ","),
    "BG": ("{a} лв.", " ", ","),
    "GR": ("{a} €", ".", ","),
    "CY": ("€{a}", ".", ","),
    "TR": ("{a} TL", ".", ","),
    "RU": ("{a} ₽", " ", ","),
    "UA": ("{a} грн", " ", ","),
    "SE": ("{a} kr", " ", ","),
    "NO": ("kr {a}", " ", ","),
    "DK": ("{a} kr.", ".", ","),
    "FI": ("{a} €", " ", ","),
    "EE": ("{a} €", " ", ","),
    "LT": ("{a} €", " ", ","),
    "LV": ("{a} €", " ", ","),
    "HR": ("{a} €", ".", ","),
    "SI": ("{a} €", ".", ","),
    "BA": ("{a} KM", ".", ","),
    "IS": ("{a} kr.", ".", ","),
    "MT": ("€{a}", ",", "."),
    "AL": ("{a} Lekë", ".", ","),
    "GE": ("{a} ₾", " ", ","),
    "AM": ("{a} ֏", " ", "."),
    "AZ": ("{a} ₼", " ", ","),
    "JP": ("¥{a}", ",", "."),
    "KR": ("₩{a}", ",", "."),
    "CN": ("¥{a}", ",", "."),
    "TW": ("NT${a}", ",", "."),
    "TH": ("฿{a}", ",", "."),
    "VN": ("{a} ₫", ".", ","),
    "ID": ("Rp{a}", ".", ","),
    "PH": ("₱{a}", ",", "."),
    "IN": ("₹{a}", ",", "."),
    "BD": ("৳{a}", ",", "."),
    "NP": ("रू {a}", ",", "."),
    "PK": ("Rs. {a}", ",", "."),
    "IR": ("{a} ریال", ",", "."),
    "UZ": ("{a} so'm", " ", ","),
    "SA": ("{a} ر.س", ",", "."),
    "AE": ("AED {a}", ",", "."),
    "JO": ("{a} د.أ", ",", "."),
    "PS": ("₪{a}", ",", "."),
    "BH": ("BHD {a}", ",", "."),
    "IL": ("₪{a}", ",", "."),
    "EG": ("{a} ج.م", ",", "."),
    "DZ": ("{a} DA", " ", ","),
    "ZA": ("R{a}", " ", "."),
    "NG": ("₦{a}", ",", "."),
    "KE": ("KSh {a}", ",", "."),
    "GH": ("GH₵{a}", ",", "."),
    "AU": ("${a}", ",", "."),
    "NZ": ("${a}", ",", "."),
    "MX": ("${a}", ",", "."),
    "CO": ("${a}", ".", ","),
    "AR": ("${a}", ".", ","),
    "CL": ("${a}", ".", ","),
    "BR": ("R$ {a}", ".", ","),
}

TEMPLATES = []


def tpl(locs=None, langs=None, regions=None, weight=1.0):
    """Register a PII template; ids follow the order of definition."""

    def deco(fn):
        allowed = [
            loc
            for loc in LOCALES
            if (locs is None or loc in locs)
            and (langs is None or LOCALES[loc][1] in langs)
            and (regions is None or LOCALES[loc][0] in regions)
        ]
        assert allowed, fn.__name__
        TEMPLATES.append(("d-%03d" % (len(TEMPLATES) + 1), fn, allowed, weight))
        return fn

    return deco


IBAN_LOCS = [loc for loc in LOCALES if LOCALES[loc][0] in IBAN_BBAN]

# --------------------------------------------------------------------------
# PII templates (d-001 ...).  Each returns a Frag.
# --------------------------------------------------------------------------


@tpl(weight=1.5)
def t_signature(c):
    lines = [
        "{hi} {first},",
        "",
        c.pick("{ok}", "{thanks}!", "{callback}"),
        "",
        "{regards}",
        "{name}",
        "{company}",
    ]
    if c.rng.random() < 0.8:
        lines.append("{tel} {P:w}")
    lines.append("{mob} {P}")
    if c.rng.random() < 0.3:
        lines.append("{fax} {P}")
    lines.append("{mail}: {E}")
    return c.fill("\n".join(lines))


@tpl()
def t_chat_newnum(c):
    t = c.time()
    return c.fill(
        "[{t}] {first}: {hi}! {newnum} {P}\n[{t2}] {first2}: {ok}",
        t=t,
        t2=t[:3] + "%02d" % min(59, int(t[3:]) + 2),
        first2=c.first(),
    )


@tpl(weight=0.7)
def t_sms_csv(c):
    out = c.fill("date,time,from,to,body\n")
    for k in range(c.rng.randrange(1, 3)):
        body = c.pick(c.L["callback"], c.L["late"], c.L["ok"], c.L["thanks"])
        out = out + c.fill(
            (
                '{date},{time},{P1:e164},{P2:int},"{body}"\n'
                if k % 2 == 0
                else '{date},{time},{P2:int},{P1:e164},"{body}"\n'
            ),
            body=body,
        )
    return out


@tpl(weight=0.7)
def t_whatsapp_export(c):
    y, m, d = c.ymd()
    out = Frag()
    for k in range(c.rng.randrange(2, 5)):
        who = "{P1:int}" if k % 2 == 0 else "{P2:int}"
        msg = c.pick(c.L["callback"], c.L["late"], c.L["ok"], c.L["thanks"] + " 👍", "👍")
        out = out + c.fill("%02d/%02d/%d, {time} - %s: {msg}\n" % (d, m, y % 100, who), msg=msg)
    return out


@tpl()
def t_contact_list(c):
    seps = c.pick(" — ", " - ", ": ", "\t", " ", " – ", ", {mob} ", ", {tel} ", " · {tel} ")
    lines = [c.fill("{name}" + seps + "{P:loc}") for _ in range(c.rng.randrange(2, 5))]
    return join("\n", lines)


@tpl(weight=1.5)
def t_vcard(c):
    first, last = c.first(), c.last()
    return c.fill(
        "BEGIN:VCARD\nVERSION:3.0\nN:{last};{first};;;\nFN:{first} {last}\nORG:{company}\n"
        "TEL;TYPE=CELL:{P:int}\nTEL;TYPE=WORK,VOICE:{P}\nEMAIL;TYPE=INTERNET:{E}\nEND:VCARD",
        first=first,
        last=last,
    )


@tpl()
def t_json_customer(c):
    return c.fill(
        '{{"id": {cid}, "name": "{name}", "phone": "{P}", "email": "{E}", "city": "{city}"}}', cid=c.digits(6)
    )


@tpl()
def t_yaml_oncall(c):
    out = c.fill("oncall:\n")
    for _ in range(c.rng.randrange(2, 4)):
        out = out + c.fill('  - name: {name}\n    phone: "{P:int}"\n    email: {E}\n')
    return out + "escalation_minutes: %d\n" % c.rng.choice([5, 10, 15, 30])


@tpl()
def t_csv_semicolon(c):
    sep = ";" if c.region not in ("US", "GB", "AU", "NZ", "CA", "IN", "PH") else ","
    out = c.fill(sep.join(["{name}", "{tel}", "{mail}", "{address}"]).replace("{name}", c.L["namel"]) + "\n")
    for _ in range(c.rng.randrange(2, 4)):
        out = out + c.fill(sep.join(["{name}", "{P}", "{E}", "{city}"]) + "\n")
    return out


@tpl()
def t_sql_insert(c):
    out = Frag("INSERT INTO customers (id, full_name, phone, email) VALUES\n")
    rows = []
    for _ in range(c.rng.randrange(2, 4)):
        rows.append(
            c.fill("  ({id}, '{name}', '{P}', '{E}')", id=c.digits(4), name=c.name().replace("'", "''"))
        )
    return out + join(",\n", rows) + ";"


@tpl()
def t_markdown_staff(c):
    out = c.fill("| {name_h} | {tel} | {mail} |\n|---|---|---|\n", name_h=c.L["namel"])
    for _ in range(c.rng.randrange(2, 4)):
        out = out + c.fill("| {name} | {P} | {E} |\n")
    return out


@tpl()
def t_html_tel(c):
    return c.fill(
        '<div class="contact">\n  <p>{contact}: <a href="tel:{P1:e164}">{P1}</a></p>\n'
        '  <p><a href="mailto:{E1}">{E1}</a></p>\n</div>'
    )


@tpl()
def t_classified(c):
    item = c.pick(
        "iPhone 12",
        "Bosch Waschmaschine",
        "PS5",
        "Sofa",
        "Mountainbike",
        "Canon EOS 700D",
        "Kinderwagen",
        "Nintendo Switch",
        "IKEA Kallax",
        "Honda CBR 600",
    )
    return c.fill("{sale}: {item}. {price}: {money}.\n{callme} {P:w} {later}.", item=item)


@tpl(weight=1.5)
def t_ticket(c):
    return c.fill("Ticket #{tid}\n{name}: {E}\n{tel}: {P}\n---\n{callback} {mob} {P:w}", tid=c.digits(6))


@tpl()
def t_forum(c):
    return c.fill(
        "Re: {item}\n\n{hi}, {msg_}\n{callme} {P:w} {or} {E}.\n\n-- {first}",
        item=c.pick("WTB", "Help", "Offer", "Q", "?"),
        msg_=c.L["callback"],
    )


@tpl()
def t_meeting_notes(c):
    out = c.fill("{date} — {office}, {tel} {P}\n")
    for _ in range(c.rng.randrange(2, 4)):
        out = out + c.fill(c.pick("* {name} ({P})\n", "* {name}, {mob} {P}\n"))
    return out + c.fill("* {name} — {E}\n")


@tpl()
def t_cv_header(c):
    return c.fill(
        c.pick(
            "{NAME}\n{city} · {P:int} · {E}\nlinkedin.com/in/{slug}\n",
            "{NAME}\n{address}: {city}\n{tel}: {P}\n{mail}: {E}\n",
        ),
        NAME=c.name().upper(),
        slug=c.fk.user_name(),
    )


@tpl()
def t_delivery(c):
    return c.fill(
        "📦 {date} {time}\n{name}\n{P:loc}\n#{trk}\n🚚 {driver} · {tel} {P}",
        trk=c.digits(10),
        driver=c.first(),
    )


@tpl()
def t_scam_sms(c):
    return c.fill(
        c.pick(
            "{hi}! {callback} {P:int.w}",
            "!!! {P:int} !!! {callback} {tel} {P}",
            "{msg}: {callback} {tel} {P:w}. {thanks}",
        )
    )


@tpl(locs=IBAN_LOCS, weight=1.5)
def t_invoice_footer(c):
    return c.fill(
        "{company} · {city}\n{tel} {P} · {fax} {P} · {E}\nIBAN {I:grp} · BIC {bic}",
        bic="".join(chr(65 + c.rng.randrange(26)) for _ in range(4)) + c.region + "XX",
    )


@tpl()
def t_booking(c):
    guarantee = "\n{card}: {C}" if c.rng.random() < 0.4 else ""
    return c.fill(
        "{name}\n{E}\n{P:int}\n\n{date} – {date2}\nRef. {ref}\n{company} · {tel} {P}" + guarantee,
        date2=c.date(),
        ref="".join(c.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6)),
    )


@tpl()
def t_start_number(c):
    return c.fill(c.pick("{P} — {name}", "{P} {first} {callback}", "{P}\n{name}, {city}", "{P}: {late}"))


@tpl()
def t_end_number(c):
    return c.fill(c.pick("{callme} {P}", "{first}: {P}", "{ok} {P}", "{hi}, {newnum}\n{P}"))


@tpl()
def t_punct(c):
    return c.fill(
        c.pick(
            "{P}? {P}!",
            "{first} ({P}), {first} ({P}).",
            "{callme} {P}!",
            "{ok} -> {P}.",
            "«{P}», {first}.",
            "{P}, {P}, {P}.",
        )
    )


@tpl()
def t_slash_list(c):
    return c.fill(c.pick("{tel} {P} / {P}", "{tel}: {P}/{P}", "{P} / {P} / {P}", "{mob} {P} / {P:int}"))


@tpl()
def t_or_list(c):
    return c.fill(c.pick("{callme} {P} {or} {P}.", "{tel} {P} {or} {P}."))


@tpl(weight=1.5)
def t_colon_nospace(c):
    return c.fill(
        c.pick("{tel}:{P} {mob}:{P}", "{tel}:{P}\n{mail}:{E}", "{mob}:{P}, {fax}:{P}").replace("..:", ".:")
    )


@tpl()
def t_paren_after_name(c):
    return c.fill("{name} ({P}) {or} {name} ({P})")


@tpl()
def t_email_thread(c):
    return c.fill(
        "{hi} {first},\n\n{callback} {callme} {P:w} {later}.\n\n{regards}\n{first2}\n\n"
        "> {date}, {name} <{E}>:\n> {ok}\n> {mob} {P:w}\n",
        first2=c.first(),
    )


@tpl()
def t_out_of_office(c):
    return c.fill(
        "{hi},\n{date} – {date2}: {office} ✈.\n{contact}: {name}, {P:w}, {E}\n{regards}\n{first}",
        date2=c.date(),
    )


@tpl(weight=1.5)
def t_web_form(c):
    return c.fill("{name_l}: {name}\n{mail}: {E}\n{tel}: {P}\n{msg}: {callback}\n", name_l=c.L["namel"])


@tpl(langs=[l for l in LEX if LEX[l]["ext_in"] != "-"])
def t_ext_in(c):
    return c.fill(
        c.pick(
            "{company}\n{tel} {P:x}\n{fax} {P}",
            "{office}: {P:x}",
            "{name}, {office} {P:x}. {thanks}!",
            "{contact}: {P:int.x} {or} {E}",
        )
    )


@tpl(langs=[l for l in LEX if LEX[l]["ext_out"] != "-"])
def t_ext_out(c):
    return c.fill(
        c.pick(
            "{company}\n{tel} {P:xo}\n{mail}: {E}",
            "{office}: {P:xo}",
            "{name}, {tel} {P:xo}. {thanks}!",
            "{contact}: {P:loc.xo}",
        )
    )


@tpl()
def t_sshd_log(c):
    out = Frag()
    for _ in range(c.rng.randrange(2, 5)):
        out = out + c.fill(
            "%s %2d {time}:%02d web01 sshd[%d]: Failed password for %s from {V4} port %d ssh2\n"
            % (
                c.pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
                c.rng.randrange(1, 29),
                c.rng.randrange(60),
                c.rng.randrange(1000, 65000),
                c.pick("root", "admin", "invalid user oracle", "ubuntu", "git"),
                c.rng.randrange(1024, 65535),
            )
        )
    return out


@tpl()
def t_nginx_log(c):
    out = Frag()
    for _ in range(c.rng.randrange(2, 4)):
        ip = c.pick("{V4}", "{V6}")
        out = out + c.fill(
            ip
            + ' - - [%02d/Mar/2024:{time}:%02d +0100] "GET /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n'
            % (
                c.rng.randrange(1, 29),
                c.rng.randrange(60),
                c.pick("", "login", "api/v2/items?page=2", "favicon.ico"),
                c.pick(200, 200, 301, 404, 403),
                c.rng.randrange(100, 90000),
            )
        )
    return out


@tpl()
def t_postfix_log(c):
    qid = "".join(c.rng.choice("0123456789ABCDEF") for _ in range(10))
    return c.fill(
        "postfix/smtpd[%d]: connect from unknown[{V4}]\n"
        "postfix/qmgr[%d]: %s: from=<{E}>, size=%d, nrcpt=1 (queue active)\n"
        "postfix/smtp[%d]: %s: to=<{E}>, relay=mx[{V4}]:25, status=sent (250 OK)\n"
        % (
            c.rng.randrange(900, 9999),
            c.rng.randrange(900, 9999),
            qid,
            c.rng.randrange(900, 90000),
            c.rng.randrange(900, 9999),
            qid,
        )
    )


@tpl()
def t_firewall(c):
    return c.fill(
        "# allow office\niptables -A INPUT -s {V4}/%d -p tcp --dport 22 -j ACCEPT\n"
        "ip6tables -A INPUT -s {V6}/64 -j ACCEPT\nallow {V4};\ndeny all;\n" % c.pick(24, 32, 16, 28)
    )


@tpl()
def t_payment_confirm(c):
    return c.fill("{thanks}!\n{card}: {C}\n{mail}: {E}\n{tel}: {P}\n{price}: {money}")


@tpl()
def t_card_chat(c):
    return c.fill(
        c.pick(
            "{C} %02d/%d cvv %s" % (c.rng.randrange(1, 13), c.rng.randrange(25, 31), c.digits(3)),
            "{first}: {C}\n{first2}: {ok}",
            "{card} {C}, exp %02d/%02d" % (c.rng.randrange(1, 13), c.rng.randrange(25, 31)),
        ),
        first2=c.first(),
    )


@tpl(locs=IBAN_LOCS)
def t_bank_details(c):
    return c.fill(
        "{transfer}\n{holder}: {name}\nIBAN: {I}\nBIC: {bic}",
        bic=c.pick("DEUTDEFF", "BNPAFRPP", "INGBNL2A", "COBADEFFXXX", "RABONL2U", "UBSWCHZH80A"),
    )


@tpl(locs=IBAN_LOCS)
def t_sepa_mandate(c):
    return c.fill("SEPA — {name}\n{address}: {city}\nIBAN {I:grp}\n{mail}: {E}\n{tel}: {P}\n{date}")


@tpl()
def t_login_json(c):
    return c.fill(
        '{{"event":"login","user":"{E}","ip":"{V4}","ts":%d,"ok":true}}\n'
        '{{"event":"login","user":"{E}","ip":"{V6}","ts":%d,"ok":false}}'
        % (1700000000 + c.rng.randrange(10**7), 1700000000 + c.rng.randrange(10**7))
    )


@tpl(weight=1.5)
def t_md_bullets(c):
    return c.fill("- {tel}: {P}\n- {mob}: {P}\n- {mail}: {E}\n")


@tpl()
def t_otp(c):
    return c.fill("%s — {msg}. {contact}: {P}" % c.digits(6))


@tpl()
def t_social(c):
    return c.fill(
        c.pick("{callback} {P} asap!!", "{P} 👈👈", "{sale} {item} — {P}", "DM / {P}"),
        item=c.pick("🚗", "🏠", "📱", "🛋️"),
    )


@tpl(weight=1.5)
def t_real_estate(c):
    rooms = c.rng.randrange(1, 6)
    return c.fill(
        "%d × 🛏 · %d m² · {city}\n{price}: {money}\n{contact}: {name}, {P:w}\n{E}\n{office}: {tel} {P:w}"
        % (rooms, c.rng.randrange(30, 160))
    )


@tpl()
def t_lost_found(c):
    return c.fill(c.pick("🐕 {city}!! {P} {or} {P}", "🔑 {date}, {city}. {P}", "🐈 {name} — {P}"))


@tpl()
def t_taxi(c):
    return c.fill("🚕 {time} · {city}\n{name} · {P:int}\n{driver}, {mob} {P}", driver=c.first())


@tpl()
def t_appointment(c):
    return c.fill("{hi} {first}, {date} {time}. {callback} {P:loc.w}")


@tpl(weight=0.7)
def t_parents_list(c):
    out = Frag()
    for k in range(c.rng.randrange(2, 5)):
        out = out + c.fill("%d. {first} ({first2}) {P:loc}\n" % (k + 1), first2=c.first())
    return out


@tpl(weight=1.5)
def t_job_ad(c):
    return c.fill("{company} — {city}\n{contact}: {name}\n{mail}: {E}\n{tel}: {P:x}\n{mob}: {P}")


@tpl()
def t_rsvp(c):
    return c.fill("{date} {time} · {city}\nRSVP: {E} / {P}")


@tpl()
def t_service_transcript(c):
    return c.fill("Agent: {hi}! {callback}\nCustomer: {P}\nAgent: {ok} {tel}?\nCustomer: {P}, {E}")


@tpl(langs=["de"])
def t_impressum(c):
    return c.fill(
        "Impressum\n\n{company}\n{street}\n{plz} {city}\n\nTelefon: {P}\nTelefax: {P}\nE-Mail: {E}\n"
        "Vertreten durch: {name}\nUSt-IdNr.: DE{vat}",
        street=c.fk.street_address(),
        plz=c.fk.postcode(),
        vat=c.digits(9),
    )


@tpl(langs=["fr"])
def t_fr_contact(c):
    return c.fill(
        c.pick(
            "Contactez-nous au {P} (appel non surtaxé) ou par mail : {E}",
            "Pour toute question, notre service client est joignable au {P:xo.w} du lundi au vendredi.",
            "Mme {last} — portable : {P}, fixe : {P}",
        )
    )


@tpl(langs=["ja"])
def t_ja_meishi(c):
    return c.fill("{company}\n営業部　{name}\nTEL：{P:xo}\nFAX：{P}\n携帯：{P}\nE-mail：{E}")


@tpl(langs=["zh", "zt"])
def t_zh_contact(c):
    if c.lang == "zh":
        return c.fill("联系人：{name}\n电话：{P:xo}\n手机：{P}\n邮箱：{E}\n地址：{city}")
    return c.fill("聯絡人：{name}\n電話：{P:xo}\n手機：{P}\nEmail：{E}")


@tpl(langs=["ko"])
def t_ko_card(c):
    return c.fill("{company}\n{name} 과장\nT. {P:xo}\nM. {P}\nE. {E}")


@tpl(langs=["ru", "uk"])
def t_ru_avito(c):
    if c.lang == "ru":
        return c.fill(
            "Продаю {item}, состояние отличное. Цена {money}, торг.\n"
            + c.pick("Звоните: ", "Тел.: ")
            + "{P} или {P}, "
            "офис {P:x}. Спрашивать {first}.",
            item=c.pick("диван", "велосипед", "iPhone 13", "шкаф-купе"),
        )
    return c.fill(
        "Продам {item}. Ціна {money}.\nДзвоніть: {P}, {P:x}. {first}.",
        item=c.pick("диван", "велосипед", "холодильник"),
    )


@tpl(langs=["es"], regions=["MX", "CO", "AR", "CL"])
def t_es_latam(c):
    return c.fill(
        c.pick(
            "Atención a clientes: {P:x} de lunes a viernes, o escríbenos a {E}.",
            "Favor de comunicarse al {P:x} {or} al cel. {P}.",
            "Cualquier duda me marcas al {P} 🙌",
        )
    )


@tpl(locs=["pt_BR"])
def t_br_ramal(c):
    return c.fill(
        c.pick(
            "Fale conosco: {P:xo} ou WhatsApp {P}",
            "Central de atendimento {P} — {E}",
            "Me chama no zap {P} que eu te passo o pix",
        )
    )


@tpl(regions=["IN"])
def t_in_matrimonial(c):
    return c.fill(
        c.pick(
            "Contact: {P:int} (WhatsApp), {P}\nEmail: {E}",
            "For more details pls contact {first} ji @ {P}, {P}",
            "Call/WA: {P} | {P}",
        )
    )


@tpl(langs=["ar"])
def t_ar_ad(c):
    return c.fill(
        c.pick(
            "للبيع سيارة بحالة ممتازة. للتواصل واتساب: {P} أو {P}",
            "{name}\nجوال: {P}\nبريد: {E}",
            "للاستفسار يرجى الاتصال على الرقم {P}.",
        )
    )


@tpl(langs=["he"])
def t_he_ad(c):
    return c.fill(
        c.pick(
            "למכירה ספה במצב מעולה. להתקשר ל-{P:loc} ({first})",
            "{name}, נייד: {P}, משרד: {P:xo}",
            "פרטים נוספים: {E} או בטלפון {P}.",
        )
    )


@tpl(langs=["pl"])
def t_pl_wew(c):
    return c.fill("Biuro Obsługi Klienta: {P:xo}\nKom.: {P}\ne-mail: {E}\nNIP: {nip}", nip=c.digits(10))


@tpl(langs=["nl"])
def t_nl_toestel(c):
    return c.fill(
        c.pick(
            "Voor vragen kunt u ons bereiken op {P:xo} of via {E}. Buiten kantooruren: {P}.",
            "Tel. {P:xo}\nMobiel {P}\nE-mail {E}",
        )
    )


@tpl(langs=["it"])
def t_it_interno(c):
    return c.fill("Segreteria: {P:xo}\nCell. {P}\nPEC: {E}\nP.IVA {piva}", piva=c.digits(11))


@tpl(regions=["US", "CA"], langs=["en"])
def t_us_craigslist(c):
    return c.fill(
        c.pick(
            "2BR apt for rent, ${rent}/mo. Call {P} or text {P}. No scams!!",
            "Main office {P:x} | Direct {P} | Fax {P}",
            "Questions? Reach our team at {P:x}.",
        ),
        rent=c.rng.randrange(900, 3200),
    )


@tpl(regions=["GB", "IE", "AU", "NZ"])
def t_uk_ring(c):
    return c.fill(
        c.pick(
            "Ring me {P:w} after six",
            "{first} — {P:loc}",
            "Can't make it tonight, ring {P} tomorrow?",
            "Lost cat in {city}, if found pls ring {P} or {P}",
        )
    )


@tpl(langs=["th"])
def t_th_line(c):
    return c.fill(
        c.pick("สนใจติดต่อ {P} (คุณ{first}) หรือ LINE ID: {lid}", "โทร. {P:xo} แฟกซ์ {P}", "{name} {P}"),
        lid=c.fk.user_name(),
    )


@tpl(langs=["vi"])
def t_vi_zalo(c):
    return c.fill(
        c.pick("Liên hệ: {P} (Zalo) – anh {first}", "Hotline: {P} | Email: {E}", "Cần bán xe, gọi {P}")
    )


@tpl(langs=["id"])
def t_id_wa(c):
    return c.fill(
        c.pick(
            "Info lebih lanjut hubungi WA {P} a.n. {first}", "Telp. {P:x} / HP {P}", "Minat? Chat {P} ya kak"
        )
    )


@tpl(regions=["PH"])
def t_ph_gcash(c):
    return c.fill(
        c.pick("GCash: {P} ({first})", "Pls send to {P} ang bayad, salamat po!", "Globe: {P} / Smart: {P}")
    )


@tpl(langs=["tr"])
def t_tr_dahili(c):
    return c.fill("Müşteri Hizmetleri: {P:xo}\nGSM: {P}\nE-posta: {E}")


@tpl(langs=["sv", "no", "da", "fi", "is"])
def t_nordic_switch(c):
    word = {"sv": "Växel", "no": "Sentralbord", "da": "Omstilling", "fi": "Vaihde", "is": "Skiptiborð"}[
        c.lang
    ]
    return c.fill("{company}\n%s: {P}\n{mob}: {P}\n{mail}: {E}" % word)


@tpl(langs=["el"])
def t_el_ad(c):
    return c.fill(
        c.pick(
            "Ενοικιάζεται διαμέρισμα στο κέντρο. Τηλ. επικοινωνίας: {P} κ. {last}", "Πληροφορίες: {P} ή {E}"
        )
    )


@tpl(locs=["en_KE", "sw"])
def t_mpesa(c):
    if c.lang == "sw":
        return c.fill("Lipa na M-Pesa, Till No. {till}. Kwa maswali piga {P} au {P}.", till=c.digits(6))
    return c.fill("Pay via M-Pesa Till No. {till}. For enquiries call {P} or WhatsApp {P}.", till=c.digits(6))


@tpl(regions=["NG"])
def t_ng_whatsapp(c):
    return c.fill(
        c.pick(
            "Call/WhatsApp: {P}, {P}", "Pls send me your number, mine is {P}. God bless", "{name} - {P} - {E}"
        )
    )


@tpl()
def t_json_nbsp(c):
    return c.fill('{{"contacts": ["{P:nbsp}", "{P:nbsp}"], "updated": "{date}"}}')


@tpl()
def t_html_tel_list(c):
    out = Frag("<ul>\n")
    for _ in range(c.rng.randrange(2, 4)):
        out = out + c.fill('  <li>{name}: <a href="tel:{P1:e164}">{P1}</a></li>\n')
        c.slots.pop("P1", None)
    return out + "</ul>"


@tpl()
def t_security_alert(c):
    return c.fill("{hi} {first},\nLogin: {date} {time}, IP {V4}.\n{callback} {tel} {P:int.w}\n{regards}")


@tpl(locs=IBAN_LOCS)
def t_crm_tsv(c):
    return c.fill("{name}\t{P}\t{E}\t{I:plain}\n{name}\t{P}\t{E}\t{I:plain}\n")


@tpl()
def t_order(c):
    return c.fill(
        "#{oid}\n{name}\n{P}\n{E}\n{card}: {C}\n{price}: {money}\n{contact}: {tel} {P}", oid=c.digits(8)
    )


@tpl()
def t_airline(c):
    pnr = "".join(c.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    fop = ""
    if c.rng.random() < 0.5:
        fop = (
            "\nFP CC"
            + c.pick("VI", "CA", "AX", "DC", "JC")
            + "{C:plain}/%02d%02d" % (c.rng.randrange(1, 13), c.rng.randrange(25, 31))
        )
    return c.fill(
        "PNR {pnr}\n1. {LAST}/{FIRST} MR\nCTCM {P:e164}\nCTCH {P:e164}\nCTCE {E}\n{fl} {time}" + fop,
        pnr=pnr,
        LAST=c.last().upper(),
        FIRST=c.first().upper(),
        fl=c.pick("LH", "AF", "BA", "TK", "EK", "QR", "NH", "KE") + str(c.rng.randrange(10, 999)),
    )


@tpl()
def t_group_chat(c):
    out = Frag()
    names = [c.first() for _ in range(3)]
    for k in range(c.rng.randrange(3, 5)):
        who = names[k % 3]
        line = c.pick("{P:loc}", "{callback}", "{ok}", "{P}", "{late}")
        out = out + c.fill("%s: %s\n" % (who, line))
    return out + c.fill("%s: {P:loc}\n" % names[0])


@tpl()
def t_voicemail(c):
    return c.fill("🔊 {date} {time} — {P:int} (0:%02d)\n{callback} {tel} {P}" % c.rng.randrange(5, 59))


@tpl(weight=0.7)
def t_cdr(c):
    out = Frag("start,src,dst,duration,disposition\n")
    for _ in range(c.rng.randrange(1, 3)):
        out = out + c.fill(
            "%d-%02d-%02d {time}:%02d,{P1:e164},{P:e164},%d,ANSWERED\n"
            % (
                c.rng.randrange(2020, 2026),
                c.rng.randrange(1, 13),
                c.rng.randrange(1, 29),
                c.rng.randrange(60),
                c.rng.randrange(5, 900),
            )
        )
    return out


@tpl()
def t_sip_conf(c):
    return c.fill(
        '[trunk-out]\ntype=peer\nhost={V4}\nfromuser={P:e164}\ncallerid="{company}" <{P:e164}>\n'
        "permit={V4}/24\n"
    )


@tpl()
def t_emergency_contact(c):
    return c.fill(
        "{name_l}: {name}\n{address}: {city}\n{tel}: {P}\nSOS: {name} ({P:loc})", name_l=c.L["namel"]
    )


@tpl()
def t_rental_deposit(c):
    return c.fill("{name}\n{card}: {C}\n{mob}: {P}\n{tel}: {P}\n{date}")


@tpl(locs=IBAN_LOCS)
def t_donation(c):
    return c.fill("{thanks}! IBAN: {I}\n{card}: {C}\n{E}")


@tpl()
def t_dhcp_log(c):
    mac = ":".join("%02x" % c.rng.randrange(256) for _ in range(6))
    return c.fill(
        "dhcpd: DHCPACK on {V4} to %s (%s) via eth0\n"
        "dhcp6: REPLY for {V6} to duid 00:01:00:01:%s\n"
        % (
            mac,
            c.pick("android-1f2e", "laptop-hr", "printer-3f", "iphone"),
            ":".join("%02x" % c.rng.randrange(256) for _ in range(6)),
        )
    )


@tpl()
def t_signup_csv(c):
    out = Frag("created_at,email,signup_ip\n")
    for _ in range(c.rng.randrange(2, 5)):
        out = out + c.fill(
            "%d-%02d-%02dT{time}:%02dZ,{E},%s\n"
            % (
                c.rng.randrange(2020, 2026),
                c.rng.randrange(1, 13),
                c.rng.randrange(1, 29),
                c.rng.randrange(60),
                c.pick("{V4}", "{V4}", "{V6}"),
            )
        )
    return out


@tpl()
def t_wrapped_mail(c):
    return c.fill("{hi} {first},\n\n{callback} {callme} {P:W}\n{or} {mob} {P:w}.\n\n{regards}\n{name}")


@tpl()
def t_flyer(c):
    return c.fill("🎉 {date} · {city} 🎉\n{contact}: {P}!\n{mob} {P}\n{E}")


@tpl(weight=1.5)
def t_comma_multi(c):
    return c.fill("{name}: {tel} {P}, {mob} {P}, {fax} {P}")


@tpl(locs=["de_CH", "fr_CH", "de_AT", "en_GB", "nl_NL", "fr_FR", "de_DE", "nl_BE", "fr_BE"])
def t_trunk_zero(c):
    return c.fill(c.pick("{tel} {P:trunk}", "{name}\n{P:trunk}\n{E}", "{office} {P:trunk} · {mob} {P:trunk}"))


@tpl(langs=["es", "it", "pt", "ro", "el", "fr"])
def t_paren_cc(c):
    return c.fill(c.pick("{tel} {P:pcc}", "{name} — {P:pcc}", "{contact}: {P:pcc} / {E}"))


@tpl(langs=["zh", "zt", "ja"])
def t_cjk_fullwidth(c):
    return c.fill(c.pick("{tel}：{P}", "{mob}：{P}（{name}）", "{name}　{P}　{E}"))


@tpl()
def t_fraud_report(c):
    return c.fill("{date}: {card} {C} — {msg}: {callback}\n{P}\n{tel} {P:w}")


@tpl(locs=IBAN_LOCS)
def t_rent_iban(c):
    return c.fill("{hi} {first}, {transfer} {I}. {thanks}! {P:loc}")


@tpl()
def t_pipe_table(c):
    out = Frag()
    for _ in range(c.rng.randrange(1, 3)):
        out = out + c.fill("{name} | {city} | {P} | {E}\n")
    return out


@tpl()
def t_intl_dialing(c):
    return c.fill(c.pick("{P:idd}", "{name}: {P:idd}", "{tel} {P:idd} / {P:e164}", "{P:idd} ({first})"))


@tpl()
def t_natl_style(c):
    return c.fill(c.pick("{P:natl}", "{first} {P:sep}", "{P:par} {name}", "{tel} {P:sep}, {mob} {P:natl}"))


@tpl()
def t_ipv6_config(c):
    return c.fill("interface eth0\n  address {V6:glob}/64\n  gateway {V6:ll}\n  dns [{V6}]:53, {V4}\n")


@tpl()
def t_docker_env(c):
    return c.fill(
        "DB_HOST={V4}\nDB_PORT=5432\nSMTP_USER={E}\nALERT_SMS={P:e164}\nONCALL_PHONE={P:int}\nADMIN_EMAIL={E}\n"
    )


@tpl()
def t_chat_multi(c):
    return c.fill("{first}: {mob} {P} {or} {P}?\n{first2}: {P}\n{first}: {ok}", first2=c.first())


@tpl()
def t_receipt_card(c):
    return c.fill("{company}\n{tel} {P}\n{date} {time}\n{price}: {money}\nVISA/MC {C:space}\n{thanks}!")


@tpl(weight=1.5)
def t_contact_page(c):
    lines = [
        "{contact}",
        "{company}",
        "{city}",
        "",
        "{tel}: {P:w}",
        "{fax}: {P}",
        "{mob}: {P}",
        "WhatsApp: {P:int}",
        "{mail}: {E}",
    ]
    if c.rng.random() < 0.4:
        del lines[5]
    return c.fill("\n".join(lines))


@tpl(weight=1.5)
def t_staff_directory(c):
    out = Frag()
    for _ in range(c.rng.randrange(2, 4)):
        out = out + c.fill(
            c.pick(
                "{name} — {tel} {P}, {mob} {P}\n",
                "{name}\n  {tel}: {P}\n  {mob}: {P}\n  {mail}: {E}\n",
                "{name} ({office}) · {tel} {P:x} · {E}\n",
            )
        )
    return out


# --------------------------------------------------------------------------
# PII-free look-alikes (df-01 ...).  Each takes the Random and returns text.
# --------------------------------------------------------------------------

FREE_KINDS = []


def free(fn):
    FREE_KINDS.append(("df-%02d" % (len(FREE_KINDS) + 1), fn))
    return fn


def _d(r, n, first_nonzero=True):
    s = "".join(str(r.randrange(10)) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(r.randrange(1, 10)) + s[1:]
    return s


def _hex(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def _up(r, n, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ"):
    return "".join(r.choice(alphabet) for _ in range(n))


MONTHS = {
    "en": "January February March April May June July August September October November December".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
}


@free
def f_versions(r):
    lines = ["## Changelog"]
    major = r.randrange(1, 12)
    minor = r.randrange(0, 30)
    for k in range(r.randrange(3, 6)):
        lines.append(
            "### %d.%d.%d (%d-%02d-%02d)"
            % (
                major,
                minor,
                r.randrange(0, 20),
                r.randrange(2019, 2026),
                r.randrange(1, 13),
                r.randrange(1, 29),
            )
        )
        lines.append(
            "- "
            + r.choice(
                [
                    "Fix crash when config is empty",
                    "Bump requests to 2.%d.%d" % (r.randrange(20, 33), r.randrange(0, 5)),
                    "Drop Python 3.%d" % r.randrange(6, 9),
                    "Add --dry-run flag",
                    "Speed up parser by %d%%" % r.randrange(5, 60),
                ]
            )
        )
        minor = max(0, minor - 1)
    return "\n".join(lines)


@free
def f_build_numbers(r):
    return "\n".join(
        "Build #%d  %s  %dm %02ds  commit %s  agent-%02d"
        % (
            r.randrange(1000, 99999),
            r.choice(["SUCCESS", "FAILED", "UNSTABLE", "SUCCESS"]),
            r.randrange(0, 40),
            r.randrange(60),
            _hex(r, 7),
            r.randrange(1, 40),
        )
        for _ in range(r.randrange(3, 6))
    )


@free
def f_dates(r):
    y, m, d = r.randrange(1990, 2030), r.randrange(1, 13), r.randrange(1, 29)
    forms = [
        "%d-%02d-%02d" % (y, m, d),
        "%02d.%02d.%d" % (d, m, y),
        "%02d/%02d/%d" % (m, d, y),
        "%d %s %d" % (d, MONTHS["en"][m - 1], y),
        "%d. %s %d" % (d, MONTHS["de"][m - 1], y),
        "le %d %s %d" % (d, MONTHS["fr"][m - 1], y),
        "%d de %s de %d" % (d, MONTHS["es"][m - 1], y),
        "%d年%d月%d日" % (y, m, d),
        "%d %s %d r." % (d, MONTHS["pl"][m - 1], y),
        "%s %d, %d at %d:%02d %s"
        % (MONTHS["en"][m - 1], d, y, r.randrange(1, 13), r.randrange(60), r.choice(["AM", "PM"])),
        "%02d:%02d:%02d" % (r.randrange(24), r.randrange(60), r.randrange(60)),
        "Q%d %d" % (r.randrange(1, 5), y),
        "KW %d/%d" % (r.randrange(1, 53), y),
        "%d.%d.%d" % (d, m, y % 100),
    ]
    r.shuffle(forms)
    return r.choice(["Dates seen in the export: ", "Termine: ", "Dates : ", "日付："]) + "; ".join(
        forms[: r.randrange(4, 8)]
    )


@free
def f_bibliography(r):
    out = []
    for _ in range(r.randrange(2, 4)):
        kind = r.choice(["isbn", "doi", "issn"])
        if kind == "isbn":
            body = "978" + _d(r, 9, False)
            s = sum(int(ch) * (1 if k % 2 == 0 else 3) for k, ch in enumerate(body))
            isbn = body + str((10 - s % 10) % 10)
            out.append(
                "%s, %s. %s: %s, %d. ISBN %s"
                % (
                    r.choice(["Miller, J.", "Dupont, A.", "Schmidt, K.", "Tanaka, H."]),
                    r.choice(
                        [
                            "Introduction to Data Pipelines",
                            "Statistical Learning",
                            "Die Kunst des Programmierens",
                            "La typographie",
                        ]
                    ),
                    r.choice(["Berlin", "Paris", "New York", "Tokyo"]),
                    r.choice(["Springer", "Gallimard", "O'Reilly", "Iwanami"]),
                    r.randrange(1980, 2025),
                    "-".join([isbn[:3], isbn[3], isbn[4:8], isbn[8:12], isbn[12]]),
                )
            )
        elif kind == "doi":
            out.append(
                "%s (%d). %s. doi:10.%d/%s.%d.%d"
                % (
                    r.choice(["Lee, S.", "García, M.", "Novak, P."]),
                    r.randrange(1995, 2025),
                    r.choice(["Nature 512", "Phys. Rev. D 98", "PLoS ONE 14(3)"]),
                    r.randrange(1000, 9999),
                    r.choice(["s41586", "journal.pone", "j.cell"]),
                    r.randrange(2000, 2025),
                    r.randrange(10000, 999999),
                )
            )
        else:
            out.append(
                "%s. ISSN %s-%s, vol. %d, pp. %d–%d"
                % (
                    r.choice(["Journal of Applied Statistics", "Revue française de linguistique"]),
                    _d(r, 4, False),
                    _d(r, 3, False) + r.choice("0123456789X"),
                    r.randrange(1, 80),
                    r.randrange(1, 300),
                    r.randrange(300, 600),
                )
            )
    return "\n".join(out)


@free
def f_order_numbers(r):
    return r.choice(
        [
            "Thank you for your order #%s placed on %d/%02d. Items: %d. Subtotal $%d.%02d. Estimated delivery in %d–%d business days."
            % (
                _d(r, 3) + "-" + _d(r, 7, False) + "-" + _d(r, 7, False),
                r.randrange(1, 13),
                r.randrange(1, 29),
                r.randrange(1, 6),
                r.randrange(5, 500),
                r.randrange(100),
                r.randrange(2, 4),
                r.randrange(5, 8),
            ),
            "Ihre Bestellung Nr. %s ist eingegangen. Bestellwert: %d,%02d €. Artikelnummer %s."
            % (_d(r, 10), r.randrange(10, 900), r.randrange(100), _d(r, 8)),
            "Commande n° %s — %d article(s), total %d,%02d € TTC."
            % (_up(r, 2) + _d(r, 9), r.randrange(1, 5), r.randrange(10, 400), r.randrange(100)),
            "ご注文番号：%s-%s-%s\nお支払い金額：¥%s"
            % (_d(r, 3), _d(r, 7, False), _d(r, 7, False), format(r.randrange(1000, 90000), ",")),
        ]
    )


@free
def f_ticket_numbers(r):
    return "%s-%d: %s\nStatus: %s · Priority: P%d · Linked: %s-%d, %s-%d" % (
        r.choice(["OPS", "INC", "SUP", "JIRA", "BUG"]),
        r.randrange(100, 99999),
        r.choice(
            [
                "Login page slow after deploy",
                "Export fails for large files",
                "Typo in footer",
                "Cron job runs twice",
            ]
        ),
        r.choice(["Open", "In progress", "Resolved", "Waiting"]),
        r.randrange(1, 5),
        r.choice(["OPS", "INC"]),
        r.randrange(100, 99999),
        r.choice(["OPS", "INC"]),
        r.randrange(100, 99999),
    )


@free
def f_tracking(r):
    ups = "1Z" + _up(r, 6, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ") + _d(r, 10, False)
    return r.choice(
        [
            "Tracking: %s\n%s %02d:%02d  Departed facility  LOUISVILLE, KY\n%s %02d:%02d  Out for delivery"
            % (
                ups,
                "03/1%d" % r.randrange(10),
                r.randrange(24),
                r.randrange(60),
                "03/1%d" % r.randrange(10),
                r.randrange(24),
                r.randrange(60),
            ),
            "Sendungsnummer %s — Zustellung voraussichtlich %02d.%02d. zwischen %d:00 und %d:00 Uhr."
            % (
                _d(r, 20, False),
                r.randrange(1, 29),
                r.randrange(1, 13),
                r.randrange(8, 12),
                r.randrange(13, 18),
            ),
            "Colis %s : en cours d'acheminement (%s)."
            % (_up(r, 2) + _d(r, 9, False) + "FR", r.choice(["Roissy", "Lyon", "Marseille"])),
            "Your parcel %s%sGB has been delivered to the safe place." % (_up(r, 2), _d(r, 9, False)),
        ]
    )


@free
def f_booking_ref(r):
    return r.choice(
        [
            "Booking reference: %s · Confirmation no. %s · Check-in %02d:00, check-out %02d:00 · Room %d · %d nights"
            % (
                _up(r, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
                _d(r, 10),
                r.randrange(14, 17),
                r.randrange(10, 13),
                r.randrange(100, 999),
                r.randrange(1, 9),
            ),
            "Buchungsnummer %s, Reservierung für %d Personen am %02d.%02d. um %d:%02d Uhr, Tisch %d."
            % (
                _d(r, 9),
                r.randrange(2, 9),
                r.randrange(1, 29),
                r.randrange(1, 13),
                r.randrange(17, 22),
                r.choice([0, 15, 30, 45]),
                r.randrange(1, 40),
            ),
        ]
    )


@free
def f_invoice(r):
    net = r.randrange(100, 50000)
    rate = r.choice([19, 20, 21, 7])
    return (
        "INVOICE %s-%s\nDate: %d-%02d-%02d   Due: net %d\nQty 1  Consulting services  %d.00\nVAT %d%%  %.2f\nTotal  %.2f EUR\nPO number: %s"
        % (
            r.randrange(2019, 2026),
            _d(r, 5, False),
            r.randrange(2019, 2026),
            r.randrange(1, 13),
            r.randrange(1, 29),
            r.choice([14, 30, 60]),
            net,
            rate,
            net * rate / 100,
            net * (100 + rate) / 100,
            _d(r, 10),
        )
    )


@free
def f_customer_numbers(r):
    return r.choice(
        [
            "Kundennummer: %s\nVertragsnummer: %s\nZählernummer: %s"
            % (_d(r, 8), _d(r, 12), _d(r, 1) + "ESY" + _d(r, 7, False)),
            "Member ID %s · Loyalty tier %s · Points %s"
            % (_d(r, 11), r.choice(["Gold", "Silver", "Blue"]), format(r.randrange(100, 99999), ",")),
            "N° client : %s — Réf. contrat %s" % (_d(r, 9), _up(r, 3) + "-" + _d(r, 7)),
        ]
    )


@free
def f_flights(r):
    lines = ["DEPARTURES  %02d:%02d" % (r.randrange(24), r.randrange(60))]
    for _ in range(r.randrange(3, 6)):
        lines.append(
            "%02d:%02d  %s %d  %-10s  Gate %s%d  %s"
            % (
                r.randrange(24),
                r.choice([0, 5, 10, 25, 40, 55]),
                r.choice(["LH", "AF", "BA", "KL", "TK", "EK", "UA", "NH", "QF"]),
                r.randrange(10, 9999),
                r.choice(["FRANKFURT", "PARIS CDG", "ISTANBUL", "DUBAI", "TOKYO HND", "NEW YORK"]),
                r.choice("ABCDK"),
                r.randrange(1, 60),
                r.choice(["Boarding", "Delayed 20 min", "On time", "Cancelled"]),
            )
        )
    return "\n".join(lines)


@free
def f_coordinates(r):
    lat, lon = r.uniform(-60, 70), r.uniform(-170, 170)
    return r.choice(
        [
            "Treffpunkt: %.5f, %.5f (Parkplatz Nord)" % (lat, lon),
            "GPS: %d°%d'%d\"%s %d°%d'%d\"%s — elevation %d m"
            % (
                abs(int(lat)),
                r.randrange(60),
                r.randrange(60),
                "N" if lat > 0 else "S",
                abs(int(lon)),
                r.randrange(60),
                r.randrange(60),
                "E" if lon > 0 else "W",
                r.randrange(0, 3000),
            ),
            "waypoint,lat,lon\nWP1,%.6f,%.6f\nWP2,%.6f,%.6f" % (lat, lon, lat + 0.01, lon - 0.02),
        ]
    )


@free
def f_hashes(r):
    return "%s  release.tar.gz\nmd5: %s\nsha1: %s\nsha256:%s" % (
        _hex(r, 64),
        _hex(r, 32),
        _hex(r, 40),
        _hex(r, 64),
    )


@free
def f_uuids(r):
    def u():
        h = _hex(r, 32)
        return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], r.choice("89ab"), h[17:20], h[20:32])

    return "request_id=%s trace=%s parent=%s" % (u(), u(), u())


@free
def f_prices(r):
    a = r.randrange(1, 9999)
    c = r.randrange(100)
    return " | ".join(
        r.sample(
            [
                "$%d.%02d" % (a, c),
                "%d,%02d €" % (a, c),
                "€%d.%02d" % (a, c),
                "£%d" % a,
                "¥%s" % format(a * 100, ","),
                "CHF %d.–" % a,
                "R$ %d,%02d" % (a, c),
                "%d zł" % a,
                "₹%s" % format(a * 10, ","),
                "US$ %s" % format(a * 3, ","),
                "%d Kč" % (a * 20),
                "%d,-" % a,
                "kr %d,%02d" % (a, c),
            ],
            r.randrange(4, 8),
        )
    )


@free
def f_measurements(r):
    return r.choice(
        [
            "Abmessungen: %d × %d × %d mm, Gewicht %.1f kg, Leistung %d W, %d V / %d Hz"
            % (
                r.randrange(100, 900),
                r.randrange(100, 900),
                r.randrange(10, 300),
                r.uniform(0.5, 30),
                r.randrange(5, 3000),
                r.choice([230, 110, 12]),
                r.choice([50, 60]),
            ),
            "Recipe: %d g flour, %d ml milk, %d eggs, bake %d min at %d °C (%d °F)."
            % (
                r.randrange(100, 600),
                r.randrange(50, 500),
                r.randrange(1, 5),
                r.randrange(10, 60),
                r.randrange(150, 230),
                r.randrange(300, 450),
            ),
            "Taille : %d cm, tour de poitrine %d cm, pointure %d."
            % (r.randrange(150, 200), r.randrange(80, 120), r.randrange(35, 47)),
        ]
    )


@free
def f_sports(r):
    lines = []
    for _ in range(r.randrange(3, 6)):
        lines.append(
            "%s %d–%d %s"
            % (
                r.choice(["Arsenal", "Bayern", "PSG", "Juventus", "Ajax", "Benfica", "Celtic", "Boca"]),
                r.randrange(6),
                r.randrange(6),
                r.choice(["Chelsea", "Dortmund", "Lyon", "Milan", "PSV", "Porto", "Rangers", "River"]),
            )
        )
    lines.append("Tennis: 6–4, 3–6, 7–6 (7–%d)" % r.randrange(0, 6))
    return "\n".join(lines)


@free
def f_stats_table(r):
    rows = ["Region      n      mean    sd     p"]
    for reg in r.sample(["North", "South", "East", "West", "Central", "Islands"], 4):
        rows.append(
            "%-10s %5d  %6.2f  %5.2f  %.3f"
            % (reg, r.randrange(50, 9000), r.uniform(0, 100), r.uniform(0, 20), r.random())
        )
    return "\n".join(rows)


@free
def f_serials(r):
    return r.choice(
        [
            "S/N: %s   Model: %s-%d   FW %d.%d.%d"
            % (
                _up(r, 3) + _d(r, 8, False),
                r.choice(["XPS", "TX", "MX"]),
                r.randrange(100, 999),
                r.randrange(1, 9),
                r.randrange(20),
                r.randrange(100),
            ),
            "Seriennummer %s, Gerätenummer %s" % (_d(r, 12, False) + _up(r, 2), _d(r, 7)),
            "Test unit TU-%s-%s (bench 4)" % (_d(r, 6), _d(r, 6)),
        ]
    )


@free
def f_ean(r):
    def ean13():
        body = r.choice(["400", "590", "300", "871", "802"]) + _d(r, 9, False)
        s = sum(int(ch) * (1 if k % 2 == 0 else 3) for k, ch in enumerate(body))
        return body + str((10 - s % 10) % 10)

    def upc():
        body = _d(r, 11, False)
        s = sum(int(ch) * (3 if k % 2 == 0 else 1) for k, ch in enumerate(body))
        return body + str((10 - s % 10) % 10)

    return "\n".join(
        "%s  %s  %d pcs"
        % (
            r.choice([ean13(), upc(), ean13()]),
            r.choice(["Milk 1L", "Pasta 500g", "Coffee", "Batteries AA", "Soap"]),
            r.randrange(1, 200),
        )
        for _ in range(r.randrange(3, 6))
    )


@free
def f_postcodes(r):
    return r.choice(
        [
            "Versand nach %s %s, %s"
            % (_d(r, 5), r.choice(["Berlin", "Köln", "Leipzig"]), r.choice(["Deutschland", "DE"])),
            "Deliver to: %s %d%s %d%s"
            % (r.choice(["London", "Leeds"]), r.randrange(1, 20), _up(r, 1), r.randrange(1, 10), _up(r, 2)),
            "CEP %s-%s, São Paulo - SP" % (_d(r, 5), _d(r, 3, False)),
            "〒%s-%s 東京都千代田区" % (_d(r, 3), _d(r, 4, False)),
            "ZIP %s-%s, Springfield, IL" % (_d(r, 5), _d(r, 4, False)),
            "Code postal : %s %s" % (_d(r, 5), r.choice(["Lyon", "Nantes", "Lille"])),
        ]
    )


@free
def f_sort_routing(r):
    return r.choice(
        [
            "Sort code %s-%s-%s (branch: %s)"
            % (_d(r, 2), _d(r, 2, False), _d(r, 2, False), r.choice(["High Street", "Canary Wharf"])),
            "ABA routing number %s, SWIFT %s"
            % (_d(r, 9, False), _up(r, 4) + "US" + _up(r, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")),
            "BLZ %s %s %s · BIC %sDE%s" % (_d(r, 3), _d(r, 3, False), _d(r, 2, False), _up(r, 4), _up(r, 2)),
            "IFSC %s0%s" % (_up(r, 4), _d(r, 6, False)),
        ]
    )


@free
def f_timestamps(r):
    t = 1500000000 + r.randrange(300000000)
    return "ts=%d ts_ms=%d iso=%d-%02d-%02dT%02d:%02d:%02d.%03dZ rfc=%s, %02d %s %d %02d:%02d:%02d +0000" % (
        t,
        t * 1000 + r.randrange(1000),
        r.randrange(2018, 2026),
        r.randrange(1, 13),
        r.randrange(1, 29),
        r.randrange(24),
        r.randrange(60),
        r.randrange(60),
        r.randrange(1000),
        r.choice(["Mon", "Tue", "Wed"]),
        r.randrange(1, 29),
        r.choice(["Jan", "Jun", "Oct"]),
        r.randrange(2018, 2026),
        r.randrange(24),
        r.randrange(60),
        r.randrange(60),
    )


@free
def f_hexdump(r):
    lines = []
    for k in range(r.randrange(3, 6)):
        bs = [_hex(r, 2) for _ in range(16)]
        lines.append(
            "%08x  %s  %s  |%s|"
            % (
                k * 16,
                " ".join(bs[:8]),
                " ".join(bs[8:]),
                "".join(r.choice("abcdefgh....") for _ in range(16)),
            )
        )
    return "\n".join(lines)


@free
def f_oids(r):
    return r.choice(
        [
            "OID 1.3.6.1.4.1.%d.%d.%d.%d (enterprise)"
            % (r.randrange(300, 60000), r.randrange(1, 9), r.randrange(1, 30), r.randrange(1, 9)),
            "sysUpTime.0 = 1.3.6.1.2.1.1.3.0; ifDescr = 1.3.6.1.2.1.2.2.1.2.%d" % r.randrange(1, 48),
            "Policy OID: 2.16.840.1.%d.%d.%d.%d"
            % (r.randrange(100000, 120000), r.randrange(1, 999), r.randrange(1, 20), r.randrange(1, 9)),
        ]
    )


@free
def f_cas(r):
    def cas():
        body = _d(r, r.randrange(2, 6)) + _d(r, 2, False)
        chk = sum((k + 1) * int(ch) for k, ch in enumerate(reversed(body))) % 10
        return "%s-%s-%d" % (body[:-2], body[-2:], chk)

    return "Reagents: %s (CAS %s), %s (CAS %s), %s (CAS %s)" % (
        "ethanol",
        cas(),
        "acetone",
        cas(),
        "sodium chloride",
        cas(),
    )


@free
def f_legal(r):
    return r.choice(
        [
            "BGH, Urteil vom %d.%d.%d – %s ZR %d/%d, NJW %d, %d"
            % (
                r.randrange(1, 29),
                r.randrange(1, 13),
                r.randrange(2000, 2024),
                r.choice(["VI", "VIII", "I"]),
                r.randrange(1, 400),
                r.randrange(10, 24),
                r.randrange(2000, 2024),
                r.randrange(100, 3999),
            ),
            "See %d U.S.C. § %d(a)(%d); %d F.3d %d (%d Cir. %d)."
            % (
                r.randrange(1, 50),
                r.randrange(100, 9999),
                r.randrange(1, 9),
                r.randrange(100, 999),
                r.randrange(1, 1500),
                r.randrange(1, 11),
                r.randrange(1990, 2023),
            ),
            "[%d] UKSC %d; [%d] EWCA Civ %d"
            % (r.randrange(2010, 2024), r.randrange(1, 60), r.randrange(2000, 2024), r.randrange(1, 2000)),
            "Cass. civ. 1re, %d %s %d, n° %d-%d.%03d"
            % (
                r.randrange(1, 29),
                r.choice(MONTHS["fr"]),
                r.randrange(2000, 2024),
                r.randrange(10, 23),
                r.randrange(10, 30),
                r.randrange(1000),
            ),
        ]
    )


@free
def f_lottery(r):
    nums = sorted(r.sample(range(1, 50), 6))
    return r.choice(
        [
            "Lottozahlen: %s, Superzahl %d" % (" – ".join(map(str, nums)), r.randrange(10)),
            "Winning numbers: %s  Powerball %d  Jackpot $%dM"
            % (" ".join("%02d" % n for n in nums[:5]), r.randrange(1, 27), r.randrange(20, 900)),
            "EuroMillions: %s ★ %d %d"
            % (" ".join(map(str, nums[:5])), r.randrange(1, 13), r.randrange(1, 13)),
        ]
    )


@free
def f_timetable(r):
    h = r.randrange(5, 20)
    lines = [
        "Linie %d  %s → %s"
        % (
            r.randrange(1, 300),
            r.choice(["Hauptbahnhof", "Rathaus", "Flughafen"]),
            r.choice(["Klinikum", "Messe", "Zoo"]),
        )
    ]
    for _ in range(r.randrange(3, 6)):
        lines.append("%02d  %s" % (h, " ".join("%02d" % m for m in sorted(r.sample(range(0, 60), 4)))))
        h += 1
    return "\n".join(lines)


@free
def f_mac(r):
    macs = [":".join("%02X" % r.randrange(256) for _ in range(6)) for _ in range(3)]
    return "eth0  HWaddr %s\nwlan0 ether %s\nbt    %s" % (macs[0], macs[1].lower(), macs[2].replace(":", "-"))


@free
def f_lab_values(r):
    return (
        "Hb %.1f g/dl | Leuko %.1f /nl | Thrombo %d /nl | Krea %.2f mg/dl | CRP %.1f mg/l | TSH %.2f mU/l | HbA1c %.1f %%"
        % (
            r.uniform(10, 17),
            r.uniform(3, 12),
            r.randrange(120, 420),
            r.uniform(0.5, 1.4),
            r.uniform(0, 30),
            r.uniform(0.3, 4.5),
            r.uniform(4.5, 9),
        )
    )


@free
def f_standards(r):
    return ", ".join(
        r.sample(
            [
                "ISO 27001:2022",
                "ISO 9001:2015",
                "DIN EN 60204-1",
                "IEC 61508-3",
                "EN 1090-2:2018",
                "ASTM D638-14",
                "IEEE 802.11ax",
                "RFC 5321",
                "ISO 8601",
                "DIN 5008",
                "ITU-T E.164",
                "ISO/IEC 7812-1:2017",
            ],
            r.randrange(3, 6),
        )
    )


@free
def f_sku(r):
    return "\n".join(
        "SKU %s-%s-%s  %s  qty %d"
        % (
            _up(r, 3),
            _d(r, 4),
            r.choice(["BLK", "WHT", "RED", "XL", "M"]),
            r.choice(["T-shirt", "Hoodie", "Mug", "Cable 2m", "Charger"]),
            r.randrange(1, 500),
        )
        for _ in range(r.randrange(3, 6))
    )


@free
def f_chess(r):
    moves = [
        "e4 e5",
        "Nf3 Nc6",
        "Bb5 a6",
        "Ba4 Nf6",
        "O-O Be7",
        "Re1 b5",
        "Bb3 d6",
        "c3 O-O",
        "h3 Nb8",
        "d4 Nbd7",
    ]
    n = r.randrange(4, 10)
    return '[Event "Club Championship"]\n[Round "%d"]\n[Result "%s"]\n' % (
        r.randrange(1, 9),
        r.choice(["1-0", "0-1", "1/2-1/2"]),
    ) + " ".join("%d. %s" % (k + 1, moves[k]) for k in range(n))


@free
def f_math(r):
    a, b = r.randrange(2, 99), r.randrange(2, 99)
    return (
        "Let f(x) = %dx² − %dx + %d. Then f'(x) = %dx − %d, and f(%d) = %d. Also %d × %d = %d, √%d ≈ %.4f, π ≈ 3.14159265."
        % (a, b, a + b, 2 * a, b, a, a * a * a - b * a + a + b, a, b, a * b, a * b, (a * b) ** 0.5)
    )


@free
def f_census(r):
    rows = ["Municipality        1991      2001      2011      2021"]
    for name in r.sample(["Ashford", "Bergheim", "Castelnau", "Dunmore", "Eskilstad", "Fuentes"], 4):
        base = r.randrange(2000, 400000)
        vals = [base]
        for _ in range(3):
            vals.append(int(vals[-1] * r.uniform(0.9, 1.15)))
        rows.append("%-16s %9s %9s %9s %9s" % tuple([name] + [format(v, ",") for v in vals]))
    return "\n".join(rows)


@free
def f_train_numbers(r):
    return r.choice(
        [
            "ICE %d nach %s, Abfahrt %02d:%02d von Gleis %d%s, Wagen %d, Platz %d"
            % (
                r.randrange(500, 1999),
                r.choice(["München Hbf", "Hamburg-Altona"]),
                r.randrange(24),
                r.randrange(60),
                r.randrange(1, 20),
                r.choice(["", "a", "b"]),
                r.randrange(1, 14),
                r.randrange(11, 128),
            ),
            "TGV INOUI %d — voie %s — voiture %d, place %d"
            % (r.randrange(6000, 9999), r.choice("ABCDEFGH"), r.randrange(1, 20), r.randrange(1, 99)),
            "Bus %d%s to %s every %d min; night bus N%d"
            % (
                r.randrange(1, 400),
                r.choice(["", "A", "X"]),
                r.choice(["Downtown", "Airport"]),
                r.randrange(5, 30),
                r.randrange(1, 99),
            ),
            "のぞみ%d号 %d号車 %d番%s席"
            % (r.randrange(1, 300), r.randrange(1, 17), r.randrange(1, 20), r.choice("ABCDE")),
        ]
    )


@free
def f_court_cases(r):
    return r.choice(
        [
            "Case No. %d:%d-cv-%05d-%s (S.D.N.Y.)"
            % (r.randrange(1, 3), r.randrange(15, 25), r.randrange(100000), _up(r, 3)),
            "Az. %d %s %d/%d"
            % (r.randrange(1, 40), r.choice(["O", "C", "S", "U"]), r.randrange(1, 999), r.randrange(15, 25)),
            "Case C-%d/%d, ECLI:EU:C:%d:%d"
            % (r.randrange(1, 800), r.randrange(10, 24), r.randrange(2010, 2025), r.randrange(1, 999)),
            "RG n° %d/%05d" % (r.randrange(2015, 2025), r.randrange(100000)),
        ]
    )


@free
def f_company_tax_ids(r):
    return r.choice(
        [
            "USt-IdNr.: DE%s · Steuernummer %s/%s/%s · HRB %d"
            % (_d(r, 9), _d(r, 2), _d(r, 3), _d(r, 5, False), r.randrange(1000, 250000)),
            "VAT Reg. No. GB %s %s %s · Company No. %s"
            % (_d(r, 3), _d(r, 4, False), _d(r, 2, False), _d(r, 8, False)),
            "N° TVA : FR%s%s · SIRET %s %s %s %s"
            % (_d(r, 2, False), _d(r, 9), _d(r, 3), _d(r, 3, False), _d(r, 3, False), _d(r, 5, False)),
            "P.IVA IT%s — C.F. %s" % (_d(r, 11, False), _d(r, 11, False)),
            "CNPJ %s.%s.%s/0001-%s" % (_d(r, 2), _d(r, 3, False), _d(r, 3, False), _d(r, 2, False)),
            "EIN %s-%s; ABN %s %s %s %s"
            % (_d(r, 2), _d(r, 7, False), _d(r, 2), _d(r, 3, False), _d(r, 3, False), _d(r, 3, False)),
        ]
    )


@free
def f_git_log(r):
    out = []
    for _ in range(r.randrange(2, 4)):
        out.append(
            "commit %s\nAuthor: %s\nDate:   %s %s %d %02d:%02d:%02d %d %s%04d\n\n    %s\n"
            % (
                _hex(r, 40),
                r.choice(["Jane Doe", "Kai Müller", "Ana Souza", "Li Wei"]),
                r.choice(["Mon", "Tue", "Fri"]),
                r.choice(["Mar", "Sep", "Nov"]),
                r.randrange(1, 29),
                r.randrange(24),
                r.randrange(60),
                r.randrange(60),
                r.randrange(2019, 2026),
                r.choice("+-"),
                r.choice([0, 100, 200, 530, 900]),
                r.choice(
                    [
                        "Fix off-by-one in pager",
                        "Bump version to %d.%d.%d" % (r.randrange(1, 5), r.randrange(20), r.randrange(20)),
                        "Refactor tokenizer (#%d)" % r.randrange(100, 9999),
                    ]
                ),
            )
        )
    return "\n".join(out)


@free
def f_stocks(r):
    out = []
    for t in r.sample(
        ["AAPL", "MSFT", "SAP", "7203.T", "NESN", "VOW3", "BABA", "TSLA", "AIR.PA", "0700.HK"], 4
    ):
        p = r.uniform(10, 900)
        ch = r.uniform(-5, 5)
        out.append(
            "%-7s %8.2f  %+6.2f (%+.2f%%)  Vol %s"
            % (t, p, ch, ch / p * 100, format(r.randrange(10000, 90000000), ","))
        )
    return "\n".join(out)


@free
def f_weather(r):
    return (
        "Wetter %s: %d °C, gefühlt %d °C, Luftdruck %d hPa, Wind %d km/h aus %s, Niederschlag %.1f mm, UV-Index %d"
        % (
            r.choice(["Berlin", "Wien", "Zürich"]),
            r.randrange(-10, 35),
            r.randrange(-15, 35),
            r.randrange(980, 1040),
            r.randrange(0, 80),
            r.choice(["NW", "SO", "W"]),
            r.uniform(0, 20),
            r.randrange(0, 11),
        )
    )


@free
def f_sensor_csv(r):
    rows = ["ts,temp_c,rh,co2_ppm,pm25"]
    t = 1700000000 + r.randrange(10**7)
    for k in range(r.randrange(3, 6)):
        rows.append(
            "%d,%.2f,%.1f,%d,%.1f"
            % (t + 60 * k, r.uniform(15, 30), r.uniform(20, 80), r.randrange(400, 2000), r.uniform(0, 80))
        )
    return "\n".join(rows)


@free
def f_patents(r):
    return "Cited: EP %d %03d %03d B1; US %d,%03d,%03d B2; WO %d/%06d A1; DE 10 %d %03d %03d A1" % (
        r.randrange(1, 4),
        r.randrange(1000),
        r.randrange(1000),
        r.randrange(7, 12),
        r.randrange(1000),
        r.randrange(1000),
        r.randrange(2000, 2024),
        r.randrange(1000000),
        r.randrange(2000, 2024),
        r.randrange(1000),
        r.randrange(1000),
    )


@free
def f_vehicle(r):
    vin = _up(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + _up(r, 14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    return "Kennzeichen: %s-%s %d · FIN: %s · Erstzulassung %02d/%d · %s km" % (
        r.choice(["B", "M", "HH", "K"]),
        _up(r, 2),
        r.randrange(1, 9999),
        vin,
        r.randrange(1, 13),
        r.randrange(2005, 2025),
        format(r.randrange(1000, 250000), ",").replace(",", "."),
    )


@free
def f_grades(r):
    rows = ["Student ID   Exam1  Exam2  Final"]
    for _ in range(r.randrange(3, 6)):
        rows.append(
            "%s     %5.1f  %5.1f  %s"
            % (
                _d(r, 8),
                r.uniform(40, 100),
                r.uniform(40, 100),
                r.choice(["A", "B+", "B", "C", "1,7", "2,3"]),
            )
        )
    return "\n".join(rows)


@free
def f_creditor_reference(r):
    ref = _d(r, 12, False)
    num = int("".join(str(int(ch, 36)) for ch in ref + "RF00"))
    rf = "RF%02d%s" % (98 - num % 97, ref)
    return "Referenz / Reference: %s\nVerwendungszweck: Rechnung %s vom %02d.%02d.%d" % (
        " ".join(rf[i : i + 4] for i in range(0, len(rf), 4)),
        _d(r, 7),
        r.randrange(1, 29),
        r.randrange(1, 13),
        r.randrange(2019, 2026),
    )


@free
def f_astronomy(r):
    return (
        "Targets tonight: NGC %d (mag %.1f), M%d, HD %d, HIP %d, 2MASS J%s+%s; RA %02dh %02dm %04.1fs, Dec %+03d° %02d′"
        % (
            r.randrange(100, 7800),
            r.uniform(5, 14),
            r.randrange(1, 110),
            r.randrange(1000, 360000),
            r.randrange(1000, 120000),
            _d(r, 8, False),
            _d(r, 7, False),
            r.randrange(24),
            r.randrange(60),
            r.uniform(0, 60),
            r.randrange(-89, 89),
            r.randrange(60),
        )
    )


@free
def f_meeting_ids(r):
    return r.choice(
        [
            "Meeting ID: %s %s %s\nPasscode: %s" % (_d(r, 3), _d(r, 4, False), _d(r, 4, False), _d(r, 6)),
            "Konferenz-ID %s # · PIN %s" % (_d(r, 9), _d(r, 4)),
            "Room %s-%s-%s, starts at %d:%02d"
            % (
                _up(r, 3).lower(),
                _up(r, 4).lower(),
                _up(r, 3).lower(),
                r.randrange(8, 18),
                r.choice([0, 30]),
            ),
        ]
    )


@free
def f_drug_codes(r):
    return "PZN %s · NDC %s-%s-%s · ATC %s%02d%s%s%02d · Ch.-B. %s" % (
        _d(r, 8, False),
        _d(r, 5, False),
        _d(r, 3, False),
        _d(r, 2, False),
        r.choice("ACDJMN"),
        r.randrange(1, 20),
        _up(r, 1),
        _up(r, 1),
        r.randrange(1, 99),
        _up(r, 2) + _d(r, 5),
    )


@free
def f_os_builds(r):
    return "OS build 10.0.%d.%d · kernel %d.%d.%d-%d-generic · Chrome %d.0.%d.%d · iOS %d.%d.%d (%d%s%d)" % (
        r.randrange(19041, 26100),
        r.randrange(1000, 5000),
        r.randrange(4, 7),
        r.randrange(0, 20),
        r.randrange(0, 200),
        r.randrange(10, 120),
        r.randrange(90, 130),
        r.randrange(4000, 7000),
        r.randrange(300, 999),
        r.randrange(14, 19),
        r.randrange(0, 8),
        r.randrange(0, 5),
        r.randrange(18, 23),
        _up(r, 1),
        r.randrange(10, 999),
    )


@free
def f_election(r):
    parties = r.sample(["Green", "Liberal", "Labour", "Conservative", "Social Democrats", "Independent"], 4)
    votes = [r.randrange(1000, 900000) for _ in parties]
    tot = sum(votes)
    return "\n".join(
        "%-17s %9s  %5.1f %%  %d seats" % (p, format(v, ","), 100 * v / tot, v * 120 // tot)
        for p, v in zip(parties, votes)
    ) + "\nTurnout %.1f %%, registered %s" % (r.uniform(40, 85), format(tot * 2, ","))


@free
def f_pagination(r):
    return "Seite %d von %d · Datensätze %d–%d von %s · Zuletzt aktualisiert %02d.%02d.%d %02d:%02d" % (
        r.randrange(2, 40),
        r.randrange(40, 400),
        r.randrange(1, 500),
        r.randrange(500, 1000),
        format(r.randrange(10000, 999999), ",").replace(",", "."),
        r.randrange(1, 29),
        r.randrange(1, 13),
        r.randrange(2019, 2026),
        r.randrange(24),
        r.randrange(60),
    )


@free
def f_card_masks(r):
    return "Paid with %s ending in %s (auth code %s, terminal %s). Transaction %s." % (
        r.choice(["VISA", "Mastercard", "AMEX"]),
        _d(r, 4, False),
        _up(r, 6, "0123456789ABCDEF"),
        _d(r, 8),
        _d(r, 12),
    )


@free
def f_telemetry_ports(r):
    return "listening on :%d, metrics on :%d, grpc port %d disabled; upstream pool size %d, retry %dms" % (
        r.randrange(1024, 65535),
        r.randrange(1024, 65535),
        r.randrange(1024, 65535),
        r.randrange(1, 64),
        r.randrange(50, 5000),
    )


# --------------------------------------------------------------------------
# Building and checking records
# --------------------------------------------------------------------------

CARD_SPAN_RE = re.compile(r"[0-9]+(?:[ -][0-9]+)*")


def span_problem(text, span, region):
    """None if the span's text has the right shape for its entity."""
    s = text[span["start"] : span["end"]]
    ent = span["entity"]
    if not s or s != s.strip():
        return "whitespace at span edge"
    if ent == "EMAIL_ADDRESS":
        return None if EMAIL_RE.fullmatch(s) else "bad email"
    if ent == "CREDIT_CARD":
        d = re.sub(r"[ -]", "", s)
        ok = CARD_SPAN_RE.fullmatch(s) and 12 <= len(d) <= 19 and luhn_ok(d) and has_card_prefix(d)
        return None if ok else "bad card"
    if ent == "IBAN_CODE":
        return None if iban_ok(s) else "bad iban"
    if ent == "IP_ADDRESS":
        try:
            ipaddress.ip_address(s)
            return None
        except ValueError:
            return "bad ip"
    if ent == "PHONE_NUMBER":
        try:
            num = pn.parse(collapse(s), region)
        except pn.NumberParseException:
            return "phone does not parse"
        if num.country_code != pn.country_code_for_region(region) or not pn.is_possible_number(num):
            return "phone not possible"
        if span.get("valid") != pn.is_valid_number(num):
            return "valid flag"
        return None
    return "unknown entity"


def record_problems(text, spans, region):
    problems = []
    last_end = 0
    for s in spans:
        if not (0 <= s["start"] < s["end"] <= len(text)) or s["start"] < last_end:
            problems.append("span order/range")
        last_end = s["end"]
        p = span_problem(text, s, region) if region else "span in PII-free text"
        if p:
            problems.append(p)
    problems += violations(masked(text, spans))
    return problems


def is_labelled(text, start):
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 30) : start]
    low = before.lower()
    if any(sym.lower() in low for sym in LABEL_SYMBOLS):
        return True
    if re.search(r"(?<!\w)[tmf][.:]\s*$", low):
        return True
    words = re.findall(r"[^\W\d_]+", low)
    return any(w in LABEL_WORDS for w in words)


def make_pii_record(gen, tid, fn, loc):
    region = LOCALES[loc][0]
    for _ in range(100):
        c = Ctx(gen, loc)
        frag = fn(c)
        text = frag.text.rstrip()
        spans = sorted(frag.spans, key=lambda s: (s["start"], s["end"]))
        if any(s["end"] > len(text) for s in spans):
            continue
        if record_problems(text, spans, region):
            continue
        return {"id": None, "locale": loc, "spans": spans, "template": tid, "text": text}, c.phone_info
    raise RuntimeError("template %s keeps failing for %s" % (tid, loc))


def make_free_record(gen, kid, fn):
    for _ in range(100):
        text = fn(gen.rng).rstrip()
        if not violations(text):
            return {"id": None, "locale": "", "spans": [], "template": kid, "text": text}
    raise RuntimeError("PII-free kind %s keeps failing" % kid)


def build():
    gen = Gen()
    gen.wrap_p = 0.5
    rng = gen.rng
    schedule = []
    total_w = sum(t[3] for t in TEMPLATES)
    counts = [int(N_PII * t[3] / total_w) for t in TEMPLATES]
    extras = rng.sample(range(len(TEMPLATES)), N_PII - sum(counts))
    for k, t in enumerate(TEMPLATES):
        schedule += [t] * (counts[k] + (1 if k in extras else 0))
    rng.shuffle(schedule)
    usage = dict.fromkeys(LOCALES, 0)
    records, phone_info = [], []
    for tid, fn, allowed, _w in schedule:
        low = min(usage[loc] for loc in allowed)
        loc = rng.choice([loc for loc in allowed if usage[loc] == low])
        usage[loc] += 1
        rec, info = make_pii_record(gen, tid, fn, loc)
        records.append(rec)
        phone_info += info
    base, extra = divmod(N_FREE, len(FREE_KINDS))
    extras = rng.sample(range(len(FREE_KINDS)), extra)
    for k, (kid, fn) in enumerate(FREE_KINDS):
        for _ in range(base + (1 if k in extras else 0)):
            records.append(make_free_record(gen, kid, fn))
    rng.shuffle(records)
    for k, rec in enumerate(records):
        rec["id"] = "dev2-%05d" % k
    return records, phone_info


def summary(records, phone_info):
    ents = {}
    labelled = total_phone = 0
    langs, locs, phone_locs = set(), set(), {}
    for rec in records:
        if rec["locale"]:
            locs.add(rec["locale"])
            langs.add(LOCALES[rec["locale"]][1])
        for s in rec["spans"]:
            ents[s["entity"]] = ents.get(s["entity"], 0) + 1
            if s["entity"] == "PHONE_NUMBER":
                total_phone += 1
                labelled += is_labelled(rec["text"], s["start"])
                phone_locs[rec["locale"]] = phone_locs.get(rec["locale"], 0) + 1
    styles = {}
    for i in phone_info:
        styles[i["style"]] = styles.get(i["style"], 0) + 1
    lines = [
        "records: %d (PII %d, PII-free %d)"
        % (len(records), sum(1 for r in records if r["locale"]), sum(1 for r in records if not r["locale"])),
        "spans: " + ", ".join("%s=%d" % (k, ents[k]) for k in sorted(ents)),
        "phones: valid=%d invalid=%d wrapped=%d extension_in_span=%d extension_outside=%d labelled=%d unlabelled=%d"
        % (
            sum(i["valid"] for i in phone_info),
            sum(not i["valid"] for i in phone_info),
            sum(i["wrapped"] for i in phone_info),
            sum(i["ext"] for i in phone_info),
            sum(i["ext_out"] for i in phone_info),
            labelled,
            total_phone - labelled,
        ),
        "phone styles: " + ", ".join("%s=%d" % (k, styles[k]) for k in sorted(styles)),
        "templates: %d, PII-free kinds: %d" % (len(TEMPLATES), len(FREE_KINDS)),
        "locales (%d): %s" % (len(locs), " ".join(sorted(locs))),
        "languages (%d): %s" % (len(langs), " ".join(sorted(langs))),
        "phones per locale: min %d (%s), max %d"
        % (
            min(phone_locs.values()),
            min(phone_locs, key=lambda k: (phone_locs[k], k)),
            max(phone_locs.values()),
        ),
    ]
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=DEFAULT_OUT, help="output path (default: %(default)s)")
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    ap.add_argument("--quiet", action="store_true", help="do not print the summary")
    args = ap.parse_args(argv)
    if faker.VERSION != FAKER_VERSION or pn.__version__ != PHONENUMBERS_VERSION:
        sys.exit(
            "need Faker %s and phonenumbers %s, found %s and %s"
            % (FAKER_VERSION, PHONENUMBERS_VERSION, faker.VERSION, pn.__version__)
        )
    if os.path.exists(args.out) and not args.force:
        sys.exit("%s exists; pass --force to overwrite it" % args.out)
    records, phone_info = build()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
    if not args.quiet:
        print(summary(records, phone_info))


if __name__ == "__main__":
    main()
