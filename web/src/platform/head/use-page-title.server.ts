import type { PageHead } from './use-page-title';

// Pre-rendering on the server: the server writes the head itself; there is no document to set.

export function usePageHead(_head: PageHead | null): void {}

export function usePageTitle(_title?: string): void {}
