import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CustomerPhotoMessages, CustomerPhotoRules, DomainError, ErrorCode } from '@plumbing/shared';
import { headOf, sizeOf, sniffImageFormat, type PhotoInput } from '../media';

/** A customer's photo as it is kept: a fresh JPEG, no metadata, its longest side at most keptSide. */
export interface KeptPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** The formats taken: what phone cameras, screenshots and the web save (no GIF, AVIF or SVG). */
const TAKEN_FORMATS = new Set(['jpeg', 'png', 'webp', 'heic']);
/** JPEG quality of a kept photo: a leak or a label stays sharp at a fraction of a camera's bytes. */
const KEPT_QUALITY = 82;

const refuse = (message: string) => new DomainError(ErrorCode.BAD_USER_INPUT, message);

function assertPixels(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw refuse(CustomerPhotoMessages.unreadable);
  if (width * height > CustomerPhotoRules.maxPixels) throw refuse(CustomerPhotoMessages.tooManyPixels);
}

/** The decoder's input: the file itself, or for HEIC (which sharp's prebuilt libvips cannot decode) its first image's pixels. */
async function decodable(photo: PhotoInput, format: string): Promise<sharp.Sharp> {
  const limits = { limitInputPixels: CustomerPhotoRules.maxPixels, failOn: 'error' as const };
  if (format !== 'heic') {
    // The size the header declares first (metadata reads no pixels): a decompression bomb is
    // refused in plain words before a pixel is inflated; the decoder's own limit stays as a backstop.
    const { width, height } = await sharp(photo, { limitInputPixels: false }).metadata();
    assertPixels(width, height);
    return sharp(photo, limits);
  }
  // Loaded with the first HEIC photo: its WebAssembly decoder is more than most starts need.
  const { default: decodeHeic } = await import('heic-decode');
  const images = await decodeHeic.all({ buffer: typeof photo === 'string' ? await readFile(photo) : photo });
  try {
    // The size the file declares first: its pixels are decoded only within the limit.
    assertPixels(images[0]?.width, images[0]?.height);
    const { width, height, data } = await images[0].decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { ...limits, raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/**
 * Takes a photo a visitor sent (its bytes, or the file it was received into), or refuses it with
 * the reason in plain words. Only a real image is taken: it is decoded (whatever its name or
 * claimed type), refused above the pixel limit before it is inflated, turned upright, and written
 * anew as a JPEG of at most keptSide pixels, which carries none of the original's metadata: a
 * phone's EXIF holds the GPS position of the customer's home.
 */
export async function keepPhoto(photo: PhotoInput): Promise<KeptPhoto> {
  if ((await sizeOf(photo)) > CustomerPhotoRules.maxMb * 1024 * 1024) throw refuse(CustomerPhotoMessages.tooLarge);
  const format = sniffImageFormat(await headOf(photo));
  if (!format || !TAKEN_FORMATS.has(format)) throw refuse(CustomerPhotoMessages.notAPhoto);
  try {
    const image = await decodable(photo, format);
    const side = CustomerPhotoRules.keptSide;
    const { data, info } = await image
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: KEPT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refuse(CustomerPhotoMessages.unreadable);
  }
}
