import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiTokenMessages } from '@plumbing/shared';
import { REPO_ROOT } from '../src/config/env';
import { buildAppointment } from './factories';
import { REQUEST_APPOINTMENT } from './operations';
import { startTestServer, type TestServer } from './test-server';

const EXAMPLE = path.join(REPO_ROOT, 'docs', 'examples', 'list-appointments.mjs');
const run = promisify(execFile);

/** docs/api.md's example program, run as its page says, against the real app. */
describe('docs/examples/list-appointments.mjs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { appointments: { now: () => new Date('2026-03-02T15:00:00Z') } } });
    await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() });
  });
  afterAll(() => server.close());

  const example = (token: string) => run(process.execPath, [EXAMPLE], { env: { SITE_URL: server.url, API_TOKEN: token } });

  it('lists the appointments with an appointments:read token', async () => {
    const { token } = await server.app.services.apiTokens.create({ name: 'Example', scopes: ['appointments:read'] });
    const { stdout } = await example(token);
    expect(stdout).toBe('2026-03-10T13:30:00.000Z\tpending\trepair\tDana Rivera\n');
  });

  it("prints the server's refusal and fails without the scope", async () => {
    const { token } = await server.app.services.apiTokens.create({ name: 'Messages only', scopes: ['messages:read'] });
    await expect(example(token)).rejects.toMatchObject({
      code: 1,
      stderr: `FORBIDDEN: ${ApiTokenMessages.lacksScope('appointments:read')}\n`,
    });
  });
});
