# Every target bootstraps .venv on first use; nothing needs to be installed by hand.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# CI's machine has 2 cores; more workers than cores only adds contention.
PYTEST_WORKERS ?= 2

.PHONY: setup setup-js demo test generate bench soak soak-cluster clean

setup: $(VENV)/.installed

# An ordinary editable install: dsh_schedule/ holds links to the sibling folders (runtime/,
# host/, ...), so the package is complete on disk and every tool can follow its imports.
$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "error: Python 3.11 or newer is needed (PYTHON=$(PYTHON))"; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -e '.[generator,test,postgres,models]'
	@touch $@

# Development tools for the JavaScript validators (ajv, typescript), from the lock file; again
# when package.json or package-lock.json changes. Node 18+ and npm are needed.
setup-js: node_modules/.installed

node_modules/.installed: package.json package-lock.json
	@command -v node >/dev/null && command -v npm >/dev/null || \
		{ echo "error: node and npm are needed for the JavaScript validators' tests"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

demo: setup
	$(BIN)/dsh-schedule demo

generate: setup
	$(BIN)/dsh-schedule generate

# pytest runs on PYTEST_WORKERS processes (pytest-xdist; `make test PYTEST_WORKERS=0` runs it in
# one); tests that share an expensive module fixture run on one worker (tests/conftest.py).
# Each worker starts a throwaway PostgreSQL cluster of its own (tests/postgres_cluster.py) when
# a test first needs it and always stops it; when it cannot start, the tests that need it fail
# and say why. The last line does the same for the conformance run on PostgreSQL (a new schema
# per case), and fails with exit code 2, saying why, when the cluster cannot start.
test: setup setup-js
	$(BIN)/dsh-schedule generate --check
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/vulture
	$(BIN)/mypy -p dsh_schedule
	$(BIN)/mypy tests bench
	$(BIN)/pytest -n $(PYTEST_WORKERS)
	$(BIN)/dsh-schedule conformance --store memory
	$(BIN)/dsh-schedule conformance --store sqlite
	$(BIN)/python -m tests.postgres_cluster \
		sh -c '$(BIN)/dsh-schedule conformance --store "$$DSH_POSTGRES_URL"'

# Benchmarks, not tests: every figure of SPEC §12 in one run (a few minutes), printed as a
# table and written to bench/results.json; docs/performance.md reads them.
bench: setup
	$(BIN)/python -m bench

# A randomized crash soak: real host processes SIGKILLed at random points, on SQLite. Bounded:
# SOAK_SECONDS (default 150, at most 540); SOAK_SEED replays one run's plans. Then the
# contention soak: two or three host processes per session on one SQLite file, with kills and
# pauses; SOAK_CONTENTION_SECONDS (default 60, or SOAK_SECONDS when that is less).
soak: setup
	$(BIN)/python -m tests.soak
	$(BIN)/python -m tests.soak_ownership

# The distributed soak: four `dsh-schedule worker` processes and a client host on a throwaway
# PostgreSQL cluster (started here, always stopped), with workers SIGKILLed, SIGSTOPped and
# restarted. SOAK_CLUSTER_SECONDS (default 180, at most 900); SOAK_CLUSTER_SEED replays the
# random choices. See docs/reliability.md, Cluster soak.
soak-cluster: setup
	$(BIN)/python -m tests.postgres_cluster $(BIN)/python -m tests.soak_cluster

clean:
	rm -rf $(VENV) build *.egg-info
