def test_local_stripe_js_is_wrapped_and_talks_to_localstripe(client, settings):
    settings.LOCALSTRIPE_URL = "http://127.0.0.1:8420"

    response = client.get("/stripe/v3.js")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/javascript")
    script = response.content.decode()
    assert script.startswith("(function () {") and script.rstrip().endswith("})();")
    assert 'const src = "http://127.0.0.1:8420/js.stripe.com/v3/";' in script
    assert "document.currentScript.src" not in script


def test_there_is_no_local_stripe_js_with_real_stripe(client, settings):
    settings.LOCALSTRIPE_URL = None

    assert client.get("/stripe/v3.js").status_code == 404
