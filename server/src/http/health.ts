import { Router } from 'express';
import type { HealthReport } from '../modules/health';

/**
 * For load balancers and the person on call: each part's state (`db`, `email`, kept `spooled`
 * leads); 200 while the database answers, 503 while it does not.
 */
export function healthRouter(report: () => Promise<HealthReport>): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const health = await report();
    res.status(health.db === 'up' ? 200 : 503).json(health);
  });
  return router;
}
