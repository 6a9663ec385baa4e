import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../context';

@Resolver()
export class MediaResolver {
  @Authorized()
  @Mutation(() => String, {
    description: 'Stores a photo (JPEG, PNG, WebP, GIF or AVIF, at most UPLOAD_MAX_MB) under projects/{id}/main-image or projects/{id}/gallery-{index}; answers its URL',
  })
  async uploadImage(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Arg('key') key: string, @Ctx() { services }: Context): Promise<string> {
    const upload = await file;
    return services.media.upload(key, () => upload.createReadStream());
  }
}
