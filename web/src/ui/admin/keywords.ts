/** Spec §5: keywords are typed comma separated; each is trimmed and empties are dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}
