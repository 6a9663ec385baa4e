// The media library (issue #52): its screen, mounted by the admin area, and the picker pages use.
export { default as MediaScreen } from './media-screen';
export { default as MediaPicker, type PickedImage } from './media-picker';
export { LibraryImageInput } from './library-image-input';
