# Browser Carcassonne. Two commands take a fresh machine to a running game and a passing suite:
#   make serve   install what the site needs, build dist/, serve it on http://127.0.0.1:8000
#   make test    install everything, build dist/, run every test (CPython, Pyodide, browser)
# Install steps are stamped, so they are quick when already satisfied.

PYTHON   ?= python3
PORT     ?= 8000
CHROMIUM := /usr/bin/chromium
STAMPS   := .stamps
NPM_OK   := node_modules/.npm-ci-ok
PIP_OK   := $(STAMPS)/pip-ok
WHEELS   := tests/pyodide/wheels
WHEELS_OK := $(WHEELS)/.download-ok
SUDO     := $(if $(filter 0,$(shell id -u)),,sudo)

# One pytest run over everything, so there is one closing summary line, in TEST_JOBS processes (pytest-xdist;
# work stealing: a process that runs out takes tests queued for another); a browser test often waits on the page's
# own timers (a computer's pause, a boot watchdog), so two processes left a 2-core box about 12 % idle: three keep it
# busy (docs/performance.md, session 15). `make test TEST_JOBS=1` runs them one by one.
# A test runs again only if Chromium crashed under it, in a freshly launched browser (e2e/conftest.py: BrowserPool).
PYTEST_ARGS ?=
TEST_JOBS ?= 3
PYTEST := $(PYTHON) -m pytest tests e2e -ra --durations=5 -n $(TEST_JOBS) --dist worksteal \
	--reruns 1 --only-rerun 'Page crashed' --only-rerun 'Target crashed' \
	--screenshot=only-on-failure --output=e2e/test-results $(PYTEST_ARGS)

.PHONY: help install build dist serve test test-engine test-pyodide test-e2e clean

help:
	@echo "make serve         build dist/ and serve it on http://127.0.0.1:$(PORT)"
	@echo "make test          install what is missing, build, run every test"
	@echo "make dist          self-contained dist/ folder for any static host"
	@echo "make build         vendor files + static/app.zip (the repo root is then a site too)"
	@echo "make test-engine   engine tests on CPython only (fast loop)"
	@echo "make test-pyodide  engine tests inside Pyodide under Node"
	@echo "make test-e2e      browser tests only"
	@echo "make clean         remove build output and installed stamps"

# ---- installs ------------------------------------------------------------------------------
$(NPM_OK): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

$(PIP_OK): tests/requirements.txt
	@mkdir -p $(STAMPS)
	$(PYTHON) -m pip install --quiet --disable-pip-version-check -r tests/requirements.txt
	@touch $@

# Pure-Python wheels for the Pyodide run (pytest, hypothesis, ...), from PyPI, no CDN.
$(WHEELS_OK): tests/pyodide/requirements.txt
	rm -rf $(WHEELS)
	$(PYTHON) -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
		--platform any --implementation py --abi none --python-version 3.14 \
		-d $(WHEELS) -r tests/pyodide/requirements.txt
	@touch $@

# Debian's Chromium for the browser tests (never `playwright install`); skipped when present.
$(CHROMIUM):
	$(SUDO) apt-get update -q
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium

install: $(NPM_OK) $(PIP_OK) $(WHEELS_OK) $(CHROMIUM)

# ---- site ----------------------------------------------------------------------------------
build: $(NPM_OK)
	$(PYTHON) py/sitebuild/build.py build

dist: $(NPM_OK)
	$(PYTHON) py/sitebuild/build.py dist

serve: dist
	$(PYTHON) py/sitebuild/build.py serve --dir dist --port $(PORT)

# ---- tests ---------------------------------------------------------------------------------
test: install dist
	$(PYTEST)

test-engine: $(PIP_OK)
	$(PYTHON) -m pytest tests -m "not subprocess" $(PYTEST_ARGS)

# The tile art comes from the build's table there, as in the page (tests/test_pyodide_runtime.py says why).
test-pyodide: $(NPM_OK) $(WHEELS_OK)
	PYODIDE_TILEART_TABLE="$$($(PYTHON) py/sitebuild/build.py tileart)" node tests/pyodide/run.mjs tests $(PYTEST_ARGS)

test-e2e: install dist
	$(PYTHON) -m pytest e2e -ra --screenshot=only-on-failure --output=e2e/test-results $(PYTEST_ARGS)

clean:
	rm -rf dist static/vendor static/app.zip $(STAMPS) $(WHEELS) e2e/test-results .pytest_cache
