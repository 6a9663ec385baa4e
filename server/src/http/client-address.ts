import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the hop at `address` may be believed about who is behind it: TRUST_PROXY as Express compiles it. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The caller's address: the peer, or the `X-Forwarded-For` entry the trusted proxies vouch for.
 * Express's own `req.ip` rule, applied to WebSocket upgrades (which Express never sees) too.
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust = (req as Request).app.get('trust proxy fn')): string {
  return proxyAddr(req, trust) ?? 'unknown';
}
