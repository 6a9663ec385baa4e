import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../lib/id-arg';
import { UploadArg, type PendingUpload } from '../../lib/upload-arg';
import { OwnerOrScope } from '../auth';
import type { MediaLibraryService } from './media-library.service';
import { MediaLibraryItem } from './media-library.types';

@Resolver()
export class MediaLibraryResolver {
  constructor(private readonly services: { mediaLibrary: MediaLibraryService }) {}

  @OwnerOrScope('content:read')
  @Query(() => [MediaLibraryItem], {
    description: 'Every image the site holds (issue #52): library images newest first, then project photos',
  })
  mediaLibrary(): Promise<MediaLibraryItem[]> {
    return this.services.mediaLibrary.items();
  }

  @OwnerOrScope('content:write')
  @Mutation(() => MediaLibraryItem, {
    description: 'Adds an image (JPEG, PNG, WebP, GIF or AVIF, at most UPLOAD_MAX_MB) to the media library',
  })
  uploadLibraryImage(@UploadArg() file: PendingUpload): Promise<MediaLibraryItem> {
    return this.services.mediaLibrary.upload(() => file.promise);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => MediaLibraryItem, { description: "Sets a library image's alt text, or marks it decorative" })
  describeLibraryImage(@IdArg() id: string, @Arg('alt') alt: string, @Arg('decorative') decorative: boolean): Promise<MediaLibraryItem> {
    return this.services.mediaLibrary.describe(id, alt, decorative);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Boolean, { description: 'Deletes a library image no page uses (CONFLICT, naming the pages, while one does)' })
  deleteLibraryImage(@IdArg() id: string): Promise<boolean> {
    return this.services.mediaLibrary.delete(id);
  }
}
