/** hreflang → address, as a head's or a sitemap entry's alternates name them. */
const alternatesIn = (text: string, pattern: RegExp) =>
  Object.fromEntries([...text.matchAll(pattern)].map(([, lang, href]) => [lang, href]));

/** A public URL as the server answers it (redirects not followed), with what its head says (issue #41's tests). */
export async function servedPage(serverUrl: string, path: string) {
  const response = await fetch(`${serverUrl}${path}`, { redirect: 'manual' });
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    body,
    lang: /<html lang="([^"]+)">/.exec(body)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1],
    alternates: alternatesIn(body, /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
  };
}

/** /sitemap.xml's entries, in order: each address with its hreflang alternates. */
export async function sitemapEntries(serverUrl: string) {
  const xml = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)![1],
    alternates: alternatesIn(entry, /hreflang="([^"]+)" href="([^"]+)"/g),
  }));
}
