import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { decodePath, MediaMessages } from '@plumbing/shared';
import type { Logger } from '../../logger';
import { PUBLIC_PREFIXES } from './image-variants';
import { isObjectKey, type MediaStorage } from './media-storage';

/**
 * GET /uploads/{key}: the projects' stored photos and the media library's images, from local disk or the S3 bucket alike, so pages
 * only ever use same-origin image URLs; no other object of the storage is served here. A URL names fixed content (a hash is part of every key), hence
 * the year-long immutable caching.
 */
export function uploadsRouter(storage: MediaStorage, logger: Logger): Router {
  const router = Router();
  router.get(/.*/, async (req, res) => {
    const key = decodePath(req.path.slice(1));
    let object;
    try {
      object = key !== null && PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix)) && isObjectKey(key) ? await storage.get(key) : null;
    } catch (error) {
      // The storage is down (S3 unreachable): a passing fault, said as such and never cached.
      logger.warn({ err: error, key }, 'photo storage unreachable');
      res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '30' }).json({ error: MediaMessages.storageUnavailable });
      return;
    }
    if (!object) {
      res.status(404).set('Cache-Control', 'no-cache').json({ error: 'Not found' });
      return;
    }
    res.set({
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    if (req.method === 'HEAD') {
      object.body.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(object.body, res);
    } catch (error) {
      logger.warn({ err: error, key }, 'serving an upload was interrupted');
    }
  });
  return router;
}
