# Every target bootstraps .venv on first use; nothing needs to be installed by hand.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SOURCES := dsh_schedule generator generated runtime host schemas conformance

.PHONY: setup demo test generate bench soak clean FORCE

setup: $(VENV)/.installed

# The editable install links each file into build/ (strict mode, which mypy can follow),
# so it is redone whenever the set of package files changes, not on every edit.
$(VENV)/.manifest: FORCE
	@mkdir -p $(VENV)
	@find $(SOURCES) -type f \( -name '*.py' -o -name '*.json' -o -name '*.j2' -o -name 'py.typed' \) \
		-not -path '*/__pycache__/*' | LC_ALL=C sort > $@.new
	@cmp -s $@.new $@ || mv $@.new $@; rm -f $@.new

$(VENV)/.installed: pyproject.toml $(VENV)/.manifest
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "error: Python 3.11 or newer is needed (PYTHON=$(PYTHON))"; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check \
		--config-settings editable_mode=strict -e '.[generator,test]'
	@touch $@

demo: setup
	$(BIN)/dsh-schedule demo

generate: setup
	$(BIN)/dsh-schedule generate

# mypy runs from .venv/ so that the source folder dsh_schedule/ does not shadow the installed
# package (whose subpackages come from the sibling folders).
test: setup
	$(BIN)/dsh-schedule generate --check
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	cd $(VENV) && bin/mypy --config-file ../pyproject.toml -p dsh_schedule
	cd $(VENV) && bin/mypy --config-file ../pyproject.toml ../tests ../bench
	$(BIN)/pytest
	$(BIN)/dsh-schedule conformance --store memory
	$(BIN)/dsh-schedule conformance --store sqlite

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

clean:
	rm -rf $(VENV) build *.egg-info
