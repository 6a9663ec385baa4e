// The English pages' words, a chunk of its own (load-words.ts). The browser's build replaces this
// module with the catalog's parsed messages (web/precompiled-catalogs-plugin.ts).
export { en } from '@plumbing/shared';
