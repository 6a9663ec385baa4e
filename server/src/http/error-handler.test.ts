import express from 'express';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { DomainError, ErrorCode } from '@plumbing/shared';
import { errorHandler } from './error-handler';
import { jsonBody } from './json-body';

describe('the Express error handler', () => {
  const logged: Array<{ msg: string; err?: { message: string } }> = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(pinoHttp({ logger: pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) }) }));
    app.get('/refused', () => {
      throw new DomainError(ErrorCode.BAD_USER_INPUT, 'That date is not a real date');
    });
    app.get('/unavailable', () => {
      throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'The photo could not be stored. Please try again later.');
    });
    app.get('/broken', () => {
      throw new Error('connection refused at 10.0.0.3');
    });
    app.post('/json', jsonBody('1kb'), (_req, res) => void res.json({}));
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => void (logged.length = 0));

  const answer = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${url}${path}`, init);
    return { status: response.status, body: await response.json() };
  };

  it("answers a service's refusal with its code's status and its own words, logging nothing", async () => {
    expect(await answer('/refused')).toEqual({ status: 400, body: { error: 'That date is not a real date' } });
    expect(await answer('/unavailable')).toEqual({
      status: 503,
      body: { error: 'The photo could not be stored. Please try again later.' },
    });
    expect(logged).toEqual([]);
  });

  it('answers anything else generically and logs it', async () => {
    expect(await answer('/broken')).toEqual({ status: 500, body: { error: 'Internal server error' } });
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'request failed', err: expect.objectContaining({ message: 'connection refused at 10.0.0.3' }) }),
    ]);
  });

  it("answers a client's fault with its status and, when it may be shown, its message", async () => {
    const malformed = await answer('/json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(malformed).toEqual({ status: 400, body: { error: 'Malformed JSON body' } });
    expect(logged).toEqual([]);
  });
});
