/// <reference types="node" />
/** Node-only: used by the request-layer tests, never exported (the lib runs in browsers). */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the tiny test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status: number;
  statusText?: string;
  contentType?: string;
  body?: string;
}

export interface TestServer {
  baseUrl: string;
  origin: string;
  requests: SeenRequest[];
  /** The next replies, in order; once used up every request answers 200 {}. */
  replies: Reply[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (test-only), recording requests and answering queued replies. */
export async function startTestServer(): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const replies: Reply[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const reply = replies.shift() ?? { status: 200, body: '{}' };
      res.statusCode = reply.status;
      if (reply.statusText) res.statusMessage = reply.statusText;
      res.setHeader('Content-Type', reply.contentType ?? 'application/json');
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/api/v1/`,
    requests,
    replies,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
