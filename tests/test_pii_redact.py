"""PII redaction (gristmill/transforms/pii/redact.py): replacement styles, overlapping spans, counts, the drop
rule, annotate mode, and the stage in a pipeline with the default recognizers."""

from __future__ import annotations

import pickle

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to
from presidio_analyzer import RecognizerResult

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.pii.recognizers import DEFAULT_ENTITIES
from gristmill.transforms.pii.redact import (PLACEHOLDERS, STYLES, PiiRule, count_entities, merge_spans,
                                   redact_text, replacement)
from gristmill.transforms.stage import DEAD_LETTER, DOCS, REJECTS, STATS, Drop
from tests.stats_keys import SummedStats

SUPPORT = ("Hi team, please call me back on +44 20 7946 0958 or write to jane.roe@mailbox.org. "
           "My card 4111 1111 1111 1111 was charged twice; refund to IBAN GB82 WEST 1234 5698 7654 32.")


def result(entity, start, end, score=0.9):
    return RecognizerResult(entity_type=entity, start=start, end=end, score=score)


# ------------------------------------------------------------------------------------------------
# Pure functions


@pytest.mark.parametrize("style, expected", [
    ("tag", "Mail <EMAIL_ADDRESS> or call <PHONE_NUMBER>."),
    ("short", "Mail [EMAIL] or call [PHONE]."),
    ("placeholder", "Mail user@example.invalid or call (XXX) XXX-XXXX."),
])
def test_replacement_styles(style, expected):
    text = "Mail a.b@corp.example.com or call 555-867-5309."
    spans = [(5, 25, "EMAIL_ADDRESS"), (34, 46, "PHONE_NUMBER")]
    assert text[5:25] == "a.b@corp.example.com" and text[34:46] == "555-867-5309"
    assert redact_text(text, spans, style) == expected


def test_placeholder_falls_back_to_short_tags_for_names():
    assert replacement("PERSON", "placeholder") == "[NAME]"
    assert replacement("NRP", "short") == "[NRP]"
    assert set(STYLES) == {"tag", "short", "placeholder"}


def test_placeholders_contain_no_digits():
    # A digit in a placeholder could join neighbouring digits into a new card or phone number.
    assert not any(ch.isdigit() for value in PLACEHOLDERS.values() for ch in value)


def test_overlapping_spans_merge_into_one_labelled_by_the_best_score():
    spans = merge_spans([result("US_SSN", 10, 21, 0.5), result("PHONE_NUMBER", 8, 21, 0.75),
                         result("EMAIL_ADDRESS", 30, 40, 1.0)])
    assert spans == [(8, 21, "PHONE_NUMBER"), (30, 40, "EMAIL_ADDRESS")]


def test_merge_is_deterministic_on_ties_and_chains_overlaps():
    a = [result("IP_ADDRESS", 0, 10, 0.6), result("PHONE_NUMBER", 5, 15, 0.6),
         result("US_SSN", 14, 20, 0.6)]
    assert merge_spans(a) == merge_spans(list(reversed(a))) == [(0, 20, "PHONE_NUMBER")]


def test_counts_include_every_configured_type():
    spans = [(0, 3, "EMAIL_ADDRESS"), (5, 9, "EMAIL_ADDRESS"), (12, 20, "US_SSN")]
    assert count_entities(spans, DEFAULT_ENTITIES) == {
        "EMAIL_ADDRESS": 2, "PHONE_NUMBER": 0, "CREDIT_CARD": 0, "IBAN_CODE": 0, "IP_ADDRESS": 0,
        "US_SSN": 1}


# ------------------------------------------------------------------------------------------------
# The rule, with the default recognizers


@pytest.fixture(scope="module")
def rule():
    r = PiiRule()
    r.setup()
    return r


def test_support_message_is_redacted_and_counted(rule):
    (out,) = rule.apply_batch([Document("t1", SUPPORT)])
    assert "jane.roe@mailbox.org" not in out.text and "7946" not in out.text
    assert "4111" not in out.text and "GB82" not in out.text
    assert "<EMAIL_ADDRESS>" in out.text and "<CREDIT_CARD>" in out.text
    assert out.metadata["pii_counts"] == {
        "EMAIL_ADDRESS": 1, "PHONE_NUMBER": 1, "CREDIT_CARD": 1, "IBAN_CODE": 1, "IP_ADDRESS": 0,
        "US_SSN": 0}
    assert rule.counts["EMAIL_ADDRESS"] >= 1


@pytest.mark.parametrize("style", ["tag", "short", "placeholder"])
def test_redacted_text_has_no_pii_left_and_no_new_match(style):
    r = PiiRule(style=style)
    (out,) = r.apply_batch([Document("t1", SUPPORT)])
    (again,) = r.apply_batch([Document("t1", out.text)])
    assert again.text == out.text
    assert sum(again.metadata["pii_counts"].values()) == 0


def test_text_without_pii_is_the_same_object(rule):
    doc = Document("n1", "Version 2.4.1 was released on 2024-03-01 and costs $19.99 per seat.")
    (out,) = rule.apply_batch([doc])
    assert out.text is doc.text
    assert sum(out.metadata["pii_counts"].values()) == 0


def test_max_hits_drops_directories_with_its_own_reason():
    directory = " ".join(f"Desk {i}: agent{i}@helpdesk-example.org" for i in range(7))
    r = PiiRule(max_hits=5)
    (out,) = r.apply_batch([Document("dir", directory)])
    assert out == Drop("pii:too_many")
    assert r.check(Document("dir", directory)) == "pii:too_many"
    assert r.check(Document("ok", SUPPORT)) is None


def test_hits_are_counted_with_their_fate():
    """Found = redacted (kept documents) + left (annotate mode) + what left with dropped ones."""
    directory = " ".join(f"Desk {i}: agent{i}@helpdesk-example.org" for i in range(7))
    docs = [Document("dir", directory), Document("t1", SUPPORT), Document("none", "No contacts.")]
    r = PiiRule(max_hits=5)
    r.apply_batch(docs)
    assert r.counts["EMAIL_ADDRESS"] == 8
    assert r.counts["redacted:EMAIL_ADDRESS"] == 1  # the directory's 7 left with it
    assert r.counts["documents_with_pii"] == 2
    annotating = PiiRule(mode="annotate", max_hits=5)
    annotating.run_batch(docs)
    assert annotating.counts["EMAIL_ADDRESS"] == annotating.counts["left:EMAIL_ADDRESS"] == 8
    assert "redacted:EMAIL_ADDRESS" not in annotating.counts


def test_annotate_mode_counts_without_redacting():
    r = PiiRule(mode="annotate", max_hits=1)
    (out,) = r.run_batch([Document("t1", SUPPORT)])
    assert out.text == SUPPORT
    assert out.metadata["pii_counts"]["EMAIL_ADDRESS"] == 1
    assert out.metadata["pii_reason"] == "pii:too_many"


def test_constructor_validation():
    with pytest.raises(ValueError, match="style must be one of"):
        PiiRule(style="stars")
    with pytest.raises(ValueError, match="entities must name at least one"):
        PiiRule(entities=())
    with pytest.raises(ValueError, match="max_hits must be >= 0"):
        PiiRule(max_hits=-1)


def test_rule_pickles_without_its_analyzer(rule):
    clone = pickle.loads(pickle.dumps(rule))
    assert clone._holder is None
    (out,) = clone.apply_batch([Document("t1", SUPPORT)])
    assert "<EMAIL_ADDRESS>" in out.text


# ------------------------------------------------------------------------------------------------
# In a pipeline


class _Explodes(PiiRule):
    """Raises with the document's text in the message, as a careless library might."""

    def spans(self, texts):
        for text in texts:
            if "boom" in text:
                raise RuntimeError(f"cannot parse {text}")
        return super().spans(texts)


def test_stage_in_a_pipeline_counts_per_type_and_keeps_pii_out_of_dead_letters():
    docs = [Document("a", SUPPORT), Document("b", "Nothing personal here, just a changelog."),
            Document("c", "boom: secret.person@example.org")]
    with BeamTestPipeline() as p:
        out = p | beam.Create(docs) | Filter([_Explodes()], emit_rejects=True, stage="pii",
                                             error_text=False)
        assert_that(out[DOCS] | beam.Map(lambda d: (d.id, sum(d.metadata["pii_counts"].values()))),
                    equal_to([("a", 4), ("b", 0)]), label="Kept")
        assert_that(out[DEAD_LETTER] | beam.Map(lambda r: (r["id"], r["error"],
                                                           "secret" in r["message"])),
                    equal_to([("c", "pii:error", False)]), label="DeadLetters")
        assert_that(out[REJECTS], equal_to([]), label="NoRejects")
        assert_that(out[STATS] | SummedStats(),
                    equal_to([("dead_lettered/pii:error", 1), ("modified/pii", 1),
                              ("rules/pii:CREDIT_CARD", 1), ("rules/pii:EMAIL_ADDRESS", 1),
                              ("rules/pii:IBAN_CODE", 1), ("rules/pii:PHONE_NUMBER", 1),
                              ("rules/pii:documents_with_pii", 1),
                              ("rules/pii:redacted:CREDIT_CARD", 1),
                              ("rules/pii:redacted:EMAIL_ADDRESS", 1),
                              ("rules/pii:redacted:IBAN_CODE", 1),
                              ("rules/pii:redacted:PHONE_NUMBER", 1)]),
                    label="Stats")


@pytest.mark.parametrize("entity, sentence, secret", [
    ("EMAIL_ADDRESS", "Send the signed form to priya.natarajan@northwind-mail.com before Friday.",
     "priya.natarajan@northwind-mail.com"),
    ("PHONE_NUMBER", "Our Berlin office answers on +49 30 901820 during business hours.", "901820"),
    ("CREDIT_CARD", "Charged to Mastercard 5555 5555 5555 4444, expiry 09/27.", "5555 4444"),
    ("IBAN_CODE", "Wire the deposit to DE89 3704 0044 0532 0130 00 (Commerzbank).", "0532 0130"),
    ("IP_ADDRESS", "Failed login for admin from 203.0.113.77 at 02:14 UTC.", "203.0.113.77"),
    ("US_SSN", "Applicant SSN: 536-90-4399, date of birth on file.", "536-90-4399"),
])
def test_each_default_entity_type_is_replaced_in_a_realistic_sentence(rule, entity, sentence, secret):
    (out,) = PiiRule(style="short").apply_batch([Document("s", sentence)])
    assert secret not in out.text
    assert out.metadata["pii_counts"][entity] == 1
    assert sum(out.metadata["pii_counts"].values()) == 1
