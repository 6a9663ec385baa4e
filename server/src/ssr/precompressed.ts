import type { Request, RequestHandler, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodePath } from '@plumbing/shared';

/** The encodings the web build writes beside each asset (web/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** Brotli when the browser takes it (smaller), else gzip, else none; whatever order it lists them in. */
function preferredEncoding(req: Request): 'br' | 'gzip' | undefined {
  return (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name);
}

/**
 * Serves the brotli or gzip copy of a content-hashed asset when the browser accepts it, so the
 * first load moves a third of the bytes without compressing on every request. Anything else
 * falls through to the plain static files.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const decoded = decodePath(req.path);
    // A malformed escape is left to the static files, which refuse it as a bad request.
    if (decoded === null) return next();
    const file = path.join(root, decoded);
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = preferredEncoding(req);
    const encoding = ENCODINGS.find((e) => e.name === accepted && fs.existsSync(file + e.extension));
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.type(path.extname(file));
    res.set({ 'Content-Encoding': encoding.name, 'Cache-Control': 'public, max-age=31536000, immutable' });
    res.sendFile(file + encoding.extension, (error) => error && next(error));
  };
}

/**
 * Sends a page compressed when the browser accepts it: a pre-rendered page then fits in the first
 * round trip of a fresh connection instead of two.
 */
export function sendHtml(req: Request, res: Response, html: string): void {
  res.vary('Accept-Encoding').type('html');
  const encoding = preferredEncoding(req);
  if (encoding === 'br') {
    res.set('Content-Encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  } else {
    res.send(html);
  }
}
