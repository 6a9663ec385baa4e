import type { RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/** The encodings the web build writes beside each asset (web/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/**
 * Serves the brotli or gzip copy of a content-hashed asset when the browser accepts it, so the
 * first load moves a third of the bytes without compressing on every request. Anything else
 * falls through to the plain static files.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.join(root, decodeURIComponent(req.path));
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = req.acceptsEncodings(ENCODINGS.map((e) => e.name));
    const encoding = ENCODINGS.find((e) => e.name === accepted && fs.existsSync(file + e.extension));
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.type(path.extname(file));
    res.set({ 'Content-Encoding': encoding.name, 'Cache-Control': 'public, max-age=31536000, immutable' });
    res.sendFile(file + encoding.extension, (error) => error && next(error));
  };
}
