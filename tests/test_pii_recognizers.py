"""PII recognizer set: detection per entity type, non-PII numbers, NER wiring, match facts, accuracy."""

import json
import re
from pathlib import Path

import pytest

from gristmill.transforms.pii.recognizers import (DEFAULT_ENTITIES, DEFAULT_SCORE_THRESHOLD,
                                                  DEFAULT_THRESHOLDS, MATCH_FACTS, NER_ENTITIES,
                                                  PHONE_CONTEXT_CHARS, build_analyzer,
                                                  is_card_number, is_iban, needs_nlp, phone_context,
                                                  phone_score)

LABELED = Path(__file__).resolve().parent / "data" / "pii" / "labeled.jsonl"


@pytest.fixture(scope="module")
def analyzer():
    return build_analyzer()


@pytest.fixture(scope="module")
def labeled():
    with LABELED.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def _found(analyzer, text):
    return sorted((r.entity_type, text[r.start:r.end]) for r in analyzer.analyze(text, language="en"))


def _phones(analyzer, text):
    """The phone numbers found in ``text``, sorted."""
    return sorted(v for e, v in _found(analyzer, text) if e == "PHONE_NUMBER")


@pytest.mark.parametrize("entity,value,template", [
    ("EMAIL_ADDRESS", "ana.novak@example.co.uk", "Please send the contract to {} before Friday."),
    ("EMAIL_ADDRESS", "sven@mail.hooli.de", "2024-03-01 10:00:00 INFO reset for user={}"),
    ("PHONE_NUMBER", "020 7946 0018", "Call me back on {} about ticket #48213."),
    ("PHONE_NUMBER", "+49 30 901820", "Our Berlin office: {} (Mon-Fri)."),
    ("PHONE_NUMBER", "(201) 555-0123", "My new number is {}, the old one is gone."),
    ("PHONE_NUMBER", "090-1234-5678", "Tokyo mobile {} for urgent issues."),
    ("PHONE_NUMBER", "+5511961234567", "WhatsApp me at {} please."),
    ("CREDIT_CARD", "4111 1111 1111 1111", "I was charged twice on my card {}, order #5512."),
    ("CREDIT_CARD", "3782-822463-10005", "Amex {} was declined."),
    ("CREDIT_CARD", "6759649826438453", "Maestro card={} amount=12.00"),
    ("IBAN_CODE", "DE89 3704 0044 0532 0130 00", "Transfer the deposit to IBAN {}, ref INV-1."),
    ("IBAN_CODE", "GB82WEST12345698765432", "Salary account {} - please update."),
    ("IP_ADDRESS", "203.0.113.45", "Failed password for root from {} port 22 ssh2"),
    ("IP_ADDRESS", "2001:db8:85a3::8a2e:370:7334", "Set the DNS server to {} and restart."),
    ("US_SSN", "536-22-8391", "For the background check I need your SSN: {}."),
])
def test_entity_found_with_exact_span(analyzer, entity, value, template):
    text = template.format(value)
    start = text.index(value)
    results = [(r.entity_type, r.start, r.end) for r in analyzer.analyze(text, language="en")]
    assert results == [(entity, start, start + len(value))]


@pytest.mark.parametrize("text", [
    "Release 1.2.3 ships on 2024-01-31; Windows v10.0.19041 is required.",
    "Meeting moved to 31/01/2024 at 14:30:05 in room 204.",
    "The laptop now costs $1,299.99 (was $1,499.00), order #48213377.",
    "ISBN 978-0-306-40615-7 and 9780306406157, published 1998, 352 pages.",
    "worker 4412 listening on port 8080, commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "Request id 123e4567-e89b-12d3-a456-426614174000 finished in 87 ms.",
    "Order ORD-204817-33 total 1,204.50 USD, invoice INV-2024-00012, tracking 1Z999AA10123456784.",
    "Between 1999 and 2023 revenue grew from 120,000 to 5,400,000 units.",
])
def test_common_numbers_are_not_pii(analyzer, text):
    assert _found(analyzer, text) == []


def test_negative_records_of_labeled_set_give_nothing(analyzer, labeled):
    negatives = [r["text"] for r in labeled if not r["spans"]]
    assert len(negatives) >= 300
    assert sum(len(analyzer.analyze(t, language="en")) for t in negatives) == 0


# National and international formats of many regions, extensions, "00" and "(+CC)" prefixes,
# and a number wrapped at the end of a line.
PHONE_FORMATS = [
    "+1-780-563-6083x7783", "206.269.0743 ext. 12", "(0161) 496 0066 ext 204", "020 7946 0018 extension 12",
    "0049 30 901820", "0033 1 83 41 77 76", "+44 20 7946\n0958", "+7 (914) 177-76-31",
    "8 (812) 415-86-83", "04 15 39 15 00", "+33 (0)1 41 63 60 83", "02-312-3456",
    "(11) 96123-4567", "612 345 678", "06 12 34 56 78", "+61 2 8377 8353", "0412 345 678",
    "+91 98765 43210", "098765 43210", "13812345678", "+86 138 1234 5678", "06 6982 1234",
    "+34 912 34 56 78", "+48 736 317 066", "+420 776 317 066", "08-123 456 78", "+31 20 123 4567",
    "+27 21 123 4567", "+65 6123 4567", "+52 55 1234 5678", "+82 2-312-3456", "0212 123 45 67",
    "+358 40 1234567", "+972 3-123-4567", "+(370) 612 34567", "(+57) 304 365 93 72",
    "(351) 931 304 387", "2025550123",
]


@pytest.mark.parametrize("value", PHONE_FORMATS)
def test_phone_formats_found_with_exact_span(analyzer, value):
    text = f"Office phone: {value} (weekdays)."
    start = text.index(value)
    results = [(r.entity_type, r.start, r.end) for r in analyzer.analyze(text, language="en")]
    assert results == [("PHONE_NUMBER", start, start + len(value))]


# Written the way only phone numbers are: a country code, a trunk prefix joined to the area code,
# an area code in brackets, an extension, three or more groups exactly as a region prints them with
# dashes or dots, a mobile number of 11+ digits. These need no label.
UNLABELLED_PHONES = [
    "+44 20 7946 0958", "0049 30 901820", "0612345678", "06 12 34 56 78", "0501-1136285",
    "0115 496 0668", "(0161) 496 0066", "(201) 555-0123", "8 (812) 415-86-83", "206.269.0743",
    "801-939-9270", "1-415-642-4948", "090-1234-5678", "13812345678", "555-0142 x12",
]


@pytest.mark.parametrize("value", UNLABELLED_PHONES)
def test_phones_found_without_a_label(analyzer, value):
    text = f"Anna Berg, Lund, {value}, anna@example.se"
    assert ("PHONE_NUMBER", value) in _found(analyzer, text)


# Written like counts, ids, table rows or ranges too: phone numbers only when labelled.
AMBIGUOUS_NUMBERS = ["4687 5074", "602 185 716", "962-7873", "2025550123", "40 61 34 91",
                     "1750-1814", "210 9944891", "2740.121364", "919.939.806"]


@pytest.mark.parametrize("value", AMBIGUOUS_NUMBERS)
def test_numbers_written_like_other_numbers_need_a_label(analyzer, value):
    assert _found(analyzer, f"Anna Berg, Lund, {value}") == []
    for label in ("Tel: {}", "phone {}", "Meine Rufnummer lautet {}", "my number is {}",
                  "call {} after six", "電話 {}", "M {}", "téléphone : {}"):
        text = label.format(value)
        assert ("PHONE_NUMBER", value) in _found(analyzer, text), text


@pytest.mark.parametrize("text", [
    "Order 0612345678 ships today.", "Serial number 0501-1136285", "ISSN 1064-8275",
    "key=0612345678", "inode number\n4072121", "Invoice no. 06 12 34 56 78",
    "Tel: 0612 345 678\nOrder 0612345679",  # the label on the line above is not this line's
])
def test_labels_of_other_numbers_win(analyzer, text):
    found = _found(analyzer, text)
    assert all(value != "0612345679" for _, value in found)
    if not text.startswith("Tel"):
        assert found == []


@pytest.mark.parametrize("text,value", [
    ("Ove Ravn,Bogense,82266952,ove@example.dk,£78.39", "82266952"),
    ("Lead: Ana Ruiz, ana.ruiz@example.es, 2254617621, budget $3,000", "2254617621"),
    ("ana@example.com | 4687 5074 | Oslo", "4687 5074"),
])
def test_a_field_next_to_an_e_mail_address_is_a_phone_number(analyzer, text, value):
    assert ("PHONE_NUMBER", value) in _found(analyzer, text)


@pytest.mark.parametrize("text", [
    "tagger C O Mitter <committer@example.com> 1465981006 +0000",  # a git header's timestamp
    "ana@example.com wrote 2254617621 bytes",
    "Ove Ravn,Bogense,82266952,78.39",
])
def test_a_number_merely_near_an_e_mail_address_is_not(analyzer, text):
    assert "PHONE_NUMBER" not in [e for e, _ in _found(analyzer, text)]


def test_a_phone_word_outweighs_barcode_and_round_number_shapes(analyzer):
    # 90006456 ends in a GS1 check digit (as one 8-digit run in ten does); 93-77-93-93 has three
    # distinct digits. Unlabelled they are refused, after a phone word they are phone numbers.
    for value in ("90006456", "93-77-93-93"):
        assert _found(analyzer, f"Tlf. {value}") == [("PHONE_NUMBER", value)]
        assert _found(analyzer, f"EAN {value}") == []
    assert _found(analyzer, "Octal number > 037777777777") == []  # "number" is not enough


def test_extension_on_the_next_line():
    text = "M 0612 345 678\nx1315"
    assert _found(build_analyzer(), text) == [("PHONE_NUMBER", "0612 345 678\nx1315")]
    text = "Tel: 0612 345 678\n#1 in our list"  # "#" starting a line is no extension
    assert _found(build_analyzer(), text) == [("PHONE_NUMBER", "0612 345 678")]


@pytest.mark.parametrize("text,expected", [
    # A list of numbers gives one result each; the one without a country code is a phone number
    # because it is listed next to one that has one.
    ("+61 8 0874 5189 / 7376 4986 / (07) 8230 1893",
     ["+61 8 0874 5189", "7376 4986", "(07) 8230 1893"]),
    ("Numbers: +34 879 033 780 or 739 11 82 21.", ["+34 879 033 780", "739 11 82 21"]),
    # Chinese, Japanese and Korean put words right against a number.
    ("문의사항은 +82 51-624-6284로 연락 주세요", ["+82 51-624-6284"]),
    ("联系电话13812345678", ["13812345678"]),
    # Kinds of phone number before "number"; other words own it.
    ("his direct number (9299597217) never answers", ["9299597217"]),
    ("proszę o kontakt pod numerem 739 545 495.", ["739 545 495"]),
    ("zamówienie nr 3692539.", []), ("Octal number 2125550123", []),
    ("my number: 2125550123", ["2125550123"]),
    # Extensions in more languages; a Swiss number with dots is no IPv4 address.
    ("Teléfono: +34 842 01 33 03 anexo 778", ["+34 842 01 33 03 anexo 778"]),
    # An extension written with another word ("int.", "#") stays outside the span.
    ("Per assistenza chiami il 041.6349.3673 int. 5556 dal lunedì", ["041.6349.3673"]),
    ("電話：0943815678 #418", ["0943815678"]),
    ("Tel.: 032.238.73.87", ["032.238.73.87"]),
    # A remark in brackets after the number is not part of it.
    ("Voicemail from +233 57 894 9995 (10 sec): call back", ["+233 57 894 9995"]),
    # A row's number ends with its line when the next line starts the next row.
    ("1001;ana@example.com;+66 2 424 3206\n1009;Ana;x", ["+66 2 424 3206"]),
    ("new number is 0538 556\n43 73, save it", ["0538 556\n43 73"]),  # prose: one wrapped number
    # Digits of other scripts; six digits when labelled; fields quoted as in SQL.
    ("'x@example.com', '০১৯৮৪১৯১২৩৫');", ["০১৯৮৪১৯১২৩৫"]),
    ("Tel.: 78 32 95\nFax: 72 49 89", ["72 49 89", "78 32 95"]), ("Room 78 32 95", []),
    ("'siv39@yahoo.com', '99 07 93 08');", ["99 07 93 08"]),
    ("Potete contattarmi al numero 347 139 6030 oppure", ["347 139 6030"]),
    ("customer no. 851607, contract 986-534-900, due", []),
    # An address line's postcode and the phone number on the next line are two numbers.
    ("Courtneyfort, PA 08142\n0612 345 678\n", ["0612 345 678"]),
    ("蔵前クレスト930\n090-8468-9055\nsyoshida@example.com", ["090-8468-9055"]),
    ("Tel: 210\n1827217", ["210\n1827217"]),  # labelled: one wrapped number
    # A contact block's lines labelled with a kind of number.
    ("Office: 4847649288\nMobile: 9213157921", ["4847649288", "9213157921"]),
    # An extension word after a number makes it a phone number; "#" before a hex value does not.
    ("Biuro: 570 014 703 wew. 47", ["570 014 703"]),
    ("    .long   218103808               # 0xd000000", []),
    # Two numbers with a slash between them are each scored alone, but only whole numbers: a DOI's
    # suffix is not one.
    ("076 048 3627/0027 84 249 8860", ["0027 84 249 8860", "076 048 3627"]),
    ("DOI:10.1137/030602678.", []),
    # A "00" number before a colon: a chat export's sender if valid, not a hex offset.
    ("16/01/25, 19:11 - 00421 2 5443 5667: Prídem o 10 minút", ["00421 2 5443 5667"]),
    ("a800a000-a800b000 rw-p 00135000 03:00 4222  /lib/libc.so.6", []),
    # A call log's fields: a "+" or "00" number right after a time and a comma, possible but not
    # valid (a made-up number), is still a phone number as a whole field; a signed value is not.
    ("2021-03-27 16:11:35,+32558417438,0031 26 675 9958,658,ANSWERED",
     ["+32558417438", "0031 26 675 9958"]),
    ("x,y\n1.5,+3.25\n2,+12345678901234567", []),
    # Tax and company registration numbers are not phone numbers.
    ("NIP 5260250274, REGON 012100784", []),
])
def test_phone_numbers_in_lists_scripts_and_phrases(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # Typographic spaces and dashes between the groups.
    ("Tél. : +33\u202f1\u202f42\u202f68\u202f53\u202f00", ["+33\u202f1\u202f42\u202f68\u202f53\u202f00"]),
    ("Tel.\u00a0+49\u00a030\u00a012345678", ["+49\u00a030\u00a012345678"]),
    ("call +44\u201320\u20137946\u20130958 today", ["+44\u201320\u20137946\u20130958"]),
    ("電話：＋81（3）1234-5678", ["＋81（3）1234-5678"]),
    # A label written against the number; a "+" after letters or a time.
    ("Tel.+49 30 12345678", ["+49 30 12345678"]), ("Tel.030 12345678", ["030 12345678"]),
    ("ph#0612 345 678", ["0612 345 678"]), ("тел+7 495 123-45-67", ["+7 495 123-45-67"]),
    ("14:22 +49 30 1234567 calling", ["+49 30 1234567"]),
    ("v2.0301234567", []), ("#0612345678", []), ("1.5e+10 and 2e+1234567890", []),
    ("DOI:10.1073/pnas.0709640104.", []), ("U+2028..2029, U+2010..2015", []),
    ("size = ((w*h*frames+4095)/4096)", []), ("15.2244072000 +17 46 26.496624000", []),
    # Words with combining vowel signs are read whole ("फ़ोन" is not "फ" and "न").
    ("फ़ोन करें 98765 43210", ["98765 43210"]), ("ফোন 98765 43210", ["98765 43210"]),
    ("बस 98765 43210", []),
    # Thai, Lao, Burmese and Khmer put no space between words and numbers.
    ("โทร0812345678ค่ะ", ["0812345678"]), ("ติดต่อ+66 2 123 4567ได้", ["+66 2 123 4567"]),
    # An area code, slash, space (Belgium); the list separator stays a separator.
    ("Tel 02/ 123 45 67 / 0475/ 12 34 56", ["02/ 123 45 67", "0475/ 12 34 56"]),
    ("0612 345 678/ 0698 765 432", ["0612 345 678", "0698 765 432"]),
    # Dialled with another country's international prefix.
    ("call 011 49 30 1234567 now", ["011 49 30 1234567"]),
    ("0011 61 2 9876 5432", ["0011 61 2 9876 5432"]), ("810 7 495 123-45-67", ["810 7 495 123-45-67"]),
    ("paid with 1800 318750 94655 today", []),
    # Japan: the line between area code and exchange drawn elsewhere than phonenumbers prints it.
    ("利尻島国保中央病院,○,01638-4-2626,45.1865934", ["01638-4-2626"]), ("Datum 01-2-2023", []),
    # A toll-free number that a legacy JCB range would claim if length were not checked.
    ("ticket from 25.60.109.158; callback 180012874301; refund", ["180012874301"]),
    # "Contact" as a stem ("Contáctenos", "contactez-nous"), a courier's number in a delivery text.
    ("Contáctenos 316 878 56 01 - 320 867 39 01 - info@example.co", ["316 878 56 01", "320 867 39 01"]),
    ("contactez-nous à  71 822 371 ou par email", ["71 822 371"]),
    ("Your parcel is out for delivery. Courier: 010-8782-1711. Reply STOP", ["010-8782-1711"]),
    # A fixed-width table's row with an e-mail column; a list of numbers with no space after its
    # commas (but not the figures of a CSV row).
    ("Rachel Wade            9995-5540  ddavis57@example.io", ["9995-5540"]),
    ("মোবাইল : ০১৭১১৪৩১০৮০</br>০১৭১৬১৮৫০৭২,০১৯১১৯৬৯৫১৩</p>",
     ["০১৭১১৪৩১০৮০", "০১৭১৬১৮৫০৭২", "০১৯১১৯৬৯৫১৩"]),
    ("0.18,25.89,91.89,13071674368,394000000", []),
    # A remark in brackets after the number saying what kind of phone it is; not after an address.
    ("to 37 Military Hospital\n    0800 40000 (Toll-free on vodafone)\n", ["0800 40000"]),
    ("Ring 3415 440147 (WhatsApp) today", ["3415 440147"]), ("from 16.230.78.17 (mobile)", []),
    # Markdown's emphasis closed right after a whole number is no mask; a masked number stays out.
    ("**Bitte telefonisch vereinbaren: Tel. 031 931 25 52**, Zentweg 17", ["031 931 25 52"]),
    ("Call +44 116 496 0***.", []), ("Tel: 0612 34** **", []),
    # Text messages: a sentence glued to the number by its full stop; "msg", "hub", "LH", "CSKH".
    ("Call on 0845 021 3680.Offer ends 28thFeb", ["0845 021 3680"]),
    ("sms ok? 0163564902.bye", ["0163564902"]), ("Tel: 0845 021 3680.jpg", []),
    ("Tel: 0845 021 3680.5 x", []), ("Tel 0612 345 678.x", []),
    ("if u wan u can msg me at 96473920.", ["96473920"]),
    ("info Hub: 085694961118 A/u klik", ["085694961118"]), ("USB hub 23874651 ports", []),
    ("Chi tiet LH 18008119 (0đ).", ["18008119"]), ("CSKH: 18001091 (0đ).", ["18001091"]),
    # Turkey's central registry number, an Indonesian bank account (rekening).
    ("Is Bankasi A.S. Mersis No: 89433976125;1;Spam", []), ("a/n SORAYA rek;0233-293-922 klo", []),
    # "+ CC" with a space, valid only and not after a figure; "reached at"; Croatian OIB and MBS.
    ("<p>tel. + 385(0)1 43 38 5 67</p>", ["+ 385(0)1 43 38 5 67"]),
    ("pod nr tel. + 48 22 122 13 00 lub", ["+ 48 22 122 13 00"]), ("x = 5 + 48 22 122 13 01 y", []),
    ("Customer reached at 0800-123-2727 (prefers email)", ["0800-123-2727"]),
    ("<li>OIB: 60382139644</li>\n<li>MBS: 070081924</li>", []),
    # An e-mail address's local part is no phone; Korean "representative number", "customer
    # centre"; Lithuanian "Faksas".
    ('<a href="mailto:13917444407@163.com">13917444407@163.com</a>', []),
    ("<p>대표번호 : 1588-6007<span>", ["1588-6007"]), ("CJ ONE 고객센터 1577-8888</span>", ["1577-8888"]),
    ("Faksas: 16583854", ["16583854"]),
    # A label of another kind does not reach across the end of a sentence; an abbreviation still
    # owns the number after its "Nr."; "rang".
    ("owner, service book. Price negotiable. 0583 76 46 80 (WhatsApp only)", ["0583 76 46 80"]),
    ("BGBl. Nr.\u00a0498/1995 in der geltenden Fassung", []), ("Order No. 0612 345 678", []),
    ("dealt with this landlord? I rang 801 87 068 three times", ["801 87 068"]),
    # The telephone emoji with its variation selector; no wrap into the next list item's number;
    # two spaces after a bracketed area code.
    ("Blas Cuevas 985 - ☎️ 032-2571650\n10. **CESFAM Las Cañas** - ☎️ 800 500 511\n11. x",
     ["032-2571650", "800 500 511"]),
    ("(038)  518-0379, 518-8309 , (038)  518-0324 (F)", ["(038)  518-0379", "(038)  518-0324"]),
    # Pairs with a stray last digit when labelled; a Japanese postal transfer account ("00" then
    # digits that are no valid number) is no phone.
    ("Tel.: 012-34-78-99\nFax: 01 23 49 24 2\n", ["012-34-78-99", "01 23 49 24 2"]),
    ("Rows 01 23 49 24 2", []), ("<dt>郵便振替口座</dt>\n<dd>００１２０－５－７６３９１４</dd>", []),
    # Hebrew "dial" (free dialling, "חיוג חינם").
    ("טל׳ 050.234.1901 · חיוג חינם 1800123061 · דוא״ל", ["050.234.1901", "1800123061"]),
    # A phone word and a country code written without its "+".
    ("Tel: 57 320 704 99 96", ["57 320 704 99 96"]), ("Ref 57 320 704 99 96", []),
    # In a contact record, the amount after the e-mail field is no phone number.
    ("Ana,+61 468 642 127,ana@example.edu,3606.36", ["+61 468 642 127"]),
    ("| Michał P | 720.536.521 | mp@example.net |", ["720.536.521"]),
])
def test_phone_numbers_as_typeset_and_dialled(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    ("inet 172.21.152.202/24 brd 172.21.152.255", ["172.21.152.202", "172.21.152.255"]),
    ("inet6 fe80::50b3:7333:4110:2ff8/64 scope link", ["fe80::50b3:7333:4110:2ff8"]),
    ("OID 1.3.6.1.4.1.17742.10.3 = INTEGER: 44", []),
    ("tcpdump: 192.168.34.5.1125 > 10.0.0.2.53", ["10.0.0.2", "192.168.34.5"]),
    ("echo +192.168.0.101 > arp_ip_target", ["192.168.0.101"]),
    ("Danielle Kaiser;+41.34.114.27.07;astuder@example.com", []),
])
def test_ip_addresses_without_prefix_length_or_longer_dotted_numbers(analyzer, text, expected):
    assert sorted(v for e, v in _found(analyzer, text) if e == "IP_ADDRESS") == expected


@pytest.mark.parametrize("value", ["6761 693 097 793", "4215 247 124 985", "4389 7847 1641 0",
                                   "443893 5696980206992"])
def test_cards_in_more_groupings(analyzer, value):
    assert is_card_number(value)
    assert _found(analyzer, f"Zahlung: {value}\nSumme") == [("CREDIT_CARD", value)]


@pytest.mark.parametrize("text,card", [
    # An airline booking's form of payment: network code against the number, expiry after "/".
    ("BA780 22:52\nFP CCDC375122162523004/0929", "375122162523004"),
    ("FP CCVI4445580835733268/1125", "4445580835733268"),
    # An expiry date right after a grouped number is not one of its groups.
    ("5554 5007 0408 2708 06/28 cvv 115", "5554 5007 0408 2708"),
])
def test_cards_next_to_booking_codes_and_expiry_dates(analyzer, text, card):
    assert [v for e, v in _found(analyzer, text) if e == "CREDIT_CARD"] == [card]


@pytest.mark.parametrize("text,value", [
    ("Omstilling: 64 85 83 62", "64 85 83 62"),  # Danish: switchboard
    ("Sími 514 9110", "514 9110"),  # Icelandic: telephone
    ("Φαξ: 2149082938", "2149082938"),  # Greek: fax
    ("Central de atendimento 61 7962 2613", "61 7962 2613"),  # Portuguese: service desk
    ("Բջջ.: 10-725894", "10-725894"),  # Armenian: mobile
    ("למכירה ספה. להתקשר ל-056 709 7724", "056 709 7724"),  # Hebrew: to call
    ("للتواصل واتساب: 0501234567", "0501234567"),  # Arabic: to contact, WhatsApp
    ("Soita minulle numeroon 041 858 3622", "041 858 3622"),  # Finnish: call me
    ("Kwa maswali piga simu 0712 345 678", "0712 345 678"),  # Swahili: call
])
def test_phone_labels_in_more_languages(analyzer, text, value):
    assert _phones(analyzer, text) == [value]


@pytest.mark.parametrize("text,expected", [
    # An e-mail address or a number with a country code as the next entry of a list.
    ("Central de atendimento 84 1567-8038 — maria@example.br", ["84 1567-8038"]),
    ("RSVP: lilia@example.com / 3624 8741", ["3624 8741"]),
    ("Aivar Kõiv: 601 9185 või +372 678 1386", ["+372 678 1386", "601 9185"]),
    ('{"contacts": ["+973 1723 0750", "1774 4966"]}', ["+973 1723 0750", "1774 4966"]),
    # The line before ends with a number with a country code, or the line after starts with a
    # phone word: a chat, a list of names and numbers, a contact block.
    ("Maria: 00356 9924 9521\nChantelle: 7929 8257", ["00356 9924 9521", "7929 8257"]),
    ("Gal gali perskambinti?\n04899022\nTel. +370 45048551", ["+370 45048551", "04899022"]),
    # A number wrapped after its trunk prefix and area code; one followed on the next line by a
    # date and time.
    ("Ring me on 069\n973 8076 or ana@example.com.", ["069\n973 8076"]),
    ("هاتف 082035877\n01/10/2021 09:04\nالسعر", ["082035877"]),
])
def test_phone_numbers_listed_with_other_contacts(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # tzdata's zone.tab: ISO 6709 coordinates, not numbers with a country code.
    ("IE\t+5320-00615\tEurope/Dublin\nJE\t+491101-0020624\tEurope/Jersey", []),
    # Masked numbers: the digits left are no one's number.
    ('"+44116 496 0###", "(0117) 4960###", "0612 34XX XX"', []),
    # "x2" after a number is a count; two digits or "ext" make an extension.
    ("PAX JOE +254712289833 x2 CASH", ["+254712289833"]),
    ("Phone: +1-780-563-6083x77 (desk)", ["+1-780-563-6083x77"]),
    # A line's last field or number leaves out the full stop after it.
    ("11A;Mijo Lojen;+385 23 662 194;04.07.2023.\n17;Saša;092 123 2686;12.04.2023.",
     ["+385 23 662 194", "092 123 2686"]),
    ("20:19 - Лонгин: Звоните: +7 334 896-27-74.\n25/06/2025, 10:31 - Твердислав: да",
     ["+7 334 896-27-74"]),
    # A prefix written with a hyphen before the number's bracket ("ku-", Zulu "to").
    ("Uma unemibuzo, shayela ku-(010) 123 4461.", ["(010) 123 4461"]),
    # An address line's postcode before a line labelled "Tel." is no phone number.
    ("Libertador General Bernardo O'Higgins, 2029370\nTel. 63 2956745 · jobs@example.cl",
     ["63 2956745"]),
])
def test_numbers_that_are_not_what_they_look_like(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # An area code written apart with a spaced slash, as Germany writes it; not a list's second
    # number.
    ("Telefon: 01512 / 3403072\nTelefax: 05871 / 324567", ["01512 / 3403072", "05871 / 324567"]),
    ("Tel 0612 345 678 / 0698 765 432", ["0612 345 678", "0698 765 432"]),
    ("page 12 / 345678", []),
    # A chat message that is only a number; a log line's level is no sender.
    ("[2024-11-04 10:44] Joakim: 47964945\n[2024-11-04 11:33] Me: ok", ["47964945"]),
    ("Celmiņa, Imants, [04.08.23 17:05]\n638 227 81\n\nLukstiņa", ["638 227 81"]),
    ("[2024-01-01 12:00:01] INFO: 612345678\n", []),
    # A telephone's pictogram, a business card's letters after a gap.
    ("📞 45594974 | Mobiel: +32 127891951", ["+32 127891951", "45594974"]),
    ("T. 062-815-2278  M. 10878307539", ["062-815-2278", "10878307539"]),
    # A verb of calling before the number outweighs another kind's word further away.
    ("Enter your card number and PIN or call our security team on (0806) 778 343.",
     ["(0806) 778 343"]),
    ("Serial number 8705-3363, firmware 5.3.", []),
    # Pairs after a verb of calling; a sentence's full stop ends a number.
    ("Jika ada pertanyaan, silakan hubungi 08 12 99 44 09.", ["08 12 99 44 09"]),
    ("Qty: 4. Opening hours 9–19. (03) 202 9190", ["(03) 202 9190"]),
])
def test_phone_numbers_in_contact_blocks_chats_and_prose(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A column of a table where a row next to it has a number with a country code.
    ("Name\tPhone\tDept\nJohn Garcia\t+352628125558\tFMH\nJane Schroeder\t628123540\tCEB",
     ["+352628125558", "628123540"]),
    ("id;name;value\n1;Ana;1234567;x\n2;Rui;7654321;y", []),
    # A directory with dot leaders; thousands after dot leaders are an amount.
    ("Julieta Lucia Vargas .............. 9155214387", ["9155214387"]),
    ("Net revenue ....................... 1 234 567", []),
    # A name and a number listed over lines: not when the line goes on with words (an address).
    ("R. Adriana Fonseca, 17\n7103-875 Freamunde\nTel.: +351 965 129 303", ["+351 965 129 303"]),
    # Contact words of more languages: Lithuanian, Maltese.
    ("Kontaktai: Romualdas, 8 618 54560", ["8 618 54560"]),
    ("Kuntatt: 21022238 (Mario)", ["21022238"]),
    # A capital X against the digits is part of a code, not an extension; the groups of an IBAN
    # are no phone number.
    ("IBAN: MT55 VSLD 0681 783X 6234 753Q MT43 933", []),
    ("IBAN BE68 5390 0754 7034, tel. 0473 12 34 56", ["0473 12 34 56"]),
    # A trunk zero before the dot is no decimal; a date needs a month and a day.
    ("Contact: Kamala 0741.0433908", ["0741.0433908"]),
    ("Mobiel: 0450-00-21-76", ["0450-00-21-76"]),
    ("Vietnam office\n0210 1234 566 · info@example.vn", ["0210 1234 566"]),
    # An explicit phone word outweighs the shape of an IPv4 address.
    ("email lori@example.com — phone 20.178.30.121.", ["20.178.30.121"]),
])
def test_phone_numbers_in_tables_directories_and_codes(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    ("[client 2a02:473d:f849:e65d:0:e2bf:0:8b22:51983] PHP Fatal error",
     ["2a02:473d:f849:e65d:0:e2bf:0:8b22"]),
    ("[client fe80::c150:d5f5:10ad:ddb2:53764] x", ["fe80::c150:d5f5:10ad:ddb2"]),
    ("tcp6 0 0 :::111 :::* LISTEN 397/rpcbind", []),  # netstat's unspecified address
])
def test_ipv6_address_with_a_port_and_no_brackets(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


@pytest.mark.parametrize("text,expected", [
    # Identifiers of other kinds: Russian bank and tax ids, Italy's tax code, German compounds in
    # "-nr"/"-nummer", a reference in Chinese.
    ("ИНН 7049295336\nБИК 048201507\nТел.: +7 994 383-41-39", ["+7 994 383-41-39"]),
    ("P.IVA 77308807073 – C.F. 81234372071\nTel. 312 641 0692", ["312 641 0692"]),
    ("Anzeigennr.: 3115642645", []), ("Handynummer: 0171 2345678", ["0171 2345678"]),
    ("参考号 2024-72175", []),
    # A phone word labels the number after it, not one past another number and a word.
    ("DESCRIPTION:Τηλ. 00357 22 352206\\nΑιτιολογία 9684713", ["00357 22 352206"]),
    ('{"phone":"+41781807661"},"ip":"172.18.105.98"}', ["+41781807661"]),
    # A wide gap ends a number; a table's columns and a hex dump's bytes are no phone numbers.
    ("Missed calls (4)\n+356 9696 9472  12:45", ["+356 9696 9472"]),
    ("Linie 121  Flughafen\n06  06 36 41 58\n07  23 31 38 51\n08  03 25 32 41", []),
    ("<8b> 83 3c 01 00 00 89 44  24 14 8b 45 28 85", []),
    ("Date        Time   Number          Mins\n04/07/2025  07:50  0121 582 9745   31",
     ["0121 582 9745"]),  # ... but a call log's number after a time is one
    ("0180340072   Gibson Les Paul Studio        1  145,00", []),
    # A column after a column of numbers (EAN-13 then UPC-A); not after a room's code.
    ("CP-67382   8718218087046   333806429031   155", []),
    ("Teja Pavlič                 B215    070979331", ["070979331"]),
    # A count in brackets before a number is no area code.
    ("3. Laura Soto (3) 224 720 9524 interno 951", ["224 720 9524"]),
    # An extension after a comma.
    ("Call the shelter on +1 201-406-9137, ext. 3503 or email", ["+1 201-406-9137, ext. 3503"]),
])
def test_labels_of_other_kinds_tables_and_extensions(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    ('"<mailto:ana@example.com|ana@example.com>"', ["ana@example.com", "ana@example.com"]),
    ("TX 57938|+1-218-490-2662|tanya@mail.example.com", ["tanya@mail.example.com"]),
    ("http://userid:password@example.com:8080/ and ssh://login@server.com/x.git", []),
    ("https://pkg.go.dev/k8s.io/api@v0.31.3/core/v1", []),
])
def test_e_mail_addresses_are_not_taken_with_what_stands_before_them(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "EMAIL_ADDRESS"] == expected


@pytest.mark.parametrize("text,expected", [
    # A verb of calling with a pronoun or preposition between it and the number, a "new number".
    ("Ligue para 1120898311 depois das 18h", ["1120898311"]),
    ("anyone interested could reach them at 4106623 until Friday", ["4106623"]),
    ("Neue Nummer: 811406525 (die alte geht nicht mehr)", ["811406525"]),
    # A key that names a phone number, not one that merely contains a verb of calling.
    ('SUPPORT_PHONE = "3774311"', ["3774311"]), ("sys_call 4106623", []),
    # "Questions?" right before a number, in a notice or a text message; a toll-free line.
    ("Your parcel is waiting. Questions? 3212949 Reply STOP to opt out.", ["3212949"]),
    ("有疑问？ 80 066 134 45", ["80 066 134 45"]), ("Toll-free: 080.246.933", ["080.246.933"]),
    ("Questions? See section 1234567 of the manual.", []),
    # Brazil's carrier selection before the country code, labelled and of a possible length.
    ("Celular: 0021 55 1187338484", ["0021 55 1187338484"]), ("Ref 0021 55 1187338484", []),
])
def test_calling_words_keys_and_carrier_prefixes(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # Identifiers listed one to a line: tax numbers in a test, a register's column.
    (">>> numbers = '''\n...\n... 0010213576\n... 0010441520\n... 0010448542\n... 0010526814\n",
     []),
    ("valid:\n024934408\n025081704\n068278704\n", []),
    ("BE 0202.239.951\nBE 0220.764.971\nBE 0248.015.142\n", []),
    # Two in a row are not yet a column; a heading, names or a "+" make a list of phones.
    ("Numbers:\n024934408\n025081704\n", ["024934408", "025081704"]),
    ("Phones:\n0612345678\n0698765432\n0612345670\n", ["0612345678", "0612345670", "0698765432"]),
    ("x\n+15107488230\n+17034800500\n+17034800511\n",
     ["+15107488230", "+17034800500", "+17034800511"]),
])
def test_a_column_of_lone_numbers_is_no_list_of_phones(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # Chinese, Japanese and Korean write an address right against the words around it.
    ("如有疑问请发邮件至linjun@example.org。", ["linjun@example.org"]),
    ("ご質問はuyamazaki@abe.netまでお送りください。", ["uyamazaki@abe.net"]),
    ("문의사항은 sugja31@example.org로 보내주세요.", ["sugja31@example.org"]),
    ("ติดต่อsomchai@example.co.thค่ะ", ["somchai@example.co.th"]),
    # Latin and Cyrillic letters still belong to the address they touch.
    ("writetoana@example.com", ["writetoana@example.com"]),
    ("пишите на почта@пример.рф", ["почта@пример.рф"]),
    # A public suffix of two labels as the whole domain, as written.
    ("Ел. пошта: Violetta53@gov.ua", ["Violetta53@gov.ua"]),
    ("user@com and user@localhost", []),
])
def test_e_mail_addresses_in_scripts_written_without_spaces(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "EMAIL_ADDRESS"] == expected


@pytest.mark.parametrize("text,expected", [
    ('`John Doe <jdoe@machine.example>`', ["jdoe@machine.example"]),
    # ".invalid" names what is no address, the redaction's placeholder among them.
    ("mary@x.test, user@example.invalid", ["mary@x.test"]),
    ("not a domain: user@host.notatld", []),
])
def test_e_mail_addresses_under_reserved_top_level_domains(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "EMAIL_ADDRESS"] == expected


@pytest.mark.parametrize("text,expected", [
    ("Link-local IPv6 Address . . . : fe80::b91c:1c68:ffd5:3634%5", ["fe80::b91c:1c68:ffd5:3634"]),
    ('"http://1.1.1.1.1"', []),  # five parts, the last one digit: no address and port
])
def test_ip_zone_and_one_digit_parts(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


@pytest.mark.parametrize("text,expected", [
    # The unspecified address in brackets, with a prefix, or where its line or neighbours say it
    # is an address.
    ("listen = [::]:6369", ["::"]), ("curl -g 'http://[::]:8443/'", ["::"]),
    ('ALLOWED_HOSTS = ["[::]"]', ["::"]), ("iface eth0 inet6 static\n    address ::/64", ["::"]),
    ("ping6 -c 3 ::", ["::"]), ("Signup IP: ::\n", ["::"]),
    ("My v6 address shows as :: in the status page.", ["::"]),
    ("| db6 | 100.72.228.218 | :: |", ["100.72.228.218", "::"]),
    ('listen:\n  - 151.247.5.186\n  - "::"', ["151.247.5.186", "::"]),
    # Not code: a slice, a type signature, names joined by "::", a literal block's marker.
    ("x = a[::]", []), ("b = a[::2]", []), ("face[1::4, ::4]", []),
    ("address :: String -> Address", []), ("foo :: Int", []),
    ("symbols('a::')\nraises(symbols('::'))", []), ('Causes "DB::DB()" to be called', []),
    ("the temperature sensor on I2C bus #1::\n\n\t# modprobe jc42", []),
    ("compatible with the GPL-2.0::\n\n    GPL-1.0+", []),
    # Addresses stay addresses.
    ("http://[::1]:80 and [2001:db8::1]:443", ["2001:db8::1", "::1"]),
    ("label  2002::/16  2", ["2002::"]), ("fe80::1234%1", ["fe80::1234"]),
])
def test_unspecified_address_slices_and_names_joined_by_colons(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


def test_phone_number_in_dotted_pairs_is_no_ip_address_with_a_port(analyzer):
    assert "IP_ADDRESS" not in [e for e, _ in _found(analyzer, "Kari\t12.82.94.49.12\tTFK")]
    assert ("IP_ADDRESS", "192.168.34.5") in _found(analyzer, "IP 192.168.34.5.1125 > 10.0.0.1.80")


@pytest.mark.parametrize("text", [
    # A word that is also a phone word starting the next line is no label of a number there.
    'b = uicontrol (h, "string", "OK",\n    "position", [10 10 150 40],\n    "callback", "delete")',
    # A number alone on a line, lines away from any phone number.
    "Results\nRun 3\n4 500 000\nsee table",
])
def test_numbers_near_lists_that_are_not_phone_lists(analyzer, text):
    assert "PHONE_NUMBER" not in [e for e, _ in _found(analyzer, text)]


def test_phone_label_reads_only_nearby_words():
    assert phone_context("Tel: ", 5) == "phone"
    assert phone_context("Emergency contact: Ana Ruiz (", 29) == "phone"
    assert phone_context("Serial number ", 14) == "other"
    assert phone_context("my number is ", 13) == "near"
    assert phone_context("a@b.io, 4687 5074, x", 8, 17) == "contact"
    assert phone_context("a@b.io, 4687 5074, x", 8) == ""  # without the end, only what is before
    assert phone_context("Order 12345 for Ana, tel. ", 26) == "phone"
    assert phone_context("Order 12345, ", 13) == ""  # "Order" labels 12345, not what follows
    assert phone_context("phone: see the table of ranges below ", 37) == ""  # too many words
    assert phone_context("phone\n", 6) == ""  # another line
    assert phone_context("recursive calls ", 16) == "near"
    assert phone_context("calls the recursive ", 20) == "weak"
    assert phone_context("Emergency contact: Karla Jeppesen-Henriksen (", 46) == "phone"
    line = "the number of megabytes would of course be "  # "number" too far away to label
    assert phone_context(line, len(line)) == ""
    text = "x" * 100 + " Tel: "
    assert phone_context(text, len(text)) == "phone"
    text = "Tel:" + " " * PHONE_CONTEXT_CHARS
    assert phone_context(text, len(text)) == ""  # beyond the characters it reads


def _with_check_digit(body: str) -> str:
    """``body`` followed by the digit that makes it pass the Luhn check."""
    for digit in "0123456789":
        total = 0
        for i, ch in enumerate(reversed(body + digit)):
            d = int(ch) * (2 if i % 2 else 1)
            total += d - 9 if d > 9 else d
        if total % 10 == 0:
            return body + digit
    raise AssertionError("unreachable")


# (brand, IIN, length, grouping): the groupings issuers print.
CARD_SHAPES = [
    ("visa13", "4", 13, (4, 4, 5)), ("visa16", "4", 16, (4, 4, 4, 4)),
    ("visa19", "4", 19, (4, 4, 4, 4, 3)), ("mastercard", "55", 16, (4, 4, 4, 4)),
    ("mastercard 2-series", "2221", 16, (4, 4, 4, 4)),
    ("mastercard 2720", "2720", 16, (4, 4, 4, 4)),
    ("amex", "37", 15, (4, 6, 5)), ("diners", "36", 14, (4, 6, 4)),
    ("diners 300", "300", 14, (4, 6, 4)), ("discover", "6011", 16, (4, 4, 4, 4)),
    ("discover 65", "65", 16, (4, 4, 4, 4)), ("jcb16", "3530", 16, (4, 4, 4, 4)),
    ("jcb15", "2131", 15, (4, 6, 5)), ("jcb15 1800", "1800", 15, (4, 4, 4, 3)),
    ("unionpay16", "62", 16, (4, 4, 4, 4)), ("unionpay17", "62", 17, (4, 4, 4, 5)),
    ("unionpay18", "62", 18, (4, 4, 4, 6)), ("unionpay19", "62", 19, (4, 4, 4, 7)),
    ("maestro12", "6759", 12, (4, 4, 4)), ("maestro19", "5018", 19, (4, 4, 4, 4, 3)),
]


def _card(iin: str, length: int, grouping, separator: str) -> str:
    digits = _with_check_digit((iin + "4938271605" * 2)[:length - 1])
    groups, pos = [], 0
    for size in grouping:
        groups.append(digits[pos:pos + size])
        pos += size
    return separator.join(groups)


@pytest.mark.parametrize("separator", ["", " ", "-"])
@pytest.mark.parametrize("brand,iin,length,grouping", CARD_SHAPES)
def test_cards_of_every_brand_found(analyzer, brand, iin, length, grouping, separator):
    value = _card(iin, length, grouping, separator)
    text = f"Paid with {value}, thanks."
    start = text.index(value)
    results = [(r.entity_type, r.start, r.end) for r in analyzer.analyze(text, language="en")]
    assert results == [("CREDIT_CARD", start, start + len(value))], brand


@pytest.mark.parametrize("text", [
    "Release 1.2.3 built 2024-01-31 10:00; Windows build 10.0.19041.1 required.",
    "ISBN 978-0-306-40615-7, ISBN-10 0-306-40615-2, EAN 4006381333931 and 96385074.",
    "lat 48.8584, lon 2.2945; depth 2740.121364 m",
    "price $1,299.99, 1.299.999 EUR or 4 500 000 RUB",
    "sha 9fceb02d0ae598e95dc970b7, order #48213377, between 1999-2023, ZIP 12345-6789",
    "Batch 3099 790 80: 76 units rejected.",
    "pages 349-365 (2013); AMD 756/766/768/8111; foreach (1..1000000)",
    "[ 31  32  33  34 ]\n  00000024: 01 00 00 60",
    "count 1000000, size 24458940 bytes, id 515394",
    "IBAN KZ86 125K ZT50 0410 0100 and FR76 3000 6000 0112 3456 7890 189",
    "Card 4111 1111 1111 1112 fails its checksum; 9780306406157 is a book.",
    # Shapes met in real documentation: life spans, page ranges and ISSNs of citations, a citation's
    # volume (year) pages, kernel counters, device-tree cells, table rows, code-point tables,
    # signed decimals, directory listings, addresses of devices.
    "the poet Ada Roe (1847-1920) wrote", "SIAM J. 30 (4). pp. 1639-1657. ISSN 1095-7162",
    "J. Approx. Theory 6 (1972) 50-62.", "route add unreachable default metric 4278198272",
    "comm=kworker pid=135 vruntime=17815800388 [ns]", "levels = <0 102 170 230>;",
    "Core CPU MHz\n0 6 6 1000\n0 7 7 1005", "dd 0636 1590 ARABIC LETTER DAD",
    "'{:+f}'.format(3.14) gives '+3.140000'", "drwxr-sr-x 5 1176 1176 4096 Dec 19 2000 pool",
    "leaky-device@12350000 {", "now works (4063328477 % 65535 used to fail)",
    "seconds since 1970; if none is given 1646972129 is used", "IBAN GB75 CBOC 5215 6254 4034 44",
    "glyph 15 2155 8533 FRACTION ONE FIFTH", "  B    0.314582\n  C    0.357096",
])
def test_look_alikes_are_not_phones_or_cards(analyzer, text):
    found = [e for e, _ in _found(analyzer, text)]
    assert "PHONE_NUMBER" not in found and "CREDIT_CARD" not in found


@pytest.mark.parametrize("iban", [
    # Registry layouts with letters where Presidio's table wants digits.
    "AZ21 NABZ 0000 0000 1370 1000 1944", "JO94CBJO0010000000000131000302",
    "PK36 SCBL 0000 0011 2345 6702", "PS92PALS000000000400123456702",
    # Countries outside the registry whose banks write IBANs.
    "IR58 0540 1051 8002 1273 1130 07", "MA64011519000001205000534921",
    "CI93CI0080111301134291200589",
    # A registry layout followed by more digits (Faker's da_DK writes 20 characters, not 18).
    "DK030201017018875251",
    # Grouped as the national account number is written after the check digits (Spain's CCC).
    "ES10 0075 0080 11 0600658108", "ES72 2013-0692-81-0201150993",
])
def test_ibans_of_every_country_found(analyzer, iban):
    assert is_iban(iban)
    assert _found(analyzer, f"Please transfer it to {iban}. Thanks!") == [("IBAN_CODE", iban)]


@pytest.mark.parametrize("text", [
    "GB82WEST1234569876543",  # one character short of the registry's GB layout
    "US20140123456A1", "DE102014123456A1",  # patent numbers
    "AZ21 NABZ 0000 0000 1370 1000 1945",  # check digits fail
])
def test_iban_look_alikes_are_not_ibans(analyzer, text):
    assert not is_iban(text)
    assert "IBAN_CODE" not in [e for e, _ in _found(analyzer, f"See {text} here.")]


def test_pure_validators():
    assert is_card_number("4111-1111-1111-1111")
    assert not is_card_number("4111 1111 1111 1112")  # Luhn fails
    assert not is_card_number("9780306406157")  # ISBN: no card network starts with 9
    # JCB's legacy 1800/2131 ranges: 15 digits only; 12 and 16 Luhn-valid digits are not cards.
    assert is_card_number(_with_check_digit("18001234567890"))
    assert not is_card_number(_with_check_digit("18001287430"))
    assert not is_card_number(_with_check_digit("213112345678901"))
    assert phone_score("+44 20 7946 0018") == pytest.approx(0.7)
    assert phone_score("020 7946 0018") == pytest.approx(0.6)
    assert phone_score("2024-01-31") == 0.0
    assert phone_score("192.168.100.20") == 0.0


def test_needs_nlp():
    assert not needs_nlp(DEFAULT_ENTITIES)
    assert not needs_nlp([])
    assert needs_nlp(["EMAIL_ADDRESS", "PERSON"])
    assert all(needs_nlp([e]) for e in NER_ENTITIES)


def test_default_engine_does_no_nlp(analyzer):
    from presidio_analyzer.nlp_engine import NoOpNlpEngine
    assert isinstance(analyzer.nlp_engine, NoOpNlpEngine)
    assert sorted(analyzer.get_supported_entities("en")) == sorted(DEFAULT_ENTITIES)


def test_registry_holds_only_requested_recognizers():
    engine = build_analyzer(["EMAIL_ADDRESS"])
    assert engine.get_supported_entities("en") == ["EMAIL_ADDRESS"]
    text = "mail ana@example.com or call +44 20 7946 0018"
    assert [r.entity_type for r in engine.analyze(text, language="en")] == ["EMAIL_ADDRESS"]


def test_unknown_entity_is_rejected_with_allowed_names():
    with pytest.raises(ValueError, match="allowed"):
        build_analyzer(["PASSPORT_NUMBER_XX"])


def test_thresholds_cover_every_entity():
    assert set(DEFAULT_ENTITIES) | set(NER_ENTITIES) <= set(DEFAULT_THRESHOLDS)
    assert 0 < DEFAULT_SCORE_THRESHOLD <= 1


def test_scores_do_not_depend_on_context_words(analyzer):
    bare = analyzer.analyze("ref 536-22-8391", language="en")
    with_context = analyzer.analyze("ref 536-22-8391", language="en", context=["ssn", "social"])
    assert [r.score for r in bare] == [r.score for r in with_context]


def test_ner_entity_uses_spacy_and_finds_person():
    from presidio_analyzer.nlp_engine import SpacyNlpEngine
    engine = build_analyzer(["PERSON", "EMAIL_ADDRESS"])
    assert isinstance(engine.nlp_engine, SpacyNlpEngine)
    text = "Yesterday Barack Obama wrote to ana@example.com about the budget."
    found = {(r.entity_type, text[r.start:r.end]) for r in engine.analyze(text, language="en")}
    assert ("PERSON", "Barack Obama") in found
    assert ("EMAIL_ADDRESS", "ana@example.com") in found


def test_match_facts_hold_on_every_labeled_span(labeled):
    needs = {e: re.compile(f["needs"]) for e, f in MATCH_FACTS.items()}
    assert set(MATCH_FACTS) == set(DEFAULT_ENTITIES)
    checked = 0
    for record in labeled:
        for span in record["spans"]:
            value = record["text"][span["start"]:span["end"]]
            assert len(value) <= MATCH_FACTS[span["entity"]]["max_chars"], span["entity"]
            assert needs[span["entity"]].search(value), span["entity"]
            checked += 1
    assert checked > 1500


def test_match_facts_hold_on_every_prediction(analyzer, labeled):
    needs = {e: re.compile(f["needs"]) for e, f in MATCH_FACTS.items()}
    for record in labeled[:500]:
        for r in analyzer.analyze(record["text"], language="en", score_threshold=0.0):
            value = record["text"][r.start:r.end]
            assert len(value) <= MATCH_FACTS[r.entity_type]["max_chars"], r.entity_type
            assert needs[r.entity_type].search(value), r.entity_type


def test_accuracy_targets_on_labeled_set(analyzer, labeled):
    from benchmarks.pii_accuracy import predict, score
    scores = score(labeled, predict(analyzer, labeled))
    for entity in DEFAULT_ENTITIES:
        exact = scores[entity]["exact"]
        assert exact["gold"] >= 200, entity
        assert exact["recall"] >= 0.95, (entity, exact)
        assert exact["precision"] >= 0.90, (entity, exact)


@pytest.mark.parametrize("text,card", [
    # Read out in halves, or around a middle of eight.
    ("ok here it is 52045118 30287313 thanks", "52045118 30287313"),
    ("Karte: 4024 00710011 2357, gültig bis 09/29", "4024 00710011 2357"),
])
def test_cards_typed_in_eights(analyzer, text, card):
    assert is_card_number(card)
    assert [v for e, v in _found(analyzer, text) if e == "CREDIT_CARD"] == [card]


@pytest.mark.parametrize("text,cards", [
    # Split in two anywhere, after a word for a card or its network on the same line.
    ("Card number: 675940163 2225153576\nExpiry: 09/28", ["675940163 2225153576"]),
    ("sure it's my Diners Club 3007741 8078574 exp 03/29", ["3007741 8078574"]),
    ("my American Express 3484621-46942936 exp 01/25", ["3484621-46942936"]),
    ("disputes charge on card 424110458 3258196985.", ["424110458 3258196985"]),
    ("Maestro 501826 2600510 exp 07/25", ["501826 2600510"]),
    # The same digits without a card word, the word on the line before, or a third group after.
    ("ids 3007741 8078574 here", []), ("Card holder: Ana\n3007741 8078574", []),
    ("Diners Club 3007741 8078574 1234", []),
])
def test_cards_typed_in_two_parts_after_a_card_word(analyzer, text, cards):
    assert [v for e, v in _found(analyzer, text) if e == "CREDIT_CARD"] == cards


@pytest.mark.parametrize("text,expected", [
    ("Employee SSN: 536-22-8163", ["536-22-8163"]),
    # Three parts of a longer dotted number: a build or a driver version, a dotted phone number.
    ("Driver 512.33.2741.6120 (x64)", []), ("Tel +44.20.7946.0018", []),
    # After a trunk "(0)", or three groups of a longer spaced number.
    ('"Number": "+213 (0) 770-08-2000",', []), ("电话 002 886 70 1282 3525", []),
    ("携帯: +81 (0)125-06-5182", []),
    ("SSN 536 22 8163 on file", ["536 22 8163"]),
])
def test_ssn_is_not_part_of_a_longer_number(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "US_SSN"] == expected


@pytest.mark.parametrize("text,expected", [
    # Section and release numbers that have the shape of an IPv4 address.
    ("see https://www.rfc-editor.org/rfc/rfc9110#section-8.3.1.1 for that", []),
    ("As RFC 9112 7.1.2.3 says, the chunk", []),
    ("<version>3.4.1.2</version>", []), ("broke on Linux 2.4.31.1 only", []),
    ("      // 3.2.4.1. Let the request be", []),
    ('<a name="x"></a>9.1.2.4.\u00a0Cache Sizes</h3>', []),
    # ... but an address keeps its place at the start of a line, or in a heading, or after a word.
    ("10.20.30.40 gateway\n", ["10.20.30.40"]), ("# 10.20.30.40\n", ["10.20.30.40"]),
    ("Connect to 10.20.30.40. Then log in.", ["10.20.30.40"]),
    ("server version: nginx, listening on 10.20.30.40", ["10.20.30.40"]),
])
def test_section_and_release_numbers_are_not_ip_addresses(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


@pytest.mark.parametrize("text,expected", [
    # Support lines and emergency numbers are labelled by what they are for.
    ("Customer support: 0800 917 1234", ["0800 917 1234"]),
    ("Kundenservice 030 2589 1122", ["030 2589 1122"]), ("Notfall: 0171 2345678", ["0171 2345678"]),
    # A remark on when the line is open is not part of the number.
    ("Helpline 0800 917 1234 (24/7)", ["0800 917 1234"]),
    # Catalogue numbers: an item's, an article's, a code or a reference, in several languages.
    ("Item (415) 309-2861 hex bolt\nArt.-Nr. 415-309-2862 Mutter\nRéf. (006) 309-2863 écrou", []),
    ("Cod. 212-555-0147 valvola", []),
])
def test_support_lines_and_catalogue_numbers(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A call log's rows: date and time, the call's direction, the number, the duration.
    ("2024-03-02 18:41\tOUT\t47235518\t2:05\n2024-03-03 09:12\tin\t3124408817\t0:41\n",
     ["3124408817", "47235518"]),
    ("02/03/2024 18:41;missed;612 44 09 17;0:00", ["612 44 09 17"]),
    # ... but not a number between a time and a duration in other rows ("lap 2, split").
    ("2024-03-02 18:41  lap  47235518  2:05", []),
    # The whole answer to a question for a number, even after a speaker's name.
    ("Agent: Which number can we call you back on?\nCustomer: 612 44 09 17\nAgent: Thanks",
     ["612 44 09 17"]),
    ("Agent: How many items?\nCustomer: 612 44 09 17", []),
    # A number alone on its line next to a line that is, or ends with, an e-mail address.
    ("Petra Nováková\nKaprova 12, 110 00 Praha\n605 118 422\npetra.novakova@example.cz\n",
     ["605 118 422"]),
    ("RSVP: ana.lopez@example.es\n612449017\n", ["612449017"]),
    # Russia's international prefix written as two groups.
    ("8 10 49 30 2589 1122", ["8 10 49 30 2589 1122"]),
])
def test_call_logs_answers_contact_blocks_and_prefixes(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # Package versions as Debian writes them, an RCS keyword, a section reference in troff.
    ("mutt (2.2.12.4-1) unstable; urgency=medium", []), ("Depends: libfoo (>= 3.1.4.2-2)", []),
    ("Breaks: bar (<< 1:0.9.7.3-1)", []), ("$Id: tty.c,v 1.12.2.4 2003/05/01 10:11:12 ab Exp $", []),
    ("see Section\\ \\&7.3.1.2 below", []), ("Bump Standards-Version to 4.7.0.1", []),
    # ... while an address in brackets, or a range, stays one.
    ("PING gw (10.20.30.40) 56(84) bytes", ["10.20.30.40"]),
    ("range 10.20.30.40-10.20.30.90", ["10.20.30.40", "10.20.30.90"]),
])
def test_package_versions_are_not_ip_addresses(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


def test_ssn_shape_after_a_country_code_is_a_phone_number(analyzer):
    text = "Office: +55 800 16 5490\n"
    assert [e for e, _ in _found(analyzer, text)] == ["PHONE_NUMBER"]


@pytest.mark.parametrize("text,expected", [
    # Listed after a number with a country code and its extension.
    ("Tel. +43 1 5879 2200 Dw. 14 oder 0664 123 4567", ["+43 1 5879 2200", "0664 123 4567"]),
    # A call log written as CSV.
    ("2024-03-02,18:41,MISSED,612 44 09 17,0:00", ["612 44 09 17"]),
    # Alone on its line under a heading that names it.
    ("Dial-in by phone\n0612 345 678\n", ["0612 345 678"]),
])
def test_more_lists_logs_and_headings(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # The last field of a row, in a column with numbers written with their country code.
    ("Ines\t+351 912 345 678\nRui\t21 228 4411\n", ["+351 912 345 678", "21 228 4411"]),
    # A chat's answer after a time stamp, to a question in another language.
    ("[09:14] Ana: ¿tu número?\n[09:15] Rui: 612 449 017\n", ["612 449 017"]),
    # Said to be a phone number, it may end in a stray digit.
    ("Kontakt | 050 101 005 0 | ana@example.com", ["050 101 005 0"]),
    # ... a count after a table's name column is no phone number.
    ("Build\t1.2.3\t+12.5\nTotal\t1234567\n", []),
])
def test_table_columns_chat_answers_and_stray_digits(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A directory's entry: a name, a title, then the number alone on its line.
    ("Hana Dvořáková\nFyzioterapeutka\n604 215 883\n\nJan Malý\n", ["604 215 883"]),
    # ... but not a run of digits there, nor a number under a label of another kind, nor under
    # prose or a short date.
    ("Hana Dvořáková\n60421588\n", []), ("Invoice No\n4401 2231\n", []),
    ("the largest octal literal is\n037777777777.\n", []), ("yy mm dd\n59 11 23\n", []),
    # Urgent lines and more verbs of calling.
    ("For urgent matters: 0712 123456", ["0712 123456"]),
    ("Volejte nám na 601 132 232.", ["601 132 232"]),
])
def test_directory_entries_urgent_lines_and_calling_verbs(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A heading's number before its underlined title; a release among releases; a version after a
    # word and a hyphen, a comparison or a "sec"; a phone number written with dots after its label.
    ("\n7.2.3.1 Streaming interface\n.........................\n", []),
    ("AWSSDK.Core\t3.7.402 3.7.501.1 4.0.3.3 4.1.0", []), ("built for FreeBSD-1.1.5.1 only", []),
    ("(Policy version >= 3.6.1.1)", []), ("RFC 2616 sec 8.1.2.1", []),
    ("Telefon 32.17.82.49 (lokal 58)", []),
    # ... while addresses keep their place: a hosts file, a ping's time after it, a contact label.
    ("10.20.30.40 Gateway\n10.20.30.41 printer\n", ["10.20.30.40", "10.20.30.41"]),
    ("64 bytes from 8.8.4.4 1.1 ms", ["8.8.4.4"]), ("Contact 10.0.0.1 now", ["10.0.0.1"]),
])
def test_more_dotted_numbers_that_are_not_addresses(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


@pytest.mark.parametrize("text,expected", [
    # The unspecified address given as a value ...
    ("[server]\nlisten = ::\nport = 8080", ["::"]), ('{"last_login_ip": "::"}', ["::"]),
    ("Failed password for root from :: port 22 ssh2", ["::"]),
    # ... but not code's scope operator, a type signature or reStructuredText's marker.
    ("std::vector<int> v;", []), ("length :: [a] -> Int", []), ("For example::\n\n    x = 1", []),
    ("tcp6  0  0 :::111  :::*  LISTEN", []),
])
def test_unspecified_address_as_a_value(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


def test_restructuredtext_literal_marker_alone_on_its_line_is_no_address(analyzer):
    text = "install a wrapper:\n\n::\n\n    dpkg-divert --rename /usr/sbin/smail\n"
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == []
    assert [v for e, v in _found(analyzer, "::\tany6.local\n") if e == "IP_ADDRESS"] == ["::"]


@pytest.mark.parametrize("text,expected", [
    # "::" as a lexer's token is code; versions in a package relation or a version attribute.
    ("(r'::', Operator),", []), ("Depends: libpam0g (>= 0.99.7.1), libc6", []),
    ('<assemblyIdentity version="1.0.0.0"', []), ("__version__ = '3.5.0.1'", []),
    ('ip="10.1.2.3"', ["10.1.2.3"]),
])
def test_tokens_and_versions_in_code_are_not_addresses(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == expected


def test_restructuredtext_marker_after_a_colon_is_no_address(analyzer):
    text = "a dictionary maps `q` to `u`: ::\n\n    >>> kane.q_ind\n"
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == []


@pytest.mark.parametrize("text,expected", [
    # A delimited table's header names the column of its first rows: phone, mobile, Telefon.
    ("user\tlast_login_ip\tmobile\nolson\t10.179.227.112\t96969305\n", ["96969305"]),
    ("ip,phone,city\n45.93.83.141,6052914577,Quípama\n", ["6052914577"]),
    # ... and not a column of another name, nor under a row of data.
    ("user\tlast_login_ip\tcustomer\nolson\t10.179.227.112\t96969305\n", []),
    ("user\tip\tmobile\nana\t1\t2\nolson\t10.179.227.112\t96969305\n", []),
    # A field after a number is read, but not the next group of thousands.
    ("id,Telefon\n17,0612345678\n", ["0612345678"]), ("Telefon: 1,234,567", []),
    # A heading that asks to call, the number wrapped under it; not a noun of calls.
    ("Call us at\n085359\n43066\nor write to", ["085359\n43066"]),
    ("Zadzwoń do nas\n17 312 49\n82\nlub napisz", ["17 312 49\n82"]),
    ("makes 11 recursive calls\n        3628800\n", []),
    # A one-digit area code in brackets, grouped as its region writes it; not a list's marker.
    ("Móvil: (2) 2763 2962 (WhatsApp)", ["(2) 2763 2962"]),
    ("Mariela Segura | (2) 2210 6399 ext.5153 | ana@example.cl", ["(2) 2210 6399 ext.5153"]),
    ("1. Laura Soto (3) 224 720 9524", ["224 720 9524"]),
    # A logged request's status and size; orders sent by fax or phone; an order number.
    ('10.0.0.1 - - [10/Oct/2024:10:59:07 +0000] "GET /contact HTTP/1.1" 200 1256 "-"', []),
    ("Fax orders to 0812057521", ["0812057521"]), ("Phone orders: 0812 057 521", ["0812 057 521"]),
    ("Orders 0812057521", []),
])
def test_headers_headings_area_codes_and_logged_requests(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # After an abbreviated phone word, dotted pairs are a phone number, not an address.
    ("Kirke Hyllinge · Tlf. 34.41.19.82 · ana@example.dk", []), ("Tel.: 10.0.0.1", ["10.0.0.1"]),
    # A run of releases with one that is no address makes all of them releases.
    ("3.7.501.1 4.0.3.3 4.0.100.2 4.0.100.6 4.0.101 4.0.101.1", []),
    ("hosts 10.0.0.1 10.0.0.2 10.0.0.3", ["10.0.0.1", "10.0.0.2", "10.0.0.3"]),
    # A number cut by the edge of what is read counts for nothing: "0.0.2" is no release here.
    ("x" + " 10.0.0.2" * 7 + " 10.0.0.9", ["10.0.0.2"] * 7 + ["10.0.0.9"]),
])
def test_dotted_pairs_after_phone_words_and_runs_of_releases(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A customer service's line with a remark in brackets.
    ("Customer service (free of charge): 078 122 33 01\n", ["078 122 33 01"]),
    # A "+" number after a postcode, when valid; not a signed value after a number.
    ("Road, Duluth, GA 30096 +1 770 495 1644.", ["+1 770 495 1644"]), ("delta 12 +3456 7890", []),
    # Not wrapped into an address's house number on the next line; wrapped into prose's tail.
    ("Phone:  403-533-3964\n412 Serviceberry Trail", ["403-533-3964"]),
    ("please phone our front desk on 0800 1759\n1709 and quote your booking.", ["0800 1759\n1709"]),
    # A number starting its line under a line that asks to call.
    ("our courier will call you from\n55 1737\n6834 — please keep your phone at hand.",
     ["55 1737\n6834"]),
])
def test_remarks_postcodes_addresses_and_calls_on_the_line_before(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # "::" with a word for an address after it on its line, or a router or DHCP's message before.
    ("The box was handing out :: as gateway although", ["::"]),
    ("dhcpd: DHCPACK on :: to 76:57:61:fc:24:64 via eth1", ["::"]), ("option routers ::;", ["::"]),
    ("x :: Int -> gateway", []),
    # A heading's number before a path.
    ("  5.10.3.2.  /etc/hosts.deny\n", []), ("  10.0.0.1  /etc/hosts", ["10.0.0.1"]),
])
def test_unspecified_address_words_after_and_headings_before_paths(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A "00" number labelled as another kind of number is that number; a key's value may be one.
    ("Order: 005 3691 2183\n", []), ("Customer number: 0095 8966745\n", []),
    ("TWILIO_FROM=00354 691 1621\n", ["00354 691 1621"]),
    # Routing numbers and banking tags; a range of years; a year in brackets after a phone word.
    ("Routing (ABA): 042591820\n", []), ("<BANKID>000000123\n", []),
    ("old modems of GSM phase 1 (1990-1995).", []), ("Tel: (1800) 121 954\n", ["(1800) 121 954"]),
    ("J. Chem. 1 (1981) 267-283", []),
    # A host name's last label is no phone word: ".ph", ".tel".
    ("Received: from mail.peterson.ph ([198.51.100.230])", []),
    # IRC's "<nick>" answering a question for a number, or one asking to be called back.
    ("what's your number again?\n[22:47] <amy> 96 259984\n", ["96 259984"]),
    ("Kannst du mich zurückrufen?\nCustomer: 0049 119963770\n", ["0049 119963770"]),
    # A call asked with up to three words after the verb, on the line before.
    ("about your claim please call our office on\n660 105\n312 between 9 and 5.", ["660 105\n312"]),
    # Keys and words ending in "phone"; not a microphone.
    ('evephone="867-5309",', ["867-5309"]), ("microphone 0612 3456", []),
])
def test_other_labels_before_zeros_host_names_irc_and_phone_compounds(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A message's identifier in a mail header is no mailbox.
    ("Message-Id: <199408082204.AA17510@quack.kfu.com>\n", []),
    ("In-Reply-To: <m0qXaYV-0000b5C@greenie.muc.de> from Gert", []),
    ("\tid <m0qXcoc-0000GkC@greenie.muc.de>; Tue, 9 Aug 94", []),
    ("References: <a1@x.org> <b2@y.org>\nFrom: Ana <ana@example.org>", ["ana@example.org"]),
    ("Paid <ana@example.org>", ["ana@example.org"]),
    # A regular expression's wildcard or a macro's brace before an address is not part of it.
    ("* ^Resent-Sender.*debian-user-request@lists.debian.org", ["debian-user-request@lists.debian.org"]),
    ("\\mail{foo@bar.com}{Smith}", ["foo@bar.com"]), ("^\\d{8}.+@spamhaus.example$", []),
])
def test_message_identifiers_and_patterns_are_not_addresses(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "EMAIL_ADDRESS"] == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    ("   See also 5.3.1.3 for discussion", []), ("Misc:\n\n*3.0.7.2*\n\n  Major", []),
    ("== 5.3.0.1 ==\n", []), ("*10.0.0.1* is the gateway", ["10.0.0.1"]),
])
def test_cross_references_and_emphasised_release_headings(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == sorted(expected)


def test_ssn_shape_after_a_bracketed_country_code_is_a_phone_number(analyzer):
    found = _found(analyzer, 'ana@example.com,"(+55) 800 18 8635",x')
    assert [e for e, v in found if v.endswith("8635")] == ["PHONE_NUMBER"]


@pytest.mark.parametrize("text,expected", [
    # An IPv6 address and its port, then a class name, as Zookeeper logs them.
    ("[QuorumPeer[myid=1]/0:0:0:0:0:0:0:0:2181:FastLeaderElection@774] - x", ["0:0:0:0:0:0:0:0"]),
    # An address after an address and a slash.
    ("[NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:ZooKeeperServer@839]", ["0.0.0.0", "0.0.0.0"]),
    # A phone number written with dots after its country code.
    ("Mobil: +47 40.66.78.13\nE-post", []), ("Shared-cost: (+32) 78.75.52.85", []),
    # A zone after "::"; a Windows package identity's version, a range of versions.
    ("ping -6 ::%eth0\n", ["::"]), ("Package_for_KB2719857~31bf3856ad364e35~amd64~~6.1.1.2, x", []),
    ("uGuru 2.0.0.0 ~ 2.0.4.2 (KV8-PRO)", ["2.0.0.0"]),
])
def test_ports_after_ipv6_slash_pairs_country_codes_and_package_versions(analyzer, text, expected):
    assert [v for e, v in _found(analyzer, text) if e == "IP_ADDRESS"] == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # A field among figures of a CSV line is a figure; under a header that names it, a phone.
    ("Services,0.18,25.89,91.89,13071674368,394000000,3.6759489\n", []),
    ("ip,phone,city\n45.93.83.141,6052914577,Lima\n", ["6052914577"]),
    # "WA" is Washington here, WhatsApp only right before a number.
    ("PWT,Bremerton National,Bremerton,WA,USA,47.49275361,-122.7624286\n", []),
    ("WA 0812 3456 7890", ["0812 3456 7890"]),
])
def test_figures_in_csv_rows_and_abbreviations_right_before(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # Web pages turned into text: label, number and e-mail in blocks one blank line apart.
    ("REGON\n\n001231813\n\nTelefon\n\n44 634 14 91\n\nFaks\n\n44 634 14 92\n\nE-mail",
     ["44 634 14 91", "44 634 14 92"]),
    ("59-411 Paszowice\n\n\u00a0\n\n76 870 17 22\n\nsppaszowice1@o2.pl\n", ["76 870 17 22"]),
    ("Venus Travel\n\nbiuro@venustravel.pl\n\n41 378 28 50\n\nBony", ["41 378 28 50"]),
    # ... not two blank lines away, and not a number under another heading.
    ("Telefon\n\n\n44 634 14 91", []), ("Rozdział\n\n2019 2020\n\nx", []),
    # An area code in brackets and a label: any grouping of the rest. Without "0": "33/ 814-19-46".
    ("тел. (83364) 4-15-02\n", ["(83364) 4-15-02"]), ("Biala 9; tel. 33/ 814-19-46\n", ["33/ 814-19-46"]),
    # A remark glued in brackets; Czech and Polish labels; free numbers; a stray last digit.
    ("WhatsApp 3415440147 (24hs).", ["3415440147"]), ("pevná linka: 495 518 851", ["495 518 851"]),
    ("mobilní: 739 787 827", ["739 787 827"]), ("prosimy dzwonic na numer 509 179 017", ["509 179 017"]),
    ("Gratis nummer: 0800/6327\n", ["0800/6327"]), ("my number is 300 301 949 9\n", ["300 301 949 9"]),
    # WHOIS's "+CC." form when labelled; not a signed decimal; lesson times; a serial number.
    ("Téléphone : +1.6463978051\n", ["+1.6463978051"]), ("(3.1415926535...+2.7182818284...j)", []),
    ("15 40-16 25\n\n16 30-17 15\n", []), ("Numer seryjny    51040/07\n", []),
])
def test_blocks_apart_area_codes_in_brackets_and_national_labels(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


@pytest.mark.parametrize("text,expected", [
    # After Japan's postal mark, a postcode.
    ("Rachel Ville, CP 45144, CEP 48672-738, 〒627-3500", []),
    # "Tels."; a formatting tag between a label and its number, not a tag that names what it holds.
    ("Tels.: 2924 0212 / 2924 1101</li>", ["2924 0212", "2924 1101"]),
    ("<p><strong>Hotline tư vấn mua hàng:</strong> 02466.5555.35</p>", ["02466.5555.35"]),
    ("<BANKID>000000123\n", []),
    # Two numbers with a spaced dash between; a spaced dash after a labelled area code is one.
    ("<li>Tel.: (+598) 2711 4444 – 2710 1795</li>", ["(+598) 2711 4444", "2710 1795"]),
    ("Telefon: 030 - 56825730 während", ["030 - 56825730"]), ("salary 1500 - 9000 euro", []),
    # Dotted pairs listed after a phone number with its country code; a dialling prefix after
    # a verb of calling.
    ("Tlf.: +45 32 12 00 69 | 32.18.34.15", ["+45 32 12 00 69", "32.18.34.15"]),
    ("or ring me on 0021 55 1196182794.", ["0021 55 1196182794"]),
])
def test_postcodes_formatting_tags_dashes_between_numbers_and_listed_pairs(analyzer, text, expected):
    assert _phones(analyzer, text) == sorted(expected)


def test_dotted_pairs_after_a_listed_phone_number_are_no_address(analyzer):
    assert [v for e, v in _found(analyzer, "Tlf.: +45 32 12 00 69 | 32.18.34.15") if e == "IP_ADDRESS"] == []
    assert [v for e, v in _found(analyzer, "ping +45 32 12 00 69 | 10.0.0.1") if e == "IP_ADDRESS"] == ["10.0.0.1"]
