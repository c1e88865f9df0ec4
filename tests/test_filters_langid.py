"""Language ID rule: fastText lid.176 (compressed) on realistic sentences, thresholds, batching, Beam."""

import os
import pickle
import tempfile

import apache_beam as beam
import fasttext
import pytest
from apache_beam.io.localfilesystem import LocalFileSystem
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.filters.langid import (LanguageIdRule, bundled_model_path, language_of,
                                       language_violation, load_model, prediction_text)
from gristmill.transforms.stage import Drop

# One news item, written natively in each language (not word-for-word machine output).
SENTENCES = {
    "en": "The city council approved the new budget on Tuesday, setting aside more money for road "
          "repairs and public libraries.",
    "de": "Der Stadtrat hat am Dienstag den neuen Haushalt verabschiedet und mehr Geld für "
          "Straßenreparaturen und öffentliche Bibliotheken bereitgestellt.",
    "fr": "Le conseil municipal a approuvé mardi le nouveau budget, qui prévoit davantage de fonds "
          "pour la réparation des routes et les bibliothèques publiques.",
    "es": "El ayuntamiento aprobó el martes el nuevo presupuesto, que destina más dinero a la "
          "reparación de carreteras y a las bibliotecas públicas.",
    "it": "Il consiglio comunale ha approvato martedì il nuovo bilancio, destinando più fondi alla "
          "riparazione delle strade e alle biblioteche pubbliche.",
    "pt": "A câmara municipal aprovou na terça-feira o novo orçamento, reservando mais dinheiro para a "
          "reparação de estradas e para as bibliotecas públicas.",
    "nl": "De gemeenteraad heeft dinsdag de nieuwe begroting goedgekeurd en trekt meer geld uit voor "
          "het herstel van wegen en openbare bibliotheken.",
    "ru": "Во вторник городской совет утвердил новый бюджет, выделив больше денег на ремонт дорог и "
          "публичные библиотеки.",
    "zh": "市议会周二批准了新的预算，拨出更多资金用于道路维修和公共图书馆。",
    "ja": "市議会は火曜日に新しい予算を承認し、道路の補修と公立図書館により多くの資金を割り当てた。",
    "ar": "وافق مجلس المدينة يوم الثلاثاء على الميزانية الجديدة، وخصص المزيد من الأموال لإصلاح الطرق "
          "والمكتبات العامة.",
    "hi": "नगर परिषद ने मंगलवार को नए बजट को मंजूरी दी और सड़कों की मरम्मत तथा सार्वजनिक पुस्तकालयों के "
          "लिए अधिक धन आवंटित किया।",
    "pl": "Rada miejska zatwierdziła we wtorek nowy budżet, przeznaczając więcej pieniędzy na naprawę "
          "dróg i biblioteki publiczne.",
    "ko": "시의회는 화요일 새 예산을 승인하고 도로 보수와 공공 도서관에 더 많은 예산을 배정했다.",
}

BAKERY_EN = ("Our bakery opens at seven every morning. We bake sourdough bread, croissants and "
             "seasonal fruit tarts, and we take custom orders for birthday cakes.")
BAKERY_FR = (" Notre boulangerie ouvre à sept heures tous les matins. Nous préparons du pain au levain, "
             "des croissants et des tartes aux fruits de saison, et nous acceptons les commandes de "
             "gâteaux d'anniversaire. Livraison gratuite dans tout le quartier pour toute commande de "
             "plus de trente euros.")

SHOP_PAGE = ("Welcome to our shop!\nWe sell handmade ceramics: mugs, bowls and vases.\r\n"
             "Free shipping on orders over $50.\n\nQuestions? Contact us at any time.")


def doc(text, id="d", **metadata):
    return Document(id, text, metadata=dict(metadata))


@pytest.fixture(scope="module")
def any_language():
    rule = LanguageIdRule(languages=[], threshold=0.0)
    rule.setup()
    return rule


# -- pure functions ---------------------------------------------------------------------------------

def test_prediction_text_joins_lines_and_skips_leading_whitespace():
    assert prediction_text("  \n\tFirst line\r\nsecond line\n") == "First line  second line "
    assert prediction_text("\n\n   Hello world, how are you?", max_chars=11) == "Hello world"
    assert prediction_text("") is None
    assert prediction_text(" \n\t\r\n ") is None


def test_language_of_strips_the_fasttext_prefix():
    assert language_of("__label__en") == "en"
    assert language_of("__label__eng_Latn") == "eng_Latn"  # GlotLID / OpenLID style
    assert language_of("zho_Hans") == "zho_Hans"


def test_language_violation_order_and_thresholds():
    english = frozenset({"en"})
    assert language_violation("en", 0.9, english, 0.65, {}) is None
    assert language_violation("en", 0.5, english, 0.65, {}) == "low_score"
    # The language is checked first: a confident French page is "other_language", not "low_score".
    assert language_violation("fr", 0.99, english, 0.65, {}) == "other_language"
    assert language_violation("fr", 0.1, english, 0.65, {}) == "other_language"
    assert language_violation("en", 0.5, english, 0.65, {"en": 0.3}) is None
    assert language_violation("en", 0.65, english, 0.65, {}) is None  # the threshold is a minimum
    assert language_violation("sw", 0.7, frozenset(), 0.65, {}) is None


# -- languages ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_realistic_sentences_get_their_language_with_high_score(any_language, language):
    scores = any_language.scores(doc(SENTENCES[language]))
    assert scores["language"] == language
    # One full sentence of news prose: lid.176.ftz is confident (observed 0.89-1.0).
    assert 0.85 <= scores["score"] <= 1.0
    assert type(scores["score"]) is float


def test_default_rule_keeps_english_and_drops_other_languages():
    rule = LanguageIdRule()
    assert rule.check(doc(SENTENCES["en"])) is None
    for language in ("de", "fr", "ru", "zh", "ar"):
        assert rule.check(doc(SENTENCES[language])) == "langid:other_language"


def test_kept_document_carries_language_columns():
    rule = LanguageIdRule(languages=["en", "de"])
    page = doc(SENTENCES["de"], url="https://example.de/nachrichten")
    result = rule.apply(page)
    assert isinstance(result, Document)
    assert result.metadata["url"] == "https://example.de/nachrichten"
    assert result.metadata["language"] == "de"
    assert 0.85 <= result.metadata["language_score"] <= 1.0
    assert page.metadata == {"url": "https://example.de/nachrichten"}  # input left alone


def test_scores_above_one_are_clipped(any_language):
    # The compressed model gives this Korean sentence 1.00007; the column must read as a probability.
    assert any_language.scores(doc(SENTENCES["ko"])) == {"language": "ko", "score": 1.0}


# -- short texts -------------------------------------------------------------------------------------

def test_short_navigation_phrases(any_language):
    # Three-word phrases: a common imperative is still confidently English (0.80) and kept by the
    # 0.65 default; a shop button is English but only at 0.24, so it goes as low_score.
    rule = LanguageIdRule()
    assert any_language.scores(doc("Click here now"))["language"] == "en"
    assert rule.check(doc("Click here now")) is None
    assert any_language.scores(doc("Add to cart"))["language"] == "en"
    assert any_language.scores(doc("Add to cart"))["score"] < 0.3
    assert rule.check(doc("Add to cart")) == "langid:low_score"
    # NeMo Curator's 0.3 keeps the first and still drops the second.
    assert LanguageIdRule(threshold=0.3).check(doc("Add to cart")) == "langid:low_score"


def test_text_without_words_is_no_text():
    rule = LanguageIdRule(languages=[], threshold=0.0)
    for text in ("", "   ", "\n\n\t\r\n"):
        assert rule.check(doc(text)) == "langid:no_text"
        assert rule.scores(doc(text)) == {"language": "und", "score": 0.0}
    assert rule.apply(doc("")) == Drop("langid:no_text")


# -- thresholds and languages ------------------------------------------------------------------------

def test_per_language_threshold_overrides_the_default():
    # French scores 0.97 on this sentence, English 0.89 on its own.
    rule = LanguageIdRule(languages=["en", "fr"], thresholds={"fr": 0.99})
    assert rule.check(doc(SENTENCES["fr"])) == "langid:low_score"
    assert rule.check(doc(SENTENCES["en"])) is None
    # ...and can be lower than the default too.
    strict = LanguageIdRule(languages=["en", "fr"], threshold=0.95, thresholds={"en": 0.5})
    assert strict.check(doc(SENTENCES["en"])) is None
    assert strict.check(doc(SENTENCES["fr"])) is None
    assert strict.check(doc("Add to cart")) == "langid:low_score"


def test_empty_languages_accepts_any_language_above_threshold():
    rule = LanguageIdRule(languages=[])
    for language in ("de", "hi", "ja", "pt"):
        assert rule.apply(doc(SENTENCES[language])).metadata["language"] == language
    assert rule.check(doc("Add to cart")) == "langid:low_score"
    with_minimums = LanguageIdRule(languages=[], thresholds={"de": 0.999})
    assert with_minimums.check(doc(SENTENCES["de"])) == "langid:low_score"
    assert with_minimums.check(doc(SENTENCES["es"])) is None


def test_languages_as_a_single_string():
    assert LanguageIdRule(languages="fr").check(doc(SENTENCES["fr"])) is None


# -- text preparation ----------------------------------------------------------------------------

def test_max_chars_classifies_only_the_beginning():
    page = doc(BAKERY_EN + BAKERY_FR)
    assert LanguageIdRule().check(page) == "langid:other_language"  # mostly French
    first_part = LanguageIdRule(max_chars=len(BAKERY_EN))
    assert first_part.check(page) is None
    assert first_part.scores(page) == LanguageIdRule().scores(doc(BAKERY_EN))


def test_newlines_are_spaces_for_the_model(any_language):
    with pytest.raises(ValueError):  # what the binding does with a raw page
        any_language.model.predict([SHOP_PAGE], k=1)
    one_line = SHOP_PAGE.replace("\r", " ").replace("\n", " ")
    assert any_language.scores(doc(SHOP_PAGE)) == any_language.scores(doc(one_line))
    assert any_language.scores(doc(SHOP_PAGE))["language"] == "en"


def test_invalid_utf8_is_classified_not_fatal(any_language):
    # JSON may carry lone surrogates ("\ud800"); the binding refuses them as they are.
    broken = SENTENCES["de"].replace("Dienstag", "Dienstag \ud800")
    assert any_language.scores(doc(broken))["language"] == "de"


# -- batches and modes ------------------------------------------------------------------------------

MIXED = [doc(SENTENCES["en"], "en"), doc(SENTENCES["fr"], "fr"), doc("", "empty"),
         doc("Add to cart", "button"), doc(SHOP_PAGE, "shop"), doc(BAKERY_EN + BAKERY_FR, "bakery")]


def test_batch_and_single_give_identical_results():
    rule = LanguageIdRule(languages=["en", "fr"])
    batched = rule.apply_batch(MIXED)
    assert batched == [rule.apply(d) for d in MIXED]
    assert [r.reason if isinstance(r, Drop) else None for r in batched] == [
        rule.check(d) for d in MIXED]
    assert [r.reason if isinstance(r, Drop) else r.id for r in batched] == [
        "en", "fr", "langid:no_text", "langid:low_score", "shop", "bakery"]
    assert rule.annotate_batch(MIXED) == [rule.annotate(d) for d in MIXED]
    assert rule.annotate_batch([]) == [] and rule.apply_batch([]) == []


def test_annotate_mode_drops_nothing_and_writes_two_columns():
    rule = LanguageIdRule(mode="annotate")
    tagged = [doc(d.text, d.id, url=f"https://example.com/{d.id}") for d in MIXED]
    out = rule.run_batch(tagged)
    assert [d.id for d in out] == [d.id for d in tagged]
    for before, after in zip(tagged, out):
        assert isinstance(after, Document)
        assert set(after.metadata) == {"url", "language", "language_score"}
        assert after.metadata["language_score"] == rule.scores(before)["score"]
        assert set(before.metadata) == {"url"}
    by_id = {d.id: d.metadata for d in out}
    assert by_id["fr"]["language"] == "fr"
    assert by_id["empty"] == {"url": "https://example.com/empty", "language": "und",
                              "language_score": 0.0}


# -- construction, model loading, pickling ----------------------------------------------------------

@pytest.mark.parametrize("kwargs, message", [
    (dict(threshold=1.5), "langid: threshold=1.5: Input should be less than or equal to 1"),
    (dict(threshold=-0.1), "langid: threshold=-0.1: Input should be greater than or equal to 0"),
    (dict(threshold="0.65"), "langid: threshold='0.65': Input should be a valid number"),
    (dict(thresholds={"en": 2}), "langid: thresholds['en']=2: Input should be less than or equal"),
    (dict(thresholds={"fr": 0.5}), "thresholds has 'fr', which is not in languages"),
    (dict(languages=["en", ""]), "languages must be non-empty language codes"),
    (dict(max_chars=0), "langid: max_chars=0: Input should be greater than 0"),
    (dict(max_chars=2.5), "langid: max_chars=2.5: Input should be a valid integer"),
    (dict(mode="drop"), "mode must be one of filter, annotate"),
])
def test_constructor_validation(kwargs, message):
    with pytest.raises(ValueError, match="langid") as info:
        LanguageIdRule(**kwargs)
    assert message in str(info.value)


def test_missing_model_path_is_named(tmp_path):
    missing = str(tmp_path / "lid.218.bin")
    with pytest.raises(ValueError, match="lid.218.bin") as info:
        LanguageIdRule(model=missing)
    assert "does not exist" in str(info.value)
    with pytest.raises(ValueError, match="cannot reach model 'nosuchscheme://bucket/lid.bin'"):
        LanguageIdRule(model="nosuchscheme://bucket/lid.bin")


def test_model_given_by_path():
    from pathlib import Path

    rule = LanguageIdRule(model=Path(bundled_model_path()), languages=["it"])
    assert rule.check(doc(SENTENCES["it"])) is None


class _PrefixedLocalFileSystem(LocalFileSystem):
    """Local files under a ``langidtest://`` scheme: stands in for gs:// without a network."""

    @classmethod
    def scheme(cls):
        return "langidtest"

    def exists(self, path):
        return super().exists(path.removeprefix("langidtest://"))

    def open(self, path, *args, **kwargs):
        return super().open(path.removeprefix("langidtest://"), *args, **kwargs)


def test_remote_model_is_copied_locally_then_removed(tmp_path, monkeypatch):
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    rule = LanguageIdRule(model="langidtest://" + bundled_model_path(), languages=["es"])
    assert rule.check(doc(SENTENCES["es"])) is None
    assert rule.scores(doc(SENTENCES["es"])) == LanguageIdRule(languages=["es"]).scores(
        doc(SENTENCES["es"]))
    assert os.listdir(scratch) == []
    labels, _ = load_model("langidtest://" + bundled_model_path()).predict(["Guten Morgen"], k=1)
    assert labels == [["__label__de"]]
    assert os.listdir(scratch) == []


def test_loading_prints_nothing(capfd):
    LanguageIdRule().setup()
    captured = capfd.readouterr()
    assert captured.err == "" and captured.out == ""


def test_rule_pickles_before_and_after_setup():
    rule = LanguageIdRule(languages=["en", "de"], thresholds={"de": 0.8}, max_chars=500)
    fresh = pickle.loads(pickle.dumps(rule))
    assert fresh.check(doc(SENTENCES["de"])) is None  # loads lazily without setup()
    rule.setup()
    copy_a = pickle.loads(pickle.dumps(rule))
    copy_b = pickle.loads(pickle.dumps(rule))
    copy_a.setup()
    copy_b.setup()
    # Copies of one rule in one process (one per thread on a worker) share a single model.
    assert copy_a.model is copy_b.model is rule.model
    assert isinstance(rule.model, fasttext.FastText._FastText)
    assert copy_a.check(doc(SENTENCES["fr"])) == "langid:other_language"


def test_filter_stage_runs_the_rule():
    docs = MIXED
    rule = LanguageIdRule(languages=["en", "fr"], thresholds={"fr": 0.9})
    with BeamTestPipeline() as p:
        out = p | beam.Create(docs) | Filter([rule], emit_rejects=True, batch_size=4)
        assert_that(out["docs"] | beam.Map(lambda d: (d.id, d.metadata["language"])),
                    equal_to([("en", "en"), ("fr", "fr"), ("shop", "en"), ("bakery", "fr")]),
                    label="Kept")
        assert_that(out["rejects"] | beam.Map(lambda r: (r[1].id, r[0])),
                    equal_to([("empty", "langid:no_text"), ("button", "langid:low_score")]),
                    label="Rejected")


def test_filter_stage_in_annotate_mode_keeps_everything():
    rule = LanguageIdRule(mode="annotate")
    with BeamTestPipeline() as p:
        out = p | beam.Create(MIXED) | Filter([rule], emit_rejects=True)
        assert_that(out["docs"] | beam.Map(lambda d: (d.id, d.metadata["language"])),
                    equal_to([("en", "en"), ("fr", "fr"), ("empty", "und"), ("button", "en"),
                              ("shop", "en"), ("bakery", "fr")]), label="Annotated")
        assert_that(out["rejects"], equal_to([]), label="NoRejects")
