"""Running a CombineFn the way a runner may: inputs in any order, split into pieces, merged in any
tree shape. Combiner tests use it to show a result does not depend on how the work was divided."""

from hypothesis import strategies as st


def combine_in_pieces(fn, items, cuts, data):
    """Accumulate ``items`` in pieces split at ``cuts``, merge the pieces in groups of two or more
    chosen by hypothesis (``data``), and return the extracted output."""
    bounds = [0, *sorted(cuts), len(items)]
    accumulators = []
    for lo, hi in zip(bounds, bounds[1:]):
        acc = fn.create_accumulator()
        for item in items[lo:hi]:
            acc = fn.add_input(acc, item)
        accumulators.append(acc)
    while len(accumulators) > 1:
        i = data.draw(st.integers(0, len(accumulators) - 2))
        j = data.draw(st.integers(i + 2, len(accumulators)))
        accumulators[i:j] = [fn.merge_accumulators(accumulators[i:j])]
    return fn.extract_output(accumulators[0])
