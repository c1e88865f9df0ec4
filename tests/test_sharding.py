import pytest

from gristmill.transforms.sharding import shard_count


@pytest.mark.parametrize("total, per_shard, expected", [
    (0, 100, 1), (1, 100, 1), (100, 100, 1), (101, 100, 2), (1000, 100, 10), (5, 0, 5)])
def test_shard_count_is_the_fewest_shards_that_hold_the_total(total, per_shard, expected):
    assert shard_count(total, per_shard) == expected
