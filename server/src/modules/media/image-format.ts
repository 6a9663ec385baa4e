/** The photo formats accepted for upload, recognised by their bytes (never by the file name). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const IMAGE_FORMATS: Record<ImageFormat, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  avif: { extension: 'avif', contentType: 'image/avif' },
};

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** An ISO-BMFF file (AVIF, HEIC, MP4 ...) whose ftyp box names the AVIF brand. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** The major brands of the HEIF files a phone camera writes (HEIC: HEVC-coded images). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

/** Every format told here: the project photos' ones, and HEIC, which only customers' photos take (issue #40). */
export type SniffedFormat = ImageFormat | 'heic';

/** The format a file's leading bytes say it is (never its name or claimed type), or null when it is none of these. */
export function sniffImageFormat(bytes: Buffer): SniffedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

/** The format of a project photo the file's leading bytes say it is, or null when it is none of the accepted ones. */
export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  const format = sniffImageFormat(bytes);
  return format === 'heic' ? null : format;
}

const CONTENT_TYPE_BY_EXTENSION = new Map(Object.values(IMAGE_FORMATS).map((f) => [f.extension, f.contentType]));

/** The content type a stored object is served with, from its key's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPE_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream';
}
