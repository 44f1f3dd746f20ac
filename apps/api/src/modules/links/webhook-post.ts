import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './webhook-address.ts';

/**
 * Posts a body to a URL over a connection to `pinned`, the address that was checked (decision 670):
 * the connection never resolves the name again, so DNS cannot swap in another address between the
 * check and the connect (rebinding). The Host header and TLS server name stay the URL's host, so the
 * certificate is verified for the name. Redirects are not followed. Answers the status code; throws
 * on any network failure (the caller logs a generic text, never this error).
 */
export function postPinned(
  url: URL,
  pinned: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<number> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, lookup, signal },
      (res) => {
        res.resume(); // the answer's body is not read
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
