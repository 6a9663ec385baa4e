import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { readAtMost } from './read-at-most';
import type { OutboundTarget } from './outbound-url';

export interface OutboundLimits {
  /** The whole request, connecting to the last byte read. */
  timeoutMs: number;
  /** What is read of the answer's body; the rest is never read. */
  maxResponseBytes: number;
}

interface OutboundAnswer {
  status: number;
  /** The start of the body, at most maxResponseBytes. */
  body: string;
}

/** What a GET read: the status and the whole body, or null when it is larger than maxResponseBytes (the rest is not read). */
export interface FetchedAnswer {
  status: number;
  body: Buffer | null;
}

/** No answer within the time limit. */
export class NoAnswerInTime extends Error {}

/**
 * Opens a request to a checked target: the connection goes to its checked address itself (the
 * host name is sent only as Host and, over TLS, as the name the certificate must carry), and
 * redirects are answers like any other. `signal` cuts the whole exchange, the body's reading too.
 */
function openOutbound(
  { url, address }: OutboundTarget,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method,
        // SNI carries names only; an IP literal's certificate is checked against the IP.
        servername: secure && !ipaddr.isValid(hostname) ? hostname : undefined,
        headers: { ...headers, host: url.host },
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** POSTs `body` to a checked target (see openOutbound), the whole exchange cut at the time limit; `headers` name the body's content type. */
export async function postOutbound(
  target: OutboundTarget,
  body: string | Buffer,
  headers: Record<string, string>,
  { timeoutMs, maxResponseBytes }: OutboundLimits,
): Promise<OutboundAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await openOutbound(
    target,
    'POST',
    { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    body,
    signal,
  ).catch((error: NodeJS.ErrnoException) => {
    throw describeFailure(error, timeoutMs);
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.destroy();
      resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, maxResponseBytes).toString('utf8') });
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxResponseBytes) done();
    });
    response.on('end', done);
    response.on('error', reject);
  });
}

/** GETs a checked target (see openOutbound): the body whole or, past maxResponseBytes, not at all; the reading too is cut at the time limit. */
export async function getOutbound(
  target: OutboundTarget,
  headers: Record<string, string>,
  { timeoutMs, maxResponseBytes }: OutboundLimits,
): Promise<FetchedAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await openOutbound(target, 'GET', headers, undefined, signal);
    try {
      const status = response.statusCode ?? 0;
      if (Number(response.headers['content-length']) > maxResponseBytes) return { status, body: null };
      return { status, body: await readAtMost(response, maxResponseBytes) };
    } finally {
      response.destroy();
    }
  } catch (error) {
    // Cut while the body was read, the answer's stream fails with a reset rather than the time-out.
    throw describeFailure(signal.aborted ? Object.assign(new Error('timed out'), { name: 'TimeoutError' }) : (error as Error), timeoutMs);
  }
}

/** A failed request in the owner's words. */
function describeFailure(error: NodeJS.ErrnoException, timeoutMs: number): Error {
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return new NoAnswerInTime(`No answer within ${timeoutMs / 1000} s`);
  if (error.code === 'ECONNREFUSED') return new Error('Connection refused: nothing listens at that address');
  if (error.code === 'ECONNRESET') return new Error('The receiver closed the connection');
  return new Error(`Could not reach the receiver: ${error.message}`);
}
