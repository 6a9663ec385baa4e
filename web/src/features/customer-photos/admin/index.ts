export { CustomerPhotosStrip } from './customer-photos-strip';
