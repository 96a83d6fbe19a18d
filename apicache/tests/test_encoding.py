"""The API's kept responses go compressed to clients that take it (the 10,000-tool list is
3 MB as it is), each coding with its own strong ETag, compressed once per change."""

import gzip
import json

import brotli
import pytest

from apicache import responses
from apicache.encoding import preferred_coding
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("accept_encoding", "coding"),
    [
        (None, None),
        ("", None),
        ("identity", None),
        ("gzip", "gzip"),
        ("gzip, deflate, br, zstd", "br"),
        ("br;q=0.5, gzip", "gzip"),
        ("br;q=0, gzip;q=0", None),
        ("*", "br"),
        ("*;q=0.1, br;q=0", "gzip"),
        ("GZIP;Q=1", "gzip"),
        ("gzip;q=nonsense", None),
    ],
)
def test_the_coding_a_request_takes(accept_encoding, coding):
    assert preferred_coding(accept_encoding) == coding


def test_a_list_goes_compressed_and_decodes_to_the_same_json(api_client):
    ToolFactory.create_batch(30)
    plain = api_client.get("/api/tools")
    in_gzip = api_client.get("/api/tools", HTTP_ACCEPT_ENCODING="gzip")
    in_br = api_client.get("/api/tools", HTTP_ACCEPT_ENCODING="br, gzip")

    assert "Content-Encoding" not in plain
    assert in_gzip["Content-Encoding"] == "gzip" and in_br["Content-Encoding"] == "br"
    assert gzip.decompress(in_gzip.content) == brotli.decompress(in_br.content) == plain.content
    assert len(in_br.content) < len(plain.content) / 3
    assert len({plain["ETag"], in_gzip["ETag"], in_br["ETag"]}) == 3
    for response in (plain, in_gzip, in_br):
        assert "Accept-Encoding" in response["Vary"]
    revalidated = api_client.get(
        "/api/tools", HTTP_ACCEPT_ENCODING="br", HTTP_IF_NONE_MATCH=in_br["ETag"]
    )
    assert revalidated.status_code == 304


def test_each_coding_is_compressed_once_per_change(api_client, monkeypatch):
    ToolFactory.create_batch(30)
    made = []
    compress = responses.compressed
    monkeypatch.setattr(
        responses, "compressed", lambda body, coding: made.append(coding) or compress(body, coding)
    )

    for _ in range(3):
        api_client.get("/api/tools", HTTP_ACCEPT_ENCODING="br")
    ToolFactory()  # a new token: rendered and compressed again
    api_client.get("/api/tools", HTTP_ACCEPT_ENCODING="br")

    assert made == ["br", "br"]


def test_small_responses_go_as_they_are(api_client):
    response = api_client.get("/api/review", HTTP_ACCEPT_ENCODING="br")

    assert json.loads(response.content) == []
    assert "Content-Encoding" not in response
