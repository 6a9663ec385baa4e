import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Mutation, Resolver } from 'type-graphql';
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
  async uploadImage(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Arg('key') key: string): Promise<string> {
    const upload = await file;
    return this.services.media.upload(key, () => upload.createReadStream());
  }
}
