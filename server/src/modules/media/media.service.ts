import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { DomainError, ErrorCode, MediaMessages } from '@plumbing/shared';
import type { Config } from '../../config/env';
import { Semaphore } from '../../lib/semaphore';
import { withSpooledUpload, withTempFile, type UploadLimits } from '../../lib/spooled-upload';
import type { Logger } from '../../logger';
import { detectImageFormat, IMAGE_FORMATS, type ImageFormat } from './image-format';
import { originalKey, storedPrefixOf, UPLOADS_PATH, webCopyKey, webWidths } from './image-variants';
import { LocalDiskStorage } from './local-disk-storage';
import type { ListOptions, MediaStorage } from './media-storage';
import { headOf, sha256Of, sizeOf, type PhotoInput } from './photo-input';
import { S3Storage } from './s3-storage';

/** The keys photos may be uploaded under: a project's (spec §3) and the media library's (issue #52). */
const UPLOAD_KEY =
  /^(projects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(main-image|gallery-\d{1,3})|library\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** WebP quality of the web copies: visually clean photos at a fraction of the bytes. */
const WEB_QUALITY = 78;
/**
 * Photos decoded at once in this process, the owner's and customers' alike: a 48-megapixel photo
 * takes about 2 s of one core and tens of MB, so twenty sent together wait their turn on disk, not
 * in memory (issue #49: one at a time keeps their peak under +150 MB, two did not; bench:photos).
 */
const DECODES_AT_ONCE = 1;

// libvips keeps its latest operations for reuse; every photo here is decoded once, so that cache
// would only hold memory (and the files photos are read from) after the work is done.
sharp.cache(false);

/**
 * How an original is written anew without its metadata. A JPEG's Huffman tables are not optimised:
 * that pass holds the whole photo's coefficients in memory (335 MB for 48 megapixels, issue #49)
 * for about 3% fewer bytes of a file pages rarely load (they show the WebP copies).
 */
const REWRITTEN_ORIGINAL: Record<
  ImageFormat,
  sharp.JpegOptions | sharp.WebpOptions | sharp.AvifOptions | sharp.PngOptions | sharp.GifOptions
> = {
  jpeg: { quality: 90, optimiseCoding: false },
  webp: { quality: 90 },
  avif: { quality: 90 },
  png: {},
  gif: {},
};

/** The WebP copies at each width. A still photo is decoded once, at the largest width, and every copy made from that. */
async function webCopies(photo: PhotoInput, widths: number[], animated: boolean): Promise<Array<[number, Buffer]>> {
  const encode = (image: sharp.Sharp, width: number) =>
    image.resize({ width, withoutEnlargement: true }).webp({ quality: WEB_QUALITY }).toBuffer();
  if (animated) return Promise.all(widths.map(async (w): Promise<[number, Buffer]> => [w, await encode(sharp(photo, { animated }), w)]));
  const { data, info } = await sharp(photo)
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

/** An uploaded photo as stored: the URL to save and the size of the file received. */
export interface StoredImage {
  url: string;
  bytes: number;
}

function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

/** The addresses of stored photos, under an address prefix, that something else still shows (a page). */
export type ShownPhotosReader = (addressPrefix: string) => Promise<string[]>;

/** Validates, resizes and stores photos; answers and cleans up their URLs. */
export class MediaService {
  private readonly decodes = new Semaphore(DECODES_AT_ONCE);
  private readonly uploadLimits: UploadLimits;
  private readonly shownElsewhere: ShownPhotosReader[] = [];

  constructor(
    readonly storage: MediaStorage,
    private readonly maxMb: number,
    private readonly logger: Logger,
  ) {
    this.uploadLimits = {
      maxBytes: this.maxBytes,
      tooLarge: () => new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.tooLarge(maxMb)),
      brokeOff: () => new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.cutShort),
    };
  }

  private get maxBytes() {
    return this.maxMb * 1024 * 1024;
  }

  /** Runs `work` that decodes photos when its turn comes: at most DECODES_AT_ONCE at a time in this process. */
  decoding<T>(work: () => Promise<T>): Promise<T> {
    return this.decodes.run(work);
  }

  /**
   * Stores an uploaded photo (see storeImage) once it has all arrived; a wrong key is refused before
   * the upload is opened. `open` answers its stream (graphql-upload fails it, or its opening, when
   * the file never arrives whole).
   */
  async upload(key: string, open: () => Promise<Readable>): Promise<StoredImage> {
    if (!isUploadKey(key)) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.invalidKey);
    return withSpooledUpload(open, this.uploadLimits, async (file) => ({
      url: await this.storeImage(key, file),
      bytes: await sizeOf(file),
    }));
  }

  /**
   * Stores a photo (its bytes, or the file it was received into) under `key` (spec §3:
   * projects/{id}/main-image, projects/{id}/gallery-{index}) with its WebP web copies, and answers
   * the URL to save. Anything but a readable JPEG, PNG, WebP, GIF or AVIF within the size limit is
   * refused before a byte is stored.
   */
  async storeImage(key: string, photo: PhotoInput): Promise<string> {
    if (!isUploadKey(key)) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.invalidKey);
    if ((await sizeOf(photo)) > this.maxBytes) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.tooLarge(this.maxMb));
    const format = detectImageFormat(await headOf(photo));
    if (!format) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.notAnImage);
    return withTempFile(async (rewritten) => {
      const { width, height, version, original, copies } = await this.decoding(() => this.convert(key, photo, format, rewritten));
      const storedKey = originalKey(key, version, width, height, IMAGE_FORMATS[format].extension);
      // Copies first: once the original exists, its URL's srcset is complete.
      const written: string[] = [];
      try {
        for (const [w, copy] of copies) {
          await this.storage.put(webCopyKey(key, version, w), copy);
          written.push(webCopyKey(key, version, w));
        }
        await (typeof original === 'string' ? this.storage.putFile(storedKey, original) : this.storage.put(storedKey, original));
      } catch (error) {
        this.logger.error({ err: error, key }, 'photo could not be stored');
        // Best effort: the copies that did get in are useless without their original.
        await this.storage.delete(written).catch(() => undefined);
        throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, MediaMessages.storageFailed);
      }
      return `${UPLOADS_PATH}${storedKey}`;
    });
  }

  /**
   * A photo's upright size, version (a hash of its bytes), the original to store (written anew into
   * `rewritten` when it carries metadata) and its web copies.
   */
  private async convert(key: string, photo: PhotoInput, format: ImageFormat, rewritten: string) {
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(photo).metadata();
    } catch {
      throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.unreadable);
    }
    const { width, height } = metadata.autoOrient;
    const version = (await sha256Of(photo)).slice(0, 12);
    const animated = format === 'gif' || format === 'webp';
    let original = photo;
    try {
      // Phone photos carry the camera's GPS position in EXIF: never publish a customer's address.
      if (metadata.exif || metadata.xmp || metadata.iptc) {
        await sharp(photo, { animated }).autoOrient().toFormat(format, REWRITTEN_ORIGINAL[format]).toFile(rewritten);
        original = rewritten;
      }
      return { width, height, version, original, copies: await webCopies(photo, webWidths(width), animated) };
    } catch (error) {
      this.logger.warn({ err: error, key }, 'photo could not be converted');
      throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaMessages.unreadable);
    }
  }

  /**
   * Where else photos are shown (a project's photo in a page, issue #52): a clean-up keeps what
   * `reader` names, so a page never loses a photo its project replaced or dropped.
   */
  keepWhileShown(reader: ShownPhotosReader): void {
    this.shownElsewhere.push(reader);
  }

  /**
   * Deletes every stored object under `prefix` whose photo is neither among `keptUrls` nor shown
   * elsewhere: no orphans after a replace. With `storedBefore`, only objects stored before then.
   */
  async deleteUnreferenced(prefix: string, keptUrls: string[], options?: ListOptions): Promise<void> {
    const shown = await Promise.all(this.shownElsewhere.map((read) => read(`${UPLOADS_PATH}${prefix}`)));
    const kept = [...keptUrls, ...shown.flat()].map(storedPrefixOf).filter((p): p is string => p !== null);
    const keys = await this.storage.list(prefix, options);
    const orphans = keys.filter((key) => !kept.some((p) => key.startsWith(p)));
    if (orphans.length > 0) await this.storage.delete(orphans);
  }
}
