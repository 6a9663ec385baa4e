import pino from 'pino';
import { newSecretToken } from '../lib/secret-token';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loggableUrl } from './request-log';

describe('the request log writes no credential in a form that works', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(() => server.close());

  it('manage links, photo signatures and upload tokens are logged redacted; ids stay readable', async () => {
    const manageToken = newSecretToken();
    await fetch(`${server.url}/appointments/${manageToken}`);
    const { token: uploadToken } = await (await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST' })).json();
    await fetch(`${server.url}/api/customer-photos`, { method: 'POST', headers: { 'x-upload-token': uploadToken }, body: 'not a photo' });
    const id = '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e';
    const photoPath = `/api/customer-photos/${id}/full`;
    const signed = `${photoPath}?${server.app.services.customerPhotos.signatures.viewQuery(photoPath, 600)}`;
    const signature = new URLSearchParams(signed.split('?')[1]).get('signature')!;
    await fetch(`${server.url}${signed}`);

    const log = lines.join('\n');
    expect(log).toContain('/appointments/[redacted]');
    expect(log).toContain(photoPath);
    for (const secret of [manageToken, uploadToken, signature]) expect(log).not.toContain(secret);
  });

  it('keeps an address without secrets as it is', () => {
    expect(loggableUrl('/projects/6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e?view=list')).toBe(
      '/projects/6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e?view=list',
    );
    expect(loggableUrl('/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics')).toBe('/calendar/[redacted].ics');
  });
});
