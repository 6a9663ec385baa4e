import http from 'node:http';
import type { Config } from '../config/env';

/** How long the server waits for a client and how many it holds at once, against clients that send slowly or not at all. */
export interface HttpLimits {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection holds one of `maxConnections`: it is closed soon. */
  keepAliveTimeoutMs: number;
  /** Open connections (WebSockets included); the server drops any beyond. */
  maxConnections: number;
  /** How often the server looks for requests over their time. */
  checkIntervalMs: number;
}

export function defaultHttpLimits(config: Config): HttpLimits {
  return {
    headersTimeoutMs: 15_000,
    // A photo of UPLOAD_MAX_MB from a phone on a slow uplink (about 1 Mbit/s: 8 s per MB) fits, with room to spare.
    requestTimeoutMs: Math.max(120_000, config.uploadMaxMb * 10_000),
    keepAliveTimeoutMs: 5_000,
    maxConnections: 2_000,
    checkIntervalMs: 1_000,
  };
}

/** The HTTP server of the app, holding clients to `limits`. */
export function createHttpServer(limits: HttpLimits, listener: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
