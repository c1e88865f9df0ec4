"""Large URL and domain lists (gristmill/transforms/filters/url_lists.py) and the url_blocklist rule's
URL, prefix and allowed-domain lists (gristmill/transforms/filters/metadata.py)."""

from __future__ import annotations

import gzip
import json
import pickle
import random
from pathlib import Path

import pytest
import zstandard

from gristmill.cli import main
from gristmill.pipeline.config import ConfigError, load_config
from gristmill.transforms.document import Document
from gristmill.transforms.filters import url_lists, wordlist
from gristmill.transforms.filters.metadata import (UrlBlocklistRule, blocked_domain, host_suffixes,
                                                   read_domain_list, url_key, url_prefixes)
from gristmill.transforms.filters.url_lists import HashedKeys, KeyList

DEFAULT = "configs/default.yaml"


@pytest.fixture(autouse=True)
def index_dir(tmp_path, monkeypatch) -> Path:
    """Index files go to a folder of the test's own."""
    folder = tmp_path / "index"
    monkeypatch.setenv("GRISTMILL_LIST_CACHE", str(folder))
    return folder


def page(url=None, doc_id="p") -> Document:
    return Document(id=doc_id, text="A page of text.", metadata={} if url is None else {"url": url})


def write(path: Path, lines: list[str]) -> str:
    data = ("\n".join(lines) + "\n").encode()
    if path.suffix == ".gz":
        data = gzip.compress(data)
    elif path.suffix == ".zst":
        data = zstandard.ZstdCompressor().compress(data)
    path.write_bytes(data)
    return str(path)


def hashed(path: str, kind: str = "domains") -> HashedKeys:
    members = KeyList.load(path, kind, "url_blocklist", small_list=0).members()
    assert isinstance(members, HashedKeys)
    return members


# -- the hashed table means what the set means ----------------------------------------------------

def random_label(rng: random.Random) -> str:
    return "".join(rng.choice("abcxyz019-") for _ in range(rng.randint(1, 3))).strip("-") or "a"


def random_host(rng: random.Random) -> str:
    if rng.random() < 0.1:
        return ".".join(str(rng.randint(0, 3)) for _ in range(4))   # an IPv4 address
    return ".".join(random_label(rng) for _ in range(rng.randint(1, 5)))


@pytest.mark.parametrize("seed", range(5))
def test_hashed_domains_block_exactly_what_the_frozenset_blocks(tmp_path, seed):
    # Short labels from a small alphabet, so that hosts often share suffixes with listed domains.
    rng = random.Random(seed)
    listed = [random_host(rng) for _ in range(rng.randint(1, 400))]
    path = write(tmp_path / "domains.txt", listed)
    domains = read_domain_list(path)
    table = hashed(path)
    assert len(table) == len(domains)
    hosts = [random_host(rng) for _ in range(3000)]
    hosts += [f"{random_label(rng)}.{rng.choice(listed)}" for _ in range(500)] + listed
    decisions = [blocked_domain(host, domains) for host in hosts]
    assert [blocked_domain(host, table) for host in hosts] == decisions
    assert any(decisions) and not all(decisions)


def test_ip_addresses_match_only_themselves_in_both_forms(tmp_path):
    path = write(tmp_path / "ips.txt", ["2.7", "0.2.7", "192.0.2.7", "2001:db8::1"])
    for members in (read_domain_list(path), hashed(path)):
        assert blocked_domain("10.0.2.7", members) is None
        assert blocked_domain("192.0.2.7", members) == "192.0.2.7"
        assert blocked_domain("2001:db8::1", members) == "2001:db8::1"
    assert host_suffixes("10.0.2.7") == ["10.0.2.7"]
    assert host_suffixes("a.b.c") == ["a.b.c", "b.c", "c"]


def test_the_rule_decides_the_same_with_a_small_and_a_large_list(tmp_path, monkeypatch):
    rng = random.Random(7)
    listed = [random_host(rng) for _ in range(300)]
    domains = write(tmp_path / "domains.txt", listed)
    urls = write(tmp_path / "urls.txt", [f"http://{rng.choice(listed)}/p/{i}" for i in range(200)])
    allowed = write(tmp_path / "allowed.txt", [random_host(rng) for _ in range(300)])
    docs = [page(f"https://{host}/p/{rng.randint(0, 400)}")
            for host in [random_host(rng) for _ in range(2000)] + listed]
    small = UrlBlocklistRule(domains, urls_path=urls, prefixes_path=urls, allow_path=allowed)
    assert all(isinstance(keys.members(), frozenset) for keys in small.lists.values())
    monkeypatch.setattr(url_lists, "SMALL_LIST", 0)
    large = UrlBlocklistRule(domains, urls_path=urls, prefixes_path=urls, allow_path=allowed)
    assert all(isinstance(keys.members(), HashedKeys) for keys in large.lists.values())
    decisions = [small.check(doc) for doc in docs]
    assert [large.check(doc) for doc in docs] == decisions
    assert {"url_blocklist:blocked_domain", "url_blocklist:not_allowed", None} <= set(decisions)


def test_a_lone_surrogate_is_looked_up_not_a_crash(tmp_path):
    table = hashed(write(tmp_path / "domains.txt", ["example.com"]))
    assert blocked_domain("a\ud800.example.com", table) == "example.com"
    assert blocked_domain("\ud800", table) is None


# -- index files ----------------------------------------------------------------------------------

def test_an_index_is_built_once_and_reused(tmp_path, index_dir, monkeypatch):
    path = write(tmp_path / "domains.txt", ["example.com", "casino.example"])
    first = KeyList.load(path, "domains", "url_blocklist", small_list=0)
    files = sorted(p.name for p in index_dir.glob("*.npy"))
    assert files == [f"domains-{first.digest}.npy"]

    def no_parsing(*args):
        raise AssertionError("the list was parsed again")

    monkeypatch.setattr(url_lists, "_parse", no_parsing)
    again = KeyList.load(path, "domains", "url_blocklist", small_list=0)
    assert len(again) == 2 and blocked_domain("www.casino.example", again.members()) == "casino.example"
    # The same file read as another kind of list is another index.
    assert first.digest != url_lists._content_digest(path, "urls", "url_blocklist")


def test_a_worker_without_the_index_builds_it_and_refuses_a_changed_list(tmp_path, index_dir,
                                                                         monkeypatch):
    path = tmp_path / "domains.txt"
    write(path, ["example.com"])
    keys = KeyList.load(str(path), "domains", "url_blocklist", small_list=0)
    shipped = pickle.dumps(keys)
    assert len(shipped) < 2000   # the rule carries where the list is, not the list
    monkeypatch.setenv("GRISTMILL_LIST_CACHE", str(tmp_path / "other-machine"))
    worker = pickle.loads(shipped)
    assert blocked_domain("a.example.com", worker.members()) == "example.com"
    assert (tmp_path / "other-machine" / f"domains-{keys.digest}.npy").exists()
    monkeypatch.setenv("GRISTMILL_LIST_CACHE", str(tmp_path / "third-machine"))
    write(path, ["example.com", "example.org"])
    with pytest.raises(ValueError, match="changed since the pipeline was built"):
        pickle.loads(shipped).members()


def test_small_lists_write_nothing(tmp_path, index_dir):
    rule = UrlBlocklistRule(write(tmp_path / "domains.txt", ["example.com"]))
    assert isinstance(rule.domains, frozenset)
    assert not index_dir.exists()


# -- reading list files ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["domains.txt", "domains.txt.gz", "domains.txt.zst"])
@pytest.mark.parametrize("small_list", [None, 0])
def test_compressed_lists(tmp_path, name, small_list, monkeypatch):
    if small_list is not None:
        monkeypatch.setattr(url_lists, "SMALL_LIST", small_list)
    domains = write(tmp_path / name, ["# blocked", "example-casino.com", "0.0.0.0 ads.example.com"])
    urls = write(tmp_path / ("urls-" + name), ["https://shop.example.org/cart#top"])
    rule = UrlBlocklistRule(domains, urls_path=urls)
    assert rule.check(page("http://www.example-casino.com/")) == "url_blocklist:blocked_domain"
    assert rule.check(page("http://ads.example.com/x")) == "url_blocklist:blocked_domain"
    assert rule.check(page("HTTP://Shop.Example.org:80/cart")) == "url_blocklist:blocked_url"
    assert rule.check(page("https://shop.example.org/cart/2")) is None


def test_list_files_are_streamed_with_the_same_lines_as_splitlines(tmp_path, monkeypatch):
    monkeypatch.setattr(wordlist, "_CHUNK_BYTES", 3)   # lines and "\r\n" pairs cut across chunks
    text = "\ufeffalpha\r\nbeta\rgamma\n\n# note\r\ndelta\x0cepsilon\u2028zeta\r\n\r\neta"
    path = tmp_path / "list.txt"
    path.write_bytes(text.encode("utf-8"))
    expected = [(number, line.strip()) for number, line in enumerate(text[1:].splitlines(), 1)
                if line.strip() and not line.strip().startswith("#")]
    assert list(wordlist.read_list_file(str(path), "wordlist")) == expected


@pytest.mark.parametrize("kind, key, lines, message", [
    ("path", "domains", [], r"lists no domains"),
    ("urls_path", "urls", ["# nothing yet"], r"lists no URLs"),
    ("prefixes_path", "prefixes", [""], r"lists no URL prefixes"),
    ("path", "domains", ["example.com", "not a domain"], r"list\.txt:2: 'not a domain' is not a domain name"),
    ("urls_path", "urls", ["https://ok.example/", "https://bad host/"],
     r"list\.txt:2: 'https://bad host/' is not a URL"),
    ("allow_path", "domains", ["https://[::1/"], r"list\.txt:1: .* is not a domain name"),
])
def test_empty_and_malformed_lists_are_refused_when_the_rule_is_built(tmp_path, kind, key, lines,
                                                                        message):
    path = write(tmp_path / "list.txt", lines)
    with pytest.raises(ValueError, match=message):
        UrlBlocklistRule(**{kind: path})


# -- URL normalization ----------------------------------------------------------------------------

@pytest.mark.parametrize("url, key", [
    ("https://www.Example.COM/Path/Page.html", "www.example.com/Path/Page.html"),   # path keeps case
    ("HTTP://example.com", "example.com/"),                      # empty path is "/"
    ("http://example.com:80/a", "example.com/a"),                # default ports go
    ("https://example.com:443/a", "example.com/a"),
    ("ftp://files.example.com:21/a", "files.example.com/a"),
    ("https://example.com:80/a", "example.com:80/a"),            # not https's default
    ("http://example.com:8080/a", "example.com:8080/a"),
    ("example.com:443/a", "example.com/a"),                      # no scheme: 80 and 443 go
    ("https://example.com/a?b=1&c=2#part", "example.com/a?b=1&c=2"),   # fragment goes, query stays
    ("https://example.com/a#x?y", "example.com/a"),
    ("https://user:pw@example.com/a", "example.com/a"),
    ("https://example.com./a", "example.com/a"),
    ("https://bücher.example/a", "xn--bcher-kva.example/a"),
    ("http://[2001:DB8::1]:8080/a", "[2001:db8::1]:8080/a"),
    ("//cdn.example.com/lib.js", "cdn.example.com/lib.js"),
    ("http://example.com:99999/", None),
    ("http://[::1/", None),
    ("not a url", None),
])
def test_url_key(url, key):
    assert url_key(url) == key


def test_url_prefixes_end_at_path_segment_boundaries():
    assert url_prefixes("example.com/forum/thread?id=3") == [
        "example.com/", "example.com/forum", "example.com/forum/", "example.com/forum/thread",
        "example.com/forum/thread?id=3"]
    assert url_prefixes("example.com/") == ["example.com/"]
    assert url_prefixes("example.com/a/?q=/x") == ["example.com/", "example.com/a", "example.com/a/",
                                                   "example.com/a/?q=/x"]


def test_url_and_prefix_lists(tmp_path):
    urls = write(tmp_path / "urls.txt", ["http://example.com/page.html", "example.org/a?id=1",
                                         "https://example.net/#frag"])
    prefixes = write(tmp_path / "prefixes.txt", ["example.com/forum", "spam.example/",
                                                 "https://example.org/private/"])
    rule = UrlBlocklistRule(urls_path=urls, prefixes_path=prefixes)
    blocked_url = "url_blocklist:blocked_url"
    blocked_prefix = "url_blocklist:blocked_prefix"
    expected = {
        "https://EXAMPLE.com/page.html#comments": blocked_url,
        "http://example.com/page.html?x=1": None,
        "http://example.com/Page.html": None,
        "https://example.org/a?id=1": blocked_url,
        "https://example.org/a?id=2": None,
        "http://example.net": blocked_url,
        "https://example.com/forum": blocked_prefix,
        "https://example.com/forum/": blocked_prefix,
        "https://example.com/forum/t/1?p=2": blocked_prefix,
        "https://example.com/forum?page=2": blocked_prefix,
        "https://example.com/forums": None,
        "https://spam.example/": blocked_prefix,
        "https://spam.example/anything/at/all": blocked_prefix,
        "https://www.spam.example/": None,                # a prefix names one host
        "https://example.org/private/x": blocked_prefix,
        "https://example.org/private": None,
    }
    assert {url: rule.check(page(url)) for url in expected} == expected


def test_allowlist_keeps_only_listed_domains_and_checks_come_in_order(tmp_path):
    allowed = write(tmp_path / "allowed.txt", ["example.edu", "192.0.2.1"])
    blocked = write(tmp_path / "blocked.txt", ["spam.example.edu"])
    urls = write(tmp_path / "urls.txt", ["example.edu/old-page"])
    rule = UrlBlocklistRule(blocked, urls_path=urls, allow_path=allowed)
    assert rule.check(page("https://www.example.edu/course")) is None
    assert rule.check(page("https://example.edu/")) is None
    assert rule.check(page("http://192.0.2.1/")) is None
    assert rule.check(page("https://example.com/")) == "url_blocklist:not_allowed"
    assert rule.check(page("https://notexample.edu/")) == "url_blocklist:not_allowed"
    assert rule.check(page("http://1.192.0.2.1/")) == "url_blocklist:not_allowed"
    assert rule.check(page("https://a.spam.example.edu/")) == "url_blocklist:blocked_domain"
    assert rule.check(page("https://example.edu/old-page")) == "url_blocklist:blocked_url"
    # Missing and unreadable URLs follow `missing`, as for the other lists.
    assert rule.check(page()) is None
    strict = UrlBlocklistRule(allow_path=allowed, missing="drop")
    assert strict.check(page()) == "url_blocklist:missing_url"
    assert strict.check(page("not a url")) == "url_blocklist:invalid_url"


# -- configuration --------------------------------------------------------------------------------

def test_config_accepts_any_one_list_and_needs_one(tmp_path):
    urls = write(tmp_path / "urls.txt", ["example.com/a"])
    config = load_config(DEFAULT, ["filters.url_blocklist.enabled=true",
                                   f"filters.url_blocklist.urls_path={urls}"])
    section = config.filters.url_blocklist
    assert (section.path, section.urls_path, section.prefixes_path, section.allow_path) == \
        (None, urls, None, None)
    with pytest.raises(ConfigError, match="filters.url_blocklist: enabled without path, urls_path, "
                                          "prefixes_path or allow_path"):
        load_config(DEFAULT, ["filters.url_blocklist.enabled=true"])
    with pytest.raises(ConfigError, match="unknown key filters.url_blocklist.url_path.*urls_path"):
        load_config(DEFAULT, ["filters.url_blocklist.url_path=x.txt"])


def test_constructor_validation(tmp_path):
    urls = write(tmp_path / "urls.txt", ["example.com/a"])
    with pytest.raises(ValueError, match="give at least one of path, urls_path"):
        UrlBlocklistRule()
    with pytest.raises(ValueError, match="urls_path=3"):
        UrlBlocklistRule(urls_path=3)
    with pytest.raises(ValueError, match="allow_path"):
        UrlBlocklistRule(urls_path=urls, allow_path=["a.txt"])


# -- through the pipeline -------------------------------------------------------------------------

def test_pipeline_counts_each_reason_in_stats(tmp_path, capsys):
    docs = [("kept", "https://www.example.edu/course/1"), ("casino", "https://www.example-casino.com/"),
            ("page", "http://example.edu/retracted.html#x"), ("forum", "https://example.edu/forum/t/9"),
            ("other", "https://example.org/"), ("none", None)]
    corpus = tmp_path / "in.jsonl"
    text = "Students at the coastal station counted seabird nests every morning this spring. " * 3
    corpus.write_text("".join(json.dumps({"id": doc_id, "text": f"{doc_id}: {text}",
                                          **({"url": url} if url else {})}) + "\n"
                              for doc_id, url in docs))
    lists = [f"filters.url_blocklist.path={write(tmp_path / 'd.txt.gz', ['example-casino.com'])}",
             f"filters.url_blocklist.urls_path={write(tmp_path / 'u.txt', ['example.edu/retracted.html'])}",
             f"filters.url_blocklist.prefixes_path={write(tmp_path / 'p.txt.zst', ['example.edu/forum/'])}",
             f"filters.url_blocklist.allow_path={write(tmp_path / 'a.txt', ['example.edu', 'example-casino.com'])}"]
    base = ["run", "-c", DEFAULT, f"input.paths=['{corpus}']", "tokenizer.enabled=false",
            "packing.enabled=false", "filters.url_blocklist.enabled=true"]
    out = tmp_path / "out"
    assert main([*base, f"output.path={out}", "filters.url_blocklist.missing=drop", *lists]) == 0
    stats = json.loads((out / "stats.json").read_text())["documents"]
    assert {key: value for key, value in stats["dropped"].items() if key.startswith("url_")} == {
        "url_blocklist:blocked_domain": 1, "url_blocklist:blocked_url": 1,
        "url_blocklist:blocked_prefix": 1, "url_blocklist:not_allowed": 1,
        "url_blocklist:missing_url": 1}
    assert stats["read"] == stats["kept"] + stats["dropped_total"] + stats["dead_lettered"] == 6

    # A malformed list stops the run before it starts, naming the file and line.
    bad = tmp_path / "bad.txt"
    bad.write_text("example.com\nexample .org\n")
    capsys.readouterr()
    code = main([*base, f"output.path={tmp_path / 'out2'}", f"filters.url_blocklist.path={bad}"])
    assert code != 0
    assert "bad.txt:2: 'example .org' is not a domain name" in capsys.readouterr().err
    assert not (tmp_path / "out2" / "stats.json").exists()


def test_index_folder_others_may_write_to_is_refused(tmp_path, monkeypatch):
    # An index planted in a shared folder would decide what the rule drops.
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("GRISTMILL_LIST_CACHE", str(shared))
    path = write(tmp_path / "domains.txt", ["example.com", "example.org"])
    with pytest.raises(ValueError, match="not private to this user"):
        KeyList.load(path, "domains", "url_blocklist", small_list=0)


def test_index_folder_is_created_private(index_dir, tmp_path):
    path = write(tmp_path / "domains.txt", ["example.com", "example.org"])
    KeyList.load(path, "domains", "url_blocklist", small_list=0)
    assert index_dir.stat().st_mode & 0o777 == 0o700


def test_index_file_that_is_not_a_table_is_refused(index_dir, tmp_path):
    import numpy as np

    path = write(tmp_path / "domains.txt", ["example.com", "example.org"])
    keys = KeyList.load(path, "domains", "url_blocklist", small_list=0)
    index = next(index_dir.glob("*.npy"))
    np.save(index, np.zeros((2, 2), dtype=np.float64))
    with pytest.raises(ValueError, match="is not a list index"):
        KeyList.load(path, "domains", "url_blocklist", small_list=0)
    assert keys is not None
