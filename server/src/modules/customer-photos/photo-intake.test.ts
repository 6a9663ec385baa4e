import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CustomerPhotoMessages, CustomerPhotoRules } from '@plumbing/shared';
import { keepPhoto } from './photo-intake';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../test/fixtures', name));

/** A phone photo as a camera writes it: EXIF with the make, the model and the GPS position of where it was taken. */
function phonePhoto({ width = 4032, height = 3024, orientation = 1 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f6fa8' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 57/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '82/1 27/1 26/1' },
    })
    .toBuffer();
}

const refusedWith = async (bytes: Buffer, message: string) =>
  expect(keepPhoto(bytes)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message });

describe('a customer photo as it is kept (issue #40)', () => {
  it('a JPEG with the GPS position of a customer’s home comes back without any metadata, at most 2048 px', async () => {
    const sent = await phonePhoto();
    const sentMetadata = await sharp(sent).metadata();
    expect(sentMetadata.exif?.includes('iPhone 15 Pro')).toBe(true);
    // The GPS IFD pointer (tag 0x8825, a LONG) in the little-endian EXIF libvips writes.
    expect(sentMetadata.exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true);

    const kept = await keepPhoto(sent);
    const keptMetadata = await sharp(kept.jpeg).metadata();
    expect(keptMetadata).toMatchObject({ format: 'jpeg', width: 2048, height: 1536 });
    expect(keptMetadata.exif).toBeUndefined();
    expect(keptMetadata.xmp).toBeUndefined();
    expect(keptMetadata.iptc).toBeUndefined();
    expect(kept.jpeg.includes('iPhone')).toBe(false);
    expect(kept).toMatchObject({ width: 2048, height: 1536 });
  });

  it('a photo the phone held sideways is kept upright, since its orientation tag is gone', async () => {
    const kept = await keepPhoto(await phonePhoto({ width: 1200, height: 900, orientation: 6 }));
    expect(kept).toMatchObject({ width: 900, height: 1200 });
  });

  it('a small PNG screenshot and a WebP are kept at their size, as JPEG', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .webp()
      .toBuffer();
    for (const [bytes, width, height] of [
      [png, 640, 480],
      [webp, 300, 200],
    ] as const) {
      const kept = await keepPhoto(bytes);
      expect(await sharp(kept.jpeg).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
  });

  it('a HEIC from an iPhone is taken (sharp’s own libvips cannot decode it)', async () => {
    const heic = fixture('iphone-photo.heic');
    await expect(sharp(heic).jpeg().toBuffer()).rejects.toThrow(/HEVC/);
    expect(heic.includes('iPhone')).toBe(true);
    const kept = await keepPhoto(heic);
    const metadata = await sharp(kept.jpeg).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(kept.jpeg.includes('iPhone')).toBe(false);
    expect(Math.max(kept.width, kept.height)).toBeLessThanOrEqual(CustomerPhotoRules.keptSide);
    expect(kept.width * kept.height).toBeGreaterThan(0);
  });

  it('a 20,000 × 20,000 PNG (400 megapixels in a few hundred KB) is refused before it is inflated', async () => {
    const bomb = fixture('bomb-20000x20000.png');
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refusedWith(bomb, CustomerPhotoMessages.tooManyPixels);
  });

  it('refuses what is not a photo, whatever its name says: a PDF renamed .jpg, an SVG, a GIF, plain text', async () => {
    await refusedWith(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      CustomerPhotoMessages.notAPhoto,
    );
    await refusedWith(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      CustomerPhotoMessages.notAPhoto,
    );
    await refusedWith(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      CustomerPhotoMessages.notAPhoto,
    );
    await refusedWith(Buffer.from('just some words'), CustomerPhotoMessages.notAPhoto);
  });

  it('refuses a damaged photo and one over 15 MB, each with its reason', async () => {
    const photo = await phonePhoto({ width: 800, height: 600 });
    await refusedWith(photo.subarray(0, 400), CustomerPhotoMessages.unreadable);
    await refusedWith(Buffer.concat([photo, Buffer.alloc(CustomerPhotoRules.maxMb * 1024 * 1024)]), CustomerPhotoMessages.tooLarge);
  });
});
