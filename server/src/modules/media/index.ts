import { domainModule, type ModuleDeps } from '../domain-module';
import { MediaResolver } from './media.resolver';
import { uploadsRouter } from './media.rest';
import { createMediaStorage, MediaService } from './media.service';

/** Uploaded photos: checked, resized to WebP copies, stored on disk or S3 and served at /uploads. */
export const mediaModule = domainModule({
  name: 'media',
  resolvers: [MediaResolver],
  createServices: ({ config, logger }: ModuleDeps) => ({ media: new MediaService(createMediaStorage(config), config.uploadMaxMb, logger) }),
  routers: ({ media }, { logger }) => [{ path: '/uploads', router: uploadsRouter(media.storage, logger) }],
});

export { sniffImageFormat } from './image-format';
export { headOf, sizeOf, type PhotoInput } from './photo-input';
export { responsiveImage, ResponsiveImage, UPLOADS_PATH } from './image-variants';
export { isObjectKey, type MediaStorage } from './media-storage';
export { createMediaStorage, type MediaService } from './media.service';
