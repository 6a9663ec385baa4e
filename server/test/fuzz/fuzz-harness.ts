import fc from 'fast-check';
import pino from 'pino';
import { PUBLIC_ERROR_CODES } from '@plumbing/shared';

/** Fixed, so `npm test` tries the same cases every time; `FUZZ_SEED` replays another run's case. */
export const SEED = Number(process.env.FUZZ_SEED ?? 2323);
/** Generated cases of the whole file, shared out over the targets; `npm run fuzz -- --runs N` raises it. */
export const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 6000);
/** The bound the issue sets on any single answer. */
export const ANSWER_BUDGET_MS = 2000;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

/**
 * What the app logged at error level, and what libraries inside it (graphql-ws) wrote to
 * console.error: every entry is an unexpected failure. `restore` gives the console back.
 */
export function capturingLogger() {
  const errors: Array<{ msg: string; operationName?: string; reqId?: string; err?: { message?: string } }> = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push({ msg: `console.error: ${args.map(String).join(' ').slice(0, 300)}` });
  });
  return { logger, errors, restore: () => consoleError.mockRestore() };
}

interface TargetStats {
  requests: number;
  faults: number;
  slowestMs: number;
  slowest: string;
}

/** Requests, faults and the slowest answer per target, printed at the end of a run. */
export class FuzzStats {
  readonly targets = new Map<string, TargetStats>();

  record(target: string, answer: Answer, what: string, faults: string[]) {
    const stats = this.targets.get(target) ?? { requests: 0, faults: 0, slowestMs: 0, slowest: '' };
    stats.requests += 1;
    stats.faults += faults.length ? 1 : 0;
    if (answer.ms > stats.slowestMs) Object.assign(stats, { slowestMs: answer.ms, slowest: what.slice(0, 120) });
    this.targets.set(target, stats);
  }

  summary(): string {
    const rows = [...this.targets].map(
      ([target, s]) =>
        `${target.padEnd(40)} ${String(s.requests).padStart(7)} ${String(s.faults).padStart(6)} ${String(Math.round(s.slowestMs)).padStart(6)} ms  ${JSON.stringify(s.slowest)}`,
    );
    const total = [...this.targets.values()].reduce(
      (sum, s) => ({ requests: sum.requests + s.requests, faults: sum.faults + s.faults, slowestMs: Math.max(sum.slowestMs, s.slowestMs) }),
      { requests: 0, faults: 0, slowestMs: 0 },
    );
    return [
      `fuzz: seed ${SEED}, ${TOTAL_RUNS} runs`,
      `${'target'.padEnd(40)} ${'requests'.padStart(7)} ${'faults'.padStart(6)} ${'slowest'.padStart(9)}  (its request)`,
      ...rows,
      `${'all'.padEnd(40)} ${String(total.requests).padStart(7)} ${String(total.faults).padStart(6)} ${String(Math.round(total.slowestMs)).padStart(6)} ms`,
    ].join('\n');
  }
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, ms: performance.now() - started };
}

function parseJson(text: string): { value?: unknown; fault?: string } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { fault: `not JSON: ${text.slice(0, 200)}` };
  }
}

/** The GraphQL errors of an answer that have no known code or say nothing a person can use. */
export function unformattedErrors(errors: unknown): string[] {
  if (errors === undefined) return [];
  if (!Array.isArray(errors) || !errors.length) return [`errors is not a list: ${JSON.stringify(errors)}`];
  return errors
    .filter((error) => !(typeof error?.message === 'string' && error.message && PUBLIC_ERROR_CODES.has(error.extensions?.code)))
    .map((error) => `error without a known code: ${JSON.stringify(error).slice(0, 300)}`);
}

/**
 * The property every answer keeps: a 2xx/4xx status (3xx for pages), in time, and a body of the
 * kind asked for. A GraphQL answer is JSON whose errors each carry a known code; the HTTP layer's
 * own refusals (`{"error": …}` with a 4xx) are clear answers too.
 */
export function answerFaults(answer: Answer, kind: 'graphql' | 'json' | 'page'): string[] {
  const faults: string[] = [];
  if (answer.status >= 500 || answer.status < 200 || (kind !== 'page' && answer.status >= 300 && answer.status < 400))
    faults.push(`status ${answer.status}`);
  if (answer.ms >= ANSWER_BUDGET_MS) faults.push(`took ${Math.round(answer.ms)} ms`);
  if (kind === 'page' && answer.contentType.startsWith('text/html')) {
    if (!/^<!doctype html>/i.test(answer.text)) faults.push(`not a page: ${answer.text.slice(0, 200)}`);
    return faults;
  }
  if (kind === 'page' && !answer.contentType.includes('json')) return faults;
  const { value, fault } = parseJson(answer.text);
  if (fault) return [...faults, fault];
  const body = value as { error?: unknown; errors?: unknown; data?: unknown } | null;
  if (answer.status >= 400 && typeof body?.error === 'string' && body.error && body.error !== 'Internal server error') return faults;
  // A GraphQL answer (also to GET /graphql among the paths): its errors carry known codes.
  if (body && typeof body === 'object' && ('data' in body || 'errors' in body)) return [...faults, ...unformattedErrors(body.errors)];
  if (kind === 'graphql') return [...faults, `not a GraphQL answer: ${answer.text.slice(0, 200)}`];
  return answer.status >= 400 ? [...faults, `refusal without an error message: ${answer.text.slice(0, 200)}`] : faults;
}

/** Runs a property with the file's seed; a failure names its seed and path and shows the shrunk case. */
export async function check<T>(arbitrary: fc.Arbitrary<T>, runs: number, predicate: (value: T) => Promise<void>): Promise<void> {
  await fc.assert(fc.asyncProperty(arbitrary, predicate), { seed: SEED, numRuns: runs, verbose: 1 });
}
