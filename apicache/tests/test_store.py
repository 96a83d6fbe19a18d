from dataclasses import dataclass

from apicache.store import MemoryStore


@dataclass
class Entry:
    body: bytes


def test_the_least_recently_used_entries_go_first():
    store = MemoryStore(max_entries=2, max_bytes=1000)
    store.put("a", Entry(b"x"))
    store.put("b", Entry(b"x"))
    store.get("a")
    store.put("c", Entry(b"x"))

    assert [key for key in "abc" if store.get(key)] == ["a", "c"]


def test_the_store_keeps_within_its_bytes():
    store = MemoryStore(max_entries=100, max_bytes=1000)
    for key in "abcd":
        store.put(key, Entry(b"x" * 240))
    store.put("huge", Entry(b"x" * 900))  # over a quarter of the budget: not kept

    assert [key for key in "abcd" if store.get(key)] == ["a", "b", "c", "d"]
    assert store.get("huge") is None
    store.put("e", Entry(b"x" * 240))
    assert store.get("a") is None
    assert store.get("e") is not None


def test_a_new_entry_replaces_the_old_one_under_its_key():
    store = MemoryStore(max_entries=10, max_bytes=1000)
    store.put("a", Entry(b"old"))
    store.put("a", Entry(b"new"))

    assert store.get("a").body == b"new"
