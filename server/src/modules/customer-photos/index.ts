import { domainModule, type ModuleDeps } from '../domain-module';
import type { MediaService } from '../media';
import type { RateLimitService } from '../rate-limit';
import { CustomerPhoto } from './customer-photo.entity';
import { CustomerPhotoService, type CustomerPhotoOptions } from './customer-photo.service';
import { customerPhotosRouter } from './customer-photos.rest';

/** Every hour, the files of photos whose request was deleted or that no request took within a day go. */
const SWEEP_MS = 60 * 60 * 1000;

/**
 * Photos customers send with a booking request or a message (issue #40): checked and stripped on
 * arrival, private, attached to their request and deleted with it.
 */
export const customerPhotosModule = domainModule({
  name: 'customer-photos',
  entities: [CustomerPhoto],
  createServices: (deps: ModuleDeps<{ media: MediaService; rateLimits: RateLimitService }>, options?: CustomerPhotoOptions) => ({
    customerPhotos: new CustomerPhotoService(deps, options),
  }),
  routers: ({ customerPhotos }, { logger }) => [{ path: '/api/customer-photos', router: customerPhotosRouter(customerPhotos, logger) }],
  start: ({ customerPhotos }) => customerPhotos.sweeping.start(SWEEP_MS),
  stop: ({ customerPhotos }) => customerPhotos.sweeping.stop(),
});

export { ShownCustomerPhoto } from './customer-photo.entity';
export type { CustomerPhotoService, PhotoOwner } from './customer-photo.service';
