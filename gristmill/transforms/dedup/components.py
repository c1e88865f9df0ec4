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

Finishing
---------
Beam graphs are acyclic, so rounds are unrolled, and a round costs the same fixed runner overhead
whether or not any label still changes: on FnApiRunner about 0.5 s of CPU and 30 MB per round even
for a ten-edge graph. Near-duplicate graphs settle in one to three rounds, so Gristmill runs few
rounds (``max_rounds``, 3 by default) and then finishes exactly:

* the *residual* graph is what the labels have not settled: ``(L(u), L(v))`` for every edge whose ends
  have different labels, plus ``(x, L(x))`` for every label ``x`` that is not a root itself. Its
  components, with the pointers ``v -> L(v)``, are the original components, so it is empty exactly
  when the labels are final;
* a residual of at most ``finish_edges`` edges (a count known before anything is gathered) is solved
  by union-find in one worker, and each node takes the root of its label's residual component;
* a larger residual is left as it is and reported (``cc_unconverged``): clusters may stay split, so
  some near-duplicates survive, and the run warns to raise ``max_rounds``. Nothing is held unbounded.

So the result is exact on any graph whose residual after ``max_rounds`` fits ``finish_edges``, which
covers every graph of up to ``finish_edges`` edges whatever its shape.

Memory of each shuffle, for a hub with a million neighbours (or a component of a million nodes):

* propagate's, hook's and the change count's combines are ``CombinePerKey`` with an accumulator of
  one or two ids: constant memory per key, whatever the degree.
* the joins that send one node's label to many rows (propagate sends ``L(u)`` along each edge of
  ``u``; shortcut sends ``H(p)`` to every ``v`` with ``H(v) = p``; the finish sends a root to every
  member of a label) are ``GroupByKey`` steps on ``(key, salt)``. A key with more than ``max_bucket``
  rows is split over ``ceil(rows / max_bucket)`` salts, and its label is sent to each salt, as LSH
  buckets are (``gristmill.transforms.dedup.minhash``). Degrees are counted once, since edges never change;
  the members of each label are counted in every round, because they do.
* the finish's single group holds at most ``finish_edges`` edges.

Stats: ``dedup_near/cc_rounds`` counts the rounds in which any label changed;
``dedup_near/cc_finished_edges`` the residual edges solved in one worker;
``dedup_near/cc_unconverged`` (1) says the residual was larger than ``finish_edges`` and left as is.
"""

from __future__ import annotations

import collections

import apache_beam as beam

from gristmill.transforms.dedup.minhash import hot_bucket_salts, member_salt
from gristmill.transforms.steps import StatKey

STAGE = "dedup_near"
ROUNDS_KEY = StatKey(STAGE, "cc_rounds")
FINISHED_KEY = StatKey(STAGE, "cc_finished_edges")
UNCONVERGED_KEY = StatKey(STAGE, "cc_unconverged")

# Near-duplicate graphs settled within 1-3 rounds on every corpus measured; the rest of a graph up to
# DEFAULT_FINISH_EDGES edges is finished exactly in one worker. On the benchmark corpus each further
# round cost about 6.6 CPU seconds (4 % of the whole dedup run) and changed nothing.
DEFAULT_MAX_ROUNDS = 3
# A million residual edges of short ids is some hundreds of MB in the finishing worker's union-find.
DEFAULT_FINISH_EDGES = 1_000_000
DEFAULT_MAX_BUCKET = 1000

# Tags of the values meeting in one key.
_LABEL = 0
_ROW = 1
_OLD = 0
_NEW = 1


def components_reference(edges) -> dict:
    """In-memory union-find: ``{node: smallest node of its component}`` for every edge endpoint.

    Used to finish a bounded residual graph, and by tests; it holds the whole graph it is given.
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
    """Tagged labels of one node -> ``(old, new)``: its ``_OLD`` label and the smallest ``_NEW`` one.

    Each key gets one ``_OLD`` value; taking the minimum per tag keeps the combine commutative and
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


class _LabelUsedFn(beam.CombineFn):
    """``(_OLD, own label)`` and ``(_NEW, None)`` per node that points here -> (own label, pointed at)."""

    def create_accumulator(self):
        return (None, False)

    def add_input(self, acc, tagged):
        tag, label = tagged
        own, used = acc
        if tag == _OLD:
            return (label if own is None or label < own else own, used)
        return (own, True)

    def merge_accumulators(self, accumulators):
        own, used = None, False
        for a_own, a_used in accumulators:
            if a_own is not None and (own is None or a_own < own):
                own = a_own
            used = used or a_used
        return (own, used)

    def extract_output(self, acc):
        return acc


# ------------------------------------------------------------------------------------------------
# Sending one key's label to many rows, with hot keys split over salts


def _hot_keys(max_bucket):
    def hot(element):
        key, rows = element
        if rows > max_bucket:
            yield key, hot_bucket_salts(rows, max_bucket)
    return hot


def _salt_row(element, hot):
    """``(key, (target, extra))`` -> ``((key, salt), (_ROW, (target, extra)))``."""
    key, row = element
    return (key, member_salt(row[0], hot.get(key, 1))), (_ROW, row)


def _salt_label(element, hot):
    """``(key, label)`` -> ``((key, salt), (_LABEL, label))`` for every salt of ``key``."""
    key, label = element
    for salt in range(hot.get(key, 1)):
        yield (key, salt), (_LABEL, label)


class _SendFn(beam.DoFn):
    """One salted group of a key's label and rows ``(target, extra)`` -> ``(target, label, extra)``
    per row. ``default_to_key``: a key without a label sends itself. Reads the values twice so that
    it never copies them."""

    def __init__(self, default_to_key: bool = False):
        self.default_to_key = default_to_key

    def process(self, element):
        (key, _), values = element
        label = None
        for tag, value in values:
            if tag == _LABEL:
                label = value
                break
        if label is None:
            if not self.default_to_key:
                return
            label = key
        for tag, value in values:
            if tag == _ROW:
                yield value[0], label, value[1]


class CountHot(beam.PTransform):
    """PCollection[(key, row)] -> ``{key: salts}`` for keys with more than ``max_bucket`` rows."""

    def __init__(self, max_bucket: int):
        super().__init__()
        self.max_bucket = max_bucket

    def expand(self, rows):
        return (rows
                | "One" >> beam.Map(lambda kv: (kv[0], 1))
                | "CountRows" >> beam.CombinePerKey(sum)
                | "HotKeys" >> beam.FlatMap(_hot_keys(self.max_bucket)))


class SendLabel(beam.PTransform):
    """``(labels, rows)`` -> ``(target, label, extra)`` for every row ``(key, (target, extra))``.

    ``labels`` holds one ``(key, label)`` per key. ``hot`` is a PCollection of ``(key, salts)`` from
    :class:`CountHot`; the rows of such a key are spread over its salts by ``target`` and the label is
    sent to every salt, so no group holds much more than ``max_bucket`` rows.
    """

    def __init__(self, hot, default_to_key: bool = False):
        super().__init__()
        self.hot = hot
        self.default_to_key = default_to_key

    def expand(self, inputs):
        labels, rows = inputs
        hot = beam.pvalue.AsDict(self.hot)
        return ((labels | "SaltLabel" >> beam.FlatMap(_salt_label, hot),
                 rows | "SaltRows" >> beam.Map(_salt_row, hot))
                | "Flatten" >> beam.Flatten()
                | "Group" >> beam.GroupByKey()
                | "Send" >> beam.ParDo(_SendFn(self.default_to_key)))


# ------------------------------------------------------------------------------------------------
# Rounds


def _propagate_messages(sent):
    """``(v, L(u), is_self)`` -> ``(v, (_OLD, L(v)))`` for the node itself, else ``(_NEW, L(u))``."""
    target, label, is_self = sent
    return target, (_OLD if is_self else _NEW, label)


def _hook_messages(element):
    """``(v, (old, new))`` -> v's own old label and L1, and L1 sent to v's old parent."""
    v, (old, new) = element
    l1 = old if new is None or old < new else new
    yield v, (_OLD, old)
    yield v, (_NEW, l1)
    if old != v:
        yield old, (_NEW, l1)


class _JumpFn(beam.DoFn):
    """``(v, H(H(v)), old L(v))`` -> ``(v, L2(v))``; the round number, when the label changed."""

    CHANGED = "changed"

    def __init__(self, round_number: int):
        self.round_number = round_number

    def process(self, sent):
        v, label, old = sent
        if label != old:
            yield beam.pvalue.TaggedOutput(self.CHANGED, self.round_number)
        yield v, label


class _Round(beam.PTransform):
    """One round: labels ``(v, L(v))`` -> ``{"labels": (v, L2(v)), "changed": round per change}``.

    ``neighbours`` holds ``(u, (v, False))`` for both directions of every edge and ``(v, (v, True))``
    for every node; ``hot_degrees`` the salts of high-degree nodes."""

    def __init__(self, neighbours, hot_degrees, max_bucket: int, round_number: int):
        super().__init__()
        self.neighbours = neighbours
        self.hot_degrees = hot_degrees
        self.max_bucket = max_bucket
        self.round_number = round_number

    def expand(self, labels):
        # 1. propagate: (v, (L(v), min L(u) over neighbours)).
        propagated = ((labels, self.neighbours)
                      | "Propagate" >> SendLabel(self.hot_degrees)
                      | "Messages" >> beam.Map(_propagate_messages)
                      | "MinOverNeighbours" >> beam.CombinePerKey(_OldNewFn()))
        # 2. hook: (p, (L(p), H(p))).
        hooked = (propagated
                  | "HookMessages" >> beam.FlatMap(_hook_messages)
                  | "MinAtParent" >> beam.CombinePerKey(_OldNewFn()))
        # 3. shortcut: L2(v) = H(H(v)), with v's old label carried along to count changes.
        children = hooked | "ChildOfParent" >> beam.MapTuple(
            lambda v, old_hooked: (old_hooked[1], (v, old_hooked[0])))
        hot_parents = children | "CountChildren" >> CountHot(self.max_bucket)
        parent_labels = hooked | "ParentLabel" >> beam.MapTuple(
            lambda p, old_hooked: (p, old_hooked[1]))
        jumped = ((parent_labels, children)
                  | "Shortcut" >> SendLabel(hot_parents)
                  | "Jump" >> beam.ParDo(_JumpFn(self.round_number)).with_outputs(
                      _JumpFn.CHANGED, main="labels"))
        return {"labels": jumped.labels, "changed": jumped[_JumpFn.CHANGED]}


# ------------------------------------------------------------------------------------------------
# Finishing


def _cross_edge(sent):
    """``(v, L(v), L(u))`` -> the residual edge between the two labels, if they differ."""
    _, label_v, label_u = sent
    if label_v != label_u:
        yield (label_v, label_u) if label_v < label_u else (label_u, label_v)


def _pointer_edge(element):
    """``(x, (L(x), some node points at x))`` -> ``(L(x), x)`` when x is a label but not a root."""
    x, (own, used) = element
    if used and own is not None and own != x:
        yield (own, x)


def _finish(element):
    """The gathered residual edges -> ``(x, root)`` for every node of the residual graph."""
    _, edges = element
    yield from components_reference(edges).items()


def _round_stats(changes: dict, rounds: int, residual: int, finish_edges: int):
    """Per-round change counts, rounds run, and the residual's size -> stats elements."""
    stats = [(ROUNDS_KEY, sum(1 for n in range(1, rounds + 1) if changes.get(n)))]
    if residual > finish_edges:
        stats.append((UNCONVERGED_KEY, 1))
    elif residual:
        stats.append((FINISHED_KEY, residual))
    return stats


class _CountByRound(beam.CombineFn):
    def create_accumulator(self):
        return collections.Counter()

    def add_input(self, acc, round_number):
        acc[round_number] += 1
        return acc

    def merge_accumulators(self, accumulators):
        merged = collections.Counter()
        for acc in accumulators:
            merged.update(acc)
        return merged

    def extract_output(self, acc):
        return dict(acc)


class ConnectedComponents(beam.PTransform):
    """PCollection[(a, b)] of undirected edges between string ids -> ``{"labels", "stats"}``.

    ``labels``: ``(node, label)`` for every node that is an endpoint of some edge, ``label`` being the
    smallest id (string order) of the node's connected component. Duplicate edges and self-loops are
    allowed. Deterministic on every runner.

    ``stats``: ``("dedup_near/cc_rounds", n)``, the number of rounds in which a label changed;
    ``("dedup_near/cc_finished_edges", n)`` when a residual of ``n`` edges was finished in one worker;
    ``("dedup_near/cc_unconverged", 1)`` when the residual was larger than ``finish_edges`` (then
    ``labels`` are not all the components' minima, and the caller should warn or raise
    ``max_rounds``). ``finish_edges=0`` turns finishing off.
    """

    def __init__(self, max_rounds: int = DEFAULT_MAX_ROUNDS,
                 finish_edges: int = DEFAULT_FINISH_EDGES, max_bucket: int = DEFAULT_MAX_BUCKET):
        super().__init__()
        for name, value, low in (("max_rounds", max_rounds, 1), ("finish_edges", finish_edges, 0),
                                 ("max_bucket", max_bucket, 1)):
            if not isinstance(value, int) or isinstance(value, bool) or value < low:
                raise ValueError(f"{name} must be an integer >= {low}, got {value!r}")
        self.max_rounds = max_rounds
        self.finish_edges = finish_edges
        self.max_bucket = max_bucket

    def expand(self, edges):
        unique = edges | "DistinctEdges" >> beam.Distinct()
        directed = unique | "BothDirections" >> beam.FlatMap(_directed)
        labels = (unique
                  | "ClosedNeighbourhood" >> beam.FlatMap(_closed_neighbourhood)
                  | "InitialLabels" >> beam.CombinePerKey(min))
        # The edges never change, so neither do the degrees: hubs are found once.
        hot_degrees = directed | "HotNodes" >> CountHot(self.max_bucket)
        neighbours = ((directed | "ToNeighbour" >> beam.MapTuple(lambda u, v: (u, (v, False))),
                       labels | "ToSelf" >> beam.Map(lambda kv: (kv[0], (kv[0], True))))
                      | "Neighbourhoods" >> beam.Flatten())

        changes = []
        for n in range(1, self.max_rounds + 1):
            result = labels | f"Round{n:02d}" >> _Round(neighbours, hot_degrees, self.max_bucket, n)
            labels = result["labels"]
            changes.append(result["changed"])

        residual = self._residual(labels, directed, hot_degrees)
        count = residual | "CountResidual" >> beam.combiners.Count.Globally()
        limit = self.finish_edges
        roots = (residual
                 | "GatherIfSmall" >> beam.FlatMap(
                     lambda edge, n: [(0, edge)] if n <= limit else [],
                     n=beam.pvalue.AsSingleton(count))
                 | "GatherResidual" >> beam.GroupByKey()
                 | "Finish" >> beam.FlatMap(_finish))
        members = labels | "MemberOfLabel" >> beam.MapTuple(lambda v, label: (label, (v, None)))
        hot_labels = members | "CountMembers" >> CountHot(self.max_bucket)
        final = ((roots, members)
                 | "FinalLabels" >> SendLabel(hot_labels, default_to_key=True)
                 | "NodeLabel" >> beam.Map(lambda sent: (sent[0], sent[1])))

        per_round = (changes
                     | "FlattenChanges" >> beam.Flatten(pipeline=edges.pipeline)
                     | "CountChanges" >> beam.CombineGlobally(_CountByRound()))
        rounds, finish_edges = self.max_rounds, self.finish_edges
        stats = (count
                 | "RoundStats" >> beam.FlatMap(
                     lambda residual_edges, changed: _round_stats(changed, rounds, residual_edges,
                                                                   finish_edges),
                     changed=beam.pvalue.AsSingleton(per_round)))
        return {"labels": final, "stats": stats}

    @staticmethod
    def _residual(labels, directed, hot_degrees):
        """The edges between labels that the rounds left apart, and pointers of non-root labels."""
        to_neighbours = ((labels, directed | "AsRows" >> beam.MapTuple(lambda u, v: (u, (v, None))))
                         | "SendFinalLabel" >> SendLabel(hot_degrees)
                         | "LabelAtNeighbour" >> beam.Map(lambda sent: (sent[0], (sent[1], sent[1]))))
        cross = ((labels, to_neighbours)
                 | "MeetOwnLabel" >> SendLabel(hot_degrees)
                 | "CrossEdges" >> beam.FlatMap(_cross_edge))
        pointers = ((labels | "OwnLabel" >> beam.MapTuple(lambda v, label: (v, (_OLD, label))),
                     labels | "PointsAt" >> beam.MapTuple(lambda v, label: (label, (_NEW, None))))
                    | "FlattenPointers" >> beam.Flatten()
                    | "LabelUsed" >> beam.CombinePerKey(_LabelUsedFn())
                    | "PointerEdges" >> beam.FlatMap(_pointer_edge))
        return ((cross, pointers)
                | "ResidualEdges" >> beam.Flatten()
                | "DistinctResidual" >> beam.Distinct())
