"""The API's JSON parser: DRF's, but a body nested too deeply for Python's parser is a
400 like any other malformed JSON (DRF catches only ValueError; the parser raises
RecursionError past about a thousand levels)."""

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

TOO_DEEP = "JSON parse error - the body is nested too deeply."


class SafeJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError as exc:
            raise ParseError(TOO_DEEP) from exc
