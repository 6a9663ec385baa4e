// The owner's global SEO settings, mounted by the admin area.
export { default as SeoSettingsScreen } from './seo-settings-screen';
