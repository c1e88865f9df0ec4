#!/usr/bin/env python3
"""Generate the blind PII evaluation set ``benchmarks/data/pii_blind2/blind2.jsonl``.

The set is for SCORING a PII detector only; it was written without reading the detector, its tests
or the project's other PII sets.  Everything is derived from one seed (``SEED``): each record gets its
own ``random.Random`` seeded with a string, each Faker instance is re-seeded per record, no set is
iterated unsorted, and no current date is ever used, so the output is byte-identical on every run
(whatever the date, the time zone or PYTHONHASHSEED).

Usage::

    .venv/bin/python scripts/make_pii_blind2.py            # refuses to overwrite the existing set
    .venv/bin/python scripts/make_pii_blind2.py --force    # regenerate in place
    .venv/bin/python scripts/make_pii_blind2.py --out /tmp/x.jsonl --quiet

Requires exactly Faker 40.0.0 and phonenumbers 9.0.43 (offline).
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import random
import re
import sys
import unicodedata
import warnings
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

SEED = 31337
FAKER_VERSION = "40.0.0"
PHONENUMBERS_VERSION = "9.0.43"
N_PII = 1500          # synthetic texts with PII
N_FREE = 360          # synthetic PII-free texts
MAX_TRIES = 400
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "benchmarks" / "data" / "pii_blind2" / "blind2.jsonl"

PH, EM, CC, IB, IP = "PHONE_NUMBER", "EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"
_CODE = {"P": PH, "E": EM, "C": CC, "B": IB, "I": IP}
_OPEN, _CLOSE = "\ue000", "\ue001"

pn = None        # phonenumbers, imported after the version check
Faker = None


class Redraw(Exception):
    """The draw produced something that breaks a labelling rule: draw the record again."""


# --------------------------------------------------------------------------------------------
# Locales: Faker locale -> (region, language, date format, currency, symbol position, decimal
# separator, group separator, cities).  Only locales whose region has its own country code.
# --------------------------------------------------------------------------------------------
LOCALES = {
    "ar_AE": ("AE", "ar", "%d/%m/%Y", "د.إ", "post", ".", ",", ["دبي", "أبوظبي", "الشارقة", "العين"]),
    "ar_BH": ("BH", "ar", "%d/%m/%Y", "د.ب", "post", ".", ",", ["المنامة", "المحرق", "الرفاع"]),
    "ar_DZ": ("DZ", "ar", "%d/%m/%Y", "دج", "post", ",", " ", ["الجزائر", "وهران", "قسنطينة", "عنابة"]),
    "ar_EG": ("EG", "ar", "%d/%m/%Y", "ج.م", "post", ".", ",", ["القاهرة", "الإسكندرية", "الجيزة", "المنصورة"]),
    "ar_JO": ("JO", "ar", "%d/%m/%Y", "د.أ", "post", ".", ",", ["عمّان", "إربد", "الزرقاء", "العقبة"]),
    "ar_PS": ("PS", "ar", "%d/%m/%Y", "₪", "post", ".", ",", ["رام الله", "نابلس", "الخليل", "بيت لحم"]),
    "ar_SA": ("SA", "ar", "%d/%m/%Y", "ر.س", "post", ".", ",", ["الرياض", "جدة", "الدمام", "مكة المكرمة"]),
    "az_AZ": ("AZ", "az", "%d.%m.%Y", "₼", "post", ",", " ", ["Bakı", "Gəncə", "Sumqayıt"]),
    "bg_BG": ("BG", "bg", "%d.%m.%Y", "лв.", "post", ",", " ", ["София", "Пловдив", "Варна", "Бургас"]),
    "bn_BD": ("BD", "bn", "%d/%m/%Y", "৳", "pre", ".", ",", ["ঢাকা", "চট্টগ্রাম", "খুলনা", "সিলেট"]),
    "bs_BA": ("BA", "bs", "%d.%m.%Y.", "KM", "post", ",", ".", ["Sarajevo", "Banja Luka", "Tuzla", "Mostar"]),
    "cs_CZ": ("CZ", "cs", "%d. %m. %Y", "Kč", "post", ",", "\u00a0", ["Praha", "Brno", "Ostrava", "Plzeň"]),
    "da_DK": ("DK", "da", "%d.%m.%Y", "kr.", "post", ",", ".", ["København", "Aarhus", "Odense", "Aalborg"]),
    "de_AT": ("AT", "de", "%d.%m.%Y", "€", "pre", ",", ".", ["Wien", "Graz", "Linz", "Salzburg"]),
    "de_CH": ("CH", "de", "%d.%m.%Y", "CHF", "pre", ".", "'", ["Zürich", "Bern", "Basel", "Luzern"]),
    "de_DE": ("DE", "de", "%d.%m.%Y", "€", "post", ",", ".", ["Berlin", "Hamburg", "München", "Köln"]),
    "de_LI": ("LI", "de", "%d.%m.%Y", "CHF", "pre", ".", "'", ["Vaduz", "Schaan", "Triesen", "Balzers"]),
    "de_LU": ("LU", "de", "%d.%m.%Y", "€", "post", ",", ".", ["Luxemburg", "Esch an der Alzette", "Differdingen"]),
    "el_CY": ("CY", "el", "%d/%m/%Y", "€", "post", ",", ".", ["Λευκωσία", "Λεμεσός", "Λάρνακα", "Πάφος"]),
    "el_GR": ("GR", "el", "%d/%m/%Y", "€", "post", ",", ".", ["Αθήνα", "Θεσσαλονίκη", "Πάτρα", "Ηράκλειο"]),
    "en_AU": ("AU", "en", "%d/%m/%Y", "$", "pre", ".", ",", ["Sydney", "Melbourne", "Brisbane", "Perth"]),
    "en_BD": ("BD", "en", "%d/%m/%Y", "Tk ", "pre", ".", ",", ["Dhaka", "Chattogram", "Khulna", "Rajshahi"]),
    "en_CA": ("CA", "en", "%Y-%m-%d", "$", "pre", ".", ",", ["Toronto", "Vancouver", "Calgary", "Ottawa"]),
    "en_GB": ("GB", "en", "%d/%m/%Y", "£", "pre", ".", ",", ["London", "Manchester", "Leeds", "Bristol"]),
    "en_IE": ("IE", "en", "%d/%m/%Y", "€", "pre", ".", ",", ["Dublin", "Cork", "Galway", "Limerick"]),
    "en_IN": ("IN", "en", "%d-%m-%Y", "₹", "pre", ".", ",", ["Mumbai", "Bengaluru", "Chennai", "Pune"]),
    "en_KE": ("KE", "en", "%d/%m/%Y", "KSh ", "pre", ".", ",", ["Nairobi", "Mombasa", "Kisumu", "Nakuru"]),
    "en_NG": ("NG", "en", "%d/%m/%Y", "₦", "pre", ".", ",", ["Lagos", "Abuja", "Ibadan", "Port Harcourt"]),
    "en_NZ": ("NZ", "en", "%d/%m/%Y", "$", "pre", ".", ",", ["Auckland", "Wellington", "Christchurch", "Hamilton"]),
    "en_PH": ("PH", "en", "%m/%d/%Y", "₱", "pre", ".", ",", ["Manila", "Quezon City", "Cebu City", "Davao City"]),
    "en_PK": ("PK", "en", "%d-%m-%Y", "Rs. ", "pre", ".", ",", ["Karachi", "Lahore", "Islamabad", "Faisalabad"]),
    "en_TH": ("TH", "en", "%d/%m/%Y", "THB ", "pre", ".", ",", ["Bangkok", "Chiang Mai", "Phuket", "Khon Kaen"]),
    "en_US": ("US", "en", "%m/%d/%Y", "$", "pre", ".", ",", ["Chicago", "Houston", "Denver", "Atlanta"]),
    "es_AR": ("AR", "es", "%d/%m/%Y", "$", "pre", ",", ".", ["Buenos Aires", "Córdoba", "Rosario", "Mendoza"]),
    "es_CA": ("ES", "ca", "%d/%m/%Y", "€", "post", ",", ".", ["Barcelona", "Girona", "Lleida", "Tarragona"]),
    "es_CL": ("CL", "es", "%d-%m-%Y", "$", "pre", ",", ".", ["Santiago", "Valparaíso", "Concepción", "Temuco"]),
    "es_CO": ("CO", "es", "%d/%m/%Y", "$", "pre", ",", ".", ["Bogotá", "Medellín", "Cali", "Barranquilla"]),
    "es_ES": ("ES", "es", "%d/%m/%Y", "€", "post", ",", ".", ["Madrid", "Sevilla", "Valencia", "Bilbao"]),
    "es_MX": ("MX", "es", "%d/%m/%Y", "$", "pre", ".", ",", ["Ciudad de México", "Guadalajara", "Monterrey", "Puebla"]),
    "et_EE": ("EE", "et", "%d.%m.%Y", "€", "post", ",", " ", ["Tallinn", "Tartu", "Pärnu", "Narva"]),
    "fa_IR": ("IR", "fa", "%Y/%m/%d", "ریال", "post", "٫", "٬", ["تهران", "مشهد", "اصفهان", "شیراز"]),
    "fi_FI": ("FI", "fi", "%d.%m.%Y", "€", "post", ",", "\u00a0", ["Helsinki", "Tampere", "Turku", "Oulu"]),
    "fil_PH": ("PH", "tl", "%m/%d/%Y", "₱", "pre", ".", ",", ["Maynila", "Lungsod Quezon", "Cebu", "Iloilo"]),
    "fr_BE": ("BE", "fr", "%d/%m/%Y", "€", "post", ",", ".", ["Bruxelles", "Liège", "Namur", "Charleroi"]),
    "fr_CA": ("CA", "fr", "%Y-%m-%d", "$", "post", ",", "\u00a0", ["Montréal", "Québec", "Laval", "Gatineau"]),
    "fr_CH": ("CH", "fr", "%d.%m.%Y", "CHF", "pre", ".", "'", ["Genève", "Lausanne", "Neuchâtel", "Fribourg"]),
    "fr_DZ": ("DZ", "fr", "%d/%m/%Y", "DA", "post", ",", " ", ["Alger", "Oran", "Constantine", "Annaba"]),
    "fr_FR": ("FR", "fr", "%d/%m/%Y", "€", "post", ",", "\u202f", ["Paris", "Lyon", "Marseille", "Toulouse"]),
    "ga_IE": ("IE", "ga", "%d/%m/%Y", "€", "pre", ".", ",", ["Baile Átha Cliath", "Corcaigh", "Gaillimh", "Luimneach"]),
    "gu_IN": ("IN", "gu", "%d-%m-%Y", "₹", "pre", ".", ",", ["અમદાવાદ", "સુરત", "વડોદરા", "રાજકોટ"]),
    "ha_NG": ("NG", "ha", "%d/%m/%Y", "₦", "pre", ".", ",", ["Kano", "Kaduna", "Sokoto", "Zariya"]),
    "he_IL": ("IL", "he", "%d.%m.%Y", "₪", "post", ".", ",", ["תל אביב", "ירושלים", "חיפה", "באר שבע"]),
    "hi_IN": ("IN", "hi", "%d-%m-%Y", "₹", "pre", ".", ",", ["दिल्ली", "मुंबई", "जयपुर", "लखनऊ"]),
    "hr_HR": ("HR", "hr", "%d.%m.%Y.", "€", "post", ",", ".", ["Zagreb", "Split", "Rijeka", "Osijek"]),
    "hu_HU": ("HU", "hu", "%Y. %m. %d.", "Ft", "post", ",", " ", ["Budapest", "Debrecen", "Szeged", "Pécs"]),
    "hy_AM": ("AM", "hy", "%d.%m.%Y", "֏", "post", ".", ",", ["Երևան", "Գյումրի", "Վանաձոր"]),
    "id_ID": ("ID", "id", "%d/%m/%Y", "Rp", "pre", ",", ".", ["Jakarta", "Surabaya", "Bandung", "Medan"]),
    "ig_NG": ("NG", "ig", "%d/%m/%Y", "₦", "pre", ".", ",", ["Enugu", "Onitsha", "Owerri", "Awka"]),
    "is_IS": ("IS", "is", "%d.%m.%Y", "kr.", "post", ",", ".", ["Reykjavík", "Akureyri", "Kópavogur", "Hafnarfjörður"]),
    "it_CH": ("CH", "it", "%d.%m.%Y", "CHF", "pre", ".", "'", ["Lugano", "Bellinzona", "Locarno", "Mendrisio"]),
    "it_IT": ("IT", "it", "%d/%m/%Y", "€", "post", ",", ".", ["Roma", "Milano", "Napoli", "Torino"]),
    "ja_JP": ("JP", "ja", "%Y年%m月%d日", "円", "post", ".", ",", ["東京都", "大阪市", "名古屋市", "札幌市"]),
    "ka_GE": ("GE", "ka", "%d.%m.%Y", "₾", "post", ",", " ", ["თბილისი", "ბათუმი", "ქუთაისი", "რუსთავი"]),
    "ko_KR": ("KR", "ko", "%Y. %m. %d.", "원", "post", ".", ",", ["서울", "부산", "대구", "인천"]),
    "lb_LU": ("LU", "lb", "%d.%m.%Y", "€", "post", ",", ".", ["Lëtzebuerg", "Esch-Uelzecht", "Dikrech", "Iechternach"]),
    "lt_LT": ("LT", "lt", "%Y-%m-%d", "€", "post", ",", " ", ["Vilnius", "Kaunas", "Klaipėda", "Šiauliai"]),
    "lv_LV": ("LV", "lv", "%d.%m.%Y.", "€", "post", ",", " ", ["Rīga", "Daugavpils", "Liepāja", "Jelgava"]),
    "mt_MT": ("MT", "mt", "%d/%m/%Y", "€", "pre", ".", ",", ["il-Belt Valletta", "Birkirkara", "Mosta", "Sliema"]),
    "ne_NP": ("NP", "ne", "%Y-%m-%d", "रु", "pre", ".", ",", ["काठमाडौं", "पोखरा", "ललितपुर", "विराटनगर"]),
    "nl_BE": ("BE", "nl", "%d/%m/%Y", "€", "pre", ",", ".", ["Antwerpen", "Gent", "Brugge", "Leuven"]),
    "nl_NL": ("NL", "nl", "%d-%m-%Y", "€", "pre", ",", ".", ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven"]),
    "no_NO": ("NO", "no", "%d.%m.%Y", "kr", "post", ",", "\u00a0", ["Oslo", "Bergen", "Trondheim", "Stavanger"]),
    "or_IN": ("IN", "or", "%d-%m-%Y", "₹", "pre", ".", ",", ["ଭୁବନେଶ୍ୱର", "କଟକ", "ପୁରୀ", "ସମ୍ବଲପୁର"]),
    "pl_PL": ("PL", "pl", "%d.%m.%Y", "zł", "post", ",", " ", ["Warszawa", "Kraków", "Wrocław", "Gdańsk"]),
    "pt_BR": ("BR", "pt", "%d/%m/%Y", "R$", "pre", ",", ".", ["São Paulo", "Rio de Janeiro", "Belo Horizonte", "Recife"]),
    "pt_PT": ("PT", "pt", "%d/%m/%Y", "€", "post", ",", " ", ["Lisboa", "Porto", "Braga", "Coimbra"]),
    "ro_RO": ("RO", "ro", "%d.%m.%Y", "lei", "post", ",", ".", ["București", "Cluj-Napoca", "Iași", "Timișoara"]),
    "ru_RU": ("RU", "ru", "%d.%m.%Y", "₽", "post", ",", " ", ["Москва", "Санкт-Петербург", "Казань", "Новосибирск"]),
    "sk_SK": ("SK", "sk", "%d. %m. %Y", "€", "post", ",", " ", ["Bratislava", "Košice", "Žilina", "Nitra"]),
    "sl_SI": ("SI", "sl", "%d. %m. %Y", "€", "post", ",", ".", ["Ljubljana", "Maribor", "Celje", "Koper"]),
    "sq_AL": ("AL", "sq", "%d.%m.%Y", "lekë", "post", ",", ".", ["Tiranë", "Durrës", "Vlorë", "Shkodër"]),
    "sv_SE": ("SE", "sv", "%Y-%m-%d", "kr", "post", ",", "\u00a0", ["Stockholm", "Göteborg", "Malmö", "Uppsala"]),
    "ta_IN": ("IN", "ta", "%d-%m-%Y", "₹", "pre", ".", ",", ["சென்னை", "மதுரை", "கோயம்புத்தூர்", "திருச்சி"]),
    "th_TH": ("TH", "th", "%d/%m/%Y", "บาท", "post", ".", ",", ["กรุงเทพฯ", "เชียงใหม่", "ขอนแก่น", "ภูเก็ต"]),
    "tl_PH": ("PH", "tl", "%m/%d/%Y", "₱", "pre", ".", ",", ["Maynila", "Makati", "Pasig", "Taguig"]),
    "tr_TR": ("TR", "tr", "%d.%m.%Y", "TL", "post", ",", ".", ["İstanbul", "Ankara", "İzmir", "Bursa"]),
    "tw_GH": ("GH", "tw", "%d/%m/%Y", "GH₵", "pre", ".", ",", ["Kumasi", "Accra", "Obuasi", "Sunyani"]),
    "uk_UA": ("UA", "uk", "%d.%m.%Y", "грн", "post", ",", " ", ["Київ", "Львів", "Одеса", "Харків"]),
    "uz_UZ": ("UZ", "uz", "%d.%m.%Y", "so'm", "post", ",", " ", ["Toshkent", "Samarqand", "Buxoro", "Namangan"]),
    "vi_VN": ("VN", "vi", "%d/%m/%Y", "₫", "post", ",", ".", ["Hà Nội", "TP. Hồ Chí Minh", "Đà Nẵng", "Hải Phòng"]),
    "yo_NG": ("NG", "yo", "%d/%m/%Y", "₦", "pre", ".", ",", ["Ìbàdàn", "Èkó", "Òṣogbo", "Abẹ́òkúta"]),
    "zh_CN": ("CN", "zh", "%Y年%m月%d日", "¥", "pre", ".", ",", ["北京", "上海", "广州", "成都"]),
    "zh_TW": ("TW", "zh", "%Y/%m/%d", "NT$", "pre", ".", ",", ["臺北市", "新北市", "臺中市", "高雄市"]),
    "zu_ZA": ("ZA", "zu", "%Y/%m/%d", "R", "pre", ",", " ", ["eThekwini", "Goli", "Pietermaritzburg", "Mthatha"]),
}
LOCALE_NAMES = sorted(LOCALES)

# Faker locale used for people's names / addresses where the locale itself has none.
NAME_LOCALE = {"ar_AE": "ar_SA", "ar_BH": "ar_SA", "ar_EG": "ar_SA", "ar_JO": "ar_PS", "bs_BA": "hr_HR",
               "el_CY": "el_GR", "it_CH": "it_IT", "lb_LU": "de_LU", "en_TH": "th_TH", "en_BD": "en_IN",
               "fil_PH": "en_PH", "tl_PH": "en_PH", "mt_MT": "it_IT", "sq_AL": "sq_AL", "or_IN": "or_IN",
               "fr_DZ": "fr_DZ", "ar_DZ": "ar_DZ"}
ADDRESS_LOCALES = {
    "az_AZ", "bn_BD", "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "el_GR", "en_AU", "en_CA", "en_GB", "en_IE",
    "en_IN", "en_NZ", "en_US", "es_AR", "es_CL", "es_CO", "es_ES", "es_MX", "fa_IR", "fi_FI", "fr_CA", "fr_CH",
    "fr_FR", "he_IL", "hi_IN", "hr_HR", "hu_HU", "hy_AM", "id_ID", "it_IT", "ja_JP", "ka_GE", "ko_KR", "ne_NP",
    "nl_BE", "nl_NL", "no_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sv_SE", "ta_IN",
    "th_TH", "uk_UA", "vi_VN", "zh_CN", "zh_TW", "zu_ZA",
}
# own small name lists for locales whose Faker names are English
OWN_NAMES = {
    "sq_AL": (["Arben", "Elira", "Besnik", "Mirela", "Ardit", "Jonida", "Gentian", "Anila", "Klodian", "Entela"],
              ["Hoxha", "Shehu", "Kola", "Dervishi", "Leka", "Basha", "Gjoka", "Marku", "Çela", "Prifti"]),
    "mt_MT": (["Joseph", "Maria", "Carmel", "Rita", "Kurt", "Doris", "Mario", "Antoinette", "Clayton", "Nadia"],
              ["Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard", "Spiteri"]),
    "ar_AE": (["محمد", "فاطمة", "أحمد", "مريم", "خالد", "عائشة", "سعيد", "حمدان", "شمة", "راشد"],
              ["المنصوري", "الكعبي", "الشامسي", "النعيمي", "المزروعي", "الظاهري", "السويدي", "الهاشمي"]),
    "fil_PH": (["Juan", "Maria", "Jose", "Ana", "Mark", "Kristine", "Rodel", "Maricel", "Jericho", "Liza"],
               ["Dela Cruz", "Santos", "Reyes", "Bautista", "Garcia", "Mendoza", "Villanueva", "Aquino", "Ramos"]),
}
OWN_NAMES["tl_PH"] = OWN_NAMES["fil_PH"]
OWN_STREETS = {
    "sq_AL": ["Rruga e Durrësit", "Rruga Myslym Shyri", "Bulevardi Zogu I", "Rruga e Kavajës"],
    "mt_MT": ["Triq ir-Repubblika", "Triq il-Kbira", "Triq San Pawl", "Triq il-Merkanti"],
    "lb_LU": ["Grand-Rue", "Rue de Hollerich", "Avenue de la Gare", "Rue du Fossé"],
    "de_LU": ["Grand-Rue", "Rue de Hollerich", "Avenue de la Liberté", "Rue Philippe II"],
    "de_LI": ["Städtle", "Landstrasse", "Aeulestrasse", "Zollstrasse"],
    "et_EE": ["Narva mnt", "Pärnu mnt", "Tartu mnt", "Viru tn"],
    "is_IS": ["Laugavegur", "Skólavörðustígur", "Hverfisgata", "Bankastræti"],
    "lt_LT": ["Gedimino pr.", "Vilniaus g.", "Laisvės al.", "Pylimo g."],
    "lv_LV": ["Brīvības iela", "Elizabetes iela", "Krišjāņa Barona iela", "Tērbatas iela"],
    "bg_BG": ["бул. Витоша", "ул. Граф Игнатиев", "бул. Черни връх", "ул. Раковски"],
    "uz_UZ": ["Amir Temur ko'chasi", "Navoiy ko'chasi", "Mustaqillik shoh ko'chasi", "Bobur ko'chasi"],
    "tr_TR": ["Atatürk Cad.", "İstiklal Cad.", "Cumhuriyet Cad.", "Bağdat Cad."],
    "ar": ["شارع الملك فهد", "شارع الجامعة", "شارع الشيخ زايد", "شارع التحرير"],
    "el_CY": ["Λεωφόρος Μακαρίου", "Οδός Ονασαγόρου", "Λεωφόρος Αρχ. Μακαρίου Γ'", "Οδός Λήδρας"],
    "bs_BA": ["Ferhadija", "Maršala Tita", "Zmaja od Bosne", "Titova"],
    "ga_IE": ["Sráid Uí Chonaill", "Bóthar na Trá", "Sráid na Siopaí", "Bóthar an Chaisleáin"],
    "en": ["Main Street", "Station Road", "Church Lane", "Market Street", "Victoria Road", "High Street"],
    "tw_GH": ["Kejetia Road", "Prempeh II Street", "Harper Road", "Bantama High Street"],
    "yo_NG": ["Òpópónà Adéọlá", "Allen Avenue", "Ring Road", "Awolowo Road"],
    "ha_NG": ["Titin Murtala Mohammed", "Zoo Road", "Ahmadu Bello Way", "Kofar Mata Road"],
    "ig_NG": ["Okpara Avenue", "Zik Avenue", "Upper Iweka Road", "Wetheral Road"],
    "gu_IN": ["સી.જી. રોડ", "આશ્રમ રોડ", "રિંગ રોડ", "સ્ટેશન રોડ"],
    "or_IN": ["ଜନପଥ", "ସ୍ଟେସନ ରୋଡ", "ଗୌତମ ନଗର", "ବାଣୀ ବିହାର"],
    "mt": ["Triq ir-Repubblika"], "it_CH": ["Via Nassa", "Corso Pestalozzi", "Via Cattedrale", "Viale Stazione"],
    "fr_BE": ["Rue Neuve", "Avenue Louise", "Rue de la Loi", "Boulevard d'Avroy"],
    "fr_DZ": ["Rue Didouche Mourad", "Boulevard Zighoud Youcef", "Rue Larbi Ben M'hidi", "Avenue de l'ALN"],
    "ar_DZ": ["شارع ديدوش مراد", "شارع العربي بن مهيدي", "شارع زيغود يوسف"],
    "en_TH": ["Sukhumvit Road", "Silom Road", "Rama IV Road", "Charoen Krung Road"],
    "en_KE": ["Moi Avenue", "Kenyatta Avenue", "Ngong Road", "Waiyaki Way"],
    "en_NG": ["Allen Avenue", "Awolowo Road", "Adeola Odeku Street", "Herbert Macaulay Way"],
    "en_PK": ["Shahrah-e-Faisal", "Mall Road", "Jinnah Avenue", "M.A. Jinnah Road"],
    "en_BD": ["Gulshan Avenue", "Mirpur Road", "Road 27, Dhanmondi", "Kemal Ataturk Avenue"],
    "en_PH": ["Ayala Avenue", "Rizal Street", "Mabini Street", "Roxas Boulevard"],
    "fil_PH": ["Kalye Rizal", "Kalye Mabini", "Abenida Taft", "Kalye Bonifacio"],
    "tl_PH": ["Kalye Rizal", "Kalye Mabini", "Abenida Taft", "Kalye Bonifacio"],
    "es_CA": ["Carrer de Balmes", "Passeig de Gràcia", "Carrer Major", "Rambla de Catalunya"],
    "da_DK": ["Vesterbrogade", "Nørregade", "Strøget", "Østergade"],
}

# SWIFT IBAN registry: BBAN structure per country (n digits, a upper-case letters, c alphanumerics).
IBAN_BBAN = {
    "AD": "4!n4!n12!c", "AE": "3!n16!n", "AL": "8!n16!c", "AT": "5!n11!n", "AZ": "4!a20!c",
    "BA": "3!n3!n8!n2!n", "BE": "3!n7!n2!n", "BG": "4!a4!n2!n8!c", "BH": "4!a14!c", "BI": "5!n5!n11!n2!n",
    "BR": "8!n5!n10!n1!a1!c", "BY": "4!c4!n16!c", "CH": "5!n12!c", "CR": "4!n14!n", "CY": "3!n5!n16!c",
    "CZ": "4!n16!n", "DE": "8!n10!n", "DJ": "5!n5!n11!n2!n", "DK": "4!n9!n1!n", "DO": "4!c20!n",
    "EE": "2!n14!n", "EG": "4!n4!n17!n", "ES": "4!n4!n1!n1!n10!n", "FI": "3!n11!n", "FK": "2!a12!n",
    "FO": "4!n9!n1!n", "FR": "5!n5!n11!c2!n", "GB": "4!a6!n8!n", "GE": "2!a16!n", "GI": "4!a15!c",
    "GL": "4!n9!n1!n", "GR": "3!n4!n16!c", "GT": "4!c20!c", "HN": "4!a20!n", "HR": "7!n10!n",
    "HU": "3!n4!n1!n15!n1!n", "IE": "4!a6!n8!n", "IL": "3!n3!n13!n", "IQ": "4!a3!n12!n", "IS": "4!n2!n6!n10!n",
    "IT": "1!a5!n5!n12!c", "JO": "4!a4!n18!c", "KW": "4!a22!c", "KZ": "3!n13!c", "LB": "4!n20!c",
    "LC": "4!a24!c", "LI": "5!n12!c", "LT": "5!n11!n", "LU": "3!n13!c", "LV": "4!a13!c",
    "LY": "3!n3!n15!n", "MC": "5!n5!n11!c2!n", "MD": "2!c18!c", "ME": "3!n13!n2!n", "MK": "3!n10!c2!n",
    "MN": "4!n12!n", "MR": "5!n5!n11!n2!n", "MT": "4!a5!n18!c", "MU": "4!a2!n2!n12!n3!n3!a", "NI": "4!a20!n",
    "NL": "4!a10!n", "NO": "4!n6!n1!n", "OM": "3!n16!c", "PK": "4!a16!c", "PL": "8!n16!n",
    "PS": "4!a21!c", "PT": "4!n4!n11!n2!n", "QA": "4!a21!c", "RO": "4!a16!c", "RS": "3!n13!n2!n",
    "RU": "9!n5!n15!c", "SA": "2!n18!c", "SC": "4!a2!n2!n16!n3!a", "SD": "2!n12!n", "SE": "3!n16!n1!n",
    "SI": "5!n8!n2!n", "SK": "4!n6!n10!n", "SM": "1!a5!n5!n12!c", "SO": "4!n3!n12!n", "ST": "4!n4!n11!n2!n",
    "SV": "4!a20!n", "TL": "3!n14!n2!n", "TN": "2!n3!n13!n2!n", "TR": "5!n1!n16!c", "UA": "6!n19!c",
    "VA": "3!n15!n", "VG": "4!a16!n", "XK": "4!n10!n2!n", "YE": "4!a4!n18!c",
}
IBAN_COUNTRIES = sorted(IBAN_BBAN)
IBAN_LENGTH = {cc: 4 + sum(int(n) for n in re.findall(r"(\d+)!", spec)) for cc, spec in IBAN_BBAN.items()}

# extension words: inside the span / outside the span, per language
EXT_INSIDE = {"en": ["x", "ext.", "ext", "Ext.", "extension"], "es": ["anexo", "ext."], "pt": ["ext.", "anexo"],
              "ru": ["доб."], "uk": ["доб."], "bg": ["доб."]}
EXT_OUTSIDE = {"de": "Durchwahl", "fr": "poste", "es": "int.", "it": "interno", "pt": "ramal", "nl": "toestel",
               "pl": "wew.", "cs": "klapka", "sk": "klapka", "hu": "mellék", "tl": "lokal", "tr": "dahili",
               "ja": "内線", "zh": "分机", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی", "en": "#"}

# --------------------------------------------------------------------------------------------
# Phrases per language.  {p} phone, {e} e-mail, {d} date, {t} time, {a} amount, {r} reference,
# {n} name.  Missing keys fall back to English.
# --------------------------------------------------------------------------------------------
_LEX_SRC = r"""
[en]
tel=Tel|mobile=Mobile|fax=Fax|email=Email|address=Address|name=Name|date=Date|order=Order|invoice=Invoice
total=Total|ref=Reference|holder=Account holder|dear=Dear {n},|regards=Best regards,|thanks=Thank you!
call=Call me on {p}.|reach=You can reach us at {p} or by email at {e}.|questions=If you have any questions, please call {p}.
appt=Your appointment is on {d} at {t}.|transfer=Please transfer {a} to the account below.
parcel=Your parcel {r} will be delivered on {d}.|sale=For sale|price=Price|hiring=We are hiring!
cv=Send your CV to {e}.|hours=Opening hours|customer=Customer|card=Card number|guest=Guest|booking=Booking
contact=Contact|wa=Message me on WhatsApp|urgent=Urgent|subject=Subject|hello=Hi|meet=See you on {d} at {t}!
office=Office|lost=Lost|reward=Reward|info=Information
[de]
tel=Tel.|mobile=Mobil|fax=Fax|email=E-Mail|address=Adresse|name=Name|date=Datum|order=Bestellung|invoice=Rechnung
total=Gesamt|ref=Verwendungszweck|holder=Kontoinhaber|dear=Sehr geehrte/r {n},|regards=Mit freundlichen Grüßen|thanks=Vielen Dank!
call=Ruf mich unter {p} an.|reach=Sie erreichen uns unter {p} oder per E-Mail an {e}.|questions=Bei Fragen erreichen Sie uns unter {p}.
appt=Ihr Termin ist am {d} um {t} Uhr.|transfer=Bitte überweisen Sie {a} auf folgendes Konto.
parcel=Ihre Sendung {r} wird am {d} zugestellt.|sale=Zu verkaufen|price=Preis|hiring=Wir stellen ein!
cv=Bewerbungen bitte an {e}.|hours=Öffnungszeiten|customer=Kunde|card=Kartennummer|guest=Gast|booking=Buchung
contact=Kontakt|wa=Schreib mir auf WhatsApp|urgent=Dringend|subject=Betreff|hello=Hallo|meet=Bis {d} um {t}!
office=Büro|lost=Vermisst|reward=Finderlohn|info=Informationen
[fr]
tel=Tél.|mobile=Portable|fax=Fax|email=Courriel|address=Adresse|name=Nom|date=Date|order=Commande|invoice=Facture
total=Total|ref=Référence|holder=Titulaire du compte|dear=Madame, Monsieur {n},|regards=Cordialement,|thanks=Merci !
call=Appelle-moi au {p}.|reach=Vous pouvez nous joindre au {p} ou par courriel à {e}.|questions=Pour toute question, appelez le {p}.
appt=Votre rendez-vous est fixé au {d} à {t}.|transfer=Merci de virer {a} sur le compte ci-dessous.
parcel=Votre colis {r} sera livré le {d}.|sale=À vendre|price=Prix|hiring=Nous recrutons !
cv=Envoyez votre CV à {e}.|hours=Horaires d'ouverture|customer=Client|card=Numéro de carte|guest=Client|booking=Réservation
contact=Contact|wa=Écris-moi sur WhatsApp|urgent=Urgent|subject=Objet|hello=Bonjour|meet=À {d} à {t} !
office=Bureau|lost=Perdu|reward=Récompense|info=Renseignements
[es]
tel=Tel.|mobile=Móvil|fax=Fax|email=Correo|address=Dirección|name=Nombre|date=Fecha|order=Pedido|invoice=Factura
total=Total|ref=Concepto|holder=Titular de la cuenta|dear=Estimado/a {n}:|regards=Un saludo,|thanks=¡Gracias!
call=Llámame al {p}.|reach=Puede contactarnos en el {p} o por correo en {e}.|questions=Si tiene alguna duda, llame al {p}.
appt=Su cita es el {d} a las {t}.|transfer=Por favor, transfiera {a} a la siguiente cuenta.
parcel=Su paquete {r} será entregado el {d}.|sale=Se vende|price=Precio|hiring=¡Estamos contratando!
cv=Envía tu CV a {e}.|hours=Horario|customer=Cliente|card=Número de tarjeta|guest=Huésped|booking=Reserva
contact=Contacto|wa=Escríbeme por WhatsApp|urgent=Urgente|subject=Asunto|hello=Hola|meet=¡Nos vemos el {d} a las {t}!
office=Oficina|lost=Perdido|reward=Recompensa|info=Información
[it]
tel=Tel.|mobile=Cell.|fax=Fax|email=E-mail|address=Indirizzo|name=Nome|date=Data|order=Ordine|invoice=Fattura
total=Totale|ref=Causale|holder=Intestatario|dear=Gentile {n},|regards=Cordiali saluti,|thanks=Grazie!
call=Chiamami al {p}.|reach=Potete contattarci al {p} o via e-mail a {e}.|questions=Per qualsiasi domanda chiamate il {p}.
appt=Il Suo appuntamento è il {d} alle {t}.|transfer=Si prega di bonificare {a} sul seguente conto.
parcel=La spedizione {r} sarà consegnata il {d}.|sale=Vendesi|price=Prezzo|hiring=Cerchiamo personale!
cv=Invia il tuo CV a {e}.|hours=Orari di apertura|customer=Cliente|card=Numero carta|guest=Ospite|booking=Prenotazione
contact=Contatti|wa=Scrivimi su WhatsApp|urgent=Urgente|subject=Oggetto|hello=Ciao|meet=Ci vediamo il {d} alle {t}!
office=Ufficio|lost=Smarrito|reward=Ricompensa|info=Informazioni
[pt]
tel=Tel.|mobile=Celular|fax=Fax|email=E-mail|address=Endereço|name=Nome|date=Data|order=Pedido|invoice=Fatura
total=Total|ref=Referência|holder=Titular da conta|dear=Prezado(a) {n},|regards=Atenciosamente,|thanks=Obrigado!
call=Me liga no {p}.|reach=Fale conosco pelo {p} ou pelo e-mail {e}.|questions=Em caso de dúvidas, ligue para {p}.
appt=Sua consulta está marcada para {d} às {t}.|transfer=Por favor, transfira {a} para a conta abaixo.
parcel=Sua encomenda {r} será entregue em {d}.|sale=Vende-se|price=Preço|hiring=Estamos contratando!
cv=Envie seu currículo para {e}.|hours=Horário de funcionamento|customer=Cliente|card=Número do cartão|guest=Hóspede|booking=Reserva
contact=Contato|wa=Me chama no WhatsApp|urgent=Urgente|subject=Assunto|hello=Olá|meet=Até {d} às {t}!
office=Escritório|lost=Perdido|reward=Recompensa|info=Informações
[nl]
tel=Tel.|mobile=Mobiel|fax=Fax|email=E-mail|address=Adres|name=Naam|date=Datum|order=Bestelling|invoice=Factuur
total=Totaal|ref=Omschrijving|holder=Rekeninghouder|dear=Geachte {n},|regards=Met vriendelijke groet,|thanks=Bedankt!
call=Bel me op {p}.|reach=U kunt ons bereiken op {p} of per e-mail via {e}.|questions=Heeft u vragen? Bel dan {p}.
appt=Uw afspraak is op {d} om {t} uur.|transfer=Gelieve {a} over te maken op onderstaande rekening.
parcel=Uw pakket {r} wordt op {d} bezorgd.|sale=Te koop|price=Prijs|hiring=Wij zoeken collega's!
cv=Stuur je cv naar {e}.|hours=Openingstijden|customer=Klant|card=Kaartnummer|guest=Gast|booking=Boeking
contact=Contact|wa=App me even|urgent=Dringend|subject=Onderwerp|hello=Hoi|meet=Tot {d} om {t}!
office=Kantoor|lost=Vermist|reward=Beloning|info=Informatie
[pl]
tel=Tel.|mobile=Tel. kom.|fax=Faks|email=E-mail|address=Adres|name=Imię i nazwisko|date=Data|order=Zamówienie|invoice=Faktura
total=Razem|ref=Tytuł przelewu|holder=Właściciel rachunku|dear=Szanowna Pani / Szanowny Panie {n},|regards=Z poważaniem,|thanks=Dziękujemy!
call=Zadzwoń pod {p}.|reach=Można się z nami skontaktować pod numerem {p} lub mailowo: {e}.|questions=W razie pytań prosimy dzwonić pod {p}.
appt=Wizyta odbędzie się {d} o godz. {t}.|transfer=Prosimy o przelew {a} na poniższy rachunek.
parcel=Twoja przesyłka {r} zostanie doręczona {d}.|sale=Sprzedam|price=Cena|hiring=Zatrudnimy!
cv=CV prosimy przesyłać na {e}.|hours=Godziny otwarcia|customer=Klient|card=Numer karty|guest=Gość|booking=Rezerwacja
contact=Kontakt|wa=Napisz na WhatsAppie|urgent=Pilne|subject=Temat|hello=Cześć|meet=Do zobaczenia {d} o {t}!
office=Biuro|lost=Zaginął|reward=Nagroda|info=Informacje
[cs]
tel=Tel.|mobile=Mobil|fax=Fax|email=E-mail|address=Adresa|name=Jméno|date=Datum|order=Objednávka|invoice=Faktura
total=Celkem|ref=Variabilní symbol|holder=Majitel účtu|dear=Vážená paní / Vážený pane {n},|regards=S pozdravem|thanks=Děkujeme!
call=Zavolej mi na {p}.|reach=Zastihnete nás na čísle {p} nebo e-mailem na {e}.|questions=V případě dotazů volejte {p}.
appt=Váš termín je {d} v {t}.|transfer=Prosíme o úhradu {a} na níže uvedený účet.
parcel=Vaše zásilka {r} bude doručena {d}.|sale=Prodám|price=Cena|hiring=Přijmeme!
cv=Životopisy zasílejte na {e}.|hours=Otevírací doba|customer=Zákazník|card=Číslo karty|guest=Host|booking=Rezervace
contact=Kontakt|wa=Napiš mi na WhatsApp|urgent=Naléhavé|subject=Předmět|hello=Ahoj|meet=Uvidíme se {d} v {t}!
office=Kancelář|lost=Ztratil se|reward=Odměna|info=Informace
[sk]
tel=Tel.|mobile=Mobil|fax=Fax|email=E-mail|address=Adresa|name=Meno|date=Dátum|order=Objednávka|invoice=Faktúra
total=Spolu|ref=Variabilný symbol|holder=Majiteľ účtu|dear=Vážená pani / Vážený pán {n},|regards=S pozdravom|thanks=Ďakujeme!
call=Zavolaj mi na {p}.|reach=Kontaktovať nás môžete na {p} alebo e-mailom na {e}.|questions=V prípade otázok volajte {p}.
appt=Váš termín je {d} o {t}.|transfer=Prosíme o úhradu {a} na nasledujúci účet.
parcel=Vaša zásielka {r} bude doručená {d}.|sale=Predám|price=Cena|hiring=Prijmeme!
cv=Životopisy posielajte na {e}.|hours=Otváracie hodiny|customer=Zákazník|card=Číslo karty|guest=Hosť|booking=Rezervácia
contact=Kontakt|wa=Napíš mi na WhatsApp|urgent=Urgentné|subject=Predmet|hello=Ahoj|meet=Uvidíme sa {d} o {t}!
office=Kancelária|lost=Stratil sa|reward=Odmena|info=Informácie
[ru]
tel=Тел.|mobile=Моб.|fax=Факс|email=Эл. почта|address=Адрес|name=ФИО|date=Дата|order=Заказ|invoice=Счёт
total=Итого|ref=Назначение платежа|holder=Получатель|dear=Уважаемый(ая) {n}!|regards=С уважением,|thanks=Спасибо!
call=Звоните: {p}.|reach=Связаться с нами можно по телефону {p} или по почте {e}.|questions=По всем вопросам звоните {p}.
appt=Ваша запись: {d} в {t}.|transfer=Просим перечислить {a} на указанный ниже счёт.
parcel=Ваше отправление {r} будет доставлено {d}.|sale=Продаётся|price=Цена|hiring=Мы ищем сотрудников!
cv=Резюме присылайте на {e}.|hours=Часы работы|customer=Клиент|card=Номер карты|guest=Гость|booking=Бронирование
contact=Контакты|wa=Пишите в WhatsApp|urgent=Срочно|subject=Тема|hello=Привет|meet=Увидимся {d} в {t}!
office=Офис|lost=Потерялся|reward=Вознаграждение|info=Справки
[uk]
tel=Тел.|mobile=Моб.|fax=Факс|email=Ел. пошта|address=Адреса|name=ПІБ|date=Дата|order=Замовлення|invoice=Рахунок
total=Разом|ref=Призначення платежу|holder=Отримувач|dear=Шановний(а) {n}!|regards=З повагою,|thanks=Дякуємо!
call=Телефонуйте: {p}.|reach=Зв'язатися з нами можна за номером {p} або поштою {e}.|questions=З усіх питань телефонуйте {p}.
appt=Ваш запис: {d} о {t}.|transfer=Просимо перерахувати {a} на рахунок нижче.
parcel=Ваше відправлення {r} буде доставлено {d}.|sale=Продається|price=Ціна|hiring=Шукаємо працівників!
cv=Резюме надсилайте на {e}.|hours=Години роботи|customer=Клієнт|card=Номер картки|guest=Гість|booking=Бронювання
contact=Контакти|wa=Пишіть у WhatsApp|urgent=Терміново|subject=Тема|hello=Привіт|meet=До зустрічі {d} о {t}!
office=Офіс|lost=Загубився|reward=Винагорода|info=Довідки
[bg]
tel=Тел.|mobile=Моб.|fax=Факс|email=Имейл|address=Адрес|name=Име|date=Дата|order=Поръчка|invoice=Фактура
total=Общо|ref=Основание|holder=Титуляр|dear=Уважаеми/а {n},|regards=Поздрави,|thanks=Благодарим!
call=Обади ми се на {p}.|reach=Можете да се свържете с нас на {p} или на имейл {e}.|questions=При въпроси се обадете на {p}.
appt=Часът ви е на {d} в {t} ч.|transfer=Моля, преведете {a} по сметката по-долу.
parcel=Пратката ви {r} ще бъде доставена на {d}.|sale=Продавам|price=Цена|hiring=Търсим служители!
cv=Изпратете CV на {e}.|hours=Работно време|customer=Клиент|card=Номер на карта|guest=Гост|booking=Резервация
contact=Контакти|wa=Пиши ми във WhatsApp|urgent=Спешно|subject=Тема|hello=Здравей|meet=До {d} в {t}!
office=Офис|lost=Изгубено|reward=Награда|info=Справки
[tr]
tel=Tel|mobile=Cep|fax=Faks|email=E-posta|address=Adres|name=Ad Soyad|date=Tarih|order=Sipariş|invoice=Fatura
total=Toplam|ref=Açıklama|holder=Hesap sahibi|dear=Sayın {n},|regards=Saygılarımızla,|thanks=Teşekkürler!
call=Beni {p} numarasından ara.|reach=Bize {p} numaralı telefondan veya {e} adresinden ulaşabilirsiniz.|questions=Sorularınız için {p} numarasını arayın.
appt=Randevunuz {d} saat {t}.|transfer=Lütfen {a} tutarını aşağıdaki hesaba havale edin.
parcel={r} numaralı gönderiniz {d} tarihinde teslim edilecek.|sale=Satılık|price=Fiyat|hiring=Eleman arıyoruz!
cv=Özgeçmişinizi {e} adresine gönderin.|hours=Çalışma saatleri|customer=Müşteri|card=Kart numarası|guest=Misafir|booking=Rezervasyon
contact=İletişim|wa=WhatsApp'tan yaz|urgent=Acil|subject=Konu|hello=Merhaba|meet={d} saat {t}'de görüşürüz!
office=Ofis|lost=Kayıp|reward=Ödül|info=Bilgi
[sv]
tel=Tel.|mobile=Mobil|fax=Fax|email=E-post|address=Adress|name=Namn|date=Datum|order=Order|invoice=Faktura
total=Summa|ref=Meddelande|holder=Kontohavare|dear=Hej {n},|regards=Med vänliga hälsningar|thanks=Tack!
call=Ring mig på {p}.|reach=Du når oss på {p} eller via e-post till {e}.|questions=Har du frågor? Ring {p}.
appt=Din tid är {d} kl. {t}.|transfer=Vänligen betala {a} till kontot nedan.
parcel=Ditt paket {r} levereras {d}.|sale=Säljes|price=Pris|hiring=Vi söker personal!
cv=Skicka ditt CV till {e}.|hours=Öppettider|customer=Kund|card=Kortnummer|guest=Gäst|booking=Bokning
contact=Kontakt|wa=Skriv till mig på WhatsApp|urgent=Brådskande|subject=Ämne|hello=Hej|meet=Vi ses {d} kl. {t}!
office=Kontor|lost=Borttappad|reward=Hittelön|info=Information
[da]
tel=Tlf.|mobile=Mobil|fax=Fax|email=E-mail|address=Adresse|name=Navn|date=Dato|order=Ordre|invoice=Faktura
total=I alt|ref=Tekst|holder=Kontohaver|dear=Kære {n},|regards=Med venlig hilsen|thanks=Tak!
call=Ring til mig på {p}.|reach=Du kan fange os på {p} eller på mail {e}.|questions=Har du spørgsmål, så ring {p}.
appt=Din tid er {d} kl. {t}.|transfer=Venligst overfør {a} til kontoen nedenfor.
parcel=Din pakke {r} leveres {d}.|sale=Sælges|price=Pris|hiring=Vi søger medarbejdere!
cv=Send dit CV til {e}.|hours=Åbningstider|customer=Kunde|card=Kortnummer|guest=Gæst|booking=Booking
contact=Kontakt|wa=Skriv til mig på WhatsApp|urgent=Haster|subject=Emne|hello=Hej|meet=Vi ses {d} kl. {t}!
office=Kontor|lost=Bortløbet|reward=Findeløn|info=Information
[no]
tel=Tlf.|mobile=Mobil|fax=Faks|email=E-post|address=Adresse|name=Navn|date=Dato|order=Ordre|invoice=Faktura
total=Totalt|ref=Melding|holder=Kontoinnehaver|dear=Hei {n},|regards=Med vennlig hilsen|thanks=Takk!
call=Ring meg på {p}.|reach=Du når oss på {p} eller på e-post {e}.|questions=Har du spørsmål, ring {p}.
appt=Timen din er {d} kl. {t}.|transfer=Vennligst overfør {a} til kontoen nedenfor.
parcel=Pakken din {r} leveres {d}.|sale=Selges|price=Pris|hiring=Vi ansetter!
cv=Send CV til {e}.|hours=Åpningstider|customer=Kunde|card=Kortnummer|guest=Gjest|booking=Bestilling
contact=Kontakt|wa=Send meg en melding på WhatsApp|urgent=Haster|subject=Emne|hello=Hei|meet=Ses {d} kl. {t}!
office=Kontor|lost=Savnet|reward=Finnerlønn|info=Informasjon
[fi]
tel=Puh.|mobile=Matkapuhelin|fax=Faksi|email=Sähköposti|address=Osoite|name=Nimi|date=Päivämäärä|order=Tilaus|invoice=Lasku
total=Yhteensä|ref=Viite|holder=Tilinhaltija|dear=Hyvä {n},|regards=Ystävällisin terveisin|thanks=Kiitos!
call=Soita minulle numeroon {p}.|reach=Tavoitat meidät numerosta {p} tai sähköpostitse {e}.|questions=Jos sinulla on kysyttävää, soita {p}.
appt=Aikasi on {d} klo {t}.|transfer=Maksathan {a} alla olevalle tilille.
parcel=Lähetyksesi {r} toimitetaan {d}.|sale=Myydään|price=Hinta|hiring=Haemme työntekijöitä!
cv=Lähetä CV osoitteeseen {e}.|hours=Aukioloajat|customer=Asiakas|card=Kortin numero|guest=Vieras|booking=Varaus
contact=Yhteystiedot|wa=Laita viestiä WhatsAppissa|urgent=Kiireellinen|subject=Aihe|hello=Moi|meet=Nähdään {d} klo {t}!
office=Toimisto|lost=Kadonnut|reward=Löytöpalkkio|info=Lisätietoja
[hu]
tel=Tel.|mobile=Mobil|fax=Fax|email=E-mail|address=Cím|name=Név|date=Dátum|order=Rendelés|invoice=Számla
total=Összesen|ref=Közlemény|holder=Számlatulajdonos|dear=Tisztelt {n}!|regards=Üdvözlettel:|thanks=Köszönjük!
call=Hívj a {p} számon.|reach=Elérhet minket a {p} számon vagy e-mailben: {e}.|questions=Kérdés esetén hívja a {p} számot.
appt=Időpontja: {d} {t}.|transfer=Kérjük, utaljon {a} összeget az alábbi számlára.
parcel=A(z) {r} számú csomagját {d} napon kézbesítjük.|sale=Eladó|price=Ár|hiring=Munkatársat keresünk!
cv=Önéletrajzát küldje a {e} címre.|hours=Nyitvatartás|customer=Ügyfél|card=Kártyaszám|guest=Vendég|booking=Foglalás
contact=Kapcsolat|wa=Írj WhatsAppon|urgent=Sürgős|subject=Tárgy|hello=Szia|meet=Találkozunk {d} {t}-kor!
office=Iroda|lost=Elveszett|reward=Jutalom|info=Információ
[ro]
tel=Tel.|mobile=Mobil|fax=Fax|email=E-mail|address=Adresă|name=Nume|date=Data|order=Comanda|invoice=Factura
total=Total|ref=Detalii plată|holder=Titular cont|dear=Stimate/Stimată {n},|regards=Cu stimă,|thanks=Mulțumim!
call=Sună-mă la {p}.|reach=Ne puteți contacta la {p} sau pe e-mail la {e}.|questions=Pentru întrebări sunați la {p}.
appt=Programarea dvs. este pe {d} la ora {t}.|transfer=Vă rugăm să virați {a} în contul de mai jos.
parcel=Coletul {r} va fi livrat pe {d}.|sale=Vând|price=Preț|hiring=Angajăm!
cv=Trimiteți CV-ul la {e}.|hours=Program|customer=Client|card=Număr card|guest=Oaspete|booking=Rezervare
contact=Contact|wa=Scrie-mi pe WhatsApp|urgent=Urgent|subject=Subiect|hello=Salut|meet=Ne vedem pe {d} la {t}!
office=Birou|lost=Pierdut|reward=Recompensă|info=Informații
[hr]
tel=Tel.|mobile=Mob.|fax=Faks|email=E-pošta|address=Adresa|name=Ime i prezime|date=Datum|order=Narudžba|invoice=Račun
total=Ukupno|ref=Poziv na broj|holder=Vlasnik računa|dear=Poštovani/a {n},|regards=Srdačan pozdrav,|thanks=Hvala!
call=Nazovi me na {p}.|reach=Možete nas dobiti na {p} ili e-poštom na {e}.|questions=Za sva pitanja nazovite {p}.
appt=Vaš termin je {d} u {t}.|transfer=Molimo uplatite {a} na račun naveden u nastavku.
parcel=Vaša pošiljka {r} bit će dostavljena {d}.|sale=Prodajem|price=Cijena|hiring=Zapošljavamo!
cv=Životopis pošaljite na {e}.|hours=Radno vrijeme|customer=Kupac|card=Broj kartice|guest=Gost|booking=Rezervacija
contact=Kontakt|wa=Javi se na WhatsApp|urgent=Hitno|subject=Predmet|hello=Bok|meet=Vidimo se {d} u {t}!
office=Ured|lost=Izgubljen|reward=Nagrada|info=Informacije
[sl]
tel=Tel.|mobile=GSM|fax=Faks|email=E-pošta|address=Naslov|name=Ime in priimek|date=Datum|order=Naročilo|invoice=Račun
total=Skupaj|ref=Sklic|holder=Imetnik računa|dear=Spoštovani {n},|regards=Lep pozdrav,|thanks=Hvala!
call=Pokliči me na {p}.|reach=Dosegljivi smo na {p} ali po e-pošti {e}.|questions=Za vprašanja pokličite {p}.
appt=Vaš termin je {d} ob {t}.|transfer=Prosimo, nakažite {a} na spodnji račun.
parcel=Vaša pošiljka {r} bo dostavljena {d}.|sale=Prodam|price=Cena|hiring=Zaposlujemo!
cv=Življenjepis pošljite na {e}.|hours=Delovni čas|customer=Stranka|card=Številka kartice|guest=Gost|booking=Rezervacija
contact=Kontakt|wa=Piši mi na WhatsApp|urgent=Nujno|subject=Zadeva|hello=Živjo|meet=Se vidimo {d} ob {t}!
office=Pisarna|lost=Izgubljen|reward=Nagrada|info=Informacije
[el]
tel=Τηλ.|mobile=Κιν.|fax=Φαξ|email=Email|address=Διεύθυνση|name=Ονοματεπώνυμο|date=Ημερομηνία|order=Παραγγελία|invoice=Τιμολόγιο
total=Σύνολο|ref=Αιτιολογία|holder=Δικαιούχος|dear=Αγαπητέ/ή {n},|regards=Με εκτίμηση,|thanks=Ευχαριστούμε!
call=Πάρε με στο {p}.|reach=Επικοινωνήστε μαζί μας στο {p} ή στο {e}.|questions=Για οποιαδήποτε απορία καλέστε στο {p}.
appt=Το ραντεβού σας είναι στις {d} και ώρα {t}.|transfer=Παρακαλούμε καταθέστε {a} στον παρακάτω λογαριασμό.
parcel=Το δέμα σας {r} θα παραδοθεί στις {d}.|sale=Πωλείται|price=Τιμή|hiring=Ζητείται προσωπικό!
cv=Στείλτε το βιογραφικό σας στο {e}.|hours=Ωράριο|customer=Πελάτης|card=Αριθμός κάρτας|guest=Επισκέπτης|booking=Κράτηση
contact=Επικοινωνία|wa=Στείλε μου στο WhatsApp|urgent=Επείγον|subject=Θέμα|hello=Γεια|meet=Τα λέμε στις {d}, {t}!
office=Γραφείο|lost=Χάθηκε|reward=Αμοιβή|info=Πληροφορίες
[ar]
tel=هاتف|mobile=جوال|fax=فاكس|email=البريد الإلكتروني|address=العنوان|name=الاسم|date=التاريخ|order=الطلب|invoice=فاتورة
total=الإجمالي|ref=المرجع|holder=اسم صاحب الحساب|dear=عزيزي {n}،|regards=مع أطيب التحيات،|thanks=شكراً لكم!
call=اتصل بي على {p}.|reach=يمكنكم التواصل معنا على الرقم {p} أو عبر البريد {e}.|questions=لأي استفسار يرجى الاتصال على {p}.
appt=موعدكم يوم {d} الساعة {t}.|transfer=يرجى تحويل مبلغ {a} إلى الحساب التالي.
parcel=سيتم تسليم شحنتكم {r} بتاريخ {d}.|sale=للبيع|price=السعر|hiring=مطلوب موظفين!
cv=أرسل سيرتك الذاتية إلى {e}.|hours=أوقات العمل|customer=العميل|card=رقم البطاقة|guest=الضيف|booking=الحجز
contact=اتصل بنا|wa=راسلني على واتساب|urgent=عاجل|subject=الموضوع|hello=مرحباً|meet=نلتقي يوم {d} الساعة {t}!
office=المكتب|lost=مفقود|reward=مكافأة|info=للاستعلام
[he]
tel=טל'|mobile=נייד|fax=פקס|email=דוא"ל|address=כתובת|name=שם|date=תאריך|order=הזמנה|invoice=חשבונית
total=סה"כ|ref=אסמכתא|holder=שם בעל החשבון|dear={n} היקר/ה,|regards=בברכה,|thanks=תודה!
call=תתקשר אליי ל-{p}.|reach=ניתן להשיג אותנו בטלפון {p} או במייל {e}.|questions=לכל שאלה ניתן להתקשר ל-{p}.
appt=התור שלך נקבע ל-{d} בשעה {t}.|transfer=נא להעביר {a} לחשבון שלהלן.
parcel=החבילה {r} תימסר בתאריך {d}.|sale=למכירה|price=מחיר|hiring=דרושים!
cv=קורות חיים ל-{e}.|hours=שעות פתיחה|customer=לקוח|card=מספר כרטיס|guest=אורח|booking=הזמנה
contact=צור קשר|wa=שלחו לי הודעה בוואטסאפ|urgent=דחוף|subject=נושא|hello=היי|meet=נתראה ב-{d} בשעה {t}!
office=משרד|lost=אבד|reward=פרס|info=מידע
[fa]
tel=تلفن|mobile=همراه|fax=فکس|email=ایمیل|address=نشانی|name=نام|date=تاریخ|order=سفارش|invoice=فاکتور
total=جمع کل|ref=شناسه|holder=صاحب حساب|dear={n} عزیز،|regards=با احترام،|thanks=سپاسگزاریم!
call=با شماره {p} تماس بگیرید.|reach=از طریق شماره {p} یا ایمیل {e} با ما در تماس باشید.|questions=برای هرگونه سؤال با {p} تماس بگیرید.
appt=نوبت شما {d} ساعت {t} است.|transfer=لطفاً مبلغ {a} را به حساب زیر واریز کنید.
parcel=مرسوله {r} در تاریخ {d} تحویل داده می‌شود.|sale=فروشی|price=قیمت|hiring=استخدام!
cv=رزومه خود را به {e} بفرستید.|hours=ساعات کاری|customer=مشتری|card=شماره کارت|guest=مهمان|booking=رزرو
contact=تماس با ما|wa=در واتساپ پیام بدهید|urgent=فوری|subject=موضوع|hello=سلام|meet={d} ساعت {t} می‌بینمت!
office=دفتر|lost=گمشده|reward=مژدگانی|info=اطلاعات
[hi]
tel=फ़ोन|mobile=मोबाइल|fax=फ़ैक्स|email=ईमेल|address=पता|name=नाम|date=दिनांक|order=ऑर्डर|invoice=बिल
total=कुल|ref=संदर्भ|holder=खाताधारक|dear=प्रिय {n},|regards=सादर,|thanks=धन्यवाद!
call=मुझे {p} पर कॉल करें।|reach=आप हमसे {p} पर या {e} पर संपर्क कर सकते हैं।|questions=किसी भी प्रश्न के लिए {p} पर कॉल करें।
appt=आपका अपॉइंटमेंट {d} को {t} बजे है।|transfer=कृपया {a} नीचे दिए खाते में जमा करें।
parcel=आपका पार्सल {r} {d} को पहुँचेगा।|sale=बिक्री हेतु|price=कीमत|hiring=भर्ती जारी है!
cv=अपना बायोडाटा {e} पर भेजें।|hours=समय|customer=ग्राहक|card=कार्ड नंबर|guest=अतिथि|booking=बुकिंग
contact=संपर्क|wa=व्हाट्सऐप पर मैसेज करें|urgent=अत्यावश्यक|subject=विषय|hello=नमस्ते|meet={d} को {t} बजे मिलते हैं!
office=कार्यालय|lost=गुम|reward=इनाम|info=जानकारी
[ja]
tel=TEL|mobile=携帯|fax=FAX|email=メール|address=住所|name=氏名|date=日付|order=ご注文|invoice=請求書
total=合計|ref=参照番号|holder=口座名義|dear={n} 様|regards=よろしくお願いいたします。|thanks=ありがとうございます。
call={p}までお電話ください。|reach=お問い合わせは{p}またはメール{e}までお願いします。|questions=ご不明な点は{p}までお問い合わせください。
appt=ご予約は{d} {t}です。|transfer={a}を下記口座にお振込みください。
parcel=お荷物（{r}）は{d}にお届け予定です。|sale=売ります|price=価格|hiring=スタッフ募集！
cv=履歴書は{e}までお送りください。|hours=営業時間|customer=お客様|card=カード番号|guest=宿泊者|booking=予約
contact=お問い合わせ|wa=LINEかWhatsAppで連絡ください|urgent=至急|subject=件名|hello=こんにちは|meet={d} {t}にお会いしましょう！
office=事務所|lost=迷子|reward=謝礼|info=お問い合わせ先
[zh]
tel=电话|mobile=手机|fax=传真|email=邮箱|address=地址|name=姓名|date=日期|order=订单|invoice=发票
total=合计|ref=备注|holder=户名|dear={n}您好：|regards=此致敬礼|thanks=谢谢！
call=请拨打{p}联系我。|reach=您可以拨打{p}或发邮件至{e}与我们联系。|questions=如有疑问，请致电{p}。
appt=您的预约时间为{d} {t}。|transfer=请将{a}汇入以下账户。
parcel=您的包裹{r}将于{d}送达。|sale=出售|price=价格|hiring=诚聘！
cv=简历请发送至{e}。|hours=营业时间|customer=客户|card=卡号|guest=住客|booking=预订
contact=联系我们|wa=加我微信或WhatsApp|urgent=紧急|subject=主题|hello=你好|meet={d} {t}见！
office=办公室|lost=寻物|reward=酬谢|info=咨询
[ko]
tel=전화|mobile=휴대폰|fax=팩스|email=이메일|address=주소|name=이름|date=날짜|order=주문|invoice=청구서
total=합계|ref=참조|holder=예금주|dear={n}님께,|regards=감사합니다.|thanks=감사합니다!
call={p}로 전화 주세요.|reach={p} 또는 이메일 {e}로 연락 주시기 바랍니다.|questions=문의 사항은 {p}로 연락 주세요.
appt=예약 일시는 {d} {t}입니다.|transfer={a}을(를) 아래 계좌로 입금해 주세요.
parcel=고객님의 택배 {r}이(가) {d}에 배송될 예정입니다.|sale=판매|price=가격|hiring=직원 모집!
cv=이력서는 {e}로 보내주세요.|hours=영업시간|customer=고객|card=카드번호|guest=투숙객|booking=예약
contact=연락처|wa=카카오톡이나 WhatsApp으로 연락 주세요|urgent=긴급|subject=제목|hello=안녕하세요|meet={d} {t}에 봬요!
office=사무실|lost=분실|reward=사례금|info=문의
[th]
tel=โทร|mobile=มือถือ|fax=แฟกซ์|email=อีเมล|address=ที่อยู่|name=ชื่อ|date=วันที่|order=คำสั่งซื้อ|invoice=ใบแจ้งหนี้
total=รวม|ref=อ้างอิง|holder=ชื่อบัญชี|dear=เรียน คุณ{n}|regards=ขอแสดงความนับถือ|thanks=ขอบคุณค่ะ
call=โทรหาฉันที่ {p}|reach=ติดต่อเราได้ที่ {p} หรืออีเมล {e}|questions=หากมีข้อสงสัย โทร {p}
appt=นัดหมายของคุณคือวันที่ {d} เวลา {t} น.|transfer=กรุณาโอน {a} เข้าบัญชีด้านล่าง
parcel=พัสดุ {r} จะจัดส่งในวันที่ {d}|sale=ขาย|price=ราคา|hiring=รับสมัครพนักงาน!
cv=ส่งประวัติมาที่ {e}|hours=เวลาทำการ|customer=ลูกค้า|card=หมายเลขบัตร|guest=ผู้เข้าพัก|booking=การจอง
contact=ติดต่อเรา|wa=ทักไลน์หรือ WhatsApp ได้เลย|urgent=ด่วน|subject=เรื่อง|hello=สวัสดีครับ|meet=เจอกันวันที่ {d} เวลา {t}
office=สำนักงาน|lost=หาย|reward=รางวัล|info=สอบถาม
[vi]
tel=ĐT|mobile=Di động|fax=Fax|email=Email|address=Địa chỉ|name=Họ tên|date=Ngày|order=Đơn hàng|invoice=Hóa đơn
total=Tổng cộng|ref=Nội dung|holder=Chủ tài khoản|dear=Kính gửi {n},|regards=Trân trọng,|thanks=Cảm ơn!
call=Gọi cho tôi theo số {p}.|reach=Quý khách có thể liên hệ qua số {p} hoặc email {e}.|questions=Mọi thắc mắc xin gọi {p}.
appt=Lịch hẹn của bạn vào {d} lúc {t}.|transfer=Vui lòng chuyển khoản {a} vào tài khoản dưới đây.
parcel=Đơn hàng {r} sẽ được giao vào {d}.|sale=Cần bán|price=Giá|hiring=Tuyển dụng!
cv=Gửi CV về {e}.|hours=Giờ mở cửa|customer=Khách hàng|card=Số thẻ|guest=Khách|booking=Đặt phòng
contact=Liên hệ|wa=Nhắn Zalo hoặc WhatsApp cho mình|urgent=Khẩn|subject=Tiêu đề|hello=Chào bạn|meet=Hẹn gặp {d} lúc {t}!
office=Văn phòng|lost=Thất lạc|reward=Hậu tạ|info=Thông tin
[id]
tel=Telp.|mobile=HP|fax=Faks|email=Email|address=Alamat|name=Nama|date=Tanggal|order=Pesanan|invoice=Faktur
total=Total|ref=Berita|holder=Atas nama|dear=Yth. {n},|regards=Hormat kami,|thanks=Terima kasih!
call=Hubungi saya di {p}.|reach=Hubungi kami di {p} atau email ke {e}.|questions=Jika ada pertanyaan, silakan hubungi {p}.
appt=Janji temu Anda pada {d} pukul {t}.|transfer=Mohon transfer {a} ke rekening berikut.
parcel=Paket Anda {r} akan dikirim pada {d}.|sale=Dijual|price=Harga|hiring=Lowongan kerja!
cv=Kirim CV ke {e}.|hours=Jam buka|customer=Pelanggan|card=Nomor kartu|guest=Tamu|booking=Pemesanan
contact=Kontak|wa=WA aja ya|urgent=Penting|subject=Perihal|hello=Halo|meet=Sampai jumpa {d} jam {t}!
office=Kantor|lost=Hilang|reward=Imbalan|info=Info
[lt]
tel=Tel.|mobile=Mob.|fax=Faksas|email=El. paštas|address=Adresas|name=Vardas, pavardė|date=Data|order=Užsakymas|invoice=Sąskaita
total=Iš viso|ref=Mokėjimo paskirtis|holder=Sąskaitos savininkas|dear=Gerb. {n},|regards=Pagarbiai|thanks=Ačiū!
call=Skambink man {p}.|reach=Susisiekti galite tel. {p} arba el. paštu {e}.|questions=Kilus klausimų skambinkite {p}.
appt=Jūsų vizitas {d} {t}.|transfer=Prašome pervesti {a} į žemiau nurodytą sąskaitą.
parcel=Jūsų siunta {r} bus pristatyta {d}.|sale=Parduodu|price=Kaina|hiring=Ieškome darbuotojų!
cv=CV siųskite {e}.|hours=Darbo laikas|customer=Klientas|card=Kortelės numeris|guest=Svečias|booking=Rezervacija
contact=Kontaktai|wa=Rašykite per WhatsApp|urgent=Skubu|subject=Tema|hello=Labas|meet=Iki {d} {t}!
office=Biuras|lost=Dingo|reward=Atlygis|info=Informacija
[lv]
tel=Tālr.|mobile=Mob.|fax=Fakss|email=E-pasts|address=Adrese|name=Vārds, uzvārds|date=Datums|order=Pasūtījums|invoice=Rēķins
total=Kopā|ref=Maksājuma mērķis|holder=Konta īpašnieks|dear=Cien. {n}!|regards=Ar cieņu,|thanks=Paldies!
call=Zvani man uz {p}.|reach=Sazinieties ar mums pa tālruni {p} vai e-pastu {e}.|questions=Jautājumu gadījumā zvaniet {p}.
appt=Jūsu vizīte ir {d} plkst. {t}.|transfer=Lūdzam pārskaitīt {a} uz zemāk norādīto kontu.
parcel=Jūsu sūtījums {r} tiks piegādāts {d}.|sale=Pārdod|price=Cena|hiring=Meklējam darbiniekus!
cv=CV sūtiet uz {e}.|hours=Darba laiks|customer=Klients|card=Kartes numurs|guest=Viesis|booking=Rezervācija
contact=Kontakti|wa=Raksti WhatsApp|urgent=Steidzami|subject=Temats|hello=Sveiki|meet=Tiekamies {d} plkst. {t}!
office=Birojs|lost=Pazudis|reward=Atlīdzība|info=Informācija
[et]
tel=Tel|mobile=Mob|fax=Faks|email=E-post|address=Aadress|name=Nimi|date=Kuupäev|order=Tellimus|invoice=Arve
total=Kokku|ref=Selgitus|holder=Konto omanik|dear=Lugupeetud {n}!|regards=Lugupidamisega|thanks=Aitäh!
call=Helista mulle {p}.|reach=Meiega saab ühendust telefonil {p} või e-postil {e}.|questions=Küsimuste korral helistage {p}.
appt=Teie vastuvõtt on {d} kell {t}.|transfer=Palume tasuda {a} alloleval kontol.
parcel=Teie pakk {r} toimetatakse kohale {d}.|sale=Müüa|price=Hind|hiring=Otsime töötajat!
cv=CV saada aadressile {e}.|hours=Lahtiolekuajad|customer=Klient|card=Kaardi number|guest=Külaline|booking=Broneering
contact=Kontakt|wa=Kirjuta WhatsAppis|urgent=Kiire|subject=Teema|hello=Tere|meet=Kohtumiseni {d} kell {t}!
office=Kontor|lost=Kadunud|reward=Leiutasu|info=Info
[az]
tel=Tel.|mobile=Mobil|fax=Faks|email=E-poçt|address=Ünvan|name=Ad|date=Tarix|total=Cəmi|dear=Hörmətli {n},|regards=Hörmətlə,
thanks=Təşəkkür edirik!|call=Mənə {p} nömrəsinə zəng edin.|reach=Bizimlə {p} nömrəsi və ya {e} ünvanı ilə əlaqə saxlaya bilərsiniz.
questions=Suallarınız üçün {p} nömrəsinə zəng edin.|appt=Qəbulunuz {d} saat {t}-dadır.|transfer=Zəhmət olmasa {a} məbləği aşağıdakı hesaba köçürün.
contact=Əlaqə|hello=Salam|price=Qiymət|sale=Satılır|order=Sifariş|customer=Müştəri|hours=İş saatları
[bn]
tel=ফোন|mobile=মোবাইল|fax=ফ্যাক্স|email=ইমেইল|address=ঠিকানা|name=নাম|date=তারিখ|total=মোট|dear=প্রিয় {n},|regards=শুভেচ্ছান্তে,
thanks=ধন্যবাদ!|call=আমাকে {p} নম্বরে ফোন করুন।|reach=আমাদের সাথে {p} নম্বরে অথবা {e} ঠিকানায় যোগাযোগ করুন।
questions=যেকোনো প্রশ্নে {p} নম্বরে ফোন করুন।|appt=আপনার সাক্ষাতের সময় {d}, {t}।|transfer=অনুগ্রহ করে {a} নিচের অ্যাকাউন্টে পাঠান।
contact=যোগাযোগ|hello=হ্যালো|price=দাম|sale=বিক্রি হবে|order=অর্ডার|customer=গ্রাহক|hours=সময়সূচি
[bs]
tel=Tel.|mobile=Mob.|fax=Faks|email=E-mail|address=Adresa|name=Ime i prezime|date=Datum|total=Ukupno|dear=Poštovani/a {n},|regards=Srdačan pozdrav,
thanks=Hvala!|call=Pozovi me na {p}.|reach=Možete nas kontaktirati na {p} ili putem e-maila {e}.|questions=Za sva pitanja pozovite {p}.
appt=Vaš termin je {d} u {t}.|transfer=Molimo uplatite {a} na račun ispod.|contact=Kontakt|hello=Zdravo|price=Cijena|sale=Prodajem
order=Narudžba|customer=Kupac|hours=Radno vrijeme|urgent=Hitno
[ca]
tel=Tel.|mobile=Mòbil|fax=Fax|email=Correu|address=Adreça|name=Nom|date=Data|total=Total|dear=Benvolgut/da {n},|regards=Salutacions cordials,
thanks=Gràcies!|call=Truca'm al {p}.|reach=Podeu contactar-nos al {p} o per correu a {e}.|questions=Si teniu cap dubte, truqueu al {p}.
appt=La vostra cita és el {d} a les {t}.|transfer=Si us plau, transferiu {a} al compte següent.|contact=Contacte|hello=Hola|price=Preu
sale=Es ven|order=Comanda|customer=Client|hours=Horari|invoice=Factura|urgent=Urgent|booking=Reserva
[ga]
tel=Guthán|mobile=Fón póca|fax=Facs|email=Ríomhphost|address=Seoladh|name=Ainm|date=Dáta|total=Iomlán|dear=A {n}, a chara,|regards=Le meas,
thanks=Go raibh maith agat!|call=Cuir glao orm ar {p}.|reach=Is féidir teagmháil a dhéanamh linn ar {p} nó ar ríomhphost ag {e}.
questions=Má tá ceist agat, glaoigh ar {p}.|contact=Teagmháil|hello=Dia duit|price=Praghas|sale=Ar díol|hours=Uaireanta oscailte|info=Eolas
[gu]
tel=ફોન|mobile=મોબાઇલ|fax=ફેક્સ|email=ઈમેલ|address=સરનામું|name=નામ|date=તારીખ|total=કુલ|dear=પ્રિય {n},|regards=આભાર સહ,
thanks=આભાર!|call=મને {p} પર ફોન કરો.|reach=અમારો સંપર્ક {p} અથવા {e} પર કરો.|questions=કોઈ પ્રશ્ન હોય તો {p} પર ફોન કરો.
contact=સંપર્ક|hello=નમસ્તે|price=કિંમત|sale=વેચવાનું છે
[ha]
tel=Waya|mobile=Lambar waya|email=Imel|address=Adireshi|name=Suna|date=Kwanan wata|total=Jimla|dear=Zuwa ga {n},|regards=Na gode,
thanks=Na gode!|call=Ku kira ni a {p}.|reach=Kuna iya tuntuɓar mu a {p} ko ta imel {e}.|questions=Don ƙarin bayani ku kira {p}.
contact=Tuntuɓe mu|hello=Sannu|price=Farashi|sale=Ana sayarwa
[hy]
tel=Հեռ.|mobile=Բջջ.|fax=Ֆաքս|email=Էլ. փոստ|address=Հասցե|name=Անուն|date=Ամսաթիվ|total=Ընդամենը|dear=Հարգելի {n},|regards=Հարգանքով՝
thanks=Շնորհակալություն!|call=Զանգահարեք ինձ {p} համարով։|reach=Կապվեք մեզ հետ {p} համարով կամ {e} հասցեով։|questions=Հարցերի դեպքում զանգահարեք {p}։
contact=Կապ|hello=Բարև|price=Գին|sale=Վաճառվում է|hours=Աշխատանքային ժամեր
[ig]
tel=Ekwentị|mobile=Ekwentị mkpanaka|email=Email|address=Adreesị|name=Aha|date=Ụbọchị|total=Ngụkọta|dear=Ezigbo {n},|regards=Daalụ,
thanks=Daalụ!|call=Kpọọ m na {p}.|reach=Ị nwere ike ịkpọtụrụ anyị na {p} ma ọ bụ {e}.|questions=Maka ajụjụ, kpọọ {p}.
contact=Kpọtụrụ anyị|hello=Ndewo|price=Ọnụahịa|sale=Ọ dị maka ire
[is]
tel=Sími|mobile=Farsími|fax=Fax|email=Netfang|address=Heimilisfang|name=Nafn|date=Dagsetning|total=Samtals|dear=Kæri/Kæra {n},|regards=Með kveðju,
thanks=Takk fyrir!|call=Hringdu í mig í {p}.|reach=Hægt er að ná í okkur í síma {p} eða á {e}.|questions=Ef spurningar vakna, hringið í {p}.
appt=Tíminn þinn er {d} kl. {t}.|transfer=Vinsamlegast leggið {a} inn á reikninginn hér að neðan.|contact=Hafa samband|hello=Hæ
price=Verð|sale=Til sölu|order=Pöntun|customer=Viðskiptavinur|hours=Opnunartími
[ka]
tel=ტელ.|mobile=მობ.|fax=ფაქსი|email=ელ-ფოსტა|address=მისამართი|name=სახელი|date=თარიღი|total=სულ|dear=პატივცემულო {n},|regards=პატივისცემით,
thanks=გმადლობთ!|call=დამირეკეთ {p}.|reach=დაგვიკავშირდით {p} ან {e}.|questions=კითხვების შემთხვევაში დარეკეთ {p}.
contact=კონტაქტი|hello=გამარჯობა|price=ფასი|sale=იყიდება|hours=სამუშაო საათები
[lb]
tel=Tel.|mobile=Handy|fax=Fax|email=E-Mail|address=Adress|name=Numm|date=Datum|total=Total|dear=Léif/Léiwe {n},|regards=Mat beschte Gréiss,
thanks=Merci!|call=Rufft mech un op {p}.|reach=Dir erreecht eis ënner {p} oder per E-Mail op {e}.|questions=Bei Froen rufft {p} un.
contact=Kontakt|hello=Moien|price=Präis|sale=Ze verkafen|hours=Ëffnungszäiten
[mt]
tel=Tel.|mobile=Mowbajl|fax=Fax|email=Email|address=Indirizz|name=Isem|date=Data|total=Total|dear=Għażiż/a {n},|regards=Dejjem tiegħek,
thanks=Grazzi!|call=Ċempilli fuq {p}.|reach=Tistgħu tikkuntattjawna fuq {p} jew b'email fuq {e}.|questions=Għal aktar informazzjoni ċemplu {p}.
contact=Kuntatt|hello=Bongu|price=Prezz|sale=Għall-bejgħ|hours=Ħinijiet tal-ftuħ
[ne]
tel=फोन|mobile=मोबाइल|fax=फ्याक्स|email=इमेल|address=ठेगाना|name=नाम|date=मिति|total=जम्मा|dear=प्रिय {n},|regards=भवदीय,
thanks=धन्यवाद!|call=मलाई {p} मा फोन गर्नुहोस्।|reach=हामीलाई {p} वा {e} मा सम्पर्क गर्नुहोस्।|questions=कुनै प्रश्न भए {p} मा सम्पर्क गर्नुहोस्।
contact=सम्पर्क|hello=नमस्ते|price=मूल्य|sale=बिक्रीमा|hours=खुल्ने समय
[or]
tel=ଫୋନ|mobile=ମୋବାଇଲ|email=ଇମେଲ|address=ଠିକଣା|name=ନାମ|date=ତାରିଖ|total=ମୋଟ|dear=ପ୍ରିୟ {n},|regards=ଧନ୍ୟବାଦ ସହ,
thanks=ଧନ୍ୟବାଦ!|call=ମୋତେ {p} ରେ ଫୋନ କରନ୍ତୁ।|reach=ଆମ ସହ {p} କିମ୍ବା {e} ରେ ଯୋଗାଯୋଗ କରନ୍ତୁ।|contact=ଯୋଗାଯୋଗ|hello=ନମସ୍କାର|price=ମୂଲ୍ୟ
[sq]
tel=Tel.|mobile=Cel.|fax=Faks|email=Email|address=Adresa|name=Emri|date=Data|total=Totali|dear=I/E nderuar {n},|regards=Me respekt,
thanks=Faleminderit!|call=Më telefono në {p}.|reach=Na kontaktoni në {p} ose me email në {e}.|questions=Për çdo pyetje telefononi në {p}.
appt=Takimi juaj është më {d} në orën {t}.|transfer=Ju lutemi transferoni {a} në llogarinë më poshtë.|contact=Kontakt|hello=Përshëndetje
price=Çmimi|sale=Shitet|order=Porosia|customer=Klienti|hours=Orari
[ta]
tel=தொலைபேசி|mobile=கைபேசி|fax=தொலைநகல்|email=மின்னஞ்சல்|address=முகவரி|name=பெயர்|date=தேதி|total=மொத்தம்|dear=அன்புள்ள {n},|regards=நன்றியுடன்,
thanks=நன்றி!|call=என்னை {p} இல் அழைக்கவும்.|reach=எங்களை {p} அல்லது {e} மூலம் தொடர்பு கொள்ளலாம்.|questions=சந்தேகங்களுக்கு {p} ஐ அழைக்கவும்.
contact=தொடர்புக்கு|hello=வணக்கம்|price=விலை|sale=விற்பனைக்கு
[tl]
tel=Tel.|mobile=Cellphone|fax=Fax|email=Email|address=Tirahan|name=Pangalan|date=Petsa|total=Kabuuan|dear=Mahal na {n},|regards=Lubos na gumagalang,
thanks=Salamat po!|call=Tawagan mo ako sa {p}.|reach=Maaari ninyo kaming tawagan sa {p} o i-email sa {e}.|questions=Para sa mga katanungan, tumawag sa {p}.
appt=Ang inyong appointment ay sa {d}, {t}.|transfer=Pakibayaran ang {a} sa account sa ibaba.|contact=Makipag-ugnayan|hello=Kumusta
price=Presyo|sale=For sale po|order=Order|customer=Customer|hours=Oras ng opisina|wa=I-text mo ako o mag-Viber
[tw]
tel=Tel|mobile=Mobile|email=Email|address=Address|name=Din|date=Da|total=Ne nyinaa|dear={n} pa,|regards=Meda mo ase,
thanks=Medaase!|call=Frɛ me wɔ {p}.|reach=Wobɛtumi afrɛ yɛn wɔ {p} anaa email {e}.|questions=Sɛ wowɔ nsɛmmisa a, frɛ {p}.
contact=Frɛ yɛn|hello=Akwaaba|price=Boɔ|sale=Yɛtɔn
[uz]
tel=Tel.|mobile=Mobil|fax=Faks|email=E-pochta|address=Manzil|name=F.I.Sh.|date=Sana|total=Jami|dear=Hurmatli {n},|regards=Hurmat bilan,
thanks=Rahmat!|call=Menga {p} raqamiga qo'ng'iroq qiling.|reach=Biz bilan {p} yoki {e} orqali bog'laning.|questions=Savollar bo'yicha {p} raqamiga qo'ng'iroq qiling.
contact=Aloqa|hello=Salom|price=Narxi|sale=Sotiladi|hours=Ish vaqti|order=Buyurtma
[yo]
tel=Fóònù|mobile=Fóònù alágbèéká|email=Ímeèlì|address=Àdírẹ́sì|name=Orúkọ|date=Ọjọ́|total=Àpapọ̀|dear={n} ọ̀wọ́n,|regards=Ẹ ṣé,
thanks=Ẹ ṣé o!|call=Pè mí sí {p}.|reach=Ẹ lè kàn sí wa ní {p} tàbí {e}.|questions=Fún ìbéèrè, ẹ pè {p}.
contact=Kàn sí wa|hello=Ẹ n lẹ́|price=Iye owó|sale=Fún títà
[zu]
tel=Ucingo|mobile=Iselula|fax=Ifeksi|email=I-imeyili|address=Ikheli|name=Igama|date=Usuku|total=Isamba|dear={n} othandekayo,|regards=Ozithobayo,
thanks=Ngiyabonga!|call=Ngishayele ku-{p}.|reach=Ungasithinta ku-{p} noma nge-imeyili ku-{e}.|questions=Uma unemibuzo, shayela ku-{p}.
contact=Xhumana nathi|hello=Sawubona|price=Intengo|sale=Iyathengiswa|hours=Amahora okusebenza
"""


def _parse_lex(src):
    lex, cur = {}, None
    for line in src.strip().splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            cur = lex.setdefault(line[1:-1], {})
            continue
        for item in line.split("|"):
            key, _, val = item.partition("=")
            cur[key.strip()] = val.strip()
    return lex


LEX = _parse_lex(_LEX_SRC)


# --------------------------------------------------------------------------------------------
# Checks: what a PII span must be, and what text outside the spans must never contain.
# --------------------------------------------------------------------------------------------
EXT_IN_RE = re.compile(r"\s*(?:x|ext\.?|Ext\.?|EXT\.?|extension|anexo|доб\.)\s*\d{1,6}$")
EMAIL_SPAN_RE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._%+'-]*[A-Za-z0-9_])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}")
EMAIL_ANY_RE = re.compile(r"[\w.+%'-]+@[\w-]+(?:\.[\w-]+)+")
IPV4_ANY_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d|\.\d)")
IPV6_CAND_RE = re.compile(r"(?<![\w:.])[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(?![\w:])")
DIGIT_RUN_RE = re.compile(r"\d+(?:[ \-]\d+)*")
IBAN_CAND_RE = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2})(\d{2})((?: ?[A-Z0-9]){8,34})")
PHONE_INTL_RE = re.compile(r"(?:\+|(?<!\d)00)[\s\u00a0\u202f]?\d(?:[\d\s\u00a0\u202f().\-/]){4,24}\d")
CARD_SEP_RE = re.compile(r"\d+(?:[ \-]\d+)*")


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def card_prefix(digits: str) -> bool:
    """Could this digit string be a payment card number by its leading digits (generous)?"""
    d2, d4 = int(digits[:2]), int(digits[:4])
    return (digits[0] in "456" or d2 in (34, 35, 36, 37, 38, 39, 30) or 2221 <= d4 <= 2720)


def iban_mod97(compact: str) -> bool:
    moved = compact[4:] + compact[:4]
    if not moved.isalnum() or not moved.isascii():
        return False
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def phone_norm(span: str) -> str:
    s = re.sub(r"\s+", " ", span).strip()
    return EXT_IN_RE.sub("", s)


def phone_parse(span: str, region: str):
    """The span parsed in the region, or None unless it has the region's code and is possible."""
    try:
        num = pn.parse(phone_norm(span), region)
    except pn.NumberParseException:
        return None
    if num.country_code != pn.country_code_for_region(region) or not pn.is_possible_number(num):
        return None
    return num


def outside_problems(s: str) -> list:
    """Anything in a piece of unlabelled text that the rules say must be labelled."""
    probs = []
    if EMAIL_ANY_RE.search(s):
        probs.append("email:" + EMAIL_ANY_RE.search(s).group())
    for m in IPV4_ANY_RE.finditer(s):
        if all(int(g) <= 255 for g in m.groups()):
            probs.append("ipv4:" + m.group())
    for m in IPV6_CAND_RE.finditer(s):
        cand = m.group().rstrip(".")
        if cand.count(":") >= 2 and re.search(r"[0-9A-Fa-f]", cand):
            try:
                ipaddress.IPv6Address(cand)
                probs.append("ipv6:" + cand)
            except ValueError:
                pass
    for m in DIGIT_RUN_RE.finditer(s):
        groups = re.split(r"[ \-]", m.group())
        for i in range(len(groups)):
            total = ""
            for j in range(i, len(groups)):
                total += groups[j]
                if len(total) > 19:
                    break
                if len(total) >= 12 and total.isascii() and card_prefix(total) and luhn_ok(total):
                    probs.append("card:" + total)
    for m in IBAN_CAND_RE.finditer(s):
        cc = m.group(1)
        if cc in IBAN_LENGTH:
            compact = (cc + m.group(2) + m.group(3)).replace(" ", "")
            n = IBAN_LENGTH[cc]
            if len(compact) >= n and iban_mod97(compact[:n]):
                probs.append("iban:" + compact[:n])
    for m in PHONE_INTL_RE.finditer(s):
        cand = m.group()
        cuts = [len(cand)] + [k for k in range(len(cand)) if not cand[k].isdigit() and k > 4]
        for k in cuts:
            part = cand[:k].strip(" ()-./\u00a0\u202f")
            part = "+" + part[2:] if part.startswith("00") else part
            try:
                num = pn.parse(part, None)
            except pn.NumberParseException:
                continue
            if pn.is_valid_number(num):
                probs.append("phone:" + part)
                break
    return probs


def check_span(entity: str, s: str, region: str) -> bool:
    if s != s.strip() or not s:
        return False
    if entity == PH:
        return region != "" and phone_parse(s, region) is not None
    if entity == EM:
        return EMAIL_SPAN_RE.fullmatch(s) is not None
    if entity == CC:
        if not re.fullmatch(r"\d+(?:[ \-]\d+)*", s):
            return False
        digits = re.sub(r"[ \-]", "", s)
        return 12 <= len(digits) <= 19 and luhn_ok(digits) and card_prefix(digits)
    if entity == IB:
        if not re.fullmatch(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9])+", s):
            return False
        compact = s.replace(" ", "")
        return IBAN_LENGTH.get(compact[:2]) == len(compact) and iban_mod97(compact)
    if entity == IP:
        try:
            ipaddress.ip_address(s)
            return True
        except ValueError:
            return False
    return False


def _bad_neighbour(ch: str) -> bool:
    return ch.isdigit() or (ch.isascii() and ch.isalnum()) or ch in "@+_"


def mark(entity_code: str, s: str) -> str:
    return _OPEN + entity_code + s + _CLOSE


def finalize(marked: str, region: str):
    """Strip the markers, return (text, spans); raise Redraw if any rule is broken."""
    out, spans, i, pos = [], [], 0, 0
    while i < len(marked):
        ch = marked[i]
        if ch == _OPEN:
            code = marked[i + 1]
            j = marked.index(_CLOSE, i + 2)
            body = marked[i + 2:j]
            if _OPEN in body:
                raise ValueError("nested marker")
            spans.append({"entity": _CODE[code], "start": pos, "end": pos + len(body)})
            out.append(body)
            pos += len(body)
            i = j + 1
        else:
            out.append(ch)
            pos += 1
            i += 1
    text = "".join(out)
    if _CLOSE in text or _OPEN in text:
        raise ValueError("stray marker")
    prev_end = 0
    gaps = []
    for sp in spans:
        body = text[sp["start"]:sp["end"]]
        if not check_span(sp["entity"], body, region):
            raise Redraw(f"bad {sp['entity']} span {body!r}")
        if sp["start"] > 0 and _bad_neighbour(text[sp["start"] - 1]):
            raise Redraw(f"glued left {body!r}")
        if sp["end"] < len(text) and _bad_neighbour(text[sp["end"]]):
            if not (sp["entity"] == PH and text[sp["end"]] == "#"):
                raise Redraw(f"glued right {body!r}")
        if sp["entity"] == PH:
            sp["valid"] = bool(pn.is_valid_number(phone_parse(body, region)))
        gaps.append(text[prev_end:sp["start"]])
        prev_end = sp["end"]
    gaps.append(text[prev_end:])
    for g in gaps:
        probs = outside_problems(g)
        if probs:
            raise Redraw("unlabelled: " + "; ".join(probs[:3]))
    return text, spans


# --------------------------------------------------------------------------------------------
# Generators for the PII itself
# --------------------------------------------------------------------------------------------
def luhn_complete(rng, prefix: str, length: int) -> str:
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - len(prefix) - 1))
    for d in "0123456789":
        if luhn_ok(body + d):
            return body + d
    raise AssertionError


CARD_BRANDS = {
    # brand: (list of prefixes or ranges, lengths with weights)
    "visa": (["4"], [(16, 12), (13, 1), (19, 2)]),
    "mastercard": ([str(p) for p in range(51, 56)] + ["2221", "2230", "2300", "2411", "2520", "2615", "2720"], [(16, 1)]),
    "amex": (["34", "37"], [(15, 1)]),
    "diners": (["300", "301", "302", "303", "304", "305", "36", "38", "39"], [(14, 1)]),
    "discover": (["6011", "644", "645", "646", "647", "648", "649", "65"], [(16, 5), (19, 1)]),
    "jcb": ([str(p) for p in range(3528, 3590, 7)], [(16, 5), (19, 1)]),
    "unionpay": (["62", "621", "622", "623", "624", "625", "628"], [(16, 4), (17, 1), (18, 1), (19, 2)]),
    "maestro": (["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"],
                [(12, 1), (13, 1), (14, 1), (15, 1), (16, 3), (17, 1), (18, 1), (19, 2)]),
}
CARD_BRAND_NAMES = sorted(CARD_BRANDS)


def _wchoice(rng, pairs):
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    for v, w in pairs:
        r -= w
        if r < 0:
            return v
    return pairs[-1][0]


def gen_card(rng, brand=None):
    brand = brand or _wchoice(rng, [("visa", 6), ("mastercard", 5), ("amex", 2), ("diners", 1), ("discover", 1),
                                    ("jcb", 1), ("unionpay", 1), ("maestro", 1)])
    prefixes, lengths = CARD_BRANDS[brand]
    prefix = rng.choice(prefixes)
    if brand == "mastercard" and len(prefix) == 4:
        prefix = str(rng.randint(2221, 2720))
    return brand, luhn_complete(rng, prefix, _wchoice(rng, lengths))


def fmt_card(rng, digits: str, style=None) -> str:
    n = len(digits)
    style = style or rng.choice(["space", "space", "space", "dash", "plain", "plain"])
    if style == "plain":
        return digits
    sep = " " if style == "space" else "-"
    if n == 15:
        groups = [4, 6, 5]
    elif n == 14:
        groups = [4, 6, 4]
    elif n == 13:
        groups = rng.choice([[4, 3, 3, 3], [4, 4, 5]])
    elif n == 19:
        groups = rng.choice([[4, 4, 4, 4, 3], [6, 13], [4, 4, 4, 4, 3]])
    else:
        groups = [4] * (n // 4) + ([n % 4] if n % 4 else [])
    out, k = [], 0
    for g in groups:
        out.append(digits[k:k + g])
        k += g
    return sep.join(out)


def gen_iban(rng, country: str) -> str:
    bban = []
    for count, kind in re.findall(r"(\d+)!([nac])", IBAN_BBAN[country]):
        for _ in range(int(count)):
            if kind == "n":
                bban.append(str(rng.randrange(10)))
            elif kind == "a":
                bban.append(chr(65 + rng.randrange(26)))
            else:
                bban.append(str(rng.randrange(10)) if rng.random() < 0.8 else chr(65 + rng.randrange(26)))
    bban = "".join(bban)
    num = int("".join(str(int(ch, 36)) for ch in bban + country + "00"))
    check = 98 - num % 97
    return f"{country}{check:02d}{bban}"


def fmt_iban(rng, iban: str, style=None) -> str:
    style = style or rng.choice(["group", "group", "plain"])
    if style == "plain":
        return iban
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def gen_ipv4(rng, kind=None) -> str:
    kind = kind or rng.choice(["public", "public", "public", "private", "doc"])
    if kind == "private":
        pick = rng.randrange(3)
        if pick == 0:
            return f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
        if pick == 1:
            return f"172.{rng.randint(16, 31)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
        return f"192.168.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    if kind == "doc":
        return rng.choice(["192.0.2", "198.51.100", "203.0.113"]) + f".{rng.randrange(1, 255)}"
    while True:
        a = rng.randint(1, 223)
        if a in (10, 127, 0, 169, 172, 192):
            continue
        return f"{a}.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"


def gen_ipv6(rng, style=None) -> str:
    style = style or rng.choice(["global", "global", "doc", "linklocal", "ula", "full", "mapped", "loopback"])
    if style == "loopback":
        return "::1"
    if style == "mapped":
        return "::ffff:" + gen_ipv4(rng, "public")
    if style == "linklocal":
        words = [0xFE80, 0, 0, 0] + [rng.randrange(65536) for _ in range(4)]
    elif style == "ula":
        words = [0xFD00 + rng.randrange(256)] + [rng.randrange(65536) for _ in range(3)] + \
            [0, 0, 0, rng.randrange(1, 65536)]
    elif style == "doc":
        words = [0x2001, 0x0DB8, rng.randrange(65536), rng.choice([0, rng.randrange(65536)])] + \
            [0, 0, rng.choice([0, rng.randrange(65536)]), rng.randrange(1, 65536)]
    else:
        words = [rng.choice([0x2001, 0x2a00, 0x2a01, 0x2a02, 0x2600, 0x2607, 0x2404, 0x2800, 0x2c0f, 0x2400]) +
                 rng.randrange(16)] + [rng.randrange(65536) for _ in range(3)] + \
            [rng.choice([0, rng.randrange(65536)]) for _ in range(3)] + [rng.randrange(1, 65536)]
    addr = ipaddress.IPv6Address(int("".join(f"{w:04x}" for w in words), 16))
    if style == "full":
        return addr.exploded if rng.random() < 0.5 else ":".join(f"{w:x}" for w in words)
    text = addr.compressed
    return text.upper() if rng.random() < 0.1 else text


FREE_MAIL = {
    "*": ["gmail.com", "gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "proton.me"],
    "DE": ["web.de", "gmx.de", "t-online.de", "gmx.net"], "AT": ["gmx.at", "aon.at"], "CH": ["bluewin.ch", "gmx.ch"],
    "FR": ["orange.fr", "free.fr", "laposte.net", "sfr.fr"], "IT": ["libero.it", "virgilio.it", "alice.it"],
    "ES": ["telefonica.net", "yahoo.es"], "RU": ["yandex.ru", "mail.ru", "rambler.ru"], "UA": ["ukr.net", "i.ua"],
    "PL": ["wp.pl", "onet.pl", "o2.pl", "interia.pl"], "CZ": ["seznam.cz", "email.cz", "centrum.cz"],
    "SK": ["azet.sk", "centrum.sk"], "KR": ["naver.com", "daum.net", "hanmail.net"], "CN": ["qq.com", "163.com", "126.com", "sina.com"],
    "JP": ["yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp"], "BR": ["uol.com.br", "bol.com.br", "terra.com.br"],
    "PT": ["sapo.pt", "gmail.com"], "BE": ["telenet.be", "skynet.be"], "NL": ["ziggo.nl", "kpnmail.nl", "planet.nl"],
    "BG": ["abv.bg", "mail.bg"], "HU": ["freemail.hu", "citromail.hu"], "IN": ["rediffmail.com", "yahoo.co.in"],
    "AU": ["bigpond.com", "optusnet.com.au"], "NZ": ["xtra.co.nz"], "CA": ["shaw.ca", "sympatico.ca", "videotron.ca"],
    "GB": ["btinternet.com", "sky.com", "yahoo.co.uk"], "IE": ["eircom.net"], "LV": ["inbox.lv"], "LT": ["one.lt", "inbox.lt"],
    "EE": ["mail.ee", "hot.ee"], "SI": ["siol.net", "gmail.com"], "HR": ["net.hr", "t-com.hr"], "TR": ["mynet.com", "yandex.com.tr"],
    "IL": ["walla.co.il", "gmail.com"], "VN": ["yahoo.com.vn"], "TW": ["yahoo.com.tw", "hinet.net"], "GR": ["otenet.gr", "yahoo.gr"],
    "RO": ["yahoo.ro"], "FI": ["luukku.com", "gmail.com"], "SE": ["telia.com", "bredband.net"], "DK": ["jubii.dk", "mail.dk"],
    "NO": ["online.no", "gmail.com"], "AR": ["fibertel.com.ar", "yahoo.com.ar"], "MX": ["prodigy.net.mx", "yahoo.com.mx"],
    "IR": ["yahoo.com", "chmail.ir"], "ZA": ["webmail.co.za", "telkomsa.net"], "NG": ["yahoo.com"], "KE": ["yahoo.com"],
    "ID": ["yahoo.co.id"], "TH": ["hotmail.co.th"], "IS": ["simnet.is"], "EG": ["yahoo.com"],
}
TLD = {"GB": "co.uk", "JP": "co.jp", "AU": "com.au", "BR": "com.br", "NZ": "co.nz", "ZA": "co.za", "KR": "co.kr",
       "TW": "com.tw", "IL": "co.il", "TR": "com.tr", "MX": "com.mx", "AR": "com.ar", "CO": "com.co", "EG": "com.eg",
       "SA": "com.sa", "PK": "com.pk", "NG": "com.ng", "KE": "co.ke", "GH": "com.gh", "BD": "com.bd", "PH": "com.ph",
       "TH": "co.th", "ID": "co.id", "US": "com", "CN": "com.cn", "IN": "in", "UZ": "uz", "NP": "com.np", "CY": "com.cy",
       "AE": "ae", "BH": "com.bh", "JO": "com.jo", "PS": "ps", "DZ": "dz", "MT": "com.mt", "AL": "al"}
TITLES = {"mr", "mrs", "ms", "miss", "dr", "prof", "herr", "frau", "mme", "m", "sr", "sra", "dott", "ing", "mgr", "jr", "ii", "iii", "phd", "md"}
ROLE_LOCAL = ["info", "office", "sales", "support", "contact", "hello", "kontakt", "admin", "billing", "booking",
              "hr", "jobs", "service", "team", "mail", "reception", "orders", "accounts", "noreply", "press"]


def ascii_fold(s: str) -> str:
    s = s.replace("ß", "ss").replace("ø", "o").replace("Ø", "O").replace("æ", "ae").replace("ł", "l").replace("Ł", "L")
    s = s.replace("đ", "d").replace("Đ", "D").replace("ı", "i").replace("þ", "th").replace("ð", "d")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii())


def slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", ascii_fold(s).lower())


FAKER_PHONE_LOCALES = {
    "ar_AE", "ar_JO", "ar_PS", "az_AZ", "bg_BG", "bn_BD", "bs_BA", "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE",
    "de_LI", "de_LU", "el_GR", "en_AU", "en_CA", "en_GB", "en_IN", "en_NZ", "en_PH", "en_US", "es_AR", "es_CL",
    "es_CO", "es_ES", "es_MX", "fa_IR", "fi_FI", "fil_PH", "fr_CH", "fr_DZ", "fr_FR", "he_IL", "hi_IN", "hr_HR",
    "hu_HU", "hy_AM", "id_ID", "it_CH", "it_IT", "ja_JP", "ka_GE", "ko_KR", "lt_LT", "lv_LV", "ne_NP", "nl_BE",
    "nl_NL", "no_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sv_SE", "ta_IN", "th_TH",
    "tl_PH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN", "zh_CN", "zh_TW",
}
COMPANY_LOCALES = {
    "az_AZ", "bg_BG", "bn_BD", "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "el_GR", "en_PH", "en_US", "es_CL",
    "es_ES", "es_MX", "fa_IR", "fi_FI", "fil_PH", "fr_CH", "fr_FR", "hr_HR", "hu_HU", "hy_AM", "id_ID", "it_IT",
    "ja_JP", "ko_KR", "nl_BE", "nl_NL", "no_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI",
    "sv_SE", "th_TH", "tl_PH", "tr_TR", "vi_VN", "zh_CN", "zh_TW",
}
COMPANY_SUFFIX = {"de": ["GmbH", "AG", "KG", "e.K."], "fr": ["SARL", "SAS", "SA"], "es": ["S.L.", "S.A."],
                  "it": ["S.r.l.", "S.p.A."], "pt": ["Lda.", "S.A."], "nl": ["B.V.", "N.V."], "en": ["Ltd", "LLC", "Group", "& Sons"],
                  "ar": ["ذ.م.م", "للتجارة"], "lb": ["S.à r.l.", "S.A."], "et": ["OÜ", "AS"], "lt": ["UAB", "AB"],
                  "lv": ["SIA", "AS"], "is": ["ehf.", "hf."], "sq": ["sh.p.k."], "mt": ["Ltd"], "ca": ["S.L.", "SCCL"],
                  "uk": ["ТОВ"], "bs": ["d.o.o."], "ga": ["Teo."], "el": ["Ε.Π.Ε.", "Α.Ε."], "he": ['בע"מ'],
                  "ka": ["შპს"], "uz": ["MChJ"], "zu": ["(Pty) Ltd"], "tw": ["Enterprise"], "yo": ["Ventures"],
                  "ha": ["Nig. Ltd"], "ig": ["Enterprises"], "gu": ["પ્રા. લિ."], "or": ["ପ୍ରା. ଲି."], "ta": ["பிரைவேட் லிமிடெட்"],
                  "hi": ["प्रा. लि."], "ne": ["प्रा. लि."], "bn": ["লিমিটেড"], "fa": ["شرکت"]}
ZERO_DECIMAL = {"円", "원", "₫", "Rp", "ریال"}
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
NATIVE_DIGITS = {"fa": "۰۱۲۳۴۵۶۷۸۹", "ar": "٠١٢٣٤٥٦٧٨٩", "bn": "০১২৩৪৫৬৭৮৯", "hi": "०१२३४५६७८९", "ne": "०१२३४५६७८९"}


class Ctx:
    """Everything a template needs for one record: the locale, a seeded rng and seeded Fakers."""

    def __init__(self, locale: str, rng: random.Random, fakers: dict):
        self.locale = locale
        self.rng = rng
        (self.region, self.lang, self.datefmt, self.cur, self.curpos, self.dec, self.grp,
         self.cities) = LOCALES[locale]
        self.fk = fakers[locale]
        self.fk.seed_instance(rng.getrandbits(48))
        nl = NAME_LOCALE.get(locale, locale)
        self.fkn = fakers[nl]
        if nl != locale:
            self.fkn.seed_instance(rng.getrandbits(48))
        self.phones = 0

    # -- language --------------------------------------------------------------------------
    def L(self, key: str, **kw) -> str:
        s = LEX.get(self.lang, {}).get(key) or LEX["en"][key]
        return s.format(**kw) if kw else s

    def has(self, key: str) -> bool:
        return key in LEX.get(self.lang, {})

    def choice(self, seq):
        return self.rng.choice(seq)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def ri(self, a: int, b: int) -> int:
        return self.rng.randint(a, b)

    def digits(self, n: int) -> str:
        return str(self.rng.randint(1, 9)) + "".join(str(self.rng.randrange(10)) for _ in range(n - 1))

    def letters(self, n: int) -> str:
        return "".join(chr(65 + self.rng.randrange(26)) for _ in range(n))

    def alnum(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))

    # -- people and places -------------------------------------------------------------------
    def name(self) -> str:
        if self.locale in OWN_NAMES:
            first, last = OWN_NAMES[self.locale]
            return f"{self.choice(first)} {self.choice(last)}"
        return self.fkn.name()

    def first(self) -> str:
        if self.locale in OWN_NAMES:
            return self.choice(OWN_NAMES[self.locale][0])
        return self.fkn.first_name()

    def last(self) -> str:
        if self.locale in OWN_NAMES:
            return self.choice(OWN_NAMES[self.locale][1])
        return self.fkn.last_name()

    def city(self) -> str:
        # Faker's it_IT city list is built from a set (its order depends on PYTHONHASHSEED): not used.
        if self.locale in ADDRESS_LOCALES and self.locale != "it_IT" and self.chance(0.5):
            return self.fk.city()
        return self.choice(self.cities)

    def street(self) -> str:
        if self.locale in ADDRESS_LOCALES:
            return self.fk.street_address()
        streets = OWN_STREETS.get(self.locale) or OWN_STREETS.get(self.lang) or OWN_STREETS["en"]
        return f"{self.choice(streets)} {self.ri(1, 180)}"

    def postcode(self) -> str:
        if self.locale in ADDRESS_LOCALES:
            return self.fk.postcode()
        return self.digits(self.choice([4, 5]))

    def address(self, oneline=False) -> str:
        if self.locale in ADDRESS_LOCALES and self.chance(0.6):
            a = self.fk.address()
        else:
            a = f"{self.street()}\n{self.postcode()} {self.city()}"
        return a.replace("\n", ", ") if oneline else a

    def company(self) -> str:
        if self.locale in COMPANY_LOCALES:
            return self.fk.company()
        suff = COMPANY_SUFFIX.get(self.lang, COMPANY_SUFFIX["en"])
        return f"{self.last()} {self.choice(suff)}"

    # -- dates, times, money -------------------------------------------------------------------
    def day(self) -> date:
        return date(2023, 1, 1) + timedelta(days=self.rng.randrange(1460))

    def date(self, d=None, iso=False) -> str:
        d = d or self.day()
        return d.isoformat() if iso else d.strftime(self.datefmt)

    def time(self) -> str:
        h, m = self.ri(7, 20), self.choice([0, 0, 15, 30, 45, 10, 20, 40, 50])
        if self.region in ("US", "PH", "IN", "AU", "CA") and self.lang == "en" and self.chance(0.7):
            return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{h:02d}:{m:02d}"

    def money(self, lo=5, hi=2000) -> str:
        amount = self.rng.uniform(lo, hi)
        zero = self.cur in ZERO_DECIMAL
        if zero:
            amount = round(amount * (100 if self.cur in ("円", "원") else 1000), -1)
            whole, frac = int(amount), None
        else:
            whole, frac = int(amount), int(round((amount - int(amount)) * 100)) % 100
        g = f"{whole:,}".replace(",", self.grp)
        num = g + (f"{self.dec}{frac:02d}" if frac is not None else "")
        if self.curpos == "pre":
            return f"{self.cur}{num}" if len(self.cur) <= 2 or self.cur.endswith(" ") else f"{self.cur} {num}"
        return f"{num} {self.cur}"

    def orderno(self) -> str:
        return self.choice([
            lambda: f"{self.letters(2)}-{self.digits(6)}", lambda: f"#{self.digits(5)}",
            lambda: f"{self.ri(2023, 2026)}-{self.digits(5)}", lambda: f"{self.alnum(8)}",
            lambda: f"{self.letters(3)}{self.digits(7)}", lambda: f"{self.digits(3)}-{self.digits(7)}-{self.digits(7)}"])()

    # -- PII ---------------------------------------------------------------------------------------
    def _faker_raw(self):
        if self.locale not in FAKER_PHONE_LOCALES:
            return None
        if self.locale in ("en_PH", "fil_PH", "tl_PH"):
            return self.fk.mobile_number() if self.chance(0.6) else self.fk.landline_number()
        return self.fk.phone_number()

    def _base_number(self, want_valid: bool):
        region, rng = self.region, self.rng
        cc = pn.country_code_for_region(region)
        for _ in range(300):
            if want_valid and rng.random() < 0.4:
                raw = self._faker_raw()
                if raw:
                    num = phone_parse(raw, region)
                    if num is not None and pn.is_valid_number_for_region(num, region):
                        return num, raw
                    continue
            ptype = _wchoice(rng, [(pn.PhoneNumberType.MOBILE, 55), (pn.PhoneNumberType.FIXED_LINE, 40),
                                   (pn.PhoneNumberType.TOLL_FREE, 5)])
            ex = pn.example_number_for_type(region, ptype)
            if ex is None:
                continue
            nsn = pn.national_significant_number(ex)
            if want_valid:
                keep = rng.randint(max(1, len(nsn) - 7), max(1, len(nsn) - 3))
                new = nsn[:keep] + "".join(str(rng.randrange(10)) for _ in range(len(nsn) - keep))
            else:
                keep = rng.randint(1, 2)
                length = len(nsn) + rng.choice([0, 0, 0, -1, 1])
                new = nsn[:keep] + "".join(str(rng.randrange(10)) for _ in range(length - keep))
            try:
                num = pn.parse(f"+{cc}{new}", None)
            except pn.NumberParseException:
                continue
            if num.country_code != cc or not pn.is_possible_number(num):
                continue
            if want_valid and pn.is_valid_number_for_region(num, region):
                return num, None
            if not want_valid and not pn.is_valid_number(num):
                return num, None
        raise Redraw("no phone number")

    def _render(self, num, raw, style):
        F = pn.PhoneNumberFormat
        intl = pn.format_number(num, F.INTERNATIONAL)
        natl = pn.format_number(num, F.NATIONAL)
        e164 = pn.format_number(num, F.E164)
        cc = str(num.country_code)
        toks = [t for t in re.split(r"[\s\-()./]+", natl) if t]
        itoks = [t for t in re.split(r"[\s\-()./]+", intl[1 + len(cc):]) if t]
        rest = intl[1 + len(cc):].strip()
        if style == "raw" and raw:
            return raw
        if style == "e164":
            return e164
        if style == "00":
            return "00" + intl[1:]
        if style == "00nosep":
            return "00" + e164[1:]
        if style == "intl_dash" and itoks:
            return f"+{cc}-" + "-".join(itoks)
        if style == "intl_dot" and itoks:
            return f"+{cc}." + ".".join(itoks)
        if style == "trunk" and (natl.startswith("0") or natl.startswith("(0")) and self.region not in ("IT", "SM", "VA"):
            body = re.sub(r"^\(?0", "", natl).replace(")", "").strip()
            return f"+{cc} (0){body}" if self.chance(0.5) else f"+{cc} (0) {body}"
        if style == "paren_cc":
            return f"(+{cc}) {rest}"
        if style == "intl_paren_area" and len(itoks) >= 3:
            return f"+{cc} ({itoks[0]}) " + self.choice([" ", "-"]).join(itoks[1:])
        if style == "natl_dots" and len(toks) >= 2:
            return ".".join(toks)
        if style == "natl_dash" and len(toks) >= 2:
            return "-".join(toks)
        if style == "natl_nosep":
            return "".join(toks)
        if style == "natl_slash" and len(toks) >= 2:
            return toks[0] + self.choice(["/", " / ", "/"]) + self.choice(["", " "]).join(toks[1:])
        if style == "natl_paren_area" and len(toks) >= 2 and "(" not in natl:
            return f"({toks[0]}) " + " ".join(toks[1:])
        if style == "regroup":
            digits = "".join(toks)
            pat = self.choice([[3, 3, 4], [2, 2, 2, 2, 2], [4, 3, 3], [3, 4], [4, 4], [3, 3, 3], [2, 3, 2, 2]])
            out, k = [], 0
            for g in pat:
                if k >= len(digits):
                    break
                out.append(digits[k:k + g])
                k += g
            if k < len(digits):
                out[-1] += digits[k:]
            return self.choice([" ", " ", "-", "."]).join(out)
        if style == "nbsp":
            return intl.replace(" ", self.choice(["\u00a0", "\u202f"]))
        if style == "natl_nbsp":
            return natl.replace(" ", self.choice(["\u00a0", "\u202f"]))
        if style == "natl":
            return natl
        return intl

    def phone(self, style=None, ext=None, wrap=False, native=None, valid=None) -> str:
        """A marked phone number of this locale, written in one of many ways."""
        rng = self.rng
        want_valid = valid if valid is not None else rng.random() > 0.17
        num, raw = self._base_number(want_valid)
        if style is None:
            style = _wchoice(rng, [("raw", 22 if raw else 0), ("intl", 16), ("natl", 18), ("e164", 6), ("00", 5),
                                   ("00nosep", 1), ("intl_dash", 3), ("intl_dot", 1), ("trunk", 4), ("paren_cc", 2),
                                   ("intl_paren_area", 3), ("natl_dots", 3), ("natl_dash", 4), ("natl_nosep", 5),
                                   ("natl_slash", 2), ("natl_paren_area", 3), ("regroup", 4), ("nbsp", 2),
                                   ("natl_nbsp", 2)])
        s = self._render(num, raw, style)
        if phone_parse(s, self.region) is None:
            s = self._render(num, raw, "intl")
        if native is None:
            native = self.lang in NATIVE_DIGITS and rng.random() < 0.2
        if native and self.lang in NATIVE_DIGITS:
            table = NATIVE_DIGITS[self.lang]
            s = "".join(table[int(c)] if c.isascii() and c.isdigit() else c for c in s)
        if wrap and " " in s.strip():
            idx = [i for i, c in enumerate(s) if c == " " and 3 < i < len(s) - 2]
            if idx:
                k = rng.choice(idx)
                s = s[:k] + "\n" + s[k + 1:]
        tail = ""
        if ext is None:
            ext = rng.random() < 0.06
        if ext:
            n = str(rng.randint(2, 9999))
            if self.lang in EXT_INSIDE and rng.random() < 0.6:
                w = rng.choice(EXT_INSIDE[self.lang])
                s += (w + n) if w == "x" and rng.random() < 0.4 else f" {w} {n}"
            elif self.lang in EXT_OUTSIDE:
                w = EXT_OUTSIDE[self.lang]
                tail = f" {w}{n}" if self.lang in ("ja", "zh", "ko") or w == "#" else f" {w} {n}"
            else:
                s += f" ext. {n}"
        self.phones += 1
        return mark("P", s) + tail

    def email(self, kind=None, name=None) -> str:
        return mark("E", self.email_raw(kind, name))

    def email_raw(self, kind=None, name=None) -> str:
        rng = self.rng
        for _ in range(50):
            if name:
                toks = [t for t in name.split() if not t.endswith(".") and t.lower() not in TITLES] or ["x"]
                first, last = toks[0], toks[-1] if len(toks) > 1 else ""
            else:
                first, last = self.first(), self.last()
            f, l = slug(first), slug(last)
            if len(f) < 2 or len(l) < 2:
                uname = re.sub(r"[^a-z0-9._]", "", ascii_fold(self.fk.user_name()).lower())
                f, l = (uname or "user")[:10], str(rng.randint(1, 999))
            kind_ = kind or _wchoice(rng, [("personal", 30), ("work", 25), ("role", 12), ("plus", 6), ("sub", 5),
                                          ("digits", 12), ("faker", 10)])
            free = rng.choice(FREE_MAIL.get(self.region, []) + FREE_MAIL["*"])
            comp = slug(self.company())[:18]
            if sum(ch.isalpha() for ch in comp) < 3:
                comp = re.sub(r"[^a-z0-9]", "", ascii_fold(self.fk.user_name()).lower())[:14] or "firma"
            tld = TLD.get(self.region, self.region.lower())
            cdom = f"{comp}.{tld}"
            if kind_ == "personal":
                local = rng.choice([f"{f}.{l}", f"{f}{l}", f"{f[0]}{l}", f"{f}_{l}", f"{l}.{f}", f"{f}"])
                e = f"{local}@{free}"
            elif kind_ == "work":
                local = rng.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{f}", f"{l}", f"{f[0]}{l}"])
                e = f"{local}@{cdom}"
            elif kind_ == "role":
                e = f"{rng.choice(ROLE_LOCAL)}@{cdom}"
            elif kind_ == "plus":
                e = f"{f}.{l}+{rng.choice(['news', 'shop', 'bank', 'spam', 'github', 'travel', 'invoices', str(rng.randint(1, 99))])}@{rng.choice(['gmail.com', 'fastmail.com', free])}"
            elif kind_ == "sub":
                e = f"{rng.choice([f, f[0] + l, l])}@{rng.choice(['mail', 'eng', 'students', 'staff', 'lab', 'corp', 'eu', 'cs'])}.{cdom}"
            elif kind_ == "digits":
                e = f"{rng.choice([f + l, f + '.' + l, l + f[0], f])}{rng.choice([str(rng.randint(1960, 2008)), str(rng.randint(1, 99)), str(rng.randint(100, 9999))])}@{free}"
            else:
                e = rng.choice([self.fk.free_email, self.fk.company_email, self.fk.ascii_free_email])()
                e = ascii_fold(e)
            if rng.random() < 0.05:
                e = e[0].upper() + e[1:]
            if EMAIL_SPAN_RE.fullmatch(e):
                return e
        raise Redraw("no email")

    def card(self, brand=None, style=None) -> str:
        _, digits = gen_card(self.rng, brand)
        return mark("C", fmt_card(self.rng, digits, style))

    def iban(self, country=None, style=None) -> str:
        if country is None:
            country = self.region if self.region in IBAN_BBAN and self.chance(0.55) else self.choice(IBAN_COUNTRIES)
        return mark("B", fmt_iban(self.rng, gen_iban(self.rng, country), style))

    def ipv4(self, kind=None) -> str:
        return mark("I", gen_ipv4(self.rng, kind))

    def ipv6(self, style=None) -> str:
        return mark("I", gen_ipv6(self.rng, style))

    def ip(self) -> str:
        return self.ipv4() if self.chance(0.65) else self.ipv6()


# --------------------------------------------------------------------------------------------
# Templates with PII.  Each returns the text with marked spans (see ``mark``).
# --------------------------------------------------------------------------------------------
TEMPLATES = []


def tpl(locales=None, langs=None):
    def deco(fn):
        TEMPLATES.append((fn, locales, langs))
        return fn
    return deco


def colon(c) -> str:
    return "：" if c.lang in ("ja", "zh") else (" : " if c.lang == "fr" else ": ")


def lbl(c, key) -> str:
    return c.L(key) + colon(c)


def plabel(c) -> str:
    opts = [c.L("tel") + colon(c), c.L("tel") + " ", c.L("mobile") + colon(c), c.L("tel") + ". " if not c.L("tel").endswith(".") else c.L("tel") + " "]
    if c.lang == "en":
        opts += ["Phone: ", "Ph: ", "T: ", "M: ", "Cell: ", "Tel/WhatsApp: ", "Call/Text: ", "Mob. "]
    opts += ["☎ ", "📞 ", "Tel: ", "T ", "M "]
    return c.choice(opts)


def job(c) -> str:
    try:
        return c.fk.job()
    except AttributeError:
        return "Manager"


def handle(c) -> str:
    h = slug(c.first())
    if len(h) < 2:
        h = re.sub(r"[^a-z0-9_]", "", ascii_fold(c.fk.user_name()).lower()) or "user"
    return h


def website(c, company=None) -> str:
    comp = slug(company or c.company())[:18] or "firma"
    return f"www.{comp}.{TLD.get(c.region, c.region.lower())}"


def cur_code(c) -> str:
    return {"€": "EUR", "$": "USD", "£": "GBP", "CHF": "CHF", "zł": "PLN", "Kč": "CZK", "₽": "RUB", "грн": "UAH",
            "円": "JPY", "¥": "CNY", "₹": "INR", "R$": "BRL", "kr": "SEK", "kr.": "DKK", "Ft": "HUF", "lei": "RON",
            "TL": "TRY", "₪": "ILS", "원": "KRW", "₫": "VND", "Rp": "IDR", "บาท": "THB"}.get(c.cur, "EUR")


def bic(c, country=None) -> str:
    cc = country or (c.region if c.region in IBAN_BBAN else "DE")
    return c.letters(4) + cc + c.alnum(2) + (c.alnum(3) if c.chance(0.5) else "")


@tpl()
def t_signature(c):
    name, comp = c.name(), c.company()
    lines = ["--", name, job(c) if c.chance(0.7) else c.L("office"), comp, c.address()]
    p = [plabel(c) + c.phone(wrap=c.chance(0.1))]
    if c.chance(0.5):
        p.append(c.L("mobile") + colon(c) + c.phone(style=c.choice(["intl", "natl", "e164", "raw"])))
    if c.chance(0.3):
        p.append(c.L("fax") + colon(c) + c.phone(valid=True))
    sep = c.choice(["\n", " | ", "  ·  "])
    lines.append(sep.join(p))
    lines.append(c.email(name=name if c.chance(0.7) else None))
    if c.chance(0.5):
        lines.append(website(c, comp))
    body = c.choice([c.L("thanks"), c.L("regards"), c.L("meet", d=c.date(), t=c.time())])
    return body + "\n\n" + "\n".join(lines)


@tpl()
def t_thread(c):
    a, b = c.name(), c.name()
    ea = c.email(name=a)
    d = c.date()
    hdr = {"en": f"On {d} at {c.time()}, {a} <{ea}> wrote:", "de": f"Am {d} um {c.time()} schrieb {a} <{ea}>:",
           "fr": f"Le {d} à {c.time()}, {a} <{ea}> a écrit :", "es": f"El {d}, a las {c.time()}, {a} <{ea}> escribió:",
           "it": f"Il giorno {d} alle ore {c.time()} {a} <{ea}> ha scritto:", "pt": f"Em {d}, {a} <{ea}> escreveu:",
           "nl": f"Op {d} om {c.time()} schreef {a} <{ea}>:", "pl": f"W dniu {d} o {c.time()} {a} <{ea}> napisał(a):",
           "ru": f"{d}, {c.time()}, {a} <{ea}> пишет:", "sv": f"Den {d} kl. {c.time()} skrev {a} <{ea}>:",
           "ja": f"{d} {c.time()} {a} <{ea}>:", "zh": f"{a} <{ea}> 于 {d} {c.time()} 写道：",
           }.get(c.lang, f"{a} <{ea}> — {d} {c.time()}:")
    reply = f"{c.L('hello')} {a.split()[0]},\n\n{c.L('call', p=c.phone())}\n\n{b}"
    quoted = "\n".join("> " + ln for ln in [c.L("questions", p=c.phone()), "", c.L("regards"), a])
    return f"{lbl(c, 'subject')}Re: {c.L('order')} {c.orderno()}\n\n{reply}\n\n{hdr}\n{quoted}"


@tpl()
def t_letterhead(c):
    comp, name = c.company(), c.name()
    head = f"{comp}\n{c.address(oneline=True)}\n{c.L('tel')} {c.phone(style=c.choice(['natl', 'intl', 'trunk', 'natl_slash']))}"
    if c.chance(0.6):
        head += f" · {c.L('fax')} {c.phone(valid=True, style='natl')}"
    head += f" · {c.email(kind='role')}"
    body = f"{c.city()}, {c.date()}\n\n{c.L('dear', n=name)}\n\n{c.L('questions', p=c.phone())}\n\n{c.L('regards')}\n{c.name()}"
    foot = ""
    if c.chance(0.6):
        foot = f"\n\n{comp} · {c.L('holder')}{colon(c)}{comp} · IBAN {c.iban()} · BIC {bic(c)}"
    return head + "\n\n" + body + foot


@tpl()
def t_out_of_office(c):
    d1 = c.day()
    d2 = d1 + timedelta(days=c.ri(3, 21))
    en = (f"Thank you for your message. I am out of the office from {c.date(d1)} until {c.date(d2)} with limited access to email. "
          f"For urgent matters please contact my colleague {c.name()} at {c.email()} or call {c.phone()}.")
    loc = {"de": f"Vielen Dank für Ihre Nachricht. Ich bin vom {c.date(d1)} bis {c.date(d2)} nicht im Büro. In dringenden Fällen wenden Sie sich bitte an {c.name()} ({c.email()}, {c.phone()}).",
           "fr": f"Merci pour votre message. Je suis absent(e) du {c.date(d1)} au {c.date(d2)}. En cas d'urgence, contactez {c.name()} au {c.phone()} ou à {c.email()}.",
           "es": f"Gracias por su mensaje. Estaré fuera de la oficina del {c.date(d1)} al {c.date(d2)}. Para asuntos urgentes, contacte con {c.name()} en {c.email()} o al {c.phone()}.",
           "nl": f"Bedankt voor uw bericht. Ik ben afwezig van {c.date(d1)} tot en met {c.date(d2)}. Voor dringende zaken kunt u contact opnemen met {c.name()} via {c.phone()} of {c.email()}.",
           "sv": f"Tack för ditt mejl. Jag är på semester {c.date(d1)}–{c.date(d2)}. Vid brådskande ärenden, kontakta {c.name()} på {c.phone()} eller {c.email()}."}
    return f"{lbl(c, 'subject')}Automatic reply\n\n" + loc.get(c.lang, en)


@tpl()
def t_press_contact(c):
    comp = c.company()
    return (f"{c.city()}, {c.date()} — {comp} announced today the opening of its new site. Revenue grew {c.ri(3, 40)}% "
            f"to {c.money(1000, 90000)} thousand in fiscal {c.ri(2023, 2026)}.\n\n###\n\nMedia contact:\n{c.name()}\n{comp}\n"
            f"{c.phone()}\n{c.email(kind=c.choice(['work', 'role']))}")


@tpl()
def t_invoice(c):
    comp = c.company()
    lines = [f"{comp}", c.address(), f"{lbl(c, 'tel')}{c.phone(style=c.choice(['natl', 'intl', 'raw']))}",
             f"{lbl(c, 'email')}{c.email(kind='role')}", "",
             f"{c.L('invoice')} {c.orderno()}    {lbl(c, 'date')}{c.date()}", f"{c.L('customer')}: {c.name()}", ""]
    total = 0.0
    for _ in range(c.ri(1, 5)):
        q, p = c.ri(1, 12), round(c.rng.uniform(2, 400), 2)
        total += q * p
        lines.append(f"{q:>3} x {c.fk.word()[:18]:<18} {p:>9.2f} {q * p:>10.2f}")
    lines.append(f"{c.L('total')}: {total:.2f} {cur_code(c)}")
    lines += ["", c.L("transfer", a=f"{total:.2f} {cur_code(c)}"),
              f"IBAN: {c.iban()}", f"BIC: {bic(c)}", f"{c.L('ref')}: {c.orderno()}"]
    return "\n".join(lines)


@tpl()
def t_receipt(c):
    store = c.company()
    items = "\n".join(f"{c.fk.word()[:14].upper():<16}{c.money(1, 60):>14}" for _ in range(c.ri(2, 6)))
    return (f"{store.upper()}\n{c.street()}\n{c.city()}\n{c.phone(style=c.choice(['natl', 'natl_dash', 'natl_paren_area', 'raw']))}\n"
            f"{'-' * 30}\n{items}\n{'-' * 30}\n{c.L('total').upper():<16}{c.money(20, 300):>14}\n"
            f"VISA ************{c.digits(4)}\nAUTH {c.digits(6)}  TERM {c.alnum(8)}\n{c.date()} {c.time()}  #{c.digits(4)}\n"
            f"{c.L('thanks')}")


@tpl()
def t_order_confirmation(c):
    name = c.name()
    return (f"{c.L('hello')} {name.split()[0]},\n\n{c.L('order')} {c.orderno()} — {c.date()}\n"
            f"{c.L('total')}: {c.money(10, 900)}\n{c.L('card')}: •••• {c.digits(4)}\n\n"
            f"{c.L('address')}:\n{name}\n{c.address()}\n{c.phone(style=c.choice(['intl', 'e164', 'natl']))}\n\n"
            f"{lbl(c, 'email')}{c.email(name=name)}\n\n{c.L('questions', p=c.phone(valid=True))}")


@tpl()
def t_shipping(c):
    trk = c.choice([f"1Z{c.alnum(16)}", f"JD{c.digits(18)}", f"{c.letters(2)}{c.digits(9)}{c.region}", c.digits(12)])
    return (f"{c.L('parcel', r=trk, d=c.date())}\n\n{c.L('name')}: {c.name()}\n{c.address()}\n"
            f"{c.choice(['Recipient phone', 'Contact', c.L('tel')])}: {c.phone()}\n"
            f"Weight: {c.ri(1, 30)}.{c.ri(0, 9)} kg | Pieces: {c.ri(1, 4)} | Service: EXPRESS {c.ri(9, 12)}:00\n"
            f"Driver: {c.first()} ({c.phone(style=c.choice(['natl', 'natl_nosep', 'e164']))})")


@tpl()
def t_purchase_order(c):
    buyer, vendor = c.company(), c.company()
    rows = "\n".join(f"{i + 1:02d}  {c.letters(3)}-{c.digits(5)}  {c.ri(1, 500):>5}  {c.money(1, 300):>14}" for i in range(c.ri(2, 6)))
    return (f"PURCHASE ORDER {c.orderno()}\nDate: {c.date()}   Delivery by: {c.date()}\n\nBuyer: {buyer}\n"
            f"Contact: {c.name()}, {c.phone()}, {c.email(kind='work')}\n\nVendor: {vendor}\n{c.address(oneline=True)}\n\n"
            f"Pos Item       Qty   Unit price\n{rows}\n\nPayment: 30 days net")


@tpl()
def t_utility_bill(c):
    return (f"{c.company()} — {c.L('invoice')} {c.orderno()}\n{lbl(c, 'customer')}{c.name()}, {c.address(oneline=True)}\n"
            f"Meter no. {c.digits(8)} | {c.ri(100, 9000)} kWh | {c.date()} – {c.date()}\n{c.L('total')}: {c.money(30, 400)}\n"
            f"SEPA Direct Debit from {c.iban(style='group')} on {c.date()} (mandate ref. {c.alnum(10)})\n"
            f"{c.L('questions', p=c.phone(valid=True))}")


@tpl(langs=["de"])
def t_mahnung(c):
    return (f"Zahlungserinnerung\n\nSehr geehrte Damen und Herren,\n\nfür die Rechnung Nr. {c.digits(6)} vom {c.date()} über "
            f"{c.money(50, 3000)} konnten wir bis heute keinen Zahlungseingang feststellen. Bitte überweisen Sie den Betrag "
            f"bis zum {c.date()} auf unser Konto\n\nIBAN {c.iban(country=c.region if c.region in IBAN_BBAN else 'DE', style='group')}\n"
            f"BIC {bic(c)}\n\nRückfragen gern unter {c.phone()} oder {c.email(kind='role')}.\n\n"
            f"Mit freundlichen Grüßen\n{c.company()}\nBuchhaltung")


@tpl()
def t_donation(c):
    org = c.company()
    return (f"{org}\n{c.L('info')}: {c.phone(style=c.choice(['natl', 'intl']))}\n\n{c.L('transfer', a=c.money(10, 100))}\n"
            f"{c.L('holder')}: {org}\nIBAN: {c.iban()}\n{c.L('ref')}: Spende {c.ri(2023, 2026)}\n\n{c.L('thanks')}")


@tpl()
def t_rental_deposit(c):
    landlord = c.name()
    return (f"{c.L('dear', n=c.name())}\n\n{c.L('transfer', a=c.money(400, 3000))}\n\n{c.L('holder')}: {landlord}\n"
            f"IBAN {c.iban(style=c.choice(['plain', 'group']))}\n{c.L('ref')}: {c.street()}\n\n"
            f"{c.L('call', p=c.phone())}\n{landlord}")


@tpl()
def t_payroll(c):
    gross = c.rng.uniform(1800, 9000)
    return (f"PAYSLIP {c.ri(1, 12):02d}/{c.ri(2023, 2026)}\nEmployee: {c.name()}   ID {c.digits(6)}\nTax class {c.ri(1, 6)}  "
            f"SSN ****{c.digits(4)}\nGross {gross:,.2f}\nTax {gross * 0.19:,.2f}\nSocial {gross * 0.2:,.2f}\n"
            f"Net {gross * 0.61:,.2f}\nPaid to IBAN {c.iban()}\nQuestions: payroll {c.phone(ext=c.chance(0.4))}")


@tpl()
def t_mt103(c):
    return (f"{{1:F01{c.letters(4)}{c.region if c.region in IBAN_BBAN else 'GB'}2AXXX{c.digits(10)}}}{{2:I103{c.letters(6)}XXXXN}}\n"
            f":20:{c.alnum(12)}\n:23B:CRED\n:32A:{c.ri(23, 26)}{c.ri(1, 12):02d}{c.ri(1, 28):02d}{cur_code(c)}{c.ri(100, 99000)},{c.ri(0, 99):02d}\n"
            f":50K:/{mark('B', gen_iban(c.rng, c.choice(IBAN_COUNTRIES)))}\n{ascii_fold(c.name()).upper()}\n"
            f":59:/{mark('B', gen_iban(c.rng, c.choice(IBAN_COUNTRIES)))}\n{ascii_fold(c.company()).upper()[:35]}\n"
            f":70:INV {c.digits(7)}\n:71A:SHA\n-}}")


@tpl()
def t_fraud_alert(c):
    return (f"FRAUD ALERT — {c.date()} {c.time()}\nCard: {c.card()}\nMerchant: {c.company()[:22].upper()} {c.city().upper()}\n"
            f"Amount: {c.money(50, 4000)}  MCC {c.ri(4000, 7999)}\nIf you did not make this purchase, call us 24/7 on {c.phone(valid=True)}.")


@tpl()
def t_card_in_chat(c):
    name = c.name()
    msgs = [f"{name}: {c.L('hello')}! ok here is the card",
            f"{name}: {c.card(style=c.choice(['space', 'plain', 'dash']))}",
            f"{name}: exp {c.ri(1, 12):02d}/{c.ri(26, 31)} cvv {c.digits(3)}",
            f"Agent: {c.L('thanks')}"]
    if c.chance(0.4):
        msgs.insert(3, f"{name}: my number {c.phone(style=c.choice(['natl', 'natl_nosep', 'raw']))}")
    return "\n".join(msgs)


@tpl()
def t_chargeback(c):
    return (f"Case {c.letters(2)}{c.digits(8)} | opened {c.date()} | reason code {c.ri(10, 13)}.{c.ri(1, 9)}\n"
            f"Cardholder {c.name()} disputes {c.money(20, 2000)} charged to {c.card()} on {c.date()}.\n"
            f"Cardholder email {c.email()} — phone {c.phone()}.\nMerchant descriptor: {c.company()[:20].upper()}*{c.alnum(6)}")


@tpl()
def t_card_log_leak(c):
    ts = f"{c.day().isoformat()}T{c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}.{c.digits(3)}Z"
    return (f"{ts} DEBUG payment.gateway - request body: {{\"amount\": {c.ri(100, 99999)}, \"currency\": \"{cur_code(c)}\", "
            f"\"pan\": \"{c.card(style='plain')}\", \"exp\": \"{c.ri(1, 12):02d}{c.ri(26, 31)}\", \"email\": \"{c.email()}\", "
            f"\"client_ip\": \"{c.ipv4()}\"}}\n{ts} INFO  payment.gateway - auth approved code={c.alnum(6)} latency_ms={c.ri(40, 900)}")


@tpl(langs=["en"])
def t_test_cards(c):
    rows = []
    for brand in c.rng.sample(CARD_BRAND_NAMES, c.ri(3, 6)):
        _, digits = gen_card(c.rng, brand)
        rows.append(f"| {brand.title():<10} | {mark('C', fmt_card(c.rng, digits))} | any future date | {c.digits(4 if brand == 'amex' else 3)} |")
    return ("## Test cards\n\nUse these numbers in the sandbox only.\n\n| Brand | Number | Expiry | CVC |\n|---|---|---|---|\n"
            + "\n".join(rows) + f"\n\nQuestions? {c.email(kind='role')}")


@tpl()
def t_hotel_booking(c):
    guest = c.name()
    d1 = c.day()
    return (f"{c.company()} — {c.L('booking')} {c.alnum(8)}\n{lbl(c, 'guest')}{guest}\n{c.L('date')}: {c.date(d1)} → "
            f"{c.date(d1 + timedelta(days=c.ri(1, 9)))}\n{c.L('guest')}s: {c.ri(1, 4)} · Room {c.ri(101, 920)}\n"
            f"{lbl(c, 'tel')}{c.phone()}\n{lbl(c, 'email')}{c.email(name=guest)}\n"
            f"Guarantee: {c.card()} exp {c.ri(1, 12):02d}/{c.ri(26, 31)}\n{c.L('total')}: {c.money(80, 2500)}")


@tpl()
def t_flight(c):
    pax = ascii_fold(c.last()).upper() + "/" + ascii_fold(c.first()).upper() + c.choice([" MR", " MS", ""])
    fl = f"{c.letters(2)} {c.ri(10, 9999)}"
    return (f"E-TICKET {c.digits(3)}-{c.digits(10)}  PNR {c.alnum(6)}\nPassenger: {pax}\n"
            f"Flight {fl}  {c.date()}  dep {c.time()}  arr {c.time()}  Seat {c.ri(1, 45)}{c.choice('ABCDEF')}  Terminal {c.ri(1, 5)}\n"
            f"Baggage 1PC 23KG\nAPI contact: {c.phone(style=c.choice(['e164', 'intl', '00']))} / {c.email()}")


@tpl()
def t_restaurant(c):
    return (f"{c.L('booking')} {c.company()} — {c.date()} {c.time()}, {c.ri(2, 12)} pers.\n{c.L('name')}: {c.name()}\n"
            f"{c.phone(style=c.choice(['natl', 'natl_nosep', 'raw', 'regroup']))}\nNote: window table, {c.ri(1, 2)} high chair")


@tpl()
def t_taxi(c):
    return (f"[{c.time()}] JOB {c.digits(5)} PICKUP {c.street().upper()} → {c.city().upper()}\n"
            f"PAX {c.first().upper()} {c.phone(style=c.choice(['natl_nosep', 'e164', 'natl']))} x{c.ri(1, 4)} CASH\n"
            f"CAR {c.ri(1, 99)} ETA {c.ri(2, 25)} MIN")


@tpl()
def t_car_rental(c):
    return (f"RENTAL AGREEMENT RA{c.digits(8)}\nDriver: {c.name()}  Licence {c.letters(1)}{c.digits(7)}\nMobile: {c.phone()}\n"
            f"Pick-up {c.date()} {c.time()}  Return {c.date()} {c.time()}\nVehicle {c.letters(2)}-{c.digits(3)}-{c.letters(2)}  Km out {c.ri(1000, 90000)}\n"
            f"Deposit held on card {c.card()}")


@tpl()
def t_classified(c):
    item = c.choice(["iPhone 13 128GB", "Sofa 3-Sitzer / 3-seat sofa", "Kinderwagen / pram", "PS5 + 2 controllers",
                     "Mountain bike 29\"", "Nähmaschine / sewing machine", "Wooden desk 140x70", "Winter tyres 205/55 R16"])
    return (f"{c.L('sale')}: {item}\n{c.L('price')}: {c.money(20, 900)}\n{c.city()}\n{c.choice([c.L('call', p=c.phone()), c.L('wa') + ': ' + c.phone(), c.phone()])}"
            + (f"\n{c.email()}" if c.chance(0.3) else ""))


@tpl()
def t_apartment(c):
    return (f"{c.ri(1, 5)}-room flat, {c.ri(28, 160)} m², {c.ri(0, 12)}. floor — {c.city()}\n{c.L('price')}: {c.money(300, 3500)} / month + utilities\n"
            f"Available from {c.date()}. Viewing {c.L('date')} {c.date()} {c.time()}.\n{c.L('contact')}: {c.name()}, "
            f"{c.phone(wrap=c.chance(0.15))}" + (f", {c.email()}" if c.chance(0.4) else ""))


@tpl()
def t_car_sale(c):
    return (f"{c.L('sale')}: {c.choice(['VW Golf', 'Toyota Corolla', 'Škoda Octavia', 'Ford Focus', 'Honda Civic', 'Hyundai i30'])} "
            f"{c.ri(2008, 2022)}, {c.ri(20, 290)} 000 km, {c.choice(['diesel', 'petrol', 'hybrid'])}, {c.ri(70, 190)} kW\n"
            f"{c.L('price')} {c.money(1500, 25000)}\n{c.phone()} {c.choice(['', '(no SMS)', '(WhatsApp)', '/ Viber'])}")


@tpl()
def t_tutoring(c):
    return (f"{c.choice(['Maths', 'Physics', 'English', 'Chemistry', 'Piano'])} tutoring — {c.ri(10, 40)} years of experience.\n"
            f"{c.money(15, 60)}/h · {c.city()} · online\n{c.name()} {c.phone(style=c.choice(['natl', 'regroup', 'raw']))}")


@tpl()
def t_missing_pet(c):
    return (f"{c.L('lost').upper()}!!\n{c.choice(['Cat', 'Dog', 'Katze', 'Chat', 'Gato', 'Kot'])} \"{c.first()}\" — {c.date()}, {c.street()}\n"
            f"{c.L('reward')}: {c.money(50, 500)}\n{c.phone(wrap=c.chance(0.2))}\n{c.phone(valid=True)}")


@tpl()
def t_handyman(c):
    return (f"{c.name().upper()}\n{c.choice(['Plumbing', 'Electrical', 'Painting', 'Tiling', 'Gardening'])} · {c.choice(['Repairs', 'Renovation'])} · 24/7\n"
            f"{c.phone(style=c.choice(['natl', 'regroup', 'natl_dash']))}\n{c.city()} & surroundings · free quote")


@tpl()
def t_lost_found(c):
    return (f"{c.L('lost')}: {c.choice(['wallet', 'keys', 'glasses', 'phone', 'backpack'])} — {c.date()} near {c.street()}.\n"
            f"If found please contact {c.first()}: {c.phone()} or {c.email()}. {c.L('reward')}.")


@tpl()
def t_forum(c):
    user = slug(c.first()) + str(c.ri(1, 999))
    return (f"Re: {c.choice(['Router keeps dropping connection', 'Best dentist in town?', 'Landlord not returning deposit', 'Selling my old laptop'])}\n"
            f"Posted by {user} » {c.date()} {c.time()}\n\n{c.L('hello')}, "
            f"{c.choice(['same problem here since the update.', 'I can recommend them, very friendly.', 'had the same thing last year.'])} "
            f"{c.choice(['Their number is', 'You can call them at', 'PM me or call'])} {c.phone()}"
            + (f" or mail {c.email()}" if c.chance(0.4) else "") + f".\n\nPost #{c.ri(2, 400)} · {c.ri(0, 60)} likes")


@tpl()
def t_social(c):
    tags = " ".join("#" + slug(c.fk.word()) for _ in range(c.ri(1, 4)))
    return (f"@{handle(c)}_{c.ri(1, 99)} {c.choice(['Grand opening tomorrow', 'Last tickets', 'New menu', 'Garage sale this weekend'])}! "
            f"{c.choice(['Book via', 'DM or call', 'Reservations'])} {c.phone(style=c.choice(['natl', 'intl', 'regroup', 'raw']))} {tags} "
            f"· {c.ri(1, 900)} likes · {c.ri(1, 23)}h")


@tpl()
def t_reddit(c):
    return (f"r/{c.choice(['personalfinance', 'legaladvice', 'scams', 'techsupport'])} • Posted by u/{handle(c)}{c.ri(10, 9999)} {c.ri(2, 11)}h\n\n"
            f"Got a call from {c.phone()} claiming to be my bank, they knew my last 4 digits ({c.digits(4)}). "
            f"Then an email from {c.email(kind=c.choice(['faker', 'role']))}. Is this a scam?\n\n{c.ri(10, 900)} comments  Share  Save")


@tpl()
def t_twitter(c):
    return (f"{c.first()} {c.last()} @{slug(c.last())}{c.ri(1, 99)} · {c.ri(1, 59)}m\n1/{c.ri(2, 5)} Our hotline is down. Customers "
            f"can reach support at {c.phone(style=c.choice(['intl', 'e164', 'natl']))} until {c.time()} or email {c.email(kind='role')}.\n"
            f"💬 {c.ri(0, 99)}  🔁 {c.ri(0, 500)}  ❤ {c.ri(0, 3000)}")


@tpl()
def t_job_ad(c):
    comp = c.company()
    return (f"{c.L('hiring')}\n{job(c)} (m/w/d) — {comp}, {c.city()}\n{c.choice(['Full-time', 'Part-time', '30–40 h/week'])} · "
            f"{c.money(1500, 6000)} / month · start {c.date()}\n\n{c.L('cv', e=c.email(kind=c.choice(['role', 'work'])))}\n"
            f"{c.L('contact')}: {c.name()}, {c.phone(ext=c.chance(0.2))}")


@tpl()
def t_cv_header(c):
    name = c.name()
    return (f"{name.upper()}\n{c.address(oneline=True)}\n{c.phone(style=c.choice(['intl', 'natl', 'e164', 'raw']))} | "
            f"{c.email(name=name)} | linkedin.com/in/{slug(name)[:20]}\n\nEXPERIENCE\n{c.ri(2015, 2022)}–present  {job(c)}, {c.company()}\n"
            f"{c.ri(2008, 2015)}–{c.ri(2015, 2022)}  {job(c)}, {c.company()}\n\nEDUCATION\n{c.ri(2000, 2014)}  MSc, GPA {c.ri(2, 3)}.{c.ri(0, 9)}")


@tpl()
def t_linkedin(c):
    me = c.name()
    return (f"{me} sent you a message\n\n{c.L('hello')} {c.first()}, thanks for connecting! I'd love to tell you about an "
            f"opportunity at {c.company()}. Are you free for a quick call on {c.date()}? My direct line is {c.phone()} "
            f"and my email {c.email(name=me)}.\n\nReply · {c.ri(1, 6)}d")


@tpl()
def t_rideshare(c):
    return (f"{c.city()} → {c.city()} {c.date()} {c.time()}, {c.ri(1, 4)} seats, {c.money(5, 40)} p.P. "
            f"{c.choice(['Text me', 'SMS/WhatsApp', 'Call'])} {c.phone(style=c.choice(['natl_nosep', 'natl', 'e164']))}")


@tpl()
def t_event_flyer(c):
    return (f"★ {c.choice(['SUMMER FESTIVAL', 'FLEA MARKET', 'JAZZ NIGHT', 'CHARITY RUN', 'BOOK FAIR'])} ★\n{c.date()} · {c.time()}\n"
            f"{c.street()}, {c.city()}\nEntry {c.money(0, 30)}\n{c.L('event') if c.has('event') else c.L('info')}:\n"
            f"{c.phone(wrap=c.chance(0.2))}\n{c.email(kind='role')}")


@tpl()
def t_wedding_rsvp(c):
    a, b = c.first(), c.first()
    return (f"{a} & {b}\n{c.date()} · {c.time()}\n{c.company()}, {c.city()}\n\nRSVP by {c.date()} to {c.choice([a, b])}: "
            f"{c.phone()} or {c.email()}\nDress code: garden formal · Table {c.ri(1, 30)}")


@tpl()
def t_funeral(c):
    return (f"In loving memory of {c.name()}\n* {c.ri(1930, 1960)}  † {c.date()}\n\nThe service will be held on {c.date()} at {c.time()} "
            f"at {c.company()}, {c.street()}. Condolences may be sent to the family, {c.phone()}.")


def _chat_lines(c, n1, n2):
    lines = [(n1, f"{c.L('hello')} 👋"), (n2, c.L("meet", d=c.date(), t=c.time()))]
    pii = c.choice([lambda: c.phone(style=c.choice(["natl", "natl_nosep", "raw", "intl", "regroup"])),
                    lambda: c.L("call", p=c.phone()), lambda: c.phone() + " " + c.choice(["👍", "!", "", "pls"])])
    lines.append((n1, pii()))
    if c.chance(0.4):
        lines.append((n2, c.email()))
    if c.chance(0.5):
        lines.append((n1, c.choice(["ok", "👍", c.L("thanks"), "🙏", "ok " + c.time()])))
    if c.chance(0.3):
        lines.append((n2, f"{c.name()} {c.phone()}"))
    return lines


@tpl()
def t_whatsapp(c):
    n1, n2 = c.first(), c.first()
    d = c.day()
    out = []
    for who, msg in _chat_lines(c, n1, n2):
        ts = f"{d.strftime('%d/%m/%Y') if c.region != 'US' else d.strftime('%m/%d/%y')}, {c.ri(7, 23):02d}:{c.ri(0, 59):02d}"
        out.append(c.choice([f"[{ts}:{c.ri(0, 59):02d}] {who}: {msg}", f"{ts} - {who}: {msg}"]) if not out else
                   (f"[{ts}:{c.ri(0, 59):02d}] {who}: {msg}" if out[0].startswith("[") else f"{ts} - {who}: {msg}"))
    return "\n".join(out)


@tpl()
def t_telegram(c):
    n1, n2 = c.name(), c.name()
    d = c.day()
    return "\n\n".join(f"{who}, [{d.strftime('%d.%m.%y')} {c.ri(7, 23):02d}:{c.ri(0, 59):02d}]\n{msg}" for who, msg in _chat_lines(c, n1, n2))


@tpl()
def t_signal(c):
    n1 = c.first()
    d = c.day().isoformat()
    rows = [f"[{d} {c.ri(7, 23):02d}:{c.ri(0, 59):02d}] {who}: {msg}" for who, msg in _chat_lines(c, n1, "Me")]
    return "Signal conversation export\n" + "\n".join(rows)


@tpl()
def t_sms_backup(c):
    rows = []
    for _ in range(c.ri(2, 4)):
        ms = 1672531200000 + c.ri(0, 10 ** 11)
        rows.append(f'  <sms protocol="0" address="{c.phone(style=c.choice(["e164", "natl_nosep", "raw"]), ext=False)}" date="{ms}" type="{c.ri(1, 2)}" '
                    f'body="{c.choice([c.L("thanks"), "ok", c.L("meet", d=c.date(), t=c.time()), "Code: " + c.digits(6)])}" read="1" '
                    f'contact_name="{c.first()}" />')
    return f"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<smses count=\"{len(rows)}\">\n" + "\n".join(rows) + "\n</smses>"


@tpl()
def t_discord(c):
    u1, u2 = handle(c) + str(c.ri(1, 99)), handle(c)
    return (f"{u1} — Today at {c.time()}\nanyone selling a GPU? {c.choice(['hmu', 'dm me', 'text'])} {c.phone(style=c.choice(['natl', 'natl_nosep', 'intl']))}\n"
            f"{u2} — Today at {c.time()}\nbro dont post your number here lol\n{u1} — Today at {c.time()}\nwhatever. or {c.email(kind='digits')}")


@tpl()
def t_slack_json(c):
    msgs = []
    for _ in range(c.ri(2, 3)):
        txt = c.choice([f"can you call the client at {c.phone()}?", f"cc <mailto:{c.email_raw()}|{c.first()}>",
                        f"server {c.ipv4()} is down again", f"new lead: {c.email()}"])
        if "mailto:" in txt:
            e = txt.split("mailto:")[1].split("|")[0]
            txt = txt.replace(e, mark("E", e))
        msgs.append(f'  {{"type": "message", "user": "U{c.alnum(8)}", "text": "{txt}", "ts": "{1700000000 + c.ri(0, 99999999)}.{c.digits(6)}"}}')
    return "[\n" + ",\n".join(msgs) + "\n]"


@tpl()
def t_voicemail(c):
    return (f"Voicemail from {c.phone(style=c.choice(['e164', 'natl', 'intl']))} · {c.date()} {c.time()} · 0:{c.ri(10, 59)}\n"
            f"Transcript: \"Hi, this is {c.first()} from {c.company()}, calling about your {c.choice(['appointment', 'order', 'application'])}. "
            f"Please call me back at {c.phone()}. Thanks, bye.\"")


@tpl()
def t_sms_2fa(c):
    return (f"{c.company()[:11].upper()}: {c.digits(6)} is your verification code. It expires in {c.ri(2, 15)} minutes. "
            f"Not you? Call {c.phone(valid=True, style=c.choice(['intl', 'natl']))}.")


@tpl()
def t_crm_csv(c):
    rows = ["id,name,email,phone,city,created_at,score"]
    for i in range(c.ri(2, 6)):
        n = c.name().replace(",", " ")
        e = c.email(name=n)
        e = f'"{e}"' if c.chance(0.4) else e
        rows.append(f"{c.ri(1000, 99999)},\"{n}\",{e},{c.phone(style=c.choice(['e164', 'intl', 'natl', 'raw']), ext=False)},{c.city()},"
                    f"{c.day().isoformat()} {c.ri(0, 23):02d}:{c.ri(0, 59):02d},{c.ri(0, 100)}")
    return "\n".join(rows)


@tpl()
def t_tsv(c):
    rows = ["Name\tMobile\tDept\tRoom"]
    for _ in range(c.ri(2, 6)):
        rows.append(f"{c.name()}\t{c.phone(style=c.choice(['natl', 'natl_nosep', 'e164', 'regroup']), ext=False)}\t{c.letters(3)}\t{c.ri(1, 5)}.{c.ri(1, 40):02d}")
    return "\n".join(rows)


@tpl()
def t_sql(c):
    rows = []
    for _ in range(c.ri(1, 4)):
        n = c.name().replace("'", "''")
        rows.append(f"({c.ri(1, 99999)}, '{n}', '{c.email(name=n.replace(chr(39) * 2, chr(39)))}', "
                    f"'{c.phone(style=c.choice(['e164', 'natl', 'intl']), ext=False)}', '{c.day().isoformat()}', {c.ri(0, 1)})")
    return ("INSERT INTO customers (id, full_name, email, phone, signup_date, is_active) VALUES\n" + ",\n".join(rows) + ";")


@tpl()
def t_json(c):
    doc = json.dumps({"id": c.ri(1, 10 ** 6), "name": c.name(), "contact": {"email": "@@E@@", "phone": "@@P@@"},
                      "address": {"city": c.city(), "zip": c.postcode()}, "orders": c.ri(0, 40),
                      "last_login_ip": "@@I@@"}, ensure_ascii=False, indent=c.choice([2, 4, None]))
    return doc.replace("@@E@@", c.email()).replace("@@P@@", c.phone(style=c.choice(["e164", "intl"]), ext=False)) \
        .replace("@@I@@", c.ip())


@tpl()
def t_yaml(c):
    return (f"contacts:\n  - name: {c.name()}\n    role: {job(c)}\n    phone: \"{c.phone(style=c.choice(['e164', 'intl', 'natl']), ext=False)}\"\n"
            f"    email: {c.email()}\n  - name: {c.name()}\n    phone: '{c.phone(ext=False)}'\n    on_call: {c.choice(['true', 'false'])}\n"
            f"escalation_timeout: {c.ri(5, 60)}m\nversion: {c.ri(1, 4)}.{c.ri(0, 20)}")


@tpl()
def t_xml(c):
    return (f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<customer id=\"{c.digits(6)}\">\n  <name>{c.name()}</name>\n"
            f"  <email>{c.email()}</email>\n  <phone type=\"{c.choice(['mobile', 'home', 'work'])}\">{c.phone(ext=False)}</phone>\n"
            f"  <created>{c.day().isoformat()}</created>\n</customer>")


@tpl()
def t_vcard(c):
    f, l = c.first(), c.last()
    return (f"BEGIN:VCARD\nVERSION:3.0\nN:{l};{f};;;\nFN:{f} {l}\nORG:{c.company()}\nTEL;TYPE=CELL:{c.phone(style=c.choice(['e164', 'intl', 'raw']), ext=False)}\n"
            + (f"TEL;TYPE=WORK,VOICE:{c.phone(ext=False)}\n" if c.chance(0.6) else "")
            + f"EMAIL;TYPE=INTERNET:{c.email(name=f + ' ' + l)}\nREV:{c.day().strftime('%Y%m%d')}T{c.ri(0, 23):02d}{c.ri(0, 59):02d}00Z\nEND:VCARD")


@tpl()
def t_ldif(c):
    f, l = ascii_fold(c.first()), ascii_fold(c.last())
    uid = slug(f)[:1] + slug(l)[:10]
    return (f"dn: uid={uid},ou=people,dc={slug(c.company())[:10] or 'corp'},dc={c.region.lower()}\nobjectClass: inetOrgPerson\n"
            f"cn: {f} {l}\nsn: {l}\nmail: {c.email(name=f + ' ' + l)}\ntelephoneNumber: {c.phone(style='intl', ext=False)}\n"
            f"mobile: {c.phone(style=c.choice(['e164', 'intl']), ext=False)}\nuidNumber: {c.ri(1000, 60000)}\ngidNumber: {c.ri(100, 999)}")


@tpl()
def t_md_table(c):
    rows = [f"| {c.L('name')} | {c.L('tel')} | {c.L('email')} |", "|---|---|---|"]
    for _ in range(c.ri(2, 5)):
        n = c.name()
        rows.append(f"| {n} | {c.phone(ext=False)} | {c.email(name=n)} |")
    return f"## {c.L('contact')}\n\n" + "\n".join(rows)


@tpl()
def t_contact_page(c):
    comp = c.company()
    return (f"{c.L('contact')}\n\n{comp}\n{c.address()}\n\n{lbl(c, 'tel')}{c.phone(wrap=c.chance(0.15))}\n"
            + (f"{lbl(c, 'fax')}{c.phone(valid=True)}\n" if c.chance(0.4) else "")
            + f"{lbl(c, 'email')}{c.email(kind='role')}\n\n{c.L('hours')}\n{c.L('mon_fri') if c.has('mon_fri') else 'Mo–Fr'} 08:00–17:00")


@tpl()
def t_footer(c):
    comp = c.company()
    return (f"Home | About | {c.L('contact')} | Privacy\n© {c.ri(2015, 2026)} {comp} · {c.address(oneline=True)} · "
            f"{c.phone(style=c.choice(['intl', 'natl', 'trunk']))} · {c.email(kind='role')}")


@tpl()
def t_directory(c):
    rows = []
    for _ in range(c.ri(3, 7)):
        n = c.name()
        num = c.phone(ext=c.chance(0.15))
        rows.append(f"{n} {'.' * max(2, 34 - len(n))} {num}")
    return f"{c.company()} — {c.L('contact')}\n\n" + "\n".join(rows)


@tpl()
def t_parent_list(c):
    rows = [f"Class {c.ri(1, 9)}{c.choice('abcd')} — parents' phone tree (please do not share)"]
    for i in range(c.ri(3, 6)):
        rows.append(f"{i + 1}. {c.first()} ({c.last()}) – {c.first()}: {c.phone(style=c.choice(['natl', 'natl_nosep', 'regroup', 'raw']), ext=False)}")
    return "\n".join(rows)


@tpl()
def t_tenant_list(c):
    rows = ["Apt;Tenant;Phone;Since"]
    for _ in range(c.ri(3, 6)):
        rows.append(f"{c.ri(1, 40)}{c.choice(['', 'A', 'B'])};{c.name()};{c.phone(ext=False)};{c.date()}")
    return "\n".join(rows)


MONTH3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def clf_time(c):
    d = c.day()
    return f"{d.day:02d}/{MONTH3[d.month - 1]}/{d.year}:{c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d} +{c.choice(['0000', '0100', '0200', '0530', '0900'])}"


def sys_time(c):
    d = c.day()
    return f"{MONTH3[d.month - 1]} {d.day:2d} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}"


@tpl()
def t_nginx(c):
    rows = []
    for _ in range(c.ri(2, 5)):
        path = c.choice(["/", "/login", f"/api/v{c.ri(1, 3)}/orders/{c.digits(6)}", "/wp-login.php", "/static/app.js?v=" + c.digits(8), "/.env"])
        rows.append(f'{c.ip()} - - [{clf_time(c)}] "{c.choice(["GET", "POST", "HEAD"])} {path} HTTP/1.1" {c.choice([200, 200, 301, 404, 403, 500])} '
                    f'{c.ri(0, 90000)} "-" "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/{c.ri(90, 130)}.0.{c.ri(1000, 6999)}.{c.ri(10, 199)}"')
    return "\n".join(rows)


@tpl()
def t_sshd(c):
    host = c.choice(["web01", "bastion", "db-2", "vps" + c.digits(4)])
    rows = []
    for _ in range(c.ri(2, 5)):
        pid = c.ri(1000, 65000)
        rows.append(c.choice([
            lambda: f"{sys_time(c)} {host} sshd[{pid}]: Failed password for invalid user {c.choice(['admin', 'oracle', 'test', 'ubuntu'])} from {c.ip()} port {c.ri(1024, 65535)} ssh2",
            lambda: f"{sys_time(c)} {host} sshd[{pid}]: Accepted publickey for {slug(c.first())} from {c.ip()} port {c.ri(1024, 65535)} ssh2: ED25519 SHA256:{c.alnum(20)}",
            lambda: f"{sys_time(c)} {host} sshd[{pid}]: Connection closed by authenticating user root {c.ip()} port {c.ri(1024, 65535)} [preauth]"])())
    return "\n".join(rows)


@tpl()
def t_iptables(c):
    rows = []
    for _ in range(c.ri(2, 4)):
        rows.append(f"{sys_time(c)} fw kernel: [{c.ri(1000, 99999)}.{c.digits(6)}] DROP IN=eth0 OUT= MAC={':'.join(c.alnum(2).lower() for _ in range(6))} "
                    f"SRC={c.ipv4()} DST={c.ipv4()} LEN={c.ri(40, 1500)} TOS=0x00 PREC=0x00 TTL={c.ri(30, 128)} ID={c.ri(1, 65535)} "
                    f"PROTO={c.choice(['TCP', 'UDP'])} SPT={c.ri(1024, 65535)} DPT={c.choice([22, 23, 80, 443, 3389, 5060, 8080])} WINDOW={c.ri(1000, 65535)}")
    return "\n".join(rows)


@tpl()
def t_app_log(c):
    ts = f"{c.day().isoformat()} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d},{c.digits(3)}"
    return (f"{ts} INFO  [auth] login ok user={c.email()} ip={c.ip()} session={c.alnum(16).lower()}\n"
            f"{ts} WARN  [auth] {c.ri(3, 9)} failed attempts for user={c.email()} from {c.ipv4()}\n"
            f"{ts} INFO  [profile] phone updated to {c.phone(style='e164', ext=False)} (user_id={c.ri(1, 999999)})")


@tpl()
def t_apache_error(c):
    return (f"[{c.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {MONTH3[c.ri(0, 11)]} {c.ri(1, 28):02d} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}.{c.digits(6)} {c.ri(2023, 2026)}] "
            f"[php:error] [pid {c.ri(100, 99999)}] [client {c.ip()}:{c.ri(1024, 65535)}] PHP Fatal error:  Uncaught Error: Call to undefined function "
            f"mysql_connect() in /var/www/html/index.php:{c.ri(10, 400)}")


@tpl()
def t_windows_event(c):
    return (f"Log Name: Security\nSource: Microsoft-Windows-Security-Auditing\nDate: {c.date(iso=True)} {c.time()}\nEvent ID: 4625\n"
            f"Account Name: {slug(c.first())}\nFailure Reason: Unknown user name or bad password.\nStatus: 0xC000006D\n"
            f"Workstation Name: DESKTOP-{c.alnum(7)}\nSource Network Address: {c.ip()}\nSource Port: {c.ri(1024, 65535)}")


@tpl()
def t_postfix(c):
    qid = c.alnum(10)
    host = slug(c.company())[:10] or "mx"
    return (f"{sys_time(c)} mail postfix/smtpd[{c.ri(100, 9999)}]: {qid}: client=mail.{host}.com[{c.ipv4()}]\n"
            f"{sys_time(c)} mail postfix/qmgr[{c.ri(100, 9999)}]: {qid}: from=<{c.email()}>, size={c.ri(1000, 90000)}, nrcpt=1 (queue active)\n"
            f"{sys_time(c)} mail postfix/smtp[{c.ri(100, 9999)}]: {qid}: to=<{c.email()}>, relay=mx.{host}.net[{c.ip()}]:25, delay={c.ri(0, 9)}.{c.ri(1, 9)}, "
            f"dsn=2.0.0, status=sent (250 OK)")


@tpl()
def t_dhcp(c):
    ip = c.ipv4("private")
    return (f"lease {ip} {{\n  starts {c.ri(0, 6)} {c.day().strftime('%Y/%m/%d')} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d};\n"
            f"  ends {c.ri(0, 6)} {c.day().strftime('%Y/%m/%d')} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d};\n"
            f"  hardware ethernet {':'.join(c.alnum(2).lower() for _ in range(6))};\n  client-hostname \"{slug(c.first())}-laptop\";\n}}")


@tpl()
def t_hosts(c):
    rows = []
    rows.append(f"{c.ipv4('private')}\t{slug(c.company())[:12] or 'nas'}.lan nas")
    for _ in range(c.ri(1, 4)):
        rows.append(f"{c.ip()}\t{c.choice(['gitlab', 'jenkins', 'printer', 'db', 'backup'])}.{slug(c.last())[:8] or 'corp'}.internal")
    return "# /etc/hosts — managed by ansible, do not edit\n" + "\n".join(rows)


@tpl()
def t_zone(c):
    dom = f"{slug(c.company())[:12] or 'example'}.{TLD.get(c.region, c.region.lower())}"
    return (f"$ORIGIN {dom}.\n$TTL 3600\n@   IN SOA ns1.{dom}. hostmaster.{dom}. ( {c.ri(2023, 2026)}{c.ri(1, 12):02d}{c.ri(1, 28):02d}01 7200 3600 1209600 3600 )\n"
            f"@   IN A     {c.ipv4('public')}\n@   IN AAAA  {c.ipv6('global')}\nwww IN CNAME @\nmail IN A    {c.ipv4()}\n@   IN MX 10 mail.{dom}.\n"
            f"@   IN TXT   \"v=spf1 ip4:{c.ipv4('public')} -all\"")


@tpl()
def t_k8s(c):
    return (f"apiVersion: v1\nkind: Service\nmetadata:\n  name: {c.choice(['api', 'web', 'payments', 'auth'])}-svc\n  namespace: prod\n"
            f"  annotations:\n    owner: {c.email(kind='work')}\nspec:\n  type: LoadBalancer\n  loadBalancerIP: {c.ipv4()}\n"
            f"  clusterIP: {c.ipv4('private')}\n  ports:\n    - port: 443\n      targetPort: {c.ri(3000, 9000)}\n")


@tpl()
def t_traceroute(c):
    rows = [f"traceroute to {slug(c.company())[:10] or 'host'}.com ({c.ipv4('public')}), 30 hops max, 60 byte packets"]
    for i in range(1, c.ri(4, 8)):
        rows.append(f" {i}  {c.ipv4('private') if i == 1 else c.ipv4('public')}  {c.ri(0, 40)}.{c.digits(3)} ms  {c.ri(0, 40)}.{c.digits(3)} ms  {c.ri(0, 40)}.{c.digits(3)} ms")
    return "\n".join(rows)


@tpl()
def t_ip_addr(c):
    v4 = c.ipv4("private")
    return (f"2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000\n"
            f"    link/ether {':'.join(c.alnum(2).lower() for _ in range(6))} brd ff:ff:ff:ff:ff:ff\n"
            f"    inet {v4}/{c.choice([8, 16, 24])} brd {c.ipv4('private')} scope global dynamic eth0\n"
            f"       valid_lft {c.ri(1000, 86400)}sec preferred_lft {c.ri(1000, 86400)}sec\n"
            f"    inet6 {c.ipv6('global')}/64 scope global dynamic mngtmpaddr\n    inet6 {c.ipv6('linklocal')}/64 scope link")


@tpl()
def t_mail_headers(c):
    frm = c.name()
    return (f"Received: from mail.{slug(c.company())[:10] or 'relay'}.com (mail.{slug(c.company())[:10] or 'relay'}.com [{c.ipv4('public')}])\n"
            f"\tby mx.google.com with ESMTPS id {c.alnum(12).lower()}\n\tfor <{c.email()}>; {c.choice(['Mon', 'Tue', 'Wed'])}, {c.ri(1, 28)} {MONTH3[c.ri(0, 11)]} {c.ri(2023, 2026)} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d} -0700\n"
            f"Received: from [{c.ipv4('private')}] by smtp.local\nFrom: \"{frm}\" <{c.email(name=frm)}>\nReply-To: {c.email()}\n"
            f"X-Originating-IP: [{c.ipv4()}]")


@tpl()
def t_git_log(c):
    rows = []
    for _ in range(c.ri(1, 3)):
        n = ascii_fold(c.name())
        rows.append(f"commit {''.join(c.choice('0123456789abcdef') for _ in range(40))}\nAuthor: {n} <{c.email(name=n)}>\n"
                    f"Date:   {c.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {MONTH3[c.ri(0, 11)]} {c.ri(1, 28)} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d} {c.ri(2023, 2026)} +0{c.ri(0, 9)}00\n\n"
                    f"    {c.choice(['Fix off-by-one in pager', 'Bump version to ' + str(c.ri(1, 9)) + '.' + str(c.ri(0, 30)), 'Add retry for 503', 'Update translations'])}\n")
    return "\n".join(rows)


@tpl()
def t_pkg_metadata(c):
    n = ascii_fold(c.name())
    return (f"Metadata-Version: 2.1\nName: {slug(c.fk.word())}-{slug(c.fk.word())}\nVersion: {c.ri(0, 9)}.{c.ri(0, 30)}.{c.ri(0, 20)}\n"
            f"Summary: Utilities for {c.fk.word()} processing\nAuthor: {n}\nAuthor-email: {n} <{c.email(name=n)}>\n"
            f"License: MIT\nRequires-Python: >=3.{c.ri(7, 11)}\nClassifier: Programming Language :: Python :: 3")


@tpl()
def t_bug_report(c):
    return (f"### Bug: crash on upload (v{c.ri(1, 5)}.{c.ri(0, 20)}.{c.ri(0, 9)})\n\nSteps: upload a {c.ri(2, 900)} MB file from {c.ipv4()} via the proxy at "
            f"{c.ipv4('private')}:{c.choice([3128, 8080, 8888])}.\n\n```\nTraceback (most recent call last):\n  File \"app/upload.py\", line {c.ri(10, 500)}, in handle\n"
            f"    raise ConnectionError(\"reset by peer [{c.ipv6()}]:{c.ri(1024, 65535)}\")\nConnectionError: reset by peer\n```\n\nReporter: {c.email()}")


@tpl()
def t_iot_csv(c):
    rows = ["device_id;ip;fw;last_seen;rssi"]
    for _ in range(c.ri(3, 6)):
        rows.append(f"{c.letters(2)}-{c.digits(6)};{c.ip()};{c.ri(1, 4)}.{c.ri(0, 20)}.{c.ri(0, 99)};{c.day().isoformat()}T{c.ri(0, 23):02d}:{c.ri(0, 59):02d};-{c.ri(30, 95)}")
    return "\n".join(rows)


@tpl()
def t_wireguard(c):
    return (f"[Interface]\nPrivateKey = {c.alnum(43)}=\nAddress = {c.ipv4('private')}/24, {c.ipv6('ula')}/64\nDNS = {c.ipv4()}\n\n[Peer]\n"
            f"PublicKey = {c.alnum(43)}=\nEndpoint = {c.ipv4('public')}:{c.ri(1024, 65535)}\nAllowedIPs = {c.ipv4('private')}/{c.choice([16, 24, 32])}\nPersistentKeepalive = 25")


@tpl()
def t_fail2ban(c):
    rows = []
    for _ in range(c.ri(2, 5)):
        rows.append(f"{c.day().isoformat()} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d},{c.digits(3)} fail2ban.actions [{c.ri(100, 9999)}]: "
                    f"NOTICE  [{c.choice(['sshd', 'nginx-http-auth', 'postfix'])}] {c.choice(['Ban', 'Unban', 'Found'])} {c.ip()}")
    return "\n".join(rows)


@tpl()
def t_cloud_audit(c):
    return (f'{{"eventTime": "{c.day().isoformat()}T{c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}Z", "eventName": "{c.choice(["ConsoleLogin", "DeleteBucket", "CreateUser"])}", '
            f'"userIdentity": {{"type": "IAMUser", "userName": "{c.email()}"}}, "sourceIPAddress": "{c.ip()}", '
            f'"userAgent": "aws-cli/2.{c.ri(0, 15)}.{c.ri(0, 30)}", "requestID": "{c.alnum(8).lower()}-{c.alnum(4).lower()}"}}')


@tpl()
def t_support_ticket(c):
    return (f"Ticket #{c.digits(6)} | Priority: {c.choice(['Low', 'Normal', 'High', c.L('urgent')])} | {c.date()} {c.time()}\n"
            f"{lbl(c, 'customer')}{c.name()}\n{lbl(c, 'email')}{c.email()}\nCallback: {c.phone()}\n\n"
            f"{c.L('hello')}, {c.choice(['my router shows error 0x8007', 'I was charged twice', 'the app crashes on login', 'my parcel never arrived'])}"
            f" (order {c.orderno()}).\n\n-- internal note: customer called from {c.phone(style=c.choice(['e164', 'natl_nosep']), ext=False)}, "
            f"verified DOB.")


@tpl()
def t_callcentre(c):
    return (f"CALL LOG {c.date()} {c.time()}  agent {c.ri(100, 999)}  dur {c.ri(0, 40)}:{c.ri(0, 59):02d}\n"
            f"ANI: {c.phone(style=c.choice(['e164', 'natl_nosep']), ext=False)}\nCust says new mobile is {c.phone()}, "
            f"wants invoices to {c.email()}. Promised callback {c.date()}. Case {c.letters(3)}-{c.digits(6)}.")


@tpl()
def t_gov_notice(c):
    return (f"{c.choice(['MUNICIPAL NOTICE', 'PUBLIC NOTICE', 'OFFICIAL NOTICE'])} No. {c.ri(1, 400)}/{c.ri(2023, 2026)}\n\n"
            f"{c.L('appt', d=c.date(), t=c.time())}\nRef. {c.letters(2)}-{c.digits(5)}/{c.ri(23, 26)}\n\n"
            f"{c.L('office')}: {c.street()}, {c.city()}\n{c.L('hours')}: 08:00–12:30\n{lbl(c, 'tel')}{c.phone(ext=c.chance(0.3))}\n"
            f"{lbl(c, 'email')}{c.email(kind='role')}")


@tpl()
def t_school(c):
    return (f"{c.L('dear', n=c.name())}\n\n{c.choice(['The school trip', 'The parents evening', 'Sports day'])} will take place on {c.date()} "
            f"({c.time()}). Cost: {c.money(5, 60)}. {c.L('questions', p=c.phone())}\n\n{c.L('regards')}\n{c.name()}, class teacher\n{c.email(kind='work')}")


@tpl()
def t_medical(c):
    doc = c.name()
    return (f"{c.company()}\n{c.address(oneline=True)}\n{lbl(c, 'tel')}{c.phone()}\n\n{c.L('dear', n=c.name())}\n\n"
            f"{c.L('appt', d=c.date(), t=c.time())}\nPatient no. {c.digits(8)} · Room {c.ri(1, 40)}\n"
            f"{c.L('questions', p=c.phone(ext=c.chance(0.3), wrap=c.chance(0.15)))}\n\n{doc}")


@tpl()
def t_pharmacy(c):
    return (f"{c.company()} — Rx {c.digits(7)} ready for pickup at {c.street()}. {c.choice(['Refills left: ', 'Qty: '])}{c.ri(0, 5)}. "
            f"{c.L('hours')} {c.ri(7, 9)}–{c.ri(18, 21)}. {c.phone(style=c.choice(['natl', 'natl_paren_area', 'intl']))}")


@tpl()
def t_referral(c):
    return (f"REFERRAL\nTo: {c.name()}, {c.company()}\nFrom: {c.name()}\nPatient: {c.name()}, DOB {c.date()}\nPatient phone: {c.phone()}\n"
            f"Reason: {c.choice(['persistent cough', 'knee pain', 'skin lesion', 'follow-up ECG'])}, BP {c.ri(100, 160)}/{c.ri(60, 100)}, HR {c.ri(55, 110)}\n"
            f"Reply fax: {c.phone(valid=True)}")


@tpl()
def t_insurance_claim(c):
    return (f"Claim {c.letters(2)}{c.digits(9)} — policy {c.digits(4)}-{c.digits(6)}\nIncident {c.date()} {c.time()}, {c.street()}, {c.city()}\n"
            f"Claimant: {c.name()}, {c.phone()}, {c.email()}\nDamage est. {c.money(200, 20000)}\nPayout account: {c.iban()}")


@tpl()
def t_tax_letter(c):
    return (f"{c.L('office')} {c.city()}\nTax no. {c.digits(2)}/{c.digits(3)}/{c.digits(5)}  ·  {c.date()}\n\n{c.L('dear', n=c.name())}\n\n"
            f"{c.L('transfer', a=c.money(100, 8000))}\nIBAN {c.iban()}\nBIC {bic(c)}\n{c.L('ref')}: {c.digits(3)}/{c.digits(4)}/{c.digits(4)}\n\n"
            f"{c.L('questions', p=c.phone(ext=c.chance(0.3)))}")


@tpl()
def t_parking_fine(c):
    return (f"PENALTY NOTICE {c.letters(2)}{c.digits(8)}\nVehicle {c.letters(2)} {c.digits(4)}  ·  {c.date()} {c.time()}  ·  {c.street()}\n"
            f"Offence code {c.ri(1, 99):02d} · {c.money(15, 120)}\nPay within {c.ri(14, 30)} days to IBAN {c.iban(style='group')} quoting the notice number.")


@tpl()
def t_customs(c):
    return (f"CN23 CUSTOMS DECLARATION\nSender: {c.name()}, {c.address(oneline=True)}, {c.phone(style=c.choice(['e164', 'intl']))}\n"
            f"Contents: {c.choice(['gift', 'documents', 'sample'])} · HS {c.digits(4)}.{c.digits(2)} · {c.ri(1, 9)}.{c.digits(2)} kg · value {c.money(5, 500)}\n"
            f"Importer email: {c.email()}")


@tpl()
def t_gym_sepa(c):
    return (f"{c.company()} — membership {c.digits(6)}\n{c.name()}, {c.address(oneline=True)}\n{c.phone(style=c.choice(['natl', 'intl']))} · {c.email()}\n"
            f"Fee {c.money(15, 90)} / month · start {c.date()}\nSEPA mandate: creditor ID {c.region if c.region in IBAN_BBAN else 'DE'}{c.digits(2)}ZZZ{c.digits(11)} · "
            f"account {c.iban()}")


@tpl()
def t_meeting_invite(c):
    pin = f"{c.digits(3)} {c.digits(3)} {c.digits(3)}#"
    return (f"{c.L('subject')}: Weekly sync\n{c.date()} {c.time()}–{c.time()}\n\nJoin online: https://meet.example.com/{c.alnum(3).lower()}-{c.alnum(4).lower()}\n"
            f"Dial-in ({c.region}): {c.phone(style=c.choice(['intl', 'e164', 'natl']))}  PIN: {pin}\nMore numbers: {c.phone(valid=True)}\nOrganizer: {c.email(kind='work')}")


@tpl()
def t_fax_cover(c):
    return (f"FAX\nTo: {c.name()}   Fax: {c.phone(valid=True)}\nFrom: {c.name()}   {c.L('tel')}: {c.phone()}\nDate: {c.date()}   Pages: {c.ri(1, 12)}\n"
            f"Re: contract {c.letters(2)}/{c.digits(4)}\n\nCONFIDENTIAL — if received in error please call the sender.")


@tpl(langs=["de"])
def t_impressum(c):
    return (f"Impressum\n\nAngaben gemäß § 5 TMG\n{c.company()}\n{c.address()}\n\nVertreten durch: {c.name()}\n\nKontakt:\nTelefon: {c.phone(style=c.choice(['natl', 'natl_slash', 'trunk', 'intl']))}\n"
            f"Telefax: {c.phone(valid=True, style=c.choice(['natl', 'natl_slash']))}\nE-Mail: {c.email(kind='role')}\n\nRegistereintrag: Amtsgericht {c.city()}, HRB {c.digits(5)}\n"
            f"Umsatzsteuer-ID: {c.region if c.region in ('DE', 'AT') else 'DE'}{c.digits(9)}")


@tpl(langs=["fr"])
def t_mentions(c):
    return (f"Mentions légales\n\nÉditeur : {c.company()}, au capital de {c.money(1000, 100000)}\nSiège social : {c.address(oneline=True)}\n"
            f"SIRET : {c.digits(3)} {c.digits(3)} {c.digits(3)} {c.digits(5)} — RCS {c.city()}\nTél. : {c.phone(style=c.choice(['natl', 'natl_nbsp', 'intl', 'trunk']))}\n"
            f"Courriel : {c.email(kind='role')}\nDirecteur de la publication : {c.name()}")


@tpl(langs=["ja"])
def t_kaisha(c):
    return (f"会社概要\n\n会社名　{c.company()}\n所在地　〒{c.digits(3)}-{c.digits(4)} {c.address(oneline=True)}\nTEL　{c.phone(style=c.choice(['natl', 'raw', 'natl_dash']))}"
            f"（代表）\nFAX　{c.phone(valid=True, style='natl')}\n設立　{c.ri(1950, 2020)}年{c.ri(1, 12)}月\n資本金　{c.ri(10, 9000)}百万円\n従業員数　{c.ri(5, 3000)}名\n"
            f"E-mail　{c.email(kind='role')}")


@tpl(langs=["zh"])
def t_lianxi(c):
    return (f"联系我们\n\n{c.company()}\n地址：{c.address(oneline=True)}\n邮编：{c.digits(6)}\n电话：{c.phone(style=c.choice(['natl', 'raw', 'natl_dash']), ext=c.chance(0.2))}\n"
            f"手机：{c.phone(style=c.choice(['natl_nosep', 'raw', 'regroup']))}\n邮箱：{c.email(kind='role')}\n工作时间：周一至周五 9:00-18:00")


@tpl(langs=["ko"])
def t_ko_card(c):
    return (f"{c.company()}\n{c.name()} {c.choice(['대리', '과장', '부장', '팀장'])}\n{c.address(oneline=True)}\nT. {c.phone(style='natl')}  "
            f"M. {c.phone(style=c.choice(['natl', 'natl_nosep']))}\nF. {c.phone(valid=True, style='natl')}\nE. {c.email(kind='work')}")


@tpl(langs=["ru", "uk"])
def t_ru_contacts(c):
    return (f"{c.L('contact')}\n\n{c.company()}\n{c.L('address')}: {c.address(oneline=True)}\n{c.L('tel')}: {c.phone(style=c.choice(['natl', 'intl', 'intl_paren_area', 'raw']))}\n"
            f"{c.L('email')}: {c.email(kind='role')}\nИНН {c.digits(10)} / ОГРН {c.digits(13)}\n{c.L('hours')}: пн–пт 9:00–18:00")


@tpl(langs=["ar"])
def t_ar_ad(c):
    return (f"{c.L('sale')}: {c.choice(['شقة ٣ غرف', 'سيارة تويوتا ٢٠١٨', 'أثاث مستعمل', 'محل تجاري'])}\n{c.L('price')}: {c.money(500, 90000)}\n"
            f"{c.city()}\n{c.L('call', p=c.phone())}\n{c.L('wa')}: {c.phone(native=c.chance(0.4))}")


@tpl(langs=["hi", "en"], locales=["hi_IN", "en_IN", "ta_IN", "gu_IN", "or_IN", "en_PK", "en_BD", "bn_BD", "ne_NP"])
def t_in_shop(c):
    return (f"{c.company()}\n{c.address(oneline=True)}\n{c.L('contact')}: {c.phone(style=c.choice(['natl', 'natl_nosep', 'e164', 'raw', 'regroup']))}, "
            f"{c.phone()}\nGSTIN {c.digits(2)}{c.letters(5)}{c.digits(4)}{c.letters(1)}1Z{c.alnum(1)}\n{c.L('hours')}: 10 AM – 9 PM")


@tpl(langs=["pt"], locales=["pt_BR"])
def t_pix(c):
    key = c.choice([lambda: c.phone(style=c.choice(["e164", "intl", "natl"])), lambda: c.email()])()
    return (f"Oi gente! Rifa beneficente 🎟️ R$ {c.ri(5, 50)},00 o número.\nSorteio dia {c.date()} pela Loteria Federal.\n"
            f"Chave PIX: {key}\nDúvidas: {c.phone(style=c.choice(['natl', 'natl_nosep', 'raw']))} ({c.first()})")


@tpl(langs=["es"])
def t_es_aviso(c):
    return (f"AVISO A LOS VECINOS\n\nEl {c.date()} a las {c.time()} se cortará el suministro de agua en {c.street()}.\n"
            f"Para incidencias llame al {c.phone(ext=c.chance(0.3))} o escriba a {c.email(kind='role')}.\nLa Administración")


@tpl(langs=["en"])
def t_tech_scam(c):
    return (f"*** WARNING: YOUR COMPUTER HAS BEEN BLOCKED ***\nError # 0x{c.alnum(6)}\nDo not restart your computer. Call Windows Support "
            f"immediately: {c.phone(style=c.choice(['intl', 'natl', 'e164']))} (Toll Free)\nIP: {c.ipv4()}  ·  Location: {c.city()}")


@tpl()
def t_parcel_scam(c):
    return (f"{c.choice(['DHL', 'Post', 'UPS', 'FedEx'])}: Your package {c.letters(2)}{c.digits(9)} is on hold due to unpaid customs "
            f"fee ({c.money(1, 3)}). Pay now: hxxps://{c.alnum(5).lower()}-track[.]top/{c.alnum(4)} or call {c.phone()}")


@tpl()
def t_bank_phish(c):
    return (f"{c.L('urgent')}! {c.company()}: suspicious login from {c.ip()} ({c.city()}). To keep your account active, reply with your card number "
            f"and PIN or call our security team on {c.phone()}. Ref {c.alnum(8)}. Send documents to {c.email(kind=c.choice(['faker', 'digits']))}")


@tpl(langs=["en"])
def t_advance_fee(c):
    return (f"Dear Friend,\n\nI am {c.name()}, a lawyer to the late Engr. {c.name()}, who left a deposit of US$ {c.ri(5, 40)}.{c.ri(1, 9)} million "
            f"with our bank. I need your assistance. Reply to my private email {c.email(kind='digits')} or call {c.phone()}.\n\nRegards,\nBarr. {c.last()}")


@tpl(langs=["en"])
def t_cfp(c):
    return (f"Call for Papers — {c.choice(['ICML', 'EuroSys', 'ACL', 'CHI'])} Workshop {c.ri(2024, 2027)}\nDeadline: {c.date()} (AoE) · Notification: {c.date()}\n"
            f"Pages: {c.ri(4, 9)}+refs · Template: acmart v{c.ri(1, 2)}.{c.ri(50, 99)}\nOrganizers: {c.name()} ({c.email(kind='sub')}), {c.name()} ({c.email(kind='sub')})")


@tpl()
def t_paper_authors(c):
    a, b, cc_ = c.name(), c.name(), c.name()
    return (f"{a}¹*, {b}², {cc_}¹\n¹ {c.company()}, {c.city()}  ² {c.company()}, {c.city()}\n*Corresponding author: {c.email(name=a, kind='sub')}\n"
            f"Received {c.date()}; accepted {c.date()}. doi:10.{c.ri(1000, 9999)}/{c.alnum(6).lower()}.{c.ri(2023, 2026)}.{c.digits(5)}")


@tpl()
def t_github_issue(c):
    return (f"**Describe the bug**\nAfter upgrading to {c.ri(1, 9)}.{c.ri(0, 30)}.{c.ri(0, 9)} the client cannot reach {c.ip()} (timeout after {c.ri(5, 60)}s).\n\n"
            f"**Environment**\n- OS: Ubuntu {c.choice(['22.04', '24.04'])}\n- Proxy: `{c.ipv4('private')}:{c.ri(1024, 9999)}`\n\n"
            f"cc @{handle(c)} — you can also reach me at {c.email()}")


@tpl()
def t_newsletter_footer(c):
    return (f"You are receiving this email because {c.email()} subscribed on {c.date()}.\n{c.company()} · {c.address(oneline=True)}\n"
            f"Unsubscribe · View in browser · Call us: {c.phone(valid=True)}")


@tpl()
def t_ml_digest(c):
    rows = []
    for i in range(1, c.ri(3, 5)):
        n = c.name()
        rows.append(f"{i}. Re: {c.choice(['build fails on arm64', 'release 2.x', 'meeting notes', 'CVE question'])} ({n} <{c.email(name=n)}>)")
    return f"Digest Vol {c.ri(1, 90)}, Issue {c.ri(1, 400)}\n\nToday's Topics:\n\n" + "\n".join(rows)


@tpl()
def t_ice_contacts(c):
    return (f"{c.choice(['EMERGENCY CONTACTS', 'ICE', 'In case of emergency'])}\n{c.first()} ({c.choice(['wife', 'husband', 'mum', 'dad', 'brother'])}) "
            f"{c.phone()}\n{c.first()} {c.phone(style=c.choice(['natl', 'e164']))}\nDr {c.last()} {c.phone(valid=True)}\nBlood type {c.choice(['A+', 'O-', 'B+', 'AB+'])}, allergies: none")


@tpl()
def t_business_card(c):
    n = c.name()
    return (f"{n}\n{job(c)}\n{c.company()}\n\n{c.choice(['M', 'Mob', 'Cell', c.L('mobile')])} {c.phone()}\n"
            f"{c.choice(['T', 'Tel', 'Office'])} {c.phone(ext=c.chance(0.3))}\n{c.email(name=n, kind='work')}\n{website(c)}")


@tpl()
def t_call_me_plain(c):
    return c.choice([
        lambda: f"{c.L('hello')} {c.first()}, {c.L('call', p=c.phone())} {c.L('thanks')}",
        lambda: f"{c.L('reach', p=c.phone(), e=c.email())}",
        lambda: f"{c.first()}: {c.phone(wrap=c.chance(0.2))}\n{c.first()}: {c.phone()}",
        lambda: f"{c.L('questions', p=c.phone())} {c.L('regards')} {c.name()}"])()


@tpl()
def t_bank_details_msg(c):
    name = c.name()
    return (f"{c.L('hello')}! {c.L('transfer', a=c.money(20, 500))}\n{c.L('holder')}: {name}\n{c.iban(style=c.choice(['plain', 'group']))}"
            + (f"\n(BIC {bic(c)})" if c.chance(0.4) else "") + f"\n{c.L('thanks')}")


@tpl()
def t_cv_skills_contact(c):
    return (f"{lbl(c, 'name')}{c.name()}\n{lbl(c, 'date')}{c.date()}\n{lbl(c, 'address')}{c.address(oneline=True)}\n{lbl(c, 'mobile')}{c.phone()}\n"
            f"{lbl(c, 'email')}{c.email()}")


@tpl()
def t_delivery_note(c):
    return (f"{c.L('parcel', r=c.orderno(), d=c.date())}\n{c.L('contact')}: {c.phone(style=c.choice(['natl', 'natl_nosep', 'intl']))}"
            f"{c.choice(['', ' (' + c.first() + ')'])}\n{c.L('address')}: {c.address(oneline=True)}")


@tpl()
def t_multi_pii_form(c):
    n = c.name()
    return (f"--- Web form submission #{c.digits(5)} ({c.date(iso=True)} {c.time()}) ---\n{c.L('name')}: {n}\n{c.L('email')}: {c.email(name=n)}\n"
            f"{c.L('tel')}: {c.phone()}\nIP: {c.ip()}\nMessage: {c.L('questions', p=c.phone())}")


@tpl()
def t_card_form(c):
    name = c.name()
    return (f"POST /checkout/{c.alnum(6).lower()} — form data ({c.date(iso=True)} {c.time()})\n{c.L('name')}: {name}\n"
            f"{c.L('email')}: {c.email(name=name)}\n{c.L('card')}: {c.card()}\nexp_month={c.ri(1, 12):02d}&exp_year={c.ri(2026, 2031)}&cvc=***\n"
            f"{c.L('total')}: {c.money(5, 900)}")


@tpl()
def t_card_ocr(c):
    brand, digits = gen_card(c.rng)
    holder = ascii_fold(c.name()).upper()
    return (f"[OCR confidence {c.ri(70, 99)}%]\n{brand.upper() if brand != 'mastercard' else 'mastercard'}\n{mark('C', fmt_card(c.rng, digits, 'space'))}\n"
            f"VALID THRU {c.ri(1, 12):02d}/{c.ri(26, 31)}\n{holder}\n{c.choice(['DEBIT', 'CREDIT', 'PLATINUM', 'BUSINESS'])}")


@tpl(langs=["en"])
def t_card_refund_mail(c):
    return (f"Hi,\n\nI returned order {c.orderno()} on {c.date()} but still haven't got my refund of {c.money(20, 600)}. "
            f"It was paid with my {c.choice(['Visa', 'Mastercard', 'Amex', 'debit card'])} {c.card(style=c.choice(['space', 'dash', 'plain']))}. "
            f"Please call me on {c.phone()} if you need anything else.\n\nThanks,\n{c.name()}")


# --------------------------------------------------------------------------------------------
# PII-free kinds: look-alike-heavy texts.  Each returns plain text (no markers).
# --------------------------------------------------------------------------------------------
FREE_KINDS = []


def free(lang="en"):
    def deco(fn):
        FREE_KINDS.append((fn, lang))
        return fn
    return deco


def hexs(c, n):
    return "".join(c.choice("0123456789abcdef") for _ in range(n))


@free()
def f_changelog(c):
    rows = []
    major, minor = c.ri(0, 9), c.ri(0, 30)
    for _ in range(c.ri(3, 5)):
        patch = c.ri(0, 20)
        rows.append(f"## {major}.{minor}.{patch} ({c.date(iso=True)})\n- Fix #{c.ri(100, 9999)}: crash when buffer > {c.ri(2, 64)} KiB\n"
                    f"- Bump dependency to {c.ri(1, 5)}.{c.ri(0, 40)}.{c.ri(0, 9)} (was {c.ri(1, 5)}.{c.ri(0, 40)}.{c.ri(0, 9)})\n- Speed-up of {c.ri(3, 60)}% in {c.fk.word()}()")
        minor -= 1
    return "# Changelog\n\n" + "\n\n".join(rows)


@free()
def f_ci_log(c):
    return (f"Build #{c.ri(1000, 99999)} started by timer at {c.date(iso=True)}T{c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}Z\n"
            f"Checking out {hexs(c, 40)}\n[{c.ri(0, 9)}/{c.ri(10, 20)}] Compiling src/main.rs ({c.ri(1, 900)} ms)\n"
            f"test result: ok. {c.ri(10, 900)} passed; 0 failed; {c.ri(0, 9)} ignored; finished in {c.ri(1, 99)}.{c.digits(2)}s\n"
            f"Artifact: app-{c.ri(1, 3)}.{c.ri(0, 20)}.{c.ri(0, 9)}-{hexs(c, 7)}.tar.gz ({c.ri(1, 900)}.{c.ri(0, 9)} MB)\nDuration: {c.ri(1, 40)}m {c.ri(0, 59)}s")


@free()
def f_lockfile(c):
    rows = []
    for _ in range(c.ri(4, 8)):
        rows.append(f'[[package]]\nname = "{slug(c.fk.word())}-{slug(c.fk.word())}"\nversion = "{c.ri(0, 4)}.{c.ri(0, 40)}.{c.ri(0, 20)}"\n'
                    f'checksum = "{hexs(c, 64)}"')
    return "# This file is automatically @generated by Cargo.\nversion = 3\n\n" + "\n\n".join(rows)


@free("loc")
def f_dates(c):
    d = c.day()
    forms = [d.isoformat(), d.strftime("%d.%m.%Y"), d.strftime("%m/%d/%Y"), d.strftime("%d/%m/%y"), d.strftime("%Y%m%d"),
             f"{d.day} {EN_MONTHS[d.month - 1]} {d.year}", f"{EN_MONTHS[d.month - 1][:3]} {d.day}, {d.year}",
             d.strftime("%Y/%m/%d"), f"{d.year}年{d.month}月{d.day}日", f"{d.year}-W{d.isocalendar()[1]:02d}", c.date(d)]
    return f"{c.L('date')} / date formats test\n" + "\n".join(f"{i + 1:>2}. {f}" for i, f in enumerate(forms))


@free()
def f_train_times(c):
    rows = [f"{'Train':<10}{'Dep':>6}{'Arr':>7}  Platform  Delay"]
    for _ in range(c.ri(4, 8)):
        h = c.ri(5, 22)
        rows.append(f"{c.choice(['ICE', 'IC', 'RE', 'TGV', 'EC', 'RB'])} {c.ri(100, 9999):<6}{h:02d}:{c.ri(0, 59):02d}  {(h + c.ri(0, 4)) % 24:02d}:{c.ri(0, 59):02d}  "
                    f"{c.ri(1, 22):>4}{c.choice(['', 'a', 'b'])}      +{c.ri(0, 45)}")
    return f"{c.city()} Hbf — departures {c.date()}\n" + "\n".join(rows)


@free()
def f_race_results(c):
    rows = []
    for i in range(1, c.ri(5, 9)):
        rows.append(f"{i:>2}  {c.ri(100, 9999):>5}  {c.name():<28} {c.ri(0, 3)}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}.{c.ri(0, 9)}  {c.choice(['M35', 'W40', 'M50', 'W20', 'M20'])}")
    return f"{c.city()} Half Marathon {c.ri(2023, 2026)} — results\nPl  Bib    Name                         Time       Cat\n" + "\n".join(rows)


@free()
def f_fx_table(c):
    rows = []
    for code in c.rng.sample(["USD", "EUR", "GBP", "JPY", "CHF", "SEK", "PLN", "CZK", "HUF", "TRY", "INR", "BRL", "ZAR", "KRW", "CNY"], 8):
        r = c.rng.uniform(0.005, 400)
        rows.append(f"{code}  {r:>12.4f}  {r * 1.01:>12.4f}  {c.choice(['+', '-'])}{c.rng.uniform(0, 2):.2f}%")
    return f"Reference rates {c.date(iso=True)} 16:00 CET\nCCY       buy          sell      chg\n" + "\n".join(rows)


@free("loc")
def f_price_list(c):
    rows = [f"{c.fk.word().capitalize():<18}{c.money(1, 300):>16}" for _ in range(c.ri(4, 9))]
    return f"{c.L('price')} — {c.company()}\n" + "\n".join(rows) + f"\n{c.L('total')}: {c.money(100, 3000)}"


@free()
def f_recipe(c):
    return (f"{c.choice(['Banana bread', 'Sourdough', 'Lasagne', 'Carrot cake'])} (serves {c.ri(2, 8)})\n"
            f"- {c.ri(100, 600)} g flour\n- {c.ri(50, 250)} ml milk\n- {c.ri(1, 4)} eggs\n- {c.ri(1, 3)}.{c.ri(1, 9)} tsp baking powder\n"
            f"Bake at {c.ri(160, 230)} °C ({c.ri(320, 450)} °F) for {c.ri(20, 70)}–{c.ri(71, 90)} min. {c.ri(150, 600)} kcal per portion, "
            f"{c.ri(2, 30)}.{c.ri(0, 9)} g fat.")


@free()
def f_geocache(c):
    lat, lon = c.rng.uniform(-60, 70), c.rng.uniform(-170, 170)
    return (f"GC{c.alnum(5)} — {c.fk.word().title()} Trail\nN {abs(int(lat)):02d}° {abs(lat) % 1 * 60:06.3f} E {abs(int(lon)):03d}° {abs(lon) % 1 * 60:06.3f}\n"
            f"Decimal: {lat:.5f}, {lon:.5f}\nDifficulty {c.ri(1, 5)}.{c.choice([0, 5])} / Terrain {c.ri(1, 5)}.{c.choice([0, 5])}\n"
            f"Elevation {c.ri(0, 3500)} m · hidden {c.date(iso=True)} · {c.ri(0, 900)} finds")


@free()
def f_bibliography(c):
    rows = []
    for i in range(1, c.ri(3, 6)):
        rows.append(c.choice([
            lambda: f"[{i}] {c.last()}, {c.first()[0]}. ({c.ri(1990, 2025)}). {c.fk.word().title()}. J. {c.fk.word().title()} {c.ri(1, 90)}({c.ri(1, 12)}), {c.ri(1, 500)}–{c.ri(501, 900)}. doi:10.{c.ri(1000, 9999)}/{c.alnum(4).lower()}.{c.ri(1990, 2025)}.{c.digits(4)}",
            lambda: f"[{i}] {c.last()} et al. arXiv:{c.ri(15, 25)}{c.ri(1, 12):02d}.{c.digits(5)}v{c.ri(1, 4)} [cs.CL]",
            lambda: f"[{i}] {c.last()}, {c.fk.word().title()} ({c.ri(1990, 2025)}), ISBN 978-{c.ri(0, 9)}-{c.digits(3)}-{c.digits(5)}-{c.ri(0, 9)}",
            lambda: f"[{i}] {c.fk.word().title()} Quarterly, ISSN {c.digits(4)}-{c.digits(3)}{c.choice(['X', str(c.ri(0, 9))])}, vol. {c.ri(1, 80)}, pp. {c.ri(1, 300)}-{c.ri(301, 400)}"])())
    return "References\n" + "\n".join(rows)


@free()
def f_order_status(c):
    return (f"Order {c.orderno()} · placed {c.date()}\nStatus: {c.choice(['shipped', 'in transit', 'delivered', 'processing'])}\n"
            f"Tracking: 1Z{c.alnum(16)} · {c.letters(2)}{c.digits(9)}{c.choice(['DE', 'GB', 'CN', 'US'])}\nInvoice INV-{c.ri(2023, 2026)}-{c.digits(6)} · "
            f"{c.ri(1, 9)} item(s) · {c.money(5, 500)}\nReturn by {c.date()} (RMA {c.digits(8)})")


@free()
def f_postcodes(c):
    rows = [f"{c.postcode():<10} {c.city()}" for _ in range(c.ri(5, 10))]
    return "Delivery zones — postcode / town\n" + "\n".join(rows)


@free()
def f_sort_codes(c):
    return (f"Branch list\n" + "\n".join(f"{c.city():<16} sort code {c.digits(2)}-{c.digits(2)}-{c.digits(2)}  BIC {bic(c, 'GB')}  routing {c.digits(9)}"
                                         for _ in range(c.ri(3, 6))))


@free()
def f_tax_ids(c):
    return (f"Supplier register\n" + "\n".join(
        f"{c.company()[:24]:<25} VAT {c.choice(['DE', 'FR', 'IT', 'NL', 'ES', 'PL'])}{c.digits(9)}  Reg. {c.choice(['HRB', 'KRS', 'RCS', 'KvK'])} {c.digits(6)}  EORI {c.letters(2)}{c.digits(12)}"
        for _ in range(c.ri(3, 5))))


@free()
def f_device_inventory(c):
    rows = ["asset;model;serial;imei;purchased"]
    for _ in range(c.ri(3, 6)):
        imei = luhn_complete(c.rng, c.choice(["86", "01", "99"]) + c.digits(6), 15)
        rows.append(f"A-{c.digits(5)};{c.choice(['Galaxy A54', 'iPhone 14', 'Pixel 8', 'ThinkPad T14'])};{c.alnum(11)};{imei};{c.date(iso=True)}")
    return "\n".join(rows)


@free()
def f_sha256(c):
    return "\n".join(f"{hexs(c, 64)}  {slug(c.fk.word())}-{c.ri(1, 9)}.{c.ri(0, 20)}.{c.ri(0, 9)}-x86_64.{c.choice(['tar.xz', 'iso', 'deb', 'rpm'])}" for _ in range(c.ri(3, 6)))


@free()
def f_uuids(c):
    return "\n".join(f"{c.date(iso=True)} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d} request_id={hexs(c, 8)}-{hexs(c, 4)}-4{hexs(c, 3)}-{c.choice('89ab')}{hexs(c, 3)}-{hexs(c, 12)} "
                     f"status={c.choice([200, 201, 404, 500])} bytes={c.ri(0, 99999)} dur={c.ri(1, 999)}ms" for _ in range(c.ri(3, 6)))


@free()
def f_mac_table(c):
    rows = ["VLAN  MAC Address        Type     Port"]
    for _ in range(c.ri(4, 7)):
        rows.append(f"{c.ri(1, 4000):<5} {'.'.join(hexs(c, 4) for _ in range(3))}   DYNAMIC  Gi1/0/{c.ri(1, 48)}")
    rows.append(f"Total MAC addresses: {c.ri(10, 900)}")
    rows.append("bridge fdb: " + " ".join(":".join(hexs(c, 2) for _ in range(6)) for _ in range(2)))
    return "\n".join(rows)


@free()
def f_snmp(c):
    rows = []
    for _ in range(c.ri(4, 7)):
        oid = "1.3.6.1." + ".".join(str(c.ri(1, 30)) for _ in range(c.ri(4, 8)))
        rows.append(f".{oid} = {c.choice(['INTEGER', 'Counter32', 'Gauge32', 'Timeticks'])}: {c.ri(0, 4000000000)}")
    return "\n".join(rows)


@free()
def f_ports(c):
    ports = sorted(c.rng.sample([21, 22, 25, 53, 80, 110, 143, 443, 465, 587, 993, 995, 3306, 5432, 6379, 8080, 8443, 9000, 9200, 27017], 6))
    return (f"Starting scan {c.ri(7, 7)}.{c.ri(90, 95)} at {c.date(iso=True)} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}\nHost is up ({c.ri(0, 9)}.{c.digits(4)}s latency).\n"
            f"PORT      STATE    SERVICE\n" + "\n".join(f"{p}/tcp".ljust(10) + c.choice(["open    ", "filtered", "closed  "]) + " svc" for p in ports)
            + f"\nDone: 1 host scanned in {c.ri(1, 99)}.{c.digits(2)} seconds")


@free()
def f_league(c):
    teams = [c.city() for _ in range(6)]
    rows = [f"{i + 1:>2}. {t:<18}{c.ri(10, 34):>3}{c.ri(0, 20):>4}{c.ri(0, 10):>4}{c.ri(0, 15):>4}  {c.ri(10, 70)}:{c.ri(10, 70)}  {c.ri(5, 80):>3}"
            for i, t in enumerate(teams)]
    return f"Matchday {c.ri(1, 34)}: {teams[0]} {c.ri(0, 5)}–{c.ri(0, 5)} {teams[1]}\n\n    Team               P   W   D   L  Goals  Pts\n" + "\n".join(rows)


@free()
def f_stats(c):
    rows = [f"{c.city():<20}{c.ri(10000, 9000000):>12,}{c.rng.uniform(-3, 4):>8.2f}%{c.ri(10, 9000):>8} km²" for _ in range(c.ri(4, 8))]
    return f"Population {c.ri(2020, 2025)} (census)\n{'City':<20}{'Inhabitants':>12}{'Change':>9}{'Area':>11}\n" + "\n".join(rows)


@free()
def f_citations(c):
    return (f"See pp. {c.ri(1, 300)}–{c.ri(301, 600)}; cf. ch. {c.ri(1, 20)}, §§ {c.ri(1, 90)}–{c.ri(91, 200)}; vol. {c.ri(1, 12)}, no. {c.ri(1, 6)} "
            f"({c.ri(1950, 2025)}), at {c.ri(1, 999)} n.{c.ri(1, 99)}. Also {c.ri(1, 600)} U.S. {c.ri(1, 999)}, {c.ri(1, 999)} ({c.ri(1950, 2025)}); "
            f"{c.ri(1, 99)} F.3d {c.ri(1, 1500)}.")


@free()
def f_sds(c):
    def cas():
        body = c.digits(c.ri(2, 7)) + c.digits(2)
        chk = sum((i + 1) * int(d) for i, d in enumerate(reversed(body))) % 10
        return f"{body[:-2]}-{body[-2:]}-{chk}"
    rows = [f"{c.choice(['Ethanol', 'Acetone', 'Sodium hydroxide', 'Toluene', 'Citric acid'])}  CAS {cas()}  EC {c.digits(3)}-{c.digits(3)}-{c.ri(0, 9)}  {c.ri(1, 60)}–{c.ri(61, 100)} %"
            for _ in range(c.ri(2, 4))]
    return "SAFETY DATA SHEET — Section 3: Composition\n" + "\n".join(rows) + f"\nUN {c.ri(1000, 3500)}, class {c.ri(2, 9)}, flash point {c.ri(-20, 90)} °C"


@free()
def f_barcodes(c):
    def ean13():
        body = c.choice(["400", "590", "760", "871", "500", "978"]) + c.digits(9)
        s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
        return body + str((10 - s % 10) % 10)
    return "SKU list\n" + "\n".join(f"{c.letters(3)}-{c.digits(4)}  EAN {ean13()}  UPC {c.digits(12)}  {c.money(1, 90)}" for _ in range(c.ri(3, 6)))


@free()
def f_lottery(c):
    return (f"Draw {c.ri(1000, 9999)} — {c.date()}\nNumbers: {' '.join(str(x) for x in sorted(c.rng.sample(range(1, 50), 6)))}  Bonus {c.ri(1, 10)}\n"
            f"Jackpot {c.money(1000000, 90000000)}\nWinners: 6 ({c.ri(0, 3)}), 5+1 ({c.ri(0, 20)}), 5 ({c.ri(20, 400)})\nTicket {c.digits(4)}-{c.digits(4)}-{c.digits(4)}")


@free()
def f_departures(c):
    rows = [f"{c.time():<7}{c.letters(2)} {c.ri(10, 9999):<6}{c.city():<18}{c.choice('ABCDEF')}{c.ri(1, 60):<5}{c.choice(['ON TIME', 'DELAYED', 'BOARDING', 'GATE CLOSED'])}"
            for _ in range(c.ri(4, 8))]
    return "DEPARTURES\nTime   Flight Destination       Gate  Status\n" + "\n".join(rows)


@free()
def f_catalogue(c):
    return "\n".join(f"Art.-Nr. {c.digits(3)}.{c.digits(3)}.{c.digits(2)} | {c.fk.word().title()} {c.ri(10, 500)} mm | {c.money(1, 400)} | "
                     f"Pack {c.ri(1, 100)} | Lieferzeit {c.ri(1, 10)} T." for _ in range(c.ri(3, 7)))


@free()
def f_spectrum(c):
    rows = [f"{c.rng.uniform(200, 900):8.2f}  {c.rng.uniform(0, 2):.4f}  {c.rng.uniform(0, 0.05):.5f}" for _ in range(c.ri(6, 12))]
    return f"# sample {c.alnum(6)}  T={c.ri(290, 310)}.{c.ri(0, 9)} K  run {c.ri(1, 99)}\n# lambda_nm  absorbance  sd\n" + "\n".join(rows)


@free()
def f_hexdump(c):
    rows = []
    for i in range(c.ri(4, 8)):
        data = [c.ri(0, 255) for _ in range(16)]
        hx = " ".join(f"{data[k]:02x}{data[k + 1]:02x}" for k in range(0, 16, 2))
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in data)
        rows.append(f"{i * 16:08x}: {hx}  {asc}")
    return "\n".join(rows)


@free()
def f_java_trace(c):
    pkg = f"com.{slug(c.company())[:8] or 'acme'}.{c.fk.word()}"
    return (f"Exception in thread \"main\" java.lang.IllegalStateException: index {c.ri(0, 999)} out of bounds for length {c.ri(0, 999)}\n"
            + "\n".join(f"\tat {pkg}.{c.fk.word().title()}.{c.fk.word()}({c.fk.word().title()}.java:{c.ri(10, 2000)})" for _ in range(c.ri(3, 6)))
            + f"\n\t... {c.ri(2, 40)} more")


@free()
def f_sql_ids(c):
    ids = ", ".join(str(c.ri(1, 10 ** 7)) for _ in range(c.ri(3, 8)))
    return (f"UPDATE orders SET status = 'shipped', shipped_at = '{c.date(iso=True)} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:00' WHERE id IN ({ids});\n"
            f"-- {c.ri(1, 9)} rows affected ({c.ri(0, 9)}.{c.digits(3)} sec)\nSELECT sku, SUM(qty) FROM order_items WHERE order_id > {c.ri(10 ** 5, 10 ** 6)} GROUP BY sku HAVING SUM(qty) > {c.ri(5, 99)};")


@free("loc")
def f_weather(c):
    return (f"{c.city()} — {c.date()}\n" + "\n".join(
        f"{c.ri(0, 23):02d}:00  {c.ri(-15, 38)} °C  {c.ri(970, 1040)} hPa  {c.ri(0, 90)} km/h {c.choice(['N', 'NE', 'SW', 'W'])}  {c.ri(0, 100)} %"
        for _ in range(c.ri(3, 6))))


@free()
def f_stocks(c):
    rows = [f"{c.letters(c.ri(2, 4)):<6}{c.rng.uniform(1, 900):>10.2f}{c.rng.uniform(-9, 9):>+8.2f}%{c.ri(10000, 90000000):>14,}" for _ in range(c.ri(4, 8))]
    return f"Close {c.date(iso=True)}\nSym      Last     Chg       Volume\n" + "\n".join(rows)


@free()
def f_nutrition(c):
    return (f"Nutrition Facts · serving size {c.ri(20, 250)} g ({c.ri(1, 3)} cup)\nCalories {c.ri(50, 600)}\nTotal Fat {c.ri(0, 30)} g  {c.ri(0, 40)}%\n"
            f"Sodium {c.ri(0, 900)} mg  {c.ri(0, 40)}%\nCarbohydrate {c.ri(0, 80)} g\nProtein {c.ri(0, 40)} g\nLot {c.alnum(6)} · best before {c.date()}")


@free()
def f_election(c):
    rows = [f"{c.name():<28}{c.ri(1000, 900000):>10,}{c.rng.uniform(0, 60):>8.2f}%" for _ in range(c.ri(3, 6))]
    return f"Results — district {c.ri(1, 99)} ({c.ri(40, 90)}.{c.ri(0, 9)}% turnout, {c.ri(100, 4000)} of {c.ri(4001, 5000)} precincts)\n" + "\n".join(rows)


@free()
def f_energy_cert(c):
    return (f"Energy performance certificate {c.digits(4)}-{c.digits(4)}-{c.digits(4)}-{c.digits(4)}-{c.digits(4)}\nValid until {c.date()}\n"
            f"Final energy demand {c.ri(20, 300)}.{c.ri(0, 9)} kWh/(m²·a) · primary {c.ri(20, 300)} kWh/(m²·a) · class {c.choice('ABCDEFG')}\n"
            f"CO2 {c.ri(5, 90)} kg/(m²·a) · built {c.ri(1900, 2024)} · heated area {c.ri(40, 400)} m²")


@free()
def f_pgn(c):
    moves = " ".join(f"{i}. {c.choice(['e4', 'd4', 'Nf3', 'c4', 'g3'])} {c.choice(['e5', 'd5', 'Nf6', 'c5', 'g6'])}" for i in range(1, c.ri(6, 14)))
    return (f"[Event \"{c.city()} Open {c.ri(2023, 2026)}\"]\n[Date \"{c.day().strftime('%Y.%m.%d')}\"]\n[Round \"{c.ri(1, 9)}.{c.ri(1, 40)}\"]\n"
            f"[WhiteElo \"{c.ri(1200, 2800)}\"]\n[BlackElo \"{c.ri(1200, 2800)}\"]\n\n{moves} {c.choice(['1-0', '0-1', '1/2-1/2'])}")


@free()
def f_math(c):
    a, b = c.ri(2, 99), c.ri(2, 99)
    return (f"Exercise {c.ri(1, 30)}.{c.ri(1, 9)}\n{a} × {b} = {a * b}\n{a * b} ÷ {b} = {a}\n√{a * a} = {a}\n"
            f"{c.ri(100, 999)}.{c.ri(10, 99)} + {c.ri(100, 999)}.{c.ri(10, 99)} = ?\nx² − {a + b}x + {a * b} = 0 ⇒ x ∈ {{{a}, {b}}}")


@free()
def f_crontab(c):
    return (f"# m h dom mon dow command\n{c.ri(0, 59)} {c.ri(0, 23)} * * * /usr/local/bin/backup.sh --keep {c.ri(3, 30)}\n"
            f"*/{c.ri(2, 30)} * * * * /usr/bin/flock -n /tmp/sync.lock sync --timeout {c.ri(10, 900)}\n{c.ri(0, 59)} {c.ri(0, 5)} 1 * * logrotate /etc/logrotate.conf\n"
            f"# last edited {c.date(iso=True)} by ops (ticket OPS-{c.ri(100, 9999)})")


@free()
def f_css(c):
    return "\n".join(f".{c.fk.word()} {{ color: #{hexs(c, 6)}; margin: {c.ri(0, 40)}px {c.ri(0, 40)}px; font-size: {c.ri(10, 32)}px; z-index: {c.ri(1, 9999)}; }}"
                     for _ in range(c.ri(3, 6)))


@free()
def f_diffstat(c):
    rows = [f" src/{c.fk.word()}/{c.fk.word()}.py | {c.ri(1, 400):>4} {'+' * c.ri(1, 30)}{'-' * c.ri(0, 20)}" for _ in range(c.ri(3, 6))]
    return "\n".join(rows) + f"\n {len(rows)} files changed, {c.ri(10, 900)} insertions(+), {c.ri(0, 400)} deletions(-)\n@@ -{c.ri(1, 900)},{c.ri(1, 40)} +{c.ri(1, 900)},{c.ri(1, 40)} @@"


@free()
def f_py_trace(c):
    return (f"Traceback (most recent call last):\n  File \"/srv/app/worker.py\", line {c.ri(10, 900)}, in run\n    result = fn(*args)\n"
            f"  File \"/srv/app/tasks.py\", line {c.ri(10, 900)}, in resize\n    img = Image.open(buf)\nOSError: cannot identify image file "
            f"<_io.BytesIO object at 0x7f{hexs(c, 10)}>\n[worker-{c.ri(1, 16)}] pid={c.ri(100, 65000)} rss={c.ri(50, 4000)}MB uptime={c.ri(1, 999)}h")


@free()
def f_compat(c):
    rows = [f"| {c.ri(1, 5)}.{c.ri(0, 30)}.x | {c.ri(3, 3)}.{c.ri(8, 13)} | {c.ri(1, 2)}.{c.ri(0, 30)} | {c.date(iso=True)} |" for _ in range(c.ri(3, 6))]
    return "| Release | Python | NumPy | EOL |\n|---|---|---|---|\n" + "\n".join(rows)


@free()
def f_legal(c):
    return (f"Gemäß § {c.ri(1, 999)} Abs. {c.ri(1, 9)} Satz {c.ri(1, 4)} BGB i. V. m. Art. {c.ri(1, 99)} Abs. {c.ri(1, 5)} DSGVO; "
            f"vgl. BGH, Urt. v. {c.date()} – {c.choice(['VI', 'XII', 'III'])} ZR {c.ri(1, 400)}/{c.ri(10, 25)}, NJW {c.ri(2000, 2025)}, {c.ri(1, 3999)}. "
            f"See also {c.ri(1, 50)} U.S.C. § {c.ri(1, 9999)}({c.choice('abcd')})({c.ri(1, 9)}).")


@free()
def f_masked_statement(c):
    cc_ = c.choice(["DE", "FR", "NL", "ES", "IT", "AT", "BE"])
    return (f"Statement {c.date()} · account {cc_}** **** **** **** {c.digits(4)} ({cc_}{'*' * 14}{c.digits(2)})\n"
            + "\n".join(f"{c.date()}  {c.company()[:22]:<23}{c.money(1, 900):>14}" for _ in range(c.ri(3, 6)))
            + f"\nCard XXXX-XXXX-XXXX-{c.digits(4)} · balance {c.money(10, 9000)}")


@free()
def f_gift_cards(c):
    rows = []
    while len(rows) < c.ri(3, 5):
        n = c.digits(c.choice([16, 19]))
        if not luhn_ok(n):
            rows.append(f"Gift card {' '.join(n[i:i + 4] for i in range(0, len(n), 4))}  PIN {c.digits(4)}  value {c.money(10, 100)}")
    return "\n".join(rows)


@free()
def f_otp_sms(c):
    return (f"{c.choice(['Your', 'Ihr', 'Votre'])} code: {c.digits(6)}\nValid {c.ri(2, 15)} min. Ref {c.alnum(6)}.\n— sent from {c.ri(10000, 99999)} at {c.time()}")


@free()
def f_vitals(c):
    rows = [f"{c.time()}  BP {c.ri(90, 170)}/{c.ri(50, 100)}  HR {c.ri(45, 130)}  SpO2 {c.ri(88, 100)}%  T {c.ri(35, 39)}.{c.ri(0, 9)}"
            for _ in range(c.ri(3, 6))]
    return f"Ward {c.ri(1, 12)}{c.choice('ABC')} · bed {c.ri(1, 30)} · MRN {c.digits(8)}\n" + "\n".join(rows)


@free()
def f_zreport(c):
    return (f"Z-REPORT #{c.ri(100, 9999)}  {c.date()} {c.time()}\nTILL {c.ri(1, 9)}  OPERATOR {c.ri(100, 999)}\nGROSS {c.money(500, 20000)}\n"
            f"CASH {c.money(100, 5000)}\nCARD {c.money(100, 15000)}\nVOIDS {c.ri(0, 20)}\nTRANS {c.ri(50, 900)}\nVAT A {c.ri(5, 25)}% {c.money(50, 3000)}")


@free()
def f_epoch_log(c):
    return "\n".join(f"{1672531200 + c.ri(0, 10 ** 8)}.{c.digits(6)} worker[{c.ri(1, 64)}] job={c.digits(10)} took {c.ri(1, 99999)}us mem={c.ri(1, 4096)}MiB"
                     for _ in range(c.ri(3, 6)))


@free()
def f_netconfig(c):
    return (f"interface Vlan{c.ri(2, 4000)}\n description uplink-{c.ri(1, 99)}\n mtu {c.choice([1500, 9000, 9216])}\n!\nrouter bgp {c.ri(64512, 65534)}\n"
            f" bgp router-id {c.ri(1, 9)}\n neighbor PEERS remote-as {c.ri(1000, 64000)}\n set community {c.ri(64512, 65534)}:{c.ri(1, 999)}\n"
            f" timers bgp {c.ri(10, 60)} {c.ri(30, 180)}")


@free("loc")
def f_events(c):
    rows = [f"{c.date()}  {c.time()}  {c.fk.word().title()} — {c.money(0, 40)}" for _ in range(c.ri(3, 6))]
    return f"{c.L('info')} · {c.city()}\n" + "\n".join(rows)


@free("loc")
def f_opening(c):
    return f"{c.L('hours')}\n" + "\n".join(f"{d}: {c.ri(7, 10):02d}:{c.choice(['00', '30'])}–{c.ri(16, 22):02d}:{c.choice(['00', '30'])}"
                                          for d in ["1", "2", "3", "4", "5", "6"]) + f"\n{c.L('date')}: {c.date()}"


@free()
def f_iso_week(c):
    d = c.day()
    return (f"FY{d.year % 100 + 1} Q{(d.month - 1) // 3 + 1} · ISO week {d.isocalendar()[1]} · day {d.timetuple().tm_yday}/365\n"
            f"Sprint {c.ri(1, 99)}: {c.date(iso=True)} → {c.date(iso=True)} ({c.ri(5, 15)} working days, velocity {c.ri(10, 80)} pts)")


@free()
def f_unicode(c):
    rows = [f"U+{c.ri(0x20, 0x1FAFF):04X}  {c.ri(0, 0x10FFFF)}  &#{c.ri(32, 99999)};" for _ in range(c.ri(4, 8))]
    return "Code point  Decimal  HTML\n" + "\n".join(rows)


@free()
def f_dmesg(c):
    return "\n".join(f"[{c.ri(0, 9999):5d}.{c.digits(6)}] {c.choice(['usb 1-' + str(c.ri(1, 9)) + ': new high-speed USB device number ' + str(c.ri(2, 40)), 'BIOS-e820: [mem 0x' + hexs(c, 16) + '-0x' + hexs(c, 16) + '] usable', 'EXT4-fs (sda' + str(c.ri(1, 9)) + '): mounted filesystem', 'CPU' + str(c.ri(0, 63)) + ': Package temperature above threshold'])}"
                     for _ in range(c.ri(3, 7)))


@free()
def f_docker(c):
    rows = [f"{hexs(c, 12)}   {c.fk.word()}:{c.ri(1, 9)}.{c.ri(0, 30)}   \"/entrypoint.sh\"   {c.ri(2, 59)} minutes ago   Up {c.ri(1, 59)} minutes   {c.ri(3000, 9999)}->{c.ri(80, 9000)}/tcp"
            for _ in range(c.ri(2, 4))]
    return "CONTAINER ID   IMAGE   COMMAND   CREATED   STATUS   PORTS\n" + "\n".join(rows) + f"\nsha256:{hexs(c, 64)}"


@free()
def f_utm(c):
    return "\n".join(f"WP{i:02d}  {c.ri(1, 60)}{c.choice('TUVW')} {c.ri(100000, 999999)} {c.ri(1000000, 9999999)}  alt {c.ri(0, 4000)} m  "
                     f"{c.ri(0, 89)}°{c.ri(0, 59)}'{c.ri(0, 59)}.{c.ri(0, 9)}\"N {c.ri(0, 179)}°{c.ri(0, 59)}'{c.ri(0, 59)}.{c.ri(0, 9)}\"E"
                     for i in range(1, c.ri(3, 7)))


@free()
def f_genomics(c):
    return "\n".join(f"rs{c.ri(1000, 999999999)}\tchr{c.ri(1, 22)}:{c.ri(10000, 249000000)}\t{c.choice('ACGT')}>{c.choice('ACGT')}\tMAF={c.rng.uniform(0, 0.5):.4f}\tp={c.ri(1, 9)}.{c.ri(0, 9)}e-{c.ri(2, 40)}"
                     for _ in range(c.ri(3, 7)))


@free()
def f_bank_domestic(c):
    return (f"Kontonummer {c.digits(10)} · BLZ {c.digits(3)} {c.digits(3)} {c.digits(2)} · Kundennummer {c.digits(8)}\n"
            f"Account no. {c.digits(8)} · branch {c.digits(4)} · routing {c.digits(9)} · SWIFT {bic(c)}\n"
            f"Mandatsreferenz {c.alnum(12)} · Gläubiger-ID DE{c.digits(2)}ZZZ{c.digits(11)}")


@free("loc")
def f_invoice_noid(c):
    rows = [f"{c.ri(1, 20):>3} × {c.fk.word()[:16]:<16} {c.money(1, 400):>16}" for _ in range(c.ri(2, 5))]
    return (f"{c.L('invoice')} {c.orderno()} · {c.date()}\n{c.L('customer')} #{c.digits(6)}\n" + "\n".join(rows)
            + f"\n{c.L('total')}: {c.money(20, 3000)}")

# --------------------------------------------------------------------------------------------
# Real snippets, frozen verbatim from files installed on the build machine (source, locale, text,
# labels as (entity, exact substring, occurrence index)).  Labelled by hand; see README.
# --------------------------------------------------------------------------------------------
REAL_SNIPPETS = [
    ('<venv>/site-packages/phonenumbers-9.0.43.dist-info/METADATA, lines 112-131', 'en_GB',
     'phonenumbers.phonenumberutil.NumberParseException: (0) Missing or invalid default region.\n>>> z = phonenumbers.parse("gibberish", None)\nTraceback (most recent call last):\n  File "phonenumbers/phonenumberutil.py", line 2344, in parse\n    "The string supplied did not seem to be a phone number.")\nphonenumbers.phonenumberutil.NumberParseException: (1) The string supplied did not seem to be a phone number.\n```\n\nOnce you\'ve got a phone number, a common task is to format it in a standardized format.  There are a few\nformats available (under `PhoneNumberFormat`), and the `format_number` function does the formatting.\n\n```pycon\n>>> phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.NATIONAL)\n\'020 8366 1177\'\n>>> phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.INTERNATIONAL)\n\'+44 20 8366 1177\'\n>>> phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.E164)\n\'+442083661177\'\n```',
     [('PHONE_NUMBER', '020 8366 1177', 0), ('PHONE_NUMBER', '+44 20 8366 1177', 0), ('PHONE_NUMBER', '+442083661177', 0)]),
    ('<venv>/site-packages/phonenumbers-9.0.43.dist-info/METADATA, lines 157-176', 'en_US',
     '```\n\nSometimes, you\'ve got a larger block of text that may or may not have some phone numbers inside it.  For this,\nthe `PhoneNumberMatcher` object provides the relevant functionality; you can iterate over it to retrieve a\nsequence of `PhoneNumberMatch` objects.  Each of these match objects holds a `PhoneNumber` object together\nwith information about where the match occurred in the original string.\n\n```pycon\n>>> text = "Call me at 510-748-8230 if it\'s before 9:30, or on 703-4800500 after 10am."\n>>> for match in phonenumbers.PhoneNumberMatcher(text, "US"):\n...     print(match)\n...\nPhoneNumberMatch [11,23) 510-748-8230\nPhoneNumberMatch [51,62) 703-4800500\n>>> for match in phonenumbers.PhoneNumberMatcher(text, "US"):\n...     print(phonenumbers.format_number(match.number, phonenumbers.PhoneNumberFormat.E164))\n...\n+15107488230\n+17034800500\n```',
     [('PHONE_NUMBER', '510-748-8230', 0), ('PHONE_NUMBER', '703-4800500', 0), ('PHONE_NUMBER', '510-748-8230', 1), ('PHONE_NUMBER', '703-4800500', 1), ('PHONE_NUMBER', '+15107488230', 0), ('PHONE_NUMBER', '+17034800500', 0)]),
    ('<venv>/site-packages/phonenumbers-9.0.43.dist-info/METADATA, lines 178-193', 'de_CH',
     'You might want to get some information about the location that corresponds to a phone number.  The\n`geocoder.description_for_number` does this, when possible.\n\n```pycon\n>>> from phonenumbers import geocoder\n>>> ch_number = phonenumbers.parse("0431234567", "CH")\n>>> geocoder.description_for_number(ch_number, "de")\n\'Zürich\'\n>>> geocoder.description_for_number(ch_number, "en")\n\'Zurich\'\n>>> geocoder.description_for_number(ch_number, "fr")\n\'Zurich\'\n>>> geocoder.description_for_number(ch_number, "it")\n\'Zurigo\'\n```',
     [('PHONE_NUMBER', '0431234567', 0)]),
    ('<venv>/site-packages/phonenumbers-9.0.43.dist-info/METADATA, lines 193-202', 'ro_RO',
     'For mobile numbers in some countries, you can also find out information about which carrier\noriginally owned a phone number.\n\n```pycon\n>>> from phonenumbers import carrier\n>>> ro_number = phonenumbers.parse("+40721234567", "RO")\n>>> carrier.name_for_number(ro_number, "en")\n\'Vodafone\'\n```',
     [('PHONE_NUMBER', '+40721234567', 0)]),
    ('<venv>/site-packages/phonenumbers-9.0.43.dist-info/METADATA, lines 204-211', 'en_GB',
     'You might also be able to retrieve a list of time zone names that the number potentially\nbelongs to.\n\n```pycon\n>>> from phonenumbers import timezone\n>>> gb_number = phonenumbers.parse("+447986123456", "GB")\n>>> timezone.time_zones_for_number(gb_number)\n(\'Atlantic/Reykjavik\', \'Europe/London\')',
     [('PHONE_NUMBER', '+447986123456', 0)]),
    ('<venv>/site-packages/phonenumbers/phonenumbermatcher.py, lines 730-760', 'en_US',
     '    Matches may be found using the find() method of PhoneNumberMatcher.\n\n    A match consists of the phone number (in .number) as well as the .start\n    and .end offsets of the corresponding subsequence of the searched\n    text. Use .raw_string to obtain a copy of the matched subsequence.\n\n    The following annotated example clarifies the relationship between the\n    searched text, the match offsets, and the parsed number:\n\n    >>> text = "Call me at +1 425 882-8080 for details."\n    >>> country = "US"\n    >>> import phonenumbers\n    >>> matcher = phonenumbers.PhoneNumberMatcher(text, country)\n    >>> matcher.has_next()\n    True\n    >>> m = matcher.next()  # Find the first phone number match\n    >>> m.raw_string # contains the phone number as it appears in the text.\n    "+1 425 882-8080"\n    >>> (m.start, m.end)  # define the range of the matched subsequence.\n    (11, 26)\n    >>> text[m.start, m.end]\n    "+1 425 882-8080"\n    >>> phonenumberutil.parse("+1 425 882-8080", "US") == m.number\n    True\n    """\n    def __init__(self, start, raw_string, numobj):\n        if start < 0:\n            raise Exception("Start index not >= 0")\n        if raw_string is None or numobj is None:\n            raise Exception("Invalid argument")',
     [('PHONE_NUMBER', '+1 425 882-8080', 0), ('PHONE_NUMBER', '+1 425 882-8080', 1), ('PHONE_NUMBER', '+1 425 882-8080', 2), ('PHONE_NUMBER', '+1 425 882-8080', 3)]),
    ('<venv>/site-packages/phonenumbers/phonenumberutil.py, lines 420-440', 'de_CH',
     'class PhoneNumberFormat(object):\n    """\n    Phone number format.\n\n    INTERNATIONAL and NATIONAL formats are consistent with the definition in\n    ITU-T Recommendation E123. However we follow local conventions such as using\n    \'-\' instead of whitespace as separators. For example, the number of the\n    Google Switzerland office will be written as "+41 44 668 1800" in\n    INTERNATIONAL format, and as "044 668 1800" in NATIONAL format. E164 format\n    is as per INTERNATIONAL format but with no formatting applied,\n    e.g. "+41446681800". RFC3966 is as per INTERNATIONAL format, but with all\n    spaces and other separating symbols replaced with a hyphen, and with any\n    phone number extension appended with ";ext=". It also will have a prefix of\n    "tel:" added, e.g. "tel:+41-44-668-1800".\n\n    Note: If you are considering storing the number in a neutral format, you\n    are highly advised to use the PhoneNumber class.\n    """\n    E164 = 0\n    INTERNATIONAL = 1',
     [('PHONE_NUMBER', '+41 44 668 1800', 0), ('PHONE_NUMBER', '044 668 1800', 0), ('PHONE_NUMBER', '+41446681800', 0), ('PHONE_NUMBER', '+41-44-668-1800', 0)]),
    ('<venv>/site-packages/phonenumbers/phonenumberutil.py, lines 650-668', 'en_US',
     '    """Attempt to extract a possible number from the string passed in.\n\n    This currently strips all leading characters that cannot be used to\n    start a phone number. Characters that can be used to start a phone number\n    are defined in the VALID_START_CHAR_PATTERN. If none of these characters\n    are found in the number passed in, an empty string is returned. This\n    function also attempts to strip off any alternative extensions or endings\n    if two or more are present, such as in the case of: (530) 583-6985\n    x302/x2303. The second extension here makes this actually two phone\n    numbers, (530) 583-6985 x302 and (530) 583-6985 x2303. We remove the\n    second extension so that the first number is parsed correctly.\n\n    Arguments:\n    number -- The string that might contain a phone number.\n\n    Returns the number, stripped of any non-phone-number prefix (such\n    as "Tel:") or an empty string if no character used to start phone\n    numbers (such as + or any digit) is found in the number\n    """',
     [('PHONE_NUMBER', '(530) 583-6985\n    x302', 0), ('PHONE_NUMBER', '(530) 583-6985 x302', 0), ('PHONE_NUMBER', '(530) 583-6985 x2303', 0)]),
    ('<venv>/site-packages/phonenumbers/phonenumberutil.py, lines 2100-2120', 'de_CH',
     '        return False\n    return _match_national_number(national_number, number_desc, False)\n\n\ndef is_valid_number(numobj):\n    """Tests whether a phone number matches a valid pattern.\n\n    Note this doesn\'t verify the number is actually in use, which is\n    impossible to tell by just looking at a number itself.  It only verifies\n    whether the parsed, canonicalised number is valid: not whether a\n    particular series of digits entered by the user is diallable from the\n    region provided when parsing. For example, the number +41 (0) 78 927 2696\n    can be parsed into a number with country code "41" and national\n    significant number "789272696". This is valid, while the original string\n    is not diallable.\n\n    Arguments:\n    numobj -- The phone number object that we want to validate\n\n    Returns a boolean that indicates whether the number is of a valid pattern.\n    """',
     [('PHONE_NUMBER', '+41 (0) 78 927 2696', 0), ('PHONE_NUMBER', '789272696', 0)]),
    ('<venv>/site-packages/phonenumbers/phonenumbermatcher.py, lines 120-170', '',
     '                      _DIGIT_SEQUENCE + u("(?:") + _PUNCTUATION + _DIGIT_SEQUENCE + u(")") + _BLOCK_LIMIT +\n                      u("(?:") + _EXTN_PATTERNS_FOR_MATCHING + u(")?"),\n                      _REGEX_FLAGS)\n\n# Matches strings that look like publication pages. Example: "Computing\n# Complete Answers to Queries in the Presence of Limited Access Patterns.\n# Chen Li. VLDB J. 12(3): 211-227 (2003)."\n#\n# The string "211-227 (2003)" is not a telephone number.\n_PUB_PAGES = re.compile(u("\\\\d{1,5}-+\\\\d{1,5}\\\\s{0,4}\\\\(\\\\d{1,4}"))\n\n# Matches strings that look like dates using "/" as a separator. Examples:\n# 3/10/2011, 31/10/96 or 08/31/95.\n_SLASH_SEPARATED_DATES = re.compile(u("(?:(?:[0-3]?\\\\d/[01]?\\\\d)|(?:[01]?\\\\d/[0-3]?\\\\d))/(?:[12]\\\\d)?\\\\d{2}"))\n\n# Matches timestamps. Examples: "2012-01-02 08:00". Note that the reg-ex does\n# not include the trailing ":\\d\\d" -- that is covered by TIME_STAMPS_SUFFIX.\n_TIME_STAMPS = re.compile(u("[12]\\\\d{3}[-/]?[01]\\\\d[-/]?[0-3]\\\\d +[0-2]\\\\d$"))\n_TIME_STAMPS_SUFFIX = re.compile(u(":[0-5]\\\\d"))\n\n# Patterns used to extract phone numbers from a larger phone-number-like\n# pattern. These are ordered according to specificity. For example,\n# white-space is last since that is frequently used in numbers, not just to\n# separate two numbers. We have separate patterns since we don\'t want to break\n# up the phone-number-like text on more than one different kind of symbol at\n# one time, although symbols of the same type (e.g. space) can be safely',
     []),
    ('<venv>/site-packages/phonenumbers/phonenumbermatcher.py, lines 180-205', 'en_US',
     '    # and valid (is_valid_number(PhoneNumber)). Numbers written in national\n    # format must have their national-prefix present if it is usually written\n    # for a number of this type.\n    VALID = 1\n    # Phone numbers accepted are valid (i.e. is_valid_number(number)) and are\n    # grouped in a possible way for this locale. For example, a US number\n    # written as "65 02 53 00 00" and "650253 0000" are not accepted at this\n    # leniency level, whereas "650 253 0000", "650 2530000" or "6502530000"\n    # are.\n    # Numbers with more than one \'/\' symbol in the national significant number\n    # are also dropped at this level.\n    #\n    # Warning: This level might result in lower coverage especially for\n    # regions outside of country code "+1". If you are not sure about which\n    # level to use, email the discussion group\n    # libphonenumber-discuss@googlegroups.com.\n    STRICT_GROUPING = 2\n    # Phone numbers accepted are valid (i.e. is_valid_number(number)) and are\n    # grouped in the same way that we would have formatted it, or as a single\n    # block. For example, a US number written as "650 2530000" is not accepted\n    # at this leniency level, whereas "650 253 0000" or "6502530000" are.\n    # Numbers with more than one \'/\' symbol are also dropped at this level.\n    # Warning: This level might result in lower coverage especially for\n    # regions outside of country code "+1". If you are not sure about which\n    # level to use, email the discussion group',
     [('PHONE_NUMBER', '65 02 53 00 00', 0), ('PHONE_NUMBER', '650253 0000', 0), ('PHONE_NUMBER', '650 253 0000', 0), ('PHONE_NUMBER', '650 2530000', 0), ('PHONE_NUMBER', '6502530000', 0), ('EMAIL_ADDRESS', 'libphonenumber-discuss@googlegroups.com', 0), ('PHONE_NUMBER', '650 2530000', 1), ('PHONE_NUMBER', '650 253 0000', 1), ('PHONE_NUMBER', '6502530000', 1)]),
    ('<venv>/site-packages/httplib2/iri2uri.py, lines 75-100', 'en_US',
     'if __name__ == "__main__":\n    import unittest\n\n    class Test(unittest.TestCase):\n        def test_uris(self):\n            """Test that URIs are invariant under the transformation."""\n            invariant = [\n                "ftp://ftp.is.co.za/rfc/rfc1808.txt",\n                "http://www.ietf.org/rfc/rfc2396.txt",\n                "ldap://[2001:db8::7]/c=GB?objectClass?one",\n                "mailto:John.Doe@example.com",\n                "news:comp.infosystems.www.servers.unix",\n                "tel:+1-816-555-1212",\n                "telnet://192.0.2.16:80/",\n                "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",\n            ]\n            for uri in invariant:\n                self.assertEqual(uri, iri2uri(uri))\n\n        def test_iri(self):\n            """Test that the right type of escaping is done for each part of the URI."""\n            self.assertEqual(\n                "http://xn--o3h.com/%E2%98%84",\n                iri2uri("http://\\N{COMET}.com/\\N{COMET}"),\n            )\n            self.assertEqual(',
     [('IP_ADDRESS', '2001:db8::7', 0), ('EMAIL_ADDRESS', 'John.Doe@example.com', 0), ('PHONE_NUMBER', '+1-816-555-1212', 0), ('IP_ADDRESS', '192.0.2.16', 0)]),
    ('<venv>/site-packages/requests/utils.py, lines 720-745', 'en_US',
     '        # We couldn\'t unquote the given URI, so let\'s try quoting it, but\n        # there may be unquoted \'%\'s in the URI. We need to make sure they\'re\n        # properly quoted so they do not cause issues elsewhere.\n        return quote(uri, safe=safe_without_percent)\n\n\ndef address_in_network(ip: str, net: str) -> bool:\n    """This function allows you to check if an IP belongs to a network subnet\n\n    Example: returns True if ip = 192.168.1.1 and net = 192.168.1.0/24\n             returns False if ip = 192.168.1.1 and net = 192.168.100.0/24\n\n    :rtype: bool\n    """\n    ipaddr = struct.unpack("=L", socket.inet_aton(ip))[0]\n    netaddr, bits = net.split("/")\n    netmask = struct.unpack("=L", socket.inet_aton(dotted_netmask(int(bits))))[0]\n    network = struct.unpack("=L", socket.inet_aton(netaddr))[0] & netmask\n    return (ipaddr & netmask) == (network & netmask)\n\n\ndef dotted_netmask(mask: int) -> str:\n    """Converts mask from /xx format to xxx.xxx.xxx.xxx\n\n    Example: if mask is 24 function returns 255.255.255.0',
     [('IP_ADDRESS', '192.168.1.1', 0), ('IP_ADDRESS', '192.168.1.0', 0), ('IP_ADDRESS', '192.168.1.1', 1), ('IP_ADDRESS', '192.168.100.0', 0), ('IP_ADDRESS', '255.255.255.0', 0)]),
    ('<venv>/site-packages/httpx/_urls.py, lines 178-216', 'en_US',
     '        url = httpx.URL("http://中国.icom.museum")\n        assert url.host == "中国.icom.museum"\n\n        url = httpx.URL("http://xn--fiqs8s.icom.museum")\n        assert url.host == "中国.icom.museum"\n\n        url = httpx.URL("https://[::ffff:192.168.0.1]")\n        assert url.host == "::ffff:192.168.0.1"\n        """\n        host: str = self._uri_reference.host\n\n        if host.startswith("xn--"):\n            host = idna.decode(host)\n\n        return host\n\n    @property\n    def raw_host(self) -> bytes:\n        """\n        The raw bytes representation of the URL host.\n        Always normalized to lowercase, and IDNA encoded.\n\n        Examples:\n\n        url = httpx.URL("http://www.EXAMPLE.org")\n        assert url.raw_host == b"www.example.org"\n\n        url = httpx.URL("http://中国.icom.museum")\n        assert url.raw_host == b"xn--fiqs8s.icom.museum"\n\n        url = httpx.URL("http://xn--fiqs8s.icom.museum")\n        assert url.raw_host == b"xn--fiqs8s.icom.museum"\n\n        url = httpx.URL("https://[::ffff:192.168.0.1]")\n        assert url.raw_host == b"::ffff:192.168.0.1"\n        """\n        return self._uri_reference.host.encode("ascii")',
     [('IP_ADDRESS', '::ffff:192.168.0.1', 0), ('IP_ADDRESS', '::ffff:192.168.0.1', 1), ('IP_ADDRESS', '::ffff:192.168.0.1', 2), ('IP_ADDRESS', '::ffff:192.168.0.1', 3)]),
    ('<venv>/site-packages/dns/reversename.py, lines 30-75', 'en_US',
     'def from_address(\n    text: str,\n    v4_origin: dns.name.Name = ipv4_reverse_domain,\n    v6_origin: dns.name.Name = ipv6_reverse_domain,\n) -> dns.name.Name:\n    """Convert an IPv4 or IPv6 address in textual form into a Name object whose\n    value is the reverse-map domain name of the address.\n\n    :param text: An IPv4 or IPv6 address in textual form (e.g. ``\'127.0.0.1\'``,\n        ``\'::1\'``).\n    :type text: str\n    :param v4_origin: Domain to append for IPv4 addresses instead of\n        ``in-addr.arpa.``\n    :type v4_origin: :py:class:`dns.name.Name`\n    :param v6_origin: Domain to append for IPv6 addresses instead of\n        ``ip6.arpa.``\n    :type v6_origin: :py:class:`dns.name.Name`\n    :raises dns.exception.SyntaxError: If the address is badly formed.\n    :rtype: :py:class:`dns.name.Name`\n    """\n\n    try:\n        v6 = dns.ipv6.inet_aton(text)\n        if dns.ipv6.is_mapped(v6):\n            parts = [str(byte) for byte in v6[12:]]\n            origin = v4_origin\n        else:\n            parts = [x for x in str(binascii.hexlify(v6).decode())]\n            origin = v6_origin\n    except Exception:\n        parts = [str(byte) for byte in dns.ipv4.inet_aton(text)]\n        origin = v4_origin\n    return dns.name.from_text(".".join(reversed(parts)), origin=origin)\n\n\ndef to_address(\n    name: dns.name.Name,\n    v4_origin: dns.name.Name = ipv4_reverse_domain,\n    v6_origin: dns.name.Name = ipv6_reverse_domain,\n) -> str:',
     [('IP_ADDRESS', '127.0.0.1', 0), ('IP_ADDRESS', '::1', 0)]),
    ('<venv>/site-packages/dns/e164.py, lines 1-70', 'en_US',
     '# Copyright (C) Dnspython Contributors, see LICENSE for text of ISC license\n\n# Copyright (C) 2006-2017 Nominum, Inc.\n#\n# Permission to use, copy, modify, and distribute this software and its\n# documentation for any purpose with or without fee is hereby granted,\n# provided that the above copyright notice and this permission notice\n# appear in all copies.\n#\n# THE SOFTWARE IS PROVIDED "AS IS" AND NOMINUM DISCLAIMS ALL WARRANTIES\n# WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF\n# MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL NOMINUM BE LIABLE FOR\n# ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES\n# WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN\n# ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT\n# OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.\n\n"""DNS E.164 helpers."""\n\nfrom collections.abc import Iterable\n\nimport dns._text_util\nimport dns.exception\nimport dns.name\nimport dns.resolver\n\n#: The public E.164 domain.\npublic_enum_domain = dns.name.from_text("e164.arpa.")\n\n\ndef from_e164(\n    text: str, origin: dns.name.Name | None = public_enum_domain\n) -> dns.name.Name:\n    """Convert an E.164 number in textual form into a Name object whose\n    value is the ENUM domain name for that number.\n\n    Non-digits in the text are ignored, i.e. "16505551212",\n    "+1.650.555.1212" and "1 (650) 555-1212" are all the same.\n\n    :param text: An E.164 number in textual form.\n    :type text: str',
     [('PHONE_NUMBER', '16505551212', 0), ('PHONE_NUMBER', '+1.650.555.1212', 0), ('PHONE_NUMBER', '1 (650) 555-1212', 0)]),
    ('<venv>/site-packages/faker-40.0.0.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: Faker\nVersion: 40.0.0\nSummary: Faker is a Python package that generates fake data for you.\nHome-page: https://github.com/joke2k/faker\nAuthor: joke2k\nAuthor-email: joke2k@gmail.com\nLicense: MIT License\nProject-URL: Bug Tracker, https://github.com/joke2k/faker/issues\nProject-URL: Changes, https://github.com/joke2k/faker/blob/master/CHANGELOG.md\nProject-URL: Documentation, http://faker.rtfd.org/\nProject-URL: Source Code, https://github.com/joke2k/faker\nKeywords: faker fixtures data test mock generator\nPlatform: any\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Environment :: Console\nClassifier: Intended Audience :: Developers\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: Implementation :: CPython\nClassifier: Programming Language :: Python :: Implementation :: PyPy',
     [('EMAIL_ADDRESS', 'joke2k@gmail.com', 0)]),
    ('<venv>/site-packages/dnspython-2.9.2.dist-info/METADATA, lines 1-24', 'en_US',
     "Metadata-Version: 2.4\nName: dnspython\nVersion: 2.9.2\nSummary: DNS toolkit\nAuthor: Bob Halley\nAuthor-email: Bob Halley <halley@dnspython.org>\nLicense-Expression: ISC\nLicense-File: LICENSE\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Intended Audience :: System Administrators\nClassifier: Operating System :: POSIX\nClassifier: Operating System :: Microsoft :: Windows\nClassifier: Programming Language :: Python\nClassifier: Topic :: Internet :: Name Service (DNS)\nClassifier: Topic :: Software Development :: Libraries :: Python Modules\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: 3.15\nRequires-Dist: black>=26.5 ; extra == 'dev'\nRequires-Dist: coverage>=7.15 ; extra == 'dev'",
     [('EMAIL_ADDRESS', 'halley@dnspython.org', 0)]),
    ('<venv>/site-packages/attrs-26.1.0.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: attrs\nVersion: 26.1.0\nSummary: Classes Without Boilerplate\nProject-URL: Documentation, https://www.attrs.org/\nProject-URL: Changelog, https://www.attrs.org/en/stable/changelog.html\nProject-URL: GitHub, https://github.com/python-attrs/attrs\nProject-URL: Funding, https://github.com/sponsors/hynek\nProject-URL: Tidelift, https://tidelift.com/subscription/pkg/pypi-attrs?utm_source=pypi-attrs&utm_medium=pypi\nAuthor-email: Hynek Schlawack <hs@ox.cx>\nLicense-Expression: MIT\nLicense-File: LICENSE\nKeywords: attribute,boilerplate,class\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Programming Language :: Python :: 3.9\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: Implementation :: CPython\nClassifier: Programming Language :: Python :: Implementation :: PyPy\nClassifier: Typing :: Typed\nRequires-Python: >=3.9',
     [('EMAIL_ADDRESS', 'hs@ox.cx', 0)]),
    ('<venv>/site-packages/filelock-4.2.12.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.5\nName: filelock\nVersion: 4.2.12\nImport-Name: filelock\nSummary: A platform independent file lock.\nProject-URL: Changelog, https://py-filelock.readthedocs.io/en/latest/changelog.html\nProject-URL: Documentation, https://py-filelock.readthedocs.io\nProject-URL: Homepage, https://github.com/tox-dev/filelock\nProject-URL: Source, https://github.com/tox-dev/filelock\nProject-URL: Tracker, https://github.com/tox-dev/filelock/issues\nMaintainer-email: Bernát Gábor <gaborjbernat@gmail.com>\nLicense-Expression: MIT\nLicense-File: LICENSE\nKeywords: file,lock,synchronization\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: 3.15',
     [('EMAIL_ADDRESS', 'gaborjbernat@gmail.com', 0)]),
    ('<venv>/site-packages/h11-0.16.0.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: h11\nVersion: 0.16.0\nSummary: A pure-Python, bring-your-own-I/O implementation of HTTP/1.1\nHome-page: https://github.com/python-hyper/h11\nAuthor: Nathaniel J. Smith\nAuthor-email: njs@pobox.com\nLicense: MIT\nClassifier: Development Status :: 3 - Alpha\nClassifier: Intended Audience :: Developers\nClassifier: License :: OSI Approved :: MIT License\nClassifier: Programming Language :: Python :: Implementation :: CPython\nClassifier: Programming Language :: Python :: Implementation :: PyPy\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.8\nClassifier: Programming Language :: Python :: 3.9\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Topic :: Internet :: WWW/HTTP\nClassifier: Topic :: System :: Networking\nRequires-Python: >=3.8\nLicense-File: LICENSE.txt',
     [('EMAIL_ADDRESS', 'njs@pobox.com', 0)]),
    ('<venv>/site-packages/humanize-4.17.0.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.5\nName: humanize\nVersion: 4.17.0\nSummary: Python humanize utilities\nProject-URL: Issue tracker, https://github.com/python-humanize/humanize/issues\nProject-URL: Release notes, https://github.com/python-humanize/humanize/releases\nProject-URL: Documentation, https://humanize.readthedocs.io/\nProject-URL: Funding, https://tidelift.com/subscription/pkg/pypi-humanize?utm_source=pypi-humanize&utm_medium=pypi\nProject-URL: Homepage, https://github.com/python-humanize/humanize\nProject-URL: Source, https://github.com/python-humanize/humanize\nAuthor-email: Jason Moiron <jmoiron@jmoiron.net>\nMaintainer: Hugo van Kemenade\nLicense-Expression: MIT\nLicense-File: LICENCE\nKeywords: humanize time size\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14',
     [('EMAIL_ADDRESS', 'jmoiron@jmoiron.net', 0)]),
    ('<venv>/site-packages/hypothesis-6.170.15.dist-info/METADATA, lines 1-24', '',
     'Metadata-Version: 2.4\nName: hypothesis\nVersion: 6.170.15\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Framework :: Hypothesis\nClassifier: Framework :: Pytest\nClassifier: Intended Audience :: Developers\nClassifier: Operating System :: Unix\nClassifier: Operating System :: POSIX\nClassifier: Operating System :: Microsoft :: Windows\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: 3.15\nClassifier: Programming Language :: Python :: Implementation :: CPython\nClassifier: Programming Language :: Python :: Implementation :: PyPy\nClassifier: Topic :: Education :: Testing\nClassifier: Topic :: Software Development :: Testing\nClassifier: Typing :: Typed\nRequires-Dist: sortedcontainers>=2.1.0,<3.0.0',
     []),
    ('<venv>/site-packages/idna-3.20.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.5\nName: idna\nVersion: 3.20\nSummary: Internationalized Domain Names in Applications (IDNA)\nAuthor-email: Kim Davies <kim+pypi@gumleaf.org>\nRequires-Python: >=3.9\nDescription-Content-Type: text/markdown\nLicense-Expression: BSD-3-Clause\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Intended Audience :: System Administrators\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.9\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: 3.15\nClassifier: Programming Language :: Python :: Implementation :: CPython\nClassifier: Programming Language :: Python :: Implementation :: PyPy',
     [('EMAIL_ADDRESS', 'kim+pypi@gumleaf.org', 0)]),
    ('<venv>/site-packages/pytz-2026.6.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.1\nName: pytz\nVersion: 2026.6\nSummary: World timezone definitions, modern and historical\nHome-page: http://pythonhosted.org/pytz\nDownload-URL: https://pypi.org/project/pytz/\nAuthor: Stuart Bishop\nAuthor-email: stuart@stuartbishop.net\nMaintainer: Stuart Bishop\nMaintainer-email: stuart@stuartbishop.net\nLicense: MIT\nProject-URL: Source, https://github.com/stub42/pytz.git\nProject-URL: Issues, https://github.com/stub42/pytz/issues\nKeywords: timezone,tzinfo,datetime,olson,time\nPlatform: Independent\nClassifier: Development Status :: 6 - Mature\nClassifier: Intended Audience :: Developers\nClassifier: License :: OSI Approved :: MIT License\nClassifier: Natural Language :: English\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 2\nClassifier: Programming Language :: Python :: 2.4\nClassifier: Programming Language :: Python :: 2.5',
     [('EMAIL_ADDRESS', 'stuart@stuartbishop.net', 0), ('EMAIL_ADDRESS', 'stuart@stuartbishop.net', 1)]),
    ('<venv>/site-packages/urllib3-2.8.0.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.5\nName: urllib3\nVersion: 2.8.0\nSummary: HTTP library with thread-safe connection pooling, file post, and more.\nProject-URL: Changelog, https://github.com/urllib3/urllib3/blob/main/CHANGES.rst\nProject-URL: Documentation, https://urllib3.readthedocs.io\nProject-URL: Code, https://github.com/urllib3/urllib3\nProject-URL: Issue tracker, https://github.com/urllib3/urllib3/issues\nProject-URL: Security policy, https://urllib3.readthedocs.io/en/latest/security.html\nAuthor-email: Andrey Petrov <andrey.petrov@shazow.net>\nMaintainer-email: Seth Michael Larson <sethmichaellarson@gmail.com>, Quentin Pradet <quentin@pradet.me>, Illia Volochii <illia.volochii@gmail.com>\nLicense-Expression: MIT\nLicense-File: LICENSE.txt\nKeywords: filepost,http,httplib,https,pooling,ssl,threadsafe,urllib\nClassifier: Environment :: Web Environment\nClassifier: Intended Audience :: Developers\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13',
     [('EMAIL_ADDRESS', 'andrey.petrov@shazow.net', 0), ('EMAIL_ADDRESS', 'sethmichaellarson@gmail.com', 0), ('EMAIL_ADDRESS', 'quentin@pradet.me', 0), ('EMAIL_ADDRESS', 'illia.volochii@gmail.com', 0)]),
    ('<venv>/site-packages/cachetools-6.2.6.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: cachetools\nVersion: 6.2.6\nSummary: Extensible memoizing collections and decorators\nAuthor-email: Thomas Kemmer <tkemmer@computer.org>\nMaintainer-email: Thomas Kemmer <tkemmer@computer.org>\nLicense-Expression: MIT\nProject-URL: Homepage, https://github.com/tkem/cachetools/\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3.9\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Topic :: Software Development :: Libraries :: Python Modules\nRequires-Python: >=3.9\nDescription-Content-Type: text/x-rst\nLicense-File: LICENSE\nDynamic: license-file',
     [('EMAIL_ADDRESS', 'tkemmer@computer.org', 0), ('EMAIL_ADDRESS', 'tkemmer@computer.org', 1)]),
    ('<venv>/site-packages/pymysql-1.2.4.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: PyMySQL\nVersion: 1.2.4\nSummary: Pure Python MySQL Driver\nAuthor-email: Inada Naoki <songofacandy@gmail.com>, Yutaka Matsubara <yutaka.matsubara@gmail.com>\nLicense-Expression: MIT\nProject-URL: Project, https://github.com/PyMySQL/PyMySQL\nProject-URL: Documentation, https://pymysql.readthedocs.io/\nProject-URL: Changelog, https://github.com/PyMySQL/PyMySQL/blob/main/CHANGELOG.md\nKeywords: MySQL\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Programming Language :: Python :: Implementation :: CPython\nClassifier: Programming Language :: Python :: Implementation :: PyPy\nClassifier: Intended Audience :: Developers\nClassifier: Topic :: Database\nRequires-Python: >=3.9\nDescription-Content-Type: text/markdown\nLicense-File: LICENSE\nProvides-Extra: rsa\nRequires-Dist: cryptography>=46.0.7; extra == "rsa"\nProvides-Extra: ed25519\nRequires-Dist: PyNaCl>=1.6.2; extra == "ed25519"\nDynamic: license-file',
     [('EMAIL_ADDRESS', 'songofacandy@gmail.com', 0), ('EMAIL_ADDRESS', 'yutaka.matsubara@gmail.com', 0)]),
    ('<venv>/site-packages/rsa-4.9.1.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.3\nName: rsa\nVersion: 4.9.1\nSummary: Pure-Python RSA implementation\nLicense: Apache-2.0\nAuthor: Sybren A. Stüvel\nAuthor-email: sybren@stuvel.eu\nRequires-Python: >=3.6,<4\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Intended Audience :: Education\nClassifier: Intended Audience :: Information Technology\nClassifier: License :: OSI Approved :: Apache Software License\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3.6\nClassifier: Programming Language :: Python :: 3.7\nClassifier: Programming Language :: Python :: 3.8\nClassifier: Programming Language :: Python :: 3.9\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13',
     [('EMAIL_ADDRESS', 'sybren@stuvel.eu', 0)]),
    ('<venv>/site-packages/tenacity-9.1.4.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: tenacity\nVersion: 9.1.4\nSummary: Retry code until it succeeds\nHome-page: https://github.com/jd/tenacity\nAuthor: Julien Danjou\nAuthor-email: julien@danjou.info\nLicense: Apache 2.0\nClassifier: Intended Audience :: Developers\nClassifier: License :: OSI Approved :: Apache Software License\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Topic :: Utilities\nRequires-Python: >=3.10\nLicense-File: LICENSE\nProvides-Extra: doc\nRequires-Dist: reno; extra == "doc"\nRequires-Dist: sphinx; extra == "doc"',
     [('EMAIL_ADDRESS', 'julien@danjou.info', 0)]),
    ('<venv>/site-packages/iniconfig-2.3.1.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: iniconfig\nVersion: 2.3.1\nSummary: brain-dead simple config-ini parsing\nAuthor-email: Ronny Pfannschmidt <opensource@ronnypfannschmidt.de>, Holger Krekel <holger.krekel@gmail.com>\nLicense-Expression: MIT\nProject-URL: Homepage, https://github.com/pytest-dev/iniconfig\nClassifier: Development Status :: 4 - Beta\nClassifier: Intended Audience :: Developers\nClassifier: Operating System :: MacOS :: MacOS X\nClassifier: Operating System :: Microsoft :: Windows\nClassifier: Operating System :: POSIX\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: 3.15\nClassifier: Topic :: Software Development :: Libraries\nClassifier: Topic :: Utilities\nRequires-Python: >=3.10\nDescription-Content-Type: text/x-rst\nLicense-File: LICENSE',
     [('EMAIL_ADDRESS', 'opensource@ronnypfannschmidt.de', 0), ('EMAIL_ADDRESS', 'holger.krekel@gmail.com', 0)]),
    ('<venv>/site-packages/pyasn1-0.6.5.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: pyasn1\nVersion: 0.6.5\nSummary: Pure-Python implementation of ASN.1 types and DER/BER/CER codecs (X.208)\nAuthor-email: Ilya Etingof <etingof@gmail.com>\nMaintainer: pyasn1 maintenance organization\nMaintainer-email: Christian Heimes <christian@python.org>\nLicense: BSD-2-Clause\nProject-URL: Homepage, https://github.com/pyasn1/pyasn1\nProject-URL: Documentation, https://pyasn1.readthedocs.io\nProject-URL: Source, https://github.com/pyasn1/pyasn1\nProject-URL: Issues, https://github.com/pyasn1/pyasn1/issues\nProject-URL: Changelog, https://pyasn1.readthedocs.io/en/latest/changelog.html\nPlatform: any\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Environment :: Console\nClassifier: Intended Audience :: Developers\nClassifier: Intended Audience :: Education\nClassifier: Intended Audience :: Information Technology\nClassifier: Intended Audience :: System Administrators\nClassifier: Intended Audience :: Telecommunications Industry\nClassifier: Natural Language :: English\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python :: 3',
     [('EMAIL_ADDRESS', 'etingof@gmail.com', 0), ('EMAIL_ADDRESS', 'christian@python.org', 0)]),
    ('<venv>/site-packages/langcodes-3.5.1.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: langcodes\nVersion: 3.5.1\nSummary: Tools for labeling human languages with IETF language tags\nAuthor-email: Elia Robyn Speer <rspeer@arborelia.net>\nMaintainer-email: Georg Krause <mail@georg-krause.net>\nProject-URL: Homepage, https://github.com/georgkrause/langcodes\nProject-URL: Repository, https://github.com/georgkrause/langcodes\nProject-URL: Issues, https://github.com/georgkrause/langcodes/issues\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: License :: OSI Approved :: MIT License\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3.9\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nRequires-Python: >=3.9\nDescription-Content-Type: text/markdown\nLicense-File: LICENSE.txt\nProvides-Extra: test\nRequires-Dist: pytest; extra == "test"\nRequires-Dist: pytest-cov; extra == "test"\nProvides-Extra: build',
     [('EMAIL_ADDRESS', 'rspeer@arborelia.net', 0), ('EMAIL_ADDRESS', 'mail@georg-krause.net', 0)]),
    ('<venv>/site-packages/jsonpickle-4.1.4.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: jsonpickle\nVersion: 4.1.4\nSummary: jsonpickle encodes/decodes any Python object to/from JSON\nAuthor: Theelx\nAuthor-email: David Aguilar <davvid+jsonpickle@gmail.com>\nLicense: BSD-3-Clause\nProject-URL: Documentation, https://jsonpickle.readthedocs.io/\nProject-URL: Homepage, https://jsonpickle.readthedocs.io/\nProject-URL: Source, https://github.com/jsonpickle/jsonpickle\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3 :: Only\nRequires-Python: >=3.8\nDescription-Content-Type: text/x-rst\nLicense-File: LICENSE\nProvides-Extra: cov\nRequires-Dist: pytest-cov; extra == "cov"\nProvides-Extra: dev\nRequires-Dist: black; extra == "dev"\nRequires-Dist: pyupgrade; extra == "dev"\nProvides-Extra: testing\nRequires-Dist: pytest!=8.1.*,>=6.0; extra == "testing"',
     [('EMAIL_ADDRESS', 'davvid+jsonpickle@gmail.com', 0)]),
    ('<venv>/site-packages/smart_open-9.0.2.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.4\nName: smart_open\nVersion: 9.0.2\nSummary: Utils for streaming large files (S3, HDFS, GCS, SFTP, Azure Blob Storage, gzip, bz2, zst...)\nAuthor-email: Radim Rehurek <me@radimrehurek.com>\nProject-URL: Repository, https://github.com/piskvorky/smart_open\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Environment :: Console\nClassifier: Intended Audience :: Developers\nClassifier: License :: OSI Approved :: MIT License\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3.10\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: 3.15\nClassifier: Topic :: System :: Distributed Computing\nClassifier: Topic :: Database :: Front-Ends\nRequires-Python: <4.0,>=3.10\nDescription-Content-Type: text/markdown\nLicense-File: LICENSE',
     [('EMAIL_ADDRESS', 'me@radimrehurek.com', 0)]),
    ('<venv>/site-packages/more_itertools-11.2.1.dist-info/METADATA, lines 1-24', 'en_US',
     'Metadata-Version: 2.5\nName: more-itertools\nVersion: 11.2.1\nSummary: More routines for operating on iterables, beyond itertools\nKeywords: itertools,iterator,iteration,filter,peek,peekable,chunk,chunked\nAuthor-email: Erik Rose <erikrose@grinchcentral.com>\nRequires-Python: >=3.11\nDescription-Content-Type: text/x-rst\nLicense-Expression: MIT\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Natural Language :: English\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nClassifier: Programming Language :: Python :: 3.15\nClassifier: Programming Language :: Python :: 3 :: Only\nClassifier: Programming Language :: Python :: Implementation :: CPython\nClassifier: Programming Language :: Python :: Implementation :: PyPy\nClassifier: Topic :: Software Development :: Libraries\nLicense-File: LICENSE\nProject-URL: Documentation, https://more-itertools.readthedocs.io/en/stable/',
     [('EMAIL_ADDRESS', 'erikrose@grinchcentral.com', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 400-425', 'en_US',
     'or.bi\norg.bi\n\n// biz : https://www.iana.org/domains/root/db/biz.html\nbiz\n\n// bj : https://nic.bj/bj-suffixes.txt\n// Submitted by registry <contact@nic.bj>\nbj\nafrica.bj\nagro.bj\narchitectes.bj\nassur.bj\navocats.bj\nco.bj\ncom.bj\neco.bj\necono.bj\nedu.bj\ninfo.bj\nloisirs.bj\nmoney.bj\nnet.bj\norg.bj\note.bj\nrestaurant.bj',
     [('EMAIL_ADDRESS', 'contact@nic.bj', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 11335-11360', 'en_US',
     'kasserver.com\n\n// Altervista : https://www.altervista.org\n// Submitted by Carlo Cannas <tech_staff@altervista.it>\naltervista.org\n\n// alwaysdata : https://www.alwaysdata.com\n// Submitted by Cyril <admin@alwaysdata.com>\nalwaysdata.net\n\n// Amaze Software : https://amaze.co\n// Submitted by Domain Admin <domainadmin@amaze.co>\nmyamaze.net\n\n// Amazon : https://www.amazon.com/\n// Submitted by AWS Security <psl-maintainers@amazon.com>\n// Subsections of Amazon/subsidiaries will appear until "concludes" tag\n\n// Amazon API Gateway\n// Submitted by AWS Security <psl-maintainers@amazon.com>\n// Reference: 6a4f5a95-8c7d-4077-a7af-9cf1abec0a53\nexecute-api.cn-north-1.amazonaws.com.cn\nexecute-api.cn-northwest-1.amazonaws.com.cn\nexecute-api.af-south-1.amazonaws.com\nexecute-api.ap-east-1.amazonaws.com\nexecute-api.ap-northeast-1.amazonaws.com',
     [('EMAIL_ADDRESS', 'tech_staff@altervista.it', 0), ('EMAIL_ADDRESS', 'admin@alwaysdata.com', 0), ('EMAIL_ADDRESS', 'domainadmin@amaze.co', 0), ('EMAIL_ADDRESS', 'psl-maintainers@amazon.com', 0), ('EMAIL_ADDRESS', 'psl-maintainers@amazon.com', 1)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 12320-12345', 'en_US',
     '// Brave : https://brave.com\n// Submitted by Andrea Brancaleoni <abrancaleoni@brave.com>\nbrave.app\n*.s.brave.app\nbrave.io\n*.s.brave.io\n\n// Brendly : https://brendly.rs\n// Submitted by Dusan Radovanovic <administracija@brendly.rs>\nshop.brendly.hr\nshop.brendly.rs\n\n// BrowserSafetyMark\n// Submitted by Dave Tharp <browsersafetymark.io@quicinc.com>\nbrowsersafetymark.io\n\n// BRS Media : https://brsmedia.com/\n// Submitted by Gavin Brown <gavin.brown@centralnic.com>\nradio.am\nradio.fm\n\n// Bubble : https://bubble.io/\n// Submitted by Merlin Zhao <devops@bubble.io>\ncdn.bubble.io\nbubbleapps.io',
     [('EMAIL_ADDRESS', 'abrancaleoni@brave.com', 0), ('EMAIL_ADDRESS', 'administracija@brendly.rs', 0), ('EMAIL_ADDRESS', 'browsersafetymark.io@quicinc.com', 0), ('EMAIL_ADDRESS', 'gavin.brown@centralnic.com', 0), ('EMAIL_ADDRESS', 'devops@bubble.io', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 12700-12725', 'en_US',
     '// DNShome : https://www.dnshome.de/\n// Submitted by Norbert Auler <mail@dnshome.de>\ndnshome.de\n\n// DotArai : https://www.dotarai.com/\n// Submitted by Atsadawat Netcharadsang <atsadawat@dotarai.co.th>\nonline.th\nshop.th\n\n// DrayTek Corp. : https://www.draytek.com/\n// Submitted by Paul Fang <mis@draytek.com>\ndrayddns.com\n\n// DreamCommerce : https://shoper.pl/\n// Submitted by Konrad Kotarba <konrad.kotarba@dreamcommerce.com>\nshoparena.pl\n\n// DreamHost : http://www.dreamhost.com/\n// Submitted by Andrew Farmer <andrew.farmer@dreamhost.com>\ndreamhosters.com\n\n// Dreamyoungs, Inc. : https://durumis.com\n// Submitted by Infra Team <infra@durumis.com>\ndurumis.com\n\n// Drobo : http://www.drobo.com/',
     [('EMAIL_ADDRESS', 'mail@dnshome.de', 0), ('EMAIL_ADDRESS', 'atsadawat@dotarai.co.th', 0), ('EMAIL_ADDRESS', 'mis@draytek.com', 0), ('EMAIL_ADDRESS', 'konrad.kotarba@dreamcommerce.com', 0), ('EMAIL_ADDRESS', 'andrew.farmer@dreamhost.com', 0), ('EMAIL_ADDRESS', 'infra@durumis.com', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 13455-13480', 'en_US',
     '// Submitted by Mads Hartmann <mads@glitch.com>\nglitch.me\n\n// Global NOG Alliance : https://nogalliance.org/\n// Submitted by Sander Steffann <sander@nogalliance.org>\nnog.community\n\n// Globe Hosting SRL : https://www.globehosting.com/\n// Submitted by Gavin Brown <gavin.brown@centralnic.com>\nco.ro\nshop.ro\n\n// GMO Pepabo, Inc. : https://pepabo.com/\n// Submitted by Hosting Div <admin@pepabo.com>\nlolipop.io\nangry.jp\nbabyblue.jp\nbabymilk.jp\nbackdrop.jp\nbambina.jp\nbitter.jp\nblush.jp\nboo.jp\nboy.jp\nboyfriend.jp\nbut.jp',
     [('EMAIL_ADDRESS', 'mads@glitch.com', 0), ('EMAIL_ADDRESS', 'sander@nogalliance.org', 0), ('EMAIL_ADDRESS', 'gavin.brown@centralnic.com', 0), ('EMAIL_ADDRESS', 'admin@pepabo.com', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 13990-14015', 'en_US',
     '// KaasHosting : http://www.kaashosting.nl/\n// Submitted by Wouter Bakker <hostmaster@kaashosting.nl>\nkaas.gg\nkhplay.nl\n\n// Kapsi : https://kapsi.fi\n// Submitted by Tomi Juntunen <erani@kapsi.fi>\nkapsi.fi\n\n// Katholieke Universiteit Leuven : https://www.kuleuven.be\n// Submitted by Abuse KU Leuven <abuse@kuleuven.be>\nezproxy.kuleuven.be\nkuleuven.cloud\n\n// Keyweb AG : https://www.keyweb.de\n// Submitted by Martin Dannehl <postmaster@keymachine.de>\nkeymachine.de\n\n// KingHost : https://king.host\n// Submitted by Felipe Keller Braz <felipebraz@kinghost.com.br>\nkinghost.net\nuni5.net\n\n// KnightPoint Systems, LLC : http://www.knightpoint.com/\n// Submitted by Roy Keene <rkeene@knightpoint.com>',
     [('EMAIL_ADDRESS', 'hostmaster@kaashosting.nl', 0), ('EMAIL_ADDRESS', 'erani@kapsi.fi', 0), ('EMAIL_ADDRESS', 'abuse@kuleuven.be', 0), ('EMAIL_ADDRESS', 'postmaster@keymachine.de', 0), ('EMAIL_ADDRESS', 'felipebraz@kinghost.com.br', 0), ('EMAIL_ADDRESS', 'rkeene@knightpoint.com', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 14785-14810', 'en_US',
     '// QA2\n// Submitted by Daniel Dent : https://www.danieldent.com/\nqa2.com\n\n// QCX\n// Submitted by Cassandra Beelen <cassandra@beelen.one>\nqcx.io\n*.sys.qcx.io\n\n// QNAP System Inc : https://www.qnap.com\n// Submitted by Nick Chang <cloudadmin@qnap.com>\nmyqnapcloud.cn\nalpha-myqnapcloud.com\ndev-myqnapcloud.com\nmycloudnas.com\nmynascloud.com\nmyqnapcloud.com\n\n// QOTO, Org.\n// Submitted by Jeffrey Phillips Freeman <jeffrey.freeman@qoto.org>\nqoto.io\n\n// Qualifio : https://qualifio.com/\n// Submitted by Xavier De Cock <xdecock@gmail.com>\nqualifioapp.com',
     [('EMAIL_ADDRESS', 'cassandra@beelen.one', 0), ('EMAIL_ADDRESS', 'cloudadmin@qnap.com', 0), ('EMAIL_ADDRESS', 'jeffrey.freeman@qoto.org', 0), ('EMAIL_ADDRESS', 'xdecock@gmail.com', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 15575-15600', 'en_US',
     'web.val.run\n\n// Vercel, Inc : https://vercel.com/\n// Submitted by Max Leiter <security@vercel.com>\nvercel.app\nv0.build\nvercel.dev\nvusercontent.net\nnow.sh\n\n// VeryPositive SIA : http://very.lv\n// Submitted by Danko Aleksejevs <danko@very.lv>\n2038.io\n\n// Virtual-Info : https://www.virtual-info.info/\n// Submitted by Adnan RIHAN <hostmaster@v-info.info>\nv-info.info\n\n// Viva Republica, Inc. : https://toss.im/\n// Submitted by Deus Team <deus@toss.im>\ndeus-canvas.com\n\n// Voorloper.com : https://voorloper.com\n// Submitted by Nathan van Bakel <info@voorloper.com>\nvoorloper.cloud',
     [('EMAIL_ADDRESS', 'security@vercel.com', 0), ('EMAIL_ADDRESS', 'danko@very.lv', 0), ('EMAIL_ADDRESS', 'hostmaster@v-info.info', 0), ('EMAIL_ADDRESS', 'deus@toss.im', 0), ('EMAIL_ADDRESS', 'info@voorloper.com', 0)]),
    ('/usr/lib/python3.11/ipaddress.py, lines 195-215', 'en_US',
     '    if number == 0:\n        return bits\n    return min(bits, (~number & (number-1)).bit_length())\n\n\ndef summarize_address_range(first, last):\n    """Summarize a network range given the first and last IP addresses.\n\n    Example:\n        >>> list(summarize_address_range(IPv4Address(\'192.0.2.0\'),\n        ...                              IPv4Address(\'192.0.2.130\')))\n        ...                                #doctest: +NORMALIZE_WHITESPACE\n        [IPv4Network(\'192.0.2.0/25\'), IPv4Network(\'192.0.2.128/31\'),\n         IPv4Network(\'192.0.2.130/32\')]\n\n    Args:\n        first: the first IPv4Address or IPv6Address in the range.\n        last: the last IPv4Address or IPv6Address in the range.\n\n    Returns:\n        An iterator of the summarized IPv(4|6) network objects.',
     [('IP_ADDRESS', '192.0.2.0', 0), ('IP_ADDRESS', '192.0.2.130', 0), ('IP_ADDRESS', '192.0.2.0', 1), ('IP_ADDRESS', '192.0.2.128', 0), ('IP_ADDRESS', '192.0.2.130', 1)]),
    ('/usr/lib/python3.11/ipaddress.py, lines 255-270', 'en_US',
     'def _collapse_addresses_internal(addresses):\n    """Loops through the addresses, collapsing concurrent netblocks.\n\n    Example:\n\n        ip1 = IPv4Network(\'192.0.2.0/26\')\n        ip2 = IPv4Network(\'192.0.2.64/26\')\n        ip3 = IPv4Network(\'192.0.2.128/26\')\n        ip4 = IPv4Network(\'192.0.2.192/26\')\n\n        _collapse_addresses_internal([ip1, ip2, ip3, ip4]) ->\n          [IPv4Network(\'192.0.2.0/24\')]\n\n        This shouldn\'t be called directly; it is called via\n          collapse_addresses([]).',
     [('IP_ADDRESS', '192.0.2.0', 0), ('IP_ADDRESS', '192.0.2.64', 0), ('IP_ADDRESS', '192.0.2.128', 0), ('IP_ADDRESS', '192.0.2.192', 0), ('IP_ADDRESS', '192.0.2.0', 1)]),
    ('/usr/lib/python3.11/ipaddress.py, lines 795-820', 'en_US',
     '    def address_exclude(self, other):\n        """Remove an address from a larger block.\n\n        For example:\n\n            addr1 = ip_network(\'192.0.2.0/28\')\n            addr2 = ip_network(\'192.0.2.1/32\')\n            list(addr1.address_exclude(addr2)) =\n                [IPv4Network(\'192.0.2.0/32\'), IPv4Network(\'192.0.2.2/31\'),\n                 IPv4Network(\'192.0.2.4/30\'), IPv4Network(\'192.0.2.8/29\')]\n\n        or IPv6:\n\n            addr1 = ip_network(\'2001:db8::1/32\')\n            addr2 = ip_network(\'2001:db8::1/128\')\n            list(addr1.address_exclude(addr2)) =\n                [ip_network(\'2001:db8::1/128\'),\n                 ip_network(\'2001:db8::2/127\'),\n                 ip_network(\'2001:db8::4/126\'),\n                 ip_network(\'2001:db8::8/125\'),\n                 ...\n                 ip_network(\'2001:db8:8000::/33\')]\n\n        Args:\n            other: An IPv4Network or IPv6Network object of the same type.',
     [('IP_ADDRESS', '192.0.2.0', 0), ('IP_ADDRESS', '192.0.2.1', 0), ('IP_ADDRESS', '192.0.2.0', 1), ('IP_ADDRESS', '192.0.2.2', 0), ('IP_ADDRESS', '192.0.2.4', 0), ('IP_ADDRESS', '192.0.2.8', 0), ('IP_ADDRESS', '2001:db8::1', 0), ('IP_ADDRESS', '2001:db8::1', 1), ('IP_ADDRESS', '2001:db8::1', 2), ('IP_ADDRESS', '2001:db8::2', 0), ('IP_ADDRESS', '2001:db8::4', 0), ('IP_ADDRESS', '2001:db8::8', 0), ('IP_ADDRESS', '2001:db8:8000::', 0)]),
    ('/usr/lib/python3.11/ipaddress.py, lines 880-900', 'en_US',
     "        Args:\n            other: An IP object.\n\n        Returns:\n            If the IP versions of self and other are the same, returns:\n\n            -1 if self < other:\n              eg: IPv4Network('192.0.2.0/25') < IPv4Network('192.0.2.128/25')\n              IPv6Network('2001:db8::1000/124') <\n                  IPv6Network('2001:db8::2000/124')\n            0 if self == other\n              eg: IPv4Network('192.0.2.0/24') == IPv4Network('192.0.2.0/24')\n              IPv6Network('2001:db8::1000/124') ==\n                  IPv6Network('2001:db8::1000/124')\n            1 if self > other\n              eg: IPv4Network('192.0.2.128/25') > IPv4Network('192.0.2.0/25')\n                  IPv6Network('2001:db8::2000/124') >\n                      IPv6Network('2001:db8::1000/124')\n\n          Raises:\n              TypeError if the IP versions are different.",
     [('IP_ADDRESS', '192.0.2.0', 0), ('IP_ADDRESS', '192.0.2.128', 0), ('IP_ADDRESS', '2001:db8::1000', 0), ('IP_ADDRESS', '2001:db8::2000', 0), ('IP_ADDRESS', '192.0.2.0', 1), ('IP_ADDRESS', '192.0.2.0', 2), ('IP_ADDRESS', '2001:db8::1000', 1), ('IP_ADDRESS', '2001:db8::1000', 2), ('IP_ADDRESS', '192.0.2.128', 1), ('IP_ADDRESS', '192.0.2.0', 3), ('IP_ADDRESS', '2001:db8::2000', 1), ('IP_ADDRESS', '2001:db8::1000', 3)]),
    ('/usr/lib/python3.11/ipaddress.py, lines 1285-1300', 'en_US',
     '    def __init__(self, address):\n\n        """\n        Args:\n            address: A string or integer representing the IP\n\n              Additionally, an integer can be passed, so\n              IPv4Address(\'192.0.2.1\') == IPv4Address(3221225985).\n              or, more generally\n              IPv4Address(int(IPv4Address(\'192.0.2.1\'))) ==\n                IPv4Address(\'192.0.2.1\')\n\n        Raises:\n            AddressValueError: If ipaddress isn\'t a valid IPv4 address.',
     [('IP_ADDRESS', '192.0.2.1', 0), ('IP_ADDRESS', '192.0.2.1', 1), ('IP_ADDRESS', '192.0.2.1', 2)]),
    ('/usr/lib/python3.11/ipaddress.py, lines 1338-1360', 'en_US',
     '    @functools.lru_cache()\n    def is_private(self):\n        """``True`` if the address is defined as not globally reachable by\n        iana-ipv4-special-registry_ (for IPv4) or iana-ipv6-special-registry_\n        (for IPv6) with the following exceptions:\n\n        * ``is_private`` is ``False`` for ``100.64.0.0/10``\n        * For IPv4-mapped IPv6-addresses the ``is_private`` value is determined by the\n            semantics of the underlying IPv4 addresses and the following condition holds\n            (see :attr:`IPv6Address.ipv4_mapped`)::\n\n                address.is_private == address.ipv4_mapped.is_private\n\n        ``is_private`` has value opposite to :attr:`is_global`, except for the ``100.64.0.0/10``\n        IPv4 range where they are both ``False``.\n        """\n        return (\n            any(self in net for net in self._constants._private_networks)\n            and all(self not in net for net in self._constants._private_networks_exceptions)\n        )\n\n    @property\n    @functools.lru_cache()',
     [('IP_ADDRESS', '100.64.0.0', 0), ('IP_ADDRESS', '100.64.0.0', 1)]),
    ('/usr/lib/python3.11/smtplib.py, lines 33-45', 'en_US',
     "'''\n\n# Author: The Dragon De Monsyne <dragondm@integral.org>\n# ESMTP support, test code and doc fixes added by\n#     Eric S. Raymond <esr@thyrsus.com>\n# Better RFC 821 compliance (MAIL and RCPT, and CRLF in data)\n#     by Carey Evans <c.evans@clear.net.nz>, for picky mail servers.\n# RFC 2554 (authentication) support by Gerhard Haering <gerhard@bigfoot.de>.\n#\n# This was modified from the Python 1.5 library HTTP lib.\n\nimport socket\nimport io",
     [('EMAIL_ADDRESS', 'dragondm@integral.org', 0), ('EMAIL_ADDRESS', 'esr@thyrsus.com', 0), ('EMAIL_ADDRESS', 'c.evans@clear.net.nz', 0), ('EMAIL_ADDRESS', 'gerhard@bigfoot.de', 0)]),
    ('/usr/lib/python3.11/smtplib.py, lines 848-872', 'en_US',
     '                                the server.\n\n        Note: the connection will be open even after an exception is raised.\n\n        Example:\n\n         >>> import smtplib\n         >>> s=smtplib.SMTP("localhost")\n         >>> tolist=["one@one.org","two@two.org","three@three.org","four@four.org"]\n         >>> msg = \'\'\'\\\\\n         ... From: Me@my.org\n         ... Subject: testin\'...\n         ...\n         ... This is a test \'\'\'\n         >>> s.sendmail("me@my.org",tolist,msg)\n         { "three@three.org" : ( 550 ,"User unknown" ) }\n         >>> s.quit()\n\n        In the above example, the message was accepted for delivery to three\n        of the four addresses, and one was rejected, with the error code\n        550.  If all addresses are accepted, then the method will return an\n        empty dictionary.\n\n        """\n        self.ehlo_or_helo_if_needed()',
     [('EMAIL_ADDRESS', 'one@one.org', 0), ('EMAIL_ADDRESS', 'two@two.org', 0), ('EMAIL_ADDRESS', 'three@three.org', 0), ('EMAIL_ADDRESS', 'four@four.org', 0), ('EMAIL_ADDRESS', 'Me@my.org', 0), ('EMAIL_ADDRESS', 'me@my.org', 0), ('EMAIL_ADDRESS', 'three@three.org', 1)]),
    ('/usr/share/man/man8/ip-address.8.gz (rendered man page), lines 262-290', 'en_US',
     "           Shows IPv4 and IPv6 addresses assigned to all network interfaces.\n           The 'show' subcommand can be omitted.\n\n       ip address show up\n           Same as above except that only addresses assigned to active network\n           interfaces are shown.\n\n       ip address show dev eth0\n           Shows IPv4 and IPv6 addresses assigned to network interface eth0.\n\n       ip address add 2001:0db8:85a3::0370:7334/64 dev eth1\n           Adds an IPv6 address to network interface eth1.\n\n       ip address delete 2001:0db8:85a3::0370:7334/64 dev eth1\n           Delete the IPv6 address added above.\n\n       ip address flush dev eth4 scope global\n           Removes all global IPv4 and IPv6 addresses from device eth4. With‐\n           out 'scope global' it would remove all addresses including IPv6\n           link-local ones.\n\nSEE ALSO\n       ip(8)\n\nAUTHOR\n       Original Manpage by Michail Litvak <mci@owl.openwall.com>\n\niproute2                          20 Dec 2011                    IP-ADDRESS(8)",
     [('IP_ADDRESS', '2001:0db8:85a3::0370:7334', 0), ('IP_ADDRESS', '2001:0db8:85a3::0370:7334', 1), ('EMAIL_ADDRESS', 'mci@owl.openwall.com', 0)]),
    ('/usr/share/man/man8/ip-route.8.gz (rendered man page), lines 830-880', 'en_US',
     'EXAMPLES\n       ip ro\n           Show all route entries in the kernel.\n\n       ip route add default via 192.168.1.1 dev eth0\n           Adds a default route (for all addresses) via the local gateway\n           192.168.1.1 that can be reached on device eth0.\n\n       ip route add 10.1.1.0/30 encap mpls 200/300 via 10.1.1.1 dev eth0\n           Adds an ipv4 route with mpls encapsulation attributes attached to\n           it.\n\n       ip -6 route add 2001:db8:1::/64 encap seg6 mode encap segs\n       2001:db8:42::1,2001:db8:ffff::2 dev eth0\n           Adds an IPv6 route with SRv6 encapsulation and two segments at‐\n           tached.\n\n       ip -6 route add 2001:db8:1::/64 encap seg6local action End.DT46\n       vrftable 100 dev vrf100\n           Adds an IPv6 route with SRv6 decapsulation and forward with lookup\n           in VRF table.\n\n       ip -6 route add 2001:db8:1::/64 encap seg6local action End flavors\n       next-csid dev eth0\n           Adds an IPv6 route with SRv6 End behavior with next-csid flavor en‐\n           abled.\n\n       ip -6 route add 2001:db8:1::/64 encap seg6local action End flavors\n       next-csid lblen 48 nflen 16 dev eth0\n           Adds an IPv6 route with SRv6 End behavior with next-csid flavor en‐\n           abled and user-provided Locator-Block and Locator-Node Function\n           lengths.\n\n       ip -6 route add 2001:db8:1::/64 encap ioam6 freq 2/5 mode encap tundst\n       2001:db8:42::1 trace prealloc type 0x800000 ns 1 size 12 dev eth0',
     [('IP_ADDRESS', '192.168.1.1', 0), ('IP_ADDRESS', '192.168.1.1', 1), ('IP_ADDRESS', '10.1.1.0', 0), ('IP_ADDRESS', '10.1.1.1', 0), ('IP_ADDRESS', '2001:db8:1::', 0), ('IP_ADDRESS', '2001:db8:42::1', 0), ('IP_ADDRESS', '2001:db8:ffff::2', 0), ('IP_ADDRESS', '2001:db8:1::', 1), ('IP_ADDRESS', '2001:db8:1::', 2), ('IP_ADDRESS', '2001:db8:1::', 3), ('IP_ADDRESS', '2001:db8:1::', 4), ('IP_ADDRESS', '2001:db8:42::1', 1)]),
    ('/usr/share/man/man8/ip-neighbour.8.gz (rendered man page), lines 170-195', 'en_US',
     '              to ADDRESS (default)\n                     the prefix selecting the neighbour to query.\n\n              dev NAME\n                     get neighbour entry attached to this device.\n\nEXAMPLES\n       ip neighbour\n              Shows the current neighbour table in kernel.\n\n       ip neigh flush dev eth0\n              Removes entries in the neighbour table on device eth0.\n\n       ip neigh get 10.0.1.10 dev eth0\n              Performs a neighbour lookup in the kernel and returns a neigh‐\n              bour entry.\n\nSEE ALSO\n       ip(8)\n\nAUTHOR\n       Original Manpage by Michail Litvak <mci@owl.openwall.com>\n\niproute2                          20 Dec 2011                  IP-NEIGHBOUR(8)',
     [('IP_ADDRESS', '10.0.1.10', 0), ('EMAIL_ADDRESS', 'mci@owl.openwall.com', 0)]),
    ('/usr/share/man/man8/ss.8.gz (rendered man page), lines 495-520', 'en_US',
     "       ss -x src /tmp/.X11-unix/*\n              Find all local processes connected to X server.\n\n       ss  -o  state  fin-wait-1  '(  sport  =  :http or sport = :https )' dst\n       193.233.7/24\n              List all the tcp sockets in state FIN-WAIT-1 for our  apache  to\n              network 193.233.7/24 and look at their timers.\n\n       ss -a -A 'all,!tcp'\n              List sockets in all states from all socket tables but TCP.\n\nSEE ALSO\n       ip(8),\n       RFC 793 - https://tools.ietf.org/rfc/rfc793.txt (TCP states)\n\nAUTHOR\n       ss was written by Alexey Kuznetsov, <kuznet@ms2.inr.ac.ru>.\n\n       This  manual page was written by Michael Prokop <mika@grml.org> for the\n       Debian project (but may be used by others).\n\n                                                                         SS(8)",
     [('EMAIL_ADDRESS', 'kuznet@ms2.inr.ac.ru', 0), ('EMAIL_ADDRESS', 'mika@grml.org', 0)]),
    ('/usr/share/man/man1/curl.1.gz (rendered man page), lines 612-630', 'en_US',
     '              used for TLS/SSL (e.g. SNI, certificate verification) or for the\n              application  protocols.  "HOST1"  and  "PORT1"  may be the empty\n              string, meaning "any host/port". "HOST2" and "PORT2" may also be\n              the   empty   string,   meaning   "use  the  request\'s  original\n              host/port".\n\n              A "host" specified to this option is compared as a string, so it\n              needs  to  match  the name used in request URL. It can be either\n              numerical such as "127.0.0.1" or the full host name such as "ex‐\n              ample.org".\n\n              --connect-to can be used several times in a command line\n\n              Example:\n               curl --connect-to example.com:443:example.net:8443 https://example.com\n\n              See also --resolve and -H, --header. Added in 7.49.0.\n\n       -C, --continue-at <offset>',
     [('IP_ADDRESS', '127.0.0.1', 0)]),
    ('/usr/share/i18n/locales/de_DE, lines 182-203', '',
     'LC_ADDRESS\npostal_fmt    "%f%N%a%N%d%N%b%N%s %h %e %r%N%z %T%N%c%N"\ncountry_name  "Deutschland"\ncountry_post  "D"\ncountry_ab2   "DE"\ncountry_ab3   "DEU"\ncountry_num   276\ncountry_car   "D"\ncountry_isbn  3\nlang_name     "Deutsch"\nlang_ab       "de"\nlang_term     "deu"\nlang_lib      "ger"\nEND LC_ADDRESS\n\nLC_TELEPHONE\ntel_int_fmt    "+%c %a %l"\ntel_dom_fmt    "%A %l"\nint_select     "00"\nint_prefix     "49"\nEND LC_TELEPHONE',
     []),
    ('/usr/share/i18n/locales/ja_JP, lines 15054-15081', '',
     'LC_ADDRESS\n% This is the ISO_IEC TR14652 Locale definition for the\n% LC_ADDRESS\npostal_fmt  "%z%c%T%s%b%e%r"\ncountry_name "<U65E5><U672C>"\ncountry_ab2 "JP"\ncountry_ab3 "JPN"\ncountry_num 392\ncountry_car "J"\n% 日本語\nlang_name    "<U65E5><U672C><U8A9E>"\nlang_ab      "ja"\nlang_term    "jpn"\nlang_lib    "jpn"\nEND LC_ADDRESS\n\n\nLC_TELEPHONE\n% This is the ISO_IEC TR14652 Locale definition for the\n%\ntel_int_fmt "+%c ;%a /\n;%l"\n% 010\nint_select   "010"\nint_prefix  "81"\n\nEND LC_TELEPHONE',
     []),
    ('/usr/share/i18n/locales/hi_IN, lines 206-230', '',
     'LC_ADDRESS\n% This is the ISO_IEC TR14652 Locale definition for the\n% LC_ADDRESS\npostal_fmt  "%z%c%T%s%b%e%r"\ncountry_name "<U092D><U093E><U0930><U0924>"\ncountry_ab2 "IN"\ncountry_ab3 "IND"\ncountry_num 356\ncountry_car "IND"\n% हिन्दी\nlang_name    "<U0939><U093F><U0928><U094D><U0926><U0940>"\nlang_ab      "hi"\nlang_term    "hin"\nlang_lib    "hin"\nEND LC_ADDRESS\n\n\nLC_TELEPHONE\n% This is the ISO_IEC TR14652 Locale definition for the LC_TELEPHONE\n% generated by IBM Basic CountryPack Transformer.\ntel_int_fmt "+%c ;%a ;%l"\nint_prefix "91"\nint_select "00"\nEND LC_TELEPHONE',
     []),
    ('/usr/share/i18n/locales/ar_SA, lines 144-169', '',
     'LC_TELEPHONE\ntel_int_fmt    "+%c %a %l"\nint_prefix     "966"\nint_select  "00"\nEND LC_TELEPHONE\n\nLC_MEASUREMENT\ncopy "i18n"\nEND LC_MEASUREMENT\n\nLC_NAME\nname_fmt    "%d%t%g%t%m%t%f"\nEND LC_NAME\n\nLC_ADDRESS\npostal_fmt    "%f%N%a%N%d%N%b%N%s %h %e %r%N%z %T%N%c%N"\ncountry_name "<U0627><U0644><U0645><U0645><U0644><U0643><U0629> <U0627><U0644><U0639><U0631><U0628><U064A><U0629> <U0627><U0644><U0633><U0639><U0648><U062F><U064A><U0629>"\ncountry_ab2 "SA"\ncountry_ab3 "SAU"\ncountry_num 682\ncountry_car  "KSA"\nlang_name    "<U0627><U0644><U0639><U0631><U0628><U064A><U0629>"\nlang_ab      "ar"\nlang_term    "ara"\nlang_lib    "ara"\nEND LC_ADDRESS',
     []),
    ('/usr/share/i18n/locales/pt_BR, lines 134-160', '',
     'LC_TELEPHONE\ntel_int_fmt    "+%c %a %l"\nint_prefix     "55"\nint_select     "00"\nEND LC_TELEPHONE\n\nLC_MEASUREMENT\ncopy "i18n"\nEND LC_MEASUREMENT\n\nLC_NAME\nname_fmt    "%d%t%g%t%m%t%f"\nEND LC_NAME\n\nLC_ADDRESS\npostal_fmt    "%f%N%a%N%d%N%b%N%s %h %e %r%N%z %T%N%c%N"\ncountry_name "Brasil"\ncountry_ab2 "BR"\ncountry_ab3 "BRA"\ncountry_num 076\ncountry_car    "BR"\n% português\nlang_name    "portugu<U00EA>s"\nlang_ab      "pt"\nlang_term    "por"\nlang_lib    "por"\nEND LC_ADDRESS',
     []),
    ('/usr/share/i18n/locales/ru_RU, lines 183-208', '',
     'LC_TELEPHONE\ntel_int_fmt    "+%c %a %l"\nint_prefix     "7"\nint_select     "0~10"\nEND LC_TELEPHONE\n\nLC_MEASUREMENT\ncopy "i18n"\nEND LC_MEASUREMENT\n\nLC_NAME\nname_fmt    "%d%t%g%t%m%t%f"\nEND LC_NAME\n\nLC_ADDRESS\npostal_fmt    "%f%N%a%N%d%N%b%N%s %h %e %r%N%z %T%N%c%N"\ncountry_name "<U0420><U043E><U0441><U0441><U0438><U044F>"\ncountry_ab2 "RU"\ncountry_ab3 "RUS"\ncountry_num 643\ncountry_car    "RUS"\nlang_name   "<U0440><U0443><U0441><U0441><U043A><U0438><U0439>"\nlang_ab      "ru"\nlang_term    "rus"\nlang_lib    "rus"\nEND LC_ADDRESS',
     []),
    ('/usr/share/i18n/locales/ko_KR, lines 6205-6239', '',
     'LC_TELEPHONE\ntel_int_fmt "+%c %a %l"\n% Alternative form:  "+%c (0)%a-%l"\n\n%    "(%A) %l"  : (areacode) local_number\ntel_dom_fmt    "(%A) %l"\n%    Alternative form :\n%    "%A-%l"  : areacode-local_number\n%tel_dom_fmt    "%A- %l"\nint_prefix     "82"\nint_select     "001"\nEND LC_TELEPHONE\n\nLC_MEASUREMENT\ncopy "i18n"\nEND LC_MEASUREMENT\n\nLC_NAME\nname_fmt    "%d%t%g%t%m%t%f"\nEND LC_NAME\n\nLC_ADDRESS\npostal_fmt    "%f%N%a%N%d%N%b%N%s %h %e %r%N%z %T%N%c%N"\ncountry_name "<UB300><UD55C><UBBFC><UAD6D>"\ncountry_ab2 "KR"\ncountry_ab3 "KOR"\ncountry_num 410\ncountry_isbn "979-11,978-89"\ncountry_car    "ROK"\n% 한국말\nlang_name    "<UD55C><UAD6D><UC5B4>"\nlang_ab      "ko"\nlang_term    "kor"\nlang_lib    "kor"\nEND LC_ADDRESS',
     []),
    ('/usr/share/i18n/locales/sv_SE, lines 246-272', '',
     'LC_TELEPHONE\ntel_int_fmt    "+%c-%a-%l"\ntel_dom_fmt    "0%a-%l"\nint_select     "00"\nint_prefix     "46"\nEND LC_TELEPHONE\n\nLC_MEASUREMENT\ncopy "i18n"\nEND LC_MEASUREMENT\n\nLC_NAME\nname_fmt    "%d%t%g%t%m%t%f"\nEND LC_NAME\n\nLC_ADDRESS\npostal_fmt    "%f%N%a%N%d%N%b%N%s %h %e %r%N%z %T%N%c%N"\ncountry_name "Sverige"\ncountry_ab2 "SE"\ncountry_ab3 "SWE"\ncountry_num 752\ncountry_car "S"\nlang_name    "svenska"\nlang_ab      "sv"\nlang_term    "swe"\nlang_lib     "swe"\nEND LC_ADDRESS',
     []),
    ('/usr/share/i18n/locales/tr_TR, lines 2786-2818', '',
     'LC_TELEPHONE\ntel_int_fmt    "+%c %a %l"\nint_prefix     "90"\nint_select     "00"\nEND LC_TELEPHONE\n\nLC_MEASUREMENT\ncopy "i18n"\nEND LC_MEASUREMENT\n\nLC_NAME\nname_fmt    "%d%t%g%t%m%t%f"\nname_gen    "Say<U0131>n"\nname_mr     "Bay"\nname_mrs    "Bayan"\nname_miss   "Bayan"\nname_ms     "Bayan"\nEND LC_NAME\n\nLC_ADDRESS\npostal_fmt    "%f%N%a%N%d%N%b%N%s %h %e %r%N%z %T%N%c%N"\ncountry_name "T<U00FC>rkiye"\ncountry_post\t"TR"\ncountry_car\t"TR"\ncountry_isbn\t975\ncountry_num\t792\ncountry_ab2\t"TR"\ncountry_ab3\t"TUR"\nlang_name\t"T<U00FC>rk<U00E7>e"\nlang_term\t"tur"\nlang_lib\t"tur"\nlang_ab\t\t"tr"\nEND LC_ADDRESS',
     []),
    ('/usr/share/i18n/locales/zh_CN, lines 156-185', '',
     'LC_TELEPHONE\ntel_int_fmt\t"+%c %a %l"\ntel_dom_fmt\t"0%a %l"\nint_select\t"00"\nint_prefix\t"86"\nEND LC_TELEPHONE\n\nLC_NAME\nname_fmt\t"%f%t%g%t%d"\nname_gen\t""\nname_miss\t"<U5C0F><U59D0>"\nname_mr\t\t"<U5148><U751F>"\nname_mrs\t"<U592A><U592A>"\nname_ms\t\t"<U5973><U58EB>"\nEND LC_NAME\n\nLC_ADDRESS\npostal_fmt\t"%c%N%T%N%s %h %e %r%N%b%N%d%N%f%N%a%N"\ncountry_name\t"<U4E2D><U534E><U4EBA><U6C11><U5171><U548C><U56FD>"\n%country_post\t"FIXME"\ncountry_ab2\t"CN"\ncountry_ab3\t"CHN"\ncountry_num\t156\ncountry_car "CHN"\ncountry_isbn\t7\nlang_name\t"<U4E2D><U6587>"\nlang_ab\t\t"zh"\nlang_term\t"zho"\nlang_lib\t"chi"\nEND LC_ADDRESS',
     []),
    ('/usr/share/i18n/locales/fr_FR, lines 23-40', 'en_US',
     '% 2000-06-28, keld.simonsen@dkuug.dk\n% 2008-03-02, stephane.raimbault@gmail.com\n\nLC_IDENTIFICATION\ntitle      "French locale for France"\nsource     "RAP"\naddress    ""\ncontact    "Traduc.org"\nemail      "bug-glibc-locales@gnu.org"\ntel        ""\nfax        ""\nlanguage   "French"\nterritory  "France"\nrevision   "1.0"\ndate       "2008-03-15"\n\ncategory "i18n:2012";LC_IDENTIFICATION\ncategory "i18n:2012";LC_CTYPE',
     [('EMAIL_ADDRESS', 'keld.simonsen@dkuug.dk', 0), ('EMAIL_ADDRESS', 'stephane.raimbault@gmail.com', 0), ('EMAIL_ADDRESS', 'bug-glibc-locales@gnu.org', 0)]),
    ('/usr/share/i18n/locales/es_MX, lines 23-40', 'en_US',
     '% Application: general\n% Users: general\n\nLC_IDENTIFICATION\ntitle      "Spanish locale for Mexico"\nsource     "RAP"\naddress    "Sankt J<U00F8>rgens Alle 8, DK-1615 K<U00F8>benhavn V, Danmark"\ncontact    ""\nemail      "bug-glibc-locales@gnu.org"\ntel        ""\nfax        ""\nlanguage   "Mexican Spanish"\nterritory  "Mexico"\nrevision   "1.0"\ndate       "2000-06-29"\n\ncategory "i18n:2012";LC_IDENTIFICATION\ncategory "i18n:2012";LC_CTYPE',
     [('EMAIL_ADDRESS', 'bug-glibc-locales@gnu.org', 0)]),
    ('/usr/share/i18n/locales/pl_PL, lines 23-40', 'en_US',
     '% Application: general\n% Users: general\n\nLC_IDENTIFICATION\ntitle      "Polish locale for Poland"\nsource     "RAP"\naddress    "Sankt Jo//rgens Alle 8, DK-1615 Ko//benhavn V, Danmark"\ncontact    ""\nemail      "bug-glibc-locales@gnu.org"\ntel        ""\nfax        ""\nlanguage   "Polish"\nterritory  "Poland"\nrevision   "1.0"\ndate       "2000-06-29"\n\ncategory "i18n:2012";LC_IDENTIFICATION\ncategory "i18n:2012";LC_CTYPE',
     [('EMAIL_ADDRESS', 'bug-glibc-locales@gnu.org', 0)]),
    ('/usr/share/i18n/locales/vi_VN, lines 21-38', 'en_US',
     '% Date: 2004-01-09\n% Users: general\n\nLC_IDENTIFICATION\ntitle      "Vietnamese language locale for Vietnam"\nsource     "glibc locale and info from vietnamese native speakers"\naddress    ""\ncontact    "Pablo Saratxaga"\nemail      "pablo@mandrakesoft.com"\ntel        ""\nfax        ""\nlanguage   "Vietnamese"\nterritory  "Vietnam"\nrevision   "1.1"\ndate       "2004-01-09"\n\ncategory "i18n:2012";LC_IDENTIFICATION\ncategory "i18n:2012";LC_CTYPE',
     [('EMAIL_ADDRESS', 'pablo@mandrakesoft.com', 0)]),
    ('/usr/share/i18n/locales/el_GR, lines 22-39', 'en_US',
     '% Date: 1996-10-15\n% Users: general\n\nLC_IDENTIFICATION\ntitle      "Greek locale for Greece"\nsource     "RAP"\naddress    "Sankt Jorgens Alle 8, DK-1615 Kobenhavn V, Danmark"\ncontact    ""\nemail      "bug-glibc-locales@gnu.org"\ntel        ""\nfax        ""\nlanguage   "Greek"\nterritory  "Greece"\nrevision   "1.0"\ndate       "2000-06-29"\n\ncategory "i18n:2012";LC_IDENTIFICATION\ncategory "i18n:2012";LC_CTYPE',
     [('EMAIL_ADDRESS', 'bug-glibc-locales@gnu.org', 0)]),
    ('/usr/share/zoneinfo/zone1970.tab, lines 1-22', '',
     "# tzdb timezone descriptions\n#\n# This file is in the public domain.\n#\n# From Paul Eggert (2018-06-27):\n# This file contains a table where each row stands for a timezone where\n# civil timestamps have agreed since 1970.  Columns are separated by\n# a single tab.  Lines beginning with '#' are comments.  All text uses\n# UTF-8 encoding.  The columns of the table are as follows:\n#\n# 1.  The countries that overlap the timezone, as a comma-separated list\n#     of ISO 3166 2-character country codes.  See the file 'iso3166.tab'.\n# 2.  Latitude and longitude of the timezone's principal location\n#     in ISO 6709 sign-degrees-minutes-seconds format,\n#     either ±DDMM±DDDMM or ±DDMMSS±DDDMMSS,\n#     first latitude (+ is north), then longitude (+ is east).\n# 3.  Timezone name used in value of TZ environment variable.\n#     Please see the theory.html file for how these names are chosen.\n#     If multiple timezones overlap a country, each has a row in the\n#     table, with each column 1 containing the country code.\n# 4.  Comments; present if and only if countries have multiple timezones,\n#     and useful only for those countries.  For example, the comments",
     []),
    ('/usr/share/zoneinfo/zone1970.tab, lines 60-85', '',
     'AR\t-3319-06621\tAmerica/Argentina/San_Luis\tSan Luis (SL)\nAR\t-5138-06913\tAmerica/Argentina/Rio_Gallegos\tSanta Cruz (SC)\nAR\t-5448-06818\tAmerica/Argentina/Ushuaia\tTierra del Fuego (TF)\nAS,UM\t-1416-17042\tPacific/Pago_Pago\tMidway\nAT\t+4813+01620\tEurope/Vienna\nAU\t-3133+15905\tAustralia/Lord_Howe\tLord Howe Island\nAU\t-5430+15857\tAntarctica/Macquarie\tMacquarie Island\nAU\t-4253+14719\tAustralia/Hobart\tTasmania\nAU\t-3749+14458\tAustralia/Melbourne\tVictoria\nAU\t-3352+15113\tAustralia/Sydney\tNew South Wales (most areas)\nAU\t-3157+14127\tAustralia/Broken_Hill\tNew South Wales (Yancowinna)\nAU\t-2728+15302\tAustralia/Brisbane\tQueensland (most areas)\nAU\t-2016+14900\tAustralia/Lindeman\tQueensland (Whitsunday Islands)\nAU\t-3455+13835\tAustralia/Adelaide\tSouth Australia\nAU\t-1228+13050\tAustralia/Darwin\tNorthern Territory\nAU\t-3157+11551\tAustralia/Perth\tWestern Australia (most areas)\nAU\t-3143+12852\tAustralia/Eucla\tWestern Australia (Eucla)\nAZ\t+4023+04951\tAsia/Baku\nBB\t+1306-05937\tAmerica/Barbados\nBD\t+2343+09025\tAsia/Dhaka\nBE,LU,NL\t+5050+00420\tEurope/Brussels\nBG\t+4241+02319\tEurope/Sofia\nBM\t+3217-06446\tAtlantic/Bermuda\nBO\t-1630-06809\tAmerica/La_Paz\nBR\t-0351-03225\tAmerica/Noronha\tAtlantic islands\nBR\t-0127-04829\tAmerica/Belem\tPará (east), Amapá',
     []),
    ('/usr/share/zoneinfo/zone1970.tab, lines 180-205', '',
     "IN\t+2232+08822\tAsia/Kolkata\nIO\t-0720+07225\tIndian/Chagos\nIQ\t+3321+04425\tAsia/Baghdad\nIR\t+3540+05126\tAsia/Tehran\nIT,SM,VA\t+4154+01229\tEurope/Rome\nJM\t+175805-0764736\tAmerica/Jamaica\nJO\t+3157+03556\tAsia/Amman\nJP,AU\t+353916+1394441\tAsia/Tokyo\tEyre Bird Observatory\nKE,DJ,ER,ET,KM,MG,SO,TZ,UG,YT\t-0117+03649\tAfrica/Nairobi\nKG\t+4254+07436\tAsia/Bishkek\nKI,MH,TV,UM,WF\t+0125+17300\tPacific/Tarawa\tGilberts, Marshalls, Wake\nKI\t-0247-17143\tPacific/Kanton\tPhoenix Islands\nKI\t+0152-15720\tPacific/Kiritimati\tLine Islands\nKP\t+3901+12545\tAsia/Pyongyang\nKR\t+3733+12658\tAsia/Seoul\nKZ\t+4315+07657\tAsia/Almaty\tmost of Kazakhstan\nKZ\t+4448+06528\tAsia/Qyzylorda\tQyzylorda/Kyzylorda/Kzyl-Orda\nKZ\t+5312+06337\tAsia/Qostanay\tQostanay/Kostanay/Kustanay\nKZ\t+5017+05710\tAsia/Aqtobe\tAqtöbe/Aktobe\nKZ\t+4431+05016\tAsia/Aqtau\tMangghystaū/Mankistau\nKZ\t+4707+05156\tAsia/Atyrau\tAtyraū/Atirau/Gur'yev\nKZ\t+5113+05121\tAsia/Oral\tWest Kazakhstan\nLB\t+3353+03530\tAsia/Beirut\nLK\t+0656+07951\tAsia/Colombo\nLR\t+0618-01047\tAfrica/Monrovia\nLT\t+5441+02519\tEurope/Vilnius",
     []),
    ('/usr/share/zoneinfo/zone1970.tab, lines 300-325', '',
     'ST\t+0020+00644\tAfrica/Sao_Tome\nSV\t+1342-08912\tAmerica/El_Salvador\nSY\t+3330+03618\tAsia/Damascus\nTC\t+2128-07108\tAmerica/Grand_Turk\nTD\t+1207+01503\tAfrica/Ndjamena\nTH,CX,KH,LA,VN\t+1345+10031\tAsia/Bangkok\tnorth Vietnam\nTJ\t+3835+06848\tAsia/Dushanbe\nTK\t-0922-17114\tPacific/Fakaofo\nTL\t-0833+12535\tAsia/Dili\nTM\t+3757+05823\tAsia/Ashgabat\nTN\t+3648+01011\tAfrica/Tunis\nTO\t-210800-1751200\tPacific/Tongatapu\nTR\t+4101+02858\tEurope/Istanbul\nTW\t+2503+12130\tAsia/Taipei\nUA\t+5026+03031\tEurope/Kyiv\tmost of Ukraine\nUS\t+404251-0740023\tAmerica/New_York\tEastern (most areas)\nUS\t+421953-0830245\tAmerica/Detroit\tEastern - MI (most areas)\nUS\t+381515-0854534\tAmerica/Kentucky/Louisville\tEastern - KY (Louisville area)\nUS\t+364947-0845057\tAmerica/Kentucky/Monticello\tEastern - KY (Wayne)\nUS\t+394606-0860929\tAmerica/Indiana/Indianapolis\tEastern - IN (most areas)\nUS\t+384038-0873143\tAmerica/Indiana/Vincennes\tEastern - IN (Da, Du, K, Mn)\nUS\t+410305-0863611\tAmerica/Indiana/Winamac\tEastern - IN (Pulaski)\nUS\t+382232-0862041\tAmerica/Indiana/Marengo\tEastern - IN (Crawford)\nUS\t+382931-0871643\tAmerica/Indiana/Petersburg\tEastern - IN (Pike)\nUS\t+384452-0850402\tAmerica/Indiana/Vevay\tEastern - IN (Switzerland)\nUS\t+415100-0873900\tAmerica/Chicago\tCentral (most areas)',
     []),
    ('/usr/share/zoneinfo/iso3166.tab, lines 40-75', '',
     "AR\tArgentina\nAS\tSamoa (American)\nAT\tAustria\nAU\tAustralia\nAW\tAruba\nAX\tÅland Islands\nAZ\tAzerbaijan\nBA\tBosnia & Herzegovina\nBB\tBarbados\nBD\tBangladesh\nBE\tBelgium\nBF\tBurkina Faso\nBG\tBulgaria\nBH\tBahrain\nBI\tBurundi\nBJ\tBenin\nBL\tSt Barthelemy\nBM\tBermuda\nBN\tBrunei\nBO\tBolivia\nBQ\tCaribbean NL\nBR\tBrazil\nBS\tBahamas\nBT\tBhutan\nBV\tBouvet Island\nBW\tBotswana\nBY\tBelarus\nBZ\tBelize\nCA\tCanada\nCC\tCocos (Keeling) Islands\nCD\tCongo (Dem. Rep.)\nCF\tCentral African Rep.\nCG\tCongo (Rep.)\nCH\tSwitzerland\nCI\tCôte d'Ivoire\nCK\tCook Islands",
     []),
    ('/usr/share/zoneinfo/leap-seconds.list, lines 1-30', '',
     '#\tATOMIC TIME\n#\tCoordinated Universal Time (UTC) is the reference time scale derived\n#\tfrom The "Temps Atomique International" (TAI) calculated by the Bureau\n#\tInternational des Poids et Mesures (BIPM) using a worldwide network of atomic\n#\tclocks. UTC differs from TAI by an integer number of seconds; it is the basis\n#\tof all activities in the world.\n#\n#\n#\tASTRONOMICAL TIME (UT1) is the time scale based on the rate of rotation of the earth.\n#\tIt is now mainly derived from Very Long Baseline Interferometry (VLBI). The various\n#\tirregular fluctuations progressively detected in the rotation rate of the Earth led\n#\tin 1972 to the replacement of UT1 by UTC as the reference time scale.\n#\n#\n#\tLEAP SECOND\n#\tAtomic clocks are more stable than the rate of the earth\'s rotation since the latter\n#\tundergoes a full range of geophysical perturbations at various time scales: lunisolar\n#\tand core-mantle torques, atmospheric and oceanic effects, etc.\n#\tLeap seconds are needed to keep the two time scales in agreement, i.e. UT1-UTC smaller\n#\tthan 0.9 seconds. Therefore, when necessary a "leap second" is applied to UTC.\n#\tSince the adoption of this system in 1972 it has been necessary to add a number of seconds to UTC,\n#\tfirstly due to the initial choice of the value of the second (1/86400 mean solar day of\n#\tthe year 1820) and secondly to the general slowing down of the Earth\'s rotation. It is\n#\ttheoretically possible to have a negative leap second (a second removed from UTC), but so far,',
     []),
    ('/usr/share/zoneinfo/leap-seconds.list, lines 85-120', '',
     "#\n2272060800      10      # 1 Jan 1972\n2287785600      11      # 1 Jul 1972\n2303683200      12      # 1 Jan 1973\n2335219200      13      # 1 Jan 1974\n2366755200      14      # 1 Jan 1975\n2398291200      15      # 1 Jan 1976\n2429913600      16      # 1 Jan 1977\n2461449600      17      # 1 Jan 1978\n2492985600      18      # 1 Jan 1979\n2524521600      19      # 1 Jan 1980\n2571782400      20      # 1 Jul 1981\n2603318400      21      # 1 Jul 1982\n2634854400      22      # 1 Jul 1983\n2698012800      23      # 1 Jul 1985\n2776982400      24      # 1 Jan 1988\n2840140800      25      # 1 Jan 1990\n2871676800      26      # 1 Jan 1991\n2918937600      27      # 1 Jul 1992\n2950473600      28      # 1 Jul 1993\n2982009600      29      # 1 Jul 1994\n3029443200      30      # 1 Jan 1996\n3076704000      31      # 1 Jul 1997\n3124137600      32      # 1 Jan 1999\n3345062400      33      # 1 Jan 2006\n3439756800      34      # 1 Jan 2009\n3550089600      35      # 1 Jul 2012\n3644697600      36      # 1 Jul 2015\n3692217600      37      # 1 Jan 2017\n#\n#\tA hash code has been generated to be able to verify the integrity\n#\tof this file. For more information about using this hash code,\n#\tplease see the readme file in the 'source' directory :\n#\thttps://hpiers.obspm.fr/iers/bul/bulc/ntp/sources/README\n#\n#h\t49db2447 571e5e1b 2f002a53 9c8da8e4 39b8e49e",
     []),
    ('/usr/share/zoneinfo/tzdata.zi, lines 100-130', '',
     'R M 2010 o - May 2 0 1 -\nR M 2010 o - Au 8 0 0 -\nR M 2011 o - Ap 3 0 1 -\nR M 2011 o - Jul 31 0 0 -\nR M 2012 2013 - Ap lastSu 2 1 -\nR M 2012 o - Jul 20 3 0 -\nR M 2012 o - Au 20 2 1 -\nR M 2012 o - S 30 3 0 -\nR M 2013 o - Jul 7 3 0 -\nR M 2013 o - Au 10 2 1 -\nR M 2013 2018 - O lastSu 3 0 -\nR M 2014 2018 - Mar lastSu 2 1 -\nR M 2014 o - Jun 28 3 0 -\nR M 2014 o - Au 2 2 1 -\nR M 2015 o - Jun 14 3 0 -\nR M 2015 o - Jul 19 2 1 -\nR M 2016 o - Jun 5 3 0 -\nR M 2016 o - Jul 10 2 1 -\nR M 2017 o - May 21 3 0 -\nR M 2017 o - Jul 2 2 1 -\nR M 2018 o - May 13 3 0 -\nR M 2018 o - Jun 17 2 1 -\nR M 2019 o - May 5 3 -1 -\nR M 2019 o - Jun 9 2 0 -\nR M 2020 o - Ap 19 3 -1 -\nR M 2020 o - May 31 2 0 -\nR M 2021 o - Ap 11 3 -1 -\nR M 2021 o - May 16 2 0 -\nR M 2022 o - Mar 27 3 -1 -\nR M 2022 o - May 8 2 0 -\nR M 2023 o - Mar 19 3 -1 -',
     []),
    ('/usr/share/zoneinfo/tzdata.zi, lines 2000-2030', '',
     'R FK 1943 o - Ja 1 0 0 -\nR FK 1983 o - S lastSu 0 1 -\nR FK 1984 1985 - Ap lastSu 0 0 -\nR FK 1984 o - S 16 0 1 -\nR FK 1985 2000 - S Su>=9 0 1 -\nR FK 1986 2000 - Ap Su>=16 0 0 -\nR FK 2001 2010 - Ap Su>=15 2 0 -\nR FK 2001 2010 - S Su>=1 2 1 -\nR y 1975 1988 - O 1 0 1 -\nR y 1975 1978 - Mar 1 0 0 -\nR y 1979 1991 - Ap 1 0 0 -\nR y 1989 o - O 22 0 1 -\nR y 1990 o - O 1 0 1 -\nR y 1991 o - O 6 0 1 -\nR y 1992 o - Mar 1 0 0 -\nR y 1992 o - O 5 0 1 -\nR y 1993 o - Mar 31 0 0 -\nR y 1993 1995 - O 1 0 1 -\nR y 1994 1995 - F lastSu 0 0 -\nR y 1996 o - Mar 1 0 0 -\nR y 1996 2001 - O Su>=1 0 1 -\nR y 1997 o - F lastSu 0 0 -\nR y 1998 2001 - Mar Su>=1 0 0 -\nR y 2002 2004 - Ap Su>=1 0 0 -\nR y 2002 2003 - S Su>=1 0 1 -\nR y 2004 2009 - O Su>=15 0 1 -\nR y 2005 2009 - Mar Su>=8 0 0 -\nR y 2010 2024 - O Su>=1 0 1 -\nR y 2010 2012 - Ap Su>=8 0 0 -\nR y 2013 2024 - Mar Su>=22 0 0 -\nR PE 1938 o - Ja 1 0 1 -',
     []),
    ('/usr/share/zoneinfo/zone.tab, lines 200-225', '',
     'GT\t+1438-09031\tAmerica/Guatemala\nGU\t+1328+14445\tPacific/Guam\nGW\t+1151-01535\tAfrica/Bissau\nGY\t+0648-05810\tAmerica/Guyana\nHK\t+2217+11409\tAsia/Hong_Kong\nHN\t+1406-08713\tAmerica/Tegucigalpa\nHR\t+4548+01558\tEurope/Zagreb\nHT\t+1832-07220\tAmerica/Port-au-Prince\nHU\t+4730+01905\tEurope/Budapest\nID\t-0610+10648\tAsia/Jakarta\tJava, Sumatra\nID\t-0002+10920\tAsia/Pontianak\tBorneo (west, central)\nID\t-0507+11924\tAsia/Makassar\tBorneo (east, south), Sulawesi/Celebes, Bali, Nusa Tengarra, Timor (west)\nID\t-0232+14042\tAsia/Jayapura\tNew Guinea (West Papua / Irian Jaya), Malukus/Moluccas\nIE\t+5320-00615\tEurope/Dublin\nIL\t+314650+0351326\tAsia/Jerusalem\nIM\t+5409-00428\tEurope/Isle_of_Man\nIN\t+2232+08822\tAsia/Kolkata\nIO\t-0720+07225\tIndian/Chagos\nIQ\t+3321+04425\tAsia/Baghdad\nIR\t+3540+05126\tAsia/Tehran\nIS\t+6409-02151\tAtlantic/Reykjavik\nIT\t+4154+01229\tEurope/Rome\nJE\t+491101-0020624\tEurope/Jersey\nJM\t+175805-0764736\tAmerica/Jamaica\nJO\t+3157+03556\tAsia/Amman\nJP\t+353916+1394441\tAsia/Tokyo',
     []),
    ('/etc/services, lines 20-60', '',
     'chargen\t\t19/udp\t\tttytst source\nftp-data\t20/tcp\nftp\t\t21/tcp\nfsp\t\t21/udp\t\tfspd\nssh\t\t22/tcp\t\t\t\t# SSH Remote Login Protocol\ntelnet\t\t23/tcp\nsmtp\t\t25/tcp\t\tmail\ntime\t\t37/tcp\t\ttimserver\ntime\t\t37/udp\t\ttimserver\nwhois\t\t43/tcp\t\tnicname\ntacacs\t\t49/tcp\t\t\t\t# Login Host Protocol (TACACS)\ntacacs\t\t49/udp\ndomain\t\t53/tcp\t\t\t\t# Domain Name Server\ndomain\t\t53/udp\nbootps\t\t67/udp\nbootpc\t\t68/udp\ntftp\t\t69/udp\ngopher\t\t70/tcp\t\t\t\t# Internet Gopher\nfinger\t\t79/tcp\nhttp\t\t80/tcp\t\twww\t\t# WorldWideWeb HTTP\nkerberos\t88/tcp\t\tkerberos5 krb5 kerberos-sec\t# Kerberos v5\nkerberos\t88/udp\t\tkerberos5 krb5 kerberos-sec\t# Kerberos v5\niso-tsap\t102/tcp\t\ttsap\t\t# part of ISODE\nacr-nema\t104/tcp\t\tdicom\t\t# Digital Imag. & Comm. 300\npop3\t\t110/tcp\t\tpop-3\t\t# POP version 3\nsunrpc\t\t111/tcp\t\tportmapper\t# RPC 4.0 portmapper\nsunrpc\t\t111/udp\t\tportmapper\nauth\t\t113/tcp\t\tauthentication tap ident\nnntp\t\t119/tcp\t\treadnews untp\t# USENET News Transfer Protocol\nntp\t\t123/udp\t\t\t\t# Network Time Protocol\nepmap\t\t135/tcp\t\tloc-srv\t\t# DCE endpoint resolution\nnetbios-ns\t137/udp\t\t\t\t# NETBIOS Name Service\nnetbios-dgm\t138/udp\t\t\t\t# NETBIOS Datagram Service\nnetbios-ssn\t139/tcp\t\t\t\t# NETBIOS session service\nimap2\t\t143/tcp\t\timap\t\t# Interim Mail Access P 2 and 4\nsnmp\t\t161/tcp\t\t\t\t# Simple Net Mgmt Protocol\nsnmp\t\t161/udp\nsnmp-trap\t162/tcp\t\tsnmptrap\t# Traps for SNMP\nsnmp-trap\t162/udp\t\tsnmptrap\ncmip-man\t163/tcp\t\t\t\t# ISO mgmt over IP (CMOT)\ncmip-man\t163/udp',
     []),
    ('/etc/services, lines 140-180', '',
     '#\n#> The Registered Ports are not controlled by the IANA and on most systems\n#> can be used by ordinary user processes or programs executed by ordinary\n#> users.\n#\n#> Ports are used in the TCP [45,106] to name the ends of logical\n#> connections which carry long term conversations.  For the purpose of\n#> providing services to unknown callers, a service contact port is\n#> defined.  This list specifies the port used by the server process as its\n#> contact port.  While the IANA can not control uses of these ports it\n#> does register or list uses of these ports as a convienence to the\n#> community.\n#\nsocks\t\t1080/tcp\t\t\t# socks proxy server\nproofd\t\t1093/tcp\nrootd\t\t1094/tcp\nopenvpn\t\t1194/tcp\nopenvpn\t\t1194/udp\nrmiregistry\t1099/tcp\t\t\t# Java RMI Registry\nlotusnote\t1352/tcp\tlotusnotes\t# Lotus Note\nms-sql-s\t1433/tcp\t\t\t# Microsoft SQL Server\nms-sql-m\t1434/udp\t\t\t# Microsoft SQL Monitor\ningreslock\t1524/tcp\ndatametrics\t1645/tcp\told-radius\ndatametrics\t1645/udp\told-radius\nsa-msg-port\t1646/tcp\told-radacct\nsa-msg-port\t1646/udp\told-radacct\nkermit\t\t1649/tcp\ngroupwise\t1677/tcp\nl2f\t\t1701/udp\tl2tp\nradius\t\t1812/tcp\nradius\t\t1812/udp\nradius-acct\t1813/tcp\tradacct\t\t# Radius Accounting\nradius-acct\t1813/udp\tradacct\ncisco-sccp\t2000/tcp\t\t\t# Cisco SCCP\nnfs\t\t2049/tcp\t\t\t# Network File System\nnfs\t\t2049/udp\t\t\t# Network File System\ngnunet\t\t2086/tcp\ngnunet\t\t2086/udp\nrtcm-sc104\t2101/tcp\t\t\t# RTCM SC-104 IANA 1/29/99\nrtcm-sc104\t2101/udp',
     []),
    ('/etc/services, lines 250-290', '',
     'babel\t\t6696/udp\t\t\t# Babel Routing Protocol\nircs-u\t\t6697/tcp\t\t# Internet Relay Chat via TLS/SSL\nbbs\t\t7000/tcp\nafs3-fileserver 7000/udp\nafs3-callback\t7001/udp\t\t\t# callbacks to cache managers\nafs3-prserver\t7002/udp\t\t\t# users & groups database\nafs3-vlserver\t7003/udp\t\t\t# volume location database\nafs3-kaserver\t7004/udp\t\t\t# AFS/Kerberos authentication\nafs3-volser\t7005/udp\t\t\t# volume managment server\nafs3-bos\t7007/udp\t\t\t# basic overseer process\nafs3-update\t7008/udp\t\t\t# server-to-server updater\nafs3-rmtsys\t7009/udp\t\t\t# remote cache manager service\nfont-service\t7100/tcp\txfs\t\t# X Font Service\nhttp-alt\t8080/tcp\twebcache\t# WWW caching service\npuppet\t\t8140/tcp\t\t\t# The Puppet master service\nbacula-dir\t9101/tcp\t\t\t# Bacula Director\nbacula-fd\t9102/tcp\t\t\t# Bacula File Daemon\nbacula-sd\t9103/tcp\t\t\t# Bacula Storage Daemon\nxmms2\t\t9667/tcp\t# Cross-platform Music Multiplexing System\nnbd\t\t10809/tcp\t\t\t# Linux Network Block Device\nzabbix-agent\t10050/tcp\t\t\t# Zabbix Agent\nzabbix-trapper\t10051/tcp\t\t\t# Zabbix Trapper\namanda\t\t10080/tcp\t\t\t# amanda backup services\ndicom\t\t11112/tcp\nhkp\t\t11371/tcp\t\t\t# OpenPGP HTTP Keyserver\ndb-lsp\t\t17500/tcp\t\t\t# Dropbox LanSync Protocol\ndcap\t\t22125/tcp\t\t\t# dCache Access Protocol\ngsidcap\t\t22128/tcp\t\t\t# GSI dCache Access Protocol\nwnn6\t\t22273/tcp\t\t\t# wnn6\n\n#\n# Datagram Delivery Protocol services\n#\nrtmp\t\t1/ddp\t\t\t# Routing Table Maintenance Protocol\nnbp\t\t2/ddp\t\t\t# Name Binding Protocol\necho\t\t4/ddp\t\t\t# AppleTalk Echo Protocol\nzip\t\t6/ddp\t\t\t# Zone Information Protocol\n',
     []),
    ('/etc/protocols, lines 1-40', '',
     '# Internet (IP) protocols\n#\n# Updated from http://www.iana.org/assignments/protocol-numbers and other\n# sources.\n# New protocols will be added on request if they have been officially\n# assigned by IANA and are not historical.\n# If you need a huge list of used numbers please install the nmap package.\n\nip\t0\tIP\t\t# internet protocol, pseudo protocol number\nhopopt\t0\tHOPOPT\t\t# IPv6 Hop-by-Hop Option [RFC1883]\nicmp\t1\tICMP\t\t# internet control message protocol\nigmp\t2\tIGMP\t\t# Internet Group Management\nggp\t3\tGGP\t\t# gateway-gateway protocol\nipencap\t4\tIP-ENCAP\t# IP encapsulated in IP (officially ``IP\'\')\nst\t5\tST\t\t# ST datagram mode\ntcp\t6\tTCP\t\t# transmission control protocol\negp\t8\tEGP\t\t# exterior gateway protocol\nigp\t9\tIGP\t\t# any private interior gateway (Cisco)\npup\t12\tPUP\t\t# PARC universal packet protocol\nudp\t17\tUDP\t\t# user datagram protocol\nhmp\t20\tHMP\t\t# host monitoring protocol\nxns-idp\t22\tXNS-IDP\t\t# Xerox NS IDP\nrdp\t27\tRDP\t\t# "reliable datagram" protocol\niso-tp4\t29\tISO-TP4\t\t# ISO Transport Protocol class 4 [RFC905]\ndccp\t33\tDCCP\t\t# Datagram Congestion Control Prot. [RFC4340]\nxtp\t36\tXTP\t\t# Xpress Transfer Protocol\nddp\t37\tDDP\t\t# Datagram Delivery Protocol\nidpr-cmtp 38\tIDPR-CMTP\t# IDPR Control Message Transport\nipv6\t41\tIPv6\t\t# Internet Protocol, version 6\nipv6-route 43\tIPv6-Route\t# Routing Header for IPv6\nipv6-frag 44\tIPv6-Frag\t# Fragment Header for IPv6\nidrp\t45\tIDRP\t\t# Inter-Domain Routing Protocol\nrsvp\t46\tRSVP\t\t# Reservation Protocol\ngre\t47\tGRE\t\t# General Routing Encapsulation',
     []),
    ('<venv>/site-packages/certifi/cacert.pem, lines 1-25', '',
     '# Issuer: CN=COMODO ECC Certification Authority O=COMODO CA Limited\n# Subject: CN=COMODO ECC Certification Authority O=COMODO CA Limited\n# Label: "COMODO ECC Certification Authority"\n# Serial: 41578283867086692638256921589707938090\n# MD5 Fingerprint: 7c:62:ff:74:9d:31:53:5e:68:4a:d5:78:aa:1e:bf:23\n# SHA1 Fingerprint: 9f:74:4e:9f:2b:4d:ba:ec:0f:31:2c:50:b6:56:3b:8e:2d:93:c3:11\n# SHA256 Fingerprint: 17:93:92:7a:06:14:54:97:89:ad:ce:2f:8f:34:f7:f0:b6:6d:0f:3a:e3:a3:b8:4d:21:ec:15:db:ba:4f:ad:c7\n-----BEGIN CERTIFICATE-----\nMIICiTCCAg+gAwIBAgIQH0evqmIAcFBUTAGem2OZKjAKBggqhkjOPQQDAzCBhTEL\nMAkGA1UEBhMCR0IxGzAZBgNVBAgTEkdyZWF0ZXIgTWFuY2hlc3RlcjEQMA4GA1UE\nBxMHU2FsZm9yZDEaMBgGA1UEChMRQ09NT0RPIENBIExpbWl0ZWQxKzApBgNVBAMT\nIkNPTU9ETyBFQ0MgQ2VydGlmaWNhdGlvbiBBdXRob3JpdHkwHhcNMDgwMzA2MDAw\nMDAwWhcNMzgwMTE4MjM1OTU5WjCBhTELMAkGA1UEBhMCR0IxGzAZBgNVBAgTEkdy\nZWF0ZXIgTWFuY2hlc3RlcjEQMA4GA1UEBxMHU2FsZm9yZDEaMBgGA1UEChMRQ09N\nT0RPIENBIExpbWl0ZWQxKzApBgNVBAMTIkNPTU9ETyBFQ0MgQ2VydGlmaWNhdGlv\nbiBBdXRob3JpdHkwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAQDR3svdcmCFYX7deSR\nFtSrYpn1PlILBs5BAH+X4QokPB0BBO490o0JlwzgdeT6+3eKKvUDYEs2ixYjFq0J\ncfRK9ChQtP6IHG4/bC8vCVlbpVsLM5niwz2J+Wos77LTBumjQjBAMB0GA1UdDgQW\nBBR1cacZSBm8nZ3qQUfflMRId5nTeTAOBgNVHQ8BAf8EBAMCAQYwDwYDVR0TAQH/\nBAUwAwEB/zAKBggqhkjOPQQDAwNoADBlAjEA7wNbeqy3eApyt4jf/7VGFAkK+qDm\nfQjGGoe9GKhzvSbKYAydzpmfz1wPMOG+FDHqAjAU9JM8SaczepBGR7NjfRObTrdv\nGDeAU/7dIOA1mjbRxwG55tzd8/8dLDoWV9mSOdY=\n-----END CERTIFICATE-----',
     []),
    ('<venv>/site-packages/certifi/cacert.pem, lines 1200-1225', '',
     'TjEwMC4GA1UECgwnQ2hpbmEgRmluYW5jaWFsIENlcnRpZmljYXRpb24gQXV0aG9y\naXR5MRUwEwYDVQQDDAxDRkNBIEVWIFJPT1QwHhcNMTIwODA4MDMwNzAxWhcNMjkx\nMjMxMDMwNzAxWjBWMQswCQYDVQQGEwJDTjEwMC4GA1UECgwnQ2hpbmEgRmluYW5j\naWFsIENlcnRpZmljYXRpb24gQXV0aG9yaXR5MRUwEwYDVQQDDAxDRkNBIEVWIFJP\nT1QwggIiMA0GCSqGSIb3DQEBAQUAA4ICDwAwggIKAoICAQDXXWvNED8fBVnVBU03\nsQ7smCuOFR36k0sXgiFxEFLXUWRwFsJVaU2OFW2fvwwbwuCjZ9YMrM8irq93VCpL\nTIpTUnrD7i7es3ElweldPe6hL6P3KjzJIx1qqx2hp/Hz7KDVRM8Vz3IvHWOX6Jn5\n/ZOkVIBMUtRSqy5J35DNuF++P96hyk0g1CXohClTt7GIH//62pCfCqktQT+x8Rgp\n7hZZLDRJGqgG16iI0gNyejLi6mhNbiyWZXvKWfry4t3uMCz7zEasxGPrb382KzRz\nEpR/38wmnvFyXVBlWY9ps4deMm/DGIq1lY+wejfeWkU7xzbh72fROdOXW3NiGUgt\nhxwG+3SYIElz8AXSG7Ggo7cbcNOIabla1jj0Ytwli3i/+Oh+uFzJlU9fpy25IGvP\na931DfSCt/SyZi4QKPaXWnuWFo8BGS1sbn85WAZkgwGDg8NNkt0yxoekN+kWzqot\naK8KgWU6cMGbrU1tVMoqLUuFG7OA5nBFDWteNfB/O7ic5ARwiRIlk9oKmSJgamNg\nTnYGmE69g60dWIolhdLHZR4tjsbftsbhf4oEIRUpdPA+nJCdDC7xij5aqgwJHsfV\nPKPtl8MeNPo4+QgO48BdK4PRVmrJtqhUUy54Mmc9gn900PvhtgVguXDbjgv5E1hv\ncWAQUhC5wUEJ73IfZzF4/5YFjQIDAQABo2MwYTAfBgNVHSMEGDAWgBTj/i39KNAL\ntbq2osS/BqoFjJP7LzAPBgNVHRMBAf8EBTADAQH/MA4GA1UdDwEB/wQEAwIBBjAd\nBgNVHQ4EFgQU4/4t/SjQC7W6tqLEvwaqBYyT+y8wDQYJKoZIhvcNAQELBQADggIB\nACXGumvrh8vegjmWPfBEp2uEcwPenStPuiB/vHiyz5ewG5zz13ku9Ui20vsXiObT\nej/tUxPQ4i9qecsAIyjmHjdXNYmEwnZPNDatZ8POQQaIxffu2Bq41gt/UP+TqhdL\njOztUmCypAbqTuv0axn96/Ua4CUqmtzHQTb3yHQFhDmVOdYLO6Qn+gjYXB74BGBS\nESgoA//vU2YApUo0FmZ8/Qmkrp5nGm9BC2sGE5uPhnEFtC+NiWYzKXZUmhH4J/qy\nP5Hgzg0b8zAarb8iXRvTvyUFTeGSGn+ZnzxEk8rUQElsgIfXBDrDMlI1Dlb4pd19',
     []),
    ('/usr/share/common-licenses/GPL-2, lines 1-20', '',
     "                    GNU GENERAL PUBLIC LICENSE\n                       Version 2, June 1991\n\n Copyright (C) 1989, 1991 Free Software Foundation, Inc.,\n 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA\n Everyone is permitted to copy and distribute verbatim copies\n of this license document, but changing it is not allowed.\n\n                            Preamble\n\n  The licenses for most software are designed to take away your\nfreedom to share and change it.  By contrast, the GNU General Public\nLicense is intended to guarantee your freedom to share and change free\nsoftware--to make sure the software is free for all its users.  This\nGeneral Public License applies to most of the Free Software\nFoundation's software and to any other program whose authors commit to\nusing it.  (Some other Free Software Foundation software is covered by\nthe GNU Lesser General Public License instead.)  You can apply it to\nyour programs, too.",
     []),
    ('/usr/share/common-licenses/GPL-2, lines 300-339', '',
     '    This program is distributed in the hope that it will be useful,\n    but WITHOUT ANY WARRANTY; without even the implied warranty of\n    MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the\n    GNU General Public License for more details.\n\n    You should have received a copy of the GNU General Public License along\n    with this program; if not, write to the Free Software Foundation, Inc.,\n    51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA.\n\nAlso add information on how to contact you by electronic and paper mail.\n\nIf the program is interactive, make it output a short notice like this\nwhen it starts in an interactive mode:\n\n    Gnomovision version 69, Copyright (C) year name of author\n    Gnomovision comes with ABSOLUTELY NO WARRANTY; for details type `show w\'.\n    This is free software, and you are welcome to redistribute it\n    under certain conditions; type `show c\' for details.\n\nThe hypothetical commands `show w\' and `show c\' should show the appropriate\nparts of the General Public License.  Of course, the commands you use may\nbe called something other than `show w\' and `show c\'; they could even be\nmouse-clicks or menu items--whatever suits your program.\n\nYou should also get your employer (if you work as a programmer) or your\nschool, if any, to sign a "copyright disclaimer" for the program, if\nnecessary.  Here is a sample; alter the names:\n\n  Yoyodyne, Inc., hereby disclaims all copyright interest in the program',
     []),
    ('/usr/share/common-licenses/Apache-2.0, lines 170-202', '',
     '      License. However, in accepting such obligations, You may act only\n      on Your own behalf and on Your sole responsibility, not on behalf\n      of any other Contributor, and only if You agree to indemnify,\n      defend, and hold each Contributor harmless for any liability\n      incurred by, or claims asserted against, such Contributor by reason\n      of your accepting any such warranty or additional liability.\n\n   END OF TERMS AND CONDITIONS\n\n   APPENDIX: How to apply the Apache License to your work.\n\n      To apply the Apache License to your work, attach the following\n      boilerplate notice, with the fields enclosed by brackets "[]"\n      replaced with your own identifying information. (Don\'t include\n      the brackets!)  The text should be enclosed in the appropriate\n      comment syntax for the file format. We also recommend that a\n      file or class name and description of purpose be included on the\n      same "printed page" as the copyright notice for easier\n      identification within third-party archives.\n\n   Copyright [yyyy] [name of copyright owner]\n\n   Licensed under the Apache License, Version 2.0 (the "License");\n   you may not use this file except in compliance with the License.\n   You may obtain a copy of the License at\n\n       http://www.apache.org/licenses/LICENSE-2.0\n\n   Unless required by applicable law or agreed to in writing, software\n   distributed under the License is distributed on an "AS IS" BASIS,',
     []),
    ('/usr/share/common-licenses/LGPL-2.1, lines 480-502', '',
     '    This library is distributed in the hope that it will be useful,\n    but WITHOUT ANY WARRANTY; without even the implied warranty of\n    MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU\n    Lesser General Public License for more details.\n\n    You should have received a copy of the GNU Lesser General Public\n    License along with this library; if not, write to the Free Software\n    Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA  02110-1301  USA\n\nAlso add information on how to contact you by electronic and paper mail.\n\nYou should also get your employer (if you work as a programmer) or your\nschool, if any, to sign a "copyright disclaimer" for the library, if\nnecessary.  Here is a sample; alter the names:\n\n  Yoyodyne, Inc., hereby disclaims all copyright interest in the\n  library `Frob\' (a library for tweaking knobs) written by James Random Hacker.\n\n  <signature of Ty Coon>, 1 April 1990\n  Ty Coon, President of Vice\n\nThat\'s all there is to it!',
     []),
    ('/usr/share/common-licenses/MPL-2.0, lines 1-30', '',
     'Mozilla Public License Version 2.0\n==================================\n\n1. Definitions\n--------------\n\n1.1. "Contributor"\n    means each individual or legal entity that creates, contributes to\n    the creation of, or owns Covered Software.\n\n1.2. "Contributor Version"\n    means the combination of the Contributions of others (if any) used\n    by a Contributor and that particular Contributor\'s Contribution.\n\n1.3. "Contribution"\n    means Covered Software of a particular Contributor.\n\n1.4. "Covered Software"\n    means Source Code Form to which the initial Contributor has attached\n    the notice in Exhibit A, the Executable Form of such Source Code\n    Form, and Modifications of such Source Code Form, in each case\n    including portions thereof.\n\n1.5. "Incompatible With Secondary Licenses"\n    means\n\n    (a) that the initial Contributor has attached the notice described\n        in Exhibit B to the Covered Software; or\n\n    (b) that the Covered Software was made available under the terms of',
     []),
    ('/usr/share/common-licenses/GFDL-1.3, lines 1-12', '',
     '                GNU Free Documentation License\n                 Version 1.3, 3 November 2008\n\n\n Copyright (C) 2000, 2001, 2002, 2007, 2008 Free Software Foundation, Inc.\n     <https://fsf.org/>\n Everyone is permitted to copy and distribute verbatim copies\n of this license document, but changing it is not allowed.\n\n0. PREAMBLE',
     []),
    ('/usr/lib/python3.11/_pydecimal.py, lines 684-701', '',
     '        """Converts a float to a decimal number, exactly.\n\n        Note that Decimal.from_float(0.1) is not the same as Decimal(\'0.1\').\n        Since 0.1 is not exactly representable in binary floating point, the\n        value is stored as the nearest representable value which is\n        0x1.999999999999ap-4.  The exact equivalent of the value in decimal\n        is 0.1000000000000000055511151231257827021181583404541015625.\n\n        >>> Decimal.from_float(0.1)\n        Decimal(\'0.1000000000000000055511151231257827021181583404541015625\')\n        >>> Decimal.from_float(float(\'nan\'))\n        Decimal(\'NaN\')\n        >>> Decimal.from_float(float(\'inf\'))\n        Decimal(\'Infinity\')\n        >>> Decimal.from_float(-float(\'inf\'))\n        Decimal(\'-Infinity\')\n        >>> Decimal.from_float(-0.0)\n        Decimal(\'-0\')',
     []),
    ('/usr/lib/python3.11/_pydecimal.py, lines 49-66', '',
     ">>> Decimal('123.45e12345678')\nDecimal('1.2345E+12345680')\n>>> Decimal('1.33') + Decimal('1.27')\nDecimal('2.60')\n>>> Decimal('12.34') + Decimal('3.87') - Decimal('18.41')\nDecimal('-2.20')\n>>> dig = Decimal(1)\n>>> print(dig / Decimal(3))\n0.333333333\n>>> getcontext().prec = 18\n>>> print(dig / Decimal(3))\n0.333333333333333333\n>>> print(dig.sqrt())\n1\n>>> print(Decimal(3).sqrt())\n1.73205080756887729\n>>> print(Decimal(3) ** 123)\n4.85192780976896427E+58",
     []),
    ('/usr/lib/python3.11/statistics.py, lines 1139-1156', '',
     '        r = r - 5.0\n        # Hash sum: 47.52583_31754_92896_71629\n        num = (((((((2.01033_43992_92288_13265e-7 * r +\n                     2.71155_55687_43487_57815e-5) * r +\n                     1.24266_09473_88078_43860e-3) * r +\n                     2.65321_89526_57612_30930e-2) * r +\n                     2.96560_57182_85048_91230e-1) * r +\n                     1.78482_65399_17291_33580e+0) * r +\n                     5.46378_49111_64114_36990e+0) * r +\n                     6.65790_46435_01103_77720e+0)\n        den = (((((((2.04426_31033_89939_78564e-15 * r +\n                     1.42151_17583_16445_88870e-7) * r +\n                     1.84631_83175_10054_68180e-5) * r +\n                     7.86869_13114_56132_59100e-4) * r +\n                     1.48753_61290_85061_48525e-2) * r +\n                     1.36929_88092_27358_05310e-1) * r +\n                     5.99832_20655_58879_37690e-1) * r +\n                     1.0)',
     []),
    ('/usr/lib/python3.11/statistics.py, lines 1096-1113', '',
     '    if fabs(q) <= 0.425:\n        r = 0.180625 - q * q\n        # Hash sum: 55.88319_28806_14901_4439\n        num = (((((((2.50908_09287_30122_6727e+3 * r +\n                     3.34305_75583_58812_8105e+4) * r +\n                     6.72657_70927_00870_0853e+4) * r +\n                     4.59219_53931_54987_1457e+4) * r +\n                     1.37316_93765_50946_1125e+4) * r +\n                     1.97159_09503_06551_4427e+3) * r +\n                     1.33141_66789_17843_7745e+2) * r +\n                     3.38713_28727_96366_6080e+0) * q\n        den = (((((((5.22649_52788_52854_5610e+3 * r +\n                     2.87290_85735_72194_2674e+4) * r +\n                     3.93078_95800_09271_0610e+4) * r +\n                     2.12137_94301_58659_5867e+4) * r +\n                     5.39419_60214_24751_1077e+3) * r +\n                     6.87187_00749_20579_0830e+2) * r +\n                     4.23133_30701_60091_1252e+1) * r +',
     []),
    ('/usr/lib/python3.11/calendar.py, lines 101-118', '',
     'def isleap(year):\n    """Return True for leap years, False for non-leap years."""\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n\n\ndef leapdays(y1, y2):\n    """Return number of leap years in range [y1, y2).\n       Assume y1 <= y2."""\n    y1 -= 1\n    y2 -= 1\n    return (y2//4 - y1//4) - (y2//100 - y1//100) + (y2//400 - y1//400)\n\n\ndef weekday(year, month, day):\n    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""\n    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:\n        year = 2000 + year % 400',
     []),
    ('/usr/lib/python3.11/calendar.py, lines 37-54', '',
     '        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday\n\n\n# Constants for months referenced later\nJanuary = 1\nFebruary = 2\n\n# Number of days per month (except for February in leap years)\nmdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]\n\n# This module used to have hard-coded lists of day and month names, as\n# English strings.  The classes following emulate a read-only version of\n# that, but supply localized names.  Note that the values are computed\n# fresh on each call, in case the user changes locale between calls.\n\nclass _localized_month:\n\n    _months = [datetime.date(2001, i+1, 1).strftime for i in range(12)]',
     []),
    ('/usr/lib/python3.11/fractions.py, lines 73-90', '',
     "        >>> Fraction(Fraction(1, 7), 5)\n        Fraction(1, 35)\n        >>> Fraction(Fraction(1, 7), Fraction(2, 3))\n        Fraction(3, 14)\n        >>> Fraction('314')\n        Fraction(314, 1)\n        >>> Fraction('-35/4')\n        Fraction(-35, 4)\n        >>> Fraction('3.1415') # conversion from numeric string\n        Fraction(6283, 2000)\n        >>> Fraction('-47e-2') # string may include a decimal exponent\n        Fraction(-47, 100)\n        >>> Fraction(1.47)  # direct construction from float (exact conversion)\n        Fraction(6620291452234629, 4503599627370496)\n        >>> Fraction(2.25)\n        Fraction(9, 4)\n        >>> Fraction(Decimal('1.47'))\n        Fraction(147, 100)",
     []),
    ('/usr/lib/python3.11/fractions.py, lines 200-217', '',
     '        return (self._numerator, self._denominator)\n\n    def limit_denominator(self, max_denominator=1000000):\n        """Closest Fraction to self with denominator at most max_denominator.\n\n        >>> Fraction(\'3.141592653589793\').limit_denominator(10)\n        Fraction(22, 7)\n        >>> Fraction(\'3.141592653589793\').limit_denominator(100)\n        Fraction(311, 99)\n        >>> Fraction(4321, 8765).limit_denominator(10000)\n        Fraction(4321, 8765)\n\n        """\n        # Algorithm notes: For any real number x, define a *best upper\n        # approximation* to x to be a rational number p/q such that:\n        #\n        #   (1) p/q >= x, and\n        #   (2) if p/q > r/s >= x then s > q, for any rational r/s.',
     []),
    ('/usr/lib/python3.11/uuid.py, lines 142-159', '',
     '        r"""Create a UUID from either a string of 32 hexadecimal digits,\n        a string of 16 bytes as the \'bytes\' argument, a string of 16 bytes\n        in little-endian order as the \'bytes_le\' argument, a tuple of six\n        integers (32-bit time_low, 16-bit time_mid, 16-bit time_hi_version,\n        8-bit clock_seq_hi_variant, 8-bit clock_seq_low, 48-bit node) as\n        the \'fields\' argument, or a single 128-bit integer as the \'int\'\n        argument.  When a string of hex digits is given, curly braces,\n        hyphens, and a URN prefix are all optional.  For example, these\n        expressions all yield the same UUID:\n\n        UUID(\'{12345678-1234-5678-1234-567812345678}\')\n        UUID(\'12345678123456781234567812345678\')\n        UUID(\'urn:uuid:12345678-1234-5678-1234-567812345678\')\n        UUID(bytes=\'\\x12\\x34\\x56\\x78\'*4)\n        UUID(bytes_le=\'\\x78\\x56\\x34\\x12\\x34\\x12\\x78\\x56\' +\n                      \'\\x12\\x34\\x56\\x78\\x12\\x34\\x56\\x78\')\n        UUID(fields=(0x12345678, 0x1234, 0x5678, 0x12, 0x34, 0x567812345678))\n        UUID(int=0x12345678123456781234567812345678)',
     []),
    ('/usr/lib/python3.11/uuid.py, lines 27-44', '',
     "    # make a UUID using a SHA-1 hash of a namespace UUID and a name\n    >>> uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')\n    UUID('886313e1-3b8a-5372-9b90-0c9aee199e5d')\n\n    # make a UUID from a string of hex digits (braces and hyphens ignored)\n    >>> x = uuid.UUID('{00010203-0405-0607-0809-0a0b0c0d0e0f}')\n\n    # convert a UUID to a string of hex digits in standard form\n    >>> str(x)\n    '00010203-0405-0607-0809-0a0b0c0d0e0f'\n\n    # get the raw 16 bytes of the UUID\n    >>> x.bytes\n    b'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\\t\\n\\x0b\\x0c\\r\\x0e\\x0f'\n\n    # make a UUID from a 16-byte string\n    >>> uuid.UUID(bytes=x.bytes)\n    UUID('00010203-0405-0607-0809-0a0b0c0d0e0f')",
     []),
    ('/usr/lib/python3.11/locale.py, lines 827-844', '',
     "#    updated 'cs_cs.iso88592' -> 'cs_CZ.ISO8859-2' to 'cs_CS.ISO8859-2'\n#    updated 'serbocroatian' -> 'sh_YU.ISO8859-2' to 'sr_CS.ISO8859-2'\n#    updated 'sh' -> 'sh_YU.ISO8859-2' to 'sr_CS.ISO8859-2'\n#    updated 'sh_hr.iso88592' -> 'sh_HR.ISO8859-2' to 'hr_HR.ISO8859-2'\n#    updated 'sh_sp' -> 'sh_YU.ISO8859-2' to 'sr_CS.ISO8859-2'\n#    updated 'sh_yu' -> 'sh_YU.ISO8859-2' to 'sr_CS.ISO8859-2'\n#    updated 'sp' -> 'sp_YU.ISO8859-5' to 'sr_CS.ISO8859-5'\n#    updated 'sp_yu' -> 'sp_YU.ISO8859-5' to 'sr_CS.ISO8859-5'\n#    updated 'sr' -> 'sr_YU.ISO8859-5' to 'sr_CS.ISO8859-5'\n#    updated 'sr@cyrillic' -> 'sr_YU.ISO8859-5' to 'sr_CS.ISO8859-5'\n#    updated 'sr_sp' -> 'sr_SP.ISO8859-2' to 'sr_CS.ISO8859-2'\n#    updated 'sr_yu' -> 'sr_YU.ISO8859-5' to 'sr_CS.ISO8859-5'\n#    updated 'sr_yu.cp1251@cyrillic' -> 'sr_YU.CP1251' to 'sr_CS.CP1251'\n#    updated 'sr_yu.iso88592' -> 'sr_YU.ISO8859-2' to 'sr_CS.ISO8859-2'\n#    updated 'sr_yu.iso88595' -> 'sr_YU.ISO8859-5' to 'sr_CS.ISO8859-5'\n#    updated 'sr_yu.iso88595@cyrillic' -> 'sr_YU.ISO8859-5' to 'sr_CS.ISO8859-5'\n#    updated 'sr_yu.microsoftcp1251@cyrillic' -> 'sr_YU.CP1251' to 'sr_CS.CP1251'\n#    updated 'sr_yu.utf8@cyrillic' -> 'sr_YU.UTF-8' to 'sr_CS.UTF-8'",
     []),
    ('/usr/lib/python3.11/locale.py, lines 738-755', '',
     "    'ascii':                        'ISO8859-1',\n    'latin_1':                      'ISO8859-1',\n    'iso8859_1':                    'ISO8859-1',\n    'iso8859_10':                   'ISO8859-10',\n    'iso8859_11':                   'ISO8859-11',\n    'iso8859_13':                   'ISO8859-13',\n    'iso8859_14':                   'ISO8859-14',\n    'iso8859_15':                   'ISO8859-15',\n    'iso8859_16':                   'ISO8859-16',\n    'iso8859_2':                    'ISO8859-2',\n    'iso8859_3':                    'ISO8859-3',\n    'iso8859_4':                    'ISO8859-4',\n    'iso8859_5':                    'ISO8859-5',\n    'iso8859_6':                    'ISO8859-6',\n    'iso8859_7':                    'ISO8859-7',\n    'iso8859_8':                    'ISO8859-8',\n    'iso8859_9':                    'ISO8859-9',\n    'iso2022_jp':                   'JIS7',",
     []),
    ('/usr/lib/python3.11/http/__init__.py, lines 7-24', '',
     'class HTTPStatus:\n    """HTTP status codes and reason phrases\n\n    Status codes from the following RFCs are all observed:\n\n        * RFC 7231: Hypertext Transfer Protocol (HTTP/1.1), obsoletes 2616\n        * RFC 6585: Additional HTTP Status Codes\n        * RFC 3229: Delta encoding in HTTP\n        * RFC 4918: HTTP Extensions for WebDAV, obsoletes 2518\n        * RFC 5842: Binding Extensions to WebDAV\n        * RFC 7238: Permanent Redirect\n        * RFC 2295: Transparent Content Negotiation in HTTP\n        * RFC 2774: An HTTP Extension Framework\n        * RFC 7725: An HTTP Status Code to Report Legal Obstacles\n        * RFC 7540: Hypertext Transfer Protocol Version 2 (HTTP/2)\n        * RFC 2324: Hyper Text Coffee Pot Control Protocol (HTCPCP/1.0)\n        * RFC 8297: An HTTP Status Code for Indicating Hints\n        * RFC 8470: Using Early Data in HTTP',
     []),
    ('/usr/lib/python3.11/http/__init__.py, lines 43-60', '',
     "    CREATED = 201, 'Created', 'Document created, URL follows'\n    ACCEPTED = (202, 'Accepted',\n        'Request accepted, processing continues off-line')\n    NON_AUTHORITATIVE_INFORMATION = (203,\n        'Non-Authoritative Information', 'Request fulfilled from cache')\n    NO_CONTENT = 204, 'No Content', 'Request fulfilled, nothing follows'\n    RESET_CONTENT = 205, 'Reset Content', 'Clear input form for further input'\n    PARTIAL_CONTENT = 206, 'Partial Content', 'Partial content follows'\n    MULTI_STATUS = 207, 'Multi-Status'\n    ALREADY_REPORTED = 208, 'Already Reported'\n    IM_USED = 226, 'IM Used'\n\n    # redirection\n    MULTIPLE_CHOICES = (300, 'Multiple Choices',\n        'Object has several resources -- see URI list')\n    MOVED_PERMANENTLY = (301, 'Moved Permanently',\n        'Object moved permanently -- see URI list')\n    FOUND = 302, 'Found', 'Object moved temporarily -- see URI list'",
     []),
    ('<venv>/site-packages/numpy/lib/_function_base_impl.py, lines 3777-3794', '',
     '    >>> import numpy as np\n    >>> import matplotlib.pyplot as plt\n    >>> x = np.linspace(-4, 4, 41)\n    >>> np.sinc(x)\n     array([-3.89804309e-17,  -4.92362781e-02,  -8.40918587e-02, # may vary\n            -8.90384387e-02,  -5.84680802e-02,   3.89804309e-17,\n            6.68206631e-02,   1.16434881e-01,   1.26137788e-01,\n            8.50444803e-02,  -3.89804309e-17,  -1.03943254e-01,\n            -1.89206682e-01,  -2.16236208e-01,  -1.55914881e-01,\n            3.89804309e-17,   2.33872321e-01,   5.04551152e-01,\n            7.56826729e-01,   9.35489284e-01,   1.00000000e+00,\n            9.35489284e-01,   7.56826729e-01,   5.04551152e-01,\n            2.33872321e-01,   3.89804309e-17,  -1.55914881e-01,\n           -2.16236208e-01,  -1.89206682e-01,  -1.03943254e-01,\n           -3.89804309e-17,   8.50444803e-02,   1.26137788e-01,\n            1.16434881e-01,   6.68206631e-02,   3.89804309e-17,\n            -5.84680802e-02,  -8.90384387e-02,  -8.40918587e-02,\n            -4.92362781e-02,  -3.89804309e-17])',
     []),
    ('<venv>/site-packages/numpy/lib/_function_base_impl.py, lines 3480-3497', '',
     '    -7.23318048787475395456E-18,\n    -4.83050448594418207126E-18,\n    4.46562142029675999901E-17,\n    3.46122286769746109310E-17,\n    -2.82762398051658348494E-16,\n    -3.42548561967721913462E-16,\n    1.77256013305652638360E-15,\n    3.81168066935262242075E-15,\n    -9.55484669882830764870E-15,\n    -4.15056934728722208663E-14,\n    1.54008621752140982691E-14,\n    3.85277838274214270114E-13,\n    7.18012445138366623367E-13,\n    -1.79417853150680611778E-12,\n    -1.32158118404477131188E-11,\n    -3.14991652796324136454E-11,\n    1.18891471078464383424E-11,\n    4.94060238822496958910E-10,',
     []),
    ('<venv>/site-packages/numpy/_core/fromnumeric.py, lines 3634-3651', '',
     "    If your goal is to print such values with a fixed number of decimals, it is\n    preferable to use numpy's float printing routines to limit the number of\n    printed decimals:\n\n        >>> np.format_float_positional(56294995342131.5, precision=3)\n        '56294995342131.5'\n\n    The float printing routines use an accurate but much more computationally\n    demanding algorithm to compute the number of digits after the decimal\n    point.\n\n    Alternatively, Python's builtin `round` function uses a more accurate\n    but slower algorithm for 64-bit floating point values:\n\n        >>> round(56294995342131.5, 3)\n        56294995342131.5\n        >>> np.round(16.055, 2), round(16.055, 2)  # equals 16.0549999999999997\n        (16.06, 16.05)",
     []),
    ('<venv>/site-packages/numpy/_core/fromnumeric.py, lines 4169-4186', '',
     '    >>> a = np.zeros((2, 512*512), dtype=np.float32)\n    >>> a[0, :] = 1.0\n    >>> a[1, :] = 0.1\n    >>> np.var(a)\n    np.float32(0.20250003)\n\n    Computing the variance in float64 is more accurate:\n\n    >>> np.var(a, dtype=np.float64)\n    0.20249999932944759 # may vary\n    >>> ((1-0.55)**2 + (0.1-0.55)**2)/2\n    0.2025\n\n    Specifying a where argument:\n\n    >>> a = np.array([[14, 8, 11, 10], [7, 9, 10, 11], [10, 15, 5, 10]])\n    >>> np.var(a)\n    6.833333333333333 # may vary',
     []),
    ('<venv>/site-packages/scipy/stats/_stats_py.py, lines 2741-2758', '',
     "    ...               [ 0.7149,  0.0775,  0.6072,  0.9656],\n    ...               [ 0.6341,  0.1403,  0.9759,  0.4064],\n    ...               [ 0.5918,  0.6948,  0.904 ,  0.3721],\n    ...               [ 0.0921,  0.2481,  0.1188,  0.1366]])\n    >>> stats.zscore(b, axis=1, ddof=1)\n    array([[-0.19264823, -1.28415119,  1.07259584,  0.40420358],\n           [ 0.33048416, -1.37380874,  0.04251374,  1.00081084],\n           [ 0.26796377, -1.12598418,  1.23283094, -0.37481053],\n           [-0.22095197,  0.24468594,  1.19042819, -1.21416216],\n           [-0.82780366,  1.4457416 , -0.43867764, -0.1792603 ]])\n\n    An example with ``nan_policy='omit'``:\n\n    >>> x = np.array([[25.11, 30.10, np.nan, 32.02, 43.15],\n    ...               [14.95, 16.06, 121.25, 94.35, 29.81]])\n    >>> stats.zscore(x, axis=1, nan_policy='omit')\n    array([[-1.13490897, -0.37830299,         nan, -0.08718406,  1.60039602],\n           [-0.91611681, -0.89090508,  1.4983032 ,  0.88731639, -0.5785977 ]])",
     []),
    ('<venv>/site-packages/scipy/stats/_stats_py.py, lines 5286-5303', '',
     '    >>> res = stats.spearmanr(x2n, y2n)\n    >>> res.statistic\n    array([[ 1. , -0.07960396, -0.08314431, 0.09662166],\n           [-0.07960396, 1. , -0.14448245, 0.16738074],\n           [-0.08314431, -0.14448245, 1. , 0.03234323],\n           [ 0.09662166, 0.16738074, 0.03234323, 1. ]])\n    >>> res.pvalue\n    array([[0. , 0.43111687, 0.41084066, 0.33891628],\n           [0.43111687, 0. , 0.15151618, 0.09600687],\n           [0.41084066, 0.15151618, 0. , 0.74938561],\n           [0.33891628, 0.09600687, 0.74938561, 0. ]])\n\n    >>> res = stats.spearmanr(x2n.T, y2n.T, axis=1)\n    >>> res.statistic\n    array([[ 1. , -0.07960396, -0.08314431, 0.09662166],\n           [-0.07960396, 1. , -0.14448245, 0.16738074],\n           [-0.08314431, -0.14448245, 1. , 0.03234323],\n           [ 0.09662166, 0.16738074, 0.03234323, 1. ]])',
     []),
    ('<venv>/site-packages/scipy/spatial/tests/data/iris.txt, lines 1-14', '',
     '5.099999999999999645e+00 3.500000000000000000e+00 1.399999999999999911e+00 2.000000000000000111e-01\n4.900000000000000355e+00 3.000000000000000000e+00 1.399999999999999911e+00 2.000000000000000111e-01\n4.700000000000000178e+00 3.200000000000000178e+00 1.300000000000000044e+00 2.000000000000000111e-01\n4.599999999999999645e+00 3.100000000000000089e+00 1.500000000000000000e+00 2.000000000000000111e-01\n5.000000000000000000e+00 3.600000000000000089e+00 1.399999999999999911e+00 2.000000000000000111e-01\n5.400000000000000355e+00 3.899999999999999911e+00 1.699999999999999956e+00 4.000000000000000222e-01\n4.599999999999999645e+00 3.399999999999999911e+00 1.399999999999999911e+00 2.999999999999999889e-01\n5.000000000000000000e+00 3.399999999999999911e+00 1.500000000000000000e+00 2.000000000000000111e-01\n4.400000000000000355e+00 2.899999999999999911e+00 1.399999999999999911e+00 2.000000000000000111e-01\n4.900000000000000355e+00 3.100000000000000089e+00 1.500000000000000000e+00 1.000000000000000056e-01\n5.400000000000000355e+00 3.700000000000000178e+00 1.500000000000000000e+00 2.000000000000000111e-01\n4.799999999999999822e+00 3.399999999999999911e+00 1.600000000000000089e+00 2.000000000000000111e-01\n4.799999999999999822e+00 3.000000000000000000e+00 1.399999999999999911e+00 1.000000000000000056e-01\n4.299999999999999822e+00 3.000000000000000000e+00 1.100000000000000089e+00 1.000000000000000056e-01',
     []),
    ('<venv>/site-packages/faker/providers/phone_number/en_GB/__init__.py, lines 41-58', '',
     '        "+44113 496 0###",\n        "+44113 4960###",\n        "+441134960###",\n        "+44(0)113 496 0###",\n        "+44(0)113 4960###",\n        "+44(0)1134960###",\n        "0114 496 0###",\n        "0114 4960###",\n        "01144960###",\n        "(0114) 496 0###",\n        "(0114) 4960###",\n        "(0114)4960###",\n        "+44114 496 0###",\n        "+44114 4960###",\n        "+441144960###",\n        "+44(0)114 496 0###",\n        "+44(0)114 4960###",\n        "+44(0)1144960###",',
     []),
    ('<venv>/site-packages/faker/providers/phone_number/en_GB/__init__.py, lines 77-94', '',
     '        "+44116 496 0###",\n        "+44116 4960###",\n        "+441164960###",\n        "+44(0)116 496 0###",\n        "+44(0)116 4960###",\n        "+44(0)1164960###",\n        "0117 496 0###",\n        "0117 4960###",\n        "01174960###",\n        "(0117) 496 0###",\n        "(0117) 4960###",\n        "(0117)4960###",\n        "+44117 496 0###",\n        "+44117 4960###",\n        "+441174960###",\n        "+44(0)117 496 0###",\n        "+44(0)117 4960###",\n        "+44(0)1174960###",',
     []),
    ('<venv>/site-packages/faker/providers/credit_card/__init__.py, lines 51-68', '',
     '        "226",\n        "227",\n        "228",\n        "229",\n        "23",\n        "24",\n        "25",\n        "26",\n        "270",\n        "271",\n        "2720",\n    ]\n    prefix_visa: List[str] = ["4"]\n    prefix_amex: List[str] = ["34", "37"]\n    prefix_discover: List[str] = ["6011", "65"]\n    prefix_diners: List[str] = ["300", "301", "302", "303", "304", "305", "36", "38"]\n    prefix_jcb16: List[str] = ["35"]\n    prefix_jcb15: List[str] = ["2131", "1800"]',
     []),
    ('<venv>/site-packages/faker/providers/credit_card/__init__.py, lines 91-108', '',
     '            ("diners", CreditCard("Diners Club / Carte Blanche", prefix_diners, 14)),\n            ("jcb15", CreditCard("JCB 15 digit", prefix_jcb15, 15)),\n            ("jcb16", CreditCard("JCB 16 digit", prefix_jcb16)),\n        )\n    )\n    credit_card_types["visa"] = credit_card_types["visa16"]\n    credit_card_types["jcb"] = credit_card_types["jcb16"]\n\n    luhn_lookup = {\n        "0": 0,\n        "1": 2,\n        "2": 4,\n        "3": 6,\n        "4": 8,\n        "5": 1,\n        "6": 3,\n        "7": 5,\n        "8": 7,',
     []),
    ('<venv>/site-packages/faker/providers/bank/__init__.py, lines 31-48', '',
     '    bban_format: str = "????#############"\n    country_code: str = "GB"\n\n    def aba(self) -> str:\n        """Generate an ABA routing transit number."""\n        fed_num = self.random_int(min=1, max=12)\n        rand = self.numerify("######")\n        aba = f"{fed_num:02}{rand}"\n\n        # calculate check digit\n        d = [int(n) for n in aba]\n        chk_digit = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]\n        chk_digit = ceil(chk_digit / 10) * 10 - chk_digit\n\n        return f"{aba}{chk_digit}"\n\n    def bank_country(self) -> str:\n        """Generate the bank provider\'s ISO 3166-1 alpha-2 country code."""',
     []),
    ('<venv>/site-packages/faker/providers/bank/__init__.py, lines 104-121', '',
     '        length: Optional[int] = None,\n        primary: bool = False,\n        use_dataset: bool = False,\n    ) -> str:\n        """Generate a SWIFT code.\n\n        SWIFT codes, reading from left to right, are composed of a 4 alphabet\n        character bank code, a 2 alphabet character country code, a 2\n        alphanumeric location code, and an optional 3 alphanumeric branch code.\n        This means SWIFT codes can only have 8 or 11 characters, so the value of\n        ``length`` can only be ``None`` or the integers ``8`` or ``11``. If the\n        value is ``None``, then a value of ``8`` or ``11`` will randomly be\n        assigned.\n\n        Because all 8-digit SWIFT codes already refer to the primary branch or\n        office, the ``primary`` argument only has an effect if the value of\n        ``length`` is ``11``. If ``primary`` is ``True`` and ``length`` is\n        ``11``, the 11-digit SWIFT codes generated will always end in ``\'XXX\'``',
     []),
    ('<venv>/site-packages/faker/providers/isbn/isbn.py, lines 22-39', '',
     '        self.publication = publication\n\n\nclass ISBN13(ISBN):\n    def __init__(self, *args: Any, **kwargs: Any) -> None:\n        super().__init__(*args, **kwargs)\n        self.check_digit = self._check_digit()\n\n    def _check_digit(self) -> str:\n        """Calculate the check digit for ISBN-13.\n        See https://en.wikipedia.org/wiki/International_Standard_Book_Number\n        for calculation.\n        """\n        weights = (1 if x % 2 == 0 else 3 for x in range(12))\n        body = "".join([part for part in [self.ean, self.group, self.registrant, self.publication] if part is not None])\n        remainder = sum(int(b) * w for b, w in zip(body, weights)) % 10\n        diff = 10 - remainder\n        check_digit = 0 if diff == 10 else diff',
     []),
    ('<venv>/site-packages/faker/providers/isbn/isbn.py, lines 58-75', '',
     'class ISBN10(ISBN):\n    def __init__(self, *args: Any, **kwargs: Any) -> None:\n        super().__init__(*args, **kwargs)\n        self.check_digit = self._check_digit()\n\n    def _check_digit(self) -> str:\n        """Calculate the check digit for ISBN-10.\n        See https://en.wikipedia.org/wiki/International_Standard_Book_Number\n        for calculation.\n        """\n        weights = range(1, 10)\n        body = "".join([part for part in [self.group, self.registrant, self.publication] if part is not None])\n        remainder = sum(int(b) * w for b, w in zip(body, weights)) % 11\n        check_digit = "X" if remainder == 10 else str(remainder)\n        return str(check_digit)\n\n    def format(self, separator: str = "") -> str:\n        return separator.join(',
     []),
    ('<venv>/site-packages/pytz/__init__.py, lines 143-160', '',
     "    >>> from datetime import datetime, timedelta\n    >>> utc = timezone('UTC')\n    >>> eastern = timezone('US/Eastern')\n    >>> eastern.zone\n    'US/Eastern'\n    >>> timezone(unicode('US/Eastern')) is eastern\n    True\n    >>> utc_dt = datetime(2002, 10, 27, 6, 0, 0, tzinfo=utc)\n    >>> loc_dt = utc_dt.astimezone(eastern)\n    >>> fmt = '%Y-%m-%d %H:%M:%S %Z (%z)'\n    >>> loc_dt.strftime(fmt)\n    '2002-10-27 01:00:00 EST (-0500)'\n    >>> (loc_dt - timedelta(minutes=10)).strftime(fmt)\n    '2002-10-27 00:50:00 EST (-0500)'\n    >>> eastern.normalize(loc_dt - timedelta(minutes=10)).strftime(fmt)\n    '2002-10-27 01:50:00 EDT (-0400)'\n    >>> (loc_dt + timedelta(minutes=10)).strftime(fmt)\n    '2002-10-27 01:10:00 EST (-0500)'",
     []),
    ('<venv>/site-packages/pytz/__init__.py, lines 464-481', '',
     "        pytz.FixedOffset(-330)\n        >>> str(one.utcoffset(datetime.datetime.now()))\n        '-1 day, 18:30:00'\n        >>> str(one.dst(datetime.datetime.now()))\n        '0:00:00'\n\n        >>> two = FixedOffset(1380)\n        >>> two\n        pytz.FixedOffset(1380)\n        >>> str(two.utcoffset(datetime.datetime.now()))\n        '23:00:00'\n        >>> str(two.dst(datetime.datetime.now()))\n        '0:00:00'\n\n    The datetime.timedelta must be between the range of -1 and 1 day,\n    non-inclusive.\n\n        >>> FixedOffset(1440)",
     []),
    ('<venv>/site-packages/dateutil/rrule.py, lines 32-49', '',
     '           "MO", "TU", "WE", "TH", "FR", "SA", "SU"]\n\n# Every mask is 7 days longer to handle cross-year weekly periods.\nM366MASK = tuple([1]*31+[2]*29+[3]*31+[4]*30+[5]*31+[6]*30 +\n                 [7]*31+[8]*31+[9]*30+[10]*31+[11]*30+[12]*31+[1]*7)\nM365MASK = list(M366MASK)\nM29, M30, M31 = list(range(1, 30)), list(range(1, 31)), list(range(1, 32))\nMDAY366MASK = tuple(M31+M29+M31+M30+M31+M30+M31+M31+M30+M31+M30+M31+M31[:7])\nMDAY365MASK = list(MDAY366MASK)\nM29, M30, M31 = list(range(-29, 0)), list(range(-30, 0)), list(range(-31, 0))\nNMDAY366MASK = tuple(M31+M29+M31+M30+M31+M30+M31+M31+M30+M31+M30+M31+M31[:7])\nNMDAY365MASK = list(NMDAY366MASK)\nM366RANGE = (0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366)\nM365RANGE = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365)\nWDAYMASK = [0, 1, 2, 3, 4, 5, 6]*55\ndel M29, M30, M31, M365MASK[59], MDAY365MASK[59], NMDAY365MASK[31]\nMDAY365MASK = tuple(MDAY365MASK)\nM365MASK = tuple(M365MASK)',
     []),
    ('<venv>/site-packages/dateutil/rrule.py, lines 320-337', '',
     '            Recurrence rules may generate recurrence instances with an invalid\n            date (e.g., February 30) or nonexistent local time (e.g., 1:30 AM\n            on a day where the local time is moved forward by an hour at 1:00\n            AM).  Such recurrence instances MUST be ignored and MUST NOT be\n            counted as part of the recurrence set.\n\n        This can lead to possibly surprising behavior when, for example, the\n        start date occurs at the end of the month:\n\n        >>> from dateutil.rrule import rrule, MONTHLY\n        >>> from datetime import datetime\n        >>> start_date = datetime(2014, 12, 31)\n        >>> list(rrule(freq=MONTHLY, count=4, dtstart=start_date))\n        ... # doctest: +NORMALIZE_WHITESPACE\n        [datetime.datetime(2014, 12, 31, 0, 0),\n         datetime.datetime(2015, 1, 31, 0, 0),\n         datetime.datetime(2015, 3, 31, 0, 0),\n         datetime.datetime(2015, 5, 31, 0, 0)]',
     []),
    ('<venv>/site-packages/humanize/number.py, lines 225-242', '',
     '    """Converts a large integer to a friendly text representation.\n\n    Works best for numbers over 1 million. For example, 1_000_000 becomes "1.0 million",\n    1_200_000 becomes "1.2 million" and "1_200_000_000" becomes "1.2 billion". Supports\n    up to decillion (33 digits) and googol (100 digits).\n\n    Examples:\n        ```pycon\n        >>> intword("100")\n        \'100\'\n        >>> intword("12400")\n        \'12.4 thousand\'\n        >>> intword("1000000")\n        \'1.0 million\'\n        >>> intword(1_200_000_000)\n        \'1.2 billion\'\n        >>> intword(8100000000000000000000000000000000)\n        \'8.1 decillion\'',
     []),
    ('<venv>/site-packages/humanize/number.py, lines 147-164', '',
     '    For example, 3000 becomes "3,000" and 45000 becomes "45,000". To maintain some\n    compatibility with Django\'s `intcomma`, this function also accepts floats.\n\n    Examples:\n        ```pycon\n        >>> intcomma(100)\n        \'100\'\n        >>> intcomma("1000")\n        \'1,000\'\n        >>> intcomma(1_000_000)\n        \'1,000,000\'\n        >>> intcomma(1_234_567.25)\n        \'1,234,567.25\'\n        >>> intcomma(1234.5454545, 2)\n        \'1,234.55\'\n        >>> intcomma(14308.40, 1)\n        \'14,308.4\'\n        >>> intcomma("14308.40", 1)',
     []),
    ('<venv>/site-packages/humanize/filesize.py, lines 51-68', '',
     '    Examples:\n        ```pycon\n        >>> naturalsize(3000000)\n        \'3.0 MB\'\n        >>> naturalsize(300, False, True)\n        \'300B\'\n        >>> naturalsize(3000, False, True)\n        \'2.9K\'\n        >>> naturalsize(3000, False, True, "%.3f")\n        \'2.930K\'\n        >>> naturalsize(3000, True)\n        \'2.9 KiB\'\n        >>> naturalsize(10**28)\n        \'10.0 RB\'\n        >>> naturalsize(10**34 * 3)\n        \'30000.0 QB\'\n        >>> naturalsize(-4096, True)\n        \'-4.0 KiB\'',
     []),
    ('<venv>/site-packages/yarl-1.25.1.dist-info/METADATA, lines 2748-2765', '',
     '1.8.2 (2022-12-03)\n==================\n\nThis is the first release that started shipping wheels for Python 3.11.\n\n\n1.8.1 (2022-08-01)\n==================\n\nMisc\n----\n\n- `#694 <https://github.com/aio-libs/yarl/issues/694>`_, `#699 <https://github.com/aio-libs/yarl/issues/699>`_, `#700 <https://github.com/aio-libs/yarl/issues/700>`_, `#701 <https://github.com/aio-libs/yarl/issues/701>`_, `#702 <https://github.com/aio-libs/yarl/issues/702>`_, `#703 <https://github.com/aio-libs/yarl/issues/703>`_, `#739 <https://github.com/aio-libs/yarl/issues/739>`_\n\n\n1.8.0 (2022-08-01)',
     []),
    ('<venv>/site-packages/yarl-1.25.1.dist-info/METADATA, lines 2628-2645', '',
     '1.9.3 (2023-11-20)\n==================\n\nBug fixes\n---------\n\n- Stopped dropping trailing slashes in ``yarl.URL.joinpath()`` -- by `@gmacon <https://github.com/sponsors/gmacon>`__. (`#862 <https://github.com/aio-libs/yarl/issues/862>`__, `#866 <https://github.com/aio-libs/yarl/issues/866>`__)\n- Started accepting string subclasses in ``yarl.URL.__truediv__()`` operations (``URL / segment``) -- by `@mjpieters <https://github.com/sponsors/mjpieters>`__. (`#871 <https://github.com/aio-libs/yarl/issues/871>`__, `#884 <https://github.com/aio-libs/yarl/issues/884>`__)\n- Fixed the human representation of URLs with square brackets in usernames and passwords -- by `@mjpieters <https://github.com/sponsors/mjpieters>`__. (`#876 <https://github.com/aio-libs/yarl/issues/876>`__, `#882 <https://github.com/aio-libs/yarl/issues/882>`__)\n- Updated type hints to include ``URL.missing_port()``, ``URL.__bytes__()``\n  and the ``encoding`` argument to ``yarl.URL.joinpath()``\n  -- by `@mjpieters <https://github.com/sponsors/mjpieters>`__. (`#891 <https://github.com/aio-libs/yarl/issues/891>`__)\n\n\nPackaging updates and notes for downstreams\n-------------------------------------------\n\n- Integrated Cython 3 to enable building *yarl* under Python 3.12 -- by `@mjpieters <https://github.com/sponsors/mjpieters>`__. (`#829 <https://github.com/aio-libs/yarl/issues/829>`__, `#881 <https://github.com/aio-libs/yarl/issues/881>`__)',
     []),
    ('<venv>/site-packages/multidict-7.2.1.dist-info/METADATA, lines 47-64', '',
     '.. image:: https://readthedocs.org/projects/multidict/badge/?version=latest\n   :target: https://multidict.aio-libs.org\n   :alt: Read The Docs build status badge\n\n.. image:: https://img.shields.io/endpoint?url=https://codspeed.io/badge.json\n   :target: https://codspeed.io/aio-libs/multidict\n   :alt: CodSpeed\n\n.. image:: https://img.shields.io/pypi/pyversions/multidict.svg\n   :target: https://pypi.org/project/multidict\n   :alt: Python versions\n\n.. image:: https://img.shields.io/matrix/aio-libs:matrix.org?label=Discuss%20on%20Matrix%20at%20%23aio-libs%3Amatrix.org&logo=matrix&server_fqdn=matrix.org&style=flat\n   :target: https://matrix.to/#/%23aio-libs:matrix.org\n   :alt: Matrix Room — #aio-libs:matrix.org\n\n.. image:: https://img.shields.io/matrix/aio-libs-space:matrix.org?label=Discuss%20on%20Matrix%20at%20%23aio-libs-space%3Amatrix.org&logo=matrix&server_fqdn=matrix.org&style=flat\n   :target: https://matrix.to/#/%23aio-libs-space:matrix.org',
     []),
    ('<venv>/site-packages/frozenlist-1.8.0.dist-info/METADATA, lines 611-628', '',
     '----\n\n\n1.2.0 (2021-10-16)\n==================\n\nFeatures\n--------\n\n- ``FrozenList`` now supports being used as a generic type as per PEP 585, e.g. ``frozen_int_list: FrozenList[int]`` (requires Python 3.9 or newer).\n  `#172 <https://github.com/aio-libs/frozenlist/issues/172>`_\n- Added support for Python 3.10.\n  `#227 <https://github.com/aio-libs/frozenlist/issues/227>`_\n- Started shipping platform-specific wheels with the ``musl`` tag targeting typical Alpine Linux runtimes.\n  `#227 <https://github.com/aio-libs/frozenlist/issues/227>`_\n- Started shipping platform-specific arm64 wheels for Apple Silicon.\n  `#227 <https://github.com/aio-libs/frozenlist/issues/227>`_',
     []),
    ('<venv>/site-packages/attrs-26.1.0.dist-info/METADATA, lines 176-193', '',
     "### Backwards-incompatible Changes\n\n- Field aliases are now resolved *before* calling `field_transformer`, so transformers receive fully populated `Attribute` objects with usable `alias` values instead of `None`.\n  The new `Attribute.alias_is_default` flag indicates whether the alias was auto-generated (`True`) or explicitly set by the user (`False`).\n  [#1509](https://github.com/python-attrs/attrs/issues/1509)\n\n\n### Changes\n\n- Fix type annotations for `attrs.validators.optional()`, so it no longer rejects tuples with more than one validator.\n  [#1496](https://github.com/python-attrs/attrs/issues/1496)\n- The `attrs.validators.disabled()` contextmanager can now be nested.\n  [#1513](https://github.com/python-attrs/attrs/issues/1513)\n- Frozen classes can set `on_setattr=attrs.setters.NO_OP` in addition to `None`.\n  [#1515](https://github.com/python-attrs/attrs/issues/1515)\n- It's now possible to pass *attrs* **instances** in addition to *attrs* **classes** to `attrs.fields()`.\n  [#1529](https://github.com/python-attrs/attrs/issues/1529)",
     []),
    ('<venv>/site-packages/pandas/core/tools/datetimes.py, lines 1168-1185', '',
     '    >>> pd.to_datetime(["2018-10-26 12:00", "2018-10-26 13:00"], utc=True)\n    DatetimeIndex([\'2018-10-26 12:00:00+00:00\', \'2018-10-26 13:00:00+00:00\'],\n                  dtype=\'datetime64[us, UTC]\', freq=None)\n\n    - Timezone-aware inputs are *converted* to UTC (the output represents the\n      exact same datetime, but viewed from the UTC time offset `+00:00`).\n\n    >>> pd.to_datetime(["2018-10-26 12:00 -0530", "2018-10-26 12:00 -0500"], utc=True)\n    DatetimeIndex([\'2018-10-26 17:30:00+00:00\', \'2018-10-26 17:00:00+00:00\'],\n                  dtype=\'datetime64[us, UTC]\', freq=None)\n\n    - Inputs can contain both string or datetime, the above\n      rules still apply\n\n    >>> pd.to_datetime(["2018-10-26 12:00", datetime(2020, 1, 1, 18)], utc=True)\n    DatetimeIndex([\'2018-10-26 12:00:00+00:00\', \'2020-01-01 18:00:00+00:00\'],\n                  dtype=\'datetime64[us, UTC]\', freq=None)',
     []),
    ('<venv>/site-packages/pyarrow/compute.py, lines 375-392', '',
     "    >>> cast(arr, pa.timestamp('ms'))\n    <pyarrow.lib.TimestampArray object at ...>\n    [\n      2010-01-01 00:00:00.000,\n      2015-01-01 00:00:00.000\n    ]\n\n    >>> cast(arr, pa.timestamp('ms')).type\n    TimestampType(timestamp[ms])\n\n    Alternatively, it is also supported to use the string aliases for these\n    types:\n\n    >>> arr.cast('timestamp[ms]')\n    <pyarrow.lib.TimestampArray object at ...>\n    [\n      2010-01-01 00:00:00.000,\n      2015-01-01 00:00:00.000",
     []),
    ('/usr/share/perl/5.36.0/Time/Local.pm, lines 408-425', '',
     'years)\n\n=head2 Ambiguous Local Times (DST)\n\nBecause of DST changes, there are many time zones where the same local time\noccurs for two different GMT times on the same day. For example, in the\n"Europe/Paris" time zone, the local time of 2001-10-28 02:30:00 can represent\neither 2001-10-28 00:30:00 GMT, B<or> 2001-10-28 01:30:00 GMT.\n\nWhen given an ambiguous local time, the timelocal() function will always\nreturn the epoch for the I<earlier> of the two possible GMT times.\n\n=head2 Non-Existent Local Times (DST)\n\nWhen a DST change causes a locale clock to skip one hour forward, there will\nbe an hour\'s worth of local times that don\'t exist. Again, for the\n"Europe/Paris" time zone, the local clock jumped from 2001-03-25 01:59:59 to\n2001-03-25 03:00:00.',
     []),
    ('/usr/share/perl/5.36.0/Time/Local.pm, lines 368-385', '',
     'Years greater than 999 are interpreted as being the actual year, rather than\nthe offset from 1900. Thus, 1964 would indicate the year Martin Luther King\nwon the Nobel prize, not the year 3864.\n\n=item *\n\nYears in the range 100..999 are interpreted as offset from 1900, so that 112\nindicates 2012. This rule also applies to years less than zero (but see note\nbelow regarding date range).\n\n=item *\n\nYears in the range 0..99 are interpreted as shorthand for years in the rolling\n"current century," defined as 50 years on either side of the current\nyear. Thus, today, in 1999, 0 would refer to 2000, and 45 to 2045, but 55\nwould refer to 1955. Twenty years from now, 55 would instead refer to\n2055. This is messy, but matches the way people currently think about two',
     []),
    ('/usr/share/perl/5.36.0/Math/BigInt.pm, lines 5595-5612', '',
     '    0x1.3ap+8                   314\n    0x0.00013ap+24              314\n    0x13a000p-12                314\n\n    0o472                       314\n    0o1.164p+8                  314\n    0o0.0001164p+20             314\n    0o1164000p-10               314\n\n    0472                        472     Note!\n    01.164p+8                   314\n    00.0001164p+20              314\n    01164000p-10                314\n\n    0b100111010                 314\n    0b1.0011101p+8              314\n    0b0.00010011101p+12         314\n    0b100111010000p-3           314',
     []),
    ('/usr/share/perl/5.36.0/Math/BigInt.pm, lines 7112-7129', '',
     '    Initial value    P      A       Result          String\n    ------------------------------------------------------------\n    1234.01         -3              1000            1000\n    1234            -2              1200            1200\n    1234.5          -1              1230            1230\n    1234.001         1              1234            1234.0\n    1234.01          0              1234            1234\n    1234.01          2              1234.01         1234.01\n    1234.01          5              1234.01         1234.01000\n\nFor Math::BigInt objects, no padding occurs.\n\n=head2 Accuracy A\n\nNumber of significant digits. Leading zeros are not counted. A number may have\nan accuracy greater than the non-zero digits when there are zeros in it or\ntrailing zeros. For example, 123.456 has A of 6, 10203 has 5, 123.0506 has 7,\n123.45000 has 8 and 0.000123 has 3.',
     []),
    ('/usr/share/man/man1/date.1.gz (rendered man page), lines 23-44', '',
     "       -f, --file=DATEFILE\n              like --date; once for each line of DATEFILE\n\n       -I[FMT], --iso-8601[=FMT]\n              output date/time in ISO 8601 format.  FMT='date' for  date  only\n              (the  default),  'hours', 'minutes', 'seconds', or 'ns' for date\n              and    time    to    the    indicated    precision.     Example:\n              2006-08-14T02:34:56-06:00\n\n       --resolution\n              output   the   available   resolution   of  timestamps  Example:\n              0.000000001\n\n       -R, --rfc-email\n              output date and time in RFC 5322 format.  Example: Mon,  14  Aug\n              2006 02:34:56 -0600\n\n       --rfc-3339=FMT\n              output  date/time in RFC 3339 format.  FMT='date', 'seconds', or\n              'ns' for date and time to  the  indicated  precision.   Example:\n              2006-08-14 02:34:56-06:00",
     []),
    ('/usr/share/man/man1/date.1.gz (rendered man page), lines 99-120', '',
     "       %m     month (01..12)\n\n       %M     minute (00..59)\n\n       %n     a newline\n\n       %N     nanoseconds (000000000..999999999)\n\n       %p     locale's equivalent of either AM or PM; blank if not known\n\n       %P     like %p, but lower case\n\n       %q     quarter of year (1..4)\n\n       %r     locale's 12-hour clock time (e.g., 11:11:04 PM)\n\n       %R     24-hour hour and minute; same as %H:%M\n\n       %s     seconds since the Epoch (1970-01-01 00:00 UTC)\n\n       %S     second (00..60)",
     []),
    ('/usr/share/man/man1/numfmt.1.gz (rendered man page), lines 76-97', '',
     "   UNIT options:\n       none   no auto-scaling is done; suffixes will trigger an error\n\n       auto   accept optional single/two letter suffix:\n\n              1K = 1000, 1Ki = 1024, 1M = 1000000, 1Mi = 1048576,\n\n       si     accept optional single letter suffix:\n\n              1K = 1000, 1M = 1000000, ...\n\n       iec    accept optional single letter suffix:\n\n              1K = 1024, 1M = 1048576, ...\n\n       iec-i  accept optional two-letter suffix:\n\n              1Ki = 1024, 1Mi = 1048576, ...\n\n   FIELDS supports cut(1) style field ranges:\n       N      N'th field, counted from 1",
     []),
    ('/usr/share/man/man1/numfmt.1.gz (rendered man page), lines 126-147', '',
     '              -> "1.0K"\n\n              $ numfmt --to=iec 2048\n\n              -> "2.0K"\n\n              $ numfmt --to=iec-i 4096\n\n              -> "4.0Ki"\n\n              $ echo 1K | numfmt --from=si\n\n              -> "1000"\n\n              $ echo 1K | numfmt --from=iec\n\n              -> "1024"\n\n              $ df -B1 | numfmt --header --field 2-4 --to=si\n              $ ls -l  | numfmt --header --field 5 --to=iec\n              $ ls -lh | numfmt --header --field 5 --from=iec --padding=10\n              $ ls -lh | numfmt --header --field 5 --from=iec --format %10f',
     []),
    ('/usr/share/man/man1/dd.1.gz (rendered man page), lines 35-56', '',
     "       obs=BYTES\n              write BYTES bytes at a time (default: 512)\n\n       of=FILE\n              write to FILE instead of stdout\n\n       oflag=FLAGS\n              write as per the comma separated symbol list\n\n       seek=N (or oseek=N) skip N obs-sized output blocks\n\n       skip=N (or iseek=N) skip N ibs-sized input blocks\n\n       status=LEVEL\n              The LEVEL of information to print to stderr;  'none'  suppresses\n              everything  but  error  messages,  'noxfer' suppresses the final\n              transfer statistics, 'progress' shows periodic transfer  statis‐\n              tics\n\n       N  and  BYTES may be followed by the following multiplicative suffixes:\n       c=1, w=2, b=512,  kB=1000,  K=1024,  MB=1000*1000,  M=1024*1024,  xM=M,\n       GB=1000*1000*1000,  G=1024*1024*1024, and so on for T, P, E, Z, Y.  Bi‐",
     []),
    ('/usr/share/man/man1/sort.1.gz (rendered man page), lines 131-152', '',
     "       byte values.\n\nAUTHOR\n       Written by Mike Haertel and Paul Eggert.\n\nREPORTING BUGS\n       GNU coreutils online help: <https://www.gnu.org/software/coreutils/>\n       Report any translation bugs to <https://translationproject.org/team/>\n\nCOPYRIGHT\n       Copyright  ©  2022  Free Software Foundation, Inc.  License GPLv3+: GNU\n       GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n       This is free software: you are free  to  change  and  redistribute  it.\n       There is NO WARRANTY, to the extent permitted by law.\n\nSEE ALSO\n       shuf(1), uniq(1)\n\n       Full documentation <https://www.gnu.org/software/coreutils/sort>\n       or available locally via: info '(coreutils) sort invocation'\n\nGNU coreutils 9.1               September 2022                         SORT(1)",
     []),
    ('/usr/share/man/man1/openssl-x509.1ssl.gz (rendered man page), lines 608-629', '',
     '       before OpenSSL 1.0.0 was based on the deprecated MD5 algorithm and the\n       encoding of the distinguished name. In OpenSSL 1.0.0 and later it is\n       based on a canonical version of the DN using SHA1. This means that any\n       directories using the old form must have their links rebuilt using\n       openssl-rehash(1) or similar.\n\n       The -signkey option has been renamed to -key in OpenSSL 3.0, keeping\n       the old name as an alias.\n\n       The -engine option was deprecated in OpenSSL 3.0.\n\n       The -C option was removed in OpenSSL 3.0.\n\nCOPYRIGHT\n       Copyright 2000-2023 The OpenSSL Project Authors. All Rights Reserved.\n\n       Licensed under the Apache License 2.0 (the "License").  You may not use\n       this file except in compliance with the License.  You can obtain a copy\n       in the file LICENSE in the source distribution or at\n       <https://www.openssl.org/source/license.html>.\n\n3.0.19                            2026-01-27                OPENSSL-X509(1SSL)',
     []),
    ('/usr/share/man/man1/openssl-x509.1ssl.gz (rendered man page), lines 543-564', '',
     '        openssl x509 -in cert.pem -noout -subject\n\n       Print the certificate subject name in RFC2253 form:\n\n        openssl x509 -in cert.pem -noout -subject -nameopt RFC2253\n\n       Print the certificate subject name in oneline form on a terminal\n       supporting UTF8:\n\n        openssl x509 -in cert.pem -noout -subject -nameopt oneline,-esc_msb\n\n       Print the certificate SHA1 fingerprint:\n\n        openssl x509 -sha1 -in cert.pem -noout -fingerprint\n\n       Convert a certificate from PEM to DER format:\n\n        openssl x509 -in cert.pem -inform PEM -out cert.der -outform DER\n\n       Convert a certificate to a certificate request:\n\n        openssl x509 -x509toreq -in cert.pem -out req.pem -key key.pem',
     []),
    ('/usr/share/man/man8/tc.8.gz (rendered man page), lines 610-631', 'en_US',
     '           Shows classes as ASCII graph on eth0 interface.\n\n       tc -g -s class show dev eth0\n           Shows classes as ASCII graph with stats info under each class.\n\nHISTORY\n       tc was written by Alexey N. Kuznetsov and added in Linux 2.2.\n\nSEE ALSO\n       tc-basic(8),  tc-bfifo(8),  tc-bpf(8),   tc-cake(8),   tc-cbq(8),   tc-\n       cgroup(8),   tc-choke(8),  tc-codel(8),  tc-drr(8),  tc-ematch(8),  tc-\n       ets(8),  tc-flow(8),  tc-flower(8),   tc-fq(8),   tc-fq_codel(8),   tc-\n       fq_pie(8),  tc-fw(8),  tc-hfsc(7), tc-hfsc(8), tc-htb(8), tc-mqprio(8),\n       tc-pfifo(8), tc-pfifo_fast(8), tc-pie(8), tc-red(8),  tc-route(8),  tc-\n       sfb(8), tc-sfq(8), tc-stab(8), tc-tbf(8), tc-tcindex(8), tc-u32(8),\n       User  documentation  at http://lartc.org/, but please direct bugreports\n       and patches to: <netdev@vger.kernel.org>\n\nAUTHOR\n       Manpage maintained by bert hubert (ahu@ds9a.nl)\n\niproute2                       16 December 2001                          TC(8)',
     [('EMAIL_ADDRESS', 'netdev@vger.kernel.org', 0), ('EMAIL_ADDRESS', 'ahu@ds9a.nl', 0)]),
    ('/usr/share/man/man8/tc.8.gz (rendered man page), lines 418-439', '',
     '              To  specify in IEC units, replace the SI prefix (k-, m-, g-, t-)\n              with IEC prefix (ki-, mi-, gi- and ti-) respectively.\n\n              TC store rates as a 32-bit unsigned integer in  bps  internally,\n              so we can specify a max rate of 4294967295 bps.\n\n       TIMES  Length of time. Can be specified as a floating point number fol‐\n              lowed by an optional unit:\n\n              s, sec or secs\n                     Whole seconds\n\n              ms, msec or msecs\n                     Milliseconds\n\n              us, usec, usecs or a bare number\n                     Microseconds.\n\n              TC defined its own time unit (equal to microsecond)  and  stores\n              time  values  as  32-bit unsigned integer, thus we can specify a\n              max time value of 4294967295 usecs.',
     []),
    ('/usr/share/man/man8/ip-link.8.gz (rendered man page), lines 1693-1714', 'en_US',
     '           If a XDP/BPF program is attached on device eth0, detach it and ef‐\n           fectively turn off XDP for device eth0.\n\n       ip link add link wpan0 lowpan0 type lowpan\n           Creates a 6LoWPAN interface named lowpan0 on the underlying IEEE\n           802.15.4 device wpan0.\n\n       ip link add dev ip6erspan11 type ip6erspan seq key 102 local\n       fc00:100::2 remote fc00:100::1 erspan_ver 2 erspan_dir ingress\n       erspan_hwid 17\n           Creates a IP6ERSPAN version 2 interface named ip6erspan00.\n\n       ip link set dev swp0 type dsa conduit eth1\n           Changes the conduit interface of the swp0 user port to eth1.\n\nSEE ALSO\n       ip(8), ip-netns(8), ethtool(8), iptables(8)\n\nAUTHOR\n       Original Manpage by Michail Litvak <mci@owl.openwall.com>\n\niproute2                          13 Dec 2012                       IP-LINK(8)',
     [('IP_ADDRESS', 'fc00:100::2', 0), ('IP_ADDRESS', 'fc00:100::1', 0), ('EMAIL_ADDRESS', 'mci@owl.openwall.com', 0)]),
    ('/usr/share/man/man1/xz.1.gz (rendered man page), lines 446-467', '',
     '              increases a little at preset levels -0 ... -3.\n\n              Since there are two presets  with  dictionary  sizes  4 MiB  and\n              8 MiB,  the  presets  -3e  and  -5e use slightly faster settings\n              (lower CompCPU) than -4e and -6e, respectively.  That way no two\n              presets are identical.\n\n                     Preset   DictSize   CompCPU   CompMem   DecMem\n                      -0e     256 KiB       8        4 MiB    1 MiB\n                      -1e       1 MiB       8       13 MiB    2 MiB\n                      -2e       2 MiB       8       25 MiB    3 MiB\n                      -3e       4 MiB       7       48 MiB    5 MiB\n                      -4e       4 MiB       8       48 MiB    5 MiB\n                      -5e       8 MiB       7       94 MiB    9 MiB\n                      -6e       8 MiB       8       94 MiB    9 MiB\n                      -7e      16 MiB       8      186 MiB   17 MiB\n                      -8e      32 MiB       8      370 MiB   33 MiB\n                      -9e      64 MiB       8      674 MiB   65 MiB\n\n              For  example,  there  are a total of four presets that use 8 MiB\n              dictionary, whose order from the fastest to the slowest  is  -5,\n              -6, -5e, and -6e.',
     []),
    ('/usr/share/man/man1/xz.1.gz (rendered man page), lines 1311-1332', '',
     '               -4       4 MiB      1 MiB\n               -5       8 MiB      2 MiB\n               -6       8 MiB      4 MiB\n               -7      16 MiB      8 MiB\n               -8      32 MiB     16 MiB\n               -9      64 MiB     32 MiB\n\n       The dictionary size differences affect the compressor memory usage too,\n       but there are some other differences between LZMA Utils and  XZ  Utils,\n       which make the difference even bigger:\n\n              Level     xz      LZMA Utils 4.32.x\n               -0       3 MiB          N/A\n               -1       9 MiB          2 MiB\n               -2      17 MiB         12 MiB\n               -3      32 MiB         12 MiB\n               -4      48 MiB         16 MiB\n               -5      94 MiB         26 MiB\n               -6      94 MiB         45 MiB\n               -7     186 MiB         83 MiB\n               -8     370 MiB        159 MiB\n               -9     674 MiB        311 MiB',
     []),
    ('/usr/share/man/man1/ssh.1.gz (rendered man page), lines 745-766', 'en_US',
     'SSH-BASED VIRTUAL PRIVATE NETWORKS\n     ssh contains support for Virtual Private Network (VPN) tunnelling using\n     the tun(4) network pseudo-device, allowing two networks to be joined se‐\n     curely.  The sshd_config(5) configuration option PermitTunnel controls\n     whether the server supports this, and at what level (layer 2 or 3 traf‐\n     fic).\n\n     The following example would connect client network 10.0.50.0/24 with re‐\n     mote network 10.0.99.0/24 using a point-to-point connection from 10.1.1.1\n     to 10.1.1.2, provided that the SSH server running on the gateway to the\n     remote network, at 192.168.1.15, allows it.\n\n     On the client:\n\n           # ssh -f -w 0:1 192.168.1.15 true\n           # ifconfig tun0 10.1.1.1 10.1.1.2 netmask 255.255.255.252\n           # route add 10.0.99.0/24 10.1.1.2\n\n     On the server:\n\n           # ifconfig tun1 10.1.1.2 10.1.1.1 netmask 255.255.255.252\n           # route add 10.0.50.0/24 10.1.1.1',
     [('IP_ADDRESS', '10.0.50.0', 0), ('IP_ADDRESS', '10.0.99.0', 0), ('IP_ADDRESS', '10.1.1.1', 0), ('IP_ADDRESS', '10.1.1.2', 0), ('IP_ADDRESS', '192.168.1.15', 0), ('IP_ADDRESS', '192.168.1.15', 1), ('IP_ADDRESS', '10.1.1.1', 1), ('IP_ADDRESS', '10.1.1.2', 1), ('IP_ADDRESS', '255.255.255.252', 0), ('IP_ADDRESS', '10.0.99.0', 1), ('IP_ADDRESS', '10.1.1.2', 2), ('IP_ADDRESS', '10.1.1.2', 3), ('IP_ADDRESS', '10.1.1.1', 2), ('IP_ADDRESS', '255.255.255.252', 1), ('IP_ADDRESS', '10.0.50.0', 1), ('IP_ADDRESS', '10.1.1.1', 3)]),
    ('/usr/share/man/man1/ssh.1.gz (rendered man page), lines 982-1003', '',
     '     Numbers, RFC 4250, January 2006.\n\n     T. Ylonen and C. Lonvick, The Secure Shell (SSH) Protocol Architecture,\n     RFC 4251, January 2006.\n\n     T. Ylonen and C. Lonvick, The Secure Shell (SSH) Authentication Protocol,\n     RFC 4252, January 2006.\n\n     T. Ylonen and C. Lonvick, The Secure Shell (SSH) Transport Layer\n     Protocol, RFC 4253, January 2006.\n\n     T. Ylonen and C. Lonvick, The Secure Shell (SSH) Connection Protocol, RFC\n     4254, January 2006.\n\n     J. Schlyter and W. Griffin, Using DNS to Securely Publish Secure Shell\n     (SSH) Key Fingerprints, RFC 4255, January 2006.\n\n     F. Cusack and M. Forssen, Generic Message Exchange Authentication for the\n     Secure Shell Protocol (SSH), RFC 4256, January 2006.\n\n     J. Galbraith and P. Remaker, The Secure Shell (SSH) Session Channel Break\n     Extension, RFC 4335, January 2006.',
     []),
    ('/usr/share/man/man1/curl.1.gz (rendered man page), lines 3093-3114', '',
     '               curl --pinnedpubkey \'sha256//ce118b51897f4452dc\' https://example.com\n\n              See also --hostpubsha256. Added in 7.39.0.\n\n       --post301\n              (HTTP) Tells curl to respect RFC 7231/6.4.2 and not convert POST\n              requests into GET requests when following a 301 redirection. The\n              non-RFC behavior is ubiquitous in web browsers, so curl does the\n              conversion by default to maintain consistency. However, a server\n              may require a POST to remain a POST after  such  a  redirection.\n              This option is meaningful only when using -L, --location.\n\n              Providing --post301 multiple times has no extra effect.  Disable\n              it again with --no-post301.\n\n              Example:\n               curl --post301 --location -d "data" https://example.com\n\n              See also --post302, --post303 and -L, --location.\n\n       --post302\n              (HTTP) Tells curl to respect RFC 7231/6.4.3 and not convert POST',
     []),
    ('/usr/share/man/man1/bash.1.gz (rendered man page), lines 3121-3142', '',
     '                     26")\n              \\D{format}\n                     the format is passed to strftime(3) and the result is in‐\n                     serted into the prompt string; an empty format results in\n                     a  locale-specific  time  representation.  The braces are\n                     required\n              \\e     an ASCII escape character (033)\n              \\h     the hostname up to the first `.\'\n              \\H     the hostname\n              \\j     the number of jobs currently managed by the shell\n              \\l     the basename of the shell\'s terminal device name\n              \\n     newline\n              \\r     carriage return\n              \\s     the name of the shell, the basename of  $0  (the  portion\n                     following the final slash)\n              \\t     the current time in 24-hour HH:MM:SS format\n              \\T     the current time in 12-hour HH:MM:SS format\n              \\@     the current time in 12-hour am/pm format\n              \\A     the current time in 24-hour HH:MM format\n              \\u     the username of the current user\n              \\v     the version of bash (e.g., 2.00)\n              \\V     the release of bash, version + patch level (e.g., 2.00.0)',
     []),
    ('/usr/share/man/man1/gzip.1.gz (rendered man page), lines 286-307', '',
     '       directory /usr/bin you can prepend $HOME/bin to your PATH and create an\n       executable script $HOME/bin/gzip containing the following:\n\n             #! /bin/sh\n             export PATH=/usr/bin\n             exec gzip -9 "$@"\n\nSEE ALSO\n       znew(1), zcmp(1), zmore(1), zforce(1), gzexe(1), zip(1), unzip(1), com‐\n       press(1)\n\n       The gzip file format is specified in P. Deutsch, GZIP file format spec‐\n       ification version 4.3, <https://www.ietf.org/rfc/rfc1952.txt>, Internet\n       RFC  1952  (May  1996).   The  zip  deflation format is specified in P.\n       Deutsch, DEFLATE Compressed  Data  Format  Specification  version  1.3,\n       <https://www.ietf.org/rfc/rfc1951.txt>, Internet RFC 1951 (May 1996).\n\nDIAGNOSTICS\n       Exit  status  is normally 0; if an error occurs, exit status is 1. If a\n       warning occurs, exit status is 2.\n\n       Usage: gzip [-cdfhklLnNrtvV19] [-S suffix] [file ...]',
     []),
    ('<venv>/site-packages/apache_beam/examples/cookbook/mergecontacts_test.py, lines 71-110', 'en_US',
     '  EXPECTED_TSV = \'\\n\'.join([\n      \'\\t\'.join([\n          \'"Larry Luddite"\',\n          \'""\',\n          \'"724-228-3529"\',\n          \'"1949 Westcott St, Detroit, MI 48222"\'\n      ]),\n      \'\\t\'.join([\n          \'"Lisa Luddite"\',\n          \'""\',\n          \'"304-277-3504"\',\n          \'"1949 Westcott St, Detroit, MI 48222"\'\n      ]),\n      \'\\t\'.join(\n          [\'"Nathan Nomad"\', \'"nathan@example.com"\', \'"412-466-8968"\', \'""\']),\n      \'\\t\'.join(\n          [\'"Nicky Nomad"\', \'"nicky@example.com"\', \'"724-379-5815"\', \'""\']),\n      \'\\t\'.join([\n          \'"Noreen Nomad"\',\n          \'"nomad@example.com,noreen@example.com"\',\n          \'"412-472-0145"\',\n          \'""\'\n      ]),\n      \'\\t\'.join([\n          \'"Robert B"\',\n          \'"robert@example.com"\',\n          \'"814-865-8799"\',\n          \'"601 N 34th St, Seattle, WA 98103"\'\n      ]),\n      \'\\t\'.join([\n          \'"Silviu C"\',\n          \'"silviu@example.com"\',\n          \'"724-537-0671"\',\n          \'"1600 Amphitheatre Pkwy, Mountain View, CA 94043"\'\n      ]),\n      \'\\t\'.join([\n          \'"Tom S"\',\n          \'"tom@example.com"\',\n          \'"570-368-3420,814-793-9655"\',\n          \'"6425 Penn Ave Ste 700, Pittsburgh, PA 15206"\'',
     [('PHONE_NUMBER', '724-228-3529', 0), ('PHONE_NUMBER', '304-277-3504', 0), ('EMAIL_ADDRESS', 'nathan@example.com', 0), ('PHONE_NUMBER', '412-466-8968', 0), ('EMAIL_ADDRESS', 'nicky@example.com', 0), ('PHONE_NUMBER', '724-379-5815', 0), ('EMAIL_ADDRESS', 'nomad@example.com', 0), ('EMAIL_ADDRESS', 'noreen@example.com', 0), ('PHONE_NUMBER', '412-472-0145', 0), ('EMAIL_ADDRESS', 'robert@example.com', 0), ('PHONE_NUMBER', '814-865-8799', 0), ('EMAIL_ADDRESS', 'silviu@example.com', 0), ('PHONE_NUMBER', '724-537-0671', 0), ('EMAIL_ADDRESS', 'tom@example.com', 0), ('PHONE_NUMBER', '570-368-3420', 0), ('PHONE_NUMBER', '814-793-9655', 0)]),
    ('<venv>/site-packages/apache_beam/yaml/programming_guide_test.py, lines 100-125', 'en_US',
     '                  - { name: "carl", email: "carl@example.com" }\n                  - { name: "julia", email: "julia@example.com" }\n                  - { name: "carl", email: "carl@email.com" }\n\n            - type: Create\n              name: CreatePhones\n              config:\n                elements:\n                  - { name: "amy", phone: "111-222-3333" }\n                  - { name: "james", phone: "222-333-4444" }\n                  - { name: "amy", phone: "333-444-5555" }\n                  - { name: "carl", phone: "444-555-6666" }\n              # [END cogroupbykey_inputs]\n\n              # [START cogroupbykey]\n            - type: MapToFields\n              name: PrepareEmails\n              input: CreateEmails\n              config:\n                language: python\n                fields:\n                  name: name\n                  email: "[email]"\n                  phone: "[]"\n\n            - type: MapToFields',
     [('EMAIL_ADDRESS', 'carl@example.com', 0), ('EMAIL_ADDRESS', 'julia@example.com', 0), ('EMAIL_ADDRESS', 'carl@email.com', 0), ('PHONE_NUMBER', '111-222-3333', 0), ('PHONE_NUMBER', '222-333-4444', 0), ('PHONE_NUMBER', '333-444-5555', 0), ('PHONE_NUMBER', '444-555-6666', 0)]),
    ('<venv>/site-packages/apache_beam/examples/snippets/snippets_test.py, lines 950-1000', 'en_US',
     '      emails_list = [\n          (\'amy\', \'amy@example.com\'),\n          (\'carl\', \'carl@example.com\'),\n          (\'julia\', \'julia@example.com\'),\n          (\'carl\', \'carl@email.com\'),\n      ]\n      phones_list = [\n          (\'amy\', \'111-222-3333\'),\n          (\'james\', \'222-333-4444\'),\n          (\'amy\', \'333-444-5555\'),\n          (\'carl\', \'444-555-6666\'),\n      ]\n\n      emails = p | \'CreateEmails\' >> beam.Create(emails_list)\n      phones = p | \'CreatePhones\' >> beam.Create(phones_list)\n      # [END model_group_by_key_cogroupbykey_tuple_inputs]\n\n      result_path = self.create_temp_file()\n      snippets.model_co_group_by_key_tuple(emails, phones, result_path)\n\n    # [START model_group_by_key_cogroupbykey_tuple_outputs]\n    results = [\n        (\n            \'amy\',\n            {\n                \'emails\': [\'amy@example.com\'],\n                \'phones\': [\'111-222-3333\', \'333-444-5555\']\n            }),\n        (\n            \'carl\',\n            {\n                \'emails\': [\'carl@email.com\', \'carl@example.com\'],\n                \'phones\': [\'444-555-6666\']\n            }),\n        (\'james\', {\n            \'emails\': [], \'phones\': [\'222-333-4444\']\n        }),\n        (\'julia\', {\n            \'emails\': [\'julia@example.com\'], \'phones\': []\n        }),\n    ]\n    # [END model_group_by_key_cogroupbykey_tuple_outputs]\n    # [START model_group_by_key_cogroupbykey_tuple_formatted_outputs]\n    formatted_results = [\n        "amy; [\'amy@example.com\']; [\'111-222-3333\', \'333-444-5555\']",',
     [('EMAIL_ADDRESS', 'amy@example.com', 0), ('EMAIL_ADDRESS', 'carl@example.com', 0), ('EMAIL_ADDRESS', 'julia@example.com', 0), ('EMAIL_ADDRESS', 'carl@email.com', 0), ('PHONE_NUMBER', '111-222-3333', 0), ('PHONE_NUMBER', '222-333-4444', 0), ('PHONE_NUMBER', '333-444-5555', 0), ('PHONE_NUMBER', '444-555-6666', 0), ('EMAIL_ADDRESS', 'amy@example.com', 1), ('PHONE_NUMBER', '111-222-3333', 1), ('PHONE_NUMBER', '333-444-5555', 1), ('EMAIL_ADDRESS', 'carl@email.com', 1), ('EMAIL_ADDRESS', 'carl@example.com', 1), ('PHONE_NUMBER', '444-555-6666', 1), ('PHONE_NUMBER', '222-333-4444', 1), ('EMAIL_ADDRESS', 'julia@example.com', 1), ('EMAIL_ADDRESS', 'amy@example.com', 2), ('PHONE_NUMBER', '111-222-3333', 2), ('PHONE_NUMBER', '333-444-5555', 2)]),
    ('<venv>/site-packages/pydantic/networks.py, lines 1108-1130', 'en_US',
     '    The `NameEmail` has two properties: `name` and `email`.\n    In case the `name` is not provided, it\'s inferred from the email address.\n\n    ```python\n    from pydantic import BaseModel, NameEmail\n\n    class User(BaseModel):\n        email: NameEmail\n\n    user = User(email=\'Fred Bloggs <fred.bloggs@example.com>\')\n    print(user.email)\n    #> Fred Bloggs <fred.bloggs@example.com>\n    print(user.email.name)\n    #> Fred Bloggs\n\n    user = User(email=\'fred.bloggs@example.com\')\n    print(user.email)\n    #> fred.bloggs <fred.bloggs@example.com>\n    print(user.email.name)\n    #> fred.bloggs\n    ```\n    """  # noqa: D212',
     [('EMAIL_ADDRESS', 'fred.bloggs@example.com', 0), ('EMAIL_ADDRESS', 'fred.bloggs@example.com', 1), ('EMAIL_ADDRESS', 'fred.bloggs@example.com', 2), ('EMAIL_ADDRESS', 'fred.bloggs@example.com', 3)]),
    ('<venv>/site-packages/pydantic/networks.py, lines 1193-1215', 'en_US',
     'else:\n\n    class IPvAnyAddress:\n        """Validate an IPv4 or IPv6 address.\n\n        ```python\n        from pydantic import BaseModel\n        from pydantic.networks import IPvAnyAddress\n\n        class IpModel(BaseModel):\n            ip: IPvAnyAddress\n\n        print(IpModel(ip=\'127.0.0.1\'))\n        #> ip=IPv4Address(\'127.0.0.1\')\n\n        try:\n            IpModel(ip=\'http://www.example.com\')\n        except ValueError as e:\n            print(e.errors())\n            \'\'\'\n            [\n                {\n                    \'type\': \'ip_any_address\',',
     [('IP_ADDRESS', '127.0.0.1', 0), ('IP_ADDRESS', '127.0.0.1', 1)]),
    ('<venv>/site-packages/scipy/constants/_codata.py, lines 150-172', '',
     'txt2006 = """\\\nlattice spacing of silicon                             192.015 5762 e-12     0.000 0050 e-12       m\nalpha particle-electron mass ratio                     7294.299 5365         0.000 0031\nalpha particle mass                                    6.644 656 20 e-27     0.000 000 33 e-27     kg\nalpha particle mass energy equivalent                  5.971 919 17 e-10     0.000 000 30 e-10     J\nalpha particle mass energy equivalent in MeV           3727.379 109          0.000 093             MeV\nalpha particle mass in u                               4.001 506 179 127     0.000 000 000 062     u\nalpha particle molar mass                              4.001 506 179 127 e-3 0.000 000 000 062 e-3 kg mol^-1\nalpha particle-proton mass ratio                       3.972 599 689 51      0.000 000 000 41\nAngstrom star                                          1.000 014 98 e-10     0.000 000 90 e-10     m\natomic mass constant                                   1.660 538 782 e-27    0.000 000 083 e-27    kg\natomic mass constant energy equivalent                 1.492 417 830 e-10    0.000 000 074 e-10    J\natomic mass constant energy equivalent in MeV          931.494 028           0.000 023             MeV\natomic mass unit-electron volt relationship            931.494 028 e6        0.000 023 e6          eV\natomic mass unit-hartree relationship                  3.423 177 7149 e7     0.000 000 0049 e7     E_h',
     []),
    ('<venv>/site-packages/scipy/constants/_codata.py, lines 400-422', '',
     'Planck time                                            5.391 24 e-44         0.000 27 e-44         s\nproton charge to mass quotient                         9.578 833 92 e7       0.000 000 24 e7       C kg^-1\nproton Compton wavelength                              1.321 409 8446 e-15   0.000 000 0019 e-15   m\nproton Compton wavelength over 2 pi                    0.210 308 908 61 e-15 0.000 000 000 30 e-15 m\nproton-electron mass ratio                             1836.152 672 47       0.000 000 80\nproton g factor                                        5.585 694 713         0.000 000 046\nproton gyromag. ratio                                  2.675 222 099 e8      0.000 000 070 e8      s^-1 T^-1\nproton gyromag. ratio over 2 pi                        42.577 4821           0.000 0011            MHz T^-1\nproton mag. mom.                                       1.410 606 662 e-26    0.000 000 037 e-26    J T^-1\nproton mag. mom. to Bohr magneton ratio                1.521 032 209 e-3     0.000 000 012 e-3\nproton mag. mom. to nuclear magneton ratio             2.792 847 356         0.000 000 023\nproton mag. shielding correction                       25.694 e-6            0.014 e-6\nproton mass                                            1.672 621 637 e-27    0.000 000 083 e-27    kg\nproton mass energy equivalent                          1.503 277 359 e-10    0.000 000 075 e-10    J\nproton mass energy equivalent in MeV                   938.272 013           0.000 023             MeV',
     []),
    ('<venv>/site-packages/rsa/key.py, lines 218-250', '',
     'class PublicKey(AbstractKey):\n    """Represents a public RSA key.\n\n    This key is also known as the \'encryption key\'. It contains the \'n\' and \'e\'\n    values.\n\n    Supports attributes as well as dictionary-like access. Attribute access is\n    faster, though.\n\n    >>> PublicKey(5, 3)\n    PublicKey(5, 3)\n\n    >>> key = PublicKey(5, 3)\n    >>> key.n\n    5\n    >>> key[\'n\']\n    5\n    >>> key.e\n    3\n    >>> key[\'e\']\n    3\n\n    """\n\n    __slots__ = ()\n\n    def __getitem__(self, key: str) -> int:\n        return getattr(self, key)\n\n    def __repr__(self) -> str:\n        return "PublicKey(%i, %i)" % (self.n, self.e)\n\n    def __getstate__(self) -> typing.Tuple[int, int]:',
     []),
    ('<venv>/site-packages/aiohttp-3.14.5.dist-info/METADATA, lines 235-252', '',
     'The latest developer version is available in a GitHub repository:\nhttps://github.com/aio-libs/aiohttp\n\nBenchmarks\n==========\n\nIf you are interested in efficiency, the AsyncIO community maintains a\nlist of benchmarks on the official wiki:\nhttps://github.com/python/asyncio/wiki/Benchmarks\n\n--------\n\n.. image:: https://img.shields.io/matrix/aio-libs:matrix.org?label=Discuss%20on%20Matrix%20at%20%23aio-libs%3Amatrix.org&logo=matrix&server_fqdn=matrix.org&style=flat\n   :target: https://matrix.to/#/%23aio-libs:matrix.org\n   :alt: Matrix Room — #aio-libs:matrix.org\n\n.. image:: https://img.shields.io/matrix/aio-libs-space:matrix.org?label=Discuss%20on%20Matrix%20at%20%23aio-libs-space%3Amatrix.org&logo=matrix&server_fqdn=matrix.org&style=flat\n   :target: https://matrix.to/#/%23aio-libs-space:matrix.org',
     []),
    ('<venv>/site-packages/numpy/_core/numeric.py, lines 964-981', '',
     '           [-2., -1.,  0.,  1.,  2.],\n           [-2., -1.,  0.,  1.,  2.],\n           [-2., -1.,  0.,  1.,  2.],\n           [-2., -1.,  0.,  1.,  2.]])\n    >>> im = np.outer(1j*np.linspace(2, -2, 5), np.ones((5,)))\n    >>> im\n    array([[0.+2.j, 0.+2.j, 0.+2.j, 0.+2.j, 0.+2.j],\n           [0.+1.j, 0.+1.j, 0.+1.j, 0.+1.j, 0.+1.j],\n           [0.+0.j, 0.+0.j, 0.+0.j, 0.+0.j, 0.+0.j],\n           [0.-1.j, 0.-1.j, 0.-1.j, 0.-1.j, 0.-1.j],\n           [0.-2.j, 0.-2.j, 0.-2.j, 0.-2.j, 0.-2.j]])\n    >>> grid = rl + im\n    >>> grid\n    array([[-2.+2.j, -1.+2.j,  0.+2.j,  1.+2.j,  2.+2.j],\n           [-2.+1.j, -1.+1.j,  0.+1.j,  1.+1.j,  2.+1.j],\n           [-2.+0.j, -1.+0.j,  0.+0.j,  1.+0.j,  2.+0.j],\n           [-2.-1.j, -1.-1.j,  0.-1.j,  1.-1.j,  2.-1.j],\n           [-2.-2.j, -1.-2.j,  0.-2.j,  1.-2.j,  2.-2.j]])',
     []),
    ('<venv>/site-packages/pandas/core/frame.py, lines 7552-7569', '',
     '        2020-01-07    30    33    37\n        2020-01-08    45    48    52\n\n        >>> df.shift(periods=3, freq="infer")\n                    Col1  Col2  Col3\n        2020-01-04    10    13    17\n        2020-01-05    20    23    27\n        2020-01-06    15    18    22\n        2020-01-07    30    33    37\n        2020-01-08    45    48    52\n\n        >>> df["Col1"].shift(periods=[0, 1, 2])\n                    Col1_0  Col1_1  Col1_2\n        2020-01-01      10     NaN     NaN\n        2020-01-02      20    10.0     NaN\n        2020-01-03      15    20.0    10.0\n        2020-01-04      30    15.0    20.0\n        2020-01-05      45    30.0    15.0',
     []),
    ('<venv>/site-packages/scipy/special/_basic.py, lines 1181-1198', '',
     '    ((0.7651976865579664+0.088256964215677j),\n     (-0.44005058574493355+0.7812128213002889j),\n     (-0.3251471008130329-0.8694697855159659j))\n\n    Compute the first derivative of the Hankel function of the first kind\n    for several orders at 1 by providing an array for `v`.\n\n    >>> h1vp([0, 1, 2], 1, 1)\n    array([-0.44005059+0.78121282j,  0.3251471 +0.86946979j,\n           0.21024362+2.52015239j])\n\n    Compute the first derivative of the Hankel function of the first kind\n    of order 0 at several points by providing an array for `z`.\n\n    >>> import numpy as np\n    >>> points = np.array([0.5, 1.5, 3.])\n    >>> h1vp(0, points, 1)\n    array([-0.24226846+1.47147239j, -0.55793651+0.41230863j,',
     []),
    ('/usr/lib/python3.11/datetime.py, lines 100-117', '',
     "    #     31 Dec -400        -_DI400Y       -_DI400Y -1\n    #      1 Jan -399         -_DI400Y +1   -_DI400Y      400-year boundary\n    #     ...\n    #     30 Dec  000        -1             -2\n    #     31 Dec  000         0             -1\n    #      1 Jan  001         1              0            400-year boundary\n    #      2 Jan  001         2              1\n    #      3 Jan  001         3              2\n    #     ...\n    #     31 Dec  400         _DI400Y        _DI400Y -1\n    #      1 Jan  401         _DI400Y +1     _DI400Y      400-year boundary\n    n -= 1\n    n400, n = divmod(n, _DI400Y)\n    year = n400 * 400 + 1   # ..., -399, 1, 401, ...\n\n    # Now n is the (non-negative) offset, in days, from January 1 of year, to\n    # the desired date.  Now compute how many 100-year cycles precede n.\n    # Note that it's possible for n100 to equal 4!  In that case 4 full",
     []),
    ('/usr/lib/python3.11/_strptime.py, lines 185-202', '',
     '            # The " [1-9]" part of the regex is to make %c from ANSI C work\n            \'d\': r"(?P<d>3[0-1]|[1-2]\\d|0[1-9]|[1-9]| [1-9])",\n            \'f\': r"(?P<f>[0-9]{1,6})",\n            \'H\': r"(?P<H>2[0-3]|[0-1]\\d|\\d)",\n            \'I\': r"(?P<I>1[0-2]|0[1-9]|[1-9])",\n            \'G\': r"(?P<G>\\d\\d\\d\\d)",\n            \'j\': r"(?P<j>36[0-6]|3[0-5]\\d|[1-2]\\d\\d|0[1-9]\\d|00[1-9]|[1-9]\\d|0[1-9]|[1-9])",\n            \'m\': r"(?P<m>1[0-2]|0[1-9]|[1-9])",\n            \'M\': r"(?P<M>[0-5]\\d|\\d)",\n            \'S\': r"(?P<S>6[0-1]|[0-5]\\d|\\d)",\n            \'U\': r"(?P<U>5[0-3]|[0-4]\\d|\\d)",\n            \'w\': r"(?P<w>[0-6])",\n            \'u\': r"(?P<u>[1-7])",\n            \'V\': r"(?P<V>5[0-3]|0[1-9]|[1-4]\\d|\\d)",\n            # W is set below by using \'U\'\n            \'y\': r"(?P<y>\\d\\d)",\n            #XXX: Does \'Y\' need to worry about having less or more than\n            #     4 digits?',
     []),
    ('<venv>/site-packages/faker/providers/color/__init__.py, lines 38-55', '',
     '            ("DarkBlue", "#00008B"),\n            ("DarkCyan", "#008B8B"),\n            ("DarkGoldenRod", "#B8860B"),\n            ("DarkGray", "#A9A9A9"),\n            ("DarkGreen", "#006400"),\n            ("DarkKhaki", "#BDB76B"),\n            ("DarkMagenta", "#8B008B"),\n            ("DarkOliveGreen", "#556B2F"),\n            ("DarkOrange", "#FF8C00"),\n            ("DarkOrchid", "#9932CC"),\n            ("DarkRed", "#8B0000"),\n            ("DarkSalmon", "#E9967A"),\n            ("DarkSeaGreen", "#8FBC8F"),\n            ("DarkSlateBlue", "#483D8B"),\n            ("DarkSlateGray", "#2F4F4F"),\n            ("DarkTurquoise", "#00CED1"),\n            ("DarkViolet", "#9400D3"),\n            ("DeepPink", "#FF1493"),',
     []),
    ('<venv>/site-packages/faker/providers/date_time/__init__.py, lines 1919-1936', '',
     '        # 1970-01-01 00:00:00 UTC minus 62135596800 seconds is\n        # 0001-01-01 00:00:00 UTC.  Since _parse_end_datetime() is used\n        # elsewhere where a default value of 0 is expected, we can\'t\n        # simply change that class method to use this magic number as a\n        # default value when None is provided.\n\n        start_time = -62135596800 if start_datetime is None else self._parse_start_datetime(start_datetime)\n        end_datetime = self._parse_end_datetime(end_datetime)\n\n        ts = self._rand_seconds(start_time, end_datetime)\n        # NOTE: using datetime.fromtimestamp(ts) directly will raise\n        #       a "ValueError: timestamp out of range for platform time_t"\n        #       on some platforms due to system C functions;\n        #       see http://stackoverflow.com/a/10588133/2315612\n        # NOTE: On windows, the lowest value you can get from windows is 86400\n        #       on the first day. Known python issue:\n        #       https://bugs.python.org/issue30684\n        return datetime(1970, 1, 1, tzinfo=tzinfo) + timedelta(seconds=ts)',
     []),
    ('<venv>/site-packages/faker/providers/address/en_US/__init__.py, lines 371-388', '',
     '        "AL": (35004, 36925),\n        "AK": (99501, 99950),\n        "AZ": (85001, 86556),\n        "AR": (71601, 72959),\n        "CA": (90001, 96162),\n        "CO": (80001, 81658),\n        "CT": (6001, 6389),\n        "DE": (19701, 19980),\n        "DC": (20001, 20039),\n        "FL": (32004, 34997),\n        "GA": (30001, 31999),\n        "HI": (96701, 96898),\n        "ID": (83201, 83876),\n        "IL": (60001, 62999),\n        "IN": (46001, 47997),\n        "IA": (50001, 52809),\n        "KS": (66002, 67954),\n        "KY": (40003, 42788),',
     []),
    ('<venv>/site-packages/dateutil/parser/_parser.py, lines 592-609', '',
     '            from those time zones) to time zones. This parameter can be a\n            dictionary with timezone aliases mapping time zone names to time\n            zones or a function taking two parameters (``tzname`` and\n            ``tzoffset``) and returning a time zone.\n\n            The timezones to which the names are mapped can be an integer\n            offset from UTC in seconds or a :class:`tzinfo` object.\n\n            .. doctest::\n               :options: +NORMALIZE_WHITESPACE\n\n                >>> from dateutil.parser import parse\n                >>> from dateutil.tz import gettz\n                >>> tzinfos = {"BRST": -7200, "CST": gettz("America/Chicago")}\n                >>> parse("2012-01-19 17:21:00 BRST", tzinfos=tzinfos)\n                datetime.datetime(2012, 1, 19, 17, 21, tzinfo=tzoffset(u\'BRST\', -7200))\n                >>> parse("2012-01-19 17:21:00 CST", tzinfos=tzinfos)\n                datetime.datetime(2012, 1, 19, 17, 21,',
     []),
    ('/usr/share/perl5/Dpkg/Version.pm, lines 468-485', '',
     '=head1 CHANGES\n\n=head2 Version 1.03 (dpkg 1.20.0)\n\nRemove deprecation warning from semantic change in 1.02.\n\n=head2 Version 1.02 (dpkg 1.19.1)\n\nSemantic change: bool evaluation semantics restored to their original behavior.\n\n=head2 Version 1.01 (dpkg 1.17.0)\n\nNew argument: Accept an options argument in $v->as_string().\n\nNew method: $v->is_native().\n\n=head2 Version 1.00 (dpkg 1.15.6)',
     []),
    ('<venv>/site-packages/pandas/core/generic.py, lines 11499-11516', '',
     '        ...             "2018-10-28 01:30:00",\n        ...             "2018-10-28 02:00:00",\n        ...             "2018-10-28 02:30:00",\n        ...             "2018-10-28 02:00:00",\n        ...             "2018-10-28 02:30:00",\n        ...             "2018-10-28 03:00:00",\n        ...             "2018-10-28 03:30:00",\n        ...         ]\n        ...     ),\n        ... )\n        >>> s.tz_localize("CET", ambiguous="infer")\n        2018-10-28 01:30:00+02:00    0\n        2018-10-28 02:00:00+02:00    1\n        2018-10-28 02:30:00+02:00    2\n        2018-10-28 02:00:00+01:00    3\n        2018-10-28 02:30:00+01:00    4\n        2018-10-28 03:00:00+01:00    5\n        2018-10-28 03:30:00+01:00    6',
     []),
    ('<venv>/site-packages/tqdm/std.py, lines 378-395', '',
     '            Post-postfix [default: \'\'].\n        divisor  : float, optional\n            Divisor between prefixes [default: 1000].\n\n        Returns\n        -------\n        out  : str\n            Number with Order of Magnitude SI unit postfix.\n        """\n        for unit in [\'\', \'k\', \'M\', \'G\', \'T\', \'P\', \'E\', \'Z\']:\n            if abs(num) < 999.5:\n                if abs(num) < 99.95:\n                    if abs(num) < 9.995:\n                        return f\'{num:1.2f}{unit}{suffix}\'\n                    return f\'{num:2.1f}{unit}{suffix}\'\n                return f\'{num:3.0f}{unit}{suffix}\'\n            num /= divisor\n        return f\'{num:3.1f}Y{suffix}\'',
     []),
    ('/usr/share/zoneinfo/tzdata.zi, lines 3000-3025', '',
     'Z America/Nassau -5:9:30 - LMT 1912 Mar 2\n-5 BS E%sT 1976\n-5 u E%sT\nZ America/New_York -4:56:2 - LMT 1883 N 18 17u\n-5 u E%sT 1920\n-5 NY E%sT 1942\n-5 u E%sT 1946\n-5 NY E%sT 1967\n-5 u E%sT\nZ America/Nome 12:58:22 - LMT 1867 O 19 13:29:35\n-11:1:38 - LMT 1900 Au 20 12\n-11 - NST 1942\n-11 u N%sT 1946\n-11 - NST 1967 Ap\n-11 - BST 1969\n-11 u B%sT 1983 O 30 2\n-9 u Y%sT 1983 N 30\n-9 u AK%sT\nZ America/Noronha -2:9:40 - LMT 1914\n-2 B %z 1990 S 17\n-2 - %z 1999 S 30\n-2 B %z 2000 O 15\n-2 - %z 2001 S 13\n-2 B %z 2002 O\n-2 - %z\nZ America/North_Dakota/Beulah -6:47:7 - LMT 1883 N 18 19u',
     []),
    ('/usr/share/zoneinfo/zone1970.tab, lines 250-275', '',
     'PH\t+143512+1205804\tAsia/Manila\nPK\t+2452+06703\tAsia/Karachi\nPL\t+5215+02100\tEurope/Warsaw\nPM\t+4703-05620\tAmerica/Miquelon\nPN\t-2504-13005\tPacific/Pitcairn\nPR,AG,CA,AI,AW,BL,BQ,CW,DM,GD,GP,KN,LC,MF,MS,SX,TT,VC,VG,VI\t+182806-0660622\tAmerica/Puerto_Rico\tAST - QC (Lower North Shore)\nPS\t+3130+03428\tAsia/Gaza\tGaza Strip\nPS\t+313200+0350542\tAsia/Hebron\tWest Bank\nPT\t+3843-00908\tEurope/Lisbon\tPortugal (mainland)\nPT\t+3238-01654\tAtlantic/Madeira\tMadeira Islands\nPT\t+3744-02540\tAtlantic/Azores\tAzores\nPW\t+0720+13429\tPacific/Palau\nPY\t-2516-05740\tAmerica/Asuncion\nQA,BH\t+2517+05132\tAsia/Qatar\nRO\t+4426+02606\tEurope/Bucharest\nRS,BA,HR,ME,MK,SI\t+4450+02030\tEurope/Belgrade\nRU\t+5443+02030\tEurope/Kaliningrad\tMSK-01 - Kaliningrad\nRU\t+554521+0373704\tEurope/Moscow\tMSK+00 - Moscow area\n# Mention RU and UA alphabetically.  See "territorial claims" above.\nRU,UA\t+4457+03406\tEurope/Simferopol\tCrimea\nRU\t+5836+04939\tEurope/Kirov\tMSK+00 - Kirov\nRU\t+4844+04425\tEurope/Volgograd\tMSK+00 - Volgograd\nRU\t+4621+04803\tEurope/Astrakhan\tMSK+01 - Astrakhan\nRU\t+5134+04602\tEurope/Saratov\tMSK+01 - Saratov\nRU\t+5420+04824\tEurope/Ulyanovsk\tMSK+01 - Ulyanovsk\nRU\t+5312+05009\tEurope/Samara\tMSK+01 - Samara, Udmurtia',
     []),
    ('/etc/services, lines 200-240', '',
     'isns\t\t3205/tcp\t\t\t# iSNS Server Port\nisns\t\t3205/udp\t\t\t# iSNS Server Port\niscsi-target\t3260/tcp\nmysql\t\t3306/tcp\nms-wbt-server\t3389/tcp\nnut\t\t3493/tcp\t\t\t# Network UPS Tools\nnut\t\t3493/udp\ndistcc\t\t3632/tcp\t\t\t# distributed compiler\ndaap\t\t3689/tcp\t\t\t# Digital Audio Access Protocol\nsvn\t\t3690/tcp\tsubversion\t# Subversion protocol\nsuucp\t\t4031/tcp\t\t\t# UUCP over SSL\nsysrqd\t\t4094/tcp\t\t\t# sysrq daemon\nsieve\t\t4190/tcp\t\t\t# ManageSieve Protocol\nepmd\t\t4369/tcp\t\t\t# Erlang Port Mapper Daemon\nremctl\t\t4373/tcp\t\t# Remote Authenticated Command Service\nf5-iquery\t4353/tcp\t\t\t# F5 iQuery\nntske\t\t4460/tcp\t# Network Time Security Key Establishment\nipsec-nat-t\t4500/udp\t\t\t# IPsec NAT-Traversal [RFC3947]\niax\t\t4569/udp\t\t\t# Inter-Asterisk eXchange\nmtn\t\t4691/tcp\t\t\t# monotone Netsync Protocol\nradmin-port\t4899/tcp\t\t\t# RAdmin Port\nsip\t\t5060/tcp\t\t\t# Session Initiation Protocol\nsip\t\t5060/udp\nsip-tls\t\t5061/tcp\nsip-tls\t\t5061/udp\nxmpp-client\t5222/tcp\tjabber-client\t# Jabber Client Connection\nxmpp-server\t5269/tcp\tjabber-server\t# Jabber Server Connection\ncfengine\t5308/tcp\nmdns\t\t5353/udp\t\t\t# Multicast DNS\npostgresql\t5432/tcp\tpostgres\t# PostgreSQL Database\nfreeciv\t\t5556/tcp\trptp\t\t# Freeciv gameplay\namqps\t\t5671/tcp\t\t\t# AMQP protocol over TLS/SSL\namqp\t\t5672/tcp\namqp\t\t5672/sctp\nx11\t\t6000/tcp\tx11-0\t\t# X Window System\nx11-1\t\t6001/tcp\nx11-2\t\t6002/tcp\nx11-3\t\t6003/tcp\nx11-4\t\t6004/tcp\nx11-5\t\t6005/tcp\nx11-6\t\t6006/tcp',
     []),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 2000-2060', '',
     '千葉.jp\n和歌山.jp\n埼玉.jp\n大分.jp\n大阪.jp\n奈良.jp\n宮城.jp\n宮崎.jp\n富山.jp\n山口.jp\n山形.jp\n山梨.jp\n岐阜.jp\n岡山.jp\n岩手.jp\n島根.jp\n広島.jp\n徳島.jp\n愛媛.jp\n愛知.jp\n新潟.jp\n東京.jp\n栃木.jp\n沖縄.jp\n滋賀.jp\n熊本.jp\n石川.jp\n神奈川.jp\n福井.jp\n福岡.jp\n福島.jp\n秋田.jp\n群馬.jp\n茨城.jp\n長崎.jp\n長野.jp\n青森.jp\n静岡.jp\n香川.jp\n高知.jp\n鳥取.jp\n鹿児島.jp\n// jp geographic type names\n// http://jprs.jp/doc/rule/saisoku-1.html\n// 2024-11-22: JPRS confirmed that jp geographic type names no longer accept new registrations.\n// Once all existing registrations expire (marking full discontinuation), these suffixes\n// will be removed from the PSL.\n*.kawasaki.jp\n!city.kawasaki.jp\n*.kitakyushu.jp\n!city.kitakyushu.jp\n*.kobe.jp\n!city.kobe.jp\n*.nagoya.jp\n!city.nagoya.jp\n*.sapporo.jp\n!city.sapporo.jp\n*.sendai.jp\n!city.sendai.jp\n*.yokohama.jp\n!city.yokohama.jp',
     []),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 5000-5030', 'en_US',
     'vegårshei.no\nvennesla.no\nverdal.no\nverran.no\nvestby.no\nsande.vestfold.no\nvestnes.no\nvestre-slidre.no\nvestre-toten.no\nvestvagoy.no\nvestvågøy.no\nvevelstad.no\nvik.no\nvikna.no\nvindafjord.no\nvoagat.no\nvolda.no\nvoss.no\n\n// np : http://www.mos.com.np/register.html\n*.np\n\n// nr : http://cenpac.net.nr/dns/index.html\n// Submitted by registry <technician@cenpac.net.nr>\nnr\nbiz.nr\ncom.nr\nedu.nr\ngov.nr\ninfo.nr\nnet.nr',
     [('EMAIL_ADDRESS', 'technician@cenpac.net.nr', 0)]),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 9000-9030', '',
     'lotte\n\n// lotto : Identity Digital Limited\n// https://www.iana.org/domains/root/db/lotto.html\nlotto\n\n// love : Waterford Limited\n// https://www.iana.org/domains/root/db/love.html\nlove\n\n// lpl : LPL Holdings, Inc.\n// https://www.iana.org/domains/root/db/lpl.html\nlpl\n\n// lplfinancial : LPL Holdings, Inc.\n// https://www.iana.org/domains/root/db/lplfinancial.html\nlplfinancial\n\n// ltd : Binky Moon, LLC\n// https://www.iana.org/domains/root/db/ltd.html\nltd\n\n// ltda : InterNetX, Corp\n// https://www.iana.org/domains/root/db/ltda.html\nltda\n\n// lundbeck : H. Lundbeck A/S\n// https://www.iana.org/domains/root/db/lundbeck.html\nlundbeck\n\n// luxe : Registry Services, LLC',
     []),
    ('/usr/share/man/man1/curl.1.gz (rendered man page), lines 1886-1907', '',
     "              will be used.\n\n              Example:\n               curl --hostpubmd5 e5c1c49020640a5ab0f2034854c321a8 sftp://example.com/\n\n              See also --hostpubsha256.\n\n       --hostpubsha256 <sha256>\n              (SFTP SCP) Pass a string containing a Base64-encoded SHA256 hash\n              of the remote host's public key. Curl will refuse the connection\n              with the host unless the hashes match.\n\n              This  feature requires libcurl to be built with libssh2 and does\n              not work with other SSH backends.\n\n              If --hostpubsha256 is provided several times, the last set value\n              will be used.\n\n              Example:\n               curl --hostpubsha256 NDVkMTQxMGQ1ODdmMjQ3MjczYjAyOTY5MmRkMjVmNDQ= sftp://example.com/\n\n              See also --hostpubmd5. Added in 7.80.0.",
     []),
    ('/usr/share/man/man1/ssh.1.gz (rendered man page), lines 130-160', '',
     '     -G      Causes ssh to print its configuration after evaluating Host and\n             Match blocks and exit.\n\n     -g      Allows remote hosts to connect to local forwarded ports.  If used\n             on a multiplexed connection, then this option must be specified\n             on the master process.\n\n     -I pkcs11\n             Specify the PKCS#11 shared library ssh should use to communicate\n             with a PKCS#11 token providing keys for user authentication.\n\n     -i identity_file\n             Selects a file from which the identity (private key) for public\n             key authentication is read.  You can also specify a public key\n             file to use the corresponding private key that is loaded in\n             ssh-agent(1) when the private key file is not present locally.\n             The default is ~/.ssh/id_rsa, ~/.ssh/id_ecdsa,\n             ~/.ssh/id_ecdsa_sk, ~/.ssh/id_ed25519, ~/.ssh/id_ed25519_sk and\n             ~/.ssh/id_dsa.  Identity files may also be specified on a per-\n             host basis in the configuration file.  It is possible to have\n             multiple -i options (and multiple identities specified in config‐\n             uration files).  If no certificates have been explicitly speci‐\n             fied by the CertificateFile directive, ssh will also try to load\n             certificate information from the filename obtained by appending\n             -cert.pub to identity filenames.\n\n     -J destination',
     []),
    ('/usr/share/man/man1/xz.1.gz (rendered man page), lines 600-625', '',
     '              ways to specify the limit.\n\n       --memlimit-mt-decompress=limit\n              Set a memory usage limit for multi-threaded decompression.  This\n              can  only  affect the number of threads; this will never make xz\n              refuse to decompress a file.  If limit is too low to  allow  any\n              multi-threading,  the  limit  is ignored and xz will continue in\n              single-threaded mode.  Note that if  also  --memlimit-decompress\n              is used, it will always apply to both single-threaded and multi-\n              threaded modes, and so the effective limit  for  multi-threading\n              will  never  be higher than the limit set with --memlimit-decom‐\n              press.\n\n              In contrast to the other  memory  usage  limit  options,  --mem‐\n              limit-mt-decompress=limit  has  a system-specific default limit.\n              xz --info-memory can be used to see the current value.\n\n              This option and its default  value  exist  because  without  any\n              limit  the  threaded decompressor could end up allocating an in‐\n              sane amount of memory with some input  files.   If  the  default\n              limit is too low on your system, feel free to increase the limit\n              but never set it to a value larger than the amount of usable RAM\n              as  with  appropriate  input  files  xz will attempt to use that',
     []),
    ('/usr/share/man/man1/date.1.gz (rendered man page), lines 140-170', '',
     "       %y     last two digits of year (00..99)\n\n       %Y     year\n\n       %z     +hhmm numeric time zone (e.g., -0400)\n\n       %:z    +hh:mm numeric time zone (e.g., -04:00)\n\n       %::z   +hh:mm:ss numeric time zone (e.g., -04:00:00)\n\n       %:::z  numeric  time  zone  with  :  to necessary precision (e.g., -04,\n              +05:30)\n\n       %Z     alphabetic time zone abbreviation (e.g., EDT)\n\n       By default, date pads numeric fields with zeroes.   The  following  op‐\n       tional flags may follow '%':\n\n       -      (hyphen) do not pad the field\n\n       _      (underscore) pad with spaces\n\n       0      (zero) pad with zeros\n\n       +      pad with zeros, and put '+' before future years with >4 digits\n\n       ^      use upper case if possible\n\n       #      use opposite case if possible\n\n       After  any  flags  comes  an optional field width, as a decimal number;",
     []),
    ('<venv>/site-packages/phonenumbers/asyoutypeformatter.py, lines 366-384', 'en_GB',
     "    # Some national prefixes are a substring of others. If extracting the\n    # shorter NDD doesn't result in a number we can format, we try to see if\n    # we can extract a longer version here.\n    def _able_to_extract_longer_ndd(self):\n        if len(self._extracted_national_prefix) > 0:\n            # Put the extracted NDD back to the national number before\n            # attempting to extract a new NDD.\n            self._national_number = self._extracted_national_prefix + self._national_number\n            # Remove the previously extracted NDD from\n            # prefixBeforeNationalNumber. We cannot simply set it to empty\n            # string because people sometimes incorrectly enter national\n            # prefix after the country code, e.g. +44 (0)20-1234-5678.\n            index_of_previous_ndd = self._prefix_before_national_number.rfind(self._extracted_national_prefix)\n            self._prefix_before_national_number = self._prefix_before_national_number[:index_of_previous_ndd]\n        return self._extracted_national_prefix != self._remove_national_prefix_from_national_number()\n\n    def _is_digit_or_leading_plus_sign(self, next_char):\n        return (next_char.isdigit() or",
     [('PHONE_NUMBER', '+44 (0)20-1234-5678', 0)]),
    ('/etc/services, lines 300-340', '',
     'zephyr-clt\t2103/udp\t\t\t# Zephyr serv-hm connection\nzephyr-hm\t2104/udp\t\t\t# Zephyr hostmanager\niprop\t\t2121/tcp\t\t\t# incremental propagation\nsupfilesrv\t871/tcp\t\t\t# Software Upgrade Protocol server\nsupfiledbg\t1127/tcp\t\t# Software Upgrade Protocol debugging\n\n#\n# Services added for the Debian GNU/Linux distribution\n#\npoppassd\t106/tcp\t\t\t\t# Eudora\nmoira-db\t775/tcp\t\tmoira_db\t# Moira database\nmoira-update\t777/tcp\t\tmoira_update\t# Moira update protocol\nmoira-ureg\t779/udp\t\tmoira_ureg\t# Moira user registration\nspamd\t\t783/tcp\t\t\t\t# spamassassin daemon\nskkserv\t\t1178/tcp\t\t\t# skk jisho server port\npredict\t\t1210/udp\t\t\t# predict -- satellite tracking\nrmtcfg\t\t1236/tcp\t\t\t# Gracilis Packeten remote config server\nxtel\t\t1313/tcp\t\t\t# french minitel\nxtelw\t\t1314/tcp\t\t\t# french minitel\nzebrasrv\t2600/tcp\t\t\t# zebra service\nzebra\t\t2601/tcp\t\t\t# zebra vty\nripd\t\t2602/tcp\t\t\t# ripd vty (zebra)\nripngd\t\t2603/tcp\t\t\t# ripngd vty (zebra)\nospfd\t\t2604/tcp\t\t\t# ospfd vty (zebra)\nbgpd\t\t2605/tcp\t\t\t# bgpd vty (zebra)\nospf6d\t\t2606/tcp\t\t\t# ospf6d vty (zebra)\nospfapi\t\t2607/tcp\t\t\t# OSPF-API\nisisd\t\t2608/tcp\t\t\t# ISISd vty (zebra)\nfax\t\t4557/tcp\t\t\t# FAX transmission service (old)\nhylafax\t\t4559/tcp\t\t\t# HylaFAX client-server protocol (new)\nmunin\t\t4949/tcp\tlrrd\t\t# Munin\nrplay\t\t5555/udp\t\t\t# RPlay audio service\nnrpe\t\t5666/tcp\t\t\t# Nagios Remote Plugin Executor\nnsca\t\t5667/tcp\t\t\t# Nagios Agent - NSCA\ncanna\t\t5680/tcp\t\t\t# cannaserver\nsyslog-tls\t6514/tcp\t\t\t# Syslog over TLS [RFC5425]\nsane-port\t6566/tcp\tsane saned\t# SANE network scanner daemon',
     []),
    ('/usr/share/zoneinfo/zone1970.tab, lines 120-145', '',
     'CA\t+6043-13503\tAmerica/Whitehorse\tMST - Yukon (east)\nCA\t+6404-13925\tAmerica/Dawson\tMST - Yukon (west)\nCA\t+4916-12307\tAmerica/Vancouver\tPacific - BC (most areas)\nCH,DE,LI\t+4723+00832\tEurope/Zurich\tBüsingen\nCI,BF,GH,GM,GN,IS,ML,MR,SH,SL,SN,TG\t+0519-00402\tAfrica/Abidjan\nCK\t-2114-15946\tPacific/Rarotonga\nCL\t-3327-07040\tAmerica/Santiago\tmost of Chile\nCL\t-4534-07204\tAmerica/Coyhaique\tAysén Region\nCL\t-5309-07055\tAmerica/Punta_Arenas\tMagallanes Region\nCL\t-2709-10926\tPacific/Easter\tEaster Island\nCN\t+3114+12128\tAsia/Shanghai\tBeijing Time\nCN\t+4348+08735\tAsia/Urumqi\tXinjiang Time\nCO\t+0436-07405\tAmerica/Bogota\nCR\t+0956-08405\tAmerica/Costa_Rica\nCU\t+2308-08222\tAmerica/Havana\nCV\t+1455-02331\tAtlantic/Cape_Verde\nCY\t+3510+03322\tAsia/Nicosia\tmost of Cyprus\nCY\t+3507+03357\tAsia/Famagusta\tNorthern Cyprus\nCZ,SK\t+5005+01426\tEurope/Prague\nDE,DK,NO,SE,SJ\t+5230+01322\tEurope/Berlin\tmost of Germany\nDO\t+1828-06954\tAmerica/Santo_Domingo\nDZ\t+3647+00303\tAfrica/Algiers\nEC\t-0210-07950\tAmerica/Guayaquil\tEcuador (mainland)\nEC\t-0054-08936\tPacific/Galapagos\tGalápagos Islands\nEE\t+5925+02445\tEurope/Tallinn\nEG\t+3003+03115\tAfrica/Cairo',
     []),
    ('/usr/share/zoneinfo/tzdata.zi, lines 4000-4025', '',
     '0 G %s 1957 Ap 14 2\n1 - CET 1982\n1 E CE%sT\nZ Europe/Guernsey -0:10:9 - LMT 1913 Jun 18\n0 G %s 1940 Jul 2\n1 c CE%sT 1945 May 8\n0 G %s 1968 O 27\n1 - BST 1971 O 31 2u\n0 G %s 1996\n0 E GMT/BST\nZ Europe/Helsinki 1:39:49 - LMT 1878 May 31\n1:39:49 - HMT 1921 May\n2 FI EE%sT 1983\n2 E EE%sT\nZ Europe/Isle_of_Man -0:17:55 - LMT 1883 Mar 30 0s\n0 G %s 1968 O 27\n1 - BST 1971 O 31 2u\n0 G %s 1996\n0 E GMT/BST\nZ Europe/Istanbul 1:55:52 - LMT 1880\n1:56:56 - IMT 1910 O\n2 T EE%sT 1978 Jun 29\n3 T %z 1984 N 1 2\n2 T EE%sT 2007\n2 E EE%sT 2011 Mar 27 1u\n2 - EET 2011 Mar 28 1u',
     []),
    ('<venv>/site-packages/tldextract/.tld_set_snapshot, lines 7000-7030', '',
     'auction\n\n// audi : AUDI Aktiengesellschaft\n// https://www.iana.org/domains/root/db/audi.html\naudi\n\n// audible : Amazon Registry Services, Inc.\n// https://www.iana.org/domains/root/db/audible.html\naudible\n\n// audio : XYZ.COM LLC\n// https://www.iana.org/domains/root/db/audio.html\naudio\n\n// auspost : Australian Postal Corporation\n// https://www.iana.org/domains/root/db/auspost.html\nauspost\n\n// author : Amazon Registry Services, Inc.\n// https://www.iana.org/domains/root/db/author.html\nauthor\n\n// auto : XYZ.COM LLC\n// https://www.iana.org/domains/root/db/auto.html\nauto\n\n// autos : XYZ.COM LLC\n// https://www.iana.org/domains/root/db/autos.html\nautos\n\n// aws : AWS Registry LLC',
     []),
    ('/usr/lib/python3.11/_pydecimal.py, lines 5453-5470', '',
     "        coefficient are zeros.\n\n        >>> ExtendedContext.shift(Decimal('34'), Decimal('8'))\n        Decimal('400000000')\n        >>> ExtendedContext.shift(Decimal('12'), Decimal('9'))\n        Decimal('0')\n        >>> ExtendedContext.shift(Decimal('123456789'), Decimal('-2'))\n        Decimal('1234567')\n        >>> ExtendedContext.shift(Decimal('123456789'), Decimal('0'))\n        Decimal('123456789')\n        >>> ExtendedContext.shift(Decimal('123456789'), Decimal('+2'))\n        Decimal('345678900')\n        >>> ExtendedContext.shift(88888888, 2)\n        Decimal('888888800')\n        >>> ExtendedContext.shift(Decimal(88888888), 2)\n        Decimal('888888800')\n        >>> ExtendedContext.shift(88888888, Decimal(2))\n        Decimal('888888800')",
     []),
    ('<venv>/site-packages/numpy/_core/fromnumeric.py, lines 410-427', '',
     '    >>> a = [[1, 0, 1], [0, 1, 0], [1, 0, 1]]\n    >>> choices = [-10, 10]\n    >>> np.choose(a, choices)\n    array([[ 10, -10,  10],\n           [-10,  10, -10],\n           [ 10, -10,  10]])\n\n    >>> # With thanks to Anne Archibald\n    >>> a = np.array([0, 1]).reshape((2,1,1))\n    >>> c1 = np.array([1, 2, 3]).reshape((1,3,1))\n    >>> c2 = np.array([-1, -2, -3, -4, -5]).reshape((1,1,5))\n    >>> np.choose(a, (c1, c2)) # result is 2x3x5, res[0,:,:]=c1, res[1,:,:]=c2\n    array([[[ 1,  1,  1,  1,  1],\n            [ 2,  2,  2,  2,  2],\n            [ 3,  3,  3,  3,  3]],\n           [[-1, -2, -3, -4, -5],\n            [-1, -2, -3, -4, -5],\n            [-1, -2, -3, -4, -5]]])',
     []),
    ('<venv>/site-packages/pandas/core/frame.py, lines 9773-9790', '',
     '        Italy       59000000  1937894      IT\n        France      65000000  2583560      FR\n        Malta         434000    12011      MT\n        Maldives      434000     4520      MV\n        Brunei        434000    12128      BN\n        Iceland       337000    17036      IS\n        Nauru          11300      182      NR\n        Tuvalu         11300       38      TV\n        Anguilla       11300      311      AI\n\n        In the following example, we will use ``nlargest`` to select the three\n        rows having the largest values in column "population".\n\n        >>> df.nlargest(3, "population")\n                population      GDP alpha-2\n        France    65000000  2583560      FR\n        Italy     59000000  1937894      IT\n        Malta       434000    12011      MT',
     []),
]


# --------------------------------------------------------------------------------------------
# Which locales a template may use, and the language its prose is in (for the summary only).
# --------------------------------------------------------------------------------------------
EN_WIDE_LANGS = {"en", "tl", "tw", "yo", "ha", "ig", "zu", "mt", "ga", "hi", "ta", "gu", "or", "bn", "ne", "nl", "sv",
                 "da", "no", "fi", "is", "et"}
EN_WIDE_EXTRA = set()
EN_PROSE = {
    "t_press_contact", "t_purchase_order", "t_payroll", "t_fraud_alert", "t_chargeback", "t_flight", "t_taxi",
    "t_car_rental", "t_car_sale", "t_tutoring", "t_handyman", "t_lost_found", "t_forum", "t_social", "t_reddit",
    "t_twitter", "t_linkedin", "t_rideshare", "t_event_flyer", "t_wedding_rsvp", "t_funeral", "t_discord",
    "t_voicemail", "t_sms_2fa", "t_parent_list", "t_callcentre", "t_pharmacy", "t_referral", "t_insurance_claim",
    "t_parking_fine", "t_customs", "t_meeting_invite", "t_fax_cover", "t_parcel_scam", "t_github_issue",
    "t_newsletter_footer", "t_ml_digest", "t_ice_contacts", "t_bug_report", "t_tech_scam", "t_advance_fee", "t_cfp",
    "t_test_cards", "t_paper_authors", "t_slack_json", "t_card_in_chat", "t_receipt", "t_shipping", "t_business_card",
    "t_hotel_booking", "t_school", "t_support_ticket", "t_bank_phish",
}
NO_PROSE = {
    "t_mt103", "t_card_log_leak", "t_nginx", "t_sshd", "t_iptables", "t_app_log", "t_apache_error", "t_windows_event",
    "t_postfix", "t_dhcp", "t_hosts", "t_zone", "t_k8s", "t_traceroute", "t_ip_addr", "t_mail_headers", "t_git_log",
    "t_pkg_metadata", "t_iot_csv", "t_wireguard", "t_fail2ban", "t_cloud_audit", "t_crm_csv", "t_tsv", "t_sql", "t_json",
    "t_yaml", "t_xml", "t_vcard", "t_ldif", "t_tenant_list",
}
CARD_HEAVY = {"t_fraud_alert", "t_card_in_chat", "t_chargeback", "t_test_cards", "t_card_refund_mail", "t_car_rental",
              "t_hotel_booking"}
EN_WIDE_TEMPLATES_ALSO = {"t_out_of_office": {"de", "fr", "es", "nl", "sv"}}


def allowed_locales(fn, locales, langs):
    if locales:
        return sorted(locales)
    pool = LOCALE_NAMES
    if langs:
        pool = [loc for loc in pool if LOCALES[loc][1] in langs]
    if fn.__name__ in EN_PROSE:
        pool = [loc for loc in pool if LOCALES[loc][1] == "en"]
    if fn.__name__ in EN_WIDE_TEMPLATES_ALSO:
        extra = EN_WIDE_TEMPLATES_ALSO[fn.__name__]
        pool = [loc for loc in pool if LOCALES[loc][1] in EN_WIDE_LANGS | extra or loc in EN_WIDE_EXTRA]
    return pool


def prose_language(fn_name: str, locale: str) -> str:
    if fn_name in NO_PROSE:
        return "zxx"
    if fn_name in EN_PROSE or (fn_name in EN_WIDE_TEMPLATES_ALSO and LOCALES[locale][1] not in EN_WIDE_TEMPLATES_ALSO[fn_name]):
        return "en"
    lang = LOCALES[locale][1]
    return lang if lang in LEX else "en"


def plan_templates():
    """Template index of each PII record: English-prose templates get fewer records, localized ones more."""
    weights = [1.45 if fn.__name__ in CARD_HEAVY else 0.6 if fn.__name__ in EN_PROSE else 1.0 if fn.__name__ in NO_PROSE
               else 1.45 for fn, _, _ in TEMPLATES]
    total = sum(weights)
    exact = [w * N_PII / total for w in weights]
    counts = [int(x) for x in exact]
    order = sorted(range(len(weights)), key=lambda k: (-(exact[k] - counts[k]), k))
    for k in order[:N_PII - sum(counts)]:
        counts[k] += 1
    plan, left = [], counts[:]
    while any(left):
        for k in range(len(left)):
            if left[k]:
                plan.append(k)
                left[k] -= 1
    return plan


def make_fakers():
    fakers = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for loc in sorted(set(LOCALE_NAMES) | set(NAME_LOCALE.values())):
            fakers[loc] = Faker(loc)
    return fakers


def build_records():
    fakers = make_fakers()
    master = random.Random(f"{SEED}/plan")
    records, usage = [], Counter()
    for i, ti in enumerate(plan_templates()):
        fn, locales, langs = TEMPLATES[ti]
        pool = allowed_locales(fn, locales, langs)
        low = min(usage[loc] for loc in pool)
        loc = master.choice([x for x in pool if usage[x] == low])
        usage[loc] += 1
        for attempt in range(MAX_TRIES):
            rng = random.Random(f"{SEED}/pii/{i}/{attempt}")
            c = Ctx(loc, rng, fakers)
            try:
                text, spans = finalize(fn(c), c.region)
            except Redraw:
                continue
            if spans:
                break
        else:
            raise RuntimeError(f"template {fn.__name__} failed for {loc}")
        records.append({"locale": loc, "spans": spans, "template": f"b2-{ti + 1:03d}", "text": text,
                        "_lang": prose_language(fn.__name__, loc), "_fn": fn.__name__})
    fusage = Counter()
    for i in range(N_FREE):
        ki = i % len(FREE_KINDS)
        fn, lang = FREE_KINDS[ki]
        pool = LOCALE_NAMES
        low = min(fusage[x] for x in pool)
        loc = master.choice([x for x in pool if fusage[x] == low])
        fusage[loc] += 1
        for attempt in range(MAX_TRIES):
            rng = random.Random(f"{SEED}/free/{i}/{attempt}")
            c = Ctx(loc, rng, fakers)
            text = fn(c)
            if not outside_problems(text) and _OPEN not in text:
                break
        else:
            raise RuntimeError(f"free kind {fn.__name__} failed")
        records.append({"locale": "", "spans": [], "template": f"b2f-{ki + 1:02d}", "text": text,
                        "_lang": LOCALES[loc][1] if lang == "loc" and LOCALES[loc][1] in LEX else "en", "_fn": fn.__name__})
    for k, snip in enumerate(REAL_SNIPPETS):
        records.append(real_record(k, snip))
    random.Random(SEED).shuffle(records)
    for n, rec in enumerate(records):
        rec["id"] = f"blind2-{n:05d}"
    return records


def real_record(k, snip):
    """A frozen real snippet: (source, locale, text, [(entity, exact substring, occurrence), ...])."""
    source, locale, text, labels = snip
    spans = []
    for entity, sub, occ in labels:
        start = -1
        for _ in range(occ + 1):
            start = text.index(sub, start + 1)
        spans.append({"entity": entity, "start": start, "end": start + len(sub)})
    spans.sort(key=lambda s: s["start"])
    region = LOCALES[locale][0] if locale else ""
    marked, pos = [], 0
    for sp in spans:
        marked.append(text[pos:sp["start"]])
        marked.append(mark({PH: "P", EM: "E", CC: "C", IB: "B", IP: "I"}[sp["entity"]], text[sp["start"]:sp["end"]]))
        pos = sp["end"]
    marked.append(text[pos:])
    try:
        text2, spans2 = finalize("".join(marked), region)
    except Redraw as exc:
        raise RuntimeError(f"real snippet {k} ({source}) breaks a rule: {exc}") from None
    assert text2 == text
    if not spans2:
        locale = ""
    return {"locale": locale, "spans": spans2, "template": f"b2r-{k + 1:03d}", "text": text, "_lang": "en",
            "_fn": source}


def summary(records) -> str:
    ent = Counter(s["entity"] for r in records for s in r["spans"])
    val = Counter(s["valid"] for r in records for s in r["spans"] if s["entity"] == PH)
    phone_locales = sorted({r["locale"] for r in records for s in r["spans"] if s["entity"] == PH})
    langs = Counter(r["_lang"] for r in records)
    lines = [f"records: {len(records)}  with PII: {sum(1 for r in records if r['spans'])}  PII-free: {sum(1 for r in records if not r['spans'])}",
             "spans: " + ", ".join(f"{k}={v}" for k, v in sorted(ent.items())),
             f"phones valid={val[True]} invalid={val[False]}  phone locales={len(phone_locales)}",
             f"locales: {len({r['locale'] for r in records if r['locale']})}  templates: {len({r['template'] for r in records})}",
             f"languages ({len([x for x in langs if x != 'zxx'])} + zxx): " + ", ".join(f"{k}={v}" for k, v in sorted(langs.items()))]
    return "\n".join(lines)


def main(argv=None) -> int:
    global pn, Faker
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output")
    ap.add_argument("--quiet", action="store_true", help="no summary printout")
    args = ap.parse_args(argv)
    import faker as faker_mod
    import phonenumbers
    if faker_mod.VERSION != FAKER_VERSION or phonenumbers.__version__ != PHONENUMBERS_VERSION:
        print(f"need Faker {FAKER_VERSION} and phonenumbers {PHONENUMBERS_VERSION}, found Faker {faker_mod.VERSION} "
              f"and phonenumbers {phonenumbers.__version__}", file=sys.stderr)
        return 2
    pn, Faker = phonenumbers, faker_mod.Faker
    if args.out.exists() and not args.force:
        print(f"{args.out} exists; use --force to overwrite", file=sys.stderr)
        return 1
    records = build_records()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            out = {k: rec[k] for k in ("id", "locale", "spans", "template", "text")}
            fh.write(json.dumps(out, ensure_ascii=False, sort_keys=True) + "\n")
    if not args.quiet:
        print(f"wrote {args.out}")
        print(summary(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
