// The owner's content page screens, mounted by the admin area.
export { default as PageEditor } from './page-editor';
export { default as PagesScreen } from './pages-screen';
export { default as PagePreviewFrame } from './page-preview-frame';
export { ContentEditor } from './content-editor';
