"""The pipeline itself: the typed config (``config``), the command line's split of arguments
(``options``), the graph built from a config (``graph``), the Dataflow launcher (``launcher``) and
the progress a local run shows (``progress``). The stages it wires live in
:mod:`gristmill.transforms`."""
