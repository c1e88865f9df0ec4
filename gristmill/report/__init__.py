"""What a run reports: ``stats.json`` from the counts the stages emit (``stats``), ``report.html``
(``html``) and the building blocks both HTML pages use (``blocks``)."""
