import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { CustomerPhotoMessages, CustomerPhotoRules, DomainError, ErrorCode } from '@plumbing/shared';
import { withSpooledUpload, type UploadLimits } from '../../lib/spooled-upload';
import type { Logger } from '../../logger';
import type { CustomerPhotoService } from './customer-photo.service';

/** A photo is refused as soon as it passes the size limit (the rest unread), or when its connection goes before it is whole. */
const UPLOAD_LIMITS: UploadLimits = {
  maxBytes: CustomerPhotoRules.maxMb * 1024 * 1024,
  tooLarge: () => new DomainError(ErrorCode.BAD_USER_INPUT, CustomerPhotoMessages.tooLarge),
  brokeOff: () => new DomainError(ErrorCode.BAD_USER_INPUT, CustomerPhotoMessages.notSent),
};

/**
 * /api/customer-photos (issue #40): POST /token gives a form its upload token; POST / takes one
 * photo as the raw body (any content type: the bytes decide), the token in X-Upload-Token; DELETE
 * /{id} takes one back (the same token) while no request has it; GET
 * /{id}/{full|thumbnail}?expires&signature serves a photo to the owner's browser by a signed,
 * short-lived address, never kept by a cache. Refusals are DomainErrors: the error handler answers them.
 */
export function customerPhotosRouter(photos: CustomerPhotoService, logger: Logger): Router {
  const router = Router();
  router.post('/token', async (req, res) => {
    const { token, expiresAt } = await photos.startUpload(req.ip ?? 'unknown');
    res.status(201).set('Cache-Control', 'no-store').json({ token, expiresAt: expiresAt.toISOString() });
  });
  router.post('/', async (req, res) => {
    // A body that says it is too large is refused before a byte of it is read.
    if (Number(req.headers['content-length']) > UPLOAD_LIMITS.maxBytes) throw UPLOAD_LIMITS.tooLarge();
    const photo = await withSpooledUpload(
      () => req,
      UPLOAD_LIMITS,
      (file) => photos.upload(req.get('x-upload-token'), file, req.ip ?? 'unknown'),
    );
    res.status(201).set('Cache-Control', 'no-store').json({ id: photo.id, width: photo.width, height: photo.height });
  });
  router.delete('/:id', async (req, res) => {
    const removed = await photos.discard(req.get('x-upload-token'), req.params.id);
    res.status(removed ? 204 : 404).end();
  });
  router.get('/:id/:variant', async (req, res) => {
    const object = await photos.open(req.params.id, req.params.variant, req.query);
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    if (!object) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    res.set({
      'Content-Type': 'image/jpeg',
      'Content-Length': String(object.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    try {
      await pipeline(object.body, res);
    } catch (error) {
      logger.warn({ err: error }, 'serving a customer photo was interrupted');
    }
  });
  return router;
}
