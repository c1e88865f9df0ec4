"""Every per-document step takes time linear in the document's size, on the inputs that make naive
text code quadratic: one megabyte of spaces, of tabs and spaces with no line break, of line breaks, of
combining marks on one letter, of one repeated word.

A quadratic step is a denial of service: one such document in a crawl stalls its worker for hours (100 000
spaces before a word took a minute to normalize). Each case here is one megabyte and must finish in a
few seconds; linear steps take a tenth of that, a quadratic one would take hours.
"""

from __future__ import annotations

import contextlib
import signal
import time

import pytest

from gristmill.pipeline.config import RULE_ORDER, load_config
from gristmill.pipeline.graph import build_rules, near_hasher, pii_rule
from gristmill.transforms.dedup.minhash import shingles
from gristmill.transforms.dedup.segments import dedup_text, segment_keys
from gristmill.transforms.document import Document
from gristmill.transforms.filters.langid import bundled_model_path
from gristmill.transforms.normalize import MAX_NON_STARTERS, normalize_text, stream_safe

MEGABYTE = 1 << 20
# Several times what a linear step needs on a busy machine, and far below what a quadratic one takes.
SECONDS_PER_MEGABYTE = 5.0


def _megabyte(unit: str, tail: str = "") -> str:
    """``unit`` repeated to one megabyte of UTF-8, then ``tail``."""
    return unit * (MEGABYTE // len(unit.encode())) + tail


HOSTILE = {
    "spaces": _megabyte(" "),
    # A run of spaces that does not end a line: each start position of the run is a new regex attempt.
    "spaces_before_a_word": _megabyte(" ", "word\n"),
    "tabs_and_spaces_without_newline": _megabyte("\t ", "word "),
    "newlines": _megabyte("\n"),
    "combining_marks": "a" + _megabyte("\u0301"),
    # Marks of two combining classes out of canonical order: normalization has to sort them.
    "alternating_combining_marks": "a" + _megabyte("\u0301\u0316"),
    "one_repeated_word": _megabyte("word "),
}


@contextlib.contextmanager
def _at_most(seconds: float):
    """Fails the test once the process has used ``seconds`` of CPU, instead of waiting hours for a
    quadratic step. CPU time, not wall time: other processes on a busy machine do not count. Python
    code and the regex engine see the alarm at once; C code that never checks for signals
    (unicodedata) only when it returns, so the time used is checked as well."""
    def expire(signum, frame):
        raise TimeoutError(f"used more than {seconds} s of CPU")

    previous = signal.signal(signal.SIGPROF, expire)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    started = time.process_time()
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)
    used = time.process_time() - started
    assert used < seconds, f"used {used:.1f} s of CPU"


def _every_rule():
    """The default config with every filter rule and language ID switched on."""
    overrides = [f"filters.{name}.enabled=true" for name in RULE_ORDER]
    overrides += ["filters.metadata.conditions=['score >= 3']",
                  "filters.url_blocklist.path=tests/data/filters/blocked_domains.txt",
                  "filters.wordlist.path=tests/data/filters/flagged_words.txt",
                  # Any fastText classifier will do: the bundled language ID model, scoring English.
                  f"filters.quality_model.path={bundled_model_path()}",
                  "filters.quality_model.label=__label__en",
                  "input.paths=x.jsonl", "output.path=out"]
    return load_config(None, overrides)


CONFIG = _every_rule()


@pytest.fixture(scope="module")
def rules():
    built = {rule.name: rule for rule in build_rules(CONFIG)}
    for rule in built.values():
        rule.setup()
    return built


def _document(text: str) -> Document:
    return Document(id="hostile", text=text, metadata={"url": "https://example.com/", "score": 5})


@pytest.mark.parametrize("case", HOSTILE)
@pytest.mark.parametrize("form", ["NFC", "NFKC"])
def test_normalization_is_linear(case, form):
    with _at_most(SECONDS_PER_MEGABYTE):
        normalize_text(HOSTILE[case], unicode_form=form)


@pytest.mark.parametrize("case", HOSTILE)
@pytest.mark.parametrize("rule_name", RULE_ORDER)
def test_every_filter_rule_is_linear(rules, rule_name, case):
    rule = rules[rule_name]
    doc = _document(HOSTILE[case])
    # Filtering may stop at the first failed check; annotating computes every score.
    with _at_most(SECONDS_PER_MEGABYTE):
        rule.apply(doc)
    with _at_most(SECONDS_PER_MEGABYTE):
        rule.annotate(doc)


@pytest.mark.parametrize("case", HOSTILE)
@pytest.mark.parametrize("kind", ["word", "char"])
def test_minhash_shingling_and_signature_are_linear(case, kind):
    hasher, _, _ = near_hasher(CONFIG)
    with _at_most(SECONDS_PER_MEGABYTE):
        hasher.signature_of_shingles(shingles(HOSTILE[case], CONFIG.dedup.near.ngram, kind))


@pytest.mark.parametrize("case", HOSTILE)
@pytest.mark.parametrize("unit", ["paragraph", "line"])
def test_segment_splitting_and_rebuilding_are_linear(case, unit):
    text = HOSTILE[case]
    with _at_most(SECONDS_PER_MEGABYTE):
        keys = segment_keys(text, unit)
    # The first segment's key, so that rebuilding has something to cut.
    remove = {key for key in keys[:1] if key is not None} or {b"no such key"}
    with _at_most(SECONDS_PER_MEGABYTE):
        dedup_text(text, unit, remove)


@pytest.fixture(scope="module")
def redaction():
    rule = pii_rule(CONFIG)
    rule.setup()
    rule.apply_batch([_document("warm up: mail a@example.com")])  # loads what loads lazily
    return rule


@pytest.mark.parametrize("case", HOSTILE)
def test_pii_redaction_is_linear(redaction, case):
    with _at_most(SECONDS_PER_MEGABYTE):
        redaction.apply_batch([_document(HOSTILE[case])])


# --------------------------------------------------------------------------------------------------
# What keeps normalization linear on combining marks: Stream-Safe Text Format (UAX #15)


def test_a_long_run_of_marks_is_cut_by_a_grapheme_joiner_every_30():
    text = "a" + "\u0301\u0316" * 40
    safe = stream_safe(text)
    assert safe.replace("\u034f", "") == text
    runs = safe[1:].split("\u034f")
    assert [len(run) for run in runs] == [30, 30, 20]
    assert MAX_NON_STARTERS == 30


def test_marks_count_by_their_decomposition():
    # U+0344 decomposes to two marks; U+0F73 (combining class 0) to two non-starters.
    assert stream_safe("a" + "\u0344" * 16) == "a" + "\u0344" * 15 + "\u034f\u0344"
    assert stream_safe("\u0f40" + "\u0f73" * 16) == "\u0f40" + "\u0f73" * 15 + "\u034f\u0f73"


def test_real_text_with_marks_is_left_alone():
    # Vietnamese stacks two marks, Zalgo-style decoration a dozen: both far below 30.
    for text in ("Tie\u0302\u0301ng Vie\u0323\u0302t", "a" + "\u0301\u0316\u0300\u0317" * 3):
        assert stream_safe(text) == text


def test_normalization_keeps_the_joiner_between_runs():
    # The joiner blocks reordering across it: each piece is sorted on its own (class 220 before 230)
    # and the first acute accent still composes with the letter.
    normalized = normalize_text("a" + "\u0301\u0316" * 20)
    assert normalized == "\u00e1" + "\u0316" * 15 + "\u0301" * 14 + "\u034f" + "\u0316" * 5 + "\u0301" * 5
    assert normalize_text(normalized) == normalized


def test_a_normalized_long_run_is_not_changed():
    # Text already in the form is left as it is: only a run that normalization must sort is cut.
    text = "\u00e1" + "\u0301" * 100
    assert normalize_text(text) == text
