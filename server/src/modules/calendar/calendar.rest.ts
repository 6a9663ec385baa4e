import { Router } from 'express';
import type { CalendarFeedService } from './calendar.service';

/** GET /calendar/{token}.ics: the owner's private feed; any other token answers 404, as if nothing were there. */
export function calendarRouter(calendar: CalendarFeedService): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(req.params.file)?.[1];
    const feed = token ? await calendar.feed(token) : null;
    if (!feed) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    // Private: only the owner's calendar keeps it, and for a few minutes, so changes show soon.
    res
      .set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300', 'X-Robots-Tag': 'noindex' })
      .send(feed);
  });
  return router;
}
