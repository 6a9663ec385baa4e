import type { MediaLibraryItem } from './use-media-library';

/** "1600 × 1200 · 245 KB": what the owner needs to judge an image's size. */
export function imageSize({ image, bytes }: Pick<MediaLibraryItem, 'image' | 'bytes'>): string {
  const parts = [];
  if (image.width && image.height) parts.push(`${image.width} × ${image.height}`);
  if (bytes != null)
    parts.push(bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
  return parts.join(' · ');
}

/** The images uploaded to the library, for pages: described and deleted there. */
export const libraryImagesOf = (items: readonly MediaLibraryItem[] | undefined) => (items ?? []).filter((item) => item.libraryId);

/** The projects' photos: changed and removed in their project; a page may show one too. */
export const projectPhotosOf = (items: readonly MediaLibraryItem[] | undefined) => (items ?? []).filter((item) => !item.libraryId);
