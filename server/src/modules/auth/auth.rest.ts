import { Router, type Request, type Response } from 'express';
import { httpStatusOf } from '@plumbing/shared';
import type { AuthResult, AuthService } from './auth.service';
import { bearerToken, sessionRefusal } from './request-context';

/** The spec §7 REST adapters; the same AuthService as the GraphQL operations. */
export function authRouter(auth: AuthService): Router {
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
    answer(res, await auth.login(email, password, req.ip ?? 'unknown'));
  });

  router.get('/verify', async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    const admin = await auth.verify(token);
    if (!admin) {
      const { status, error } = sessionRefusal(token);
      res.status(status).json({ error });
      return;
    }
    res.json({ admin: { id: admin.id, email: admin.email, createdAt: admin.createdAt.toISOString() } });
  });

  router.get('/setup-status', async (_req, res) => {
    res.json({ needsSetup: await auth.needsSetup() });
  });

  router.post('/setup', async (req, res) => {
    const { email, password } = credentials(req);
    answer(res, await auth.setup(email, password));
  });

  return router;
}
