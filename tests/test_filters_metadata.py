"""Metadata conditions and the URL domain blocklist (gristmill/transforms/filters/metadata.py)."""

from __future__ import annotations

import pickle
from pathlib import Path

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.filters.metadata import (MetadataRule, UrlBlocklistRule, blocked_domain, lookup,
                                         parse_condition, parse_domain_line, url_host)

BLOCKLIST = str(Path(__file__).parent / "data" / "filters" / "blocked_domains.txt")

ARTICLE = "Researchers at the coastal station counted more seabird nests this spring than last year."


def page(doc_id: str, **metadata) -> Document:
    return Document(id=doc_id, text=ARTICLE, metadata=metadata)


# A record as FineWeb-Edu publishes them: classifier score, its rounded value, language ID.
EDU = dict(url="https://www.example.edu/courses/biology/lecture-3", int_score=4, score=3.71,
           language="en", language_score=0.94,
           meta={"source": "cc-main-2024-10", "quality": {"score": 0.8}})


# -- parse_condition ------------------------------------------------------------------------------

@pytest.mark.parametrize("text, field, op, value", [
    ("score >= 3", "score", ">=", 3),
    ("score>=3", "score", ">=", 3),
    ("language_score > 0.65", "language_score", ">", 0.65),
    ("language == en", "language", "==", "en"),
    ('language == "en"', "language", "==", "en"),
    ("language != 'de'", "language", "!=", "de"),
    ("language in [en, de]", "language", "in", ["en", "de"]),
    ("language   not   in [no, sv]", "language", "not in", ["no", "sv"]),
    ("meta.quality.score <= 0.5", "meta.quality.score", "<=", 0.5),
    ("int_score < -1", "int_score", "<", -1),
    ("is_duplicate == false", "is_duplicate", "==", False),
    ("title == Annual report 2023", "title", "==", "Annual report 2023"),
])
def test_parse_condition(text, field, op, value):
    condition = parse_condition(text)
    assert (condition.field, condition.op, condition.value) == (field, op, value)
    assert condition.text == text


def test_yes_no_and_dates_stay_strings():
    # YAML 1.1 would read "no" as false (Norwegian) and 2024-01-31 as a date; metadata holds strings.
    assert parse_condition("language in [no, sv]").value == ["no", "sv"]
    assert parse_condition("answer == yes").value == "yes"
    assert parse_condition("crawl_date == 2024-01-31").value == "2024-01-31"
    assert parse_condition("answer == TRUE").value is True


@pytest.mark.parametrize("text, problem", [
    ("score => 3", "unknown operator '=>'"),
    ("score = 3", "unknown operator '='"),
    ("score ~ 3", "unknown operator '~'"),
    ("score 3", "unknown operator '3'"),
    ("score", "no operator after 'score'"),
    ("score >=", "missing value after '>='"),
    ("score >= high", "'>=' needs a number, got 'high'"),
    ("score > true", "'>' needs a number, got True"),
    ("language in en", "'in' needs a list like [en, de]"),
    ("language not in []", "'not in' needs a non-empty list"),
    ("language in [[en], de]", "list items must be numbers, strings or booleans"),
    ("language == null", "cannot compare with null"),
    ("tags == [a, b]", "use 'in' for a list"),
    ("meta == {a: 1}", "needs a number, string or boolean"),
    ("meta..score == 1", "empty part between dots"),
    ("score >= [1", "is not valid YAML"),
    ("   ", "expected '<field> <op> <value>'"),
])
def test_parse_condition_errors_name_the_expression_and_the_problem(text, problem):
    with pytest.raises(ValueError) as error:
        parse_condition(text)
    message = str(error.value)
    assert repr(text) in message
    assert problem in message


def test_parse_condition_rejects_non_strings():
    with pytest.raises(ValueError, match="condition must be a string"):
        parse_condition(3)


def test_lookup_follows_dots_and_prefers_a_literal_dotted_key():
    assert lookup(EDU, "meta.quality.score") == 0.8
    assert lookup(EDU, "meta.missing.score") is None
    assert lookup(EDU, "language.code") is None            # "en" is not an object
    assert lookup({"meta.score": 1, "meta": {"score": 2}}, "meta.score") == 1


# -- MetadataRule ---------------------------------------------------------------------------------

def test_metadata_keeps_documents_that_meet_every_condition():
    rule = MetadataRule(["int_score >= 3", "language in [en, de]", "meta.quality.score > 0.5"])
    assert rule.check(page("edu", **EDU)) is None


def test_metadata_reason_names_the_failing_field():
    rule = MetadataRule(["int_score >= 3", "language == en"])
    assert rule.check(page("low", **{**EDU, "int_score": 2})) == "metadata:int_score"
    assert rule.check(page("fr", **{**EDU, "language": "fr"})) == "metadata:language"


def test_metadata_conditions_are_checked_in_order():
    doc = page("both", **{**EDU, "int_score": 1, "language": "fr"})
    assert MetadataRule(["int_score >= 3", "language == en"]).check(doc) == "metadata:int_score"
    assert MetadataRule(["language == en", "int_score >= 3"]).check(doc) == "metadata:language"


def test_metadata_nested_field():
    rule = MetadataRule(["meta.quality.score >= 0.9"])
    assert rule.check(page("edu", **EDU)) == "metadata:meta.quality.score"


def test_metadata_missing_field_is_dropped_by_default():
    rule = MetadataRule(["int_score >= 3"])
    assert rule.check(page("unscored", url="https://example.org/")) == "metadata:int_score_missing"
    assert rule.check(page("null", int_score=None)) == "metadata:int_score_missing"
    assert MetadataRule(["meta.quality.score > 0"]).check(page("flat", score=1)) == \
        "metadata:meta.quality.score_missing"


def test_metadata_missing_keep_lets_unscored_documents_through():
    rule = MetadataRule(["int_score >= 3", "language == en"], missing="keep")
    assert rule.check(page("unscored", language="en")) is None
    # A present value is still judged.
    assert rule.check(page("low", int_score=2, language="en")) == "metadata:int_score"


def test_metadata_wrong_type_is_a_failed_condition_not_an_error():
    rule = MetadataRule(["int_score >= 3"])
    assert rule.check(page("text", int_score="4")) == "metadata:int_score_type"
    assert rule.check(page("bool", int_score=True)) == "metadata:int_score_type"
    assert MetadataRule(["language == en"]).check(page("num", language=1)) == "metadata:language_type"
    assert MetadataRule(["language in [en, de]"]).check(page("list", language=["en"])) == \
        "metadata:language_type"
    assert MetadataRule(["year == 2024"]).check(page("year", year="2024")) == "metadata:year_type"


def test_metadata_integers_and_floats_compare_as_numbers():
    rule = MetadataRule(["score >= 3"])
    assert rule.check(page("float", score=3.0)) is None
    assert rule.check(page("just_below", score=2.999)) == "metadata:score"


def test_metadata_not_in():
    rule = MetadataRule(["language not in [no, sv]"])
    assert rule.check(page("en", language="en")) is None
    assert rule.check(page("no", language="no")) == "metadata:language"


def test_metadata_scores_are_the_compared_values():
    rule = MetadataRule(["int_score >= 3", "language == en", "meta.quality.score > 0.5",
                         "license == cc-by"])
    assert rule.scores(page("edu", **EDU)) == {"int_score": 4, "language": "en",
                                               "meta.quality.score": 0.8, "license": None}
    assert MetadataRule(["tags in [a]"]).scores(page("list", tags=["a", "b"])) == {"tags": "['a', 'b']"}


def test_metadata_constructor_validation():
    with pytest.raises(ValueError, match="at least one condition"):
        MetadataRule([])
    with pytest.raises(ValueError, match="missing='[a-z]+': Input should be 'drop' or 'keep'"):
        MetadataRule(["score >= 3"], missing="skip")
    with pytest.raises(ValueError, match="unknown operator"):
        MetadataRule(["score >= 3", "language = en"])
    # One condition may be given as a plain string.
    assert MetadataRule("score >= 3").check(page("low", score=1)) == "metadata:score"


# -- URL hosts and domain matching ----------------------------------------------------------------

@pytest.mark.parametrize("url, host", [
    ("https://www.Example.com/path?q=1#top", "www.example.com"),
    ("HTTP://ADS.EXAMPLE.COM:8080/banner.js", "ads.example.com"),
    ("https://user:secret@shop.example.net/", "shop.example.net"),
    ("news.example.org", "news.example.org"),
    ("news.example.org:443/world/", "news.example.org"),
    ("//cdn.example.com/lib.js", "cdn.example.com"),
    ("https://example.com./", "example.com"),
    ("http://192.0.2.7/admin", "192.0.2.7"),
    ("http://[2001:db8::1]:80/", "2001:db8::1"),
    ("https://bücher-spam.example/angebote", "xn--bcher-spam-9db.example"),
    ("not a url", None),
    ("https://", None),
    ("http://[2001:db8::1/", None),
    ("", None),
])
def test_url_host(url, host):
    assert url_host(url) == host


def test_blocked_domain_walks_up_the_labels():
    domains = {"example-casino.com", "tracker.example.org"}
    assert blocked_domain("example-casino.com", domains) == "example-casino.com"
    assert blocked_domain("www.example-casino.com", domains) == "example-casino.com"
    assert blocked_domain("pixel.eu.tracker.example.org", domains) == "tracker.example.org"
    assert blocked_domain("notexample-casino.com", domains) is None
    assert blocked_domain("example.org", domains) is None
    # IP addresses match only themselves, never by suffix.
    assert blocked_domain("10.0.2.7", {"2.7", "0.2.7"}) is None


@pytest.mark.parametrize("line, domain", [
    ("example-casino.com", "example-casino.com"),
    ("Spam.Example.NET   # note", "spam.example.net"),
    ("*.tracker.example.org", "tracker.example.org"),
    (".clickfarm.example", "clickfarm.example"),
    ("0.0.0.0 ads.example.com", "ads.example.com"),
    ("255.255.255.255 broadcasthost", "broadcasthost"),
    ("fe80::1%lo0 localhost", "localhost"),
    ("https://www.example-casino.com/", "www.example-casino.com"),
    ("two words", None),
    ("bad/host name", None),
])
def test_parse_domain_line(line, domain):
    assert parse_domain_line(line) == domain


# -- UrlBlocklistRule -----------------------------------------------------------------------------

@pytest.mark.parametrize("url", [
    "https://example-casino.com/",
    "https://www.example-casino.com/slots?ref=42",
    "HTTPS://WWW.EXAMPLE-CASINO.COM/PROMO",
    "http://mail.spam.example.net/offer",
    "https://tracker.example.org/p.gif",
    "https://eu.pixel.tracker.example.org/p.gif",
    "https://www.clickfarm.example/",
    "http://ads.example.com:8080/banner",
    "http://192.0.2.7/login",
    "https://bücher-spam.example/",
    "https://xn--bcher-spam-9db.example/",
    "www.example-casino.com",
])
def test_blocklisted_domains_and_their_subdomains_are_dropped(url):
    rule = UrlBlocklistRule(BLOCKLIST)
    assert rule.check(page("p", url=url)) == "url_blocklist:blocked_domain"


@pytest.mark.parametrize("url", [
    "https://www.example.com/news",               # parent of a listed domain, not itself listed
    "https://notexample-casino.com/",
    "https://example.org/",
    "https://example-casino.com.evil.example/",   # the listed name as a prefix, not a suffix
    "http://192.0.2.8/",
])
def test_other_domains_are_kept(url):
    assert UrlBlocklistRule(BLOCKLIST).check(page("p", url=url)) is None


def test_missing_and_invalid_urls_are_kept_by_default():
    rule = UrlBlocklistRule(BLOCKLIST)
    for metadata in ({}, {"url": None}, {"url": ""}, {"url": "not a url"}, {"url": 42}):
        assert rule.check(page("p", **metadata)) is None


def test_missing_drop_names_missing_and_invalid_urls():
    rule = UrlBlocklistRule(BLOCKLIST, missing="drop")
    assert rule.check(page("p")) == "url_blocklist:missing_url"
    assert rule.check(page("p", url="")) == "url_blocklist:missing_url"
    assert rule.check(page("p", url="not a url")) == "url_blocklist:invalid_url"
    assert rule.check(page("p", url=42)) == "url_blocklist:invalid_url"
    assert rule.check(page("p", url="https://example.org/")) is None


def test_blocklist_reads_another_field():
    rule = UrlBlocklistRule(BLOCKLIST, field="warc.target_uri")
    assert rule.check(page("p", warc={"target_uri": "https://ads.example.com/x"})) == \
        "url_blocklist:blocked_domain"
    assert rule.check(page("p", url="https://ads.example.com/x")) is None


def test_blocklist_scores():
    rule = UrlBlocklistRule(BLOCKLIST)
    assert rule.scores(page("p", url="https://WWW.Example-Casino.com/x")) == \
        {"host": "www.example-casino.com", "matched": "example-casino.com"}
    assert rule.scores(page("p", url="https://example.org/")) == {"host": "example.org", "matched": None}
    assert rule.scores(page("p")) == {"host": None, "matched": None}


def test_blocklist_file_errors_name_the_path(tmp_path):
    missing = tmp_path / "nowhere.txt"
    with pytest.raises(ValueError, match="nowhere.txt"):
        UrlBlocklistRule(str(missing))
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing listed yet\n\n")
    with pytest.raises(ValueError, match=r"empty\.txt lists no domains"):
        UrlBlocklistRule(str(empty))
    bad = tmp_path / "bad.txt"
    bad.write_text("example-casino.com\nhttp://ok.example/\nnot a domain\n")
    with pytest.raises(ValueError, match=r"bad\.txt:3: 'not a domain' is not a domain name"):
        UrlBlocklistRule(str(bad))


def test_blocklist_constructor_validation():
    with pytest.raises(ValueError, match="missing='[a-z]+': Input should be 'drop' or 'keep'"):
        UrlBlocklistRule(BLOCKLIST, missing="ignore")
    with pytest.raises(ValueError, match="field must be a metadata key"):
        UrlBlocklistRule(BLOCKLIST, field="")


def test_rules_pickle():
    rule = pickle.loads(pickle.dumps(UrlBlocklistRule(BLOCKLIST)))
    assert rule.check(page("p", url="https://ads.example.com/")) == "url_blocklist:blocked_domain"
    rule = pickle.loads(pickle.dumps(MetadataRule(["language in [en, de]"])))
    assert rule.check(page("p", language="fr")) == "metadata:language"


def test_metadata_rules_in_the_filter_stage():
    docs = [page("edu", **EDU),
            page("casino", **{**EDU, "url": "https://www.example-casino.com/bonus"}),
            page("low", **{**EDU, "int_score": 2}),
            page("unscored", url="https://example.org/blog/1"),
            page("no_url", int_score=5, language="en")]
    rules = [UrlBlocklistRule(BLOCKLIST), MetadataRule(["int_score >= 3", "language == en"])]
    with BeamTestPipeline() as p:
        out = p | beam.Create(docs) | Filter(rules, emit_rejects=True)
        assert_that(out["docs"] | beam.Map(lambda d: d.id), equal_to(["edu", "no_url"]), label="Kept")
        assert_that(out["rejects"] | beam.Map(lambda r: (r[1].id, r[0])),
                    equal_to([("casino", "url_blocklist:blocked_domain"),
                              ("low", "metadata:int_score"),
                              ("unscored", "metadata:int_score_missing")]),
                    label="Rejected")
