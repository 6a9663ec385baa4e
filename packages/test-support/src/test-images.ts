import sharp from 'sharp';

/** A JPEG "photo" with real detail (noise over a gradient), optionally with a camera's EXIF block. */
export async function testPhoto(
  width: number,
  height: number,
  options: { exif?: boolean; format?: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' } = {},
): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // Detail at several scales, as in a real photo, so resized copies are not unrealistically small.
  const raw = { width, height, channels: 3 as const };
  const noise = (scale: number, sigma: number) =>
    sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  const layers = await Promise.all([noise(1, 18), noise(6, 40), noise(40, 60)]);
  const composed = await sharp(gradient)
    .composite(layers.map((input) => ({ input, raw, blend: 'overlay' as const })))
    .removeAlpha()
    .raw()
    .toBuffer();
  let image = sharp(composed, { raw });
  if (options.exif)
    image = image.withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 57/1 0/1' } });
  return image.toFormat(options.format ?? 'jpeg', { quality: 90 }).toBuffer();
}
