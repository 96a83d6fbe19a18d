"""deploy/nginx/shop-app.conf, the app server's nginx in production, is a configuration
Debian's nginx accepts, with the front's http-level part, the per-address limit and the
micro-cache's zone."""

import subprocess
from pathlib import Path

from devtools.nginx import MICRO_CACHE, ROOT, nginx_binary

DEPLOYED = ROOT / "deploy" / "nginx" / "shop-app.conf"


def test_the_deployed_app_server_configuration_is_valid(tmp_path: Path):
    site = DEPLOYED.read_text().replace("/srv/shop", str(ROOT))
    site = site.replace("/var/cache/nginx-shop", str(tmp_path / "micro-cache"))
    # No certificate here: the same server on plain HTTP.
    site = "\n".join(
        line for line in site.splitlines() if not line.strip().startswith("ssl_certificate")
    ).replace("listen 443 ssl;", "listen 127.0.0.1:9;")
    assert "include " + str(ROOT / "ops/nginx/http.conf") in site
    # The micro-cache ops/nginx/shop.conf uses, as make run and the tests declare it.
    assert f"proxy_cache_path {tmp_path / 'micro-cache'} {MICRO_CACHE};" in " ".join(site.split())
    (tmp_path / "site.conf").write_text(site)
    (tmp_path / "nginx.conf").write_text(
        f'pid "{tmp_path}/nginx.pid";\nerror_log stderr;\nevents {{}}\n'
        f'http {{\n    include "{tmp_path}/site.conf";\n}}\n'
    )

    checked = subprocess.run(
        [
            nginx_binary(),
            "-t",
            "-p",
            f"{tmp_path}/",
            "-e",
            "stderr",
            "-c",
            f"{tmp_path}/nginx.conf",
        ],
        capture_output=True,
        text=True,
    )

    assert checked.returncode == 0, checked.stderr
