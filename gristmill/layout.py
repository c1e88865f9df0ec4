"""The names under a run's ``output.path``: what the pipeline writes and what readers of an output
(``gristmill verify``, the trainer-side loader) look for. Plain names only, so that the loader
can import them without Beam.
"""

# Folders of shards, one per kind of output.
DATA = "data"
DOCUMENTS = "documents"
REJECTS_DIR = "rejects"
DEAD_LETTER_DIR = "dead_letter"
DEDUP_INDEX_DIR = "dedup_index"  # see gristmill.transforms.dedup.index
MEGATRON_DIR = "megatron"  # see gristmill.transforms.megatron
OUTPUT_KINDS = (DATA, DOCUMENTS, REJECTS_DIR, DEAD_LETTER_DIR, DEDUP_INDEX_DIR, MEGATRON_DIR)

# Files at the top of the output, and the run's own working names.
LOCK_FILE = "gristmill.lock"
TEMP_DIR = "_incomplete"
MANIFEST_FILE = "manifest.json"
COMMIT_PLAN = "commit.json"
STATS_FILE = "stats.json"
REPORT_FILE = "report.html"
# Per-stage times of a local run (gristmill/pipeline/progress.py): not in the manifest, never identical.
TIMINGS_FILE = "timings.json"
# Files a run writes at the top of its output, besides the kind folders.
TOP_LEVEL_FILES = (STATS_FILE, REPORT_FILE, TIMINGS_FILE)
