import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** For load balancers: 200 while the database answers, 503 while it does not. */
export function healthRouter(db: DataSource): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ok', db: 'up' });
    } catch {
      res.status(503).json({ status: 'error', db: 'down' });
    }
  });
  return router;
}
