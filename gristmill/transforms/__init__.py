"""Gristmill's data-parallel stages.

One module per stage. Inside each: pure per-document functions first, then the DoFns that apply them,
then the composite PTransform the pipeline wires in. Every stage consumes and produces
:class:`gristmill.transforms.document.Document` and reports what it dropped through :mod:`gristmill.transforms.stage`.
"""
