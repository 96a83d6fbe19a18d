import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, Protocol, TypeVar

MAX_ENTRIES = 2_000
MAX_BYTES = 48 * 1024 * 1024


class HasBody(Protocol):
    body: bytes


T = TypeVar("T", bound=HasBody)


class MemoryStore(Generic[T]):
    """A worker's rendered responses, least recently used out first, within a number of
    entries and of bytes (an response over a quarter of the bytes is not kept); shared by
    the worker's threads."""

    def __init__(self, *, max_entries: int = MAX_ENTRIES, max_bytes: int = MAX_BYTES) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._entries: OrderedDict[Hashable, T] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> T | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, key: Hashable, entry: T) -> None:
        if len(entry.body) > self.max_bytes // 4:
            return
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= len(old.body)
            self._entries[key] = entry
            self._bytes += len(entry.body)
            while len(self._entries) > self.max_entries or self._bytes > self.max_bytes:
                _, evicted = self._entries.popitem(last=False)
                self._bytes -= len(evicted.body)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0
