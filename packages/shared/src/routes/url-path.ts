/** A percent-decoded URL path, or null when an escape in it is malformed (`%ZZ`): the client's mistake, not a failure. */
export function decodePath(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
