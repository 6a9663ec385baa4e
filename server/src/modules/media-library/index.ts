import { domainModule, type ModuleDeps } from '../domain-module';
import type { BusinessProfileService } from '../business';
import type { MediaService } from '../media';
import { MediaImage } from './media-image.entity';
import { MediaLibraryResolver } from './media-library.resolver';
import { MediaLibraryService } from './media-library.service';

/** The media library (issue #52): every image the site holds and where it is used; images for pages. */
export const mediaLibraryModule = domainModule({
  name: 'media-library',
  entities: [MediaImage],
  resolvers: [MediaLibraryResolver],
  createServices: ({ db, media, business, logger }: ModuleDeps<{ media: MediaService; business: BusinessProfileService }>) => {
    const mediaLibrary = new MediaLibraryService(db, media, business, logger);
    // A project's photo a page shows outlives its place in the project.
    media.keepWhileShown((addressPrefix) => mediaLibrary.photosShownUnder(addressPrefix));
    return { mediaLibrary };
  },
});

export type { MediaLibraryService } from './media-library.service';
