export { PhotoAttachments } from './public/photo-attachments';
export { usePhotoUploads } from './public/use-photo-uploads';
