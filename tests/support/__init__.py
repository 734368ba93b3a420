"""What the test modules share; nothing here is a test (pytest collects only tests/test_*.py).

- `changes`: `schedule/change` data and event logs, as a session log holds them;
- `live`: the live harness, the embedded host on a virtual clock with fault switches;
- `owner`: what the live owner's tests do on that harness (create and settle, read changes);
- `stores`: lease holders, a claimed commit and the store contract's backends and sessions;
- `offline_model`: the offline model's tools, instant and zone, its request grammar and steps;
- `schemas`: our schemas, and the validators module rendered from them;
- `remote_models`: fake provider keys, a fake model server, and a chat with the host through it;
- `tools`: the three tools on a host without an owner, and the results they are to return;
- `postgres`: a PostgreSQL store opened, tampered with, populated, and what a refusal leaves;
- `cli`: the `dsh-schedule` command run as a subprocess;
- `paths`: where the repository is.
"""
