import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { DomainError, ErrorCode, MediaMessages } from '@plumbing/shared';
import type { Config } from '../../config/env';
import { readAtMost, uploadBrokeOff } from '../../lib/read-at-most';
import type { Logger } from '../../logger';
import { detectImageFormat, IMAGE_FORMATS } from './image-format';
import { originalKey, storedPrefixOf, UPLOADS_PATH, webCopyKey, webWidths } from './image-variants';
import { LocalDiskStorage } from './local-disk-storage';
import type { MediaStorage } from './media-storage';
import { S3Storage } from './s3-storage';

/** The keys photos may be uploaded under (spec §3). */
const UPLOAD_KEY = /^projects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(main-image|gallery-\d{1,3})$/;
/** WebP quality of the web copies: visually clean photos at a fraction of the bytes. */
const WEB_QUALITY = 78;

/** The WebP copies at each width. A still photo is decoded once, at the largest width, and every copy made from that. */
async function webCopies(bytes: Buffer, widths: number[], animated: boolean): Promise<Array<[number, Buffer]>> {
  const encode = (image: sharp.Sharp, width: number) =>
    image.resize({ width, withoutEnlargement: true }).webp({ quality: WEB_QUALITY }).toBuffer();
  if (animated) return Promise.all(widths.map(async (w): Promise<[number, Buffer]> => [w, await encode(sharp(bytes, { animated }), w)]));
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(widths.map(async (w): Promise<[number, Buffer]> => [w, await encode(sharp(data, { raw }), w)]));
}

/** The S3 bucket when S3_* is set, else local disk under DATA_DIR/uploads. */
export function createMediaStorage(config: Config): MediaStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

/** Validates, resizes and stores photos; answers and cleans up their URLs. */
export class MediaService {
  constructor(
    readonly storage: MediaStorage,
    private readonly maxMb: number,
    private readonly logger: Logger,
  ) {}

  private get maxBytes() {
    return this.maxMb * 1024 * 1024;
  }

  /** Stores an uploaded photo (see storeImage); a wrong key is refused before the upload is opened. */
  async upload(key: string, open: () => Promise<Readable>): Promise<string> {
    if (!isUploadKey(key)) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.invalidKey);
    return this.storeImage(key, await this.readUpload(open));
  }

  /** An upload's bytes, refused as soon as it passes the size limit, or when it does not arrive whole. */
  private async readUpload(open: () => Promise<Readable>): Promise<Buffer> {
    const tooLarge = new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.tooLarge(this.maxMb));
    let bytes: Buffer | null;
    try {
      // Opened inside: a file graphql-upload has already cut at the limit, or whose multipart body
      // ended early, fails here (the upload itself, or its opening).
      const stream = await open();
      bytes = await readAtMost(stream, this.maxBytes);
      if (!bytes) stream.destroy();
    } catch (error) {
      // graphql-upload cuts a file at the same limit and fails its stream (or its opening) with 413.
      if ((error as { status?: number }).status === 413) throw tooLarge;
      if (uploadBrokeOff(error)) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.cutShort);
      throw error;
    }
    if (!bytes) throw tooLarge;
    return bytes;
  }

  /**
   * Stores a photo under `key` (spec §3: projects/{id}/main-image, projects/{id}/gallery-{index})
   * with its WebP web copies, and answers the URL to save. Anything but a readable JPEG, PNG, WebP,
   * GIF or AVIF within the size limit is refused before a byte is stored.
   */
  async storeImage(key: string, bytes: Buffer): Promise<string> {
    if (!isUploadKey(key)) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.invalidKey);
    if (bytes.length > this.maxBytes) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.tooLarge(this.maxMb));
    const format = detectImageFormat(bytes);
    if (!format) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.notAnImage);

    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(bytes).metadata();
    } catch {
      throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.unreadable);
    }
    const { width, height } = metadata.autoOrient;
    const version = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const animated = format === 'gif' || format === 'webp';

    let original = bytes;
    let copies: Array<[number, Buffer]>;
    try {
      // Phone photos carry the camera's GPS position in EXIF: never publish a customer's address.
      if (metadata.exif || metadata.xmp || metadata.iptc) {
        original = await sharp(bytes, { animated })
          .autoOrient()
          .toFormat(format, format === 'png' || format === 'gif' ? {} : { quality: 90 })
          .toBuffer();
      }
      copies = await webCopies(bytes, webWidths(width), animated);
    } catch (error) {
      this.logger.warn({ err: error, key }, 'photo could not be converted');
      throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.unreadable);
    }

    const storedKey = originalKey(key, version, width, height, IMAGE_FORMATS[format].extension);
    // Copies first: once the original exists, its URL's srcset is complete.
    const written: string[] = [];
    try {
      for (const [w, copy] of copies) {
        await this.storage.put(webCopyKey(key, version, w), copy);
        written.push(webCopyKey(key, version, w));
      }
      await this.storage.put(storedKey, original);
    } catch (error) {
      this.logger.error({ err: error, key }, 'photo could not be stored');
      // Best effort: the copies that did get in are useless without their original.
      await this.storage.delete(written).catch(() => undefined);
      throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, MediaMessages.storageFailed);
    }
    return `${UPLOADS_PATH}${storedKey}`;
  }

  /** Deletes every stored object under `prefix` whose photo is not among `keptUrls`: no orphans after a replace. */
  async deleteUnreferenced(prefix: string, keptUrls: string[]): Promise<void> {
    const kept = keptUrls.map(storedPrefixOf).filter((p): p is string => p !== null);
    const keys = await this.storage.list(prefix);
    const orphans = keys.filter((key) => !kept.some((p) => key.startsWith(p)));
    if (orphans.length > 0) await this.storage.delete(orphans);
  }
}
