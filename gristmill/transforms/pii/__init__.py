"""PII detection and redaction: which recognizers run (:mod:`gristmill.transforms.pii.recognizers`), cheap
pre-screening and windowed analysis, and the redaction stage."""

from gristmill.transforms.pii.recognizers import (DEFAULT_ENTITIES, DEFAULT_SCORE_THRESHOLD,
                                        DEFAULT_THRESHOLDS, MATCH_FACTS, NER_ENTITIES,
                                        build_analyzer, needs_nlp)

__all__ = ["DEFAULT_ENTITIES", "DEFAULT_SCORE_THRESHOLD", "DEFAULT_THRESHOLDS", "MATCH_FACTS",
           "NER_ENTITIES", "build_analyzer", "needs_nlp"]
