"""Names vulture reports as unused that are used from outside the code it reads.

`make test` runs vulture on the hand-written code, the tests and the benchmarks (pyproject.toml,
`[tool.vulture]`); each name below is one it cannot see used, with the reason it stays. Vulture
matches names, not objects: an entry keeps every definition of that name alive, so an entry
names one thing and says where it is used. Decorated pytest fixtures and hooks and Hypothesis
state-machine rules are exempted by decorator in `[tool.vulture]` instead.
"""

# Each entry is an attribute read with no effect: that is how vulture is told a name is used.
# ruff: noqa: B018

from vulture.whitelist_utils import Whitelist

_ = Whitelist()

# Attributes the standard library and the drivers read after we set them.
_.text_factory  # sqlite3.Connection: how SQLite returns TEXT (host/stores/sqlite.py)
_.isolation_level  # psycopg Connection: the isolation of each transaction (host/stores/postgres.py)
_.daemon_threads  # socketserver: the fake model server's handlers end with the tests

# Fields and methods that code outside our own calls by name.
_.session_persistence  # PluginContext field (SPEC host contract), read by name in plugin.py
_.do_POST  # http.server calls it for each POST to the fake model server (tests/support)
_.do_GET  # http.server calls it for each GET of /metrics, /healthz, /readyz (host/metrics.py)
_.__getattr__  # Python calls it for a name a module lacks (compiler/__init__.py, PEP 562)
_.log_message  # http.server's logging hook, quieted in the fake model server
_._split_scope  # pytest-xdist's LoadScopeScheduling hook (tests/support/worker_groups.py)
_.teardown  # Hypothesis calls it after each run of a RuleBasedStateMachine
_.test_schedule_machine  # pytest collects the state machine's TestCase under this name
