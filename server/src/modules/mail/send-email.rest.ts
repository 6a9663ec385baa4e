import { Router } from 'express';
import { MailMessages } from '@plumbing/shared';
import { isDeliverableEmail } from '../../lib/email-address';
import { bearerToken, sessionRefusal, type AuthService } from '../auth';
import type { OutboxService } from './outbox.service';

/** Spec §7 `POST /api/send-email` {to, subject, text, html}: the owner's session only (no API token), through the outbox. */
export function sendEmailRouter(auth: AuthService, outbox: OutboxService): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (!(await auth.verify(token))) {
      const { status, error } = sessionRefusal(token);
      res.status(status).json({ success: false, error });
      return;
    }
    const { to, subject, text, html } = req.body ?? {};
    const problems = [
      !isDeliverableEmail(to) && 'to must be an e-mail address',
      !(typeof subject === 'string' && subject.trim() && subject.length <= 300) && 'subject is required (at most 300 characters)',
      !(typeof text === 'string' || typeof html === 'string') && 'text or html is required',
    ].filter(Boolean);
    if (problems.length) {
      res.status(400).json({ success: false, error: problems.join('; ') });
      return;
    }
    const report = await outbox.sendNow({ kind: 'manual', to, subject, text: text ?? '', html: html ?? '' });
    res
      .status(report.sent ? 200 : 502)
      .json({ success: report.sent, id: report.id, error: report.recorded ? MailMessages.recorded : (report.error ?? null) });
  });
  return router;
}
