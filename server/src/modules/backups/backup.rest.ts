import express, { Router, type Request, type Response } from 'express';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../../logger';
import { bearerToken, sessionRefusal, type AuthService } from '../auth';
import type { BackupService } from './backup.service';

/**
 * GET /api/admin/backups/{name} with `Authorization: Bearer <token>`, or a POSTed form carrying
 * `token` (how a browser downloads with its own progress and no copy in memory): the archive,
 * streamed. Refused without a valid admin token; an API token never reaches backups (issue #43).
 */
export function backupsRouter(auth: AuthService, backups: BackupService, logger: Logger): Router {
  const router = Router();
  const download = async (req: Request, res: Response, token: string | undefined) => {
    res.set('Cache-Control', 'no-store');
    if (!(await auth.verify(token))) {
      const { status, error } = sessionRefusal(token);
      res.status(status).json({ error });
      return;
    }
    const name = String(req.params.name);
    const file = await backups.fileOf(name);
    if (!file) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const { size } = await fs.promises.stat(file);
    res.set({
      'Content-Type': 'application/gzip',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${name}"`,
    });
    try {
      await pipeline(fs.createReadStream(file), res);
      await backups.recordDownload();
    } catch (error) {
      logger.warn({ err: error, file: name }, 'a backup download was interrupted');
    }
  };
  router.get('/:name', (req, res) => download(req, res, bearerToken(req.headers.authorization)));
  router.post('/:name', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) =>
    download(req, res, typeof req.body?.token === 'string' ? req.body.token : undefined),
  );
  return router;
}
