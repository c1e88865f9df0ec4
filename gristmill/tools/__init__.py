"""Tools around a run: ``inspect`` an input before running, ``verify`` an output after,
``train_tokenizer`` on either, and ``assets`` to check that every bundled model loads offline."""
