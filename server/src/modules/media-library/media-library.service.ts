import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, ErrorCode, imageUsePrefix, MediaLibraryMessages, visibleText } from '@plumbing/shared';
import type { Logger } from '../../logger';
import { responsiveImage, UPLOADS_PATH, type MediaService } from '../media';
import { AreaPage } from '../area-pages';
import type { BusinessProfileService } from '../business';
import { Page } from '../pages';
import { Project } from '../projects';
import { MediaImage } from './media-image.entity';
import type { MediaLibraryItem, MediaUse } from './media-library.types';

/** Alt text longer than a sentence or two belongs in the page's words, not in the image's description. */
export const MAX_ALT_LENGTH = 300;

/** Where a library image's original and copies are stored. */
const libraryKey = (id: string) => `library/${id}`;

/** A file as graphql-upload hands it over. */
export interface UploadedFile {
  filename: string;
  createReadStream(): Readable;
}

/** What a page or an area page says, published and unpublished, as text to look for an image's address in. */
interface WrittenPlace extends Omit<MediaUse, 'draftOnly'> {
  published: string | null;
  draft: string | null;
}

/** The places whose HTML, Spanish version or Open Graph image names `address`. */
function usesIn(address: string, places: WrittenPlace[]): MediaUse[] {
  return places.flatMap(({ published, draft, ...place }) => {
    const live = published?.includes(address) ?? false;
    return live || draft?.includes(address) ? [{ ...place, draftOnly: !live }] : [];
  });
}

/** How a use reads in a sentence: the page “About us”, the draft of “Services”, the unpublished area page “Brandon”, the project “…”. */
const placeOf = (use: MediaUse) => `${imageUsePrefix(use)} “${use.title}”`;

/**
 * The media library (issue #52): every image the site holds, where each is used, and the images the
 * owner uploads for pages (stored like a project's photos, under library/{id}/). An image a page, its
 * draft or an area page uses cannot be deleted; earlier revisions do not count (a restored one shows
 * the image's alt text where it is gone).
 */
export class MediaLibraryService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaService,
    private readonly business: BusinessProfileService,
    private readonly logger: Logger,
  ) {}

  /**
   * The library's images, newest first, then every project's photos, then the photos pages show
   * that their project replaced or that outlived their project (kept until no page shows them).
   */
  async items(): Promise<MediaLibraryItem[]> {
    const [images, pages, projects] = await Promise.all([
      this.db.getRepository(MediaImage).find({ order: { createdAt: 'DESC' } }),
      this.writtenPlaces(this.db.manager),
      this.db.getRepository(Project).find({ select: { id: true, title: true, image: true, gallery: true }, order: { title: 'ASC' } }),
    ]);
    const photos = projects.flatMap((project) => projectPhotos(project, pages));
    const projectsShow = new Set(photos.map(({ url }) => url));
    const kept = addressesUnder(`${UPLOADS_PATH}projects/`, pages).filter((url) => !projectsShow.has(url));
    return [...images.map((image) => this.itemOf(image, pages)), ...photos, ...kept.map((url) => keptPhoto(url, pages))];
  }

  /** The stored photos under `addressPrefix` that a page or an area page shows, published or in its draft. */
  async photosShownUnder(addressPrefix: string): Promise<string[]> {
    return addressesUnder(addressPrefix, await this.writtenPlaces(this.db.manager));
  }

  /** Stores an uploaded image (refused as a project's photo would be) and adds it to the library, without alt text yet. */
  async upload(open: () => Promise<UploadedFile>): Promise<MediaLibraryItem> {
    const id = randomUUID();
    let fileName = '';
    const stored = await this.media.upload(libraryKey(id), async () => {
      const file = await open();
      fileName = visibleText(file.filename).trim().slice(0, 200);
      return file.createReadStream();
    });
    try {
      const image = await this.db
        .getRepository(MediaImage)
        .save({ id, url: stored.url, fileName: fileName || 'image', bytes: stored.bytes, alt: '', decorative: false });
      return this.itemOf(image, []);
    } catch (error) {
      // Without its row nothing names the stored image: take it back out.
      await this.media.deleteUnreferenced(`${libraryKey(id)}/`, []).catch(() => undefined);
      throw error;
    }
  }

  /** Sets what the image shows (its alt text), or marks it decorative (pages give it an empty alt). */
  async describe(id: string, alt: string, decorative: boolean): Promise<MediaLibraryItem> {
    const text = decorative ? '' : visibleText(alt).replace(/\s+/g, ' ').trim();
    if (text.length > MAX_ALT_LENGTH) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaLibraryMessages.altTooLong(MAX_ALT_LENGTH));
    const repository = this.db.getRepository(MediaImage);
    const image = await repository.findOneBy({ id });
    if (!image) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaLibraryMessages.notFound);
    const saved = await repository.save({ ...image, alt: text, decorative });
    return this.itemOf(saved, await this.writtenPlaces(this.db.manager));
  }

  /**
   * Deletes an image no page uses, with its stored files; refused, naming the pages, while one does.
   * The row goes only once the files have: a storage that is down leaves the image as it was.
   */
  async delete(id: string): Promise<boolean> {
    await this.db.transaction(async (manager) => {
      const image = await manager.getRepository(MediaImage).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!image) throw new DomainError(ErrorCode.BAD_USER_INPUT, MediaLibraryMessages.notFound);
      // Pages are read in the same transaction, locked against a save that would start using the image meanwhile.
      const uses = usesIn(libraryAddress(id), await this.writtenPlaces(manager, true));
      if (uses.length > 0) throw new DomainError(ErrorCode.CONFLICT, MediaLibraryMessages.inUse(uses.map(placeOf)));
      await manager.getRepository(MediaImage).delete({ id });
      try {
        await this.media.deleteUnreferenced(`${libraryKey(id)}/`, []);
      } catch (error) {
        this.logger.error({ err: error, id }, 'library image could not be deleted from storage');
        throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, MediaLibraryMessages.deleteFailed);
      }
    });
    return true;
  }

  private itemOf(image: MediaImage, places: WrittenPlace[]): MediaLibraryItem {
    return {
      url: image.url,
      image: responsiveImage(image.url),
      name: image.fileName,
      libraryId: image.id,
      bytes: image.bytes,
      alt: image.alt,
      decorative: image.decorative,
      uses: usesIn(libraryAddress(image.id), places),
      addedAt: image.createdAt,
    };
  }

  /** Every page and area page, with the text an image's address may be in; locked against a save meanwhile when `locked`. */
  private async writtenPlaces(manager: EntityManager, locked = false): Promise<WrittenPlace[]> {
    // A page never published has its columns as its draft.
    const pageText = 'page.content || page.translations::text || page.seo::text';
    const pages = manager
      .getRepository(Page)
      .createQueryBuilder('page')
      .select(['page.id AS id', 'page.title AS title'])
      .addSelect(`CASE WHEN page.published_at IS NULL THEN NULL ELSE ${pageText} END`, 'published')
      .addSelect(`CASE WHEN page.published_at IS NULL THEN ${pageText} ELSE page.draft::text END`, 'draft');
    const areaText = 'area.intro || area.translations::text';
    const areas = manager
      .getRepository(AreaPage)
      .createQueryBuilder('area')
      .select('area.slug AS slug')
      .addSelect(`CASE WHEN area.published THEN ${areaText} END`, 'published')
      .addSelect(`CASE WHEN area.published THEN NULL ELSE ${areaText} END`, 'draft');
    if (locked) [pages, areas].forEach((query) => query.setLock('pessimistic_read'));
    const [pageRows, areaRows, facts] = await Promise.all([
      pages.getRawMany<{ id: string; title: string; published: string | null; draft: string | null }>(),
      areas.getRawMany<{ slug: string; published: string | null; draft: string | null }>(),
      this.business.facts(),
    ]);
    const areaNames = new Map(facts.serviceAreas.map(({ name, slug }) => [slug, name]));
    return [
      ...pageRows.map(({ id, title, ...text }) => ({ kind: 'page' as const, title, editPath: `/admin/pages/${id}`, ...text })),
      ...areaRows.map(({ slug, ...text }) => ({
        kind: 'area page' as const,
        title: areaNames.get(slug) ?? slug,
        editPath: `/admin/area-pages/${slug}`,
        ...text,
      })),
    ];
  }
}

/** How the library names a project photo that only pages show now. */
export const KEPT_PHOTO_NAME = 'Earlier project photo';

/** The address every stored file of a library image starts with. */
const libraryAddress = (id: string) => `${UPLOADS_PATH}${libraryKey(id)}/`;

/** The addresses starting with `prefix` that pages and area pages name, published or in a draft. */
function addressesUnder(prefix: string, places: WrittenPlace[]): string[] {
  const address = new RegExp(`${escapeRegExp(prefix)}[^"'\\s<>()]+`, 'g');
  const written = places.flatMap(({ published, draft }) => [published, draft]);
  return [...new Set(written.flatMap((text) => text?.match(address) ?? []))];
}

/** A regular expression's source that matches `text` as it is. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A project's photos as the library lists them: used by that project and the pages showing them, described by its title or caption. */
function projectPhotos(project: Pick<Project, 'id' | 'title' | 'image' | 'gallery'>, places: WrittenPlace[]): MediaLibraryItem[] {
  const byProject: MediaUse = { kind: 'project', title: project.title, draftOnly: false, editPath: '/admin/projects' };
  const photos = [
    { url: project.image, name: `Main photo of “${project.title}”`, alt: project.title },
    ...project.gallery.map(({ url, caption }, index) => ({
      url,
      name: `Gallery photo ${index + 1} of “${project.title}”`,
      alt: caption || project.title,
    })),
  ];
  return photos
    .filter(({ url }) => url)
    .map(({ url, name, alt }) => ({
      url,
      image: responsiveImage(url),
      name,
      libraryId: null,
      bytes: null,
      alt,
      decorative: false,
      uses: [byProject, ...usesIn(url, places)],
      addedAt: null,
    }));
}

/** A project photo only pages show now (its project replaced it or was deleted): listed with those pages, gone once none does. */
function keptPhoto(url: string, places: WrittenPlace[]): MediaLibraryItem {
  return {
    url,
    image: responsiveImage(url),
    name: KEPT_PHOTO_NAME,
    libraryId: null,
    bytes: null,
    alt: '',
    decorative: false,
    uses: usesIn(url, places),
    addedAt: null,
  };
}
