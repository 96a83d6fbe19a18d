"""drf-spectacular's settings for the API's OpenAPI schema (/api/schema/): constants only,
imported by config/settings.py."""

SPECTACULAR_SETTINGS = {
    "TITLE": "Brush & Canvas API",
    "DESCRIPTION": "The JSON API of the Brush & Canvas shop for paintings and painting tools.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    # Two fields named "kind": an order's (tool, painting) and a document's.
    "ENUM_NAME_OVERRIDES": {
        "OrderKindEnum": ["tool", "painting"],
        "DocumentKindEnum": "paperwork.models.Document.Kind",
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "core.schema.add_error_responses",
    ],
}
