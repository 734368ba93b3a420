"""A throwaway PostgreSQL cluster for the tests, and for commands run beside it.

The cluster lives in a temporary folder of its own (data and Unix socket, no TCP), runs as the
`postgres` system user when we are root (`initdb` refuses root), and is stopped and removed
afterwards, whatever happened. The server dies with the process that started it even when
that process is killed, so no run leaves one behind. It is tuned for tests, not for crashes
of the server itself: nothing a test checks depends on the server's own fsync.

`python -m tests.postgres_cluster COMMAND...` runs COMMAND with `DSH_POSTGRES_URL` naming a
fresh database of a fresh cluster, and exits with COMMAND's status.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Final
from urllib.parse import quote

import psycopg

START_TIMEOUT_S: Final = 60.0
LOGIN_ROLE: Final = "dsh_login"
"""A role that must log in with a password (every other role is trusted on the socket)."""
LOGIN_PASSWORD: Final = "right-password"
ADMIN: Final = "tests-admin"
"""The application name of the harness's own connections."""
SETTINGS: Final = (
    "listen_addresses=",
    "fsync=off",
    "full_page_writes=off",
    "max_connections=200",
)


class ClusterError(Exception):
    """The cluster could not be started; the message says why."""


class Cluster:
    """A running server. A test gets a fresh database, or (much faster to make) a fresh
    schema of one shared database, which a store uses through the URL's search_path."""

    def __init__(self, folder: Path, server: subprocess.Popen[bytes]) -> None:
        self.folder = folder
        self.socket = folder / "socket"
        self.log = folder / "server.log"
        self._server = server
        self._names = itertools.count(1)
        self._shared: tuple[str, psycopg.Connection[tuple[object, ...]]] | None = None

    def url(self, database: str = "postgres", *, user: str = "postgres", **params: str) -> str:
        query = "".join(f"&{key}={quote(value, safe='')}" for key, value in params.items())
        return f"postgresql://{user}@/{database}?host={quote(str(self.socket), safe='')}{query}"

    def admin(self, database: str = "postgres") -> psycopg.Connection[tuple[object, ...]]:
        """A connection named `ADMIN`, so that a test which cuts the stores' connections (those
        with no name) leaves the harness's own alone."""
        return psycopg.connect(self.url(database), autocommit=True, application_name=ADMIN)

    def create_database(self) -> str:
        name = f"test_{next(self._names)}"
        with self.admin() as db:
            db.execute(f"CREATE DATABASE {name}")
        return name

    def drop_database(self, name: str) -> None:
        with self.admin() as db:
            db.execute(f"DROP DATABASE {name} WITH (FORCE)")

    def schema_url(self) -> str:
        """The URL of a new, empty schema of the shared database."""
        if self._shared is None:
            database = self.create_database()
            self._shared = (database, self.admin(database))
        database, admin = self._shared
        name = f"store_{next(self._names)}"
        admin.execute(f"CREATE SCHEMA {name}")
        return self.url(database, options=f"-c search_path={name}")

    def alive(self) -> bool:
        return self._server.poll() is None

    @property
    def pid(self) -> int:
        """The server's process (the postmaster): its backends are its children."""
        return self._server.pid

    def stop(self) -> None:
        """A fast shutdown (clients are disconnected), then the folder is removed."""
        if self._shared is not None:
            self._shared[1].close()
        try:
            if self._server.poll() is None:
                self._server.send_signal(signal.SIGINT)
                try:
                    self._server.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    self._server.send_signal(signal.SIGQUIT)
                    self._server.wait(timeout=30)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def log_tail(self, lines: int = 5) -> str:
        try:
            text = self.log.read_text(errors="replace").splitlines()
        except OSError:
            return "(no server log)"
        return " | ".join(line.strip() for line in text[-lines:]) or "(empty server log)"


@contextmanager
def running_cluster() -> Iterator[Cluster]:
    """A started cluster, stopped and removed when the block ends, however it ends."""
    cluster = start_cluster()
    try:
        yield cluster
    finally:
        cluster.stop()


def start_cluster() -> Cluster:
    """Initialise and start a cluster in a new temporary folder; `ClusterError` says why
    when it cannot (and leaves nothing behind)."""
    folder = Path(tempfile.mkdtemp(prefix="dsh-pg-"))
    try:
        folder.chmod(0o755)  # the server's user must reach its data and socket inside
        return _start(folder, _binaries(), _as_server_user())
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise


def _binaries() -> Path:
    try:
        found = subprocess.run(
            ["pg_config", "--bindir"], capture_output=True, text=True, check=True, timeout=30
        )
    except (OSError, subprocess.SubprocessError) as error:
        raise ClusterError(
            f"pg_config --bindir failed ({error}); install Debian's postgresql package"
        ) from None
    folder = Path(found.stdout.strip())
    for program in ("initdb", "postgres"):
        if not (folder / program).is_file():
            raise ClusterError(f"{folder / program} is missing; install Debian's postgresql")
    return folder


def _as_server_user() -> list[str]:
    """The prefix that runs a program as the server's user, which dies with its parent."""
    prefix = ["setpriv", "--pdeathsig", "INT"]
    if os.geteuid() != 0:
        return [*prefix, "--"]
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        raise ClusterError(
            "running as root, and there is no postgres system user to run the server as"
        ) from None
    return [*prefix, "--reuid=postgres", "--regid=postgres", "--init-groups", "--"]


def _start(folder: Path, binaries: Path, as_server: list[str]) -> Cluster:
    data, socket = folder / "data", folder / "socket"
    for path in (data, socket):
        path.mkdir()
        if os.geteuid() == 0:
            shutil.chown(path, "postgres", "postgres")
    initdb = subprocess.run(
        [
            *as_server,
            str(binaries / "initdb"),
            *("-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8"),
            *("--no-locale", "--no-sync", "--no-instructions"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if initdb.returncode != 0:
        detail = " | ".join((initdb.stderr or initdb.stdout).strip().splitlines()[-3:])
        raise ClusterError(f"initdb failed ({detail})")
    (data / "pg_hba.conf").write_text(
        f"local all {LOGIN_ROLE} scram-sha-256\nlocal all all trust\n", encoding="utf-8"
    )
    with (folder / "server.log").open("wb") as log:
        server = subprocess.Popen(
            [
                *as_server,
                str(binaries / "postgres"),
                *("-D", str(data), "-k", str(socket)),
                *(arg for setting in SETTINGS for arg in ("-c", setting)),
            ],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            start_new_session=True,  # Ctrl-C reaches the tests, whose teardown stops it
        )
    cluster = Cluster(folder, server)
    try:
        _wait_until_ready(cluster)
        with cluster.admin() as db:
            db.execute(f"CREATE ROLE {LOGIN_ROLE} LOGIN PASSWORD '{LOGIN_PASSWORD}'")
    except BaseException:
        cluster.stop()
        raise
    return cluster


def _wait_until_ready(cluster: Cluster) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        if not cluster.alive():
            raise ClusterError(f"the server exited at start: {cluster.log_tail()}")
        try:
            cluster.admin().close()
            return
        except psycopg.OperationalError as error:
            if time.monotonic() > deadline:
                raise ClusterError(
                    f"the server did not accept connections within {START_TIMEOUT_S:.0f} s "
                    f"({' '.join(str(error).split())}): {cluster.log_tail()}"
                ) from None
        time.sleep(0.05)


def main(command: list[str]) -> int:
    if not command:
        print("usage: python -m tests.postgres_cluster COMMAND...", file=sys.stderr)
        return 2
    try:
        with running_cluster() as cluster:
            url = cluster.url(cluster.create_database())
            return subprocess.run(command, env={**os.environ, "DSH_POSTGRES_URL": url}).returncode
    except ClusterError as error:
        print(f"the PostgreSQL test cluster could not start: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
