import type { MediaLibraryItem } from './use-media-library';

/** "1600 × 1200 · 245 KB": what the owner needs to judge an image's size. */
export function imageSize({ image, bytes }: Pick<MediaLibraryItem, 'image' | 'bytes'>): string {
  const parts = [];
  if (image.width && image.height) parts.push(`${image.width} × ${image.height}`);
  if (bytes != null)
    parts.push(bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
  return parts.join(' · ');
}

/** Library images the owner can put in a page (project photos stay with their project). */
export const pageImages = (items: readonly MediaLibraryItem[] | undefined) => (items ?? []).filter((item) => item.libraryId);
