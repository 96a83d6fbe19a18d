"""Content codings of the kept responses: which one a request takes (Accept-Encoding), and
the compressed bytes, made once per rendered response and coding."""

import gzip

import brotli

# Bodies smaller than this go as they are: compressing them saves less than it costs.
MIN_COMPRESSED_BYTES = 200
# Levels for bytes made at request time (once per change, but 4 MB lists too): the
# 10,000-tool list (4.4 MB) takes about 0.3 s in Brotli 4 (430-470 KB) on a busy 2-core
# machine, where the slowest settings take ten times longer for 15% less.
GZIP_LEVEL = 5
BROTLI_QUALITY = 4

# Preferred first when a request accepts both equally.
CODINGS = ("br", "gzip")


def preferred_coding(accept_encoding: str | None) -> str | None:
    """The coding to send for this Accept-Encoding: "br", "gzip" or None (as it is).

    Only the request header decides, so the same header always gets the same coding (the
    replay keys on it). A coding with q=0 is refused; `*` accepts the ones not named.
    """
    if not accept_encoding:
        return None
    weights: dict[str, float] = {}
    for part in accept_encoding.lower().split(","):
        name, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if name.strip():
            weights[name.strip()] = weight
    best, best_weight = None, 0.0
    for coding in CODINGS:
        weight = weights.get(coding, weights.get("*", 0.0))
        if weight > best_weight:
            best, best_weight = coding, weight
    return best


def compressed(body: bytes, coding: str) -> bytes:
    if coding == "br":
        return brotli.compress(body, quality=BROTLI_QUALITY)
    if coding == "gzip":
        # mtime=0: the same body always gives the same bytes (and the same ETag).
        return gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0)
    raise ValueError(f"unknown coding {coding!r}")
