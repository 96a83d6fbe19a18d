"""The house rules a newcomer relies on: config/ holds configuration only, the import
contracts hold (production code never imports the local stand-ins, arrows run one way),
services know nothing of HTTP, production installs no test tools, and `make help` lists
every target."""

import ast
import re
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _imports(path: Path) -> list[tuple[str, bool]]:
    """(module, imported at the top level) for each import in path."""
    tree = ast.parse(path.read_text(), filename=str(path))
    top = set(map(id, tree.body))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, id(node) in top) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.module, id(node) in top))
    return found


def test_config_holds_settings_urls_wsgi_asgi_gunicorn_and_the_settings_helpers_only():
    modules = {p.name for p in (ROOT / "config").iterdir() if p.name != "__pycache__"}
    allowed = {"__init__.py", "settings.py", "urls.py", "wsgi.py", "asgi.py", "gunicorn.conf.py"}
    # What settings.py and gunicorn.conf.py read before any app loads, and their tests.
    allowed |= {"env.py", "local_mode.py", "logs.py", "storage.py", "jobs.py", "tests"}
    allowed |= {"api_schema.py"}  # drf-spectacular's constants, read by settings.py
    assert modules <= allowed, f"move {sorted(modules - allowed)} out of config/"


def test_core_holds_what_runs_at_request_time_not_the_settings_helpers():
    """settings.py and gunicorn.conf.py find their helpers beside them; core/ keeps what the
    API runs at request time (the request ids the logs carry among it)."""
    offenders = [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in [ROOT / "config" / "settings.py", ROOT / "config" / "gunicorn.conf.py"]
        for module, _ in _imports(path)
        if module.split(".")[0] == "core"
    ]
    assert offenders == []
    moved = ["environment.py", "local_mode.py", "logs.py", "storage_settings.py"]
    moved += ["job_queue_settings.py"]
    assert [name for name in moved if (ROOT / "core" / name).exists()] == []


def _lint_imports(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(ROOT / ".venv" / "bin" / "lint-imports"), "--no-cache", "--no-logo"],
        cwd=root,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
    )


def test_the_import_contracts_hold_and_a_violation_breaks_them(tmp_path):
    """`make lint` checks pyproject.toml's import contracts (one ladder of apps, the orders'
    private modules and the Stripe gateway kept inside their apps, production no devtools).
    They hold here; in a copy of the project where payments imports orders.actions (up the
    ladder) and returns imports orders.steps (past the orders' door), they break."""
    here = _lint_imports(ROOT)
    assert here.returncode == 0, here.stdout
    tracked = subprocess.run(
        ["git", "ls-files", "*.py", "pyproject.toml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for name in filter(lambda name: (ROOT / name).exists(), tracked):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes((ROOT / name).read_bytes())
    (tmp_path / "payments" / "scratch.py").write_text("from orders import actions\n")
    (tmp_path / "returns" / "scratch.py").write_text("from orders import steps\n")

    broken = _lint_imports(tmp_path)

    assert broken.returncode == 1
    assert "one ladder of apps: each imports only the rungs below it BROKEN" in broken.stdout
    assert "payments.scratch -> orders.actions" in broken.stdout
    assert "private modules and the Stripe gateway stay inside their apps BROKEN" in broken.stdout
    assert "returns.scratch -> orders.steps" in broken.stdout


def test_services_know_nothing_of_http():
    services = [*ROOT.glob("*/services.py"), *ROOT.glob("*/services/*.py")]
    services += [ROOT / "orders" / name for name in ("actions.py", "steps.py", "placing.py")]
    offenders = [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in services
        for module, _ in _imports(path)
        if module.split(".")[0] == "rest_framework" or module.startswith("django.http")
    ]
    assert offenders == []


def test_production_installs_no_test_or_local_tools():
    pinned = (ROOT / "requirements.txt").read_text().lower()
    names = {line.split("==")[0] for line in pinned.splitlines() if "==" in line}
    tools = {"pytest", "pytest-django", "playwright", "localstripe", "schemathesis", "locust"}
    assert names & (tools | {"ruff", "factory-boy", "factory_boy"}) == set()
    dev = (ROOT / "requirements-dev.txt").read_text().lower()
    assert "-r requirements.txt" in dev
    assert all(re.search(rf"^{re.escape(tool)}==", dev, re.M) for tool in tools)


def test_make_help_lists_every_target_with_a_line():
    makefile = (ROOT / "Makefile").read_text()
    phony = set()
    for block in re.findall(r"^\.PHONY:((?:.*\\\n)*.*)$", makefile, re.M):
        phony |= set(block.replace("\\\n", " ").split())
    listed = subprocess.run(
        ["make", "-s", "help"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    described = set(re.findall(r"^  make (\S+) +\S", listed, re.M))
    assert phony, "no .PHONY targets found"
    assert phony <= described, f"make help does not describe {sorted(phony - described)}"


def test_the_readme_code_map_names_every_top_level_folder_and_only_those():
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    folders = {name.split("/")[0] for name in tracked if "/" in name}
    folders = {name for name in folders if not name.startswith(".")}
    readme = (ROOT / "README.md").read_text()
    code_map = readme.split("## Code map", 1)[1].split("\n## ", 1)[0]
    mapped = set(re.findall(r"^\| `([^`/]+)/` \|", code_map, re.M))
    assert mapped == folders


def test_pytest_collects_every_folder_of_tests():
    """`make test` runs pytest without paths: a folder of tests missing from testpaths
    would never run (monitoring's and notifications' were left out for days)."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]
    testpaths = set(options["ini_options"]["testpaths"])
    folders = {p.parent.parent.name for p in ROOT.glob("*/tests/__init__.py")}
    folders |= {p.parent.name for p in ROOT.glob("*/conftest.py")}

    assert folders - testpaths == set()


def test_templates_live_in_the_top_level_templates_folder():
    """The owner's layout: the SPA shell and the e-mails in templates/, none in the apps."""
    in_apps = sorted(
        str(path.relative_to(ROOT))
        for path in ROOT.glob("*/templates")
        if path.parent.name != "templates" and any(path.iterdir())
    )
    assert in_apps == []
    assert (ROOT / "templates" / "web" / "index.html").is_file()
    assert {p.name for p in (ROOT / "templates" / "emails").iterdir()} >= {
        "order_placed.txt",
        "order_paid.html",
        "account_deleted_subject.txt",
    }


def _is_test_module(path: Path) -> bool:
    parts = path.relative_to(ROOT).parts
    return "tests" in parts or path.name == "conftest.py" or path.name.startswith("test_")


def test_modules_stay_small_enough_to_read():
    """A route module composes (its pieces live in features): 250 lines at most. A Python
    module of every top-level package (a new app as soon as it has its __init__.py or
    apps.py): 400 at most (tests, migrations and scripts aside)."""
    routes = [p for p in (ROOT / "assets/src/app/routes").glob("*.tsx") if ".test." not in p.name]
    packages = sorted(
        {marker.parent for name in ("__init__.py", "apps.py") for marker in ROOT.glob(f"*/{name}")}
    )
    python = [
        path
        for package in packages
        for path in package.rglob("*.py")
        if "migrations" not in path.relative_to(ROOT).parts and not _is_test_module(path)
    ]
    assert {"orders", "returns", "taxes", "shipping", "paperwork", "certificates"} <= {
        package.name for package in packages
    }
    too_long = {
        str(path.relative_to(ROOT)): lines
        for path, limit in [*((p, 250) for p in routes), *((p, 400) for p in python)]
        if (lines := len(path.read_text().splitlines())) > limit
    }
    assert routes and python and too_long == {}
