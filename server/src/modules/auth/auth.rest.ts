import { Router, type Request, type Response } from 'express';
import { httpStatusOf } from '@plumbing/shared';
import { bearerToken, clientAddress } from '../../context';
import type { Services } from '../../services';
import type { AuthResult } from './auth.service';
import { AuthMessages } from './auth.messages';

/** The spec §7 REST adapters; the same AuthService as the GraphQL operations. */
export function authRouter(services: Services): Router {
  const router = Router();
  const credentials = (req: Request) => ({
    email: typeof req.body?.email === 'string' ? req.body.email : '',
    password: typeof req.body?.password === 'string' ? req.body.password : '',
  });
  const answer = (res: Response, result: AuthResult) => {
    if (result.retryAfterSeconds) res.set('Retry-After', String(result.retryAfterSeconds));
    if (result.code) res.status(httpStatusOf(result.code));
    res.json({ success: result.success, token: result.token ?? null, error: result.error ?? null });
  };

  router.post('/login', async (req, res) => {
    const { email, password } = credentials(req);
    answer(res, await services.auth.login(email, password, clientAddress(req)));
  });

  router.get('/verify', async (req, res) => {
    const admin = await services.auth.verify(bearerToken(req.headers.authorization));
    if (!admin) {
      res.status(401).json({ error: AuthMessages.notAuthenticated });
      return;
    }
    res.json({ admin: { id: admin.id, email: admin.email, createdAt: admin.createdAt.toISOString() } });
  });

  router.get('/setup-status', async (_req, res) => {
    res.json({ needsSetup: await services.auth.needsSetup() });
  });

  router.post('/setup', async (req, res) => {
    const { email, password } = credentials(req);
    answer(res, await services.auth.setup(email, password));
  });

  return router;
}
