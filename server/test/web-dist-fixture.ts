import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A stand-in for web/dist: index.html with the placeholders the server fills, and nothing else. */
export function webDistFixture(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--><!--site-config--></head><body><div id="root"><!--app-html--></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
