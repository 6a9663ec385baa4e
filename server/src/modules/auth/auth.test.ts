import net from 'node:net';
import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { CHANGE_PASSWORD, LOGIN, ME, SETUP_ADMIN } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { resolveJwtSecret } from './jwt-secret';
import { failedLoginDelayMs } from './auth.service';

const OWNER = { email: 'owner@example.com', password: 'correct horse 1' };

async function rest(server: TestServer, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}/api/admin/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('admin setup', () => {
  let server: TestServer;
  beforeEach(async () => (server = await startTestServer()));
  afterEach(() => server.close());

  it('is needed until the one admin exists, then refused', async () => {
    expect((await rest(server, 'GET', 'setup-status')).body).toEqual({ needsSetup: true });
    const first = await rest(server, 'POST', 'setup', OWNER);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, error: null });
    expect(typeof first.body.token).toBe('string');
    expect((await rest(server, 'GET', 'setup-status')).body).toEqual({ needsSetup: false });

    const second = await server.graphql(SETUP_ADMIN, { email: 'intruder@example.com', password: 'another password' });
    expect(second.body.data.setupAdmin).toEqual({ success: false, token: null, error: 'Admin already configured' });
    const again = await rest(server, 'POST', 'setup', { email: 'intruder@example.com', password: 'another password' });
    expect(again).toMatchObject({ status: 409, body: { success: false, error: 'Admin already configured' } });
  });

  it('validates with the spec messages', async () => {
    const short = await rest(server, 'POST', 'setup', { email: OWNER.email, password: '1234567' });
    expect(short).toMatchObject({ status: 400, body: { success: false, token: null, error: 'Password must be at least 8 characters' } });
    const badEmail = await server.graphql(SETUP_ADMIN, { email: 'not-an-email', password: OWNER.password });
    expect(badEmail.body.data.setupAdmin.error).toBe('A valid email address is required');
    expect((await rest(server, 'POST', 'setup', {})).body.success).toBe(false);
    expect((await rest(server, 'GET', 'setup-status')).body).toEqual({ needsSetup: true });
  });

  it('creates exactly one admin when many setups race', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => server.graphql(SETUP_ADMIN, { email: `owner${i}@example.com`, password: OWNER.password })),
    );
    const results = attempts.map((a) => a.body.data.setupAdmin);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).every((r) => r.error === 'Admin already configured')).toBe(true);
    expect(await server.app.services.db.query('SELECT count(*)::int AS n FROM admin_user')).toEqual([{ n: 1 }]);
  });
});

describe('sign-in and tokens', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startTestServer();
    token = (await rest(server, 'POST', 'setup', OWNER)).body.token;
  });
  afterEach(() => server.close());

  it('signs in with the right password only', async () => {
    const right = await rest(server, 'POST', 'login', { ...OWNER, email: ' Owner@Example.com ' });
    expect(right).toMatchObject({ status: 200, body: { success: true, error: null } });
    const wrong = await rest(server, 'POST', 'login', { ...OWNER, password: 'wrong password' });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, token: null, error: 'Invalid email or password' } });
    const unknown = await server.graphql(LOGIN, { email: 'nobody@example.com', password: OWNER.password });
    expect(unknown.body.data.login).toEqual({ success: false, token: null, error: 'Invalid email or password' });
  });

  it('verifies a good token and refuses expired, tampered and unsigned ones', async () => {
    const verified = await rest(server, 'GET', 'verify', undefined, token);
    expect(verified).toMatchObject({ status: 200, body: { admin: { email: OWNER.email } } });
    expect((await server.graphql(ME, {}, token)).body.data.me!.email).toBe(OWNER.email);

    const secret = resolveJwtSecret(undefined, server.config.dataDir);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const expired = jwt.sign({ ...claims, iat: claims.iat! - 7200, exp: claims.iat! - 3600 }, secret, { algorithm: 'HS256' });
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
    const tampered = `${header}.${otherPayload}.${signature}`;
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${unsignedHeader}.${payload}.`;
    const wrongKey = jwt.sign(claims, 'some-other-secret-that-is-long-enough!!', { algorithm: 'HS256' });

    for (const bad of [expired, tampered, unsigned, wrongKey, 'garbage']) {
      expect(await rest(server, 'GET', 'verify', undefined, bad)).toEqual(
        expect.objectContaining({ status: 401, body: { error: 'User is not authenticated' } }),
      );
      expect((await server.graphql(ME, {}, bad)).body.data.me).toBeNull();
    }
    expect((await rest(server, 'GET', 'verify')).status).toBe(401);
  });

  it('refuses admin-only operations without a valid token', async () => {
    const variables = { currentPassword: OWNER.password, newPassword: 'a new password' };
    for (const bad of [undefined, 'garbage']) {
      const refused = await server.graphql(CHANGE_PASSWORD, variables, bad);
      expect(refused.status).toBe(401);
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }
    expect((await rest(server, 'POST', 'login', OWNER)).body.success).toBe(true);
  });

  it('changing the password signs out the other sessions', async () => {
    const wrong = await server.graphql(CHANGE_PASSWORD, { currentPassword: 'not it', newPassword: 'a new password' }, token);
    expect(wrong.body.data.changePassword).toMatchObject({ success: false, error: 'The current password is not correct' });
    const changed = await server.graphql(CHANGE_PASSWORD, { currentPassword: OWNER.password, newPassword: 'a new password' }, token);
    expect(changed.body.data.changePassword.success).toBe(true);
    expect((await server.graphql(ME, {}, token)).body.data.me).toBeNull();
    expect((await server.graphql(ME, {}, changed.body.data.changePassword.token!)).body.data.me!.email).toBe(OWNER.email);
    expect((await rest(server, 'POST', 'login', OWNER)).body.success).toBe(false);
    expect((await rest(server, 'POST', 'login', { ...OWNER, password: 'a new password' })).body.success).toBe(true);
  });

  it('the command-line reset sets a new password and revokes every token', async () => {
    await server.app.services.auth.resetPassword('reset password 1');
    expect((await server.graphql(ME, {}, token)).body.data.me).toBeNull();
    expect((await rest(server, 'POST', 'login', { ...OWNER, password: 'reset password 1' })).body.success).toBe(true);
    await expect(server.app.services.auth.resetPassword('short')).rejects.toThrow('Password must be at least 8 characters');
  });
});

describe('failed sign-in throttling', () => {
  it('slows repeated failures down, then refuses the address for a while', async () => {
    const waits: number[] = [];
    const server = await startTestServer({ overrides: { auth: { delay: async (ms) => void waits.push(ms) } } });
    try {
      await rest(server, 'POST', 'setup', OWNER);
      for (let i = 0; i < 10; i++) {
        expect((await rest(server, 'POST', 'login', { ...OWNER, password: `guess ${i}` })).status).toBe(401);
      }
      expect(waits).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);

      const refused = await rest(server, 'POST', 'login', OWNER);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        token: null,
        error: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      const viaGraphql = await server.graphql(LOGIN, OWNER);
      expect(viaGraphql.body.data.login.error).toMatch(/^Too many failed sign-in attempts/);

      // The counter lives in Postgres: once its window has passed, the owner can sign in again.
      await server.app.services.db.query(`UPDATE rate_limit_counter SET window_started_at = now() - interval '16 minutes'`);
      expect((await rest(server, 'POST', 'login', OWNER)).body.success).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('counts the failures of one IPv6 /64 together: a new address in it is no new allowance', async () => {
    const server = await startTestServer();
    try {
      await rest(server, 'POST', 'setup', OWNER);
      const guessFrom = (address: string) =>
        server.graphql(LOGIN, { ...OWNER, password: 'a wrong guess' }, undefined, { 'x-forwarded-for': address });
      for (let i = 1; i <= 10; i++)
        expect((await guessFrom(`2001:db8:7:7::${i.toString(16)}`)).body.data.login.error).toBe('Invalid email or password');
      expect((await guessFrom('2001:db8:7:7:ffff::1')).body.data.login.error).toMatch(/^Too many failed sign-in attempts/);
      expect((await guessFrom('2001:db8:7:8::1')).body.data.login.error).toBe('Invalid email or password');
    } finally {
      await server.close();
    }
  });

  it('tests at most 10 passwords of a 200-guess burst from one address; the right one late in it is refused', async () => {
    // Each check takes tens of milliseconds, near production's cost 12, so the guesses overlap as they do there.
    const server = await startTestServer({ overrides: { auth: { bcryptRounds: 10 } } });
    try {
      await rest(server, 'POST', 'setup', OWNER);
      const guesses = Array.from({ length: 200 }, (_, i) => (i === 199 ? OWNER.password : `guess ${i}`));
      // Watches the real bcrypt: how many guesses were checked against the password hash.
      const compare = jest.spyOn(bcrypt, 'compare');
      const answers = await burst(
        server.url,
        '/api/admin/login',
        guesses.map((password) => ({ ...OWNER, password })),
      );
      const tested = compare.mock.calls.length;
      compare.mockRestore();

      const invalid = answers.filter((a) => a.status === 401 && a.body.error === 'Invalid email or password');
      const refused = answers.filter((a) => a.status === 429 && /^Too many failed sign-in attempts/.test(a.body.error ?? ''));
      expect({ tested, invalid: invalid.length, refused: refused.length }).toEqual({ tested: 10, invalid: 10, refused: 190 });
      expect(answers[199]).toMatchObject({ status: 429, body: { success: false, token: null } });
    } finally {
      await server.close();
    }
  });

  it('grows the delay from the fourth failure', () => {
    expect([1, 3, 4, 5, 8, 20].map(failedLoginDelayMs)).toEqual([0, 0, 250, 500, 4000, 4000]);
  });
});

/** Spec §7: POST /api/admin/login's answer, with its HTTP status. */
interface LoginAnswer {
  status: number;
  body: { success: boolean; token: string | null; error: string | null };
}

/**
 * POSTs every body at once, as a fast attacker does: all connections are opened first, then every
 * request is written in one go, so they reach the server together.
 */
async function burst(baseUrl: string, path: string, bodies: unknown[]): Promise<LoginAnswer[]> {
  const { hostname, port } = new URL(baseUrl);
  const sockets = await Promise.all(
    bodies.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), hostname, () => resolve(socket)).on('error', reject);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<LoginAnswer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket
          .on('data', (chunk) => chunks.push(chunk))
          .on('error', reject)
          .on('end', () => {
            const raw = Buffer.concat(chunks).toString();
            resolve({ status: Number(raw.slice(9, 12)), body: JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) });
          });
      }),
  );
  sockets.forEach((socket, i) => {
    const body = JSON.stringify(bodies[i]);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return Promise.all(answers);
}
