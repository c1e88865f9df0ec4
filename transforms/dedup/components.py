"""Connected components of a large undirected graph, as a Beam transform.

Near-duplicate detection produces candidate pairs of document ids; the duplicate clusters are the
connected components of that graph, and each cluster keeps its smallest id. Peers' users report that
this clustering step is where memory runs out, so it is written here so that no worker ever holds the
graph, a component, or an adjacency list as one Python object.

Algorithm
---------
Minimum-label propagation with root hooking and pointer jumping ("shortcutting"), in the family
studied by Shiloach & Vishkin (1982), Kiveris et al. (2014, "Connected Components in MapReduce and
Beyond") and Liu & Tarjan (2019, "Simple Concurrent Labeling Algorithms for Connected Components").
Every node ``v`` holds a label ``L(v)``: a node of its own component with ``L(v) <= v`` (string order),
so the labels form a forest of pointers towards smaller ids. The edge set never changes. One round:

1. propagate: ``L1(v) = min(L(v), min of L(u) over neighbours u)``;
2. hook: the node that ``v`` pointed to learns ``v``'s new label too,
   ``H(p) = min(L1(p), min of L1(v) over v with L(v) = p)``, so a whole tree moves when any of its
   members finds a smaller label, not just that member;
3. shortcut: ``L2(v) = H(H(v))``, which halves the length of pointer chains.

Plain min-label propagation needs as many rounds as the graph's diameter (10,000 for a chain of
10,000 nodes); propagation with shortcutting only (step 2 left out) still needed 577 rounds on a
2,000-node chain with shuffled ids, because a node's old tree does not follow it. With hooking, the
number of rounds grows with ``log n``: measured (in-memory model of the same rounds) 10 rounds for
chains of 2,000 nodes, 12-13 for 10,000, 15 for 100,000, 17 for 300,000, whatever the id order
(shuffled, sorted, reversed, zig-zag, bit-reversed), and 4-7 on random graphs and trees. Large-star /
small-star (Kiveris et al.) also needs logarithmically many rounds in practice, but it rewrites the
edge set into stars, so the final round groups an entire component under its smallest id, and each
large-star step needs a node's whole neighbour list next to its minimum. Here the edges stay as given,
and every minimum is a ``CombinePerKey(min)``.

Memory of each shuffle, for a hub with a million neighbours (or a component of a million nodes):

* propagate's minimum, hook's minimum, and the per-node pairing of old and new labels are
  ``CombinePerKey`` with an accumulator of one or two ids: constant memory per key, whatever the
  degree; combiner lifting reduces the hub's million messages before the shuffle.
* propagate's join (sending ``L(u)`` along each edge of ``u``) and shortcut's join (sending ``H(p)`` to
  every ``v`` with ``H(v) = p``) are the only ``GroupByKey`` steps. Their values for one key are the
  key's label plus its rows: the hub's million neighbour ids, or, once a million-node component has
  converged, the million members pointing at its smallest id. The DoFn reads that iterable twice
  (find the label, then stream the rows out) and keeps nothing else: on Dataflow the iterable is paged
  from the shuffle, so the worker holds one page; Flink materializes a key's values in memory, which
  for a million short ids is some tens of MB, the largest allocation of this transform.
* nothing else is grouped, and there are no side inputs.

Rounds
------
Beam graphs are acyclic, so ``max_rounds`` rounds are unrolled. Each round counts the nodes whose
label changed (labels only decrease, so "no change" means a fixed point, and a fixed point is the
exact answer: neighbours share a label, and the smallest node of a component can only label itself).
Stats: ``dedup_near/cc_rounds`` counts the rounds in which any label changed;
``dedup_near/cc_unconverged`` (1) says labels still changed in the last round, i.e. the output is not
the components and ``max_rounds`` must grow.

A round after convergence changes nothing but is not free: it shuffles the edges and labels once
more. Gating it on the previous round's count through a side input made FnApiRunner stop with
"watermark-pending bundles did not execute" beyond two rounds, so every round runs in full; keep
``max_rounds`` near what the data needs (the ``cc_rounds`` stat of earlier runs says how many).
"""

from __future__ import annotations

import apache_beam as beam

from transforms.stage import stats_key

STAGE = "dedup_near"
ROUNDS_KEY = stats_key(STAGE, "cc_rounds")
UNCONVERGED_KEY = stats_key(STAGE, "cc_unconverged")

# Measured growth is about 0.7 rounds per doubling of a chain (17 rounds at 300,000 nodes), so 2**30
# nodes need about 30; 40 leaves a margin.
DEFAULT_MAX_ROUNDS = 40

# Tags of the values meeting in one key.
_LABEL = 0
_ROW = 1
_OLD = 0
_NEW = 1


def components_reference(edges) -> dict:
    """In-memory union-find: ``{node: smallest node of its component}`` for every edge endpoint.

    Only for tests and small inputs: it holds the whole graph.
    """
    parent: dict = {}

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for a, b in edges:
        parent.setdefault(a, a)
        parent.setdefault(b, b)
        ra, rb = find(a), find(b)
        if ra != rb:
            # The smaller id stays the root, so the root is the component's label.
            if rb < ra:
                ra, rb = rb, ra
            parent[rb] = ra
    return {node: find(node) for node in parent}


def _directed(edge):
    """Both directions of an edge, without self-loops."""
    a, b = edge
    if a != b:
        yield (a, b)
        yield (b, a)


def _closed_neighbourhood(edge):
    """Each endpoint paired with itself and with the other end: min over these is ``L0``."""
    a, b = edge
    yield (a, a)
    yield (b, b)
    if a != b:
        yield (a, b)
        yield (b, a)


class _OldNewFn(beam.CombineFn):
    """Pairs a node's two tagged labels: ``(tag, label)`` inputs -> ``(old, new)``.

    Each tag occurs once per key; taking the minimum per tag keeps the combine commutative and
    associative even so.
    """

    def create_accumulator(self):
        return (None, None)

    def add_input(self, acc, tagged):
        tag, label = tagged
        old, new = acc
        if tag == _OLD:
            old = label if old is None or label < old else old
        else:
            new = label if new is None or label < new else new
        return (old, new)

    def merge_accumulators(self, accumulators):
        merged = self.create_accumulator()
        for old, new in accumulators:
            if old is not None:
                merged = self.add_input(merged, (_OLD, old))
            if new is not None:
                merged = self.add_input(merged, (_NEW, new))
        return merged

    def extract_output(self, acc):
        return acc


class _SendLabelFn(beam.DoFn):
    """After a GroupByKey of one ``(_LABEL, label)`` and many ``(_ROW, target)`` values per key, emits
    ``(target, label)`` for each row. Reads the values twice so that it never copies them."""

    def process(self, element):
        _, values = element
        label = None
        for tag, value in values:
            if tag == _LABEL:
                label = value
                break
        if label is None:
            return
        for tag, value in values:
            if tag == _ROW:
                yield (value, label)


class _Round(beam.PTransform):
    """One round: labels ``(v, L(v))`` -> ``{"labels": (v, L2(v)), "changed": nodes changed}``.

    ``edges`` holds both directions of every edge, without self-loops."""

    def __init__(self, edges):
        super().__init__()
        self.edges = edges

    def expand(self, labels):
        # 1. propagate: L1(v) = min(L(v), L(u) for neighbours u).
        to_neighbours = (
            (labels | "TagLabel" >> beam.MapTuple(lambda v, label: (v, (_LABEL, label))),
             self.edges | "TagEdges" >> beam.MapTuple(lambda u, v: (u, (_ROW, v))))
            | "FlattenForPropagate" >> beam.Flatten()
            | "GroupByNode" >> beam.GroupByKey()
            | "SendToNeighbours" >> beam.ParDo(_SendLabelFn()))
        propagated = ((labels, to_neighbours)
                      | "FlattenPropagated" >> beam.Flatten()
                      | "MinOverNeighbours" >> beam.CombinePerKey(min))

        # 2. hook: H(p) = min(L1(p), L1(v) for v with L(v) = p).
        paired = ((labels | "TagBefore" >> beam.MapTuple(lambda v, label: (v, (_OLD, label))),
                   propagated | "TagPropagated" >> beam.MapTuple(lambda v, label: (v, (_NEW, label))))
                  | "FlattenForHook" >> beam.Flatten()
                  | "PairLabels" >> beam.CombinePerKey(_OldNewFn()))
        hooked = ((propagated,
                   paired | "ToParent" >> beam.MapTuple(lambda v, old_new: old_new))
                  | "FlattenHooked" >> beam.Flatten()
                  | "MinAtParent" >> beam.CombinePerKey(min))

        # 3. shortcut: L2(v) = H(H(v)).
        shortcut = (
            (hooked | "TagParentLabel" >> beam.MapTuple(lambda p, label: (p, (_LABEL, label))),
             hooked | "ChildOfParent" >> beam.MapTuple(lambda v, parent: (parent, (_ROW, v))))
            | "FlattenForShortcut" >> beam.Flatten()
            | "GroupByParent" >> beam.GroupByKey()
            | "JumpToGrandparent" >> beam.ParDo(_SendLabelFn()))

        changed = (
            (labels | "TagOld" >> beam.MapTuple(lambda v, label: (v, (_OLD, label))),
             shortcut | "TagNew" >> beam.MapTuple(lambda v, label: (v, (_NEW, label))))
            | "FlattenForChange" >> beam.Flatten()
            | "CompareLabels" >> beam.CombinePerKey(_OldNewFn())
            | "IsChanged" >> beam.MapTuple(lambda v, old_new: int(old_new[0] != old_new[1]))
            | "CountChanged" >> beam.CombineGlobally(sum))
        return {"labels": shortcut, "changed": changed}


def _round_stats(changes):
    """Per-round changed counts (in round order) -> stats elements."""
    rounds = sum(1 for n in changes if n > 0)
    stats = [(ROUNDS_KEY, rounds)]
    if changes and changes[-1] > 0:
        stats.append((UNCONVERGED_KEY, 1))
    return stats


class ConnectedComponents(beam.PTransform):
    """PCollection[(a, b)] of undirected edges between string ids -> ``{"labels", "stats"}``.

    ``labels``: ``(node, label)`` for every node that is an endpoint of some edge, ``label`` being the
    smallest id (string order) of the node's connected component. Duplicate edges and self-loops are
    allowed. Deterministic on every runner.

    ``stats``: ``("dedup_near/cc_rounds", n)``, the number of rounds in which a label changed, and
    ``("dedup_near/cc_unconverged", 1)`` when labels still changed in the last of ``max_rounds`` rounds
    (then ``labels`` are not the components and the caller must fail or raise ``max_rounds``).
    """

    def __init__(self, max_rounds: int = DEFAULT_MAX_ROUNDS):
        super().__init__()
        if not isinstance(max_rounds, int) or isinstance(max_rounds, bool) or max_rounds < 1:
            raise ValueError(f"max_rounds must be a positive integer, got {max_rounds!r}")
        self.max_rounds = max_rounds

    def expand(self, edges):
        unique = edges | "DistinctEdges" >> beam.Distinct()
        directed = unique | "BothDirections" >> beam.FlatMap(_directed)
        labels = (unique
                  | "ClosedNeighbourhood" >> beam.FlatMap(_closed_neighbourhood)
                  | "InitialLabels" >> beam.CombinePerKey(min))

        per_round = []
        for n in range(1, self.max_rounds + 1):
            result = labels | f"Round{n:02d}" >> _Round(directed)
            labels, changed = result["labels"], result["changed"]
            per_round.append(changed | f"Number{n:02d}" >> beam.Map(lambda c, n=n: (n, c)))

        stats = (per_round
                 | "FlattenChanges" >> beam.Flatten()
                 | "AllRounds" >> beam.combiners.ToList()
                 | "RoundStats" >> beam.FlatMap(
                     lambda pairs: _round_stats([c for _, c in sorted(pairs)])))
        return {"labels": labels, "stats": stats}
