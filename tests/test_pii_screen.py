"""Windowed PII analysis must give exactly Presidio's whole-document results.

The match facts that make windowing safe are not trusted here: every test compares
``WindowedAnalyzer`` with ``analyze_whole`` on text built to break windowing (PII at the edges, next
to punctuation and digits, across newlines, packed together, in long documents and long tokens) and
on real corpus text.
"""

import json
import random
from pathlib import Path

import pytest
from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
from presidio_analyzer.nlp_engine import NoOpNlpEngine
from presidio_analyzer.predefined_recognizers import (CreditCardRecognizer, EmailRecognizer,
                                                      IbanRecognizer, IpRecognizer,
                                                      PhoneRecognizer, UsSsnRecognizer)

from gristmill.transforms.pii.recognizers import DEFAULT_ENTITIES, MATCH_FACTS, build_analyzer
from gristmill.transforms.pii.screen import (SEPARATOR, WindowedAnalyzer, analyze_whole,
                                   compile_match_facts, find_windows)

LABELED = Path(__file__).parent / "data" / "pii" / "labeled.jsonl"
REAL_TEXT = Path("/tmp/gristmill-bench/small.jsonl")

# Facts for Presidio's own predefined recognizers, derived from their patterns (Presidio 2.2
# predefined_recognizers/generic/*.py, us_ssn_recognizer.py) and from phonenumbers' matcher: at
# least 4 digits (Germany's shortest national number) separated by at most 4 phone punctuation
# characters (phonenumbermatcher._PUNCTUATION_LIMIT).
_PHONE_PUNCT = r"\-x\u2010-\u2015\u2212\u30FC\uFF0D-\uFF0F \u00A0\u00AD\u200B\u2060\u3000()\uFF08\uFF09\uFF3B\uFF3D.\[\]/~\u2053\u223C\uFF5E"  # noqa: E501
PRESIDIO_FACTS = {
    "EMAIL_ADDRESS": {"needs": "@", "max_chars": 1},  # no whitespace in a match: token snapping covers it
    "PHONE_NUMBER": {"needs": r"\d(?:[" + _PHONE_PUNCT + r"]{0,4}\d){3}", "max_chars": 200},
    # Groups are 3-4 digits, so only the first group and the start of the second are certain.
    "CREDIT_CARD": {"needs": r"\d{4}[- ]?\d{3}", "max_chars": 20},
    "IBAN_CODE": {"needs": r"(?i)[a-z]{2}\d{2}(?:[ -]?[a-z0-9]{4}){2}", "max_chars": 43},
    "IP_ADDRESS": {"needs": r"(?i)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|::|[0-9a-f]:[0-9a-f]{1,4}:[0-9a-f]",
                   "max_chars": 1},
    "US_SSN": {"needs": r"\d{3}[- .]?\d{2}[- .]?\d{4}", "max_chars": 11},
}

PII_SAMPLES = [
    "ana.silva@example.com", "j_o-e+tag@mail.example.co.uk", "x@y.io",
    "请发邮件至linjun@example.org。", "sugja31@example.org로", "Violetta53@gov.ua",
    "+1 650-253-0000", "(212) 555-0142", "212-555-0142", "+44 20 7946 0958", "030 1234567",
    "+49 30 901820", "+91 98765 43210", "0612345678",
    # Phones with extensions, "00" and "(+CC)" prefixes, wrapped lines, national forms of many
    # regions.
    "+1-780-563-6083x7783", "206.269.0743 ext. 12", "(0161) 496 0066 ext 204", "020 7946 0018 extension 12",
    "06214 03401250 ext\n615", "0049 30 901820", "0033 1 83 41 77 76", "+44 20 7946\n0958",
    "+33 (0)4 66\n62 07 56", "0366\n263-887", "+7 (914) 177-76-31", "04 15 39 15 00",
    "090-1234-5678", "(11) 96123-4567", "+(370) 612 34567", "(+57) 304 365 93 72",
    "(351) 931 304 387", "13812345678", "08-123 456 78", "0212 123 45 67", "+86 138 1234 5678",
    "2025550123",
    # Typographic spaces and dashes, labels and letters against the number, other international
    # prefixes, a Belgian area code's slash, a country code without "+".
    "+33\u202f1\u202f42\u202f68\u202f53\u202f00", "+44\u201320\u20137946\u20130958", "＋81（3）1234-5678",
    "Tel.+49 30 12345678", "ph#0612 345 678", "тел+7 495 123-45-67", "โทร0812345678ค่ะ",
    "011 49 30 1234567", "0011 61 2 9876 5432", "04/ 555 14 39", "Tel: 57 320 704 99 96",
    # Numbers that are phones only with a label before them ("Tel: 4687 5074"), so their result
    # depends on words outside the match.
    "4687 5074", "602 185 716", "962-7873", "0637 1591", "40 61 34 91", "15954600621",
    # ... or a field next to an e-mail address ("ana@example.com; 4687 5074"), an extension on the
    # next line.
    "Ove Ravn,Bogense,82266952,ove@example.dk", "ana@example.com; 4687 5074", "0612 345 678\nx15",
    # ... or listed with other contacts on its line or the lines next to it, a chat message, an
    # area code apart, a call log's field.
    "lilia@example.com / 3624 8741", "Maria: 00356 9924 9521\nChantelle: 7929 8257",
    "04899022\nTel. +370 45048551", "[2024-11-04 10:44] Joakim: 47964945",
    "Celmiņa, Imants, [04.08.23 17:05]\n638 227 81", "Telefon: 01512 / 3403072",
    "16:11:35,+32558417438,0031 26 675 9958,658", "📞 45594974", "T. 062-815-2278  M. 010 2026 6872",
    "FP CCVI4445580835733268/1125", "IBAN AZ21 NABZ 0000 0000 1370 1000 1944",
    "John Garcia\t+352628125558\tFMH\nJane Schroeder\t628123540\tCEB",
    "Julieta Lucia Vargas .............. 9155214387", "[client fe80::c150:d5f5:10ad:ddb2:53764]",
    "4111 1111 1111 1111", "4111-1111-1111-1111", "5500000000000004", "3782 822463 10005",
    # Cards of every brand and length, with brand groupings.
    "4222 2222 2222 2", "4111 1111 1111 1111 110", "2221-0000-0000-0009", "3056 930902 5904",
    "6011-1111-1111-1117", "3530 1113 3330 0000", "2131 0000 0000 001", "6212 3456 7890 1234 569",
    "6212-3456-7890-1232", "6759 6498 2648", "5018 0000 0000 0000 007",
    "DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432", "GB75 CBOC 5215 6254 4034 44", "FR14 2004 1010 0505 0001 3M02 606",
    "192.168.1.1", "10.0.0.255/24", "2001:db8::1", "::ffff:10.0.0.1", "fe80::1%eth0", "::",
    "078-05-1120", "219 09 9999", "123.45.6789", "536-90-4399",
    # Cards read out in eights, SSN-shaped parts of longer numbers, dotted quads that number a
    # section (decided by the words before them and the full stop after them).
    "52045118 30287313", "4024 00710011 2357", "512.33.2741.6120", "RFC 9112 7.1.2.3",
    "// 3.2.4.1. Let", "</a>9.1.2.4.\u00a0Cache", "0800 917 1234 (24/7)", "(006) 309-2863",
    # Rules that read a line around the number: a call log's row, an answer to a question for a
    # number, a contact block's e-mail line, Russia's "8 10" apart.
    "2024-03-02 18:41\tOUT\t47235518\t2:05", "Which number?\nCustomer: 612 44 09 17",
    "605 118 422\npetra@example.cz", "8 10 49 30 2589 1122",
    "mutt (2.2.12.4-1)", "(<< 1:0.9.7.3-1)", ",v 1.12.2.4", "+55 800 16 5490",
    "+43 1 5879 2200 Dw. 14 oder 0664 123 4567", "2024-03-02,18:41,MISSED,612 44 09 17,0:00",
    "Dial-in by phone\n0612 345 678", "Ines\t+351 912 345 678\nRui\t21 228 4411",
    "[09:14] Ana: ¿tu número?\n[09:15] Rui: 612 449 017", "Kontakt | 050 101 005 0 | ana@example.com",
    "Hana Dvořáková\nFyzioterapeutka\n604 215 883", "For urgent matters: 0712 123456",
    "7.2.3.1 Streaming interface\n....................", "3.7.501.1 4.0.3.3 4.1.0",
    "Telefon 32.17.82.49", "listen = ::", "from :: port",
    # A column of lone numbers reads two lines on either side.
    "\n... 0010213576\n... 0010441520\n... 0010448542\n", "Phones:\n0612345678\n0698765432\n0612345670",
    "x\n024934408\n025081704\n068278704",
    # Lone "::" read with its line and neighbours, slices, literal markers, other IBAN groupings.
    "listen = [::]:6369", "ping6 -c 3 ::", "| db6 | 100.72.228.218 | :: |", "Signup IP: ::",
    "face[1::4, ::4]", "bus #1::\n\nx", "DB::DB()", "ES10 0075 0080 11 0600658108",
    "ES72 2013-0692-81-0201150993", "jdoe@machine.example",
    "Ligue para 1120898311", 'SUPPORT_PHONE = "3774311"', "Celular: 0021 55 1187338484",
    "Questions? 3212949 Reply", "Toll-free: 080.246.933",
    # Headers that name a column, headings that ask to call, bracketed one-digit area codes,
    # logged requests, orders by fax, runs of releases.
    "user\tlast_login_ip\tmobile\nolson\t10.179.227.112\t96969305",
    "ip,phone,city\n45.93.83.141,6052914577,Lima", "Call us at\n085359\n43066",
    "Zadzwoń do nas\n17 312 49\n82", "Móvil: (2) 2763 2962", '"GET /contact HTTP/1.1" 200 1256',
    "Fax orders to 0812057521", "Tlf. 34.41.19.82", "4.0.3.3 4.0.100.2 4.0.101 4.0.101.1",
    "Customer service (free of charge): 078 122 33 01", "GA 30096 +1 770 495 1644",
    "Phone: 403-533-3964\n412 Serviceberry Trail", "will call you from\n55 1737\n6834 — please",
    "handing out :: as gateway", "5.10.3.2.  /etc/hosts.deny",
    # Message identifiers in mail headers, read as far back as the header; patterns before an address.
    "Message-Id: <199408082204.AA17510@quack.kfu.com>", "x Message-Id: <a1@x.org>",
    "References: <a1@x.org>\n <b2@y.org>", "\tid <m0qXcoc-0000GkC@greenie.muc.de>;",
    "* ^Resent-Sender.*list-request@lists.debian.org", "\\mail{foo@bar.com}",
    "Order: 005 3691 2183", "TWILIO_FROM=00354 691 1621", "what's your number?\n[22:47] <amy> 96 259984",
    "please call our office on\n660 105\n312 between", 'evephone="867-5309"', "See also 5.3.1.3 for",
    "*3.0.7.2*", '"(+55) 800 18 8635"', "mail.peterson.ph ([198.51.100.230])",
    "myid=1]/0:0:0:0:0:0:0:0:2181:Fast", "Factory:0.0.0.0/0.0.0.0:2181:Zoo", "Mobil: +47 40.66.78.13",
    "ping -6 ::%eth0", "amd64~~6.1.1.2,", "0.18,25.89,91.89,13071674368,394000000", "Bremerton,WA,USA,47.49275361",
    # Blocks one blank line apart: the documents begin and end next to the number, and two blank
    # lines (a separator's) must not count as one.
    "Telefon\n\n44 634 14 91", "44 634 14 91\n\nszkola@op.pl", "x@y.pl\n\n41 378 28 50\n\nBony",
    "Telefon\n\n\n44 634 14 91", "тел. (83364) 4-15-02", "tel. 33/ 814-19-46", "WhatsApp 3415440147 (24hs)",
    "Téléphone : +1.6463978051", "16 30-17 15",
    "CEP 48672-738, 〒627-3500", "Hotline:</strong> 02466.5555.35", "Tel.: (+598) 2711 4444 – 2710 1795",
    "Telefon: 030 - 56825730", "Tlf.: +45 32 12 00 69 | 32.18.34.15", "ring me on 0021 55 1196182794",
    "病院,○,01638-4-2626,45.18", "callback 180012874301; refund",
    "Card number, as you asked yesterday evening: 675940163 2225153576",
    "my Diners Club card, the one that expires in May: 3007741 8078574",
    "Rachel Wade            9995-5540  ddavis57@example.io", "01716185072,01911969513</p>",
    "Contáctenos 316 878 56 01 - 320", "Courier: 010-8782-1711.",
    "Fax: 01 23 49 24 2\n", "郵便振替口座 ００１２０－５－７６３９１４", "☎️ 032-2571650\n10. **CESFAM", "(038)  518-0379, 518-8309",
    "Price negotiable. 0583 76 46 80 (WhatsApp only)", "BGBl. Nr.\u00a0498/1995 in",
    "mailto:13917444407@163.com", "대표번호 : 1588-6007", "tel. + 385(0)1 43 38 5 67", "5 + 48 22 122 13 01", "Call on 0845 021 3680.Offer ends", "msg me at 96473920.", "Tel: 0845 021 3680.jpeg",
    "Tel. 031 931 25 52**, Zentweg", "Call +44 116 496 0***.", "0800 40000 (Toll-free on vodafone)", "3415 440147        (WhatsApp, ask for the manager)",
    # The card word 48 and 49 characters before the number: just inside and just outside reach.
    "Visa, the one I told you about on Monday, it's: 3007741 8078574",
    "Visa, the one I told you about on Monday, it is: 3007741 8078574",
]
FILLER = ["the", "report", "says", "call", "me", "at", "or", "write", "to", "v1.2.3", "2024",
          "12", "x", "e:f", "id=42", "port 8080", "a:b:c", "4.5", "1 2 3", "555", "DE", "no.",
          # Words that label a number as a phone number or as something else.
          "Tel:", "phone", "hotline", "Rufnummer", "M", "number", "Order", "serial", "ISSN",
          "key=", "section", "Linux", "version", "Item", "support", "Notfall:"]
PUNCT = ["", ".", ",", ";", ":", "(", ")", "[", "]", '"', "'", "<", ">", "-", "/", "+", "#", "$"]
SPACES = [" ", " ", " ", "\n", "\t", "\n\n", "\n\n\n", "  ", "\u00a0", "\r\n"]


def key(results):
    return [(r.entity_type, r.start, r.end, r.score) for r in results]


def labeled_texts():
    if not LABELED.exists():
        return []
    return [json.loads(line)["text"] for line in LABELED.open(encoding="utf-8") if line.strip()]


def generated_texts(seed=13, count=600):
    """Adversarial documents; see the module docstring for what they exercise."""
    rng = random.Random(seed)
    samples = PII_SAMPLES + [t for t in labeled_texts()[:200]]
    docs = []
    for s in PII_SAMPLES:  # PII alone, at the very start and end, glued to punctuation
        docs += [s, s + ".", "(" + s + ")", s + "\n" + s, s + s, s + "," + s, "x" + s, s + "x"]
    for _ in range(count):
        parts = []
        for _ in range(rng.randint(1, 60)):
            r = rng.random()
            if r < 0.35:
                parts.append(rng.choice(PUNCT) + rng.choice(samples) + rng.choice(PUNCT))
            elif r < 0.9:
                parts.append(rng.choice(FILLER))
            else:  # a run of filler whose length lands PII near window edges
                parts.append(" ".join(rng.choice(FILLER) for _ in range(rng.randint(20, 120))))
            parts.append(rng.choice(SPACES))
        if rng.random() < 0.1:  # long token with no whitespace
            parts.insert(rng.randrange(len(parts) + 1), "".join(rng.choice(FILLER) for _ in range(80)))
        docs.append("".join(parts).strip() if rng.random() < 0.5 else "".join(parts))
    return docs


def real_texts(limit):
    texts = []
    with REAL_TEXT.open(encoding="utf-8") as fh:
        for line in fh:
            texts.append(json.loads(line)["text"])
            if len(texts) >= limit:
                break
    return texts


@pytest.fixture(scope="module")
def analyzer():
    return build_analyzer(DEFAULT_ENTITIES)


@pytest.fixture(scope="module")
def presidio_analyzer():
    """Presidio's own predefined recognizers for the six default entities, no NLP."""
    registry = RecognizerRegistry(supported_languages=["en"])
    for cls in (EmailRecognizer, PhoneRecognizer, CreditCardRecognizer, IbanRecognizer,
                IpRecognizer, UsSsnRecognizer):
        registry.add_recognizer(cls())
    engine = NoOpNlpEngine(models=[{"lang_code": "en", "model_name": "no_op"}])
    engine.load()
    return AnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=["en"])


class CountingAnalyzer:
    """Forwards to an analyzer and counts ``analyze`` calls."""

    def __init__(self, inner, nlp_engine=None):
        self.inner = inner
        self.nlp_engine = nlp_engine if nlp_engine is not None else inner.nlp_engine
        self.calls = 0

    def analyze(self, **kwargs):
        self.calls += 1
        return self.inner.analyze(**kwargs)


def assert_equivalent(analyzer, texts, entities=DEFAULT_ENTITIES, facts=None, batch_size=32, **kw):
    windowed = WindowedAnalyzer(analyzer, entities, match_facts=facts, **kw)
    assert windowed.windowed
    got = []
    for i in range(0, len(texts), batch_size):
        got += windowed.analyze_batch(texts[i:i + batch_size])
    thresholds = {k: v for k, v in kw.items() if k in ("thresholds", "default_threshold")}
    found = 0
    for i, text in enumerate(texts):
        expected = key(analyze_whole(analyzer, text, entities, "en", **thresholds))
        assert key(got[i]) == expected, f"document {i}: windowed results differ from whole-document"
        found += len(expected)
    return found


def test_equivalent_on_labeled_corpus(analyzer):
    texts = labeled_texts()
    if not texts:
        pytest.skip("tests/data/pii/labeled.jsonl not present")
    assert assert_equivalent(analyzer, texts) > 500


def test_equivalent_on_adversarial_documents(analyzer):
    assert assert_equivalent(analyzer, generated_texts()) > 1000


def test_equivalent_when_every_window_goes_alone(analyzer):
    # max_call_chars=1 gives one analyzer call per window: joining must not change anything.
    assert_equivalent(analyzer, generated_texts(seed=5, count=150), max_call_chars=1)


def test_equivalent_with_presidio_predefined_recognizers(presidio_analyzer):
    texts = generated_texts(seed=7, count=150) + labeled_texts()[:300]
    assert assert_equivalent(presidio_analyzer, texts, facts=PRESIDIO_FACTS) > 200


@pytest.mark.skipif(not REAL_TEXT.exists(), reason="benchmark corpus not present")
def test_equivalent_on_real_text(analyzer):
    assert_equivalent(analyzer, real_texts(3000), batch_size=64)


@pytest.mark.skipif(not REAL_TEXT.exists(), reason="benchmark corpus not present")
def test_equivalent_on_real_text_with_presidio_predefined_recognizers(presidio_analyzer):
    assert_equivalent(presidio_analyzer, real_texts(120), facts=PRESIDIO_FACTS)


def test_documents_without_candidates_never_reach_the_analyzer(analyzer):
    counting = CountingAnalyzer(analyzer)
    windowed = WindowedAnalyzer(counting, DEFAULT_ENTITIES)
    clean = ["Plain prose with no numbers at all.", "", "   \n", "a b c " * 500]
    assert windowed.analyze_batch(clean) == [[], [], [], []]
    assert windowed.analyze("Nothing here either.") == []
    assert counting.calls == 0
    windowed.analyze_batch(clean + ["mail ana.silva@example.com now"])
    assert counting.calls == 1


def test_one_call_per_entity_set_in_a_batch(analyzer):
    counting = CountingAnalyzer(analyzer)
    windowed = WindowedAnalyzer(counting, DEFAULT_ENTITIES)
    docs = [f"doc {i}: write to user{i}@example.com please" for i in range(50)]
    results = windowed.analyze_batch(docs)
    assert counting.calls == 1
    assert [key(r) for r in results] == [key(analyze_whole(analyzer, d, DEFAULT_ENTITIES)) for d in docs]


def test_batch_results_equal_single_results(analyzer):
    texts = generated_texts(seed=3, count=120)
    windowed = WindowedAnalyzer(analyzer, DEFAULT_ENTITIES)
    assert [key(r) for r in windowed.analyze_batch(texts)] == [key(windowed.analyze(t)) for t in texts]


def test_thresholds_apply_per_entity(analyzer):
    texts = generated_texts(seed=11, count=200)
    thresholds = {"PHONE_NUMBER": 0.65, "CREDIT_CARD": 1.01}
    assert_equivalent(analyzer, texts, thresholds=thresholds, default_threshold=0.55)
    kept = [r for rs in WindowedAnalyzer(analyzer, DEFAULT_ENTITIES, thresholds=thresholds,
                                         default_threshold=0.55).analyze_batch(texts) for r in rs]
    everything = [r for rs in WindowedAnalyzer(analyzer, DEFAULT_ENTITIES).analyze_batch(texts)
                  for r in rs]
    assert not any(r.entity_type == "CREDIT_CARD" for r in kept)
    assert any(r.entity_type == "CREDIT_CARD" for r in everything)
    assert all(r.score >= 0.65 for r in kept if r.entity_type == "PHONE_NUMBER")
    assert any(r.entity_type == "PHONE_NUMBER" and r.score < 0.65 for r in everything)
    assert all(r.score >= 0.55 for r in kept)


def test_analyzer_with_nlp_gets_every_whole_document(analyzer):
    # Anything but the no-op engine (spaCy NER) makes windowing unsafe: all documents, whole.
    counting = CountingAnalyzer(analyzer, nlp_engine=object())
    windowed = WindowedAnalyzer(counting, DEFAULT_ENTITIES)
    assert not windowed.windowed
    docs = ["no candidates here", "mail ana.silva@example.com now", ""]
    results = windowed.analyze_batch(docs)
    assert counting.calls == len(docs)
    assert [key(r) for r in results] == [key(analyze_whole(analyzer, d, DEFAULT_ENTITIES)) for d in docs]


def test_entity_without_match_facts_disables_windowing(analyzer):
    facts = {k: v for k, v in MATCH_FACTS.items() if k != "US_SSN"}
    assert not WindowedAnalyzer(analyzer, DEFAULT_ENTITIES, match_facts=facts).windowed


def test_margin_shorter_than_a_match_is_rejected(analyzer):
    with pytest.raises(ValueError, match="margin"):
        WindowedAnalyzer(analyzer, DEFAULT_ENTITIES, margin=3)


def test_margin_covers_the_words_a_score_reads(analyzer):
    # A phone number's score reads the words before it ("Tel: 4687 5074" is a phone number, "Order
    # 4687 5074" is not), so its windows reach that far beyond the longest match.
    windowed = WindowedAnalyzer(analyzer, DEFAULT_ENTITIES)
    phone = MATCH_FACTS["PHONE_NUMBER"]
    assert phone["context_chars"] > 0
    assert windowed.margins["PHONE_NUMBER"] == phone["max_chars"] + phone["context_chars"]
    label = "Tel:" + " " * 40
    for text in (label + "4687 5074", "Order " + " " * 40 + "4687 5074", label + "x" * 30 + " 4687 5074"):
        assert key(windowed.analyze(text)) == key(analyze_whole(analyzer, text, DEFAULT_ENTITIES))
    assert [r.entity_type for r in windowed.analyze(label + "4687 5074")] == ["PHONE_NUMBER"]
    with pytest.raises(ValueError, match="context_chars"):
        compile_match_facts({"X": {"needs": r"\d", "max_chars": 5, "context_chars": -1}})


def test_window_of_a_match_without_whitespace_is_its_token_and_context(analyzer):
    # An e-mail address or an IP address lies in its candidate's token: the window holds that
    # token whole and only the context the score reads around it, however long the token.
    windowed = WindowedAnalyzer(analyzer, DEFAULT_ENTITIES)
    for entity in ("EMAIL_ADDRESS", "IP_ADDRESS"):
        assert windowed.margins[entity] == MATCH_FACTS[entity]["context_chars"]
    header = "Message-Id: <" + "x" * 300 + "@quack.kfu.com>"
    text = "w " * 100 + header + " w" * 100
    [(start, end, ents)] = find_windows(text, windowed.facts, windowed.margins)
    assert ents == {"EMAIL_ADDRESS"} and text[start:end].strip().startswith("w") and header in text[start:end]
    assert end - start < len(header) + 2 * (MATCH_FACTS["EMAIL_ADDRESS"]["context_chars"] + 2)
    assert key(windowed.analyze(text)) == key(analyze_whole(analyzer, text, DEFAULT_ENTITIES)) == []


def test_needs_matching_empty_text_is_rejected():
    with pytest.raises(ValueError, match="needs"):
        compile_match_facts({"X": {"needs": r"\d*", "max_chars": 5}})


def test_windows_are_snapped_merged_and_cover_candidates():
    facts = compile_match_facts({"A": {"needs": "@", "max_chars": 3}, "B": {"needs": r"\d{3}", "max_chars": 2}})
    margins = {"A": 3, "B": 2}
    text = "aaaa bbbbbb x@y cccccc dddd 123 eeee ffff gggg hhhh iiii jjjj 456kkk"
    windows = find_windows(text, facts, margins)
    assert [(text[s:e], sorted(ents)) for s, e, ents in windows] == [
        ("bbbbbb x@y cccccc", ["A"]), ("dddd 123 eeee", ["B"]), ("jjjj 456kkk", ["B"])]
    assert find_windows("no candidates", facts, margins) == []
    # Close candidates merge into one window with both entity types.
    merged = find_windows("aa 12345 x@y bb", facts, margins)
    assert [(s, e, sorted(ents)) for s, e, ents in merged] == [(0, 15, ["A", "B"])]


def test_separator_is_blank_lines():
    assert SEPARATOR.strip() == "" and "\n" in SEPARATOR


@pytest.mark.parametrize("entities, entity, wrong", [
    (DEFAULT_ENTITIES, "PHONE_NUMBER", {"needs": r"\d{7}"}),  # misses numbers written in groups
    (DEFAULT_ENTITIES, "CREDIT_CARD", {"needs": r"\d{16}"}),  # misses grouped card numbers
    (DEFAULT_ENTITIES, "IBAN_CODE", {"needs": r"[A-Z]{2}\d{2}\S{12}"}),  # misses grouped IBANs
    # Reach too short for "219 09 9999" (alone: phone candidates would otherwise widen the window).
    (("US_SSN",), "US_SSN", {"needs": r"\d{4}", "max_chars": 1, "context_chars": 0}),
    # Without its context a dotted quad's window would not hold the "section" or "Linux" before it.
    (("IP_ADDRESS",), "IP_ADDRESS", {"context_chars": 0}),
])
def test_adversarial_documents_expose_wrong_match_facts(analyzer, entities, entity, wrong):
    # The equivalence tests above mean something only if this corpus breaks a screen built on
    # facts that are even slightly wrong.
    facts = {k: dict(v) for k, v in MATCH_FACTS.items()}
    facts[entity].update(wrong)
    texts = generated_texts(seed=17, count=150)
    windowed = WindowedAnalyzer(analyzer, entities, match_facts=facts)
    got = windowed.analyze_batch(texts)
    assert any(key(got[i]) != key(analyze_whole(analyzer, t, entities))
               for i, t in enumerate(texts))


def test_loose_needs_with_true_reach_stay_equivalent(analyzer):
    # A candidate that is only part of a match is fine as long as the reach covers the match.
    facts = {k: dict(v) for k, v in MATCH_FACTS.items()}
    facts["US_SSN"]["needs"] = r"\d{4}"
    assert_equivalent(analyzer, generated_texts(seed=17, count=150), entities=("US_SSN",), facts=facts)


@pytest.mark.parametrize("entity", DEFAULT_ENTITIES)
def test_equivalent_for_each_entity_alone(analyzer, entity):
    # Alone, an entity's windows are not widened by other entities' candidates: its own reach counts.
    assert_equivalent(analyzer, generated_texts(seed=19, count=200), entities=(entity,))
