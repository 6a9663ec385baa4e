import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
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

/**
 * POSTs `body` to a checked target: the connection goes to its checked address itself (the host
 * name is sent only as Host and, over TLS, as the name the certificate must carry), redirects are
 * answers like any other, and the whole exchange is cut at the time limit. `headers` name the
 * body's content type.
 */
export function postOutbound(
  { url, address }: OutboundTarget,
  body: string | Buffer,
  headers: Record<string, string>,
  { timeoutMs, maxResponseBytes }: OutboundLimits,
): Promise<OutboundAnswer> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        // SNI carries names only; an IP literal's certificate is checked against the IP.
        servername: secure && !ipaddr.isValid(hostname) ? hostname : undefined,
        headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
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
      },
    );
    request.on('error', (error) => reject(describeFailure(error, timeoutMs)));
    request.end(body);
  });
}

/** A failed request in the owner's words. */
function describeFailure(error: NodeJS.ErrnoException, timeoutMs: number): Error {
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return new Error(`No answer within ${timeoutMs / 1000} s`);
  if (error.code === 'ECONNREFUSED') return new Error('Connection refused: nothing listens at that address');
  if (error.code === 'ECONNRESET') return new Error('The receiver closed the connection');
  return new Error(`Could not reach the receiver: ${error.message}`);
}
