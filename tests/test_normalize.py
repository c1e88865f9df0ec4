"""Text normalization (gristmill/transforms/normalize.py): each switch on its own, each switch off, idempotence."""

from __future__ import annotations

import functools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gristmill.transforms import normalize as normalize_module
from gristmill.transforms.document import Document
from gristmill.transforms.checkpoint import PrepareRangeFn
from gristmill.transforms.normalize import NormalizeStep, normalize_text
from gristmill.transforms.read import InputFile, ReadRange, ReadRangeFn
from gristmill.transforms.stage import REJECTS, STATS
from gristmill.transforms.steps import Drop, Tally, run_steps
from tests.stats_keys import as_text

# One switch at a time: the others off, so a test sees only the step it names.
only_unicode = functools.partial(normalize_text, control_chars=False, whitespace=False)
only_control = functools.partial(normalize_text, unicode_form="none", whitespace=False)
only_whitespace = functools.partial(normalize_text, unicode_form="none", control_chars=False)
all_off = functools.partial(normalize_text, unicode_form="none", control_chars=False, whitespace=False)


# --------------------------------------------------------------------------------------------------
# Unicode form


def test_nfc_composes_a_combining_accent():
    assert only_unicode("caf\u0065\u0301", unicode_form="NFC") == "caf\u00e9"


def test_nfc_keeps_compatibility_characters():
    assert only_unicode("\uff28\uff49 \ufb01", unicode_form="NFC") == "\uff28\uff49 \ufb01"


def test_nfkc_folds_full_width_letters_and_ligatures():
    assert only_unicode("\uff28\uff45\uff4c\uff4c\uff4f \ufb01ne", unicode_form="NFKC") == "Hello fine"


def test_nfkc_also_composes():
    assert only_unicode("e\u0301", unicode_form="NFKC") == "\u00e9"


def test_unicode_form_none_leaves_the_text_alone():
    text = "e\u0301 \uff28 \ufb01"
    assert only_unicode(text, unicode_form="none") == text


# --------------------------------------------------------------------------------------------------
# Control characters


def test_control_characters_are_removed_but_tab_and_newline_kept():
    text = "a\x00b\x07c\td\ne\x1bf\x7fg\x80h\x9fi\u200bj\ufeffk"
    assert only_control(text) == "abc\td\nefghijk"


def test_line_break_characters_are_left_for_the_whitespace_step():
    # CR, VT, FF and NEL are line breaks, not junk: with the whitespace step off they stay.
    text = "a\rb\x0bc\x0cd\x85e"
    assert only_control(text) == text


def test_control_characters_are_removed_before_composition():
    # A zero-width space between a letter and its accent would otherwise block NFC.
    assert normalize_text("e\u200b\u0301", unicode_form="NFC", control_chars=True,
                          whitespace=False) == "\u00e9"


def test_control_chars_off_keeps_them():
    text = "a\x00b\x07c\x7fd\u200be"
    assert only_whitespace(text) == text
    assert all_off(text) == text


# --------------------------------------------------------------------------------------------------
# Whitespace


@pytest.mark.parametrize("line_break", ["\r\n", "\r", "\u2028", "\u2029", "\x85", "\x0c", "\x0b", "\n"],
                         ids=["CRLF", "CR", "LS", "PS", "NEL", "FF", "VT", "LF"])
def test_every_line_break_becomes_newline(line_break):
    assert only_whitespace(f"one{line_break}two") == "one\ntwo"


def test_crlf_is_one_line_break_not_two():
    assert only_whitespace("a\r\nb\r\n\r\nc") == "a\nb\n\nc"


def test_trailing_spaces_are_stripped_from_every_line():
    assert only_whitespace("a  \nb\t\t\nc \u00a0\u3000\nd ") == "a\nb\nc\nd"


def test_three_or_more_newlines_collapse_to_one_blank_line():
    assert only_whitespace("a\n\n\nb") == "a\n\nb"
    assert only_whitespace("a\n\n\n\n\n\nb") == "a\n\nb"
    assert only_whitespace("a\n\nb") == "a\n\nb"
    assert only_whitespace("a\nb") == "a\nb"


def test_lines_of_only_spaces_count_as_blank():
    assert only_whitespace("a\n  \n\t\n \nb") == "a\n\nb"


def test_indentation_and_inner_spaces_are_kept():
    code = "def f():\n    if x:\n\treturn  1\n\n    pass"
    assert only_whitespace(code) == code


def test_the_text_is_stripped_at_both_ends():
    assert only_whitespace("\n\n  hello  world \n\n\n") == "hello  world"


def test_whitespace_off_leaves_line_breaks_and_spaces_alone():
    text = "  a \r\nb\u2028c\x85d\n\n\n\ne  \n"
    assert normalize_text(text, unicode_form="NFC", control_chars=True, whitespace=False) == text


def test_all_switches_together():
    text = "\ufeff  Caf\u0065\u0301\x00 menu  \r\n\r\n\r\n\r\n\u2028  - item\u200b one \t\r\n"
    assert normalize_text(text) == "Caf\u00e9 menu\n\n  - item one"


def test_defaults_are_nfc_with_every_step_on():
    text = "\uff28e\u0301\x00 \r\n"
    assert normalize_text(text) == normalize_text(text, unicode_form="NFC", control_chars=True,
                                                  whitespace=True) == "\uff28\u00e9"


# --------------------------------------------------------------------------------------------------
# Idempotence


@settings(max_examples=300, deadline=None, database=None)
@given(st.text())
def test_normalizing_twice_is_normalizing_once(text):
    once = normalize_text(text, unicode_form="NFC", control_chars=True, whitespace=True)
    assert normalize_text(once, unicode_form="NFC", control_chars=True, whitespace=True) == once


# Characters chosen to interact: combining marks, every line break, Unicode spaces, controls,
# compatibility characters, Hangul jamo.
_TRICKY = st.sampled_from(list("e\u0301\u0316 \t\n\r\x85\u2028\u2029\x0b\x0c\u3000\u00a0\u2000\x00\x1c"
                               "\x1f\x7f\x9f\u200b\ufeff\uff21\u1100\u1161\u11a8\u0344\u0f73\u00b4"
                               "\u037e\u1e9b\u0323\u2126\u017f"))


@settings(max_examples=300, deadline=None, database=None)
@given(st.lists(_TRICKY, max_size=24).map("".join), st.sampled_from(["NFC", "NFKC", "none"]),
       st.booleans(), st.booleans())
def test_normalization_is_idempotent_for_every_combination_of_switches(text, form, control, space):
    options = dict(unicode_form=form, control_chars=control, whitespace=space)
    once = normalize_text(text, **options)
    assert normalize_text(once, **options) == once


# --------------------------------------------------------------------------------------------------
# The normalize step, through the step runtime


def make_step(**overrides) -> NormalizeStep:
    options = dict(unicode_form="NFC", control_chars=True, whitespace=True)
    options.update(overrides)
    return NormalizeStep(**options)


def normalized(docs, **overrides):
    """``(result, tally)`` of the normalize step over ``docs``, as every stage runs it."""
    tally = Tally()
    return run_steps([make_step(**overrides)], docs, tally, stage="normalize"), tally


def doc(text: str, **fields) -> Document:
    return Document(id=fields.pop("id", "d1"), text=text, metadata=fields.pop("metadata", {"lang": "en"}),
                    source=fields.pop("source", "in.jsonl"), position=fields.pop("position", 7))


@pytest.mark.parametrize("text", ["", "   ", " \n\t\r\n ", "\u3000\u2028", "\x00\u200b\ufeff"])
def test_text_that_normalizes_to_nothing_is_dropped(text):
    assert make_step().apply(doc(text)) == Drop("normalize:empty")


def test_changed_text_replaces_only_the_text_and_is_counted():
    original = doc("Caf\u0065\u0301  \r\n")
    result, tally = normalized([original])
    assert result.kept == [Document(id="d1", text="Caf\u00e9", metadata={"lang": "en"},
                                    source="in.jsonl", position=7)]
    assert original.text == "Caf\u0065\u0301  \r\n", "the input document must not be mutated"
    assert tally.as_dict() == {"modified/normalize": 1}


def test_unchanged_text_returns_the_same_document_and_counts_nothing():
    original = doc("Already clean.\n\nTwo paragraphs.")
    result, tally = normalized([original])
    assert result.kept[0] is original
    assert tally.as_dict() == {}


def test_switches_reach_normalize_text():
    assert make_step(unicode_form="NFKC", whitespace=False).apply(doc("\uff21 \r\n")).text == "A \r\n"


def test_dropped_document_goes_to_rejects_with_its_reason():
    empty = doc(" \n ")
    result, tally = normalized([empty])
    assert (result.kept, result.rejects, result.dead_letters) == ([], [("normalize:empty", empty)], [])
    assert tally.as_dict() == {"dropped/normalize:empty": 1}


def test_unknown_unicode_form_is_rejected_when_the_graph_is_built():
    with pytest.raises(ValueError, match=r"unicode_form must be one of \('NFC', 'NFKC', 'none'\), "
                                         r"got 'NFD'"):
        NormalizeStep(unicode_form="NFD", control_chars=True, whitespace=True)


# --------------------------------------------------------------------------------------------------
# Normalize where the run applies it: inside the per-range read step


def test_the_read_step_normalizes_rejects_and_counts(tmp_path):
    lines = [{"id": "a", "text": "clean text"}, {"id": "b", "text": "e\u0301  \r\n"},
             {"id": "c", "text": " \n "}]
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    read = ReadRangeFn(text_field="text", id_field="id", max_record_bytes=1 << 20)
    fn = PrepareRangeFn(read, None, make_step(), [], emit_rejects=True)
    fn.setup()
    fn.start_bundle()
    size = path.stat().st_size
    outputs = list(fn.process(ReadRange(InputFile(str(path), size, "jsonl", "none"), 0, size)))
    outputs += list(fn.finish_bundle())
    docs = [(o.id, o.text) for o in outputs if isinstance(o, Document)]
    tagged = [o for o in outputs if not isinstance(o, Document)]
    assert docs == [("a", "clean text"), ("b", "\u00e9")]
    assert [(o.value[0], o.value[1].id) for o in tagged if o.tag == REJECTS] == [
        ("normalize:empty", "c")]
    stats = as_text(o.value.value for o in tagged if o.tag == STATS)
    assert (stats["modified/normalize"], stats["dropped/normalize:empty"]) == (1, 1)
    assert stats["read/records"] == 3


def _reference_whitespace(text: str) -> str:
    """The whitespace step without its fast paths: every regex, always."""
    text = normalize_module._LINE_BREAK.sub("\n", text)
    text = normalize_module._TRAILING_SPACE.sub("", text)
    return normalize_module._BLANK_LINES.sub("\n\n", text).strip()


_WHITESPACE_HEAVY = st.text(alphabet=st.sampled_from(
    list("ab \t\n\r\x0b\x0c\x1c\x1f\x85\xa0\u2028\u2029\u3000\u200a\u00e9")), max_size=60)


@settings(database=None, max_examples=500)
@given(st.one_of(_WHITESPACE_HEAVY, st.text(max_size=60)))
def test_fast_paths_give_the_same_text_as_always_running_every_regex(text):
    assert normalize_text(text, unicode_form="none", control_chars=False) == \
        _reference_whitespace(text)
