import pino from 'pino';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('unexpected errors are logged so they can be found and counted', () => {
  let server: TestServer;
  const logged: Array<{ msg: string; operationName?: string; reqId?: string; err?: { message: string } }> = [];

  beforeAll(async () => {
    server = await startTestServer({ logger: pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) }) });
  });
  afterAll(() => server.close());

  it('names the operation and the request id the client got back', async () => {
    // A real failure: the table a public read needs is gone.
    await server.app.services.db.query('ALTER TABLE project RENAME TO project_elsewhere');
    try {
      const { status, body, requestId } = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'visitor-42' },
        body: JSON.stringify({ query: 'query Portfolio { projects { id } }', operationName: 'Portfolio' }),
      }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
        requestId: response.headers.get('x-request-id'),
      }));
      expect({ status, body, requestId }).toEqual({
        status: 200,
        body: {
          errors: [expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
          data: null,
        },
        requestId: 'visitor-42',
      });
    } finally {
      await server.app.services.db.query('ALTER TABLE project_elsewhere RENAME TO project');
    }
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'unexpected GraphQL error',
        operationName: 'Portfolio',
        reqId: 'visitor-42',
        err: expect.objectContaining({ message: expect.stringContaining('project') }),
      }),
    ]);
  });
});
