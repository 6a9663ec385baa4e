import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * The watchdog, a shell of its own (under 2 MB of memory, where a node would take tens of
 * megabytes). Its standard input is a pipe from the node process that started the database, which
 * never writes to it: the read ends when that process is gone, however it ended, even by SIGKILL.
 * Then it stops whichever postgres holds the data directory's lock at that moment (the supervisor
 * may have started another since): fast shutdown (SIGINT), immediate shutdown (SIGQUIT) after 5 s,
 * SIGKILL after 3 more; and ends. A lock already removed (the database was stopped) leaves it
 * nothing to do. The signals a terminal or a process manager sends are not for it: it ignores them.
 */
const WATCHDOG = `
trap '' INT TERM HUP
while read -r _; do :; done
read -r pid 2>/dev/null < "$1/postmaster.pid" || exit 0
case $pid in '' | *[!0-9]*) exit 0 ;; esac
# Where /proc tells, a lock whose pid is another program's now (left by a postgres that died) is not acted on.
if [ -e "/proc/$pid/comm" ]; then read -r name < "/proc/$pid/comm" && [ "$name" = postgres ] || exit 0; fi
stop() {
  kill -s "$1" "$pid" 2>/dev/null || exit 0
  tries=0
  while [ "$tries" -lt "$2" ]; do
    kill -0 "$pid" 2>/dev/null || exit 0
    sleep 0.1
    tries=$((tries + 1))
  done
}
stop INT 50
stop QUIT 30
kill -s KILL "$pid" 2>/dev/null
`;

/**
 * Stops the embedded PostgreSQL of `pgdata` once this process is gone without stopping it (killed
 * outright, out of memory, or exited in the middle of starting), so no stranger holds the data
 * directory at the next start. Answers `release`, for once this process has stopped the database.
 */
export function watchPostgres(pgdata: string): () => void {
  const watchdog = spawn('/bin/sh', ['-c', WATCHDOG, 'postgres-watchdog', pgdata], {
    // A session of its own, away from the terminal's Ctrl-C and hangup (which it ignores as well).
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    env: { PATH: process.env.PATH },
  });
  watchdog.on('error', () => undefined); // no shell: nothing watches, as before; the next start stops a stranger
  const pipe = watchdog.stdin as Socket;
  pipe.on('error', () => undefined);
  pipe.unref();
  watchdog.unref();
  return () => pipe.end();
}
