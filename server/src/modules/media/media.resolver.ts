import { Arg, Mutation, Resolver } from 'type-graphql';
import { UploadArg, type PendingUpload } from '../../lib/upload-arg';
import type { MediaService } from './media.service';
import { OwnerOrScope } from '../auth';

@Resolver()
export class MediaResolver {
  constructor(private readonly services: { media: MediaService }) {}

  @OwnerOrScope('content:write')
  @Mutation(() => String, {
    description:
      'Stores a photo (JPEG, PNG, WebP, GIF or AVIF, at most UPLOAD_MAX_MB) under projects/{id}/main-image or projects/{id}/gallery-{index}; answers its URL',
  })
  async uploadImage(@UploadArg() file: PendingUpload, @Arg('key') key: string): Promise<string> {
    return (await this.services.media.upload(key, async () => (await file.promise).createReadStream())).url;
  }
}
