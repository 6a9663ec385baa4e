import { createHash } from 'node:crypto';
import { ApiTokenMessages, AuthMessages } from '@plumbing/shared';
import { buildAppointment } from '../../../test/factories';
import {
  API_TOKENS,
  APPOINTMENTS,
  BACK_UP_NOW,
  BACKUPS,
  CHANGE_PASSWORD,
  CREATE_API_TOKEN,
  PROJECTS,
  REQUEST_APPOINTMENT,
  REVOKE_API_TOKEN,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York: the factories' slot is bookable.
const NOW = new Date('2026-03-02T15:00:00Z');
const TOKEN_FORMAT = /^tpr_[A-Za-z0-9_-]{43}$/;

describe('API tokens (issue #43)', () => {
  let server: TestServer;
  let owner: string;
  let appointmentId: string;

  /** A token the owner makes with these scopes: its text and its id. */
  async function tokenWith(...scopes: string[]): Promise<{ token: string; id: string }> {
    const { body } = await server.graphql(CREATE_API_TOKEN, { input: { name: `Program with ${scopes.join(' ')}`, scopes } }, owner);
    return { token: body.data.createApiToken.token, id: body.data.createApiToken.apiToken.id };
  }

  const row = async (id: string) =>
    (await server.app.services.db.query('SELECT * FROM api_token WHERE id = $1', [id]))[0] as Record<string, unknown> & {
      last_used_at: Date | null;
    };

  beforeAll(async () => {
    server = await startTestServer({ overrides: { appointments: { now: () => NOW } } });
    owner = await server.adminToken();
    await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() });
    appointmentId = (await server.graphql(APPOINTMENTS, {}, owner)).body.data.appointments[0].id;
  });
  afterAll(() => server.close());

  it('shows a new token once and keeps only its SHA-256, with a display prefix to recognise it', async () => {
    const { body } = await server.graphql(
      CREATE_API_TOKEN,
      { input: { name: '  Accounting sync  ', scopes: ['messages:read', 'appointments:read', 'messages:read'] } },
      owner,
    );
    const { token, apiToken } = body.data.createApiToken;
    expect(token).toMatch(TOKEN_FORMAT);
    expect(apiToken).toMatchObject({
      name: 'Accounting sync',
      scopes: ['appointments:read', 'messages:read'],
      displayPrefix: token.slice(0, 10),
      lastUsedAt: null,
      revokedAt: null,
    });

    const stored = await row(apiToken.id);
    expect(stored.token_hash).toEqual(createHash('sha256').update(token).digest());
    expect(JSON.stringify(await server.app.services.db.query('SELECT * FROM api_token'))).not.toContain(token.slice(10));
    const listed = (await server.graphql(API_TOKENS, {}, owner)).body.data.apiTokens;
    expect(listed.find((listing) => listing.id === apiToken.id)).toEqual(apiToken);
    expect(JSON.stringify(listed)).not.toContain(token.slice(10));
  });

  it('refuses a token without a name or scopes, or with a scope that does not exist', async () => {
    for (const input of [
      { name: ' ', scopes: ['appointments:read'] },
      { name: 'Sync', scopes: [] },
      { name: 'Sync', scopes: ['appointments:admin'] },
      { name: 'Two\nlines', scopes: ['appointments:read'] },
    ]) {
      const { body } = await server.graphql(CREATE_API_TOKEN, { input }, owner);
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('an appointments:read token lists the appointments, and its use is noted at most once a minute', async () => {
    const { token, id } = await tokenWith('appointments:read');
    const answer = await server.graphql(APPOINTMENTS, {}, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.appointments.map((appointment) => appointment.id)).toEqual([appointmentId]);
    const firstUse = (await row(id)).last_used_at;
    expect(firstUse).toBeInstanceOf(Date);

    await server.graphql(APPOINTMENTS, {}, token);
    expect((await row(id)).last_used_at).toEqual(firstUse);
  });

  it('a read-only token cannot confirm an appointment: a clear FORBIDDEN, and nothing changes', async () => {
    const { token } = await tokenWith('appointments:read');
    const refused = await server.graphql(SET_APPOINTMENT_STATUS, { id: appointmentId, status: 'confirmed' }, token);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: 'This API token lacks the scope appointments:write.', extensions: { code: 'FORBIDDEN' } }),
    ]);
    expect((await server.graphql(APPOINTMENTS, {}, owner)).body.data.appointments[0].status).toBe('pending');

    const { token: writer } = await tokenWith('appointments:write');
    const confirmed = await server.graphql(SET_APPOINTMENT_STATUS, { id: appointmentId, status: 'confirmed' }, writer);
    expect(confirmed.body.data.setAppointmentStatus.appointment).toEqual({ id: appointmentId, status: 'confirmed' });
    // A write scope does not read: appointments:read is a scope of its own.
    expect((await server.graphql(APPOINTMENTS, {}, writer)).body.errors?.[0].message).toBe(
      ApiTokenMessages.lacksScope('appointments:read'),
    );
  });

  it('a revoked token is refused whole, public fields too, on every later request', async () => {
    const { token, id } = await tokenWith('appointments:read');
    expect((await server.graphql(APPOINTMENTS, {}, token)).body.errors).toBeUndefined();

    const revoked = (await server.graphql(REVOKE_API_TOKEN, { id }, owner)).body.data.revokeApiToken;
    expect(revoked?.revokedAt).not.toBeNull();
    for (const operation of [APPOINTMENTS, PROJECTS]) {
      const refused = await server.graphql(operation, {}, token);
      expect(refused.status).toBe(401);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ message: ApiTokenMessages.invalid, extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }
    // Revoking again keeps the first time.
    expect((await server.graphql(REVOKE_API_TOKEN, { id }, owner)).body.data.revokeApiToken?.revokedAt).toBe(revoked?.revokedAt);
  });

  it('refuses an unknown or malformed API token as it refuses a revoked one', async () => {
    const unknown = `tpr_${'A'.repeat(43)}`;
    for (const token of [unknown, 'tpr_short', `${unknown}x`, 'tpr_']) {
      const refused = await server.graphql(APPOINTMENTS, {}, token);
      expect([token, refused.status, refused.body.errors?.[0].message]).toEqual([token, 401, ApiTokenMessages.invalid]);
    }
    // Anything else is an owner's session that does not hold: a visitor, refused admin operations as before.
    const garbage = await server.graphql(APPOINTMENTS, {}, 'not-a-token');
    expect([garbage.status, garbage.body.errors?.[0].message]).toEqual([401, AuthMessages.notAuthenticated]);
  });

  it("no token reaches the owner's account, tokens or backups, whatever its scopes", async () => {
    const { token } = await tokenWith('appointments:read', 'appointments:write', 'content:read', 'content:write', 'messages:read');
    const attempts = [
      server.graphql(CHANGE_PASSWORD, { currentPassword: 'owner password', newPassword: 'taken over!' }, token),
      server.graphql(CREATE_API_TOKEN, { input: { name: 'Another', scopes: ['appointments:read'] } }, token),
      server.graphql(API_TOKENS, {}, token),
      server.graphql(BACKUPS, {}, token),
      server.graphql(BACK_UP_NOW, {}, token),
    ];
    for (const refused of await Promise.all(attempts)) {
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ message: ApiTokenMessages.ownerOnly, extensions: { code: 'FORBIDDEN' } }),
      ]);
    }
    // The owner's REST addresses say where the token works instead.
    const rest = (path: string, method = 'GET') =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
    for (const [path, method] of [
      ['/api/admin/backups/backup-2026-03-02T0300Z.tar.gz', 'GET'],
      ['/api/admin/verify', 'GET'],
      ['/api/send-email', 'POST'],
    ]) {
      const response = await rest(path, method);
      expect([path, response.status, (await response.json()).error]).toEqual([path, 403, ApiTokenMessages.notForThisAddress]);
    }
    expect((await server.graphql(API_TOKENS, {}, owner)).body.data.apiTokens.map((listing) => listing.name)).not.toContain('Another');
  });
});
