"""The Gopher rules (gristmill/transforms/filters/gopher.py): every drop reason in check order, the measurements
(with the details that keep decisions equal to datatrove's), scores, settings, and the Beam stage."""

from __future__ import annotations

import apache_beam as beam
import pytest
# Aliased so that pytest does not try to collect Beam's TestPipeline class as a test class.
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.filters.gopher import (GopherQualityRule, GopherRepetitionRule, gopher_quality_stats,
                                       gopher_quality_violation, gopher_repetition_stats,
                                       gopher_repetition_violation)

# -- pages --------------------------------------------------------------------------------------------

# A gardening article: 123 words, plenty of stop words, no repetition. Both rules keep it.
ARTICLE = """How to keep basil alive on a windowsill

Basil is one of the easiest herbs to grow indoors, but it has a reputation for dying within weeks of
being brought home from the supermarket. The problem is rarely the plant itself. Most pots sold in
shops hold a dozen seedlings crammed together, and they compete for water and light until the
weakest ones collapse.

The first thing to do is to split the clump into three or four smaller pots with fresh compost. Water
them from below, so that the roots have to reach down, and keep them on the sunniest sill you have.
Pinch out the tips every week: the plant will branch and give you more leaves than you can use.
"""

NOT_FOUND = "Page not found. The page you asked for has moved. Go back to the home page."

# A chat log of two- and three-letter words: mean word length about 2.3.
CHAT = ("ok so we go at 9 and we eat at the pub then we see a film if it is on "
        "he is in so we can go by car or by bus as we like it is up to you "
        "I am ok to go at 6 if we do it on a day off so no rush at all for me")

# A page of links: each URL is one long word.
LINKS = "Useful links for the documentation of the project and its community:\n" + "\n".join(
    f"https://docs.example.org/reference/configuration/section-{i}/advanced-settings.html"
    for i in range(60))

# One sentence and sixty hashtags: every hashtag is two tokens ("#", "travel") with one "#".
HASHTAGS = "Sunset over the bay with the best friends. " + " ".join(
    f"#{tag}" for tag in (
        "travel sunset beach summer holiday ocean waves sand photography nature instagood "
        "photooftheday beautiful love friends goodvibes wanderlust explore adventure travelgram "
        "vacation paradise coast evening golden hour sky clouds seaside relax happy weekend memories "
        "island tropical palm trees blue water view landscape scenery outdoors instatravel trip "
        "journey calm peace serenity horizon lighthouse harbour boats sailing fishing").split())

# Headlines that trail off: one "..." per line of 7 or 8 tokens.
TEASERS = "\n".join(f"{title}..." for title in [
    "Ten ways to save on your energy bill", "Why the council closed the library",
    "The best hiking trails near the city", "A new bakery opens on the high street",
    "Local school wins national science prize", "What to plant in your garden this month",
    "How the river flood was stopped in time", "Meet the volunteers who run the food bank",
    "The market returns to the square", "Road works to start on Monday morning"])

# 11 of 12 lines are bullets.
CHECKLIST = "Packing list for the weekend\n" + "\n".join(f"- {item}" for item in [
    "two pairs of walking socks and the spare laces", "a rain jacket with the hood that folds away",
    "the map of the national park and a compass", "sun cream, a hat and the sunglasses",
    "a first aid kit with plasters and bandages", "water bottles, one for each of the children",
    "snacks for the long drive and the way back", "the camera, its charger and two memory cards",
    "a torch with fresh batteries for the tent", "the tickets and the booking for the campsite",
    "warm layers for the cold evenings by the lake"])

# A forum thread where 4 of 10 long lines trail off with "…": few ellipses per word, many per line.
FORUM = "\n".join([
    "Has anyone tried the new firmware on the router? Mine keeps dropping the connection at night…",
    "I updated last week and I have the same problem with the wifi on the second floor.",
    "Same here, the logs show that the device reboots itself around three in the morning…",
    "Support told me to roll back to the previous version and wait for the next release…",
    "Rolling back worked for me, the connection has been stable for four days now.",
    "Thanks, I will try that tonight and report back here if it helps with the drops.",
    "Any news from the manufacturer about a fix? Their forum has been quiet for a while…",
    "Not yet, but they said that a patch is in testing with a small group of users.",
    "Good to know, I will keep the old version until the patch is out for everyone.",
    "Rolled back this morning and everything has been fine since then, thanks to all of you.",
])

# A table of prices: four numbers for every fruit name.
PRICE_LIST = "Market prices this week\n" + "\n".join(
    f"{item} {price:.2f} {price * 2:.2f} {price * 5:.2f} {price * 10:.2f} EUR"
    for item, price in [("Apples", 1.2), ("Pears", 1.5), ("Plums", 2.1), ("Grapes", 3.4),
                        ("Cherries", 6.8), ("Lemons", 0.9), ("Oranges", 1.1), ("Melons", 2.5),
                        ("Peaches", 2.9), ("Apricots", 3.2), ("Figs", 4.5), ("Kiwis", 0.6)])

# Telegraphic product copy without a single stop word.
SPEC_SHEET = ("Brushed steel kettle boils water quickly using a concealed heating element. Automatic "
              "shut off stops boiling once water reaches temperature. Boil dry protection keeps "
              "everything safe when empty. A removable washable filter keeps limescale away from your "
              "tea. Illuminated level windows on both sides show how much water remains. Cordless "
              "design sits on a rotating base for left or right handed users. Soft opening lid prevents "
              "splashes. Cool touch handle stays comfortable. Available in brushed silver or matte "
              "black. Two year guarantee included.")

# A news page whose cookie notice was scraped between every paragraph: 2 of 6 paragraphs repeat one.
NOTICE = ("We use cookies to improve your experience on our site. By continuing to browse, you agree "
          "to our use of cookies.")
NEWS_WITH_BANNERS = "\n\n".join([
    "Council approves new cycle lanes",
    NOTICE,
    "The city council voted on Tuesday to build twelve kilometres of protected cycle lanes across "
    "the centre, after a consultation that drew more than four thousand responses.",
    NOTICE,
    "Work on the first section, along the river, is expected to start in the spring and to last "
    "about six months.",
    NOTICE,
])

# Meeting minutes that quote a long statement twice: 1 of 10 paragraphs repeats, but a long one.
STATEMENT = ("The committee's full statement, which was read out at the start of the meeting and again "
             "at its close, said that the budget for the coming year would protect libraries, parks "
             "and the weekly bin collection, while the savings would come from merging back offices "
             "and renegotiating the energy contracts for council buildings.")
MINUTES = "\n\n".join([
    "Minutes of the March meeting", STATEMENT, "Questions from residents followed.",
    "A resident asked about the closure of the swimming pool.", "The chair promised a written answer.",
    "Another resident asked about parking near the school.", "The item was deferred to April.",
    "The treasurer presented the accounts.", "The meeting closed at nine.", STATEMENT,
])

# A forum thread without blank lines: every post is followed by the same line of buttons.
THREAD = "\n".join(line for post in [
    "The new update fixed the battery drain on my phone, finally.",
    "Does anyone know if the update also fixes the camera app crashing?",
    "It did for me, the camera has not crashed once since yesterday.",
    "Mine still crashes when I switch to the front camera in low light.",
    "Try clearing the app cache, that solved it on my tablet.",
    "Clearing the cache worked, thank you so much for the tip.",
] for line in (post, "Reply · Quote · Report"))

# An e-mail thread: 1 of 8 lines repeats, but it is the long signature.
SIGNATURE = ("Sent from my phone. This message and any attachments are confidential and intended only "
             "for the named recipient; if you received it by mistake, please delete it and tell us.")
EMAIL_THREAD = "\n".join([
    "Hi Anna,", "The delivery is booked for Thursday morning between eight and ten.", SIGNATURE,
    "Hi Tom,", "Thursday works, someone will be at the door to sign for it.", "Thanks, Anna",
    "Great, the driver will call half an hour before arriving.", SIGNATURE,
])

SHOP = " ".join(f"Buy now: {colour} shoes." for colour in [
    "red", "blue", "green", "black", "white", "brown", "grey", "pink", "navy", "beige"])

SPAM = " ".join(f"Click here for cheap {item}, free delivery today." for item in [
    "watches", "shoes", "handbags", "sunglasses", "perfume", "jackets", "phones", "laptops",
    "headphones", "cameras"])

ERRANDS = " ".join([
    "On Monday I go to a supermarket for bread.",
    "Every Tuesday I go to a supermarket for fish.",
    "Then on Wednesday I go to a supermarket for fruit.",
    "Later, Thursday, I go to a supermarket for cheese.",
    "And Friday I go to a supermarket for wine.",
])

# A shop page that pasted its blurb twice into one paragraph.
BLURB = ("Our handmade oak tables are finished with natural oils and built to last for generations of "
         "family dinners.")
REPEATED_BLURB = (f"{BLURB} Every piece is cut, joined and sanded in our workshop in the valley. "
                  f"{BLURB} Order today and we will deliver within three weeks, anywhere in the "
                  "country.")


def doc(text: str, doc_id: str = "page") -> Document:
    return Document(id=doc_id, text=text)


# -- quality: decisions -------------------------------------------------------------------------------

def test_an_article_is_kept_by_both_rules():
    assert GopherQualityRule().check(doc(ARTICLE)) is None
    assert GopherRepetitionRule().check(doc(ARTICLE)) is None
    assert gopher_quality_violation(gopher_quality_stats(ARTICLE)) is None
    assert gopher_repetition_violation(ARTICLE) is None


@pytest.mark.parametrize("page, reason", [
    (NOT_FOUND, "min_words"),
    (CHAT, "min_mean_word_length"),
    (LINKS, "max_mean_word_length"),
    (HASHTAGS, "hash_ratio"),
    (TEASERS, "ellipsis_ratio"),
    (CHECKLIST, "bullet_lines"),
    (FORUM, "ellipsis_lines"),
    (PRICE_LIST, "alpha_words"),
    (SPEC_SHEET, "stop_words"),
])
def test_quality_drop_reasons(page, reason):
    assert GopherQualityRule().check(doc(page)) == f"gopher_quality:{reason}"


def test_too_many_words():
    assert gopher_quality_stats(ARTICLE)["words"] == 123
    assert GopherQualityRule(max_words=122).check(doc(ARTICLE)) == "gopher_quality:max_words"
    assert GopherQualityRule(max_words=123).check(doc(ARTICLE)) is None


def test_none_disables_a_quality_check_and_the_next_one_decides():
    # the "not found" page has 16 words; without the word minimum, nothing else objects
    assert GopherQualityRule(min_words=None).check(doc(NOT_FOUND)) is None
    # the hashtag page also has too few alphabetic words, checked after the symbols
    assert GopherQualityRule(max_symbol_word_ratio=None).check(doc(HASHTAGS)) == \
        "gopher_quality:alpha_words"
    assert GopherQualityRule(min_stop_words=None).check(doc(SPEC_SHEET)) is None


def test_the_stop_words_can_be_replaced():
    # the kettle copy uses "on", "in" and "or"
    rule = GopherQualityRule(stop_words=("on", "in", "or"), min_stop_words=3)
    assert rule.check(doc(SPEC_SHEET)) is None


# -- quality: measurements ----------------------------------------------------------------------------

def test_quality_stats_of_a_small_page():
    page = "The cat sat on the mat.\n- and then it left..."
    # tokens: The cat sat on the mat . - and then it left ...  (13, of which "." "-" "..." are
    # punctuation); the 10 words have 30 letters; "The" is not the stop word "the" (case matters)
    assert gopher_quality_stats(page) == {
        "words": 10,
        "mean_word_length": 3.0,
        "hash_ratio": 0.0,
        "ellipsis_ratio": 1 / 13,
        "bullet_lines_ratio": 0.5,
        "ellipsis_lines_ratio": 0.5,
        "alpha_words_ratio": 10 / 13,
        "stop_words": 2,  # "the" and "and"
    }


def test_symbol_ratios_count_characters_of_the_text_per_token():
    # tokens: Heading # # one … two ... three (8); the text has 2 "#" and 2 ellipses
    page = "Heading ## one … two... three"
    stats = gopher_quality_stats(page)
    assert stats["hash_ratio"] == 2 / 8
    assert stats["ellipsis_ratio"] == 2 / 8


def test_bullets_are_counted_after_leading_whitespace_and_only_dash_or_bullet_sign():
    page = "Shopping\n  - milk\n\t• eggs\n* bread\n-butter"
    # lines: "Shopping", "  - milk", "\t• eggs", "* bread", "-butter": 3 of 5 start with - or •
    assert gopher_quality_stats(page)["bullet_lines_ratio"] == 3 / 5


def test_ellipsis_lines_are_counted_before_trailing_whitespace():
    page = "To be continued...   \nThe end\nSoon…\n"
    assert gopher_quality_stats(page)["ellipsis_lines_ratio"] == 2 / 3


def test_a_page_without_words_has_undefined_ratios_that_pass():
    stats = gopher_quality_stats("")
    assert stats["words"] == 0 and stats["mean_word_length"] is None
    assert stats["hash_ratio"] is None and stats["alpha_words_ratio"] is None
    assert gopher_quality_violation(stats, min_words=None, min_stop_words=None) is None
    assert gopher_quality_violation(stats) == "min_words"


def test_quality_scores():
    scores = GopherQualityRule().scores(doc(TEASERS))
    assert set(scores) == {"words", "mean_word_length", "hash_ratio", "ellipsis_ratio",
                           "bullet_lines_ratio", "ellipsis_lines_ratio", "alpha_words_ratio",
                           "stop_words"}
    assert all(type(v) in (int, float) for v in scores.values())
    # 10 lines, each ending with its only "..."
    assert scores["ellipsis_lines_ratio"] == 1.0
    assert scores["ellipsis_ratio"] == round(10 / (scores["words"] + 10), 6)


def test_annotate_mode_writes_scores_and_the_reason_it_would_drop_for():
    rule = GopherQualityRule(mode="annotate")
    annotated = rule.run_batch([doc(SPEC_SHEET)])[0]
    assert annotated.metadata["gopher_quality_reason"] == "gopher_quality:stop_words"
    assert annotated.metadata["gopher_quality_stop_words"] == 0
    assert annotated.text == SPEC_SHEET


# -- repetition: decisions ----------------------------------------------------------------------------

@pytest.mark.parametrize("page, reason", [
    ("", "empty"),
    (NEWS_WITH_BANNERS, "dup_para_frac"),
    (MINUTES, "dup_para_char_frac"),
    (THREAD, "dup_line_frac"),
    (EMAIL_THREAD, "dup_line_char_frac"),
    (SHOP, "top_2gram"),
    (SPAM, "top_3gram"),
    (ERRANDS, "top_4gram"),
    (REPEATED_BLURB, "dup_5gram"),
])
def test_repetition_drop_reasons(page, reason):
    assert GopherRepetitionRule().check(doc(page)) == f"gopher_repetition:{reason}"


@pytest.mark.parametrize("n", [6, 7, 8, 9, 10])
def test_each_duplicated_ngram_length_has_its_reason(n):
    # the blurb, 17 words, repeats whole: all its n-grams up to 17 words repeat
    rule = GopherRepetitionRule(max_dup_ngram_char_frac={n: 0.1})
    assert rule.check(doc(REPEATED_BLURB)) == f"gopher_repetition:dup_{n}gram"


def test_top_ngram_fractions_of_the_spam_page():
    stats = gopher_repetition_stats(SPAM)
    # every n-gram of "Click here for cheap" occurs 10 times; the first one is the top one
    assert stats["top_2gram_char_frac"] == 10 * len("Click here") / len(SPAM)  # 0.195: passes 0.2
    assert stats["top_3gram_char_frac"] == 10 * len("Click here for") / len(SPAM)  # 0.273 > 0.18


def test_none_disables_a_repetition_check():
    assert GopherRepetitionRule(max_dup_para_frac=None).check(doc(NEWS_WITH_BANNERS)) == \
        "gopher_repetition:dup_para_char_frac"
    no_top = GopherRepetitionRule(max_top_ngram_char_frac=None)
    assert no_top.check(doc(SHOP)) == "gopher_repetition:dup_5gram"
    assert GopherRepetitionRule(max_top_ngram_char_frac=None, max_dup_ngram_char_frac=None).check(
        doc(SHOP)) is None
    assert gopher_repetition_violation(SPAM, max_top_ngram_char_frac={2: 0.2, 3: None, 4: 0.5}) == \
        "dup_5gram"


# -- repetition: the measurement details that datatrove's decisions depend on ------------------------

def test_character_fractions_are_over_the_whole_text():
    page = "Same line\nSame line\nOther line"
    stats = gopher_repetition_stats(page)
    assert stats["dup_line_frac"] == 1 / 3
    assert stats["dup_line_char_frac"] == len("Same line") / len(page)


def test_lines_are_split_on_newlines_only_and_keep_edge_empty_strings():
    # "\n+" splitting: ["", "foo", "bar", ""]; the second "" repeats the first (0 characters)
    stats = gopher_repetition_stats("\nfoo\nbar\n")
    assert stats["dup_line_frac"] == 1 / 4
    assert stats["dup_line_char_frac"] == 0.0
    # a carriage return does not end a line here
    assert gopher_repetition_stats("a\rb\na\rb")["dup_line_frac"] == 1 / 2


def test_paragraphs_come_from_the_stripped_text():
    # two paragraphs, not an empty one first; "\n \n" (a line of spaces) does not separate
    stats = gopher_repetition_stats("\n\nHello there\n\nHello there\n \nfriend\n\n")
    assert stats["dup_para_frac"] == 0.0
    stats = gopher_repetition_stats("\n\nHello there\n\nHello there\n\n")
    assert stats["dup_para_frac"] == 1 / 2


def test_the_most_frequent_ngram_is_the_first_of_equally_frequent_ones():
    # bigrams: (x yy) twice, (yy x), (yy zzz), (zzz w) twice, (w zzz): "x yy" comes first
    page = "x yy x yy zzz w zzz w"
    assert gopher_repetition_stats(page, top_ngrams=(2,), dup_ngrams=())["top_2gram_char_frac"] == \
        2 * len("x yy") / len(page)


def test_overlapping_occurrences_of_the_top_ngram_all_count():
    page = "ha ha ha ha"
    # "ha ha" occurs 3 times (overlapping): 3 * 5 characters out of 11
    assert gopher_repetition_stats(page)["top_2gram_char_frac"] == 15 / 11


def test_a_repeat_makes_the_scan_jump_ahead():
    # 5-grams of "a b c d e a b c d e a b c d e": positions 5 and 10 repeat position 0; the scan
    # counts the repeat at 5, jumps to 10 and counts that one: 2 * 5 characters (not the 6 repeated
    # positions 5…10)
    page = "a b c d e a b c d e a b c d e"
    assert gopher_repetition_stats(page)["dup_5gram_char_frac"] == 10 / len(page)


def test_an_ngram_jumped_over_is_not_remembered():
    # bigrams: (a b) (b a) (a b)=repeat -> jump over (b c) -> (c b) (b c): new, since the first
    # (b c) was jumped over; 2 characters repeat, not 4
    page = "a b a b c b c"
    stats = gopher_repetition_stats(page, top_ngrams=(), dup_ngrams=(2,))
    assert stats["dup_2gram_char_frac"] == 2 / len(page)


def test_duplicated_ngrams_are_compared_without_separators():
    # "a bc d e f" and "ab c d e f" are different words but the same letters "abcdef": the second
    # 5-gram counts as a repeat of the first (6 characters)
    page = "a bc d e f ab c d e f"
    assert gopher_repetition_stats(page)["dup_5gram_char_frac"] == 6 / len(page)


def test_repetition_stats_of_an_empty_or_short_text():
    assert set(gopher_repetition_stats("").values()) == {None}
    stats = gopher_repetition_stats("Hello world")
    # two words: one bigram, no trigram
    assert stats["top_2gram_char_frac"] == 1.0 and stats["top_3gram_char_frac"] is None
    assert stats["dup_5gram_char_frac"] == 0.0


def test_repetition_scores():
    scores = GopherRepetitionRule().scores(doc(THREAD))
    assert list(scores) == ["dup_para_frac", "dup_para_char_frac", "dup_line_frac",
                            "dup_line_char_frac", "top_2gram_char_frac", "top_3gram_char_frac",
                            "top_4gram_char_frac", "dup_5gram_char_frac", "dup_6gram_char_frac",
                            "dup_7gram_char_frac", "dup_8gram_char_frac", "dup_9gram_char_frac",
                            "dup_10gram_char_frac"]
    assert all(type(v) is float for v in scores.values())
    # 12 lines, the button line 6 times: 5 repeats
    assert scores["dup_line_frac"] == round(5 / 12, 6)
    assert scores["dup_line_char_frac"] == round(5 * len("Reply · Quote · Report") / len(THREAD), 6)
    assert GopherRepetitionRule().scores(doc(""))["dup_para_frac"] is None


# -- settings -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, message", [
    ({"min_words": -1}, "min_words"),
    ({"min_words": 2.5}, "min_words"),
    ({"min_words": 100, "max_words": 50}, "max_words"),
    ({"min_mean_word_length": 5, "max_mean_word_length": 4}, "max_mean_word_length"),
    ({"max_symbol_word_ratio": -0.1}, "max_symbol_word_ratio"),
    ({"max_bullet_lines_ratio": 1.5}, "max_bullet_lines_ratio"),
    ({"min_alpha_words_ratio": "high"}, "min_alpha_words_ratio"),
    ({"stop_words": "the"}, "stop_words"),
    ({"stop_words": ("the", "")}, "stop_words"),
    ({"stop_words": ("the",), "min_stop_words": 2}, "min_stop_words"),
    ({"mode": "drop"}, "mode"),
])
def test_quality_settings_are_validated(kwargs, message):
    with pytest.raises(ValueError, match=message):
        GopherQualityRule(**kwargs)


@pytest.mark.parametrize("kwargs, message", [
    ({"max_dup_line_frac": 1.2}, "max_dup_line_frac"),
    ({"max_dup_para_char_frac": -0.5}, "max_dup_para_char_frac"),
    ({"max_top_ngram_char_frac": [0.2, 0.18]}, "max_top_ngram_char_frac"),
    ({"max_top_ngram_char_frac": {0: 0.2}}, "max_top_ngram_char_frac"),
    ({"max_dup_ngram_char_frac": {5: 1.5}}, r"max_dup_ngram_char_frac\[5\]"),
    ({"mode": "score"}, "mode"),
])
def test_repetition_settings_are_validated(kwargs, message):
    with pytest.raises(ValueError, match=message):
        GopherRepetitionRule(**kwargs)


# -- the Beam stage -----------------------------------------------------------------------------------

def test_both_rules_in_the_filter_stage():
    # The short "not found" page meets the repetition rule first: with every 3-gram occurring once, the
    # top one is the first, "Page not found", 14 of 75 characters (0.187 > 0.18).
    docs = [doc(ARTICLE, "article"), doc(NOT_FOUND, "not-found"), doc(THREAD, "thread"),
            doc(SPEC_SHEET, "kettle"), doc("", "blank")]
    with BeamTestPipeline() as p:
        out = (p | beam.Create(docs)
               | Filter([GopherRepetitionRule(), GopherQualityRule()], emit_rejects=True))
        assert_that(out["docs"] | beam.Map(lambda d: d.id), equal_to(["article"]), label="Kept")
        assert_that(out["rejects"] | beam.Map(lambda r: (r[1].id, r[0])), equal_to([
            ("not-found", "gopher_repetition:top_3gram"),
            ("thread", "gopher_repetition:dup_line_frac"),
            ("kettle", "gopher_quality:stop_words"),
            ("blank", "gopher_repetition:empty"),
        ]), label="Rejected")
