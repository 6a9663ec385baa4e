import sharp from 'sharp';
import { CustomerPhotoMessages } from '@plumbing/shared';
import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildContactMessage, separateSlot } from '../../../test/factories';
import { DELETE_APPOINTMENT, DELETE_CONTACT_MESSAGE, REQUEST_APPOINTMENT, SEND_CONTACT_MESSAGE } from '../../../test/operations';
import { appOnS3 } from '../../../test/s3-test-server';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { storageKeys } from './customer-photo.entity';

const photo = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

// Issue #40: photos reach the site only through a form's upload token, and the owner only through signed addresses.
describe('customer photos: upload tokens, private storage, signed addresses', () => {
  let server: TestServer;
  let clock = new Date('2026-03-02T15:00:00Z');
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.9.0.${++ip}` });
  const startUpload = async () =>
    (await (await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST', headers: from() })).json()).token as string;
  const upload = (token: string | undefined, body: Buffer) =>
    fetch(`${server.url}/api/customer-photos`, {
      method: 'POST',
      headers: { ...from(), 'content-type': 'image/jpeg', ...(token ? { 'x-upload-token': token } : {}) },
      body: new Uint8Array(body),
    });
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

    // The form removes one: it is gone, and another may take its place; another token cannot remove any.
    const discard = (id: string, withToken: string) =>
      fetch(`${server.url}/api/customer-photos/${id}`, { method: 'DELETE', headers: { 'x-upload-token': withToken } });
    expect((await discard(first.id, await startUpload())).status).toBe(404);
    expect((await discard(first.id, token)).status).toBe(204);
    expect(await server.app.services.media.storage.list(`customer-photos/${first.id}`)).toEqual([]);
    expect((await upload(token, await photo())).status).toBe(201);
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

describe('customer photos with their request: attached, announced, shown to the owner, deleted with it', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let token: string;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.8.0.${++ip}` });
  const PHOTOS = '{ id width height url thumbnailUrl }';

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      // Visits in March 2026 are long past by the photos' own (real) clock: kept a day after them.
      env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'office@example.com', CUSTOMER_PHOTO_RETENTION_DAYS: '1' },
      overrides: { appointments: { now: () => new Date('2026-03-02T15:00:00Z') }, mail: { pollMs: 60_000 } },
    });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  /** A form's photos: its token, after `count` photos went up with it. */
  async function sentPhotos(count: number): Promise<string> {
    const { token: photoToken } = await (
      await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST', headers: from() })
    ).json();
    for (let i = 0; i < count; i++) {
      const body = new Uint8Array(await photo(800 + i, 600));
      expect(
        (await fetch(`${server.url}/api/customer-photos`, { method: 'POST', headers: { ...from(), 'x-upload-token': photoToken }, body }))
          .status,
      ).toBe(201);
    }
    return photoToken;
  }

  it('a booking takes its photos: the owner’s alert counts them, the appointment shows them, and they go when it is deleted', async () => {
    const photoToken = await sentPhotos(2);
    const booked = await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ photoToken }) }, undefined, from());
    expect(booked.body.data.requestAppointment.success).toBe(true);

    const alert = (await smtp.waitFor(2)).find((mail) => mail.subject?.startsWith('New appointment request'))!;
    expect(alert.text).toContain('2 photos of the problem came with it: open it in the admin area to see them.');

    const [appointment] = (await server.graphql(`{ appointments { id photos ${PHOTOS} } }`, {}, token)).body.data.appointments;
    expect(appointment.photos).toHaveLength(2);
    expect(appointment.photos.map((p: { width: number }) => p.width).sort()).toEqual([800, 801]);
    const thumbnail = await fetch(`${server.url}${appointment.photos[0].thumbnailUrl}`);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);
    // The public never reads them: the field lives on the admin's types only.
    expect((await server.graphql(`{ appointments { id photos ${PHOTOS} } }`)).body.data).toBeNull();

    // One submission's photos go with one request: the token books nothing else's photos again.
    const again = await server.graphql(
      REQUEST_APPOINTMENT,
      { input: buildAppointment({ photoToken, preferredDate: separateSlot(0) }) },
      undefined,
      from(),
    );
    expect(again.body.data.requestAppointment.success).toBe(true);
    const appointments = (await server.graphql(`{ appointments { id photos { id } } }`, {}, token)).body.data.appointments;
    expect(appointments.map((a: { photos: unknown[] }) => a.photos.length).sort()).toEqual([0, 2]);

    expect((await server.graphql(DELETE_APPOINTMENT, { id: appointment.id }, token)).body.data.deleteAppointment).toBe(true);
    expect((await fetch(`${server.url}${appointment.photos[0].url}`)).status).toBe(404);
    for (const { id } of appointment.photos) expect(await server.app.services.media.storage.list(`customer-photos/${id}`)).toEqual([]);
  });

  it('a message takes its photos too, and a forged token attaches none', async () => {
    const photoToken = await sentPhotos(1);
    expect(
      (await server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ photoToken }) }, undefined, from())).body.data
        .sendContactMessage,
    ).toBe(true);
    expect(
      (await server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ photoToken: `${photoToken}x` }) }, undefined, from())).body
        .data.sendContactMessage,
    ).toBe(true);
    const messages = (await server.graphql(`{ contactMessages { id createdAt photos ${PHOTOS} } }`, {}, token)).body.data.contactMessages;
    expect(messages.map((m: { photos: unknown[] }) => m.photos.length).sort()).toEqual([0, 1]);
    const mails = await smtp.waitFor(6); // the booking test's four, and the owner's alert of each message
    expect(
      mails.filter((mail) => mail.text?.includes('1 photo of the problem came with it: open it in the admin area to see it.')),
    ).toHaveLength(1);
  });

  it('keeps a visit’s photos CUSTOMER_PHOTO_RETENTION_DAYS after it, and a message’s as long after it came', async () => {
    const photoToken = await sentPhotos(1);
    expect(
      (
        await server.graphql(
          REQUEST_APPOINTMENT,
          { input: buildAppointment({ photoToken, preferredDate: separateSlot(1) }) },
          undefined,
          from(),
        )
      ).body.data.requestAppointment.success,
    ).toBe(true);
    const photosOf = async () =>
      (await server.graphql('{ appointments { photos { id } } }', {}, token)).body.data.appointments.flatMap(
        (a: { photos: unknown[] }) => a.photos,
      );
    const messagePhotos = async () =>
      (await server.graphql('{ contactMessages { photos { id } } }', {}, token)).body.data.contactMessages.flatMap(
        (m: { photos: unknown[] }) => m.photos,
      );
    expect(await photosOf()).toHaveLength(1);
    expect(await messagePhotos()).toHaveLength(1);

    await server.app.services.customerPhotos.sweep();
    expect(await photosOf()).toEqual([]);
    // The message came today: its photo stays.
    expect(await messagePhotos()).toHaveLength(1);
  });

  it('a deleted message takes its photos with it: their rows, their files and their addresses', async () => {
    for (const [name, count] of [
      ['Photo Sender', 2],
      ['Kept Sender', 1],
    ] as const) {
      const input = buildContactMessage({ name, photoToken: await sentPhotos(count) });
      expect((await server.graphql(SEND_CONTACT_MESSAGE, { input }, undefined, from())).body.data.sendContactMessage).toBe(true);
    }
    const messages = (await server.graphql(`{ contactMessages { id name photos ${PHOTOS} } }`, {}, token)).body.data.contactMessages;
    const [deleted, kept] = ['Photo Sender', 'Kept Sender'].map((name) => messages.find((m: { name: string }) => m.name === name));
    const files = async (message: { photos: Array<{ id: string }> }) =>
      (await Promise.all(message.photos.map(({ id }) => server.app.services.media.storage.list(`customer-photos/${id}`)))).flat();
    const rows = async (message: { photos: Array<{ id: string }> }) =>
      (
        await server.app.services.db.query(`SELECT count(*)::int AS n FROM customer_photo WHERE id = ANY($1)`, [
          message.photos.map(({ id }) => id),
        ])
      )[0].n;
    expect([(await files(deleted)).length, await rows(deleted)]).toEqual([4, 2]);

    expect((await server.graphql(DELETE_CONTACT_MESSAGE, { id: deleted.id }, token)).body.data.deleteContactMessage).toBe(true);
    expect(await files(deleted)).toEqual([]);
    expect(await rows(deleted)).toBe(0);
    expect((await fetch(`${server.url}${deleted.photos[0].thumbnailUrl}`)).status).toBe(404);
    // Another message keeps its photo.
    expect([await files(kept), await rows(kept)]).toEqual([[expect.any(String), expect.any(String)], 1]);
  });
});

describe('customer photos while the photo bucket is unreachable', () => {
  const app = appOnS3();

  it('refuses the photo in plain words and keeps nothing of it; once the bucket is back the same photo goes up', async () => {
    const { token } = await (await fetch(`${app.server.url}/api/customer-photos/token`, { method: 'POST' })).json();
    const send = async () =>
      fetch(`${app.server.url}/api/customer-photos`, {
        method: 'POST',
        headers: { 'x-upload-token': token },
        body: new Uint8Array(await photo()),
      });

    await app.s3.pause();
    const refused = await send();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: CustomerPhotoMessages.notStored });
    expect(await app.server.app.services.db.query('SELECT count(*)::int AS n FROM customer_photo')).toEqual([{ n: 0 }]);

    await app.s3.resume();
    expect((await send()).status).toBe(201);
    expect(await app.server.app.services.media.storage.list('customer-photos/')).toHaveLength(2);
  });
});
