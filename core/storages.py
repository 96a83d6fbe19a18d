"""Where uploaded images live when they are kept in an S3 bucket (or any S3-compatible
server): config/settings.py picks this storage when AWS_STORAGE_BUCKET_NAME is set.

The images are public: their URLs carry no signature, so a URL stays the same for good
(the catalogue keeps it in its rows, and browsers and a CDN cache it). The backups kept
in the bucket use django-storages' own S3Storage with signed URLs (never public).
"""

import mimetypes
from urllib.parse import quote

from storages.backends.s3 import S3Storage
from storages.utils import clean_name

# An upload's name is never reused (shop/images.py): browsers and a CDN may keep it a year.
IMMUTABLE_PREFIX = "uploads/"
IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable"
_PROBE = "probe"


class PublicMediaStorage(S3Storage):
    querystring_auth = False

    def get_object_parameters(self, name: str) -> dict:
        """The type follows the name the shop chose (its extension comes from the checked
        image format), never the type the uploading client claimed."""
        parameters = super().get_object_parameters(name)
        content_type, _ = mimetypes.guess_type(name)
        parameters["ContentType"] = content_type or self.default_content_type
        relative = name.removeprefix(f"{self.location}/") if self.location else name
        if relative.startswith(IMMUTABLE_PREFIX):
            parameters.setdefault("CacheControl", IMMUTABLE_CACHE_CONTROL)
        return parameters

    def url(self, name, parameters=None, expire=None, http_method=None) -> str:
        """The object's public URL. botocore takes about a millisecond to build one (a
        catalogue page needs hundreds): the bucket's address is asked once, the key
        appended as botocore quotes it."""
        if parameters or http_method or self.custom_domain:
            return super().url(name, parameters, expire, http_method)
        key = self._normalize_name(clean_name(name))
        return f"{self._base_url()}{quote(key, safe='/~')}"

    def _base_url(self) -> str:
        base = getattr(self, "_public_base_url", None)
        if base is None:
            probe_key = self._normalize_name(_PROBE)
            probe_url = super().url(_PROBE).split("?", 1)[0]
            base = probe_url.removesuffix(quote(probe_key, safe="/~"))
            self._public_base_url = base
        return base
