import pino from 'pino';

export type { Logger } from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'plumbing-site' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
  });
}
