import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { LocalDiskStorage } from './local-disk-storage';
import type { MediaStorage } from './media-storage';
import { S3Storage } from './s3-storage';

interface Adapter {
  storage: MediaStorage;
  stop(): Promise<void>;
}

const adapters: Array<[string, () => Promise<Adapter>]> = [
  [
    'local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
      return { storage: new LocalDiskStorage(root), stop: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const s3: S3TestServer = await startS3TestServer();
      return { storage: new S3Storage(s3.settings), stop: () => s3.stop() };
    },
  ],
];

describe.each(adapters)('media storage contract: %s', (_name, open) => {
  let adapter: Adapter;
  let storage: MediaStorage;
  beforeEach(async () => {
    adapter = await open();
    storage = adapter.storage;
  });
  afterEach(() => adapter.stop());

  it('answers nothing for a missing object and lists nothing when empty', async () => {
    expect(await storage.get('projects/a/main-image/x.jpg')).toBeNull();
    expect(await storage.list('projects/')).toEqual([]);
  });

  it('stores, reads back with size and content type, overwrites', async () => {
    await storage.put('projects/a/main-image/v1.webp', Buffer.from('first'));
    await storage.put('projects/a/main-image/v1.webp', Buffer.from('second!'));
    const object = (await storage.get('projects/a/main-image/v1.webp'))!;
    expect(object.size).toBe(7);
    expect(object.contentType).toBe('image/webp');
    expect(await text(object.body)).toBe('second!');
  });

  it('stores a local file as it is, without holding it in memory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'put-file-'));
    try {
      const file = path.join(dir, 'photo');
      fs.writeFileSync(file, 'a photo from disk');
      await storage.putFile('projects/a/main-image/v1.jpg', file);
      const object = (await storage.get('projects/a/main-image/v1.jpg'))!;
      expect([object.size, object.contentType, await text(object.body)]).toEqual([17, 'image/jpeg', 'a photo from disk']);
      await expect(storage.putFile('../escape.jpg', file)).rejects.toThrow('Invalid storage key');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists by prefix, sorted, and deletes exactly what it is told', async () => {
    for (const key of [
      'projects/b/gallery-1/z.png',
      'projects/a/main-image/v.jpg',
      'projects/a/gallery-0/v.gif',
      'projects/ab/main-image/v.jpg',
    ]) {
      await storage.put(key, Buffer.from(key));
    }
    expect(await storage.list('projects/a/')).toEqual(['projects/a/gallery-0/v.gif', 'projects/a/main-image/v.jpg']);
    expect(await storage.list('projects/a')).toEqual([
      'projects/a/gallery-0/v.gif',
      'projects/a/main-image/v.jpg',
      'projects/ab/main-image/v.jpg',
    ]);
    expect(await storage.list('projects/a/main')).toEqual(['projects/a/main-image/v.jpg']);
    expect(await storage.list('projects/none/')).toEqual([]);
    await storage.delete(['projects/a/gallery-0/v.gif', 'projects/a/never-stored.jpg']);
    expect(await storage.list('projects/a/')).toEqual(['projects/a/main-image/v.jpg']);
    await storage.delete(['projects/a/main-image/v.jpg']);
    expect(await storage.list('projects/')).toEqual(['projects/ab/main-image/v.jpg', 'projects/b/gallery-1/z.png']);
    await storage.delete([]);
  });

  it('lists only what was stored before a time, when asked (a sweep leaves what was just uploaded)', async () => {
    const before = new Date(Date.now() - 5_000);
    await storage.put('projects/c/main-image/v.jpg', Buffer.from('new'));
    const after = new Date(Date.now() + 5_000);
    expect(await storage.list('projects/c/', { storedBefore: before })).toEqual([]);
    expect(await storage.list('projects/c/', { storedBefore: after })).toEqual(['projects/c/main-image/v.jpg']);
  });

  it('refuses keys that could escape the storage root', async () => {
    for (const key of ['../etc/passwd', 'projects/../../x.jpg', '/abs.jpg', 'Projects/A.jpg', 'a//b.jpg', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });
});
