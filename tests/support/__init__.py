"""What the test modules share; nothing here is a test (pytest collects only tests/test_*.py).

- `changes`: `schedule/change` data and event logs, as a session log holds them;
- `live`: the live harness, the embedded host on a virtual clock with fault switches;
- `owner`: what the live owner's tests do on that harness (create and settle, read changes);
- `stores`: a lease holder and a claimed commit, for tests of the session stores;
- `schemas`: our schemas, and the validators module rendered from them;
- `cli`: the `dsh-schedule` command run as a subprocess;
- `paths`: where the repository is.
"""
