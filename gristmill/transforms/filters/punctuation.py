"""Terminal punctuation, and a fast count of the sentences in one line of English text.

Two quality rules need to know where sentences end:

* FineWeb (Penedo et al. 2024) measures the share of lines that end in terminal punctuation, with the
  characters Unicode gives the ``Sentence_Terminal`` property (``.``, ``?``, ``!``, ``。``, ``।`` …).
  :data:`TERMINAL_PUNCTUATION` is that set as of Unicode 15.1, plus three Khmer signs (U+17D6,
  U+17D9, U+17DA) that close sections; it is exactly the set datatrove's FineWeb filter uses.
* C4 (Raffel et al. 2020) drops pages with too few sentences. TFDS counted them with NLTK's Punkt
  model; datatrove counts them with spaCy's blank English pipeline and its rule-based sentencizer.
  :func:`count_sentences` reproduces the latter without spaCy: it is what decides parity with
  datatrove, and it needs no model.

How spaCy's sentencizer counts: the text is cut into tokens (whitespace, then prefixes, suffixes,
infixes and a table of abbreviations); a sentence ends after a token that is exactly one terminal
character (``.``, ``!``, ``?``, …), once a later token that is not punctuation starts the next one.
So the count hinges on which periods become tokens of their own:

* ``etc.``, ``end.``, ``3.`` and ``ABC.`` split the period off (it follows a lower-case letter, a
  digit, punctuation, or two capitals): these can end a sentence;
* ``U.S.``, ``J.`` and ``3.5`` keep it (it follows a single capital, or sits inside the token), and so
  do the abbreviations spaCy lists (``Mr.``, ``e.g.``, ``Jan.``, ``Calif.``, the letters ``a.``–``z.``
  …), so they never end one;
* a period between a lower-case and a capital letter (``end.Next``) is split off unless the token is
  a URL or file name (``example.com/Foo.Bar``); an ellipsis (``...``) is punctuation but not a
  terminal token, so ``Wait... what`` is one sentence;
* ``!`` and ``?`` split off at either end of a token, not inside one (``Yahoo!Inc`` is one token).

The terminal characters are :data:`TERMINAL_PUNCTUATION`; spaCy's own list is an older subset that
lacks a few marks of Khmer, Sogdian, Old Uyghur and other scripts, which English text does not use.
Not reproduced: emoticons that spaCy keeps whole (``:x`` in ``x:x.``) taking a letter away from a
period. Only the pieces of a line that contain a terminal character are tokenized (and memoized);
the rest of the line is only searched for the next non-punctuation character.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# -- the characters -------------------------------------------------------------------------------

_TERMINAL_RANGES = (
    (0x21, 0x21), (0x2E, 0x2E), (0x3F, 0x3F), (0x589, 0x589), (0x61D, 0x61F), (0x6D4, 0x6D4),
    (0x700, 0x702), (0x7F9, 0x7F9), (0x837, 0x837), (0x839, 0x839), (0x83D, 0x83E), (0x964, 0x965),
    (0x104A, 0x104B), (0x1362, 0x1362), (0x1367, 0x1368), (0x166E, 0x166E), (0x1735, 0x1736),
    (0x17D4, 0x17D6), (0x17D9, 0x17DA), (0x1803, 0x1803), (0x1809, 0x1809), (0x1944, 0x1945),
    (0x1AA8, 0x1AAB), (0x1B5A, 0x1B5B), (0x1B5E, 0x1B5F), (0x1B7D, 0x1B7E), (0x1C3B, 0x1C3C),
    (0x1C7E, 0x1C7F), (0x203C, 0x203D), (0x2047, 0x2049), (0x2E2E, 0x2E2E), (0x2E3C, 0x2E3C),
    (0x2E53, 0x2E54), (0x3002, 0x3002), (0xA4FF, 0xA4FF), (0xA60E, 0xA60F), (0xA6F3, 0xA6F3),
    (0xA6F7, 0xA6F7), (0xA876, 0xA877), (0xA8CE, 0xA8CF), (0xA92F, 0xA92F), (0xA9C8, 0xA9C9),
    (0xAA5D, 0xAA5F), (0xAAF0, 0xAAF1), (0xABEB, 0xABEB), (0xFE52, 0xFE52), (0xFE56, 0xFE57),
    (0xFF01, 0xFF01), (0xFF0E, 0xFF0E), (0xFF1F, 0xFF1F), (0xFF61, 0xFF61), (0x10A56, 0x10A57),
    (0x10F55, 0x10F59), (0x10F86, 0x10F89), (0x11047, 0x11048), (0x110BE, 0x110C1),
    (0x11141, 0x11143), (0x111C5, 0x111C6), (0x111CD, 0x111CD), (0x111DE, 0x111DF),
    (0x11238, 0x11239), (0x1123B, 0x1123C), (0x112A9, 0x112A9), (0x1144B, 0x1144C),
    (0x115C2, 0x115C3), (0x115C9, 0x115D7), (0x11641, 0x11642), (0x1173C, 0x1173E),
    (0x11944, 0x11944), (0x11946, 0x11946), (0x11A42, 0x11A43), (0x11A9B, 0x11A9C),
    (0x11C41, 0x11C42), (0x11EF7, 0x11EF8), (0x11F43, 0x11F44), (0x16A6E, 0x16A6F),
    (0x16AF5, 0x16AF5), (0x16B37, 0x16B38), (0x16B44, 0x16B44), (0x16E98, 0x16E98),
    (0x1BC9F, 0x1BC9F), (0x1DA88, 0x1DA88),
)

#: Characters that end a sentence (see the module docstring for the definition).
TERMINAL_PUNCTUATION: frozenset[str] = frozenset(
    chr(code) for first, last in _TERMINAL_RANGES for code in range(first, last + 1))

#: The same characters as a tuple, the form ``str.endswith`` takes.
TERMINAL_PUNCTUATION_TUPLE: tuple[str, ...] = tuple(sorted(TERMINAL_PUNCTUATION))


def _unicode_classes() -> tuple[str, str, str, str]:
    """Regex character-class bodies: punctuation (P*), lower-case letters, upper-case letters and
    other symbols (So). Letters of scripts without case (Lo: CJK, Arabic, Devanagari …) count as both
    lower and upper case, as in spaCy's tokenizer.

    Built from :mod:`unicodedata` (as spaCy's own punctuation test is), over the planes that hold
    any such character, so that they follow the running Python's Unicode version.
    """
    wanted: dict[str, list[int]] = {"P": [], "lower": [], "upper": [], "So": []}
    category = unicodedata.category
    for code in range(0x30000):
        cat = category(chr(code))
        if cat[0] == "P":
            wanted["P"].append(code)
        elif cat == "Ll":
            wanted["lower"].append(code)
        elif cat == "Lu":
            wanted["upper"].append(code)
        elif cat == "Lo":
            wanted["lower"].append(code)
            wanted["upper"].append(code)
        elif cat == "So":
            wanted["So"].append(code)

    def ranges(codes: list[int]) -> str:
        parts, start, prev = [], None, None
        for code in codes:
            if prev is not None and code == prev + 1:
                prev = code
                continue
            if start is not None:
                parts.append((start, prev))
            start = prev = code
        if start is not None:
            parts.append((start, prev))
        return "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}"
                       for a, b in parts)

    return ranges(wanted["P"]), ranges(wanted["lower"]), ranges(wanted["upper"]), ranges(wanted["So"])


_PUNCT, _LOWER, _UPPER, _SYMBOL = _unicode_classes()
_DIGITS = frozenset("0123456789")

# Characters spaCy's English tokenizer splits off the front or the back of a token.
_PUNCT_AFFIXES = "…,:;!?¿؟¡()[]{}<>_#*&。？！，、；：～·।،۔؛٪"
_QUOTES = "'\"”“`‘´’‚,„»«「」『』（）〔〕【】《》〈〉〈〉⟦⟧"
_CURRENCY = "$£€¥฿₽﷼₴₠₡₢₣₤₥₦₧₨₩₪₫€₭₮₯₰₱₲₳₴₵₶₷₸₹₺₻₼₽₾₿"
_SYMBOL_RE = re.compile(f"[{_SYMBOL}]")
_LOWER_RE = re.compile(f"[{_LOWER}]")
_UPPER_RE = re.compile(f"[{_UPPER}]")
_PREFIX_CHARS = frozenset("§%=—–" + _PUNCT_AFFIXES + _QUOTES + _CURRENCY)
_SUFFIX_CHARS = frozenset("—–" + _PUNCT_AFFIXES + _QUOTES)
# A final period is split off after these and after any lower-case letter. ("|", "(", "?", ":" and
# ")" are among them because spaCy writes this class with pieces of its alternation patterns.)
_PERIOD_SPLITS_AFTER = frozenset("0123456789%²-+|" + _PUNCT_AFFIXES + _QUOTES + "(?:)")

# Tokens spaCy's English tokenizer keeps whole although they end in (or contain) a period.
_ABBREVIATIONS = frozenset(
    # titles and names
    "Adm. Bros. Co. co. Corp. Dr. Gen. Gov. Inc. Jr. Ltd. Messrs. Mr. Mrs. Ms. Mt. Ph.D. Prof. "
    "Rep. Rev. Sen. St. "
    # months
    "Jan. Feb. Mar. Apr. Jun. Jul. Aug. Sep. Sept. Oct. Nov. Dec. "
    # US states
    "Ak. Ala. Ariz. Ark. Calif. Colo. Conn. D.C. Del. Fla. Ga. Ia. Id. Ill. Ind. Kan. Kans. Ky. "
    "La. Mass. Md. Mich. Minn. Miss. Mo. Mont. N.C. N.D. N.H. N.J. N.M. N.Y. Neb. Nebr. Nev. "
    "Okla. Ore. Pa. S.C. Tenn. Va. Wash. Wis. "
    # Latin and other short forms
    "e.g. E.g. E.G. i.e. I.e. I.E. vs. v.s. a.m. p.m. "
    # temperatures
    "°C. °F. °K. °c. °f. °k. "
    # emoticons with a period inside
    "(._.) ._. <.< >.< >.> 0.0 0.o o.0 o.O o.o O.O O.o V.V v.v".split()
    + [f"{letter}." for letter in "abcdefghijklmnopqrstuvwxyzäöü"]
    + [f"{hour}{half}" for hour in range(1, 13) for half in ("a.m.", "p.m.")]
)

# Contractions written without an apostrophe that spaCy splits so that they end in a single letter
# ("whats" is "what" + "s"); a period after them joins that letter ("s."), so it ends no sentence.
_CONTRACTIONS = "hed hes howd hows id im ima i'ma i’ma itd shes thatd thats thered theres thesed " \
    "theyd thisd thiss thosed wed whatd whats whend whens whered wheres whod whos whyd whys youd"
_LETTER_ENDED = frozenset(w for word in _CONTRACTIONS.split() for w in (word, word.capitalize()))

# Infixes: ellipses, symbols, and the joints spaCy splits a token at. A period between a lower-case
# letter (or quote) and a capital (or quote) is the only one that can end a sentence.
_INFIX_RE = re.compile(
    rf"\.\.+|…|[{_SYMBOL}]"
    r"|(?<=[0-9])[+\-*^](?=[0-9-])"
    rf"|(?<=[{_LOWER}{re.escape(_QUOTES)}])\.(?=[{_UPPER}{re.escape(_QUOTES)}])"
    r"|(?<=[^\W\d_]),(?=[^\W\d_])"
    r"|(?<=[^\W_])(?:-|–|—|--|---|——|~)(?=[^\W\d_])"
    r"|(?<=[^\W_])[:<>=/](?=[^\W\d_])"
)

# A period that the infixes split off (between a lower-case letter or quote and a capital or quote).
_PERIOD_INFIX_RE = re.compile(
    rf"(?<=[{_LOWER}{re.escape(_QUOTES)}])\.(?=[{_UPPER}{re.escape(_QUOTES)}])")

# Host names and URLs are kept whole (no infix split), as spaCy's URL matcher does. A user name or
# password before an "@" is cut off before a second try, which keeps the pattern linear.
_URL_RE = re.compile(
    r"(?:[\w+\-.]{2,}://)?"
    r"(?:(?:[A-Za-z0-9\u00a1-\uffff][A-Za-z0-9\u00a1-\uffff_-]{0,62})?[A-Za-z0-9\u00a1-\uffff]\.)+"
    rf"[{_LOWER}]{{2,63}}"
    r"(?::\d{2,5})?"
    r"(?:[/?#]\S*)?")

_TERMINAL_CLASS = "".join(re.escape(c) for c in TERMINAL_PUNCTUATION_TUPLE)
# A whitespace-delimited chunk with a terminal character in it.
_TERMINAL_CHUNK_RE = re.compile(rf"(?<!\S)\S*?[{_TERMINAL_CLASS}]\S*")
# The start of a token that is not punctuation: a character that is neither space nor punctuation,
# or whitespace beyond the single space that separates tokens (spaCy makes that a token too).
_WORD_START_RE = re.compile(rf"[^\s{_PUNCT}]|[^\S ]| {{2}}")
_NOT_PUNCT_RE = re.compile(rf"[^{_PUNCT}]")


# -- tokenizing one chunk -------------------------------------------------------------------------

def _run_length(s: str, char: str, start: int, end: int, step: int) -> int:
    """How many ``char`` in a row ``s`` has from ``start`` (step 1) or back from ``end`` (step -1)."""
    i = start if step == 1 else end - 1
    n = 0
    while start <= i < end and s[i] == char:
        n += 1
        i += step
    return n


# The affix functions look at s[start:end] without copying it, so that peeling a long run of
# brackets off a huge token stays linear.

def _prefix_length(s: str, start: int, end: int) -> int:
    first = s[start]
    if first == "+":
        return 0 if end - start > 1 and s[start + 1] in _DIGITS else 1
    if first == ".":
        run = _run_length(s, ".", start, end, 1)
        return run if run >= 2 else 0
    if first in _PREFIX_CHARS or _SYMBOL_RE.match(first):
        return 1
    if s.startswith("US$", start, end):
        return 3
    if s.startswith(("C$", "A$"), start, end):
        return 2
    return 0


def _suffix_length(s: str, start: int, end: int) -> int:
    size = end - start
    last = s[end - 1]
    before = s[end - 2] if size > 1 else ""
    if last == ".":
        run = _run_length(s, ".", start, end, -1)
        if run >= 2:
            return run
        if before and (before in _PERIOD_SPLITS_AFTER or _LOWER_RE.match(before)):
            return 1
        if size > 2 and ((_UPPER_RE.match(before) and _UPPER_RE.match(s[end - 3]))
                         or (s[end - 3] == "°" and before in "FfCcKk")):
            return 1
        return 0
    if s.endswith("……", start, end) or (before and before in "'’" and last in "sS"):
        return 2
    if last in _SUFFIX_CHARS or _SYMBOL_RE.match(last):
        return 1
    if before and before in _DIGITS:
        if last == "+" or last in _CURRENCY:
            return 1
    for code in ("US$", "C$", "A$"):
        if s.endswith(code, start, end) and size > len(code) and s[end - len(code) - 1] in _DIGITS:
            return len(code)
    return 0


_LONGEST_ABBREVIATION = max(map(len, _ABBREVIATIONS))


def _is_abbreviation(s: str, start: int, end: int) -> bool:
    return 0 < end - start <= _LONGEST_ABBREVIATION and s[start:end] in _ABBREVIATIONS


def _split_affixes(s: str) -> tuple[list[str], str, list[str]]:
    """Peel prefixes and suffixes off ``s`` the way spaCy does, stopping at an abbreviation."""
    prefixes: list[str] = []
    suffixes: list[str] = []
    start, end = 0, len(s)
    last_size = -1
    while start < end and end - start != last_size:
        if _is_abbreviation(s, start, end):
            break
        last_size = end - start
        pre = _prefix_length(s, start, end)
        if pre and _is_abbreviation(s, start + pre, end):
            prefixes.append(s[start:start + pre])
            start += pre
            break
        suf = _suffix_length(s, start + pre, end) if start + pre < end else 0
        if suf and _is_abbreviation(s, start, end - suf):
            suffixes.append(s[end - suf:end])
            end -= suf
            break
        if pre and suf and pre + suf <= end - start:
            prefixes.append(s[start:start + pre])
            suffixes.append(s[end - suf:end])
            start += pre
            end -= suf
        elif pre:
            prefixes.append(s[start:start + pre])
            start += pre
        elif suf:
            suffixes.append(s[end - suf:end])
            end -= suf
    return prefixes, s[start:end], suffixes[::-1]


def _is_url(core: str) -> bool:
    return bool(_URL_RE.fullmatch(core)
                or ("@" in core and _URL_RE.fullmatch(core.rpartition("@")[2])))


def _split_infixes(core: str) -> list[str]:
    if core in _ABBREVIATIONS or (_PERIOD_INFIX_RE.search(core) and _is_url(core)):
        return [core]
    pieces, start = [], 0
    for match in _INFIX_RE.finditer(core):
        if match.start() == 0:
            continue
        if match.start() != start:
            pieces.append(core[start:match.start()])
        pieces.append(match.group())
        start = match.end()
    if start < len(core):
        pieces.append(core[start:])
    return pieces


def _chunk_tokens(chunk: str) -> list[str]:
    """The tokens spaCy's English tokenizer makes of ``chunk`` (no whitespace in it), for the
    distinctions that matter to sentence ends; other tokens may be split differently."""
    prefixes, core, suffixes = _split_affixes(chunk)
    tokens = prefixes + (_split_infixes(core) if core else []) + suffixes
    # A period split off a word that forms an abbreviation with it (or with its last letter) is
    # re-joined.
    i = 1
    while i < len(tokens):
        if tokens[i] == "." and (tokens[i - 1] + "." in _ABBREVIATIONS
                                 or tokens[i - 1] in _LETTER_ENDED):
            tokens[i - 1:i + 1] = [tokens[i - 1] + "."]
        else:
            i += 1
    return tokens


@functools.lru_cache(maxsize=1 << 14)
def _chunk_kinds(chunk: str) -> str:
    """One letter per token of ``chunk``: ``T`` terminal, ``P`` other punctuation, ``W`` anything
    else (the tokens that open a new sentence after a ``T``)."""
    kinds = []
    for token in _chunk_tokens(chunk):
        if token in TERMINAL_PUNCTUATION:
            kinds.append("T")
        elif _NOT_PUNCT_RE.search(token):
            kinds.append("W")
        else:
            kinds.append("P")
    return "".join(kinds)


# -- counting ---------------------------------------------------------------------------------------

def count_sentences(line: str) -> int:
    """The number of sentences spaCy's English sentencizer finds in ``line`` (0 for a blank line).

    Meant for one stripped line; an approximation of spaCy's tokenizer (see the module docstring),
    exact on ordinary prose.
    """
    if not line or line.isspace():
        return 0
    sentences = 1
    open_end = False  # a terminal token waits for the token that starts the next sentence
    pos = 0
    for match in _TERMINAL_CHUNK_RE.finditer(line):
        if open_end and _WORD_START_RE.search(line, pos, match.start()):
            sentences += 1
            open_end = False
        for kind in _chunk_kinds(match.group()):
            if kind == "T":
                open_end = True
            elif kind == "W" and open_end:
                sentences += 1
                open_end = False
        pos = match.end()
    if open_end and _WORD_START_RE.search(line, pos):
        sentences += 1
    return sentences
