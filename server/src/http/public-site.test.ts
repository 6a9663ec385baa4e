import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../../test/test-server';

const SCRIPT = 'console.log("the app");'.repeat(50);

/** A built web app in miniature: index.html, one asset with its compressed copies, and a pre-renderer. */
function fixture(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'public-site-'));
  const dist = path.join(root, 'web', 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-head--><!--site-config--></head><body><div id="root"><!--app-html--></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(root, 'web', 'dist-ssr'));
  fs.writeFileSync(
    path.join(root, 'web', 'dist-ssr', 'prerender.js'),
    'export async function prerender(url, business) { return `<main data-path="${url}">${business.name} costs $&amp; $1</main>`; }',
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

  it('sends the pre-rendered markup of public pages, literally, and nothing for the others', async () => {
    const deadline = Date.now() + 10_000;
    while (!(await page('/')).html.includes('<main')) {
      if (Date.now() > deadline) throw new Error('the pages were never pre-rendered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await page('/')).html).toContain('<div id="root"><main data-path="/">Bay Pipes & Co costs $&amp; $1</main></div>');
    expect((await page('/contact/')).html).toContain('<main data-path="/contact">');
    expect((await page('/admin/appointments')).html).toContain('<div id="root"></div>');
    expect((await page('/no-such-page')).response.status).toBe(404);
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
