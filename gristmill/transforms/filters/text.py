"""Text splitting shared by the quality rules, computed once per document.

Several rules look at the same words, lines and paragraphs of a document, one after the other. The
splits are cached per text for the last :data:`SPLITS_KEPT` texts, so a stack of rules splits each
document once: the filter stage runs each rule over a whole batch (256 documents by default) before the
next rule, so the cache must hold a batch.

Words
-----
:func:`words` reproduces the word splitting of spaCy's blank English pipeline (``spacy.blank("en")``,
spaCy 3.8), which is what datatrove's Gopher filters count with, so that thresholds published for
those filters mean the same thing here. spaCy is not used at run time: it costs more than all the rules
together. The same algorithm is rebuilt from compiled regular expressions:

1. split the text on whitespace (``str.split()``; spaCy's whitespace tokens are dropped, as datatrove
   drops them);
2. for each chunk, unless the whole chunk is a known exception, repeatedly peel one prefix
   (opening brackets and quotes, ``$``, ``#``, ``..``, …) and one suffix (closing punctuation,
   ``'s``, a unit after a number as in ``10km``, a period after a lower-case letter or a digit or two
   capitals, …) until nothing changes or what is left is an exception;
3. keep what is left whole if it is an exception or looks like a URL or e-mail address, else split it at
   infixes: ``..`` runs, ``…``, symbols, ``-``/``+``/``*``/``^`` between digits, ``.`` between a
   lower-case and an upper-case letter, ``,`` between letters, hyphens and dashes after a letter or
   digit and before a letter, and ``: < > = /`` between a letter or digit and a letter;
4. merge adjacent pieces of a chunk that spell an exception made of punctuation (``:)``, ``e.g.``).

Exceptions are English contractions (``don't`` → ``do`` ``n't``, ``dont`` → ``do`` ``nt``,
``cannot`` → ``can`` ``not``, ``id`` → ``i`` ``d``), abbreviations that keep their period (``Dr.``,
``e.g.``, ``a.``), times (``10am`` → ``10`` ``am``) and emoticons (``:)``, ``<3``, ``8)``): the same
1,343 entries as spaCy's English table (without its whitespace entries), generated from rules here.

Examples: ``"(see https://example.org/a-b)."`` → ``( see https://example.org/a-b ) .``;
``"well-known, 3.5 1,000 self-test..."`` → ``well - known , 3.5 1,000 self - test ...``;
``"U.S. It's 10km"`` → ``U.S. It 's 10 km``.

Compared with spaCy on 10,256 documents (the benchmark corpus of manuals and man pages, and the
bundled sample: a dictionary, the King James Bible, web-like pages; 8.7 million tokens), the token
sequences were identical for all documents but one, which differed in one chunk. Known differences:

* exceptions spanning two whitespace-separated chunks (spaCy's exception matcher runs over the whole
  document; here it runs inside one chunk), e.g. ``':' (:issue`` where spaCy's ``:'(`` candidate keeps
  ``(`` ``:`` apart and here they merge into ``(:``;
* letters, lower/upper case and symbols are Unicode's current categories, where spaCy uses hand-made
  tables from an older Unicode version: a few rare scripts and recently added symbols split
  differently;
* units split off a number are the Latin-script ones (spaCy also splits ``5кг`` and Arabic units).

Speed: each distinct chunk is split once and remembered (up to 400,000 chunks, then the older half is
forgotten), so most of a document costs one dictionary look-up per chunk.

Lines and paragraphs
--------------------
:func:`lines` is ``str.splitlines()``; :func:`paragraphs` splits the stripped text at runs of two or
more newlines (the paragraph definition of Gopher's repetition filter).

Punctuation
-----------
:data:`PUNCTUATION` holds every character of the Unicode punctuation (``P*``) and symbol (``S*``)
categories plus the control characters that are not whitespace; :func:`is_punctuation` tells whether a
token is made only of them (``"--"``, ``"©"``, ``"->"``), i.e. is not a word for counting purposes.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata

# -- Unicode character classes ------------------------------------------------------------------------

# Planes 0-2 hold every letter and symbol that English web text realistically contains.
_SCAN_LIMIT = 0x30000


def _scan_unicode() -> dict[str, list[tuple[int, int]]]:
    """Half-open code point ranges of each class: letters (``alpha``), the lower- and upper-case
    sides (``lower``, ``upper``: letters without case, CJK, Arabic…, count as both, as in spaCy),
    other symbols (``so``), and punctuation, symbols and controls (``punct``)."""
    categories = list(map(unicodedata.category, map(chr, range(_SCAN_LIMIT))))
    classes: dict[str, list[tuple[int, int]]] = {
        name: [] for name in ("alpha", "lower", "upper", "so", "punct")}
    start = 0
    for category, run in itertools.groupby(categories):
        end = start + len(list(run))
        names = []
        if category[0] == "L":
            names.append("alpha")
            if category != "Ll":
                names.append("upper")
            if category not in ("Lu", "Lt"):
                names.append("lower")
        elif category[0] in "PS" or category == "Cc":
            names.append("punct")
            if category == "So":
                names.append("so")
        for name in names:
            classes[name].append((start, end))
        start = end
    return classes


def _char_class(ranges) -> str:
    """The body of a regex character class matching the half-open code point ``ranges`` (sorted)."""
    merged: list[list[int]] = []
    for a, b in ranges:
        if merged and merged[-1][1] == a:
            merged[-1][1] = b
        else:
            merged.append([a, b])
    return "".join(re.escape(chr(a)) if b == a + 1 else f"{re.escape(chr(a))}-{re.escape(chr(b - 1))}"
                   for a, b in merged)


def _literal_class(chars: str) -> str:
    return "".join(re.escape(c) for c in chars)


_CLASSES = _scan_unicode()
_ALPHA = _char_class(_CLASSES["alpha"])
_LOWER = _char_class(_CLASSES["lower"])
_UPPER = _char_class(_CLASSES["upper"])
_SYMBOLS = _char_class(_CLASSES["so"])

#: Characters that make up no word: Unicode punctuation (P*), symbols (S*), and control characters
#: (Cc) other than whitespace.
PUNCTUATION: frozenset[str] = frozenset(
    chr(cp) for a, b in _CLASSES["punct"] for cp in range(a, b) if not chr(cp).isspace())
_HAS_WORD_CHAR = re.compile(
    f"[^{_char_class((cp, cp + 1) for cp in sorted(map(ord, PUNCTUATION)))}]")
del _CLASSES


@functools.lru_cache(maxsize=1 << 16)
def is_punctuation(word: str) -> bool:
    """True if ``word`` is made only of punctuation, symbol or control characters (see
    :data:`PUNCTUATION`); such tokens are not counted as words."""
    return _HAS_WORD_CHAR.search(word) is None


# -- affix and infix patterns -------------------------------------------------------------------------

# Quotes and brackets that open or close a chunk (and may surround a period inside one).
_QUOTES = "'\"”“`‘´’‚,„»«「」『』（）〔〕【】《》〈〉〈〉⟦⟧"
# Punctuation peeled from either end of a chunk.
_PUNCT = "…,:;!?¿؟¡()[]{}<>_#*&。？！，、；：～·।،۔؛٪"
_CURRENCY = "$£€¥฿₽﷼" + "".join(map(chr, range(0x20A0, 0x20C0)))
_UNITS = ("km km² km³ m m² m³ dm dm² dm³ cm cm² cm³ mm mm² mm³ ha µm nm yd in ft kg g mg µg t lb oz "
          "m/s km/h kmh mph hPa Pa mbar mb MB kb KB gb GB tb TB T G M K %").split()
_AFTER_NUMBER = sorted({*_CURRENCY, "US$", "C$", "A$", *_UNITS}, key=len, reverse=True)

_NON_ASCII = r"(?=[^\x00-\x7f])"  # every "So" symbol is outside ASCII

_PREFIX = re.compile(
    r"\.\.+|US\$|C\$|A\$|\+(?![0-9])"
    f"|[{_literal_class('§%=—–' + _PUNCT + _QUOTES + _CURRENCY)}]|{_NON_ASCII}[{_SYMBOLS}]")

# The suffix is the leftmost match that reaches the end of the chunk, as with spaCy's ``re.search``.
# Apart from a run of dots, a suffix is at most 5 characters long and its look-behinds reach 2 further
# back, so the search starts near the end of the chunk.
_SUFFIX_REACH = 5
# Each alternative tests its cheap literal first and only then its look-behind: the large Unicode
# classes are slow to test, and most positions fail on the literal.
_SUFFIX = re.compile(
    r"(?:\.\.+|……|'s|'S|’s|’S"
    f"|[{_literal_class(_PUNCT + _QUOTES + '—–')}]|{_NON_ASCII}[{_SYMBOLS}]"
    r"|\+(?<=[0-9]\+)|\.(?<=°[FfCcKk]\.)"
    f"|(?=[{_literal_class(''.join(sorted({u[0] for u in _AFTER_NUMBER})))}])(?<=[0-9])"
    f"(?:{'|'.join(map(re.escape, _AFTER_NUMBER))})"
    f"|\\.(?<=[0-9{_LOWER}{_literal_class('%²-+|' + _PUNCT + _QUOTES)}]\\.)"
    f"|\\.(?<=[{_UPPER}][{_UPPER}]\\.)"
    r")$")

_INFIX = re.compile(
    rf"\.\.+|…|{_NON_ASCII}[{_SYMBOLS}]"
    r"|[-+*^](?<=[0-9][-+*^])(?=[0-9-])"
    f"|\\.(?<=[{_LOWER}{_literal_class(_QUOTES)}]\\.)(?=[{_UPPER}{_literal_class(_QUOTES)}])"
    f"|,(?<=[{_ALPHA}],)(?=[{_ALPHA}])"
    f"|(?=[-–—~])(?<=[{_ALPHA}0-9])(?:-|–|—|--|---|——|~)(?=[{_ALPHA}])"
    f"|[:<>=/](?<=[{_ALPHA}0-9][:<>=/])(?=[{_ALPHA}])")

# URLs, host names and e-mail addresses stay whole (scheme, user, IPv4 or host + lower-case TLD, port,
# path). Private IPv4 ranges are not URLs, as in spaCy.
_HOST_CHAR = "A-Za-z0-9\u00a1-\uffff"
_URL = re.compile(
    r"(?:[\w+\-.]{2,}://)?(?:\S+(?::\S*)?@)?"
    r"(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})"
    r"(?!172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2})"
    r"(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}"
    r"\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4])"
    f"|(?:(?:[{_HOST_CHAR}][{_HOST_CHAR}_-]{{0,62}})?[{_HOST_CHAR}]\\.)+[{_LOWER}]{{2,63}})"
    r"(?::\d{2,5})?(?:[/?#]\S*)?")


# -- exceptions ---------------------------------------------------------------------------------------

def _exceptions() -> dict[str, tuple[str, ...]]:
    """English tokenizer exceptions: chunk -> the tokens it splits into."""
    table: dict[str, tuple[str, ...]] = {}

    def add(*tokens: str, capitalize: bool = False) -> None:
        table["".join(tokens)] = tokens
        if capitalize:
            first = tokens[0][:1].upper() + tokens[0][1:]
            table[first + "".join(tokens[1:])] = (first, *tokens[1:])

    # Negations: "don't" -> do n't, "dont" -> do nt, and with a trailing "'ve" for the modals.
    negated = "ai are ca could dare did do does had has have is may might must need ought sha should " \
              "was were wo would"
    negated_have = {"ca", "could", "did", "do", "does", "had", "may", "might", "must", "need",
                    "ought", "sha", "should", "wo", "would"}
    for verb in negated.split():
        for apostrophe in ("'", ""):
            neg = "n" + apostrophe + "t"
            add(verb, neg, capitalize=True)
            if verb in negated_have:
                add(verb, neg, apostrophe + "ve", capitalize=True)

    # Clitics after pronouns and question words: "they're", "she'd've", "theyre", …
    clitics = {
        "i": "m ll d ve", "you": "ll d ve re", "we": "ll d ve re", "they": "ll d ve re",
        "he": "ll d s", "she": "ll d s", "it": "ll d s", "that": "ll d s", "this": "ll d s",
        "these": "ll d ve re", "those": "ll d ve re",
        "who": "ll d ve re s", "what": "ll d ve re s", "when": "ll d ve re s",
        "where": "ll d ve re s", "why": "ll d ve re s", "how": "ll d ve re s",
        "there": "ll d ve re s",
        "could": "ve", "might": "ve", "must": "ve", "should": "ve", "would": "ve", "not": "ve",
    }
    for word, suffixes in clitics.items():
        for apostrophe in ("'", ""):
            for suffix in suffixes.split():
                add(word, apostrophe + suffix, capitalize=True)
                if suffix in ("ll", "d"):
                    add(word, apostrophe + suffix, apostrophe + "ve", capitalize=True)
    for apostrophe in ("'", ""):
        add("i", apostrophe + "m", "a", capitalize=True)
    for chunk, tokens in {
        "let's": ("let", "'s"), "y'all": ("y'", "all"), "yall": ("y", "all"),
        "how'd'y": ("how", "'d", "'y"), "cannot": ("can", "not"), "gonna": ("gon", "na"),
        "gotta": ("got", "ta"), "c'mon": ("c'm", "on"),
    }.items():
        add(*tokens, capitalize=chunk not in ("y'all", "yall"))

    # Dropped g's and other words that keep an apostrophe: "nothin'", "'cause", "'em".
    for word in "doin goin havin lovin nothin nuthin somethin ol".split():
        add(word, capitalize=True)
        add(word + "'", capitalize=True)
    for word in "em ll nuff".split():
        add(word)
        add("'" + word)
    for word in "bout cause cos coz cuz".split():
        add("'" + word)
    for word in "Cause Cos Coz Cuz d re s S".split():
        add("'" + word)

    # Times: "10am" -> 10 am, "3p.m." -> 3 p.m.
    for hour in range(1, 13):
        for period in ("a.m.", "am", "p.m.", "pm"):
            add(str(hour), period)

    # Abbreviations that keep their period.
    abbreviations = (
        "a.m. p.m. e.g. E.g. E.G. i.e. I.e. I.E. vs. v.s. co. Co. Corp. Inc. Ltd. Bros. Messrs. "
        "Mr. Mrs. Ms. Dr. Prof. Jr. Rev. Rep. Sen. Gen. Gov. Adm. St. Mt. Ph.D. "
        "Jan. Feb. Mar. Apr. Jun. Jul. Aug. Sep. Sept. Oct. Nov. Dec. "
        "Ak. Ala. Ariz. Ark. Calif. Colo. Conn. D.C. Del. Fla. Ga. Ia. Id. Ill. Ind. Kan. Kans. Ky. "
        "La. Md. Mass. Mich. Minn. Miss. Mo. Mont. N.C. N.D. N.H. N.J. N.M. N.Y. Neb. Nebr. Nev. "
        "Okla. Ore. Pa. S.C. Tenn. Va. Wash. Wis. ä. ö. ü."
    )
    for word in abbreviations.split():
        add(word)
    for letter in "abcdefghijklmnopqrstuvwxyz":
        add(letter + ".")
    for unit in "CFKcfk":
        add("°", unit, ".")

    # Emoticons and other punctuation that stays together.
    emoticons = (
        "(*_*) (-8 (-: (-; (-_-) (._.) (: (; (= (>_<) (^_^) (o: (¬_¬) (ಠ_ಠ) (╯°□°）╯︵┻━┻ )-: ): "
        "-_- -__- ._. 0.0 0.o 0_0 0_o 8) 8-) 8-D 8D :'( :') :'-( :'-) :( :(( :((( :() :) :)) :))) "
        ":* :-( :-(( :-((( :-) :-)) :-))) :-* :-/ :-0 :-3 :-> :-D :-O :-P :-X :-] :-o :-p :-x :-| "
        ":-} :/ :0 :1 :3 :> :D :O :P :X :] :o :o) :p :x :| :} ;) ;-) ;-D ;D ;_; <.< </3 <3 <33 "
        "<333 =( =) =/ =3 =D =[ =] =| >.< >.> >:( >:o ><(((*> @_@ O_O O_o O.O O.o V_V V.V [-: [: "
        "[= ]= ^_^ ^__^ ^___^ o.0 o_0 o_O o_o o.O o.o v_v v.v xD xDD XD XDD ¯\\(ツ)/¯ ಠ_ಠ ಠ︵ಠ "
        "' '' ‘s ‘S — C++ and/or w/o <space> \\t \\n \\\") ma'am o'clock"
    )
    for chunk in emoticons.split():
        add(chunk, capitalize=chunk in ("ma'am", "o'clock"))

    # Every exception with a straight apostrophe also exists with a typographic one.
    for chunk, tokens in list(table.items()):
        if "'" in chunk:
            table[chunk.replace("'", "’")] = tuple(t.replace("'", "’") for t in tokens)

    # Ordinary words that the contraction rules would split.
    for word in ("ill", "its", "hell", "shell", "shed", "were", "well", "whore"):
        table.pop(word, None)
        table.pop(word.capitalize(), None)
    return table


_EXCEPTIONS = _exceptions()


# -- splitting one chunk ------------------------------------------------------------------------------

def _prefix_length(chunk: str) -> int:
    match = _PREFIX.match(chunk)
    return match.end() if match else 0


def _suffix_length(chunk: str) -> int:
    if chunk.endswith(".."):
        return len(chunk) - len(chunk.rstrip("."))
    match = _SUFFIX.search(chunk, max(0, len(chunk) - _SUFFIX_REACH))
    return match.end() - match.start() if match else 0


def _plain(piece: str) -> bool:
    """Only letters, or only digits: no prefix, suffix, infix or URL rule applies."""
    return piece.isalpha() or piece.isdigit()


def _split_chunk(chunk: str, exceptions: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The tokens of one whitespace-free chunk (steps 2-4 of the module docstring)."""
    found = exceptions.get(chunk)
    if found is not None:
        return found
    if _plain(chunk):
        return (chunk,)
    prefixes: list[str] = []
    suffixes: list[str] = []
    rest = chunk
    previous_length = -1
    while (rest and len(rest) != previous_length and rest not in exceptions
           and not (rest.isalpha() or rest.isdigit())):
        previous_length = len(rest)
        pre = _prefix_length(rest)
        if pre and rest[pre:] in exceptions:
            prefixes.append(rest[:pre])
            rest = rest[pre:]
            break
        suf = _suffix_length(rest[pre:])
        if suf and rest[:-suf] in exceptions:
            suffixes.append(rest[-suf:])
            rest = rest[:-suf]
            break
        if pre and suf and pre + suf <= len(rest):
            prefixes.append(rest[:pre])
            suffixes.append(rest[-suf:])
            rest = rest[pre:-suf]
        elif pre:
            prefixes.append(rest[:pre])
            rest = rest[pre:]
        elif suf:
            suffixes.append(rest[-suf:])
            rest = rest[:-suf]
    tokens = prefixes
    if rest:
        found = exceptions.get(rest)
        if found is not None:
            tokens.extend(found)
        elif _plain(rest):
            tokens.append(rest)
        elif "." in rest and _URL.fullmatch(rest):  # every URL pattern has a dot
            tokens.append(rest)
        else:
            _split_infixes(rest, tokens)
    tokens.extend(reversed(suffixes))
    if len(tokens) > 1 and exceptions:
        return _merge_exceptions(tokens)
    return tuple(tokens)


def _split_infixes(rest: str, tokens: list[str]) -> None:
    start = 0
    for match in _INFIX.finditer(rest):
        begin, end = match.span()
        if begin == 0:  # an infix cannot open the chunk: it stays attached to what follows
            continue
        if begin != start:
            tokens.append(rest[start:begin])
        tokens.append(rest[begin:end])
        start = end
    if start < len(rest):
        tokens.append(rest[start:])


def _exception_patterns() -> dict[str, list[tuple[str, ...]]]:
    """Exceptions that the affix rules would split into several pieces, by their first piece:
    ``":)"`` -> ``(":", ")")``."""
    patterns: dict[str, list[tuple[str, ...]]] = {}
    for chunk in _EXCEPTIONS:
        if _prefix_length(chunk) or _suffix_length(chunk) or _INFIX.search(chunk):
            pieces = _split_chunk(chunk, {})
            if len(pieces) > 1:
                patterns.setdefault(pieces[0], []).append(pieces)
    return patterns


_PATTERNS = _exception_patterns()
# Their first two pieces: a chunk whose adjacent pieces match none of these needs no merging.
_PATTERN_PAIRS = frozenset(pattern[:2] for patterns in _PATTERNS.values() for pattern in patterns)


def _merge_exceptions(tokens: list[str]) -> tuple[str, ...]:
    """Re-join runs of pieces that spell an exception; longer runs win, then earlier ones."""
    if _PATTERN_PAIRS.isdisjoint(zip(tokens, tokens[1:])):
        return tuple(tokens)
    spans = []
    for i, token in enumerate(tokens):
        for pattern in _PATTERNS.get(token, ()):
            if tuple(tokens[i:i + len(pattern)]) == pattern:
                spans.append((len(pattern), -i))
    if not spans:
        return tuple(tokens)
    spans.sort(reverse=True)
    taken: set[int] = set()
    chosen = []
    for length, neg_start in spans:
        start = -neg_start
        if start not in taken and start + length - 1 not in taken:
            chosen.append((start, length))
        taken.update(range(start, start + length))
    merged: list[str] = []
    position = 0
    for start, length in sorted(chosen):
        merged.extend(tokens[position:start])
        merged.extend(_EXCEPTIONS["".join(tokens[start:start + length])])
        position = start + length
    merged.extend(tokens[position:])
    return tuple(merged)


class _ChunkCache(dict):
    """chunk -> tokens. Chunks repeat a lot across documents (Zipf), so most are split once. Past
    ``limit`` entries the older half is forgotten, which bounds memory and keeps frequent chunks."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def __missing__(self, chunk: str) -> tuple[str, ...]:
        if len(self) >= self.limit:
            for old in list(itertools.islice(self, self.limit // 2)):
                del self[old]
        tokens = self[chunk] = _split_chunk(chunk, _EXCEPTIONS)
        return tokens


_CHUNKS = _ChunkCache(limit=400_000)


# -- public splits ------------------------------------------------------------------------------------

#: How many texts' splits are kept (per split kind): more than one filter batch.
SPLITS_KEPT = 512

@functools.lru_cache(maxsize=SPLITS_KEPT)
def words(text: str) -> tuple[str, ...]:
    """The words and punctuation tokens of ``text``, split like spaCy's English tokenizer."""
    return tuple(itertools.chain.from_iterable(map(_CHUNKS.__getitem__, text.split())))


@functools.lru_cache(maxsize=SPLITS_KEPT)
def lines(text: str) -> tuple[str, ...]:
    """``text.splitlines()``, cached."""
    return tuple(text.splitlines())


_PARAGRAPH_BREAK = re.compile(r"\n{2,}")


@functools.lru_cache(maxsize=SPLITS_KEPT)
def paragraphs(text: str) -> tuple[str, ...]:
    """The stripped text split at runs of two or more newlines (``("",)`` for blank text)."""
    return tuple(_PARAGRAPH_BREAK.split(text.strip()))
