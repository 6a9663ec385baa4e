import sharp from 'sharp';
import { CustomerPhotoMessages } from '@plumbing/shared';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { storageKeys } from './customer-photo.entity';

const photo = (width = 1200, height = 900) => sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();

// Issue #40: photos reach the site only through a form's upload token, and the owner only through signed addresses.
describe('customer photos: upload tokens, private storage, signed addresses', () => {
  let server: TestServer;
  let clock = new Date('2026-03-02T15:00:00Z');
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.9.0.${++ip}` });
  const startUpload = async () => (await (await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST', headers: from() })).json()).token as string;
  const upload = (token: string | undefined, body: Buffer) =>
    fetch(`${server.url}/api/customer-photos`, { method: 'POST', headers: { ...from(), 'content-type': 'image/jpeg', ...(token ? { 'x-upload-token': token } : {}) }, body: new Uint8Array(body) });
  const service = () => server.app.services.customerPhotos;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback' }, overrides: { 'customer-photos': { now: () => clock } } });
  });
  afterAll(() => server.close());

  it('takes up to 5 photos for one token, each stripped and stored outside /uploads; the 6th is refused with its reason', async () => {
    const token = await startUpload();
    const answers = await Promise.all(Array.from({ length: 5 }, async () => upload(token, await photo())));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const [first] = await Promise.all(answers.map((answer) => answer.json()));
    expect(first).toMatchObject({ width: 1200, height: 900 });

    const sixth = await upload(token, await photo());
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toEqual({ error: CustomerPhotoMessages.tooMany });

    const stored = await server.app.services.media.storage.list('customer-photos/');
    expect(stored).toHaveLength(10); // each photo and its thumbnail
    expect(stored).toContain(storageKeys(first.id).full);
    expect((await fetch(`${server.url}/uploads/${storageKeys(first.id).full}`)).status).toBe(404);
  });

  it('refuses an upload without a token, with a forged one or an expired one, and a file that is not a photo', async () => {
    expect((await upload(undefined, await photo())).status).toBe(401);
    const token = await startUpload();
    const forged = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const refused = await upload(forged, await photo());
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: CustomerPhotoMessages.uploadExpired });

    const pdf = await upload(token, Buffer.from('%PDF-1.7\n%%EOF\n'));
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toEqual({ error: CustomerPhotoMessages.notAPhoto });

    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000 + 1000);
    expect((await upload(token, await photo())).status).toBe(401);
  });

  it('serves a photo by its signed address only, for minutes, never to be cached; a wrong or old signature gets nothing', async () => {
    const token = await startUpload();
    const { id } = await (await upload(token, await photo(3000, 2000))).json();
    // Not yet attached to a request: nobody's screen shows it, but its address works the same way.
    const [shown] = await service().shown({ appointmentId: '00000000-0000-0000-0000-000000000000' });
    expect(shown).toBeUndefined();
    const path = `/api/customer-photos/${id}/full`;
    const signed = `${path}?${service().signatures.viewQuery(path, 600)}`;
    const answer = await fetch(`${server.url}${signed}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });

    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    expect((await fetch(`${server.url}${signed.replace('/full?', '/thumbnail?')}`)).status).toBe(404);
    clock = new Date(clock.getTime() + 601 * 1000);
    expect((await fetch(`${server.url}${signed}`)).status).toBe(404);
  });

  it('sweeps photos no request took within a day, and the files of photos whose rows are gone', async () => {
    const token = await startUpload();
    const { id } = await (await upload(token, await photo())).json();
    expect(await service().sweep()).toBe(0);
    expect(await server.app.services.media.storage.list(`customer-photos/${id}`)).toHaveLength(2);
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect(await service().sweep()).toBeGreaterThanOrEqual(2);
    expect(await server.app.services.media.storage.list(`customer-photos/${id}`)).toEqual([]);
  });
});
