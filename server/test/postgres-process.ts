import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';

const EMBEDDED_MODULE = path.join(REPO_ROOT, 'server', 'dist', 'db', 'embedded.js');
const STOP_SIGNALS_MODULE = path.join(REPO_ROOT, 'server', 'dist', 'lib', 'stop-signals.js');

/**
 * A PostgreSQL cluster of its own, run by the built embedded-postgres module in a child process
 * (jest's module system cannot load the ESM binaries package), so a test can stop it and start
 * it again on the same port while an app uses it.
 */
export async function startPostgresProcess(dataDir: string, port?: number): Promise<{ url: string; stop(): Promise<void> }> {
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(EMBEDDED_MODULE)});
    const { onStopSignal } = require(${JSON.stringify(STOP_SIGNALS_MODULE)});
    const pino = require('pino');
    startEmbeddedPostgres(process.argv[1], pino({ level: 'silent' }), { port: Number(process.argv[2]) || undefined }).then((pg) => {
      process.stdout.write(JSON.stringify({ url: pg.url }) + '\\n');
      onStopSignal(() => pg.stop().then(() => process.exit(0)));
    }, (error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, dataDir, String(port ?? '')], {
    cwd: path.join(REPO_ROOT, 'server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve((JSON.parse(output.split('\n')[0]) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`postgres process exited (${code}) before it was ready`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
