# The two commands: `make run` (serve the shop) and `make test` (every test).
# Both install whatever is missing first; running them again only redoes what changed.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000

export PIP_DISABLE_PIP_VERSION_CHECK := 1
export NO_UPDATE_NOTIFIER := 1
export npm_config_fund := false
export npm_config_audit := false
# This environment sets PYTHONDONTWRITEBYTECODE=1; empty, Python keeps the compiled modules
# (and pytest its rewritten tests) in __pycache__, so every test run and every gunicorn or
# manage.py the tests start does not compile the project again (collection 16 s -> 8 s).
export PYTHONDONTWRITEBYTECODE :=

BUNDLE_SOURCES := $(shell find assets/src -type f 2>/dev/null) package.json webpack.config.js \
	babel.config.js postcss.config.js tsconfig.json
STATIC_SOURCES := $(shell find static -type f 2>/dev/null)

.PHONY: help run test install build collectstatic lint test-python test-sqlite test-e2e \
	test-checks test-side-a test-side-b test-postgres test-js check-deploy bench bench-load bench-api bench-search bench-web \
	bench-slow-clients bench-upload bench-flash-sale clean pg-stop \
	backup restore cluster-test

help: ## list the targets (this)
	@echo "The two commands: make run (serve the shop) and make test (every test)."
	@awk 'BEGIN {FS = ":[^#]*## "} /^[a-z0-9-]+:.*## / {printf "  make %-14s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

# --- installation ---------------------------------------------------------------------

# Production needs requirements.txt only; `make run` and `make test` also need the local
# stand-ins and test tools of requirements-dev.txt (which includes requirements.txt).
$(VENV)/.installed: requirements.txt requirements-dev.txt
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q -r requirements-dev.txt
	@touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# The Firebase Auth emulator (firebase-tools), kept apart from the bundle's dependencies.
# Without its optional packages: re2 (a regular-expression engine firebase-tools can do
# without) would be compiled from C++ source, minutes of a fresh install.
tools/firebase/node_modules/.installed: tools/firebase/package.json tools/firebase/package-lock.json
	cd tools/firebase && CI=true npm ci --omit=optional --no-audit --no-fund --loglevel=error
	@touch $@

# Lighthouse, for bench/web only (not part of `make install` or `make test`).
tools/lighthouse/node_modules/.installed: tools/lighthouse/package.json tools/lighthouse/package-lock.json
	cd tools/lighthouse && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

.local/system-packages.installed: scripts/system-packages
	scripts/system-packages
	@mkdir -p .local && touch $@

install: $(VENV)/.installed node_modules/.installed tools/firebase/node_modules/.installed ## install what is missing: Python venv, npm packages, the Firebase emulator

# --- build ----------------------------------------------------------------------------

assets/build/manifest.json: node_modules/.installed $(BUNDLE_SOURCES)
	npm run --silent build

staticfiles/staticfiles.json: assets/build/manifest.json $(STATIC_SOURCES) $(VENV)/.installed
	$(PY) manage.py collectstatic --noinput --clear -v 0

build: assets/build/manifest.json ## build the React bundle (webpack) into assets/build/
collectstatic: staticfiles/staticfiles.json ## collect the bundle and static files for WhiteNoise into staticfiles/

# --- run ------------------------------------------------------------------------------

# The emulator, then migrate and the demo data, then gunicorn behind nginx (scripts/serve.py).
run: collectstatic tools/firebase/node_modules/.installed .local/system-packages.installed ## install, build, migrate, load demo data, serve the shop on http://127.0.0.1:8000 (HOST=, PORT=) with the emulator and localstripe
	$(PY) scripts/serve.py --host $(HOST) --port $(PORT)

# --- backups --------------------------------------------------------------------------

# The database (as fixtures) and the media files in one archive, BACKUP_DIR/shop-<UTC
# time>.tar.gz (BACKUP_DIR: default backups/).
backup: $(VENV)/.installed ## write the database and media files to backups/shop-<UTC>.tar.gz
	$(PY) manage.py backup_shop

# BACKUP=path/to/shop-....tar.gz (default: the newest in BACKUP_DIR); YES=1: do not ask.
# The archive is checked before anything changes; restore_shop migrates the schema first.
restore: $(VENV)/.installed ## restore a backup: [BACKUP=archive] (default the newest) [YES=1] (do not ask)
	$(PY) manage.py restore_shop $(if $(BACKUP),"$(BACKUP)") $(if $(YES),--yes)

# --- tests ----------------------------------------------------------------------------

lint: $(VENV)/.installed node_modules/.installed ## ruff, the import contracts, migrations check, ESLint and Prettier
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache --no-logo  # pyproject.toml's [tool.importlinter]
	$(PY) manage.py makemigrations --check --dry-run -v 0
	npm run --silent lint

check-deploy: $(VENV)/.installed assets/build/manifest.json ## Django's deployment checks under production settings
	SHOP_ENV=production DJANGO_SECRET_KEY="$$($(PY) -c 'import secrets; print(secrets.token_urlsafe(50))')" \
		DJANGO_ALLOWED_HOSTS=shop.example.com FIREBASE_API_KEY=check FIREBASE_PROJECT_ID=check \
		STRIPE_SECRET_KEY=sk_check STRIPE_PUBLISHABLE_KEY=pk_check STRIPE_WEBHOOK_SECRET=whsec_check \
		CERTIFICATE_SIGNING_KEY="$$($(PY) -c 'import base64,os; print(base64.b64encode(os.urandom(32)).decode())')" \
		$(PY) manage.py check --deploy --fail-level WARNING

test-js: node_modules/.installed ## TypeScript check and Jest
	npm run --silent typecheck
	npm test --silent

PYTHON_TEST_DEPS := collectstatic .local/system-packages.installed tools/firebase/node_modules/.installed

test-python: $(PYTHON_TEST_DEPS) ## the Python tests on SQLite, end to end in Chromium included
	$(VENV)/bin/pytest

test-sqlite: $(PYTHON_TEST_DEPS) ## the Python tests on SQLite, without the browser
	$(VENV)/bin/pytest -m "not e2e"

test-e2e: $(PYTHON_TEST_DEPS) ## the end-to-end tests in Chromium (on SQLite)
	$(VENV)/bin/pytest -m e2e e2e

test-postgres: $(PYTHON_TEST_DEPS) ## the Python tests on a throw-away PostgreSQL (no browser tests, none marked one_database)
	@scripts/pg-test-server stop
	$(PY) -m devtools.ports PG_TEST_PORT -- bash -c 'url="$$(scripts/pg-test-server start)"; \
		DATABASE_URL="$$url" EXPECT_DATABASE=postgresql $(VENV)/bin/pytest -m "not e2e and not one_database" \
		&& status=0 || status=$$?; scripts/pg-test-server stop; exit $$status'

bench: $(PYTHON_TEST_DEPS) ## the JavaScript budgets of Home, Paintings, a painting and the checkout
	$(PY) bench/bundle-size

# Not part of `make test`: minutes of load on every CPU (bench/api --quick is shorter).
bench-load: $(PYTHON_TEST_DEPS) ## load test with locust and the books checked after (minutes; not in make test)
	$(PY) bench/load

bench-api: $(PYTHON_TEST_DEPS) ## wrk against the API and a bare Django view (not in make test)
	$(PY) bench/api

# 300 customers at once buy one tool (100 units) and one painting, on a throw-away
# PostgreSQL, beside a bare psycopg loop doing the same; about a minute, not in `make test`.
bench-flash-sale: $(PYTHON_TEST_DEPS) ## a flash sale on PostgreSQL: the shop's orders/s and p99 against a bare psycopg loop (not in make test)
	$(PY) bench/flash-sale

bench-search: $(PYTHON_TEST_DEPS) ## search and filtered pages at 100,000 tools on PostgreSQL (minutes; not in make test)
	$(PY) bench/search

bench-upload: $(VENV)/.installed ## time and peak memory of image uploads and their jobs (not in make test)
	$(PY) bench/upload-memory

bench-slow-clients: $(PYTHON_TEST_DEPS) ## 150 stalled clients: GET /api/tools through nginx and on bare gunicorn (not in make test)
	$(PY) bench/slow-clients

# Lighthouse on the public pages, the demo customer's (All Products, a product, My Order,
# payment, My Profile) and the admin's Orders (mobile), and the JS and CSS each loads; fails
# below the goals. Slow (about 6 minutes) and load-sensitive: not in `make test`.
bench-web: $(PYTHON_TEST_DEPS) tools/lighthouse/node_modules/.installed ## Lighthouse on Home, Paintings, a painting, and the customer's and admin's pages (not in make test)
	$(PY) bench/web

# The checks that need no database, one after the other.
test-checks: $(VENV)/.installed node_modules/.installed assets/build/manifest.json ## lint, check --deploy, TypeScript and Jest, the bundle budget
	$(MAKE) lint
	$(MAKE) check-deploy
	$(MAKE) test-js
	$(MAKE) bench

# Two app servers behind HAProxy with PostgreSQL, Redis, moto's S3 and a job worker on
# loopback, and the faults they must survive (cluster/).
cluster-test: $(PYTHON_TEST_DEPS) ## the cluster test: 2 app servers behind HAProxy, a server killed, PostgreSQL restarted
	$(PY) -m cluster

# Two lines of suites side by side, one per core (a third line was tried: the machine is
# busy throughout, and it took longer): side a, every check (the bundle budget included),
# then the SQLite tests; side b, every end-to-end test, then the PostgreSQL tests. The split
# balances the sides (about 8 and a half minutes each on the 2-core machine, on a fast day).
test-side-a: ## the checks (lint, check --deploy, TypeScript and Jest, the bundle budget), then the Python tests on SQLite (half of make test)
	$(MAKE) test-checks
	$(MAKE) test-sqlite

test-side-b: ## the end-to-end tests, then the Python tests on PostgreSQL (half of make test)
	$(MAKE) test-e2e
	$(MAKE) test-postgres

# Everything is installed and built first; then the two sides run at once, each one's
# output printed whole when it ends; then the cluster test, alone (it times a balancer and
# a database restart). A failure anywhere fails `make test`.
test: ## install what is missing and run every test (lint, JS, Python on SQLite and PostgreSQL, end to end, the cluster)
	$(MAKE) -j4 --output-sync=target $(PYTHON_TEST_DEPS) node_modules/.installed
	@echo "Running two sides at once: the checks, the bundle budget and the SQLite tests; the" \
		"end-to-end tests and the PostgreSQL tests. Each side's output appears when it ends."
	$(MAKE) -j2 --output-sync=recurse test-side-a test-side-b
	$(MAKE) cluster-test

pg-stop: ## stop the tests' PostgreSQL server if one is left running
	scripts/pg-test-server stop

clean: pg-stop ## remove everything installed and built (venv, node_modules, bundle, .local)
	rm -rf $(VENV) node_modules tools/firebase/node_modules tools/lighthouse/node_modules assets/build staticfiles .local test-artifacts
