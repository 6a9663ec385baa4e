/** Pre-rendering on the server: the server writes the <title> itself; there is no document to set. */
export function usePageTitle(_title?: string): void {}
