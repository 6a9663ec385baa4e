// The owner's area page screens (issue #42), mounted by the admin area.
export { default as AreaPageEditor } from './area-page-editor';
export { default as AreaPagesScreen } from './area-pages-screen';
