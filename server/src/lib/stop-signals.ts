/**
 * The signals that ask this process to stop: Ctrl-C (SIGINT), a process manager's SIGTERM, and the
 * SIGHUP of a closed terminal while the log goes elsewhere (a file, a pipe). A hangup of the terminal
 * the log is written to keeps its default, death at once: after it every write there fails (EIO),
 * and pino's flush on exit retries a failed write forever, so a process stopping in order would never
 * end. The database's watchdog (db/postgres-watchdog.ts) stops the database then.
 */
const stopSignals = (): NodeJS.Signals[] => (process.stdout.isTTY ? ['SIGINT', 'SIGTERM'] : ['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * Calls `stop` on the first stop signal, once, and keeps listening so that later ones change nothing.
 * A handler that removes itself (`process.once`) lets the next signal kill the process at once, and
 * one Ctrl-C brings two: the terminal's to every process of the group, and the one `npm start`
 * passes on; the process then died before stopping its database.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): void {
  let heard = false;
  for (const signal of stopSignals()) {
    process.on(signal, () => {
      if (heard) return;
      heard = true;
      stop(signal);
    });
  }
}
