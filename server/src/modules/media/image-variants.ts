import { Field, Int, ObjectType } from 'type-graphql';

/** The widths of the WebP copies made of every photo; none wider than the photo itself. */
export const WEB_WIDTHS = [480, 960, 1600] as const;
/** The copy `src` points to: sharp enough for a desktop card, small enough for a fallback. */
const DEFAULT_SRC_WIDTH = 960;
/** Where stored photos are served by the app (media.rest.ts). */
export const UPLOADS_PATH = '/uploads/';
/**
 * The stored objects anyone may fetch there: the projects' photos and the media library's images
 * (issue #52). Everything else in the storage (customers' photos of their homes, issue #40) is
 * private and reached through its own route only.
 */
export const PUBLIC_PREFIXES = ['projects/', 'library/'] as const;

/**
 * An uploaded photo is stored as its original and its WebP copies, all beside each other:
 *   {key}/{version}-{width}x{height}.{ext}   the original (its URL is what projects save)
 *   {key}/{version}-{w}w.webp                one per web width
 * The version is a hash of the content, so a URL always names the same bytes (immutable caching)
 * and the original's name carries everything needed to build srcset and width/height.
 */
const ORIGINAL_URL = /^\/uploads\/((?:[a-z0-9._-]+\/)+)([0-9a-f]{12})-(\d{1,5})x(\d{1,5})\.(jpg|png|webp|gif|avif)$/;

export function webWidths(width: number): number[] {
  return [...new Set([...WEB_WIDTHS.filter((w) => w < width), Math.min(width, WEB_WIDTHS[WEB_WIDTHS.length - 1])])];
}

export function originalKey(key: string, version: string, width: number, height: number, extension: string): string {
  return `${key}/${version}-${width}x${height}.${extension}`;
}

export function webCopyKey(key: string, version: string, width: number): string {
  return `${key}/${version}-${width}w.webp`;
}

/** The object keys one photo URL stands for (original and copies share this prefix), or null for other URLs. */
export function storedPrefixOf(url: string): string | null {
  const match = ORIGINAL_URL.exec(url);
  return match ? `${match[1]}${match[2]}-` : null;
}

@ObjectType({ description: 'A photo ready for <img>: src, srcset of WebP copies and its intrinsic size (no layout shift)' })
export class ResponsiveImage {
  @Field()
  src: string;

  @Field(() => String, {
    nullable: true,
    description: 'WebP copies, e.g. "/uploads/...-480w.webp 480w, ..."; null for photos stored elsewhere',
  })
  srcset: string | null;

  @Field(() => Int, { nullable: true })
  width: number | null;

  @Field(() => Int, { nullable: true })
  height: number | null;
}

/** Builds the <img> attributes of a saved photo URL; a URL not stored here is used as it is. */
export function responsiveImage(url: string): ResponsiveImage {
  const match = ORIGINAL_URL.exec(url);
  if (!match) return { src: url, srcset: null, width: null, height: null };
  const [, directory, version, widthText, heightText] = match;
  const width = Number(widthText);
  const height = Number(heightText);
  const key = `${UPLOADS_PATH}${directory}`.slice(0, -1);
  const widths = webWidths(width);
  const srcWidth = widths.filter((w) => w <= DEFAULT_SRC_WIDTH).pop() ?? widths[0];
  return {
    src: webCopyKey(key, version, srcWidth),
    srcset: widths.map((w) => `${webCopyKey(key, version, w)} ${w}w`).join(', '),
    width,
    height,
  };
}
