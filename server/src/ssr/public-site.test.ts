import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../../test/test-server';

const SCRIPT = 'console.log("the app");'.repeat(50);
/** index.html's own inline script, as the build writes it (web/app-start-script.ts). */
const START_SCRIPT = 'document.head.append(Object.assign(document.createElement("script"), { src: "/assets/app-1234.js" }))';

/** A built web app in miniature: index.html, one asset with its compressed copies, and a pre-renderer. */
function fixture(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'public-site-'));
  const dist = path.join(root, 'web', 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head><!--app-head--><!--site-config--></head><body><div id="root"><!--app-html--></div><script type="module">${START_SCRIPT}</script></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(root, 'web', 'dist-ssr'));
  fs.writeFileSync(
    path.join(root, 'web', 'dist-ssr', 'prerender.js'),
    // Counts its renders where the test can read them (the server runs in this process); /schedule's "fails".
    `export async function prerender(url, { business }, runQuery) {
      globalThis.fixtureRenders = [...(globalThis.fixtureRenders ?? []), url];
      const { data } = await runQuery({ query: '{ appointmentSettings { enableScheduling } }', variables: {} });
      return { html: \`<main data-path="\${url}">\${business.name} costs $&amp; $1</main>\`, data: { ROOT_QUERY: data }, complete: url !== '/schedule' };
    }`,
  );
  return { root, dist };
}

describe('public site serving', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    const built = fixture();
    root = built.root;
    server = await startTestServer({ webDistDir: built.dist, env: { BUSINESS_NAME: 'Bay Pipes & Co' } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function page(pathname: string, encoding = 'identity') {
    const response = await fetch(`${server.url}${pathname}`, { headers: { 'accept-encoding': encoding } });
    return { response, html: await response.text() };
  }

  it("allows index.html's own inline script by its hash, and no other inline script, on every page", async () => {
    const hash = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;
    for (const pathname of ['/', '/admin/appointments', '/no-such-page']) {
      const csp = (await page(pathname)).response.headers.get('content-security-policy') ?? '';
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${hash}`);
    }
    // Elsewhere (the API, files) no inline script at all.
    const api = await fetch(`${server.url}/healthz`);
    expect(/script-src ([^;]*)/.exec(api.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self'");
  });

  it('sends public pages rendered, literally, with the data they were rendered from, and the owner screens empty', async () => {
    const home = (await page('/')).html;
    expect(home).toContain('<div id="root"><main data-path="/">Bay Pipes & Co costs $&amp; $1</main></div>');
    expect(home).toContain(
      '<script id="app-data" type="application/json">{"ROOT_QUERY":{"appointmentSettings":{"enableScheduling":true}}}</script>',
    );
    expect((await page('/contact/')).html).toContain('<main data-path="/contact">');
    const owner = (await page('/admin/appointments')).html;
    expect([owner.includes('<div id="root"></div>'), owner.includes('app-data')]).toEqual([true, false]);
    const unknown = await page('/no-such-page');
    expect([unknown.response.status, unknown.html.includes('<main data-path="/no-such-page">')]).toEqual([404, true]);
  });

  it('keeps a rendered page, and sends a page whose render failed empty, for the browser to render, and renders it again next time', async () => {
    const renders = (url: string) =>
      ((globalThis as { fixtureRenders?: string[] }).fixtureRenders ?? []).filter((rendered) => rendered === url).length;
    await page('/about');
    await page('/about');
    expect(renders('/about')).toBe(1);
    const failed = await page('/schedule');
    expect([failed.response.status, failed.html.includes('<div id="root"></div>'), failed.html.includes('app-data')]).toEqual([
      200,
      true,
      false,
    ]);
    await page('/schedule');
    expect(renders('/schedule')).toBe(2);
  });

  it('compresses pages for browsers that accept it', async () => {
    const { response, html } = await page('/about', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(html).toContain('<div id="root">');
    expect((await page('/about', 'gzip')).response.headers.get('content-encoding')).toBe('gzip');
    expect((await page('/about')).response.headers.get('content-encoding')).toBeNull();
  });

  it('serves the compressed copies of assets, typed as the original, cached for good', async () => {
    const br = await page('/assets/app-1234.js', 'gzip, br');
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(br.response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(br.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.html).toBe(SCRIPT);
    const plain = await page('/assets/app-1234.js');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.html).toBe(SCRIPT);
    const outside = await page('/assets/..%2Findex.html', 'br');
    expect([outside.response.status >= 400, outside.response.headers.get('content-encoding')]).toEqual([true, null]);
  });

  it('serves a web app manifest named after the business', async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await response.json()).toMatchObject({
      name: 'Bay Pipes & Co',
      short_name: 'Bay Pipes & Co',
      start_url: '/',
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })]),
    });
  });
});
