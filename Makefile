# Every target bootstraps .venv on first use; nothing needs to be installed by hand but the
# system packages the README names (`make demo` needs Python alone).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# CI's machine has 2 cores; more workers than cores only adds contention.
PYTEST_WORKERS ?= 2

.PHONY: setup setup-js need-node need-postgres need-promtool demo test generate bench soak soak-cluster clean

# Two stamps in one venv: .runtime is the package and its runtime dependencies (msgspec,
# tzdata; a few seconds), all `make demo` needs; .installed adds the development extras
# (generator, test, postgres, models, ops: about 80 packages, a minute or more), so `make test`
# after `make demo` completes the same venv. Both are ordinary editable installs: dsh_schedule/
# holds links to the sibling folders (runtime/, host/, ...), so the package is complete on
# disk and every tool can follow its imports. pip is not quiet: an install says what it does.
# The build backend pyproject.toml pins is installed into the venv and used there: pip's build
# isolation would install it into a new temporary environment on every install, which doubled
# the time of `make demo`'s install (measured: 6 s against 3 s on a loaded 2-core machine).
setup: $(VENV)/.installed

BUILD_REQUIRES = $(shell $(PYTHON) -c 'import shlex, tomllib; print(*map(shlex.quote, \
	tomllib.load(open("pyproject.toml", "rb"))["build-system"]["requires"]))')
PIP_INSTALL = $(BIN)/python -m pip install --disable-pip-version-check

$(VENV)/.runtime: pyproject.toml | $(BIN)/python
	@echo "Installing dsh-tool-schedule and its runtime dependencies (msgspec, tzdata) into $(VENV)/"
	$(PIP_INSTALL) $(BUILD_REQUIRES)
	$(PIP_INSTALL) --no-build-isolation -e .
	@touch $@

$(VENV)/.installed: $(VENV)/.runtime pyproject.toml
	@echo "Installing the development tools (extras generator, test, postgres, models, ops) into $(VENV)/"
	$(PIP_INSTALL) --no-build-isolation -e '.[generator,test,postgres,models,ops]'
	@touch $@

# The system packages beyond Python, each looked for when a target needs it and before anything
# is installed: a missing one stops make with one line naming the Debian package. Debian keeps
# venv's pip bootstrap (ensurepip) in python3-venv, so it is checked for, or a venv without pip
# would be left behind. PostgreSQL's programs are found as tests/postgres_cluster.py finds them:
# `pg_config --bindir`, then initdb and postgres there.
PYTHON_FOUND = $(shell $(PYTHON) -c 'import ensurepip, sys; sys.exit(sys.version_info < (3, 11))' \
	2>/dev/null && echo found)
PYTHON_MISSING = Python 3.11 or newer with its venv module is needed (PYTHON=$(PYTHON)): \
	apt-get install python3 python3-venv
NODE_FOUND = $(shell command -v node >/dev/null && command -v npm >/dev/null && echo found)
NODE_MISSING = node and npm are needed: apt-get install nodejs npm
POSTGRES_FOUND = $(shell bin=$$(pg_config --bindir 2>/dev/null) && test -x "$$bin/initdb" \
	&& test -x "$$bin/postgres" && echo found)
PROMTOOL_FOUND = $(shell command -v promtool >/dev/null && echo found)
PROMTOOL_MISSING = promtool (it checks ops/prometheus-rules.yml) is needed: apt-get install \
	prometheus
POSTGRES_MISSING = PostgreSQL's initdb and postgres (found through pg_config --bindir) are \
	needed: apt-get install postgresql

$(BIN)/python:
	@$(if $(PYTHON_FOUND),,$(error $(PYTHON_MISSING)))
	$(PYTHON) -m venv $(VENV)

need-node:
	@$(if $(NODE_FOUND),,$(error $(NODE_MISSING)))

need-postgres:
	@$(if $(POSTGRES_FOUND),,$(error $(POSTGRES_MISSING)))

need-promtool:
	@$(if $(PROMTOOL_FOUND),,$(error $(PROMTOOL_MISSING)))

# Development tools for the JavaScript validators (ajv, ajv-formats, typescript), from the lock
# file; again when package.json or package-lock.json changes. Node 18+ and npm are needed.
setup-js: node_modules/.installed

node_modules/.installed: package.json package-lock.json | need-node
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

demo: $(VENV)/.runtime
	$(BIN)/dsh-schedule demo

generate: setup
	$(BIN)/dsh-schedule generate

# pytest runs on PYTEST_WORKERS processes (pytest-xdist; `make test PYTEST_WORKERS=0` runs it in
# one); tests that share an expensive module fixture run on one worker (tests/conftest.py).
# Each worker starts a throwaway PostgreSQL cluster of its own (tests/postgres_cluster.py) when
# a test first needs it and always stops it; when it cannot start, the tests that need it fail
# and say why. The last line does the same for the conformance run on PostgreSQL (a new schema
# per case), and fails with exit code 2, saying why, when the cluster cannot start.
test: need-node need-postgres need-promtool setup setup-js
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
bench: need-node need-postgres setup setup-js
	$(BIN)/python -m bench

# A randomized crash soak: real host processes killed at points (aimed at the window where a
# reminder can repeat on screen) or at random moments of real time, counted apart, on SQLite.
# Bounded: SOAK_SECONDS (default 150, at most 540); SOAK_SEED replays one run's plans. Then the
# contention soak: two or three host processes per session on one SQLite file, with kills and
# pauses; SOAK_CONTENTION_SECONDS (default 60, or SOAK_SECONDS when that is less).
soak: setup
	$(BIN)/python -m tests.soak
	$(BIN)/python -m tests.soak_ownership

# The distributed soak: four `dsh-schedule worker` processes and a client host on a throwaway
# PostgreSQL cluster (started here, always stopped), with workers SIGKILLed, SIGSTOPped and
# restarted. SOAK_CLUSTER_SECONDS (default 180, at most 900); SOAK_CLUSTER_SEED replays the
# random choices. See docs/reliability.md, Cluster soak.
soak-cluster: need-postgres setup
	$(BIN)/python -m tests.postgres_cluster $(BIN)/python -m tests.soak_cluster

clean:
	rm -rf $(VENV) build *.egg-info
