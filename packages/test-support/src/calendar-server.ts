import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a path answers: `body` with `status` (200) as text/calendar, or nothing at all (`stall`: a server that never answers). */
export interface CalendarAnswer {
  status?: number;
  body?: string | Buffer;
  contentType?: string;
  stall?: boolean;
}

/** A real HTTP server on 127.0.0.1 serving iCalendar files, as Google's or Outlook's calendar addresses do. */
export interface CalendarServer {
  /** The address of `path` on it. */
  url(path: string): string;
  /** What `path` answers from now on (404 until set). */
  serve(path: string, answer: CalendarAnswer): void;
  /** The paths asked for, in order. */
  requests: string[];
  stop(): Promise<void>;
}

export async function startCalendarServer(): Promise<CalendarServer> {
  const answers = new Map<string, CalendarAnswer>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const { status = 200, body = '', contentType = 'text/calendar; charset=utf-8', stall = false } = answers.get(path) ?? { status: 404 };
    if (stall) return;
    res.writeHead(status, { 'content-type': contentType }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve(path, answer) {
      answers.set(path, answer);
    },
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
