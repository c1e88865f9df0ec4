"""The building blocks of the typed run configuration: bounded counts and sizes, ratios, the base
of every section. Both :mod:`gristmill.pipeline.config` and the filter rules (whose settings are
declared beside them) use these, so they live apart from either: importing them imports neither.
"""

from __future__ import annotations

import functools
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict
from pydantic_core import PydanticCustomError

# Strict: YAML reads `true`/`yes` as booleans, and a boolean where a count belongs is a mistake,
# not the number 1.
PositiveInt = Annotated[int, Strict(), Field(gt=0)]
NonNegativeInt = Annotated[int, Strict(), Field(ge=0)]
# Seeds key 64-bit BLAKE2b hashes.
Seed = Annotated[int, Strict(), Field(ge=0, lt=1 << 64)]


def _at_most(value, *, low, high):
    if value > high:
        raise PydanticCustomError("out_of_range", "is out of range: must be between {low} and {high}",
                                  {"low": low, "high": high})
    return value


def bounded(base: Any, low: int, high: int | float) -> Any:
    return Annotated[base, AfterValidator(functools.partial(_at_most, low=low, high=high))]


def Size(high: int | float, *, low: int = 1) -> Any:
    """A count or size from ``low`` (0 or 1) to ``high``. Every size has an upper bound, far beyond
    what any run needs, so that a typo (``seq_len=1000000000``) is an error that names the key
    instead of a run that exhausts memory on ten tiny documents."""
    return bounded(PositiveInt if low == 1 else NonNegativeInt, low, high)


# The bounds. A document is at most MAX_RECORD_BYTES, so no count inside one (characters, words,
# tokens, lines) can exceed it.
# 1 GiB: one record is one Beam element, held whole in a worker's memory (and protobuf, which carries
# elements between workers, stops at 2 GiB).
MAX_RECORD_BYTES = 1 << 30
MAX_PER_DOCUMENT = MAX_RECORD_BYTES
# The longest context windows trained today are about a million tokens.
MAX_SEQ_LEN = 1 << 20
# A batch of documents is held in one worker at once; batches pay off long before 65 536.
MAX_BATCH = 1 << 16
# Input splits and output shards: 1 TiB per input split, 16 GiB per output file, a million shards.
MAX_SPLIT_BYTES = 1 << 40
MAX_SHARD_BYTES = 1 << 34
MAX_SHARDS = 1 << 20
# A shard's tokens are packed in one worker's memory as int32: 1 << 30 tokens is 4 GiB.
MAX_TOKENS_PER_SHARD = 1 << 30
# Token budgets of a mixture: a quadrillion tokens, a hundred times the largest corpora.
MAX_TOKEN_BUDGET = 1 << 50
# MinHash permutations (Lee et al. 2022 used 9000), bands and rows; signatures are num_perm x 8 bytes
# per document.
MAX_NUM_PERM = 1 << 14
# n-gram sizes (shingles, Gopher's repeated n-grams): published pipelines use 2 to 13.
MAX_NGRAM = 1 << 10
# Documents gathered under one LSH band key or one segment before hot buckets are salted.
MAX_BUCKET = 1 << 20
# Rounds of connected components: each one adds its stages to the pipeline graph.
MAX_ROUNDS = 64
# Edges solved in one worker's memory after the rounds (about 100 bytes each).
MAX_FINISH_EDGES = 1 << 27
# Repetition of a source in a mixture: Muennighoff et al. 2023 find repeated data worth little after a
# few tens of epochs; each epoch is another copy of every document in the output.
MAX_EPOCHS = 1000


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, validate_default=True)


Mode = Literal["filter", "annotate"]
Ratio = Annotated[float, Field(ge=0, le=1)]
NonNegativeFloat = Annotated[float, Field(ge=0)]

# n-gram sizes are mapping keys: lax, because JSON (the manifest's copy of the config) makes keys strings.
NgramSize = bounded(Annotated[int, Field(ge=1)], 1, MAX_NGRAM)
