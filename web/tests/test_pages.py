import gzip
import json
import re

import brotli
import pytest
from django.test import Client

from reviews.tests.factories import ReviewFactory
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db

SPA_PATHS = [
    "/",
    "/home",
    "/blog",
    "/myportfolio",
    "/allproduct",
    "/purchase",
    "/purchase/12",
    "/paintings",
    "/paintings/12",
    "/paintings/12/buy",
    "/login",
    "/signup",
    "/dashboard",
    "/dashboard/",
    "/dashboard/payment/3",
    "/dashboard/review",
    "/dashboard/myprofile",
    "/dashboard/addproduct",
    "/dashboard/alluser",
]


@pytest.mark.parametrize("path", SPA_PATHS)
def test_known_app_routes_render_the_app_with_200(client: Client, bundle, path):
    ToolFactory(id=12)
    PaintingFactory(id=12)
    response = client.get(path)

    assert response.status_code == 200
    html = response.content.decode()
    assert '<div id="root"></div>' in html
    assert "Brush &amp; Canvas</p>" in html, "a placeholder painted before the app's code"
    # Deferred scripts, or (Home) those its one script adds after the first painting.
    scripts = re.findall(r'<script defer src="([^"]+)"(?: data-scripts="([^"]+)")?>', html)
    loaded = [src for script, added in scripts for src in (added.split() if added else [script])]
    assert loaded[0] == "/static/bundle/runtime.0123abcd.js"
    assert loaded[-1] == "/static/bundle/main.4567cdef.js"
    assert '<link rel="stylesheet" href="/static/bundle/main.89abcdef.css">' in html
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.parametrize(
    "path",
    [
        "/nope",
        "/blog/extra",
        "/dashboard/unknown",
        "/purchase/1/2",
        "/purchase/999",
        "/purchase/abc",
        "/paintings/999",
        "/paintings/abc",
        "/paintings/999/buy",
        "/paintings/12/extra",
    ],
)
def test_unknown_paths_render_the_app_with_404(client: Client, bundle, path):
    response = client.get(path)

    assert response.status_code == 404
    assert '<div id="root"></div>' in response.content.decode()


def test_page_hands_public_config_to_the_app(client: Client, bundle, settings):
    settings.SHOP_CURRENCY = "EUR"
    settings.PRICES_INCLUDE_TAX = False  # US style: every price says "+ tax"
    settings.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099"
    settings.STRIPE_PUBLISHABLE_KEY = "pk_test_localstripe"
    settings.LOCALSTRIPE_URL = "http://127.0.0.1:8420"
    settings.RETURN_DAYS = 30

    html = client.get("/").content.decode()

    config = re.search(r'<script id="shop-config" type="application/json">(.*?)</script>', html)
    assert config is not None
    assert json.loads(config.group(1)) == {
        "currency": "EUR",
        "pricesIncludeTax": False,
        "returnDays": 30,
        "firebase": {
            "apiKey": "demo-api-key",
            "authDomain": "demo-shop.firebaseapp.com",
            "projectId": "demo-shop",
            "emulatorUrl": "http://127.0.0.1:9099",
        },
        "stripe": {
            "publishableKey": "pk_test_localstripe",
            "jsUrl": "/stripe/v3.js",
            "local": True,
        },
        "googleSignIn": False,
    }


def test_page_config_names_a_real_firebase_project_without_the_emulator(client, bundle, settings):
    settings.FIREBASE_API_KEY = "AIza-real"
    settings.FIREBASE_PROJECT_ID = "brush-and-canvas"
    settings.FIREBASE_AUTH_DOMAIN = "brush-and-canvas.firebaseapp.com"
    settings.FIREBASE_AUTH_EMULATOR_HOST = None

    html = client.get("/").content.decode()

    config = json.loads(
        re.search(r'id="shop-config" type="application/json">(.*?)<', html).group(1)
    )
    assert config["firebase"] == {
        "apiKey": "AIza-real",
        "authDomain": "brush-and-canvas.firebaseapp.com",
        "projectId": "brush-and-canvas",
    }


def initial_data(html: str):
    found = re.search(r'<script id="initial-data" type="application/json">(.*?)</script>', html)
    return None if found is None else json.loads(found.group(1))


@pytest.mark.parametrize("path", ["/", "/home", "/home/"])
def test_home_page_carries_what_home_shows_as_the_api_answers_it(client, api_client, bundle, path):
    ToolFactory.create_batch(8, price="8.90")
    ReviewFactory.create_batch(7)
    ReviewFactory(is_hidden=True)
    PaintingFactory.create_batch(3)

    data = initial_data(client.get(path).content.decode())

    tools = api_client.get("/api/tools", {"ordering": "-_id", "limit": 6}).json()["results"]
    reviews = api_client.get("/api/review", {"limit": 6}).json()["results"]
    paintings = api_client.get("/api/paintings").json()
    assert data == {"tools": tools, "reviews": reviews, "paintings": paintings}
    assert len(data["tools"]) == 6 and len(data["reviews"]) == 6 and len(data["paintings"]) == 3
    assert data["tools"][0]["price"] == 8.9


def test_all_products_page_carries_the_first_page_of_tools_as_the_api_answers_it(
    client, api_client, bundle
):
    ToolFactory.create_batch(30)

    data = initial_data(client.get("/allproduct").content.decode())

    query = {"ordering": "-_id", "limit": 24, "offset": 0}
    assert data == {"toolPage": api_client.get("/api/tools", query).json()}
    assert len(data["toolPage"]["results"]) == 24 and data["toolPage"]["next"]


def test_a_product_page_carries_its_tool_as_the_api_answers_it(client, api_client, bundle):
    tool = ToolFactory(price="3.10")

    data = initial_data(client.get(f"/purchase/{tool.id}").content.decode())

    assert data == {"tool": api_client.get(f"/api/tools/{tool.id}").json()}
    assert data["tool"]["price"] == 3.1


def test_the_gallery_carries_its_first_page_as_the_api_answers_it(client, api_client, bundle):
    PaintingFactory.create_batch(26)

    data = initial_data(client.get("/paintings").content.decode())

    query = {"ordering": "-_id", "limit": 24, "offset": 0}
    assert data == {"paintingPage": api_client.get("/api/paintings", query).json()}
    assert len(data["paintingPage"]["results"]) == 24 and data["paintingPage"]["count"] == 26


@pytest.mark.parametrize("suffix", ["", "/buy"])
def test_a_painting_page_carries_its_painting_as_the_api_answers_it(
    client, api_client, bundle, suffix
):
    painting = PaintingFactory(price="1250.00")

    data = initial_data(client.get(f"/paintings/{painting.id}{suffix}").content.decode())

    assert data == {"painting": api_client.get(f"/api/paintings/{painting.id}").json()}
    assert data["painting"]["state"] == "available"


@pytest.mark.parametrize(
    "path",
    [
        "/blog",
        "/purchase",
        "/purchase/999",
        "/purchase/x",
        "/paintings/999",
        "/dashboard",
        "/login",
        "/nope",
    ],
)
def test_other_pages_carry_no_initial_data(client, bundle, path):
    ToolFactory()

    assert initial_data(client.get(path).content.decode()) is None


def test_a_page_preloads_its_routes_code(client, bundle):
    html = client.get("/").content.decode()

    # Low: not before the page's own styles and scripts, which are needed first.
    chunk = '<link rel="preload" href="/static/bundle/home.11112222.chunk.js" as="script"'
    assert f'{chunk} fetchpriority="low">' in html
    style = '<link rel="preload" href="/static/bundle/home.33334444.chunk.css" as="style"'
    assert f'{style} fetchpriority="low">' in html
    purchase = client.get("/purchase/3").content.decode()
    assert 'href="/static/bundle/purchase.55556666.chunk.js" as="script"' in purchase
    assert "home.11112222" not in purchase
    assert 'rel="preload"' not in client.get("/nope").content.decode()


def test_a_page_preloads_its_main_image(client, bundle):
    PaintingFactory(img="/media/demo/paintings/first.svg")
    PaintingFactory(img="/media/demo/paintings/second.svg")
    copies = "/media/uploads/tools/" + "c" * 32 + "_1200x900"
    tool = ToolFactory(img=f"{copies}.jpg")

    home = client.get("/").content.decode()
    product = client.get(f"/purchase/{tool.id}").content.decode()

    assert (
        '<link rel="preload" href="/media/demo/paintings/first.svg" as="image"'
        ' fetchpriority="high">' in home
    )
    assert "second.svg" not in home.split("</head>")[0]
    assert f'<link rel="preload" href="{copies}.jpg" as="image" fetchpriority="high"' in product
    assert f'imagesrcset="{copies}.320w.webp 320w, {copies}.640w.webp 640w' in product
    assert 'imagesizes="(min-width: 1152px) 536px, (min-width: 768px) 46vw, 100vw"' in product


def test_home_asks_for_the_apps_scripts_after_its_first_painting(client, bundle):
    PaintingFactory(img="/media/demo/paintings/first.svg")
    tool = ToolFactory()

    home = client.get("/").content.decode()
    product = client.get(f"/purchase/{tool.id}").content.decode()

    # One small script in the page; it adds the others, in this order, once the picture
    # has painted (assets/src/after-first-picture.js).
    scripts = re.findall(r"<script[^>]*\bsrc=[^>]*>", home)
    assert scripts == [
        '<script defer src="/static/bundle/after-first-picture.7777aaaa.js" data-scripts="'
        "/static/bundle/runtime.0123abcd.js /static/bundle/home.11112222.chunk.js "
        '/static/bundle/main.4567cdef.js">'
    ]
    assert 'as="script"' not in home
    # Pages whose placeholder draws no picture load the app at once, as before.
    assert '<script defer src="/static/bundle/main.4567cdef.js"></script>' in product
    assert "after-first-picture" not in product


def test_the_home_placeholder_draws_the_first_painting_before_the_app_runs(client, bundle):
    PaintingFactory(img="/media/demo/paintings/first.svg")
    PaintingFactory(img="/media/demo/paintings/second.svg")
    tool = ToolFactory(img="/media/demo/tools/brush.svg")

    home = client.get("/").content.decode()
    product = client.get(f"/purchase/{tool.id}").content.decode()

    placeholder = home.split('<div id="shell"')[1].split('<script id="shop-config"')[0]
    assert '<img src="/media/demo/paintings/first.svg"' in placeholder
    assert "second.svg" not in placeholder
    assert "<img" not in product.split('<div id="shell"')[1]


@pytest.mark.parametrize(
    ("name", "component", "declaration"),
    [
        ("SLIDE_SIZES", "features/paintings/components/image-slider.tsx", '"{}"'),
        ("TOOL_CARD_SIZES", "features/catalogue/components/tool-card.tsx", '"{}"'),
        ("PRODUCT_IMAGE_SIZES", "app/routes/purchase.tsx", '"{}"'),
        ("PAINTING_CARD_SIZES", "features/paintings/components/painting-card.tsx", '"{}"'),
        ("PAINTING_IMAGE_SIZES", "features/paintings/components/painting-viewer.tsx", '"{}"'),
        (
            "PAINTINGS_PAGE_SIZE",
            "features/paintings/api/painting-lists.ts",
            "PAINTINGS_PAGE_SIZE = {};",
        ),
        ("HOME_TOOLS", "features/catalogue/api/tool-lists.ts", "LATEST_TOOLS_COUNT = {};"),
        ("TOOLS_PAGE_SIZE", "features/catalogue/api/tool-lists.ts", "TOOLS_PAGE_SIZE = {};"),
        ("HOME_REVIEWS", "features/reviews/api/review-lists.ts", "LATEST_REVIEWS_COUNT = {};"),
    ],
)
def test_the_server_and_the_app_agree_on_what_a_page_carries(name, component, declaration):
    """The page's data and preloads are only used if they are what the app asks for."""
    from django.conf import settings

    from web import initial_data as pages

    source = (settings.BASE_DIR / "assets" / "src" / component).read_text()
    assert declaration.format(getattr(pages, name)) in source, f"{name} differs from {component}"


def test_every_route_chunk_the_server_preloads_is_built(settings):
    from web.bundle import bundle_manifest
    from web.routes import pages

    assert settings.BUNDLE_MANIFEST.exists(), "build the front end first: make build"
    built = set(bundle_manifest()["chunks"])
    assert {chunk for page in pages() for chunk in page.chunks} <= built


def test_the_wall_preview_is_its_own_chunk_loaded_only_when_asked_for(settings):
    """ "See it on your wall" is code few visitors run: no page's scripts carry it."""
    from web.bundle import bundle_manifest

    manifest = bundle_manifest()
    static = settings.BUNDLE_MANIFEST.parent / "static"
    own = set(manifest["chunks"]["wall-preview"]["js"])
    carrying = {
        path.relative_to(static).as_posix()
        for path in static.glob("bundle/*.js")
        if "Length of the line (cm)" in path.read_text()
    }
    assert carrying == own
    for page in pages_with_entry(manifest):
        assert not own & set(page)


def pages_with_entry(manifest: dict) -> list[list[str]]:
    from web.routes import pages

    entry = manifest["entrypoints"]["main"]["js"]
    return [
        entry + [f for c in page.chunks for f in manifest["chunks"][c]["js"]] for page in pages()
    ]


def test_initial_data_cannot_close_its_script_element(client, bundle):
    text = "</script><script>alert('x')</script> & <!--"
    ReviewFactory(name="Mallory", review=text)

    html = client.get("/").content.decode()

    assert "<script>alert" not in html
    assert initial_data(html)["reviews"][0]["review"] == text


def test_the_shell_is_sent_compressed(client, bundle):
    response = client.get("/", HTTP_ACCEPT_ENCODING="gzip")

    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]
    assert "no-cache" in response["Cache-Control"]


def test_svg_images_are_sent_compressed_and_uploads_cached_for_good(client, settings):
    drawing = settings.MEDIA_ROOT / "demo" / "tools" / "brush.svg"
    drawing.parent.mkdir(parents=True)
    drawing.write_text("<svg xmlns='http://www.w3.org/2000/svg'>" + "<g/>" * 200 + "</svg>")
    upload = settings.MEDIA_ROOT / "uploads" / "tools" / "k.320w.webp"
    upload.parent.mkdir(parents=True)
    upload.write_bytes(b"RIFF" + b"\0" * 400)

    svg = client.get("/media/demo/tools/brush.svg", HTTP_ACCEPT_ENCODING="gzip")
    webp = client.get("/media/uploads/tools/k.320w.webp", HTTP_ACCEPT_ENCODING="gzip")

    assert svg["Content-Encoding"] == "gzip"
    assert "immutable" not in svg.get("Cache-Control", "")
    assert not webp.has_header("Content-Encoding")
    assert "immutable" in webp["Cache-Control"] and "max-age=31536000" in webp["Cache-Control"]


ONE_YEAR = 365 * 24 * 60 * 60


def _page_assets(client: Client, settings) -> list[str]:
    assert (settings.STATIC_ROOT / "staticfiles.json").exists(), (
        "collect the built bundle first: make collectstatic (make test does it)"
    )
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    settings.WHITENOISE_AUTOREFRESH = False  # WhiteNoise as in production: files indexed once
    html = client.get("/").content.decode()
    assets = re.findall(r'<script defer src="([^"]+)"', html)
    assets += re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
    assert any(a.endswith(".js") for a in assets) and any(a.endswith(".css") for a in assets)
    return assets


@pytest.mark.parametrize(("encoding", "decompress"), [("br", brotli.decompress), ("gzip", None)])
def test_hashed_assets_come_compressed_and_cached_for_at_least_a_year(
    client: Client, settings, encoding, decompress
):
    for src in _page_assets(client, settings):
        assert re.search(r"\.[0-9a-f]{8}\.[0-9a-f]{12}\.(js|css)$", src), src
        plain = client.get(src)
        compressed = client.get(src, HTTP_ACCEPT_ENCODING=f"{encoding}, identity")

        assert compressed.status_code == 200
        assert compressed["Content-Encoding"] == encoding
        assert "Accept-Encoding" in compressed["Vary"]
        assert (decompress or gzip.decompress)(b"".join(compressed.streaming_content)) == (
            b"".join(plain.streaming_content)
        )
        cache_control = compressed["Cache-Control"]
        assert "immutable" in cache_control and "public" in cache_control
        max_age = int(re.search(r"max-age=(\d+)", cache_control).group(1))
        assert max_age >= ONE_YEAR, cache_control


@pytest.mark.parametrize("path", ["/", "/allproduct", "/no/such/page"])
def test_the_app_shell_is_never_cached_without_asking_again(client: Client, bundle, path):
    response = client.get(path)

    assert "no-cache" in response["Cache-Control"] or "no-store" in response["Cache-Control"]
    assert "max-age" not in response["Cache-Control"]
    assert "immutable" not in response["Cache-Control"]
